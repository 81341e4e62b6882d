"""The main phase of a Heart of Crown turn, as a mixin of the state: its
options (plays, recalls, a coin counter, the princesses' and Lily's
abilities, the end) and the moves that answer them, playing a card above all.
"""
from __future__ import annotations

from engine.core.machine import Frame
from engine.games.heart_of_crown.rule_tables import ACTIVATE, COIN_COUNTER, END_MAIN, PLAY, PLAY_FACTS, RECALL


class MainPhase:
    __slots__ = ()

    def _main_options(self, _decision=None) -> list:
        player = self.players[self.turn]
        options = self.plays()
        options += self.recalls()
        if player.coin_counters:
            options.append(COIN_COUNTER)
        if self._bergamotte_ready(player):
            options.append(ACTIVATE["bergamotte"])
        if self.lily_ready():
            options.append(ACTIVATE["maid_lily"])
        if self._twins_ready(player):
            options.append(ACTIVATE["rain_and_sion"])
        options.append(END_MAIN)
        return options

    # The main phase's options by kind, in their order; the agents read these.
    def plays(self) -> list:
        """The play actions, in the hand's order."""
        if self.plays_left <= 0:
            return []
        return [PLAY[card] for card in dict.fromkeys(self.players[self.turn].hand) if card in PLAY]

    def recalls(self) -> list:
        return [RECALL[index][card] for index, card in enumerate(self.players[self.turn].kept)
                if card is not None]

    def lily_ready(self) -> bool:
        player = self.players[self.turn]
        return "maid_lily" in player.succession and not self.lily_used and self.coins >= 3

    def _bergamotte_ready(self, player) -> bool:
        return player.princess == "bergamotte" and not self.bergamotte_used and bool(player.hand)

    def _twins_ready(self, player) -> bool:
        return bool(player.twin_counters) and not self.in_extra_turn and not self.extra_turn_pending

    def play(self, card: str) -> None:
        """Play a card from the active player's hand and start its effect."""
        seat = self.turn
        player = self.players[seat]
        more_plays, gained, draws, effect, is_action = PLAY_FACTS[card]
        player.hand.remove(card)
        known = player.known
        if known and card in known:
            known.remove(card)      # as Zones.take_from_hand
        player.play.append(card)
        self.plays_left += more_plays
        self.played.append(card)
        log_events = self.log_events
        if log_events:
            self.emit("play", seat, card=card)
        if is_action and self.flags.library_active:
            gained += 1
        if gained:
            self.coins += gained
            if log_events:
                self.emit("coins", seat, amount=gained)
        if draws:
            deck = player.deck
            if len(deck) >= draws and not player.faceup and not log_events:
                # Zones.draw without a reshuffle, nothing face up and nothing to log.
                player.hand += deck[:-draws - 1:-1]
                del deck[-draws:]
                if player.seen:
                    player.seen = player.seen - draws if player.seen > draws else 0
                self.revealing = True
            else:
                self.draw(seat, draws)
        if effect is not None:
            self.stack.append(Frame(effect, card, seat))

    def _recall(self, index: int) -> None:
        player = self.players[self.turn]
        card = player.kept[index]
        player.set_kept(index, None)
        player.add_to_hand_openly(card)
        self.emit("recall", self.turn, card=card, slot=index)

    def _spend_coin_counter(self) -> None:
        player = self.players[self.turn]
        # Spend General Store counters first: that leaves room for it to give more.
        if player.store_counters:
            player.store_counters -= 1
        else:
            player.other_counters -= 1
        self.emit("coin_counter_spent", self.turn)
        self.add_coins(1)

    def _activate(self, ability: str) -> None:
        seat = self.turn
        player = self.players[seat]
        self.emit("activate", seat, card=ability)
        if ability == "bergamotte":
            self.bergamotte_used = True
            self.push("bergamotte", ability, seat)
        elif ability == "maid_lily":
            self.lily_used = True
            self.coins -= 3
            player.point_counters += 1
            self.emit("point_counter", seat, count=1)
            self.points_changed()
        else:  # rain_and_sion
            player.twin_counters -= 1
            self.extra_turn_pending = True
            self.emit("extra_turn_earned", seat)
