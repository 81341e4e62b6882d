"""Invariants over many seeded Heart of Crown games (500 per player count).

Seats are played by a mix of the baseline and the random agent so that odd
choices get exercised too. Each game checks: no card is created or lost in any
zone at any step; the game ends (or reaches the cap) without error; views show
no other hand and no deck order; the record replays to the exact state; a
clone is independent of its original.
"""
import pytest


from engine.ai.agents import make_agent
from engine.core.records import Record
from engine.core.rng import Rng
from engine.core.snapshot import snapshot
from engine.games import replay
from engine.games.heart_of_crown import RULES_VERSION, new_game
from engine.games.heart_of_crown.codec import CODEC

GAMES_PER_COUNT = 500
CHUNK = 100
MAX_DECISIONS = 6_000


def _agents(seed, players):
    rng = Rng(seed)
    return [make_agent("random" if rng.below(4) == 0 else "baseline", "heart_of_crown", seed * 7 + seat)
            for seat in range(players)]


def _check_views(state, step):
    for seat in range(state.num_players):
        view = state.view(seat)
        assert all(p["hand"] is None for p in view["players"] if p["seat"] != seat)
        assert view == state.determinize(seat, Rng(step)).view(seat)


def _play_checked(seed, players):
    options = {"players": players}
    state = new_game(options, seed)
    total = state.invariant_card_count()
    agents = _agents(seed, players)
    actions = []
    clone_at = 20 + seed % 60
    for step in range(MAX_DECISIONS):
        if state.decision is None:
            break
        if step == clone_at:
            twin, before = state.clone(), snapshot(state)
            for _ in range(30):
                if twin.decision is None:
                    break
                twin.apply(twin.legal_actions()[0])
            assert snapshot(state) == before, "playing a clone changed its original"
        if step % 40 == 0:
            _check_views(state, step)
        action = agents[state.decision.player].act(state)
        state.apply(action)
        actions.append(CODEC.text(action))
        assert state.invariant_card_count() == total, f"card count changed after {action!r}"
    assert state.decision is None or len(actions) == MAX_DECISIONS
    replayed = replay(Record("heart_of_crown", RULES_VERSION, options, seed, actions))
    assert snapshot(replayed) == snapshot(state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("first_seed", range(0, GAMES_PER_COUNT, CHUNK))
def test_seeded_games_keep_every_invariant(players, first_seed):
    finished = 0
    for seed in range(first_seed, first_seed + CHUNK):
        state = _play_checked(seed, players)
        finished += state.winners is not None
    # Baseline-heavy tables finish nearly every game well inside the cap.
    assert finished >= CHUNK * 0.9
