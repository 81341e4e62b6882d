"""The words of a battle (gensokyo.rules.md §8): R1's negation, each §8.2 R3
step of the view's ``last_battle`` (engine/games/gensokyo/battle_record.py)
with what acted in it, R4's outcome and §8.4's costs, in the game's
translation context. No rule is decided here: the engine's record says what
happened. R2's swaps and draws are not repeated: the log has them."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.games.gensokyo.card_art import card_name

CONTEXT = "gensokyo"

TITLES = {        # battle.resolve's step names, in §8.2's order
    "printed": QT_TRANSLATE_NOOP("gensokyo", "R3 · Printed attack and HP"),
    "spells": QT_TRANSLATE_NOOP("gensokyo", "R3 step 1 · Spell cards in force"),
    "transform": QT_TRANSLATE_NOOP("gensokyo", "R3 step 2 · Transformation and Superhuman"),
    "additions": QT_TRANSLATE_NOOP("gensokyo", "R3 step 3 · Abilities and support cards"),
    "others": QT_TRANSLATE_NOOP("gensokyo", "R3 step 4 · Charisma cards and Global Support"),
    "land_bonus": QT_TRANSLATE_NOOP("gensokyo", "R3 step 5 · Land bonus"),
    "reversal": QT_TRANSLATE_NOOP("gensokyo", "R3 step 6 · Reversal"),
}
PARTS = {         # battle_record's parts
    "ability": QT_TRANSLATE_NOOP("gensokyo", "ability"),
    "support": QT_TRANSLATE_NOOP("gensokyo", "support"),
    "spell": QT_TRANSLATE_NOOP("gensokyo", "Spell card"),
    "charisma": QT_TRANSLATE_NOOP("gensokyo", "Charisma card"),
    "global": QT_TRANSLATE_NOOP("gensokyo", "global support"),
    "land": QT_TRANSLATE_NOOP("gensokyo", "Land bonus"),
}
NEGATED = {       # (what was negated, whose): the record's negation[part][side] names the negating card
    ("ability", 0): QT_TRANSLATE_NOOP("gensokyo", "{card} negates the invader's ability"),
    ("ability", 1): QT_TRANSLATE_NOOP("gensokyo", "{card} negates the defender's ability"),
    ("support", 0): QT_TRANSLATE_NOOP("gensokyo", "{card} negates the invader's support"),
    ("support", 1): QT_TRANSLATE_NOOP("gensokyo", "{card} negates the defender's support"),
}
REVEAL_TITLE = QT_TRANSLATE_NOOP("gensokyo", "Both supports revealed · R1 Negation")
COMMIT_TITLE = QT_TRANSLATE_NOOP("gensokyo", "Supports are committed face down")
NOTHING_NEGATED = QT_TRANSLATE_NOOP("gensokyo", "Nothing is negated.")
NOTHING = QT_TRANSLATE_NOOP("gensokyo", "Nothing changes in this step.")
CHANGE = QT_TRANSLATE_NOOP("gensokyo", "{card} ({part}): {change}")
PART_CHANGE = QT_TRANSLATE_NOOP("gensokyo", "{part}: {change}")
NO_CHANGE = QT_TRANSLATE_NOOP("gensokyo", "no change")
ATTACK_CHANGE = QT_TRANSLATE_NOOP("gensokyo", "attack {amount}")
HP_CHANGE = QT_TRANSLATE_NOOP("gensokyo", "HP {amount}")
OUTCOME_TITLE = QT_TRANSLATE_NOOP("gensokyo", "R4 · Result")
INVADER_WINS = QT_TRANSLATE_NOOP("gensokyo", "Attack {attack} ≥ HP {hp}: the invader wins")
DEFENDER_WINS = QT_TRANSLATE_NOOP("gensokyo", "Attack {attack} < HP {hp}: the defender wins")
COSTS_TITLE = QT_TRANSLATE_NOOP("gensokyo", "Costs and the land")
COST = QT_TRANSLATE_NOOP("gensokyo", "{name} pays {money}圓 and a hand cost of {hand}")
NO_COST = QT_TRANSLATE_NOOP("gensokyo", "{name} pays nothing")
NOT_PAID = QT_TRANSLATE_NOOP("gensokyo", "{name} has not paid yet")
TAKEN = QT_TRANSLATE_NOOP("gensokyo", "{name} takes the land at the same level")
TOLL = QT_TRANSLATE_NOOP("gensokyo", "{name} pays the toll to {owner}")


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def name_of(card: str | None) -> str:
    return "" if card is None else card_name(card)


def as_dicts(steps: list) -> list[dict]:
    """Steps in the record's shape: the live battle (Battle.shown) writes
    each as [rule, attack, hp, [[card, part, attack, hp], …]]."""
    return [step if isinstance(step, dict) else
            {"rule": step[0], "attack": step[1], "hp": step[2],
             "changes": [dict(zip(("card", "part", "attack", "hp"), change)) for change in step[3]]}
            for step in steps]


def negation_lines(negation: dict | None) -> list[str]:
    """R1: which card negated whose ability or support."""
    found = [tr(NEGATED[(part, side)]).format(card=name_of(by))
             for part in ("ability", "support") for side, by in enumerate((negation or {}).get(part, ()))
             if by is not None]
    return found or [tr(NOTHING_NEGATED)]


def title(step: dict) -> str:
    return tr(TITLES[step["rule"]])


def _change(change: dict) -> str:
    amounts = [tr(text).format(amount=f"{value:+d}")
               for text, value in ((ATTACK_CHANGE, change["attack"]), (HP_CHANGE, change["hp"])) if value]
    return ", ".join(amounts) or tr(NO_CHANGE)


def lines(step: dict) -> list[str]:
    """What acted in one step, one line each (a card, or a part with no card: the land)."""
    found = []
    for change in step["changes"]:
        part = tr(PARTS[change["part"]])
        if change["card"] is None:
            found.append(tr(PART_CHANGE).format(part=part, change=_change(change)))
        else:
            found.append(tr(CHANGE).format(card=name_of(change["card"]), part=part, change=_change(change)))
    return found or [tr(NOTHING)]


def outcome_line(invader_wins: bool, attack: int, hp: int) -> str:
    return tr(INVADER_WINS if invader_wins else DEFENDER_WINS).format(attack=attack, hp=hp)


def cost_lines(costs: list, invader_wins: bool, names: list[str]) -> list[str]:
    """§8.4: what each side paid (``costs`` by side, None until paid, in
    ``names`` order: invader, defender), then the land taken or the toll."""
    found = []
    for name, paid in zip(names, costs):
        if paid is None:
            found.append(tr(NOT_PAID).format(name=name))
        elif any(paid):
            found.append(tr(COST).format(name=name, money=paid[0], hand=paid[1]))
        else:
            found.append(tr(NO_COST).format(name=name))
    invader, defender = names
    found.append(tr(TAKEN).format(name=invader) if invader_wins else tr(TOLL).format(name=invader, owner=defender))
    return found
