"""The toy game's route: each round ends with its first seat walking the
dice's points, choosing at branches, stopped by a check square, scored by the
square it lands on."""
import pytest

from engine.ai.agents import RandomAgent
from engine.core.protocol import IllegalAction
from engine.core.rng import Rng
from engine.games import new_game, replay
from tests.engine.toy import SPEC

parse, text = SPEC.codec.parse, SPEC.codec.text


def _at_move(faces, options=None, seed=1):
    """A game whose first round rolled ``faces``, played on with first options
    to its first route decision."""
    state = new_game("toy", {"players": 2, **(options or {})}, seed)
    for face in faces:
        state.apply(("roll", face))
    while state.phase != "move":
        state.apply(state.chance_outcome() if state.decision.is_chance else state.legal_actions()[0])
    return state


def _scores_after(state, action_text):
    before = state.scores[:]
    changes = state.apply(parse(action_text))
    return [after - was for after, was in zip(state.scores, before)], changes


def test_a_first_move_asks_the_movers_facing_then_walks_the_dice_and_scores_the_landing():
    state = _at_move((1, 2))
    assert state.decision.player == 0 and state.decision.kind == "step"
    assert state.legal_actions() == (("step", 1), ("step", 7))      # both ways round from the start
    gains, changes = _scores_after(state, "step 7")
    assert [e["square"] for e in changes.events if e["type"] == "step"] == [7, 6, 5]
    assert state.pieces[0] == (5, 6) and gains == [-2, 0]            # a trap, facing on from the gem
    land = next(e for e in changes.events if e["type"] == "land")
    assert (land["kind"], land["gain"]) == ("trap", -2)
    assert state.walk is None and state.phase in ("roll", "over")


def test_a_check_square_ends_the_move_on_arrival():
    state = _at_move((6, 6))
    gains, _ = _scores_after(state, "step 1")
    assert state.pieces[0] == (4, 3) and gains == [1, 0]             # 4 of 12 steps: the check stops it


def test_a_piece_with_a_facing_walks_on_without_asking():
    state = _at_move((1, 1), {"hand": 5})
    state.apply(parse("step 1"))
    assert state.pieces[0] == (2, 1)
    for _ in range(200):           # on to seat 0's next move, which a loop never stops to ask
        assert state.decision is not None and (state.decision.kind, state.decision.player) != ("step", 0)
        events = state.apply(state.chance_outcome() if state.decision.is_chance else state.legal_actions()[0]).events
        land = next((e for e in events if e["type"] == "land"), None)
        if land is not None and land["player"] == 0:
            break
    steps = [e["square"] for e in events if e["type"] == "step"]
    assert steps[0] == 3 and steps == [(3 + i) % 8 for i in range(len(steps))]     # forward from its facing
    assert state.pieces[0] == (steps[-1], (steps[-1] - 1) % 8)


def _at_crossing():
    """A figure eight: seat 0 goes back round the lower loop (8, 7, 6, 5) into
    the crossing with one step of 3+3 left."""
    state = _at_move((3, 3), {"route": "eight"})
    assert len(state.legal_actions()) == 4                          # the crossing's four ways
    state.apply(parse("step 8"))
    return state


def test_a_branch_mid_move_is_the_movers_decision_kept_in_the_state():
    state = _at_crossing()
    assert state.pieces[0] == (0, 5) and state.walk.steps_left == 1
    assert state.legal_actions() == (("step", 1), ("step", 4), ("step", 8))
    assert state.view(1)["steps_left"] == 1 and state.view(1)["pieces"][0] == {"at": 0, "facing": 5}
    gains, _ = _scores_after(state, "step 1")
    assert state.pieces[0] == (1, 0) and gains == [2, 0]            # a gem on the upper loop


def test_a_clone_walks_apart_from_its_original():
    state = _at_crossing()
    twin = state.clone()
    twin.apply(parse("step 4"))
    assert state.walk.at == 0 and state.walk.steps_left == 1 and state.pieces[0] == (0, 5)
    assert twin.pieces[0] == (4, 0)


def test_a_world_keeps_the_route_and_the_move_in_progress():
    state = _at_crossing()
    for seat in (0, 1):
        world = state.determinize(seat, Rng(3))
        assert world.view(seat) == state.view(seat)
        assert world.legal_actions() == state.legal_actions()


def test_the_view_shows_the_route_and_every_seats_piece():
    view = _at_move((1, 2), {"route": "eight"}).view(1)
    assert view["route"]["kinds"][0] == "start" and len(view["route"]["loops"]) == 2
    assert view["pieces"] == [{"at": 0, "facing": None}] * 2
    assert view["options"] == []                                     # seat 0's decision


def test_a_step_is_text_and_replays():
    state = _at_crossing()
    assert text(("step", 4)) == "step 4" and parse("step 4") == ("step", 4)
    assert replay(state.record()).pieces == state.pieces
    with pytest.raises(IllegalAction):
        parse("step (1,2)")


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_on_the_eight_end_and_replay_to_the_same_pieces(players):
    agent = RandomAgent(players)
    for seed in range(3):
        state = new_game("toy", {"players": players, "route": "eight"}, seed)
        moves = 0
        while state.decision is not None and moves < 2000:
            state.apply(state.chance_outcome() if state.decision.is_chance else agent.act(state))
            moves += 1
        assert state.decision is None and state.end_reason == "hands_empty"
        again = replay(state.record())
        assert again.pieces == state.pieces and again.scores == state.scores
        assert any(came_from is not None for _, came_from in state.pieces)
