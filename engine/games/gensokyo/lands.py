"""Lands (gensokyo.rules.md §6.1, §6.2, §7, §9): full costs and conditions,
claiming, investing, relocation, and discarding to pay a hand cost.

A full cost is money (to the bank), a hand cost ("+手札N": N other cards of the
player's choice, never the card being played nor one that came back from the
field during the action) and a condition checked when the card is played
("own a 紅 land": the land being claimed is not yet yours, the land being
relocated on is)."""
from __future__ import annotations

from engine.core.protocol import ALL
from engine.games.gensokyo.cards import CARDS, draws_when_placed, meets_condition

MAX_LEVEL = 5


class LandRules:
    __slots__ = ()

    # -- costs --------------------------------------------------------------

    def own_lands(self, seat: int) -> tuple:
        owner = self.owner
        return tuple(square for square in self.board.lands if owner[square] == seat)

    def condition_met(self, seat: int, card: str) -> bool:
        attribute = self.board.attribute
        return meets_condition(card, [attribute[square] for square in self.own_lands(seat)])

    def can_pay(self, seat: int, card: str, money_spent: int = 0, cards_out: int = 1) -> bool:
        """Whether ``seat`` could pay ``card``'s full cost now: ``cards_out`` cards
        (the card itself, and any others committed with it) leave the hand first."""
        spec = CARDS[card]
        return (self.money[seat] - money_spent >= spec.money
                and len(self.cards.hands[seat]) - cards_out >= spec.hand
                and self.condition_met(seat, card))

    def characters_in_hand(self, seat: int) -> list:
        return [card for card in dict.fromkeys(self.cards.hands[seat]) if CARDS[card].kind == "character"]

    def pay_money(self, seat: int, amount: int, why: str) -> None:
        self.money[seat] -= amount
        self.log("pay", player=seat, money=amount, to="bank", why=why)

    def pay_hand_cost(self, seat: int, count: int, protected=(), why: str = "cost") -> None:
        """Discard ``count`` cards of the seat's choice (a frame), never ``protected`` ones."""
        if count:
            self.push("discard", None, seat, [count, tuple(protected), why])

    # -- claiming (§6.1) ----------------------------------------------------

    def claim_options(self, seat: int, square: int) -> tuple:
        return tuple(("claim", card) for card in self.characters_in_hand(seat) if self.can_pay(seat, card))

    def claim(self, seat: int, square: int, card: str) -> None:
        """Place ``card`` on the unowned land and pay its full cost; level 1."""
        self.cards.remove_from_hand(seat, card, ALL)
        self.owner[square], self.level[square], self.character[square] = seat, 1, card
        self.log("claim", player=seat, square=self.board.square_id(square), card=card)
        self.pay_money(seat, CARDS[card].money, "claim")
        self.push("placed", card, seat, [square])
        self.pay_hand_cost(seat, CARDS[card].hand)

    # -- investing (§6.2) ---------------------------------------------------

    def invest_options(self, seat: int) -> tuple:
        money = self.money[seat]
        grade = self.board.grade
        return tuple(("invest", square, levels) for square in self.own_lands(seat)
                     for levels in range(1, MAX_LEVEL - self.level[square] + 1) if grade[square] * levels <= money)

    def invest(self, seat: int, square: int, levels: int) -> None:
        self.pay_money(seat, self.board.grade[square] * levels, "invest")
        self.level[square] += levels
        self.log("invest", player=seat, square=self.board.square_id(square), level=self.level[square])

    # -- relocation (§7) ----------------------------------------------------

    def relocation_options(self, seat: int, lands) -> tuple:
        characters = [card for card in self.characters_in_hand(seat) if self.can_pay(seat, card)]
        return tuple(("relocate", square, card) for square in lands for card in characters)

    def relocate(self, seat: int, square: int, card: str) -> None:
        """Exchange the land's character with ``card`` from hand and pay the new
        one's cost; the old one comes back and can't pay it. Level, owner and
        land spell stay."""
        old = self.character[square]
        self.cards.remove_from_hand(seat, card, ALL)
        self.character[square] = card
        self.cards.add_to_hand(seat, old, ALL)
        self.log("relocate", player=seat, square=self.board.square_id(square), card=card, returned=old)
        self.pay_money(seat, CARDS[card].money, "relocate")
        self.push("placed", card, seat, [square])
        self.pay_hand_cost(seat, CARDS[card].hand, (old,))


def _discard(state, frame, action) -> bool:
    """Discard cards of the player's choice, one at a time. ``data``: [how many
    are left, cards that can't be chosen, why]. Fewer choosable cards than
    asked (only after a battle, §8.4) puts the whole hand in the graveyard."""
    seat = frame.player
    left, protected, why = frame.data
    hand = state.cards.hands[seat]
    if action is not None:
        state.cards.discard(seat, action[1])
        state.log("discard", player=seat, card=action[1], why=why)
        left -= 1
        frame.data = [left, protected, why]
    if left <= 0:
        return True
    spare = list(hand)
    for card in protected:
        if card in spare:
            spare.remove(card)
    if len(spare) < left:
        for card in hand[:]:
            state.cards.discard(seat, card)
        state.log("discard_hand", player=seat, why=why)
        return True
    state.ask(seat, "discard", tuple(("discard", card) for card in dict.fromkeys(spare)), {"count": left, "why": why})
    return False


def _placed(state, frame, action) -> bool:
    """After a claim or a relocation is paid: the "when placed" draw (パチュリー)."""
    for _ in range(draws_when_placed(frame.card)):
        if not state.draw_or_end(frame.player):
            return False
    return True


LAND_HANDLERS = {"discard": _discard, "placed": _placed}
