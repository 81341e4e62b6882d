"""The effects of Tanto Cuore's cards that need more than the shared
vocabulary (draw, love, servings, employs): handlers over effect frames
(``engine.core.machine``), and when a starting ability can be used at all.

A handler is called with ``action=None`` first; when it needs a choice it
asks (``state.ask``), sets ``frame.step`` and returns False; the answer comes
back as ``action``. True pops the frame. Decisions are asked of whoever must
choose: the victim of Natsumi discards, the target of an event reveals Claire.
"""
from __future__ import annotations

from engine.games.tanto_cuore.cards import CARDS, CHIEFS

DECLINE, DONE, SWAP, REACT = ("decline",), ("done",), ("swap",), ("react",)
SAINSBURY_MAX_COST = 4
ESQUINE_MOST = 2
NATSUMI_HAND = 4
NORD_ILLNESSES = 2


def _hand_choices(verb: str, hand) -> list:
    return [(verb, card) for card in dict.fromkeys(hand)]


# ---------------------------------------------------------------- events into the quarters
def place_event(state, frame, action) -> bool:
    """frame.card is the event, frame.player the target, data [zone, slot, count, source, employed]."""
    zone, slot, count, _, employed = frame.data
    target = state.players[frame.player]
    if frame.step == 0:
        if "claire" in target.hand:
            frame.step = 1
            state.ask(frame.player, "reaction", (REACT, DECLINE), {"card": "claire", "event": frame.card})
            return False
    elif action == REACT:
        if "claire" not in target.known:
            target.known.append("claire")       # revealed: every seat knows she is in that hand
        state.revealing = True
        state.return_event(frame.card, count)
        state.emit("reaction", frame.player, card="claire", event=frame.card, reveals=True)
        return True
    state.put_event(frame.card, frame.player, zone, slot, count, employed)
    return True


# ---------------------------------------------------------------- general maids
def sainsbury(state, frame, action) -> bool:
    seat = frame.player
    player = state.players[seat]
    if frame.step == 0:
        if "love_1" not in player.hand:
            return True
        counts = state.town.counts
        offers = ["love_2"] if counts["love_2"] else []
        offers += [c for c in (*CHIEFS, *state.town_maids)
                   if counts[c] and state.cost[c] <= SAINSBURY_MAX_COST]
        if not offers:
            return True
        frame.step = 1
        state.ask(seat, "sainsbury", [("exchange", c) for c in offers] + [DECLINE], {"card": "sainsbury"})
        return False
    if action != DECLINE:
        card = action[1]
        player.take_from_hand("love_1")
        state.town.counts["love_1"] += 1
        state.town.take(card)
        player.add_to_hand_openly(card)
        state.emit("exchange", seat, gave="love_1", got=card)
        state.check_end()
    return True


def tenalys(state, frame, action) -> bool:
    for other in state.opponents(frame.player):
        state.draw(other, 1)
    return True


def natsumi(state, frame, action) -> bool:
    seat = frame.player
    player = state.players[seat]
    if frame.step == 0:
        if not player.hand:
            return True
        frame.step = 1
        state.ask(seat, "natsumi", _hand_choices("discard", player.hand) + [DECLINE], {"card": "natsumi"})
        return False
    if action != DECLINE:
        state.discard_from_hand(seat, action[1])
        victims = [s for s in state.opponents(seat) if len(state.players[s].hand) >= NATSUMI_HAND]
        for victim in reversed(victims):        # the first to the left decides first
            state.push("natsumi_other", "natsumi", victim)
    return True


def natsumi_other(state, frame, action) -> bool:
    seat = frame.player
    if frame.step == 0:
        frame.step = 1
        state.ask(seat, "natsumi_others", _hand_choices("discard", state.players[seat].hand), {"card": "natsumi"})
        return False
    state.discard_from_hand(seat, action[1])
    return True


def nena(state, frame, action) -> bool:
    seat = frame.player
    n = state.num_players
    neighbours = list(dict.fromkeys(((seat + 1) % n, (seat - 1) % n)))
    hit = []
    for victim in neighbours:
        if state.players[victim].has_healthy_maid() and state.town.take("bad_habit"):
            hit.append(victim)
    for victim in reversed(hit):                # the left neighbour's first
        state.place_event("bad_habit", victim)
    return True


