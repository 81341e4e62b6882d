"""Scoring: VP everywhere, chambermaid sets, the Colette majority, Ophelia's
parity, Bad Habits; and the winners (most VP, then fewest maids employed, then
shared).

An ill maid "counts as not there" (summary, 病气): no VP, no place in a set,
not counted for the Colette majority.
"""
from __future__ import annotations

from engine.games.tanto_cuore.cards import CARDS, CRESCENTS

COLETTE_BONUS = 5
SAFRAN_SETS = ((4, 12), (3, 8), (2, 4))      # greedy: the biggest sets first
CRESCENT_TRIO, CRESCENT_PAIR = 7, 3
OPHELIA_VP = 2


# Printed VP by card (a Bad Habit's penalty is scored apart).
_PRINTED = {card: 0 if card == "bad_habit" else spec.vp for card, spec in CARDS.items()}


def card_vp(card: str, options: dict) -> int:
    if card == "safran":
        return options["safran_vp"]
    return _PRINTED[card]


def healthy_chambermaids(player) -> list:
    """(slot, card) of the chambermaids without an Illness."""
    return [(slot, card) for slot, (card, ill) in enumerate(zip(player.chamber, player.chamber_ill)) if not ill]


def chamber_sets(player) -> list:
    """The sets the healthy chambermaids form, with their VP: Safran groups
    (4, then 3, then 2), Crescent trios then pairs of different sisters, and
    the Colettes (one entry, no set bonus of their own)."""
    healthy = healthy_chambermaids(player)
    sets = []
    safrans = [slot for slot, card in healthy if card == "safran"]
    for size, points in SAFRAN_SETS:
        while len(safrans) >= size:
            sets.append({"kind": "safran", "slots": safrans[:size], "points": points})
            safrans = safrans[size:]
    sisters = {name: [slot for slot, card in healthy if card == name] for name in CRESCENTS}
    while all(sisters.values()):
        sets.append({"kind": "crescent", "slots": [sisters[n].pop(0) for n in CRESCENTS], "points": CRESCENT_TRIO})
    while sum(1 for slots in sisters.values() if slots) >= 2:
        pair = [n for n in CRESCENTS if sisters[n]][:2]
        sets.append({"kind": "crescent", "slots": [sisters[n].pop(0) for n in pair], "points": CRESCENT_PAIR})
    colettes = [slot for slot, card in healthy if card == "colette"]
    if colettes:
        sets.append({"kind": "colette", "slots": colettes, "points": 0})
    return sets


def counted_cards(player) -> list:
    """Every card that scores its printed VP: deck, hand, discard, play, the
    healthy chambermaids and the healthy private maids (buried ones too)."""
    cards = list(player.owned())
    cards += [card for _, card in healthy_chambermaids(player)]
    cards += [card for card, ill in zip(player.private, player.private_ill) if not ill]
    return cards


def colettes(player) -> int:
    """The Colettes that count for the majority: those of ``counted_cards``,
    counted without building that list (the rollout policy asks often)."""
    return (player.deck.count("colette") + player.hand.count("colette") + player.discard.count("colette")
            + player.play.count("colette")
            + sum(1 for card, ill in zip(player.chamber, player.chamber_ill) if card == "colette" and not ill)
            + sum(1 for card, ill in zip(player.private, player.private_ill) if card == "colette" and not ill))


def breakdown(state) -> list:
    """Each seat's score by source."""
    options = state.options
    counted = [counted_cards(p) for p in state.players]
    colettes_of = [colettes(p) for p in state.players]
    rows = []
    for seat, player in enumerate(state.players):
        cards = counted[seat]
        printed = sum(card_vp(card, options) for card in cards)
        ophelias = cards.count("ophelia")
        ophelia = 0 if ophelias <= 1 else ophelias * (OPHELIA_VP if ophelias % 2 else -OPHELIA_VP)
        others = [n for s, n in enumerate(colettes_of) if s != seat]
        colette_bonus = COLETTE_BONUS if colettes_of[seat] > max(others, default=0) else 0
        sets = chamber_sets(player)
        safran = sum(s["points"] for s in sets if s["kind"] == "safran")
        crescent = sum(s["points"] for s in sets if s["kind"] == "crescent")
        habits = player.bad_habits
        bad = -habits * (2 if habits >= options["bad_habit_double_at"] else 1)
        rows.append({"cards": printed, "ophelia": ophelia, "colette_bonus": colette_bonus,
                     "safran_sets": safran, "crescent_sets": crescent, "bad_habits": bad,
                     "total": printed + ophelia + colette_bonus + safran + crescent + bad})
    return rows


def winners(state, rows=None) -> tuple:
    """Most VP; among those, fewest maids employed; still tied: all of them."""
    rows = rows or breakdown(state)
    best = max(r["total"] for r in rows)
    tied = [s for s, r in enumerate(rows) if r["total"] == best]
    fewest = min(state.players[s].employed for s in tied)
    return tuple(s for s in tied if state.players[s].employed == fewest)
