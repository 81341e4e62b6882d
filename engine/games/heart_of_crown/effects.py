"""Card effects as handlers over effect frames (``engine.core.machine``).

A handler is ``handler(state, frame, action) -> done``: first called with
``action=None``, it asks a choice with ``state.ask(...)`` (options are compact
actions, see ``codec.py``), remembers where it is in ``frame.step`` and returns
False; the answer comes back as ``action``. Returning True pops the frame.
"Choose one" effects whose options all fail simply end: an effect that cannot
be done is not done (rules: 效果的发动失败).
"""
from __future__ import annotations

from engine.games.heart_of_crown.cards import (
    ACTION, ATTACK, CALAMITY, CARDS, FARMING_VILLAGES, SUCCESSION, TERRITORY)
from engine.games.heart_of_crown.codec import ARG, CODE, LAOLILY_MOST, SLOT, VERB, actions_of

HANDLERS = {}

MIN_HAND_FOR_ATTACK = 5
DOMAIN_MAIDS_AND_NOBLES = ("court_maid", "senator", "duke")
STORE_COUNTER_LIMIT = 2


# The answers effects offer, by the card they name (see codec.py).
TOP, EXILE, TAKE, DISCARD, SET, GAIN = (actions_of(verb) for verb in ("top", "exile", "take", "discard", "set", "gain"))
TAKE_FROM_SUPPLY = actions_of("take", "supply")
GAIN_FROM_SUPPLY = actions_of("gain", "supply")
EXILE_FROM = {zone: actions_of("exile", zone) for zone in ("hand", "discard")}
DISCARD_KEPT = [actions_of("discard", seat) for seat in range(4)]   # Battering Ram: whose
OPTION = {name: CODE["option:" + name] for name in ("coin", "coins", "curse", "discount", "draw")}
COUNT = [CODE[f"count:{n}"] for n in range(LAOLILY_MOST + 1)]
SKIP, DONE, PAY, COUNTER, NO, DISCARD_TOP, KEEP_TOP = (
    CODE[a] for a in ("skip", "done", "pay", "counter", "no", "discard", "keep"))


def handler(fn):
    HANDLERS[fn.__name__] = fn
    return fn


def _distinct(cards, keep=lambda c: True) -> list:
    return [c for c in dict.fromkeys(cards) if keep(CARDS[c])]


def _first_of_turn(state, frame) -> bool:
    """True if the card resolving is the first of its name played this turn."""
    return state.played.count(frame.card) == 1


