"""An invasion as one effect frame on the game state (gensokyo.rules.md §8):
the commits and their secrecy (§8.1), the reveal, R2's immediate effects,
てゐ's die and the 【変化】 choices, the pure resolution of ``battle``, R5, R6
and the battle end processing (§8.4).

``start_invasion(state, square)`` puts a ``Battle`` in ``state.battle`` and
pushes the ``battle`` frame (``BATTLE_HANDLERS``); the state's machine runs it
and asks its decisions. ``Battle`` is immutable and replaced as it goes, so a
state mid-battle clones like any other; its ``cards()`` are the cards in no
zone (committed, or the winning main until placed), for the card count.

It works on ``state.GensokyoState`` through: ``cards`` (SharedCards),
``money``, ``owner``/``level``/``character``/``land_spell`` by square,
``board.attribute``, ``own_lands``, ``player_spells``, ``active``, ``ask``,
``roll``, ``draw`` (None from an empty deck), ``pay_money``,
``pay_hand_cost`` (its discard frame keeps the whole-hand rule and the
returned cards), ``pay_toll`` (with §11's selling), ``end_pending``, ``log``
and ``reveals``.

Choices the rulebook leaves open (for RULES_NOTES): てゐ's die is rolled
after R1 and the 【変化】 choices, only for a support that survived R1;
マミゾウ with a single character to copy copies it without a question; a
【変化】 choice is asked only when both survive R1; 小悪魔 picks its own card,
then the opponent's; 白蓮's swap is one choice of (hand card, graveyard card)
or none; the winning main is placed without its "when placed" effect (§8.4).

Actions: ("main", card), ("support", card | None), ("recollect", card),
("byakuren", hand card | None, graveyard card | None), ("transform",
"ability" | "support"), ("copy", card); chance outcomes ("pick", position) of
a blind pick (secrets.hidden_pick) and ("roll", face) of てゐ's die.
"""
from __future__ import annotations

from typing import NamedTuple

from engine.core.protocol import ALL
from engine.core.secrets import Sealed, hidden_pick, reveal
from engine.games.gensokyo import battle as rules
from engine.games.gensokyo import battle_record
from engine.games.gensokyo.battle_costs import cost, main_options, support_options
from engine.games.gensokyo.cards import CARDS

FRAME = "battle"


class Battle(NamedTuple):
    land: int                                        # the battle land's square
    seats: tuple[int, int]                           # (invader, defender)
    main: str | None = None
    supports: tuple = (None, None)                   # Sealed until the reveal, then ids
    negation: rules.Negation | None = None
    queue: tuple = ()                                # effects still to do: (side, card, action)
    pending: tuple = ()                              # a half-done effect's pick; the side asked to choose
    failed: bool = False                             # a draw failed: later draws skipped, the end after §8.4
    transform: tuple = (None, None)
    copy: tuple = (None, None)
    die: tuple = (None, None)
    result: rules.BattleResult | None = None
    returned: tuple = ((), ())                       # per side: cards back in hand by 【帰還】
    held: tuple = ()                                 # the cards in the battle, in no zone

    def clone(self) -> "Battle":
        return self

    def cards(self) -> tuple:
        return self.held

    def shown(self, seat: int) -> dict:
        """What ``seat`` may see: the main, and each support's face only to
        its owner until the reveal (§8.1, §13)."""
        return {"land": self.land, "seats": list(self.seats), "main": self.main,
                "supports": [s.shown(seat) if isinstance(s, Sealed) else s for s in self.supports],
                "negation": None if self.negation is None else {
                    "ability": list(self.negation.ability), "support": list(self.negation.support)},
                "steps": None if self.result is None else [   # a panel steps through these
                    [step.name, step.attack, step.hp, [[c.card, c.part, c.attack, c.hp] for c in step.changes]]
                    for step in self.result.steps],
                "invader_wins": None if self.result is None else self.result.invader_wins}

    def resealed(self, seat: int, sample) -> "Battle":
        """This battle in a world sampled for ``seat``: the others' face-down
        supports replaced by ``sample(owner)``."""
        return self._replace(supports=tuple(s.resealed(seat, sample) if isinstance(s, Sealed) else s
                                            for s in self.supports))


def _attributes(state, seat: int) -> list:
    return [state.board.attribute[square] for square in state.own_lands(seat)]


def can_invade(state, seat: int) -> bool:
    """§5: only with a main character the invader could commit."""
    return bool(main_options(state.money[seat], state.cards.hands[seat], _attributes(state, seat)))


