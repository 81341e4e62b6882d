"""What each seat sees (gensokyo.rules.md §13), and a world re-sampled for one
seat (``determinize``).

Public: hand counts, the deck's count, the graveyard, money, lands with
level, character, land spell and current toll, player spells with whom they
affect and when they expire, pieces with facing, laps and check progress,
total assets, the set-aside pile's size and the last battle resolved
(``battle_record``: its steps, supports and costs, all public after the reveal). Hidden: hand contents (the
owner's own; and cards a seat was shown, as ``known``), the deck's order and
the set-aside cards, and which Charisma card each player holds.

A sampled world keeps what the seat knows and re-deals the rest from one
pool (``shared_resample``): the deck, the set-aside pile and the others'
unknown hand cards and their face-down supports in a battle, a Charisma card
only ever replaced by a Charisma card.
"""
from __future__ import annotations

from engine.core.rng import Rng
from engine.core.secrets import Sealed
from engine.deckbuilding.shared_resample import resample_shared
from engine.games.gensokyo.options import CHARISMA


def _is_charisma(card: str) -> bool:
    return card in CHARISMA


def view(state, seat: int) -> dict:
    board = state.board
    cards = state.cards
    decision = state.decision
    sid = board.square_id
    lands = {}
    for square in board.lands:
        owner = state.owner[square]
        if owner != -1:
            lands[sid(square)] = {"owner": owner, "level": state.level[square], "character": state.character[square],
                                  "spell": state.land_spell[square], "toll": state.toll(square)}
    players = []
    for s in range(state.num_players):
        players.append({
            "seat": s, "money": state.money[s], "hand": len(cards.hands[s]), "at": sid(state.position[s]),
            "facing": None if state.facing[s] is None else sid(state.facing[s]),
            "laps": state.laps[s], "best": state.best[s],
            "checks": [sid(c) for i, c in enumerate(board.checks) if state.checks[s] >> i & 1],
            "assets": state.total_assets(s), "bankrupt": state.bankrupt[s],
            "known": sorted(cards.known_to(seat, s)) if s != seat else None,
        })
    options = state.shown_options() if decision is not None and decision.player == seat else []
    if decision is None:
        shown_decision = None
    elif decision.player == seat:       # the shape every table reads (TableChrome.begin_view)
        shown_decision = {**decision.as_dict(), "options": options}
    else:
        shown_decision = {"player": decision.player, "kind": decision.kind}
    return {
        "game": state.game_id, "seat": seat, "map": board.name, "round": state.round, "turn": state.turn_no, "active": state.active,
        "order": state.order[:], "dice": list(state.dice),
        "hand": list(cards.hands[seat]), "players": players, "lands": lands,
        "deck": len(cards.deck), "graveyard": list(cards.graveyard), "set_aside": len(cards.set_aside),
        "player_spells": [{"card": c, "player": p, "expires": t} for c, p, t in state.player_spells],
        "casting": state.casting,
        "battle": None if state.battle is None else state.battle.shown(seat),
        "last_battle": state.last_battle,     # public: made after the reveal (battle_record)
        "deciding": None if decision is None else decision.player,
        "kind": None if decision is None or decision.player != seat else decision.kind,
        "options": options, "decision": shown_decision,
        "winners": None if state.winners is None else list(state.winners),
        "ranks": None if state.ranks is None else list(state.ranks),
    }


def determinize(state, seat: int, rng) -> "GensokyoState":  # noqa: F821 - the state's own class
    world = state.clone()
    world.history = None
    world.log_events = False          # a world is for the search, which reads no events
    world.rng = Rng(rng.next64())
    battle = world.battle
    sealed = [] if battle is None else [s for s in battle.supports if isinstance(s, Sealed) and s.owner != seat]
    hands = world.cards.hands
    for support in sealed:           # an unseen face-down support is one more unseen card of its owner's
        hands[support.owner].append(support.value)
    resample_shared(world.cards, seat, rng, pool_of=_is_charisma)
    if sealed:
        world.battle = battle = battle.resealed(seat, lambda owner: hands[owner].pop())
        held = list(battle.held)       # the battle's own list of its cards names the new ones
        for old, new in zip(sealed, (s for s in battle.supports if isinstance(s, Sealed) and s.owner != seat)):
            held[held.index(old.value)] = new.value
        world.battle = battle._replace(held=tuple(held))
    return world
