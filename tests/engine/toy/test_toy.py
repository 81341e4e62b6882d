"""The toy game's own rules, and the core features it exists to exercise."""
import pytest

from engine.boards.hex import Hex
from engine.core.chance import settle
from engine.core.events import visible
from engine.core.protocol import CHANCE, IllegalAction
from engine.core.rng import Rng
from engine.core.secrets import Sealed
from engine.games import new_game, replay
from tests.engine.toy import SPEC

parse, text = SPEC.codec.parse, SPEC.codec.text


def _do(state, action_text):
    return state.apply(parse(action_text))


def _committed(seed=1):
    """A 2-player game after the roll and seat 0's face-down commit."""
    state = new_game("toy", {}, seed)
    settle(state)
    _do(state, text(state.legal_actions()[0]))
    return state


def test_a_scenario_forces_a_roll_by_applying_the_outcome_it_wants():
    state = new_game("toy", {}, 3)
    assert state.decision.player == CHANCE and state.decision.weights == (1, 1, 1, 1, 1, 2)
    changes = _do(state, "roll 6")
    assert state.die is None and state.decision.is_chance and changes.undo_barrier
    assert changes.events[0] == {"type": "roll", "player": CHANCE, "face": 6, "dice": [6], "visible_to": -1}
    _do(state, "roll 2")
    assert (state.dice, state.die, state.phase) == ([6, 2], 8, "commit")
    assert replay(state.record()).die == 8


def test_2d6_is_two_chance_steps_that_each_spend_one_draw():
    forced, settled = new_game("toy", {}, 4), new_game("toy", {}, 4)
    _do(forced, "roll 1")
    _do(forced, "roll 1")
    assert len(settle(settled)) == 2
    assert forced.rng.state == settled.rng.state


def test_a_commit_is_sealed_until_all_are_revealed():
    state = _committed()
    tile = state.commits[0].value
    assert state.commits[0] == Sealed(0, tile)
    assert state.view(1)["commits"][0] == {"sealed": True, "owner": 0}
    assert state.view(0)["commits"][0] == {"sealed": True, "owner": 0, "value": tile}
    changes = _do(state, text(state.legal_actions()[0]))
    reveal = next(e for e in changes.events if e["type"] == "reveal")
    assert reveal["reveals"] and reveal["tiles"][0] == tile
    assert state.view(1)["commits"][0] == tile


def test_the_private_commit_event_is_the_committers_alone():
    state = new_game("toy", {}, 1)
    settle(state)
    changes = state.apply(state.legal_actions()[0])
    private = [e for e in changes.events if e["type"] == "committed"]
    assert [visible(private[0], seat) for seat in (0, 1)] == [True, False]


def test_a_draw_shows_the_tiles_to_the_drawer_and_a_count_to_the_others():
    state = new_game("toy", {"players": 3, "hand": 5}, 0)
    for _ in range(200):
        settle(state)
        if state.decision is None:
            pytest.fail("no discard with a draw in this game")
        options = state.legal_actions()
        if state.phase == "discard" and len(options) > 1:
            events = state.apply(options[-1]).events
            break
        state.apply(options[0])
    drawer = events[0]["player"]
    tiles, count = [e for e in events if e["type"] == "draw"]
    assert tiles["visible_to"] == drawer and "count" not in tiles
    assert count["visible_to"] == tuple(s for s in range(3) if s != drawer)
    assert [visible(count, s) for s in range(3)] == [s != drawer for s in range(3)]


def test_a_marker_goes_on_a_hex_cell_named_in_the_action():
    state = new_game("toy", {}, 2)
    while state.decision is not None and state.phase != "place":
        settle(state)
        state.apply(state.legal_actions()[0])
    assert ("place", Hex(0, 0)) in state.legal_actions()
    assert text(("place", Hex(1, -1))) == "place (1,-1)"
    placer = state.decision.player
    _do(state, "place (1,-1)")
    assert state.markers == {Hex(1, -1): placer}


@pytest.mark.parametrize("bad", ["commit", "commit x", "commit 1 2", "place 3", "discard 1", "discard [(1,1)]",
                                 "roll (1,2)", "fly 1", "commit +1", "commit 01", "commit -0"])
def test_text_that_names_no_toy_action_is_refused(bad):
    with pytest.raises(IllegalAction):
        parse(bad)


def test_a_list_with_negative_numbers_round_trips():
    assert parse("discard [-3,4]") == ("discard", (-3, 4))
    assert text(("discard", ())) == "discard []"


def test_determinize_keeps_the_seats_own_hand_and_commit_and_resamples_the_rest():
    state = _committed(5)
    world = state.determinize(0, Rng(9))
    assert world.hands[0] == state.hands[0] and world.commits[0] == state.commits[0]
    assert world.view(0) == state.view(0)
    other = state.determinize(1, Rng(9))
    assert other.view(1) == state.view(1)
    assert sorted(other.deck + other.hands[0] + [other.commits[0].value]) == \
        sorted(state.deck + state.hands[0] + [state.commits[0].value])


def _at_pick(seed=0):
    """A 3-player game at a blind pick from the lowest seat's hand."""
    state = new_game("toy", {"players": 3, "hand": 5}, seed)
    while state.phase != "pick":
        state.apply(state.chance_outcome() if state.decision.is_chance else state.legal_actions()[0])
    return state


def test_a_blind_pick_is_a_chance_step_over_the_hands_positions():
    state = _at_pick()
    owner, taker = state.lowest, state.turn
    decision = state.decision
    assert decision.is_chance and decision.weights is None
    assert decision.options == tuple(("pick", i) for i in range(len(state.hands[owner])))   # positions, no tiles
    tile = state.hands[owner][1]
    changes = _do(state, "pick 1")
    assert changes.undo_barrier and state.hands[taker][-1] == tile
    seen = next(e for e in changes.events if e["type"] == "picked")
    assert seen["tile"] == tile and seen["reveals"]
    third = ({0, 1, 2} - {owner, taker}).pop()
    assert [visible(seen, s) for s in (owner, taker, third)] == [True, True, False]
    assert "tile" not in next(e for e in changes.events if e["type"] == "pick")


def test_the_loser_of_a_picked_tile_knows_where_it_is_in_every_world():
    state = _at_pick(2)
    owner, taker = state.lowest, state.turn
    tile = state.hands[owner][0]
    _do(state, "pick 0")
    assert [taker, tile] in state.view(owner)["known"]
    for seed in range(5):
        assert tile in state.determinize(owner, Rng(seed)).hands[taker]


def test_last_rounds_lowest_rolls_three_dice_and_keeps_two():
    state = new_game("toy", {}, 1)
    while state.tailwind is None:
        state.apply(state.chance_outcome() if state.decision.is_chance else state.legal_actions()[0])
    lowest = state.tailwind
    for face in (1, 6, 4):
        assert state.decision.is_chance
        _do(state, f"roll {face}")
    assert state.decision.player == lowest and state.decision.kind == "keep"
    assert state.legal_actions() == (("keep", (0, 1)), ("keep", (0, 2)), ("keep", (1, 2)))
    changes = _do(state, "keep [1,2]")
    assert (state.dice, state.die, state.phase) == ([6, 4], 10, "commit")
    assert changes.events[0] == {"type": "keep", "player": lowest, "dice": [6, 4], "visible_to": -1}
