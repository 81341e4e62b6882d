"""The players, the hint, positions' errors and what a table is told."""
import pytest

from engine.ai.agents import make_agent
from engine.ai.levels import hint
from engine.boards.hex import Hex
from engine.core.actions import Place
from engine.games.guild_masters import SPEC
from engine.games.guild_masters.position import PositionError
from tests.engine.guild_masters.scenario import act, at, options


@pytest.mark.parametrize("name", ["baseline", "easy"])
def test_the_scripted_players_finish_games_with_legal_moves(name):
    for seed in range(2):
        state = SPEC.start({"players": 3}, seed)
        agents = [make_agent(name, SPEC.id, seed + seat) for seat in range(3)]
        while state.decision is not None:
            action = agents[state.decision.player].act(state)
            assert state.is_legal(action)
            state.apply(action)
        assert state.winners


def test_the_strong_player_never_leaves_an_explore_unpaid_on_a_guess():
    state = SPEC.start({"players": 2}, 4)
    agents = [make_agent("strong", SPEC.id, 1), make_agent("baseline", SPEC.id, 2)]
    while state.decision is not None:
        state.apply(agents[state.decision.player].act(state))
    assert state.players[0].altar <= 2


def test_hard_and_the_hint_answer_within_their_budget():
    state = at({"seats": [{"receptionist": "melissa", "gold": 20, "hand": ["bakery", "village_market"]}]})
    agent = make_agent("hard", SPEC.id, 1)
    agent.iterations, agent.millis = 8, 400
    assert state.is_legal(agent.act(state))
    advice = hint(state, 0, seed=1)
    assert state.is_legal(advice["action"]) and advice["reason"]


def test_a_wrong_description_is_a_position_error():
    for wrong in ({"players": 5}, {"seats": [{"hand": ["no_such_card"]}]}, {"cells": [{"cell": [9, 9]}]},
                  {"turn": 3}, {"colour": "red"}, {"seats": [{"unlocked": [7]}]}):
        with pytest.raises(PositionError):
            at(wrong)


def test_refusals_and_confirmations():
    state = at({"clear_map": True, "cells": [{"cell": [3, 0], "owner": 1}, {"cell": [0, 1], "tile": "rubble"}],
                "seats": [{"receptionist": "melissa", "gold": 20, "hand": ["bakery"]}]})
    assert state.refusal("explore", None, None, Place("cell", cell=Hex(3, 0))).key == "area_taken"
    assert state.refusal("play", "quiet_chapel", None, None).key == "condition"
    assert state.confirmation(("pass",)).key == "pass_early"
    state = at({"clear_map": True, "cells": [{"cell": [3, 0], "tile": "troll_hall", "face_up": False}],
                "seats": [{"receptionist": "melissa", "gold": 0}]})
    act(state, "explore (3,0)")
    assert state.confirmation(("decline",)).key == "altar"


def test_every_option_is_described():
    state = at({"seats": [{"receptionist": "melissa", "gold": 30, "potion": 3, "hand": ["bakery"]}]})
    infos = [state.describe(o) for o in state.decision.options]
    explore = [i for i in infos if i.verb == "explore"]
    assert explore and all(i.target.zone == "cell" and i.target.cell is not None for i in explore)
    assert any(i.verb == "play" and i.card == "bakery" for i in infos)
    assert "pass" in options(state)


def test_hard_is_reproducible_and_searches_only_turn_decisions():
    from engine.games.guild_masters.levels import HARD
    assert HARD["millis"] is None and HARD["iterations"] > 0       # no wall-time budget: a seed plays alike anywhere
    state = at({"seats": [{"receptionist": "melissa", "gold": 30, "potion": 3, "hand": ["bakery"]}]})
    moves = {make_agent("hard", SPEC.id, 5).act(state.clone()) for _ in range(3)}
    assert len(moves) == 1 and state.is_legal(moves.pop())
    act(state, "explore (3,0)")                                      # a face-down tile: its cost is asked
    assert state.decision.kind != "turn"
    agent = make_agent("hard", SPEC.id, 5)

    def no_search(*args, **kwargs):
        raise AssertionError("searched an answer inside an action")
    agent.search = no_search
    assert state.is_legal(agent.act(state))


def test_the_hint_is_the_games_own_hard():
    state = at({"seats": [{"receptionist": "melissa", "gold": 30, "hand": ["bakery"]}]})
    advice = hint(state, 0, seed=3)
    assert advice["action"] == make_agent("hard", SPEC.id, 3).recommend(state)[0]


def test_hard_keeps_the_strong_move_the_search_never_tried():
    agent = make_agent("hard", SPEC.id, 1)
    assert agent.overrule([(("pass",), 8, 0.9)], ("explore", Hex(3, 0))) == ("explore", Hex(3, 0))
    assert agent.overrule([(("pass",), 400, 0.9), (("explore", Hex(3, 0)), 400, 0.1)],
                          ("explore", Hex(3, 0))) == ("pass",)          # tried and clearly worse