def start_invasion(state, square: int) -> None:
    """The active player invades ``square`` (the caller checked ``can_invade``)."""
    state.battle = Battle(square, (state.active, state.owner[square]))
    state.push(FRAME, None, state.active)


def setup_of(state, battle: Battle) -> rules.BattleSetup:
    """The pure resolution's input, read from the state (§8.0: only the two
    participants' cards, placed characters and spells)."""
    sides = []
    for side, seat in enumerate(battle.seats):
        lands = state.own_lands(seat)
        main = battle.main if side == rules.INVADER else state.character[battle.land]
        sides.append(rules.Side(
            main, battle.supports[side], tuple(state.character[land] for land in lands if land != battle.land),
            len(lands), tuple(spell for spell, on, _ in state.player_spells if on == seat),
            battle.transform[side], battle.copy[side], battle.die[side]))
    square = battle.land
    return rules.BattleSetup(sides[0], sides[1], state.board.attribute[square], state.level[square],
                             state.land_spell[square])


# ---------------------------------------------------------------- the frame

def handle(state, frame, action) -> bool:
    """The battle frame: runs its steps until one asks a decision, a frame it
    pushed (a discard, a sale) must run first, or the battle is over."""
    while True:
        if _STEPS[frame.step](state, frame, state.battle, action) is True:
            state.battle = None
            return True
        action = None
        if state.decision is not None or state.stack[-1] is not frame or state.ended:
            return False


def _main(state, frame, battle, action):
    invader = battle.seats[0]
    if action is None:
        options = main_options(state.money[invader], state.cards.hands[invader], _attributes(state, invader))
        return state.ask(invader, "battle_main", [("main", card) for card in options], {"land": battle.land})
    card = action[1]
    state.cards.remove_from_hand(invader, card, ALL)         # the main is revealed face up
    state.log("battle_main", player=invader, card=card, square=state.board.square_id(battle.land),
              defender=battle.seats[1])
    state.battle, frame.step = battle._replace(main=card, held=(card,)), "support_0"


def _support(side: int):
    def step(state, frame, battle, action):
        seat = battle.seats[side]
        if action is None:
            committed = [battle.main] if side == 0 else []    # the main has left the hand already
            options = support_options(
                state.money[seat], state.cards.hands[seat] + committed, committed, _attributes(state, seat),
                defending=side == 1, defender_character=state.character[battle.land], invader_main=battle.main)
            return state.ask(seat, "battle_support", [("support", None), *(("support", c) for c in options)],
                             {"main": battle.main})
        card = action[1]
        supports = list(battle.supports)
        if card is None:
            state.log("battle_no_support", player=seat)
        else:                                                 # face down: the others see only that it happened
            state.cards.remove_from_hand(seat, card, seat)
            supports[side] = Sealed(seat, card)
            battle = battle._replace(held=battle.held + (card,))
            state.log("battle_support", player=seat)
            state.log("battle_support", player=seat, visible_to=seat, card=card)
        state.battle, frame.step = battle._replace(supports=tuple(supports)), "support_1" if side == 0 else "reveal"
    return step


def _reveal(state, frame, battle, action):
    supports, event = reveal(list(battle.supports))
    state.log("battle_reveal", supports=event["tiles"])
    if any(isinstance(s, Sealed) for s in battle.supports):
        state.reveals()
    battle = battle._replace(supports=tuple(supports))
    setup = setup_of(state, battle)
    neg = rules.negation(setup)
    state.log("battle_negation", ability=list(neg.ability), support=list(neg.support))
    state.battle = battle._replace(negation=neg, queue=tuple(rules.immediate_effects(setup, neg)))
    frame.step = "effects"


def _effects(state, frame, battle, action):
    """R2, and after the resolution R5: the queued effects one at a time, each
    finished before the next (an effect returns (battle, done))."""
    if not battle.queue:
        frame.step = "choices" if battle.result is None else "destinations"
        return None
    side, card, kind = battle.queue[0]
    battle, done = _EFFECTS[kind](state, battle, side, card, action)
    state.battle = battle._replace(queue=battle.queue[1:], pending=()) if done else battle


