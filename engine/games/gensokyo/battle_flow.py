"""An invasion as one effect frame on the game state (gensokyo.rules.md §8):
the commits and their secrecy (§8.1), the reveal, R2's immediate effects,
てゐ's die and the 【変化】 choices, the pure resolution of ``battle``, R5, R6
and the battle end processing (§8.4).

``start_invasion(state, land)`` pushes the frame; the state's machine runs it
(``engine.core.machine``) and asks its decisions. Its data is one immutable
``Battle`` replaced as it goes, so a state mid-battle clones like any other.

What the frame needs of the state (``STATE``, the seam with the state's
rules): ``active`` (the invader), ``shared``
(engine.deckbuilding.shared_cards.SharedCards), ``money`` (per seat), ``rng``,
``decision``, ``winners``, ``stack`` and ``push``; the land helpers ``land_owner``,
``land_level``, ``land_character``, ``land_spell``, ``land_attribute``,
``set_land`` (owner, character, spell), ``owned_lands(seat)`` (square ids),
``player_spells(seat)`` (ids in force), ``pay_toll(payer, land)`` (which
pushes its own frame if it must ask, e.g. which land to sell) and
``end_game(reason)``; ``log(event)`` for events.

Actions (compact values, the codec's): ("main", card), ("support", card |
None), ("recollect", card), ("byakuren", hand card | None, graveyard card |
None), ("transform", "ability" | "support"), ("copy", card), ("pay", card),
and the chance outcomes ("pick", position) of a blind pick and ("die", face).
"""
from __future__ import annotations

from typing import NamedTuple

from engine.core.chance import spend
from engine.core.protocol import ALL, CHANCE, Decision
from engine.core.secrets import Sealed, hidden_pick, reveal
from engine.games.gensokyo import battle as rules
from engine.games.gensokyo.battle_costs import cost, hand_payment, main_options, support_options
from engine.games.gensokyo.cards import CARDS

FRAME = "battle"
DIE = tuple(("die", face) for face in range(1, 7))


class Battle(NamedTuple):
    land: str
    seats: tuple[int, int]                           # (invader, defender)
    main: str | None = None
    supports: tuple = (None, None)                   # Sealed until the reveal, then ids
    negation: rules.Negation | None = None
    queue: tuple = ()                                # effects still to do: (side, card, action)
    pending: tuple = ()                              # a half-done effect's picks (小悪魔's first card)
    failed: bool = False                             # a draw failed: later draws skipped, the end after §8.4
    transform: tuple = (None, None)
    copy: tuple = (None, None)
    die: tuple = (None, None)
    result: rules.BattleResult | None = None
    returned: tuple = ((), ())                       # per side: cards back in hand by 【帰還】
    paid: int = 0                                    # hand cards paid so far by the side paying now
    held: tuple = ()                                 # the cards in the battle, in no zone (card counts)


def start_invasion(state, land: str) -> None:
    """§5: the active player invades ``land`` (they can commit a main: the
    caller checked ``can_invade``)."""
    seats = (state.active, state.land_owner(land))
    state.push(FRAME, None, seats[0], Battle(land, seats))


def can_invade(state, seat: int) -> bool:
    return bool(main_options(state.money[seat], state.shared.hands[seat], _owned_attributes(state, seat)))


def in_battle(state) -> Battle | None:
    """The battle in progress (for the view, determinize and the card count:
    its ``held`` cards are in no zone), or None."""
    frame = next((f for f in reversed(state.stack) if f.name == FRAME), None)
    return None if frame is None else frame.data


def reseal(battle: Battle, seat: int, sample) -> Battle:
    """The battle in a world sampled for ``seat``: the others' face-down
    supports replaced by ``sample(owner)`` (secrets.Sealed.resealed)."""
    return battle._replace(supports=tuple(s.resealed(seat, sample) if isinstance(s, Sealed) else s
                                          for s in battle.supports))


def shown(battle: Battle, seat: int) -> dict:
    """What ``seat`` may see of the battle: the main, and each support's face
    only to its owner until the reveal (§8.1, §13)."""
    return {"land": battle.land, "seats": list(battle.seats), "main": battle.main,
            "supports": [s.shown(seat) if isinstance(s, Sealed) else s for s in battle.supports],
            "negation": None if battle.negation is None else {
                "ability": list(battle.negation.ability), "support": list(battle.negation.support)},
            "steps": None if battle.result is None else [
                [step.name, step.attack, step.hp] for step in battle.result.steps],
            "invader_wins": None if battle.result is None else battle.result.invader_wins}


