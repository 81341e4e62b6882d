"""Properties over many seeded games: cards conserved in every zone (the Private
Quarters and the Illnesses on maids included), every game ends, a record
replays exactly, views hide hands and deck order, and determinize keeps what
a seat knows.

GAMES_PER_COUNT games for each of 2, 3 and 4 players (1,500 in all), played by
a mix of the baseline, the strong player and the random agent without event
logs (fast); every action is checked for conservation and every game replayed
from its record. A sample of logged games is checked for views and
determinization at every ninth decision.
"""
from collections import Counter

import pytest

from engine.ai.agents import RandomAgent, make_agent
from engine.core.rng import Rng
from engine.core.snapshot import snapshot
from engine.games import replay
from engine.games.tanto_cuore import SPEC
from engine.games.tanto_cuore.cards import TOTAL_CARDS, GENERAL, TOWN_SIZE, CARDS
from engine.games.tanto_cuore.position import card_counts

GAMES_PER_COUNT = 500
CAP = 5_000
SAMPLED = 8           # of each count's games, checked for replay, views and determinize


def _agents(seed: int, players: int):
    kinds = ("baseline", "strong", "random")
    out = []
    for seat in range(players):
        kind = kinds[(seed + seat) % 3]
        out.append(RandomAgent(seed * 7 + seat) if kind == "random" else make_agent(kind, SPEC.id, seed * 7 + seat))
    return out


def _setup_total(state) -> int:
    unused = [c for c in GENERAL if c not in state.town_maids]
    return TOTAL_CARDS - sum(CARDS[c].pile for c in unused)


def _play(players: int, seed: int, log_events: bool, each=None):
    state = SPEC.start({"players": players}, seed, log_events=log_events)
    agents = _agents(seed, players)
    total = _setup_total(state)
    for step in range(CAP):
        if state.decision is None:
            return state
        if each is not None:
            each(state, step)
        state.apply(agents[state.decision.player].act(state))
        assert state.invariant_card_count() == total, f"{players} players, seed {seed}, step {step}"
    pytest.fail(f"a {players}-player game (seed {seed}) did not end within {CAP} decisions")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_games_conserve_every_card_end_and_replay_exactly(players):
    reasons = Counter()
    for seed in range(GAMES_PER_COUNT):
        state = _play(players, seed, log_events=False)
        reasons[state.end_reason] += 1
        assert snapshot(replay(state.record())) == snapshot(state), f"{players} players, seed {seed}"
        assert state.winners and len(state.town_maids) == TOWN_SIZE
        counts = card_counts(state)
        assert sum(counts.values()) == _setup_total(state)
        assert all(CARDS[c].pile >= n for c, n in counts.items())   # no card kind beyond its box count
    assert reasons["two_piles"] >= GAMES_PER_COUNT * 0.95, reasons


def _check_views(state, step):
    if step % 9:
        return
    truth = snapshot(state)
    for seat in range(state.num_players):
        view = state.view(seat)
        for other in view["players"]:
            if other["seat"] != seat:
                assert other["hand"] is None
            assert "deck" not in other                    # only a count
        for world_seed in range(2):
            world = state.determinize(seat, Rng(world_seed))
            assert world.view(seat) == view
            mine, theirs = world.players[seat], state.players[seat]
            assert sorted(mine.hand) == sorted(theirs.hand)
            for other, (a, b) in enumerate(zip(world.players, state.players)):
                assert Counter(a.hand) | Counter(b.known) == Counter(a.hand)        # public knowledge kept
                assert not Counter(b.peeked.get(seat, ())) - Counter(a.hand)       # what Eugenie showed kept
                assert Counter(a.deck + a.hand) == Counter(b.deck + b.hand)
    assert snapshot(state) == truth


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_games_views_hide_what_they_must_and_worlds_keep_what_is_known(players):
    for seed in range(SAMPLED):
        state = _play(players, 10_000 + seed, log_events=True, each=_check_views)
        assert snapshot(replay(state.record())) == snapshot(state)
