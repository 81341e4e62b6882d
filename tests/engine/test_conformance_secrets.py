"""More of the protocol for games that declare the ``chance`` or
``hidden_commits`` trait (``GameSpec``): the search draws chance outcomes by
their weights, and Hard and the hint play such a game through. Like
``test_conformance``, nothing here names a game."""
from collections import Counter

import pytest

from engine.ai.agents import RandomAgent
from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import hard, hint
from tests.engine.test_conformance import _values, _walk, spec  # noqa: F401 (the fixture)

SEARCH_SAMPLES = 200   # chance outcomes a search must draw before their frequencies are judged
SIGMAS = 4             # tolerance: each outcome's frequency within 4 standard errors of its weight


def _chance_draws(spec, monkeypatch):
    """Every chance decision (options, weights) with the outcomes one search
    at a player's decision applied, tree and rollouts alike."""
    state = next(s for s, _ in _walk(spec, spec.min_players, 3) if not s.decision.is_chance
                 and len(s.decision.options) > 1)
    draws = {}
    real_apply = type(state).apply

    def counting_apply(world, action):
        decision = world.decision
        if decision.is_chance:
            draws.setdefault((decision.options, decision.weights), Counter())[action] += 1
        return real_apply(world, action)

    monkeypatch.setattr(type(state), "apply", counting_apply)
    ISMCTSAgent(5, iterations=200, use_workers=False).search(state)
    return draws


def test_a_game_asks_chance_decisions_only_if_it_declares_chance(spec):
    asked = any(state.decision.is_chance for state, _ in _walk(spec, spec.min_players, 1))
    assert asked == spec.chance


def test_a_game_shows_face_down_commits_only_if_it_declares_hidden_commits(spec):
    # a sealed slot shows in the views as {"sealed": True, "owner": …} (Sealed.shown)
    sealed = any(isinstance(value, dict) and value.get("sealed") is True
                 for state, _ in _walk(spec, spec.min_players, 1)
                 for value in _values(state.view(0)))
    assert sealed == spec.hidden_commits


def test_the_search_draws_chance_outcomes_by_their_weights(spec, monkeypatch):
    if not spec.chance:
        pytest.skip("no chance decisions")
    draws = _chance_draws(spec, monkeypatch)
    (options, weights), counts = max(draws.items(), key=lambda item: sum(item[1].values()))
    total = sum(counts.values())
    assert total >= SEARCH_SAMPLES
    weights = weights or (1,) * len(options)
    for option, weight in zip(options, weights):
        expected = weight / sum(weights)
        error = (expected * (1 - expected) / total) ** 0.5
        assert abs(counts[option] / total - expected) <= SIGMAS * error, (option, counts, total)


def test_the_search_refuses_to_choose_a_roll(spec):
    if not spec.chance:
        pytest.skip("no chance decisions")
    state = next(s for s, _ in _walk(spec, spec.min_players, 2) if s.decision.is_chance)
    with pytest.raises(ValueError):
        ISMCTSAgent(1, iterations=10, use_workers=False).search(state)


def test_hard_and_the_hint_play_a_game_with_dice_or_secrets_through(spec):
    if not (spec.chance or spec.hidden_commits):
        pytest.skip("neither dice nor secrets")
    state = spec.start({"players": spec.min_players}, 11)
    agents = [hard(1)] + [RandomAgent(seat) for seat in range(1, state.num_players)]
    hints = 0
    while (decision := state.decision) is not None:
        if decision.is_chance:
            state.apply(state.chance_outcome())
            continue
        if decision.player == 1 and len(decision.options) > 1 and hints < 3:
            advice = hint(state, 1, seed=hints)
            assert advice["action"] in decision.options and 0.0 <= advice["win_chance"] <= 1.0
            hints += 1
        state.apply(agents[decision.player].act(state))
    assert state.winners and hints
