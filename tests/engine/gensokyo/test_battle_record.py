"""The view's ``last_battle`` (battle_record): the §8.3 example 1's numbers
step by step with both sides' costs, nothing of it before the reveal, the
same record for every seat, and again after a replay."""
from engine.ai.agents import make_agent
from engine.core.spec import get_spec
from engine.games import new_record, replay
from tests.engine.gensokyo.test_battle_flow import example_1

SPEC = get_spec("gensokyo")


def _numbers(record):
    return [(step["rule"], step["attack"], step["hp"]) for step in record["steps"]]


def test_example_1_step_by_step_with_its_costs():
    battle = example_1()
    battle.answer(("main", "CH39"), ("support", "CH02"), ("support", "CH15"), ("pick", 0))
    battle.until_done()
    record = battle.state.view(1)["last_battle"]
    assert _numbers(record) == [("printed", 20, 30), ("spells", 20, 30), ("transform", 50, 30),
                                ("additions", 90, 30), ("others", 90, 30), ("land_bonus", 90, 70),
                                ("reversal", 90, 70)]
    assert record["steps"][2]["changes"] == [{"card": "CH39", "part": "ability", "attack": 30, "hp": 0}]
    assert record["steps"][5]["changes"] == [{"card": None, "part": "land", "attack": 0, "hp": 40}]
    assert record["invader_wins"] and record["land"] == "A11" and record["level"] == 2
    assert record["cards"] == ["CH39", "CH13"] and record["supports"] == ["CH02", "CH15"]
    assert record["costs"] == [[26, 2], [8, 0]]          # 30 → 4 and 20 → 12 (test_battle_flow)
    assert battle.state.view(0)["last_battle"] == record


def test_nothing_shows_before_the_resolution():
    battle = example_1()
    battle.answer(("main", "CH39"), ("support", "CH02"))        # P1's support lies face down
    for seat in (0, 1):
        assert battle.state.view(seat)["last_battle"] is None
    battle.answer(("support", "CH15"))                       # revealed; さとり's discard (R2) still to come
    assert battle.state.view(1)["last_battle"] is None
    battle.answer(("pick", 0))
    assert battle.state.view(1)["last_battle"]["supports"] == ["CH02", "CH15"]   # revealed together


def test_a_replayed_game_shows_the_same_last_battle():
    record = new_record("gensokyo", {"players": 2, "map": "loop"}, 7)
    state = SPEC.start(record.options, record.seed)
    agents = [make_agent("baseline", "gensokyo", seat) for seat in range(2)]
    while state.decision is not None and state.last_battle is None or (
            state.last_battle is not None and None in state.last_battle["costs"]):
        decision = state.decision
        action = state.chance_outcome() if decision.is_chance else agents[decision.player].act(state)
        record.actions.append(SPEC.codec.text(action))
        state.apply(action)
    assert state.last_battle is not None, "seed 7's baseline game has a battle"
    assert replay(record).view(0)["last_battle"] == state.view(1)["last_battle"]
    assert state.clone().last_battle == state.last_battle
