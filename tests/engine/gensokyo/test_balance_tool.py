"""tools/gensokyo_balance.py: its figures are the ones the games give."""
import pytest

from engine.ai.agents import make_agent
from engine.core.chance import settle
from engine.games import new_game
from tools import gensokyo_balance as balance


def result(order, winners, held, end="deck_empty", rounds=18, turns=36, invasions=(), levels=(1, 2)):
    return {"seed": 0, "players": 2, "map": "loop", "finished": end is not None, "rounds": rounds,
            "turns": turns, "decisions": 100, "end": end, "order": order, "winners": winners,
            "held": held, "levels": list(levels), "invasions": list(invasions),
            "curve": {"5": [[40, 90], [10, 60]]}}


def invasion(level, matched, won):
    return {"level": level, "matched": matched, "won": won}


RESULTS = [
    result([1, 0], [1], [["CH01"], ["CH01", "SP13"]], invasions=[invasion(1, True, True), invasion(3, False, False)]),
    result([0, 1], [0, 1], [["SP13"], []], end="bankruptcy", rounds=10, turns=19,
           invasions=[invasion(1, False, True)], levels=(1, 2, 3, 4, 5)),
    result([0, 1], [0], [["CH01", "SP13"], []], rounds=20, turns=40),
    result([0, 1], [], [[], []], end=None, rounds=60, turns=120),
]


def test_turn_order_places_count_shared_wins_and_skip_unfinished_games():
    summary = balance.summarise(RESULTS)
    assert (summary["games"], summary["finished"], summary["unfinished"]) == (4, 3, 1)
    first, second = summary["places"][0], summary["places"][1]
    assert (first["wins"], first["games"]) == (3, 3)        # seat 1 first and won, a shared win, seat 0 won
    assert (second["wins"], second["games"]) == (1, 3)
    assert second["low"] < second["rate"] < second["high"]
    assert summary["ends"]["deck_empty"] == {"games": 2, "share": pytest.approx(2 / 3)}
    assert summary["ends"]["bankruptcy"]["games"] == 1 and summary["ends"]["round_cap"]["games"] == 0
    assert summary["rounds"]["median"] == 18 and (summary["turns"]["min"], summary["turns"]["max"]) == (19, 40)


def test_invasions_levels_and_the_money_curve():
    summary = balance.summarise(RESULTS)
    inv = summary["invasions"]
    assert inv["total"] == 3
    assert (inv["by_level"][1]["wins"], inv["by_level"][1]["games"]) == (2, 2)
    assert (inv["by_level"][3]["wins"], inv["by_level"][3]["games"]) == (0, 1) and inv["by_level"][5]["games"] == 0
    assert inv["by_match"]["matched"]["games"] == 1 and inv["by_match"]["unmatched"]["wins"] == 1
    assert inv["by_level_and_match"]["3 unmatched"]["games"] == 1
    assert summary["levels_reached"][1]["games"] == 3 and summary["levels_reached"][5]["games"] == 1
    assert summary["money"]["5"]["cash"]["median"] == 25 and summary["money"]["5"]["assets"]["max"] == 90


def test_card_differences_when_held():
    cards = balance.summarise(RESULTS, min_held=1)["cards"]
    # CH01: held by 3 of the 6 seats of finished games, 2 of them won; 2 of the other 3 won.
    assert cards["CH01"]["held"] == 3 and cards["CH01"]["wins"] == 2
    assert cards["CH01"]["difference"] == pytest.approx(2 / 3 - 2 / 3)
    assert cards["SP13"]["held"] == 3 and cards["SP13"]["difference"] == pytest.approx(3 / 3 - 1 / 3)
    summary = balance.summarise(RESULTS, min_held=1)
    assert summary["cards_top"][0] == "SP13" and summary["cards_bottom"][0] == "CH01"
    assert balance.summarise(RESULTS)["cards_top"] == []     # too few holders to rank


def battles(seed, players, board):
    """The battles of the same game played apart from the tool, from its own events."""
    state = new_game("gensokyo", {"players": players, "map": board}, seed)
    agents = [make_agent("baseline", "gensokyo", seed * 31 + seat) for seat in range(players)]
    changes = settle(state)
    while state.decision is not None:
        changes.append(state.apply(agents[state.decision.player].act(state)))
        changes.extend(settle(state))
    return sum(e["type"] == "battle_result" for c in changes for e in c.events)


@pytest.mark.parametrize("players, board", [(2, "loop"), (3, "cross")])
def test_a_short_run_plays_real_games(players, board):
    results = balance.run(3, players=players, board=board, seed=5)
    assert [r["seed"] for r in results] == [5, 6, 7]
    for game in results:
        assert game["finished"] and game["end"] in balance.ENDS and game["winners"]
        assert sorted(game["order"]) == list(range(players)) and game["turns"] >= game["rounds"] >= 1
        assert len(game["invasions"]) == battles(game["seed"], players, board)
        assert set(game["levels"]) <= set(balance.LEVELS) and 1 in game["levels"]
        assert all(len(seen) >= 5 for seen in game["held"])    # at least the dealt hand
    summary = balance.summarise(results)
    assert sum(v["games"] for v in summary["ends"].values()) == summary["finished"] == 3
    assert sum(v["wins"] for v in summary["places"].values()) >= 3
    text = balance.report(summary, players)
    assert "turn-order place 1" in text and "invasions:" in text