# ---------------------------------------------------------------- the seam with the state

def _owned_attributes(state, seat: int) -> list:
    return [state.land_attribute(land) for land in state.owned_lands(seat)]


def _log(state, event: dict) -> None:
    state.log({"visible_to": ALL, **event})


def setup_of(state, battle: Battle) -> rules.BattleSetup:
    """The pure resolution's input, read from the state (§8.0: only the two
    participants' cards, placed characters and spells)."""
    sides = []
    for side, seat in enumerate(battle.seats):
        lands = state.owned_lands(seat)
        main = battle.main if side == rules.INVADER else state.land_character(battle.land)
        sides.append(rules.Side(
            main, battle.supports[side], tuple(state.land_character(l) for l in lands if l != battle.land),
            len(lands), tuple(state.player_spells(seat)), battle.transform[side], battle.copy[side],
            battle.die[side]))
    return rules.BattleSetup(sides[0], sides[1], state.land_attribute(battle.land),
                             state.land_level(battle.land), state.land_spell(battle.land))


# ---------------------------------------------------------------- the frame

def handle(state, frame, action) -> bool:
    """The battle frame's handler: runs its steps until one asks a decision,
    a frame pushed above it (C's toll payment) must run first, or it ends."""
    while True:
        outcome = _STEPS[frame.step](state, frame, frame.data, action)
        action = None
        if outcome is True:
            return True
        if state.decision is not None or state.stack[-1] is not frame or state.winners is not None:
            return False


def _ask(state, seat, kind, options, prompt=None, **picks) -> None:
    state.decision = Decision(seat, kind, tuple(options), prompt, **picks)


def _main(state, frame, battle, action):
    invader = battle.seats[0]
    if action is None:
        options = main_options(state.money[invader], state.shared.hands[invader], _owned_attributes(state, invader))
        return _ask(state, invader, "battle_main", [("main", card) for card in options], {"land": battle.land})
    card = action[1]
    state.shared.remove_from_hand(invader, card, ALL)        # the main is revealed face up
    _log(state, {"type": "battle_main", "player": invader, "card": card, "land": battle.land})
    frame.data, frame.step = battle._replace(main=card, held=(card,)), "support_0"


def _support(side: int):
    def step(state, frame, battle, action):
        seat = battle.seats[side]
        if action is None:
            committed = [battle.main] if side == 0 else []       # the main has left the hand already
            options = support_options(
                state.money[seat], state.shared.hands[seat] + committed, committed,
                _owned_attributes(state, seat), defending=side == 1,
                defender_character=state.land_character(battle.land), invader_main=battle.main)
            return _ask(state, seat, "battle_support", [("support", None), *(("support", c) for c in options)],
                        {"land": battle.land, "main": battle.main})
        card = action[1]
        supports = list(battle.supports)
        if card is None:
            _log(state, {"type": "battle_no_support", "player": seat})
        else:                                                 # face down: the others see only that it happened
            state.shared.remove_from_hand(seat, card, seat)
            supports[side] = Sealed(seat, card)
            battle = battle._replace(held=battle.held + (card,))
            _log(state, {"type": "battle_support", "player": seat})
            state.log({"type": "battle_support_card", "player": seat, "card": card, "visible_to": seat})
        frame.data, frame.step = battle._replace(supports=tuple(supports)), "support_1" if side == 0 else "reveal"
    return step


def _reveal(state, frame, battle, action):
    supports, event = reveal(list(battle.supports))
    state.log(event)
    battle = battle._replace(supports=tuple(supports))
    setup = setup_of(state, battle)
    neg = rules.negation(setup)
    _log(state, {"type": "battle_negation", "ability": list(neg.ability), "support": list(neg.support)})
    frame.data = battle._replace(negation=neg, queue=tuple(rules.immediate_effects(setup, neg)))
    frame.step = "effects"


def _effects(state, frame, battle, action):
    """R2, and after the resolution R5: the queued effects one at a time, each
    finished before the next (an effect returns (battle, done))."""
    if not battle.queue:
        frame.step = "choices" if battle.result is None else "destinations"
        return None
    side, card, kind = battle.queue[0]
    battle, done = _EFFECTS[kind](state, battle, side, card, action)
    frame.data = battle._replace(queue=battle.queue[1:], pending=()) if done else battle


