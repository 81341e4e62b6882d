from engine.core.chance import draw, predict, settle
from engine.core.protocol import CHANCE
from engine.core.rng import Rng
from engine.games import new_game


def test_a_draw_follows_the_weights_from_one_number_of_the_rng():
    rng = Rng(1)
    counts = {"a": 0, "b": 0}
    for _ in range(3000):
        counts[draw(("a", "b"), (1, 2), rng)] += 1
    assert 900 < counts["a"] < 1100
    before = Rng(2)
    after = before.clone()
    draw(("a", "b", "c"), None, after)
    before.next64()
    assert after.state == before.state


def test_predict_reads_the_rng_without_drawing():
    state = new_game("toy", {}, 7)
    rng = state.rng.state
    assert predict(state) == state.chance_outcome() and state.rng.state == rng


def test_settle_answers_chance_steps_only_and_says_what_changed():
    state = new_game("toy", {}, 7)
    assert state.decision.player == CHANCE
    changes = settle(state)
    assert len(changes) == 2 and [c.events[0]["type"] for c in changes] == ["roll", "roll"]     # 2d6
    assert state.decision.player != CHANCE
    assert settle(state) == []


def test_settled_rolls_are_actions_in_the_record():
    state = new_game("toy", {}, 8)
    settle(state)
    assert state.record().actions == [f"roll {face}" for face in state.dice]
