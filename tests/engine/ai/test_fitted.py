"""The fitted evaluations (engine.ai.fitted) and the tool that fits them
(tools/fit_evaluation.py): the fit finds the weights that made the data, the
same seed gives the same table, and every game's table fits its features."""
import math

import pytest

from engine.ai.fitted import EvaluationTable, FittedEvaluation, load_table, softmax
from engine.core.chance import settle
from engine.core.rng import Rng
from engine.core.spec import all_specs, get_spec, search_hooks
from tools import fit_evaluation
from tools.fit_evaluation import fit, fit_players, score_fit, write_table


def test_a_seat_out_of_the_game_has_no_chance_and_the_rest_share_it_all():
    chances = softmax([1.0, None, 0.0])
    assert chances[1] == 0.0
    assert math.isclose(sum(chances), 1.0)
    assert chances[0] / chances[2] == pytest.approx(math.e)


def _synthetic(truth, snapshots, seats, seed):
    """Snapshots whose winner was drawn from the conditional-logit model with ``truth``."""
    rng = Rng(seed)
    data = []
    for _ in range(snapshots):
        rows = [tuple(rng.below(2001) / 1000 - 1 for _ in truth) for _ in range(seats)]
        chances = softmax([sum(w * f for w, f in zip(truth, row)) for row in rows])
        pick, total = rng.below(10**6) / 10**6, 0.0
        winner = seats - 1
        for seat, chance in enumerate(chances):
            total += chance
            if pick < total:
                winner = seat
                break
        data.append((rows, [1.0 if seat == winner else 0.0 for seat in range(seats)]))
    return data


@pytest.mark.parametrize("seats", [2, 4])
def test_the_fit_finds_the_weights_that_made_the_winners(seats):
    truth = (1.5, -0.8, 0.0)
    weights = fit(_synthetic(truth, 4000, seats, seed=seats), len(truth))
    assert weights == pytest.approx(truth, abs=0.15)
    held_out = _synthetic(truth, 1000, seats, seed=99)
    loss, uniform, accuracy = score_fit(weights, held_out)
    assert loss < uniform
    assert accuracy > 1 / seats


def test_the_same_seed_fits_the_same_table_and_it_reads_back(tmp_path):
    first = fit_players("tanto_cuore", ["strong"], 2, 10, seed=5, jobs=1, size=3)
    again = fit_players("tanto_cuore", ["strong"], 2, 10, seed=5, jobs=1, size=3)
    other = fit_players("tanto_cuore", ["strong"], 2, 10, seed=6, jobs=1, size=3)
    assert first == again
    assert first.weights != other.weights
    table = EvaluationTable(game="tanto_cuore", source="test", seed=5, agents="strong",
                            features=["score", "economy_to_come", "to_move"], fits=[first])
    path = tmp_path / "evaluation.toml"
    write_table(table, path)
    import tomllib
    assert EvaluationTable.model_validate(tomllib.loads(path.read_text(encoding="utf-8"))) == table


def test_a_table_with_the_wrong_number_of_weights_is_refused():
    with pytest.raises(ValueError, match="weights"):
        EvaluationTable(game="g", source="s", seed=1, agents="a", features=["x", "y"],
                        fits=[{"players": 2, "weights": [1.0], "games": 1, "snapshots": 1,
                               "held_out_log_loss": 0.5, "uniform_log_loss": 0.69, "held_out_accuracy": 0.6}])


def test_the_tool_refuses_a_player_count_the_game_does_not_take(capsys):
    with pytest.raises(SystemExit):
        fit_evaluation.main(["--game", "tanto_cuore", "--players", "7", "--games", "1"])
    assert "takes 2–4 players" in capsys.readouterr().err


SHIPPING = sorted(all_specs())   # read when collected, before the toy game is registered


@pytest.mark.parametrize("game_id", SHIPPING)
def test_every_game_s_table_is_fitted_for_its_features_and_each_player_count(game_id):
    spec = get_spec(game_id)
    hooks = search_hooks(game_id)
    table = load_table(game_id)
    assert table.features == list(hooks.FEATURES)
    assert sorted(f.players for f in table.fits) == list(range(spec.min_players, spec.max_players + 1))
    for row in table.fits:
        assert row.held_out_log_loss < row.uniform_log_loss, f"{row.players} players: the fit forecasts no better than a guess"
    assert isinstance(hooks.evaluate, FittedEvaluation)


@pytest.mark.parametrize("game_id", SHIPPING)
def test_every_game_s_evaluation_gives_each_seat_a_chance_mid_game(game_id):
    from engine.ai.agents import make_agent
    spec = get_spec(game_id)
    hooks = search_hooks(game_id)
    for players in (2, spec.max_players):
        state = spec.start({"players": players}, 3, log_events=False)
        agent = make_agent(spec.scripted_agent, game_id, 3)
        settle(state)
        for _ in range(60):
            if state.decision is None:
                break
            state.apply(agent.act(state))
            settle(state)
        rows = hooks.features(state)
        assert len(rows) == players
        assert all(row is None or len(row) == len(hooks.FEATURES) for row in rows)
        chances = hooks.evaluate(state)
        assert math.isclose(sum(chances), 1.0) and all(0 <= c <= 1 for c in chances)