def _choices(state, frame, battle, action):
    """Step 2's 【変化】 choices (decisions) and てゐ's dice (chance), then R3/R4."""
    if action is not None:
        side = battle.pending[0]
        field = "die" if action[0] == "roll" else action[0]    # "transform", "copy" or the die's roll
        values = list(getattr(battle, field))
        values[side] = action[1]
        battle = battle._replace(**{field: tuple(values)}, pending=())
    setup, neg = setup_of(state, battle), battle.negation
    for side, seat in enumerate(battle.seats):
        found = rules.transforms(setup, side, neg)
        if len(found) == 2 and battle.transform[side] is None:
            state.battle = battle._replace(pending=(side,))
            return state.ask(seat, "transform", [("transform", part) for part in found])
        mamizou = found and (battle.transform[side] or found[0]) == "ability" and \
            CARDS[setup.side(side).main].ability.transform == "own_placed"
        candidates = tuple(dict.fromkeys(rules.copy_candidates(setup, side)))
        if mamizou and battle.copy[side] is None and len(candidates) > 1:
            state.battle = battle._replace(pending=(side,))
            return state.ask(seat, "copy", [("copy", card) for card in candidates])
        if mamizou and battle.copy[side] is None and candidates:      # one to copy: no question
            copies = list(battle.copy)
            copies[side] = candidates[0]
            battle = battle._replace(copy=tuple(copies))
            setup = setup_of(state, battle)
    for side in rules.needs_die(setup, neg):
        if battle.die[side] is None:
            state.battle = battle._replace(pending=(side,))
            return state.roll("tewi")
    result = rules.resolve(setup)
    state.log("battle_result", steps=[[s.name, s.attack, s.hp] for s in result.steps],
              invader_wins=result.invader_wins, square=state.board.square_id(battle.land))
    state.battle = battle._replace(result=result, queue=tuple(rules.result_effects(setup, result)))
    state.last_battle = battle_record.resolved(state, battle, setup, result)
    frame.step = "effects"


def _destinations(state, frame, battle, action):
    """R6: supports and the losing character to the graveyard, 【帰還】 to the hand."""
    setup = setup_of(state, battle)
    where = rules.destinations(setup, battle.result)
    returned = ([], [])
    cards = {(0, "main"): battle.main, (1, "main"): setup.defender.main,
             (0, "support"): battle.supports[0], (1, "support"): battle.supports[1]}
    for (side, part), goes in where.items():
        card, seat = cards[(side, part)], battle.seats[side]
        if goes == "land":
            continue
        if side == 1 and part == "main":
            state.character[battle.land] = None               # the beaten defender leaves its land
        if goes == "hand":
            state.cards.add_to_hand(seat, card, ALL)
            returned[side].append(card)
        else:
            state.cards.graveyard.append(card)
        state.log("battle_card", player=seat, card=card, to=goes)
    waiting = (battle.main,) if where[(0, "main")] == "land" else ()
    state.battle = battle._replace(returned=(tuple(returned[0]), tuple(returned[1])), held=waiting)
    frame.step = "cost_0"


def _cost(side: int):
    """§8.4 step 1 for one side (the invader first): money to the bank, then
    the hand cost, never from the returned cards (the discard frame)."""
    def step(state, frame, battle, action):
        seat = battle.seats[side]
        committed = [c for c in ((battle.main,) if side == 0 else ()) + (battle.supports[side],) if c]
        money, hand = cost(committed)
        state.last_battle = battle_record.with_cost(state.last_battle, side, money, hand)
        if committed:
            state.pay_money(seat, money, "battle")
            state.pay_hand_cost(seat, hand, battle.returned[side], "battle")
        frame.step = "cost_1" if side == 0 else "land"
    return step


def _land(state, frame, battle, action):
    """§8.4 steps 2 and 3: the land changes hands at its level (its spell to
    the graveyard), or the beaten invader pays the toll (§11 selling)."""
    frame.step = "end"
    square, invader = battle.land, battle.seats[0]
    if battle.result.invader_wins:
        if state.land_spell[square] is not None:
            state.cards.graveyard.append(state.land_spell[square])
            state.land_spell[square] = None
        state.owner[square], state.character[square] = invader, battle.main
        state.battle = battle._replace(held=())
        state.log("land_taken", player=invader, square=state.board.square_id(square), card=battle.main)
    else:
        state.pay_toll(invader, square)


def _end(state, frame, battle, action):
    """§8.4 step 4: after a failed battle draw the game ends once this is done."""
    if battle.failed and not state.end_pending:
        state.end_pending = "deck_empty"
    return True


# ---------------------------------------------------------------- R2 and R5 effects