def esquine(state, frame, action) -> bool:
    seat = frame.player
    player = state.players[seat]
    if frame.data is None:
        frame.data = [0]
    if action is not None:
        if action == DONE:
            return True
        state.discard_from_hand(seat, action[1])
        frame.data[0] += 1
        state.servings += 1
        state.emit("servings", seat, amount=1)
    picked = frame.data[0]
    if picked >= ESQUINE_MOST or not player.hand:
        return True
    state.ask(seat, "esquine", _hand_choices("discard", player.hand) + [DONE], {"card": "esquine"},
              min_picks=0, max_picks=ESQUINE_MOST, picked=picked)
    return False


def eliza(state, frame, action) -> bool:
    seat = frame.player
    if frame.step == 0:
        seats = [s for s, p in enumerate(state.players) if p.deck or p.discard]
        if not seats:
            return True
        frame.step = 1
        state.ask(seat, "eliza", [("look", s) for s in seats] + [DECLINE], {"card": "eliza"})
        return False
    if frame.step == 1:
        if action == DECLINE:
            return True
        target = action[1]
        owner = state.players[target]
        card = owner.top(1, state.rng)[0]
        state.revealing = True
        if target == seat:
            owner.seen = max(owner.seen, 1)
        else:
            state.eliza_known[(target, seat)] = owner.deck_taken
        state.emit("look", seat, visible_to=seat, target=target, card=card, reveals=True)
        frame.step = 2
        frame.data = target
        state.ask(seat, "eliza_top", (("discard_top",), ("keep_top",)),
                  {"card": "eliza", "looking": [card], "target": target})
        return False
    if action == ("discard_top",):
        target = frame.data
        owner = state.players[target]
        card = owner.take_top(1, state.rng)[0]
        owner.discard.append(card)
        state.eliza_known.pop((target, seat), None)
        state.emit("discard", target, card=card, source="deck")
    return True


def claire(state, frame, action) -> bool:
    seat = frame.player
    player = state.players[seat]
    if frame.step == 0:
        options = [("return", "bad_habit")] if player.bad_habits else []
        options += [("return", "illness", zone, slot) for zone, slot in player.ill_maids()]
        if not options:
            return True
        frame.step = 1
        state.ask(seat, "claire", options + [DECLINE], {"card": "claire"})
        return False
    if action != DECLINE:
        card = action[1]
        if card == "bad_habit":
            player.bad_habits -= 1
            zone = slot = None
        else:
            zone, slot = action[2], action[3]
            player.illnesses(zone)[slot] -= 1
        state.return_event(card)
        state.emit("event_returned", seat, card=card, zone=zone, slot=slot)
    return True


# ---------------------------------------------------------------- private maids
def fay(state, frame, action) -> bool:
    seat = frame.player
    if action is None:
        state.ask(seat, "fay", (("choose", "love"), ("choose", "employ")), {"card": "fay"})
        return False
    if action[1] == "love":
        state.gain_resources(seat, 0, 1, 0, 0)
    else:
        state.gain_resources(seat, 0, 0, 0, 1)
    return True


def _maid_targets(state, exclude=None) -> list:
    return [(s, zone, slot) for s, p in enumerate(state.players) if s != exclude
            for zone, slot in p.healthy_maids()]


def nord(state, frame, action) -> bool:
    seat = frame.player
    player = state.players[seat]
    if frame.step == 0:
        frame.step = 1
        state.ask(seat, "nord", _hand_choices("keep", player.hand), {"card": "nord"})
        return False
    if frame.step == 1:
        kept = action[1]
        rest = list(player.hand)
        rest.remove(kept)
        for card in rest:
            state.discard_from_hand(seat, card)
        frame.step = 2
        state.ask(seat, "nord_target", [("target", *t) for t in _maid_targets(state)], {"card": "nord"})
        return False
    _, target, zone, slot = action
    count = min(NORD_ILLNESSES, state.town.counts["illness"])
    state.town.counts["illness"] -= count
    state.place_event("illness", target, zone, slot, count=count)
    return True


