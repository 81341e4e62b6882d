"""What a battle's participants may commit (§8.1) and what it costs them
(§8.4 step 1), as pure functions of hands and money: ``battle_flow`` asks them
at each commit, the AI and the table read them to offer only legal cards. (The
hand cost is discarded by the state's discard frame, which keeps the
whole-hand rule and the returned cards out of the choice.)

Affordability at commit: the money covers the committed cards' money costs,
the cards left in hand cover their hand costs, every condition (要) holds for
the lands the player owns now (the invaded land is not the invader's yet, the
battle land is the defender's), and 鬼人正邪's support only for a defender
whose character costs less than the invader's main character (ruling 5).
"""
from __future__ import annotations

from engine.games.gensokyo.cards import CARDS, meets_condition


def cost(committed) -> tuple[int, int]:
    """(money, hand) of the committed cards together (§8.4: paid as one)."""
    return sum(CARDS[c].money for c in committed), sum(CARDS[c].hand for c in committed)


def affordable(money: int, hand: list, committed: list, owned_attributes: list) -> bool:
    """The committed cards (taken from ``hand``) can be paid for (§8.1)."""
    money_cost, hand_cost = cost(committed)
    return (money_cost <= money and hand_cost <= len(hand) - len(committed)
            and all(meets_condition(card, owned_attributes) for card in committed))


def _distinct(cards) -> list:
    return list(dict.fromkeys(cards))


def main_options(money: int, hand: list, owned_attributes: list) -> list:
    """The characters the invader may declare as main; none: no invasion (§5)."""
    return [card for card in _distinct(hand)
            if CARDS[card].kind == "character" and affordable(money, hand, [card], owned_attributes)]


def support_options(money: int, hand: list, committed: list, owned_attributes: list, *,
                    defending: bool, defender_character: str, invader_main: str) -> list:
    """The cards a participant may commit as its support beside ``committed``
    (the invader's main, or nothing for the defender): characters and
    Charisma cards it can pay for together; committing none is always legal."""
    rest = list(hand)
    for card in committed:
        rest.remove(card)
    options = []
    for card in _distinct(rest):
        if CARDS[card].kind == "spell":
            continue
        if CARDS[card].support.commit == "defender_cheaper" and not (
                defending and CARDS[defender_character].money < CARDS[invader_main].money):
            continue
        if affordable(money, hand, [*committed, card], owned_attributes):
            options.append(card)
    return options
