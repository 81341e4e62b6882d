"""Gensokyo's own levels: their budgets, and Hard answers each searched kind of
decision (toll or invade, main, support) legally and the same way twice."""
from engine.ai.agents import make_agent
from engine.games.gensokyo.levels import HARD, NORMAL, SEARCHED, TWO_PLAYER_RESERVE, HardPolicy
from engine.games.gensokyo.strategy import StrongAgent
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


def _investing(money: int, players: int = 2):
    lands = {"A06": {"owner": 0, "character": "CH03", "level": 3}, "B11": {"owner": 0, "character": "CH31"}}
    pieces = [{"at": "B01"}] + [{"at": "A02"}] * (players - 1)
    return pos(players=players, at="invest", money=[money] + [40] * (players - 1), pieces=pieces, lands=lands,
               hands=[[]] + [["CH09"]] * (players - 1))


def test_hard_keeps_40_back_and_raises_the_land_whose_toll_will_be_highest():
    state = _investing(80)
    assert state.decision.kind == "invest"
    choice = HardPolicy().act(state)
    a06 = state.board.index("A06")
    # A06 (grade 10) at level 3 → 5 tolls more than any level of B11 the 40圓 above the reserve buys.
    assert choice == ("invest", a06, 2) and state.board.grade[a06] * 2 <= 80 - TWO_PLAYER_RESERVE
    assert HardPolicy().act(_investing(45)) == ("pass",)        # 5 above the reserve buys no level
    assert StrongAgent().act(_investing(45)) != ("pass",)        # the strong script keeps only 10


def test_with_more_players_hard_invests_as_the_strong_script():
    state = _investing(45, players=3)
    assert HardPolicy().act(state) == StrongAgent().act(state) != ("pass",)


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