def _nord_ready(state, seat) -> bool:
    return (len(state.players[seat].hand) >= 2 and state.town.counts["illness"] > 0
            and bool(_maid_targets(state)))


def _sora_moves(state) -> list:
    moves = []
    for s, p in enumerate(state.players):
        if p.bad_habits and any(o != s and q.has_healthy_maid() for o, q in enumerate(state.players)):
            moves.append(("move", "bad_habit", s))
        if _maid_targets(state, exclude=s):
            moves.extend(("move", "illness", s, zone, slot) for zone, slot in p.ill_maids())
    return moves


def sora(state, frame, action) -> bool:
    seat = frame.player
    if frame.step == 0:
        frame.step = 1
        state.ask(seat, "sora", _sora_moves(state) + [DECLINE], {"card": "sora"})
        return False
    if frame.step == 1:
        if action == DECLINE:
            return True
        frame.step = 2
        frame.data = action
        source = action[2]
        if action[1] == "bad_habit":
            targets = [("target", s) for s, p in enumerate(state.players) if s != source and p.has_healthy_maid()]
        else:
            targets = [("target", *t) for t in _maid_targets(state, exclude=source)]
        state.ask(seat, "sora_target", targets, {"card": "sora", "event": action[1]})
        return False
    move = frame.data
    card, source = move[1], move[2]
    owner = state.players[source]
    if card == "bad_habit":
        owner.bad_habits -= 1
        state.place_event(card, action[1], source=source)
    else:
        owner.illnesses(move[3])[move[4]] -= 1
        state.place_event(card, action[1], action[2], action[3], source=source)
    state.emit("event_moved", seat, card=card, source=source, target=action[1])
    return True


def _sora_ready(state, seat) -> bool:
    return bool(_sora_moves(state))


def eugenie(state, frame, action) -> bool:
    seat = frame.player
    me = state.players[seat]
    if frame.step == 0:
        others = [s for s in state.opponents(seat) if state.players[s].hand]
        frame.step = 1
        state.ask(seat, "eugenie", [("peek", s) for s in others] + [DECLINE], {"card": "eugenie"})
        return False
    if frame.step == 1:
        if action == DECLINE:
            return True
        target = action[1]
        other = state.players[target]
        card = other.hand[state.rng.below(len(other.hand))]
        other.peeked.setdefault(seat, []).append(card)
        state.revealing = True
        state.emit("peek", seat, visible_to=(seat, target), target=target, card=card, reveals=True)
        if not me.hand:
            return True
        frame.step = 2
        frame.data = (target, card)
        state.ask(seat, "eugenie_swap", (SWAP, DECLINE), {"card": "eugenie", "looking": [card], "target": target})
        return False
    if action == SWAP:
        target, card = frame.data
        other = state.players[target]
        mine = me.hand[state.rng.below(len(me.hand))]
        other.take_from_hand(card)
        me.take_from_hand(mine)
        other.hand.append(mine)
        me.hand.append(card)
        other.peeked.setdefault(seat, []).append(mine)
        me.peeked.setdefault(target, []).append(card)
        state.revealing = True
        state.emit("swap", seat, visible_to=(seat, target), target=target, gave=mine, got=card, reveals=True)
    return True


def _eugenie_ready(state, seat) -> bool:
    return any(state.players[s].hand for s in state.opponents(seat))


HANDLERS = {
    "place_event": place_event, "sainsbury": sainsbury, "tenalys": tenalys, "natsumi": natsumi,
    "natsumi_other": natsumi_other, "nena": nena, "esquine": esquine, "eliza": eliza,
    "claire": claire, "fay": fay, "nord": nord, "sora": sora, "eugenie": eugenie,
}
# Whether a starting ability that is a choice can be used now (the others always can).
START_READY = {"nord": _nord_ready, "sora": _sora_ready, "eugenie": _eugenie_ready}
if not {c.effect for c in CARDS.values() if c.effect} <= set(HANDLERS):
    raise ValueError("a card names an effect with no handler")