# ---------------------------------------------------------------- cost 2
@handler
def hideout(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        if not _first_of_turn(state, frame):
            return True
        targets = _distinct(player.discard, lambda c: bool(c.types & {ACTION, SUCCESSION}) and ATTACK not in c.types)
        if not targets:
            return True
        frame.step = 1
        state.ask(frame.player, "hideout", [TOP[c] for c in targets] + [SKIP], {"card": frame.card})
        return False
    if action != SKIP:
        card = ARG[action]
        player.discard.remove(card)
        player.put_on_top(card, face_up=True)
        state.emit("put_on_deck", frame.player, card=card, face_up=True)
    return True


@handler
def donation(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        if not player.hand:
            return True
        frame.step = 1
        state.ask(frame.player, "donation", [EXILE[c] for c in _distinct(player.hand)], {"card": frame.card})
        return False
    state.exile(frame.player, ARG[action], player.hand)
    return True


@handler
def castle_wall(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        if not _first_of_turn(state, frame):
            return True
        lands = _distinct(player.discard, lambda c: TERRITORY in c.types)
        if not lands:
            return True
        lowest = min(CARDS[c].cost for c in lands)
        frame.step = 1
        state.ask(frame.player, "castle_wall",
                  [TAKE[c] for c in lands if CARDS[c].cost == lowest] + [SKIP], {"card": frame.card})
        return False
    if action != SKIP:
        state.take_into_hand(frame.player, ARG[action], player.discard, "discard")
    return True


@handler
def scout(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        top = state.look_at_top(frame.player, 1)
        if top:
            frame.step = 1
            state.ask(frame.player, "scout", (DISCARD_TOP, KEEP_TOP), {"card": frame.card, "looking": top})
            return False
    elif action == DISCARD_TOP:
        card = player.take_top(1, state.rng)[0]
        player.discard.append(card)
        state.emit("discard", frame.player, card=card, source="deck")
    state.draw(frame.player, 1)
    return True


@handler
def wishing_well(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        frame.step, frame.data = 1, [0]
    elif action == DONE:
        state.draw(frame.player, frame.data[0])
        return True
    else:
        state.discard_from_hand(frame.player, ARG[action])
        frame.data = [frame.data[0] + 1]
    if not player.hand:
        state.draw(frame.player, frame.data[0])
        return True
    state.ask(frame.player, "wishing_well", [DISCARD[c] for c in _distinct(player.hand)] + [DONE],
              {"card": frame.card}, min_picks=0, max_picks=len(player.hand) + frame.data[0], picked=frame.data[0])
    return False


# ---------------------------------------------------------------- cost 3
@handler
def buried_treasure(state, frame, action):
    if state.supply:
        state.supply = supply = state.supply[:]      # shared with clones: replaced
        card = supply.pop(0)   # the bottom card goes face up on top
        supply.append(card)
        state.supply_top_open = True
        state.treasure = card
        state.revealing = True
        state.emit("treasure", frame.player, card=card, reveals=True)
    return True


@handler
def trade_ship(state, frame, action):
    if frame.step == 0:
        frame.step = 1
        state.ask(frame.player, "trade_ship", (OPTION["draw"], OPTION["coins"]), {"card": frame.card})
        return False
    if action == OPTION["draw"]:
        state.draw(frame.player, 2)
    else:
        state.add_coins(2)
    return True


@handler
def urban_development(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        options = []
        if state.coins >= 1:
            options = [EXILE[c] for c in _distinct(player.hand)
                       if c in FARMING_VILLAGES or c == "city"]
        if not options:
            return True
        frame.step = 1
        state.ask(frame.player, "urban_development", options + [SKIP], {"card": frame.card})
        return False
    if action != SKIP:
        card = ARG[action]
        state.coins -= 1
        state.exile(frame.player, card, player.hand)
        upgrade = "city" if card in FARMING_VILLAGES else "large_city"
        # "Put into your hand" is not a gain; with none left, nothing comes.
        if state.take_basic(upgrade):
            player.add_to_hand_openly(upgrade)
            state.emit("to_hand", frame.player, card=upgrade, source="market")
    return True


@handler
def battering_ram(state, frame, action):
    if frame.step == 0:
        frame.step, frame.data = 1, state.opponents(frame.player)
    else:
        _discard_kept(state, int(SLOT[action]), ARG[action])
    while frame.data:
        victim = frame.data.pop(0)
        kept = [c for c in state.players[victim].kept if c is not None]
        if not kept:
            continue
        lowest = min(CARDS[c].cost for c in kept)
        choices = _distinct(kept, lambda c: c.cost == lowest)
        if len(choices) == 1:
            _discard_kept(state, victim, choices[0])
            continue
        # Tied kinds: the attacker picks which goes.
        state.ask(frame.player, "battering_ram", [DISCARD_KEPT[victim][c] for c in choices],
                  {"card": frame.card, "victim": victim})
        return False
    return True


def _discard_kept(state, seat: int, card: str) -> None:
    player = state.players[seat]
    index = player.kept.index(card)
    player.set_kept(index, None)
    player.discard.append(card)
    state.emit("discard", seat, card=card, source="domain")


@handler
def stargazing_witch(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        looked = state.look_at_top(frame.player, 2)
        frame.step, frame.data = 1, [len(looked)]
    elif frame.step == 1:
        if action == DONE:
            frame.step = 2
        else:
            card = ARG[action]
            count = frame.data[0]
            top = player.deck[-count:]
            top.remove(card)
            del player.deck[-count:]
            player.deck.extend(top)
            player.faceup = 0
            player.seen -= 1
            player.discard.append(card)
            state.emit("discard", frame.player, card=card, source="deck")
            frame.data = [count - 1]
    else:  # step 3: the chosen card goes on top
        card = ARG[action]
        deck = player.deck
        if deck[-1] != card:
            deck[-1], deck[-2] = deck[-2], deck[-1]
            player.faceup = 0
        frame.step = 4
    count = frame.data[0]
    if frame.step == 1 and count:
        looking = player.deck[-1:-count - 1:-1]
        state.ask(frame.player, "stargazing_witch", [DISCARD[c] for c in _distinct(looking)] + [DONE],
                  {"card": frame.card, "looking": looking}, min_picks=0, max_picks=count)
        return False
    if frame.step in (1, 2) and count == 2 and player.deck[-1] != player.deck[-2]:
        frame.step = 3
        looking = player.deck[-1:-3:-1]
        state.ask(frame.player, "order_top", [TOP[c] for c in looking],
                  {"card": frame.card, "looking": looking})
        return False
    state.draw(frame.player, 1)
    return True


@handler
def magic_amulet(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        if not _first_of_turn(state, frame):
            return True
        options = [EXILE_FROM["hand"][c] for c in _distinct(player.hand, lambda c: CALAMITY in c.types)]
        options += [EXILE_FROM["discard"][c] for c in _distinct(player.discard, lambda c: CALAMITY in c.types)]
        options += [TAKE[c] for c in _distinct(player.discard, lambda c: bool(c.types & {ACTION, SUCCESSION}))]
        if not options:
            return True
        frame.step = 1
        state.ask(frame.player, "magic_amulet", options + [SKIP], {"card": frame.card})
        return False
    verb, card, zone = VERB[action], ARG[action], SLOT[action]
    if verb == "exile":
        state.exile(frame.player, card, player.hand if zone == "hand" else player.discard)
    elif verb == "take":
        state.take_into_hand(frame.player, card, player.discard, "discard")
    return True


@handler
def general_store(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        frame.step = 1
        options = [EXILE[c] for c in _distinct(player.hand, lambda c: CALAMITY not in c.types)]
        state.ask(frame.player, "general_store", options + [COUNTER], {"card": frame.card})
        return False
    if action == COUNTER:
        if player.store_counters < STORE_COUNTER_LIMIT:
            player.store_counters += 1
            state.emit("coin_counter", frame.player, count=1)
    else:
        state.exile(frame.player, ARG[action], player.hand)
    return True


# ---------------------------------------------------------------- attacks on hands
def _hand_attack(state, frame, action, fits, kind):
    """Each opponent with 5+ cards in hand discards a card that ``fits``; one
    with none reveals their hand. ``frame.data`` is (victims left, types of the
    cards discarded so far); returns True when every victim is done."""
    if frame.step == 0:
        frame.step, frame.data = 1, (tuple(state.opponents(frame.player)), frozenset())
    victims, types = frame.data
    if action is not None:
        card = ARG[action]
        state.discard_from_hand(victims[0], card)
        victims, types = victims[1:], types | CARDS[card].all_types
    while victims:
        victim = victims[0]
        hand = state.players[victim].hand
        if len(hand) >= MIN_HAND_FOR_ATTACK:
            choices = _distinct(hand, fits)
            if choices:
                frame.data = (victims, types)
                state.ask(victim, kind, [DISCARD[c] for c in choices],
                          {"card": frame.card, "attacker": frame.player})
                return False
            state.reveal_hand(victim)
        victims = victims[1:]
    frame.data = ((), types)
    return True


@handler
def hunted_beast(state, frame, action):
    return _hand_attack(state, frame, action, lambda c: c.cost >= 5, "hunted_beast")


@handler
def infantry_battalion(state, frame, action):
    return _hand_attack(state, frame, action, lambda c: TERRITORY in c.types, "infantry_battalion")


@handler
def charm_witch(state, frame, action):
    if not _hand_attack(state, frame, action, lambda c: bool(c.types & {ACTION, SUCCESSION}), "charm_witch"):
        return False
    types = frame.data[1]
    if types:
        # One witch lowers a card by 1 however many of its types were hit;
        # several witches add up (rules FAQ).
        state.charm_types = [*state.charm_types, types]     # shared with clones: replaced
        state.emit("cost_reduction", frame.player, card=frame.card, types=sorted(types))
    return True


# ---------------------------------------------------------------- other attacks
@handler
def reclamation_edict(state, frame, action):
    for victim in state.opponents(frame.player):
        player = state.players[victim]
        if player.faceup and player.deck[-1] in FARMING_VILLAGES:
            continue
        if not state.take_basic("farming_village"):
            break
        player.put_on_top("farming_village", face_up=True)
        state.emit("gain", victim, card="farming_village", to="deck")
    return True


@handler
def imperial_guard(state, frame, action):
    for victim in state.opponents(frame.player):
        player = state.players[victim]
        for card in player.take_top(3, state.rng):
            player.discard.append(card)
            state.emit("discard", victim, card=card, source="deck")
    return True


@handler
def curse_witch(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        options = [PAY] if state.coins >= 1 else []
        options += [EXILE[c] for c in _distinct(player.hand, lambda c: bool(c.types & {ACTION, SUCCESSION}))]
        if not options:
            return True
        frame.step = 1
        state.ask(frame.player, "curse_witch_cost", options + [SKIP], {"card": frame.card})
        return False
    if frame.step == 1:
        if action == SKIP:
            return True
        if action == PAY:
            state.coins -= 1
        else:
            state.exile(frame.player, ARG[action], player.hand)
        frame.step = 2
        state.ask(frame.player, "curse_witch", (OPTION["curse"], OPTION["draw"]), {"card": frame.card})
        return False
    if action == OPTION["draw"]:
        state.draw(frame.player, 2)
    else:
        for victim in state.opponents(frame.player):
            if not state.gain_curse(victim):
                break   # the pile ran out: the rest get none (rules FAQ)
    return True


# ---------------------------------------------------------------- cost 4-5, own turn
@handler
def bank(state, frame, action):
    if "city" in state.played or "large_city" in state.played:
        state.add_coins(1)
    return True


@handler
def library(state, frame, action):
    if _first_of_turn(state, frame):
        state.library_active = True
    return True


@handler
def royal_ball(state, frame, action):
    if frame.step == 0:
        if not _first_of_turn(state, frame):
            return True
        frame.step = 1
        state.ask(frame.player, "royal_ball", (OPTION["coin"], OPTION["discount"]), {"card": frame.card})
        return False
    if action == OPTION["coin"]:
        state.add_coins(1)
    else:
        state.ball_discount += 1
        state.emit("cost_reduction", frame.player, card=frame.card, types=[SUCCESSION])
    return True


@handler
def adventurer(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        options = [EXILE[c] for c in _distinct(player.hand, lambda c: CALAMITY not in c.types)]
        if not options:
            return True
        frame.step = 1
        state.ask(frame.player, "adventurer_exile", options, {"card": frame.card})
        return False
    if frame.step == 1:
        card = ARG[action]
        state.exile(frame.player, card, player.hand)
        limit = CARDS[card].cost + 2
        options = [GAIN_FROM_SUPPLY[c] if top else GAIN[c]
                   for c, top in state.market_cards() if CARDS[c].cost <= limit]
        if not options:
            return True
        frame.step = 2
        state.ask(frame.player, "adventurer_gain", options, {"card": frame.card, "limit": limit})
        return False
    state.gain(frame.player, ARG[action], from_supply=SLOT[action] == "supply")
    return True


# ---------------------------------------------------------------- set into the domain
def _domain_discard(state, victim, pick):
    player = state.players[victim]
    nobles = [c for c in player.succession if c in DOMAIN_MAIDS_AND_NOBLES]
    if not nobles:
        return
    card = pick(nobles, key=lambda c: CARDS[c].cost)
    player.remove_from_succession(card)
    player.discard.append(card)
    state.emit("discard", victim, card=card, source="domain")


@handler
def gossiping_duchess(state, frame, action):
    for victim in state.opponents(frame.player):
        _domain_discard(state, victim, max)
    state.points_changed()
    return True


@handler
def maid_petit(state, frame, action):
    for victim in state.opponents(frame.player):
        _domain_discard(state, victim, min)
    state.points_changed()
    return True


@handler
def maid_sharifa(state, frame, action):
    for victim in state.opponents(frame.player):
        if not state.gain_curse(victim, to_deck_top=True):
            break
    return True


@handler
def maid_minnyan(state, frame, action):
    state.players[frame.player].other_counters += 1
    state.emit("coin_counter", frame.player, count=1)
    return True


@handler
def bought_maid(state, frame, action):
    """An Attending Maid bought with a domain may be set at once."""
    if frame.step == 0:
        frame.step = 1
        state.ask(frame.player, "set_bought_maid", (SET[frame.card], NO), {"card": frame.card})
        return False
    if action != NO:
        state.players[frame.player].discard.remove(frame.card)
        state.set_into_domain(frame.player, frame.card)
    return True


# ---------------------------------------------------------------- princesses
@handler
def bergamotte(state, frame, action):
    player = state.players[frame.player]
    if frame.step == 0:
        frame.step = 1
        state.ask(frame.player, "bergamotte_cost", [DISCARD[c] for c in _distinct(player.hand)],
                  {"card": frame.card})
        return False
    if frame.step == 1:
        state.discard_from_hand(frame.player, ARG[action])
        actions = _distinct(player.discard, lambda c: ACTION in c.types)
        if not actions:
            return True   # the cost is paid; the rest fails (rules FAQ)
        frame.step = 2
        state.ask(frame.player, "bergamotte", [TAKE[c] for c in actions], {"card": frame.card})
        return False
    state.take_into_hand(frame.player, ARG[action], player.discard, "discard")
    return True


@handler
def laolily(state, frame, action):
    if frame.step == 0:
        most = min(5, state.basic.available("court_maid"))
        if not most:
            return True
        frame.step = 1
        state.ask(frame.player, "laolily", [COUNT[n] for n in range(most, -1, -1)], {"card": frame.card})
        return False
    for _ in range(int(ARG[action])):
        if not state.gain(frame.player, "court_maid") or state.winners is not None:
            break
    return True


@handler
def flammaria(state, frame, action):
    if frame.step == 0:
        frame.step, frame.data = 1, [0]
    elif action == DONE:
        return True
    else:
        top = SLOT[action] == "supply"
        state.gain(frame.player, ARG[action], to_deck_top=True, from_supply=top)
        frame.data = [frame.data[0] + 1]
    if frame.data[0] >= 2 or state.winners is not None:
        return True
    options = [TAKE_FROM_SUPPLY[c] if top else TAKE[c]
               for c, top in state.market_cards() if CARDS[c].cost <= 5]
    if not options:
        return True
    state.ask(frame.player, "flammaria", options + [DONE], {"card": frame.card},
              min_picks=0, max_picks=2, picked=frame.data[0])
    return False


@handler
def rain_and_sion(state, frame, action):
    player = state.players[frame.player]
    owned = player.count_owned()
    counters = 3 if owned >= 25 else 2 if owned >= 22 else 0
    if counters:
        player.twin_counters += counters
        state.emit("twin_counters", frame.player, count=counters, owned=owned)
    return True


def _check_handlers() -> None:
    from engine.games.heart_of_crown.cards import CardDataError
    missing = sorted(c.id for c in CARDS.values() if c.effect and c.effect not in HANDLERS)
    if missing:
        raise CardDataError(f"cards name effects that do not exist: {', '.join(missing)}")


_check_handlers()
