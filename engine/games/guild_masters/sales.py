"""Selling (売却, L196): an event from the hand for 1 gold, a potion or a regalia for 3,
at any moment, and no action. Which decisions offer it is the state's (note 12 of
RULES_NOTES.md), and so is the sale window before a reshuffle: a sold event goes to
the discard pile, which the deck running out turns into the new deck (L89)."""
from __future__ import annotations

from engine.games.guild_masters.player import GOLD, POTION

SELL_EVENT, SELL_POTION, SELL_REGALIA = 1, 3, 3
SALES = ("sell", "sell_potion")
# Rules version 2: the decisions inside a rule where a sale (L196, at any moment) can
# change what the seller may do: paying (after an explore has shown its tile), choosing
# an event to play, an area to build on or the cards to discard. Their frames ask
# again after a sale (each of them asks afresh when called again).
SELL_INSIDE = frozenset({"explore_cost", "pay", "play_event", "base", "discard"})


class Sales:
    __slots__ = ()

    def sale_window(self, seat: int, count: int) -> bool:
        """Rules version 2: before ``seat`` draws ``count`` events and the deck runs out
        with a discard pile to reshuffle (L89), every seat, from the drawer clockwise,
        holding an event that a sale would put there may sell first (L196). True when
        the window is open (its frame pushed): the caller asks again once it is over."""
        if self.window_given:
            self.window_given = False           # this draw's window is over: draw now
            return False
        if self.rules_version < 2 or not count or len(self.deck) > count or not self.discard:
            return False
        n = self.num_players
        seats = [s for s in ((seat + i) % n for i in range(n)) if self._window_sales(self.players[s])]
        if seats:
            self.push("sale_window", None, seat, seats)
        return bool(seats)

    def _window_sales(self, player) -> list:
        events = self.content.events
        return [("sell", c) for c in sorted(set(player.hand)) if c in events and events[c].deck != "receptionist"]

    def _sale_window(self, frame, action) -> bool:
        seats = frame.data
        if action == ("done",):
            seats.pop(0)
        while seats:
            sales = self._window_sales(self.players[seats[0]])
            if sales:
                self.decision = self.ask(seats[0], "sale_window", (("done",), *sales), {"key": "sale_window"})
                return False
            seats.pop(0)
        self.window_given = True
        return True

    def sell_options(self, player) -> list:
        options = [("sell", c) for c in sorted(set(player.hand))]
        if player.res[POTION]:
            options.append(("sell_potion",))
        return options

    def _sale(self, player, action) -> None:
        if action[0] == "sell":
            self.sell(player, action[1])
        else:
            player.res[POTION] -= 1
            player.res[GOLD] += SELL_POTION
            self.log("sell_potion", player.seat)

    def sell(self, player, card: str) -> None:
        if card in player.hand:
            player.hand.remove(card)
        else:
            self.drawn.remove(card)                 # the setup hand being kept (_keep_decision)
        if card in self.content.events:
            self.discard_event(card, player.seat)
            player.res[GOLD] += SELL_EVENT
        else:
            self.regalia_discard.append(card)
            player.res[GOLD] += SELL_REGALIA
        self.log("sell", player.seat, card=card)