def _choices(state, frame, battle, action):
    """Step 2's 【変化】 choices (decisions) and てゐ's dice (chance), then R3/R4."""
    if action is not None:
        side, field = battle.pending[0], action[0]              # "transform", "copy" or "die"
        if field == "die":
            spend(state.rng)
        values = list(getattr(battle, field))
        values[side] = action[1]
        battle = battle._replace(**{field: tuple(values)}, pending=())
    setup, neg = setup_of(state, battle), battle.negation
    for side, seat in enumerate(battle.seats):
        found = rules.transforms(setup, side, neg)
        if len(found) == 2 and battle.transform[side] is None:
            frame.data = battle._replace(pending=(side,))
            return _ask(state, seat, "transform", [("transform", part) for part in found])
        mamizou = found and (battle.transform[side] or found[0]) == "ability" and \
            CARDS[setup.side(side).main].ability.transform == "own_placed"
        candidates = tuple(dict.fromkeys(rules.copy_candidates(setup, side)))
        if mamizou and battle.copy[side] is None and len(candidates) > 1:
            frame.data = battle._replace(pending=(side,))
            return _ask(state, seat, "copy", [("copy", card) for card in candidates])
        if mamizou and battle.copy[side] is None and candidates:     # one to copy: no question
            copies = list(battle.copy)
            copies[side] = candidates[0]
            battle = battle._replace(copy=tuple(copies))
            setup = setup_of(state, battle)
    for side in rules.needs_die(setup, neg):
        if battle.die[side] is None:
            frame.data = battle._replace(pending=(side,))
            return _ask(state, CHANCE, "die", DIE)
    result = rules.resolve(setup)
    _log(state, {"type": "battle_result", "steps": [[s.name, s.attack, s.hp] for s in result.steps],
                 "invader_wins": result.invader_wins, "land": battle.land})
    frame.data = battle._replace(result=result, queue=tuple(rules.result_effects(setup, result)))
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
            state.set_land(battle.land, state.land_owner(battle.land), None, state.land_spell(battle.land))
        if goes == "hand":
            state.shared.add_to_hand(seat, card, ALL)
            returned[side].append(card)
        else:
            state.shared.graveyard.append(card)
        _log(state, {"type": "battle_card_to", "player": seat, "card": card, "to": goes})
    waiting = (battle.main,) if where[(0, "main")] == "land" else ()
    frame.data = battle._replace(returned=(tuple(returned[0]), tuple(returned[1])), held=waiting)
    frame.step = "cost_0"


def _cost(side: int):
    """§8.4 step 1 for one side: its money to the bank, then its hand cost."""
    def step(state, frame, battle, action):
        seat = battle.seats[side]
        committed = [c for c in ((battle.main,) if side == 0 else ()) + (battle.supports[side],) if c]
        money, total = cost(committed)
        if action is None and battle.paid == 0:
            state.money[seat] -= money
            _log(state, {"type": "battle_cost", "player": seat, "money": money, "hand": total})
        if action is not None:
            state.shared.discard(seat, action[1])
            battle = frame.data = battle._replace(paid=battle.paid + 1)
        payers = hand_payment(state.shared.hands[seat], list(battle.returned[side]), total - battle.paid)
        if payers is None:                                    # the whole hand, returned cards too
            for card in state.shared.hands[seat][:]:
                state.shared.discard(seat, card)
            _log(state, {"type": "battle_whole_hand", "player": seat})
        elif battle.paid < total and len(payers) > total - battle.paid:
            frame.data = battle
            return _ask(state, seat, "pay_hand", [("pay", c) for c in dict.fromkeys(payers)],
                        min_picks=total, max_picks=total, picked=battle.paid)
        else:
            for card in payers[:total - battle.paid]:
                state.shared.discard(seat, card)
        frame.data, frame.step = battle._replace(paid=0), "cost_1" if side == 0 else "land"
    return step


def _land(state, frame, battle, action):
    """§8.4 steps 2 and 3: the land changes hands (its spell to the graveyard),
    or the beaten invader pays the toll (the state's, with §11's selling)."""
    frame.step = "end"
    if battle.result.invader_wins:
        spell = state.land_spell(battle.land)
        if spell is not None:
            state.shared.graveyard.append(spell)
        state.set_land(battle.land, battle.seats[0], battle.main, None)
        frame.data = battle._replace(held=())
        _log(state, {"type": "land_taken", "player": battle.seats[0], "land": battle.land, "card": battle.main})
    else:
        state.pay_toll(battle.seats[0], battle.land)


