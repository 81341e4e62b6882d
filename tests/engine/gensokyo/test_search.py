"""What Gensokyo gives the search: each seat's features for the fitted
evaluation, a bankrupt seat out of the reckoning, and a debt that a sampled
world can leave counted as no money."""
from engine.games.gensokyo.search import FEATURES, evaluate, features
from tests.engine.gensokyo.core_scenario import pos


def _state():
    return pos(at="move", pieces=[{"at": "A04"}, {}], hands=[["CH17"], ["CH03"]], money=[60, 40],
               lands={"A06": {"owner": 1, "character": "CH13"}})


def test_the_richer_seat_is_the_favourite_and_the_chances_sum_to_one():
    state = _state()
    rows = features(state)
    assert len(rows) == 2 and all(len(row) == len(FEATURES) for row in rows)
    assert rows[1][FEATURES.index("lands")] == 1 and rows[0][FEATURES.index("lands")] == 0
    state.money[0] = 400
    chances = evaluate(state)
    assert chances[0] > chances[1]
    assert abs(sum(chances) - 1) < 1e-9


def test_a_bankrupt_seat_has_no_chance():
    state = _state()
    state.bankrupt[1] = True
    assert features(state)[1] is None
    assert evaluate(state) == [1.0, 0.0]


def test_a_debt_counts_as_no_money():
    state = _state()
    state.money[0] = -4
    row = features(state)[0]
    assert row[FEATURES.index("log_money")] == 0.0
    assert row[FEATURES.index("log_assets")] == 0.0
