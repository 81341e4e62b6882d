"""Gensokyo's own levels: their budgets, and Hard answers each searched kind of
decision (toll or invade, main, support) legally and the same way twice."""
from engine.ai.agents import make_agent
from engine.games.gensokyo.levels import HARD, NORMAL, SEARCHED
from tests.engine.gensokyo.core_scenario import pos, roll


def test_budgets_are_iterations_with_a_guard_under_a_second():
    assert HARD["iterations"] > NORMAL["iterations"]
    assert HARD["millis"] < 1000 and NORMAL["millis"] < 1000
    assert SEARCHED == {"toll_or_invade", "battle_main", "battle_support"}


def _invasion_decisions(seed: int) -> list:
    state = pos(at="move", pieces=[{"at": "A04"}, {}], hands=[["CH17", "CH04", "CH09"], ["CH03", "CH10"]],
                money=[60, 40], lands={"A06": {"owner": 1, "character": "CH13"}})
    roll(state, 1, 1)
    kinds, chosen = [], []
    while state.decision is not None and state.decision.kind in SEARCHED and len(chosen) < 4:
        agent = make_agent("hard", "gensokyo", seed)
        action = agent.act(state)
        assert action in state.decision.options
        kinds.append(state.decision.kind)
        chosen.append(action)
        state.apply(action)
    return kinds, chosen


def test_hard_answers_the_searched_decisions_legally_and_deterministically():
    kinds, chosen = _invasion_decisions(3)
    assert kinds[0] == "toll_or_invade"
    assert (kinds, chosen) == _invasion_decisions(3)


def test_hard_s_worker_ranks_the_moves_as_one_process_would():
    state = pos(at="move", pieces=[{"at": "A04"}, {}], hands=[["CH17", "CH04", "CH09"], ["CH03", "CH10"]],
                money=[60, 40], lands={"A06": {"owner": 1, "character": "CH13"}})
    roll(state, 1, 1)
    assert state.decision.kind == "toll_or_invade"
    alone, split = make_agent("hard", "gensokyo", 5), make_agent("hard", "gensokyo", 5)
    assert split.use_workers
    alone.use_workers = False
    alone.millis = split.millis = None          # iterations only: a loaded machine's clock changes nothing
    assert split.search(state) == alone.search(state)
