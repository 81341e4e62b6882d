"""A battle's pure resolution (gensokyo.rules.md §8.2): R1 negation, R3 the
six steps of attack and HP, R4 the result, and what R2, R5 and R6 will do,
from a ``BattleSetup`` of plain values. Nothing here touches a game state:
``battle_flow`` builds the setup, asks the chance and the decisions this
module names (てゐ's die, the 【変化】 choices) and carries the effects out.

Only two numbers decide a battle, the invader's attack A and the defender's
HP H (§8.0), so the running values are those two: every "+X" of the invader
raises A, of the defender raises H; every 敵−X lowers the other. The card
behaviour is the data of ``cards.Effect``; this module interprets it.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.games.gensokyo.cards import CARDS, Bonus, Effect, global_support

INVADER, DEFENDER = 0, 1
ROLE = ("invading", "defending")
STEPS = ("printed", "spells", "transform", "additions", "others", "land_bonus", "reversal")
LAND_BONUS = (10, 20)            # × level: unmatched, matching attribute (§8.2 step 5, tunable)


@dataclass(frozen=True)
class Side:
    """One participant. ``main``: its battling character (the invader's main,
    the defender's character on the battle land). ``placed``: its characters
    on its *other* lands (【全域支援】 and マミゾウ's 【変化】 read them).
    ``lands``: how many lands it owns (the battle land counts for the
    defender). ``spells``: the player spells in force on it. ``transform``:
    which 【変化】 it uses when it has two ("ability" or "support"); ``copy``:
    the placed character マミゾウ copies; ``die``: its てゐ's face, once rolled."""
    main: str
    support: str | None = None
    placed: tuple[str, ...] = ()
    lands: int = 0
    spells: tuple[str, ...] = ()
    transform: str | None = None
    copy: str | None = None
    die: int | None = None


@dataclass(frozen=True)
class BattleSetup:
    invader: Side
    defender: Side
    land_attribute: str
    land_level: int
    land_spell: str | None = None

    def side(self, who: int) -> Side:
        return self.invader if who == INVADER else self.defender


@dataclass(frozen=True)
class Change:
    """One contribution to a step: its card, what part of the card gave it
    ("ability", "support", "spell", "charisma", "global", "land"), and the
    change to A and to H (for 【変化】, 【超人】 and 【逆転】 the difference)."""
    card: str | None
    part: str
    attack: int
    hp: int


@dataclass(frozen=True)
class Step:
    name: str
    attack: int
    hp: int
    changes: tuple[Change, ...] = ()


@dataclass(frozen=True)
class Negation:
    """R1's outcome, by side: whose ability and whose support were negated
    (and by which card), and whose support is 【不変】."""
    ability: tuple[str | None, str | None] = (None, None)      # the negating card, per side
    support: tuple[str | None, str | None] = (None, None)
    unnegatable: tuple[bool, bool] = (False, False)

    def ability_live(self, who: int) -> bool:
        return self.ability[who] is None

    def support_live(self, setup: BattleSetup, who: int) -> bool:
        support = setup.side(who).support
        return support is not None and CARDS[support].kind == "character" and self.support[who] is None


@dataclass(frozen=True)
class BattleResult:
    negation: Negation
    steps: tuple[Step, ...]
    invader_wins: bool

    @property
    def attack(self) -> int:
        return self.steps[-1].attack

    @property
    def hp(self) -> int:
        return self.steps[-1].hp


def _opp(who: int) -> int:
    return 1 - who


def _keywords(effect: Effect, who: int) -> tuple[str, ...]:
    return effect.keywords if effect.role in ("any", ROLE[who]) else ()


def _ability(setup: BattleSetup, who: int) -> Effect:
    return CARDS[setup.side(who).main].ability


def _support(setup: BattleSetup, who: int) -> Effect | None:
    support = setup.side(who).support
    return CARDS[support].support if support and CARDS[support].kind == "character" else None


# ---------------------------------------------------------------- R1

def negation(setup: BattleSetup) -> Negation:
    """R1: ability negation, then unnegatable supports, then support negation,
    each step's effects applied together."""
    ability_by = [None, None]
    for who in (INVADER, DEFENDER):                      # R1.1: from abilities and supports alike
        foe = _opp(who)
        sources = [(setup.side(foe).main, _ability(setup, foe)), (setup.side(foe).support, _support(setup, foe))]
        for card, effect in sources:
            if effect is not None and "negate_ability" in _keywords(effect, foe) and ability_by[who] is None:
                ability_by[who] = card
    unnegatable = []
    for who in (INVADER, DEFENDER):                      # R1.2
        support = _support(setup, who)
        granted = ability_by[who] is None and "grant_unnegatable" in _keywords(_ability(setup, who), who)
        unnegatable.append(support is not None and ("unnegatable" in support.keywords or granted))
    support_by = [None, None]
    for who in (INVADER, DEFENDER):                      # R1.3: surviving sources, all at once
        foe = _opp(who)
        if _support(setup, who) is None or unnegatable[who]:
            continue
        sources = [(setup.side(foe).support, _support(setup, foe))]
        if ability_by[foe] is None:
            sources.insert(0, (setup.side(foe).main, _ability(setup, foe)))
        for card, effect in sources:
            if effect is not None and "negate_support" in _keywords(effect, foe) and support_by[who] is None:
                support_by[who] = card
    return Negation(tuple(ability_by), tuple(support_by), tuple(unnegatable))


# ---------------------------------------------------------------- what the flow must ask

def needs_die(setup: BattleSetup, neg: Negation | None = None) -> list[int]:
    """The sides whose live support rolls a die at step 3 (てゐ)."""
    neg = neg or negation(setup)
    return [who for who in (INVADER, DEFENDER) if neg.support_live(setup, who) and _support(setup, who).die]


def transforms(setup: BattleSetup, who: int, neg: Negation | None = None) -> list[str]:
    """The live 【変化】 of a side's battling character: "ability", "support"
    or both (then its controller chooses one, §15)."""
    neg = neg or negation(setup)
    found = []
    if neg.ability_live(who) and _ability(setup, who).transform:
        found.append("ability")
    if neg.support_live(setup, who) and _support(setup, who).transform:
        found.append("support")
    return found


def copy_candidates(setup: BattleSetup, who: int) -> tuple[str, ...]:
    """The characters マミゾウ may copy: the side's others on its lands."""
    side = setup.side(who)
    return tuple(card for card in side.placed if card != side.main)


# ---------------------------------------------------------------- R3

def _applies(bonus: Bonus, setup: BattleSetup, who: int) -> bool:
    side, foe = setup.side(who), setup.side(_opp(who))
    foe_card = CARDS[foe.main]
    return (bonus.role in ("any", ROLE[who])
            and (bonus.land is None or bonus.land == setup.land_attribute)
            and (not bonus.partner or side.main in bonus.partner)
            and (not bonus.foe_is or foe.main in bonus.foe_is)
            and (not bonus.foe_more_lands or foe.lands > side.lands)
            and (bonus.foe_money_over is None or foe_card.money > bonus.foe_money_over)
            and (bonus.foe_attack_at_least is None or foe_card.attack >= bonus.foe_attack_at_least))


def _bonus(effect: Effect, setup: BattleSetup, who: int) -> Bonus | None:
    return next((b for b in effect.stat if _applies(b, setup, who)), None)


def _own(who: int, amount: int) -> tuple[int, int]:
    """(ΔA, ΔH) of +amount to side ``who``'s battling character."""
    return (amount, 0) if who == INVADER else (0, amount)


def _foe(who: int, amount: int) -> tuple[int, int]:
    """(ΔA, ΔH) of 敵−amount from side ``who``."""
    return (0, -amount) if who == INVADER else (-amount, 0)


def _sum(changes: list[Change], attack: int, hp: int) -> tuple[int, int]:
    return (max(0, attack + sum(c.attack for c in changes)), max(0, hp + sum(c.hp for c in changes)))


def _spells(setup: BattleSetup) -> list[Change]:
    changes = []
    in_force = [(DEFENDER, setup.land_spell)] if setup.land_spell else []
    in_force += [(who, spell) for who in (INVADER, DEFENDER) for spell in setup.side(who).spells]
    for who, spell in in_force:
        battle = CARDS[spell].battle
        if battle is not None and battle.role in ("any", ROLE[who]):
            changes.append(Change(spell, "spell", *_own(who, battle.amount)))
    return changes


def _transform(setup: BattleSetup, neg: Negation, attack: int, hp: int) -> tuple[int, int, list[Change]]:
    changes = []
    for who in (INVADER, DEFENDER):
        found = transforms(setup, who, neg)
        if not found:
            continue
        side = setup.side(who)
        if len(found) == 2 and side.transform not in found:
            raise ValueError(f"side {who} has two 【変化】: name the one it uses")
        part = found[0] if len(found) == 1 else side.transform
        effect = _ability(setup, who) if part == "ability" else _support(setup, who)
        source = setup.side(_opp(who)).main if effect.transform == "foe" else side.copy
        if effect.transform == "own_placed" and source is None:
            if copy_candidates(setup, who):
                raise ValueError(f"side {who}: name the character マミゾウ copies")
            continue                                     # nobody to copy: no change
        card = side.main if part == "ability" else side.support
        if who == INVADER:
            changes.append(Change(card, part, CARDS[source].attack - attack, 0))
            attack = CARDS[source].attack
        else:
            changes.append(Change(card, part, 0, CARDS[source].hp - hp))
            hp = CARDS[source].hp
    for who in (INVADER, DEFENDER):                      # every 【変化】 before any 【超人】
        if neg.ability_live(who) and "superhuman" in _keywords(_ability(setup, who), who):
            delta = _own(who, attack if who == INVADER else hp)
            changes.append(Change(setup.side(who).main, "ability", *delta))
            attack, hp = attack + delta[0], hp + delta[1]
    return attack, hp, changes


def _additions(setup: BattleSetup, neg: Negation) -> list[Change]:
    changes = []
    for who in (INVADER, DEFENDER):
        side = setup.side(who)
        if neg.ability_live(who) and (bonus := _bonus(_ability(setup, who), setup, who)):
            delta = _own(who, bonus.amount) if bonus.target == "own" else _foe(who, bonus.amount)
            changes.append(Change(side.main, "ability", *delta))
        if not neg.support_live(setup, who):
            continue
        support = _support(setup, who)
        raised = 0
        if support.die:
            if side.die is None:
                raise ValueError("てゐ's die has not been rolled")
            raised = support.die[side.die - 1]
        elif (bonus := _bonus(support, setup, who)) and bonus.target == "foe":
            changes.append(Change(side.support, "support", *_foe(who, bonus.amount)))
        elif bonus:
            raised = bonus.amount
        if raised:
            changes.append(Change(side.support, "support", *_own(who, raised)))
            if neg.ability_live(who) and (boost := _ability(setup, who).support_boost):
                changes.append(Change(side.main, "ability", *_own(who, boost)))    # アリス
    return changes


def _others(setup: BattleSetup) -> list[Change]:
    changes = []
    for who in (INVADER, DEFENDER):
        side = setup.side(who)
        attribute = CARDS[side.main].attribute
        if side.support and (charisma := CARDS[side.support].charisma):
            amount = charisma.matching if charisma.attribute == attribute else charisma.amount
            changes.append(Change(side.support, "charisma", *_own(who, amount)))
        for card in side.placed:
            if amount := global_support(card, attribute):
                changes.append(Change(card, "global", *_own(who, amount)))
    return changes


def land_bonus(setup: BattleSetup, neg: Negation) -> int:
    """Step 5: the defender's land bonus, after the invader's ability."""
    matching = CARDS[setup.defender.main].attribute == setup.land_attribute
    bonus = LAND_BONUS[matching] * setup.land_level
    if neg.ability_live(INVADER):
        change = _ability(setup, INVADER).land_bonus
        bonus = 0 if change == "cancel" else 2 * bonus if change == "double" else bonus
    return bonus


def _reversals(setup: BattleSetup, neg: Negation) -> list[str]:
    return [setup.side(who).support for who in (INVADER, DEFENDER)
            if neg.support_live(setup, who) and "reversal" in _keywords(_support(setup, who), who)]


def resolve(setup: BattleSetup) -> BattleResult:
    """R1, R3 (every step's running A and H, each clamped at 0) and R4."""
    neg = negation(setup)
    attack, hp = CARDS[setup.invader.main].attack, CARDS[setup.defender.main].hp
    steps = [Step("printed", attack, hp)]
    changes = _spells(setup)
    attack, hp = _sum(changes, attack, hp)
    steps.append(Step("spells", attack, hp, tuple(changes)))
    attack, hp, changes = _transform(setup, neg, attack, hp)
    attack, hp = max(0, attack), max(0, hp)
    steps.append(Step("transform", attack, hp, tuple(changes)))
    for name, changes in (("additions", _additions(setup, neg)), ("others", _others(setup))):
        attack, hp = _sum(changes, attack, hp)
        steps.append(Step(name, attack, hp, tuple(changes)))
    bonus = land_bonus(setup, neg)
    hp += bonus
    steps.append(Step("land_bonus", attack, hp, (Change(None, "land", 0, bonus),)))
    changes = []
    for card in _reversals(setup, neg):
        changes.append(Change(card, "support", hp - attack, attack - hp))
        attack, hp = hp, attack
    steps.append(Step("reversal", attack, hp, tuple(changes)))
    return BattleResult(neg, tuple(steps), attack >= hp)


# ---------------------------------------------------------------- R2, R5, R6: what happens, in order

def immediate_effects(setup: BattleSetup, neg: Negation | None = None) -> list[tuple[int, str, str]]:
    """R2: (side, card, action) in the R2 order; an action is an ``Immediate``
    of cards.py or "draw" (one per card drawn)."""
    neg = neg or negation(setup)
    effects = []
    for who in (INVADER, DEFENDER):
        side = setup.side(who)
        if neg.ability_live(who):
            effects += [(who, side.main, action) for action in _ability(setup, who).immediate]
        if neg.support_live(setup, who):
            support = _support(setup, who)
            effects += [(who, side.support, action) for action in support.immediate]
            effects += [(who, side.support, "draw")] * support.draw
    return effects


def result_effects(setup: BattleSetup, result: BattleResult) -> list[tuple[int, str, str]]:
    """R5: (side, card, action) in the R2 order: "draw" (燐 on a win, 文) or
    "foe_discards_random" (諏訪子 on a win)."""
    effects = []
    for who in (INVADER, DEFENDER):
        ability = _ability(setup, who)
        if not result.negation.ability_live(who) or ability.result is None:
            continue
        if ability.role not in ("any", ROLE[who]):
            continue
        won = result.invader_wins == (who == INVADER)
        if ability.result == "draw" or (ability.result == "draw_if_won" and won):
            effects.append((who, setup.side(who).main, "draw"))
        elif ability.result == "foe_discards_random_if_won" and won:
            effects.append((who, setup.side(who).main, "foe_discards_random"))
    return effects


def destinations(setup: BattleSetup, result: BattleResult) -> dict[tuple[int, str], str]:
    """R6: where each battle card goes, keyed (side, "main" | "support"):
    "graveyard", "hand" (【帰還】: a returned card), "land" (the winning main
    waits to be placed; the losing invader's defender stays)."""
    neg = result.negation
    where = {}
    for who in (INVADER, DEFENDER):
        side = setup.side(who)
        lost = result.invader_wins == (who == DEFENDER)
        returns = neg.ability_live(who) and "return" in _keywords(_ability(setup, who), who)
        where[(who, "main")] = ("land" if not lost else "hand" if returns else "graveyard")
        if side.support:
            returns = neg.support_live(setup, who) and "return" in _keywords(_support(setup, who), who)
            where[(who, "support")] = "hand" if returns else "graveyard"
    return where
