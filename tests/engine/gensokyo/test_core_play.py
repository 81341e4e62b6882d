"""Whole games with the baseline agent end, on both maps and every player count."""
import pytest

from engine.ai.agents import make_agent
from engine.core.spec import get_spec

SPEC = get_spec("gensokyo")


@pytest.mark.parametrize("players,map_name", [(2, "loop"), (3, "cross"), (4, "loop")])
def test_baseline_games_play_to_an_end_with_ranked_winners(players, map_name):
    state = SPEC.start({"players": players, "map": map_name}, 5, log_events=False)
    agents = [make_agent("baseline", "gensokyo", seat) for seat in range(players)]
    cards = state.invariant_card_count()
    while state.decision is not None:
        decision = state.decision
        state.apply(state.chance_outcome() if decision.is_chance else agents[decision.player].act(state))
    assert state.end_reason in ("deck_empty", "bankruptcy", "round_cap")
    assert state.winners and all(state.ranks[seat] == 1 for seat in state.winners)
    assert state.invariant_card_count() == cards
