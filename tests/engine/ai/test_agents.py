"""Every agent answers legally, searches reproducibly, and plays fair."""
import importlib

import pytest

from engine.ai.agents import agent_names, make_agent
from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import NoisyAgent, hint
from engine.bench import mid_game_state
from engine.core.rng import Rng
from engine.core.spec import all_specs
from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.codec import CODEC
from engine.games.heart_of_crown.strategy import StrongAgent, evaluate

GAME = "heart_of_crown"


def tiny_search(seed):
    return ISMCTSAgent(seed, iterations=6, depth=8)


def play_checked(state, agents, max_decisions=5_000):
    for _ in range(max_decisions):
        decision = state.decision
        if decision is None:
            return
        action = agents[decision.player].act(state)
        assert action in decision.options, (decision, action)
        state.apply(action)
    pytest.fail("the game did not finish")


@pytest.mark.parametrize("factory", [StrongAgent, NoisyAgent, lambda seed: make_agent("baseline", GAME, seed)])
def test_scripted_agents_finish_games_legally(factory):
    for seed in range(8):
        players = 2 + seed % 3
        state = new_game({"players": players}, seed, log_events=False)
        play_checked(state, [factory(seed * 10 + s) for s in range(players)])
        assert state.winners


def test_search_agent_finishes_games_legally():
    for seed in range(2):
        state = new_game({"players": 2 + seed}, 40 + seed, log_events=False)
        play_checked(state, [tiny_search(seed + s) for s in range(state.num_players)])
        assert state.winners


def test_levels_are_registered():
    for name in ("strong", "easy", "normal", "hard"):
        assert name in agent_names(GAME)
        assert make_agent(name, GAME, 3).act(mid_game_state(game=GAME)) in mid_game_state(game=GAME).legal_actions()


@pytest.mark.parametrize("game", sorted(all_specs()))
def test_every_level_a_game_offers_plays_under_its_own_name(game):
    """Records and the arena name an agent by its ``name``; a search level is
    its game's budget (Guild Masters' own, else engine/ai/levels.py's)."""
    spec = all_specs()[game]
    for level in spec.levels:
        agent = make_agent(level, game, 3)
        assert agent.name == level
        if level in ("normal", "hard"):
            budget = getattr(importlib.import_module(spec.agents[level].partition(":")[0]), level.upper())
            assert (agent.iterations, agent.millis, agent.depth) == (budget["iterations"], budget["millis"],
                                                                     budget["depth"])


def test_a_single_option_is_returned_without_search():
    class OneWay:
        class decision:
            options = ("end_second",)
    assert ISMCTSAgent(0, iterations=10**9).act(OneWay()) == "end_second"


def test_fixed_seed_search_is_reproducible():
    state = mid_game_state(game=GAME, seed=11)
    first = ISMCTSAgent(5, iterations=60, depth=30).search(state)
    again = ISMCTSAgent(5, iterations=60, depth=30).search(state.clone())
    assert first == again
    assert sum(visits for _, visits, _ in first) <= 60


def scrambled(state, seat):
    """The same state for ``seat``; what it cannot see is shuffled anew."""
    other = state.determinize(seat, Rng(987654321))
    other.rng = Rng(123456789)
    hidden = [(p.hand, p.deck) for i, p in enumerate(state.players) if i != seat]
    assert hidden != [(p.hand, p.deck) for i, p in enumerate(other.players) if i != seat]
    return other


@pytest.mark.parametrize("seed", [3, 11, 17])
def test_decisions_ignore_what_the_seat_cannot_see(seed):
    state = mid_game_state(game=GAME, seed=seed)
    seat = state.decision.player
    twin = scrambled(state, seat)
    assert ISMCTSAgent(9, iterations=40, depth=30).search(state) == \
        ISMCTSAgent(9, iterations=40, depth=30).search(twin)
    assert StrongAgent(1).act(state) == StrongAgent(1).act(twin)


def test_evaluation_is_a_distribution_over_seats():
    state = mid_game_state(game=GAME)
    chances = evaluate(state)
    assert len(chances) == 2 and abs(sum(chances) - 1) < 1e-9 and all(0 < c < 1 for c in chances)


def test_hint_recommends_a_legal_move_with_a_reason(monkeypatch):
    monkeypatch.setattr("engine.ai.levels.HARD", {"iterations": 40, "millis": None, "depth": 30})
    state = new_game({"players": 2}, 5, log_events=False)
    while state.decision.kind != "second" or len(state.decision.options) < 3:
        state.apply(StrongAgent(0).act(state))
    advice = hint(state, state.decision.player)
    assert advice["action"] in state.legal_actions()
    assert CODEC.text(advice["action"]) in advice["reason"] and "%" in advice["reason"]
    assert 1 <= len(advice["choices"]) <= 3
    with pytest.raises(ValueError):
        hint(state, 1 - state.decision.player)


@pytest.mark.parametrize("game", list(all_specs()))
def test_the_advised_move_is_the_best_one_the_hint_shows(game, monkeypatch):
    """The Hard player may keep its policy's move over a better searched one;
    the hint still names the best figure it shows, never "A, 55 %; next best:
    B, 58 %", and leaves out moves searched too seldom to have a figure."""
    state = mid_game_state(game=game)
    while len(state.decision.options) < 3:
        state.apply(make_agent("baseline", game, 0).act(state))
    options = state.legal_actions()
    ranked = [(options[0], 40, 0.55), (options[1], 30, 0.58), (options[2], 2, 0.99)]
    # The search's figures, whichever move Hard itself would keep.
    monkeypatch.setattr(ISMCTSAgent, "search", lambda self, state, stop=None: ranked)
    advice = hint(state, state.decision.player)
    assert advice["action"] == options[1] and advice["win_chance"] == 0.58
    assert advice["next"] == {"action": options[0], "win_chance": 0.55, "visits": 40}
    assert [c["action"] for c in advice["choices"]] == [options[1], options[0]]


def test_search_overrules_the_policy_only_when_clearly_better():
    agent = ISMCTSAgent(0, iterations=10)
    duke, senator = CODEC.parse("buy duke"), CODEC.parse("buy senator")
    close = [(duke, 40, 0.62), (senator, 30, 0.58)]
    clear = [(duke, 400, 0.80), (senator, 300, 0.55)]
    assert agent.overrule(close, senator) == senator
    assert agent.overrule(clear, senator) == duke
    assert agent.overrule(close, duke) == duke