def _end(state, frame, battle, action):
    """§8.4 step 4: a failed battle draw ends the game now."""
    if battle.failed:
        state.end_game("deck_empty")
    return True


# ---------------------------------------------------------------- R2 and R5 effects

def _draw(state, battle, side, card, action):
    """A battle draw: a failed one skips it and every later draw (§8.2)."""
    if battle.failed:
        return battle, True
    seat = battle.seats[side]
    drawn = state.shared.draw(seat)
    if drawn is None:
        _log(state, {"type": "battle_draw_failed", "player": seat, "card": card})
        return battle._replace(failed=True), True
    _log(state, {"type": "draw", "player": seat})
    state.log({"type": "drew", "player": seat, "card": drawn, "visible_to": seat})
    return battle, True


def _blind(state, seat: int, action):
    """A card picked at random from ``seat``'s hand (secrets.hidden_pick): asks
    the chance step first; None while asking."""
    if action is None:
        state.decision = hidden_pick(len(state.shared.hands[seat]))
        return None
    spend(state.rng)
    return state.shared.hands[seat][action[1]]


def _random_discard(whose: int):
    """A discard at random from the foe's hand (``whose`` 1) or your own (0)."""
    def effect(state, battle, side, card, action):
        victim = battle.seats[side if whose == 0 else 1 - side]
        if not state.shared.hands[victim]:
            return battle, True
        picked = _blind(state, victim, action)
        if picked is None:
            return battle, False
        state.shared.discard(victim, picked)
        _log(state, {"type": "battle_discard", "player": victim, "card": picked, "by": card})
        return battle, True
    return effect


def _recollection(state, battle, side, card, action):
    """さとり's 【想起】: look at the foe's hand, they discard your choice."""
    seat, foe = battle.seats[side], battle.seats[1 - side]
    hand = state.shared.hands[foe]
    if not hand:
        return battle, True
    if action is None:
        state.shared.reveal_hand(foe, seat)
        state.log({"type": "recollection", "player": seat, "of": foe, "cards": hand[:], "visible_to": seat})
        _ask(state, seat, "recollect", [("recollect", c) for c in dict.fromkeys(hand)], {"of": foe})
        return battle, False
    state.shared.discard(foe, action[1])
    _log(state, {"type": "battle_discard", "player": foe, "card": action[1], "by": card})
    return battle, True


def _swap_random(state, battle, side, card, action):
    """小悪魔's 【入替】: one random card of each hand exchanged, seen by the two."""
    seat, foe = battle.seats[side], battle.seats[1 - side]
    if not battle.pending and (not state.shared.hands[seat] or not state.shared.hands[foe]):
        return battle, True
    picked = _blind(state, foe if battle.pending else seat, action)
    if picked is None:
        return battle, False
    if not battle.pending:
        return battle._replace(pending=(picked,)), False
    mine = battle.pending[0]
    state.shared.give(seat, foe, mine, (seat, foe))
    state.shared.give(foe, seat, picked, (seat, foe))
    state.log({"type": "battle_swap", "player": seat, "of": foe, "cards": [mine, picked], "visible_to": (seat, foe)})
    return battle, True


def _take_random(state, battle, side, card, action):
    """魔理沙: a random card of the foe's hand into yours, seen by the two."""
    seat, foe = battle.seats[side], battle.seats[1 - side]
    if not state.shared.hands[foe]:
        return battle, True
    picked = _blind(state, foe, action)
    if picked is None:
        return battle, False
    state.shared.give(foe, seat, picked, (seat, foe))
    state.log({"type": "battle_take", "player": seat, "of": foe, "card": picked, "visible_to": (seat, foe)})
    return battle, True


def _swap_graveyard(state, battle, side, card, action):
    """白蓮's 【入替】: you may give a hand card for a character or spell of the
    graveyard (public: both pass through it)."""
    seat = battle.seats[side]
    hand = state.shared.hands[seat]
    takeable = [c for c in dict.fromkeys(state.shared.graveyard) if CARDS[c].kind != "charisma"]
    if not hand or not takeable:
        return battle, True
    if action is None:
        options = [("byakuren", None, None)] + [("byakuren", h, g) for h in dict.fromkeys(hand) for g in takeable]
        _ask(state, seat, "byakuren", options)
        return battle, False
    if action[1] is not None:
        state.shared.take_from_graveyard(seat, action[2])
        state.shared.discard(seat, action[1])
        _log(state, {"type": "battle_swap_graveyard", "player": seat, "gave": action[1], "took": action[2]})
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