def _draw(state, battle, side, card, action):
    """A battle draw: a failed one skips it and every later draw (§8.2)."""
    if battle.failed:
        return battle, True
    if state.draw(battle.seats[side]) is None:
        state.log("battle_draw_failed", player=battle.seats[side], card=card)
        return battle._replace(failed=True), True
    return battle, True


def _blind(state, seat: int, action):
    """A card picked at random from ``seat``'s hand: asks the chance step
    (secrets.hidden_pick) first; None while asking."""
    if action is None:
        state.decision = hidden_pick(len(state.cards.hands[seat]))
        return None
    return state.cards.hands[seat][action[1]]


def _random_discard(whose: int):
    """A discard at random from the foe's hand (``whose`` 1) or your own (0)."""
    def effect(state, battle, side, card, action):
        victim = battle.seats[side if whose == 0 else 1 - side]
        if not state.cards.hands[victim]:
            return battle, True
        picked = _blind(state, victim, action)
        if picked is None:
            return battle, False
        state.cards.discard(victim, picked)
        state.log("discard", player=victim, card=picked, why=card)
        return battle, True
    return effect


def _recollection(state, battle, side, card, action):
    """さとり's 【想起】: look at the foe's hand, they discard your choice."""
    seat, foe = battle.seats[side], battle.seats[1 - side]
    hand = state.cards.hands[foe]
    if not hand:
        return battle, True
    if action is None:
        state.cards.reveal_hand(foe, seat)
        state.reveals()
        state.log("recollection", player=seat, visible_to=seat, of=foe, cards=hand[:])
        state.ask(seat, "recollect", [("recollect", c) for c in dict.fromkeys(hand)], {"of": foe})
        return battle, False
    state.cards.discard(foe, action[1])
    state.log("discard", player=foe, card=action[1], why=card)
    return battle, True


def _swap_random(state, battle, side, card, action):
    """小悪魔's 【入替】: one random card of each hand exchanged, seen by the two."""
    seat, foe = battle.seats[side], battle.seats[1 - side]
    if not battle.pending and (not state.cards.hands[seat] or not state.cards.hands[foe]):
        return battle, True
    picked = _blind(state, foe if battle.pending else seat, action)
    if picked is None:
        return battle, False
    if not battle.pending:
        return battle._replace(pending=(picked,)), False
    mine = battle.pending[0]
    state.cards.give(seat, foe, mine, (seat, foe))
    state.cards.give(foe, seat, picked, (seat, foe))
    state.log("battle_swap", player=seat, visible_to=(seat, foe), of=foe, cards=[mine, picked])
    return battle, True


def _take_random(state, battle, side, card, action):
    """魔理沙: a random card of the foe's hand into yours, seen by the two."""
    seat, foe = battle.seats[side], battle.seats[1 - side]
    if not state.cards.hands[foe]:
        return battle, True
    picked = _blind(state, foe, action)
    if picked is None:
        return battle, False
    state.cards.give(foe, seat, picked, (seat, foe))
    state.log("battle_take", player=seat, visible_to=(seat, foe), of=foe, card=picked)
    return battle, True


def _swap_graveyard(state, battle, side, card, action):
    """白蓮's 【入替】: you may give a hand card for a character or spell of the
    graveyard (public: both pass through it)."""
    seat = battle.seats[side]
    hand = state.cards.hands[seat]
    takeable = [c for c in dict.fromkeys(state.cards.graveyard) if CARDS[c].kind != "charisma"]
    if not hand or not takeable:
        return battle, True
    if action is None:
        options = [("byakuren", None, None)] + [("byakuren", h, g) for h in dict.fromkeys(hand) for g in takeable]
        state.ask(seat, "byakuren", options)
        return battle, False
    if action[1] is not None:
        state.cards.take_from_graveyard(seat, action[2])
        state.cards.discard(seat, action[1])
        state.log("battle_swap_graveyard", player=seat, gave=action[1], took=action[2])
    return battle, True


_EFFECTS = {
    "draw": _draw, "recollection": _recollection, "foe_discards_random": _random_discard(1),
    "self_discards_random": _random_discard(0), "swap_random": _swap_random, "take_random": _take_random,
    "swap_graveyard": _swap_graveyard,
}
_STEPS = {
    0: _main, "support_0": _support(0), "support_1": _support(1), "reveal": _reveal, "effects": _effects,
    "choices": _choices, "destinations": _destinations, "cost_0": _cost(0), "cost_1": _cost(1),
    "land": _land, "end": _end,
}
BATTLE_HANDLERS = {FRAME: handle}
