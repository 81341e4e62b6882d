"""§4: movement square by square, laps, facing, checks, backward moves, the failed lap draw."""
from tests.engine.gensokyo.core_scenario import pos, roll, sq

SP12_NOW = [{"card": "SP12", "player": 0, "expires": 1}]


def _at(state, seat=0):
    return state.board.square_id(state.position[seat])


def test_entering_start_forward_on_a_new_best_lap_gives_40_then_a_card():
    state = pos(pieces=[{"at": "B14"}, {}], hands=[[], []], at="move")
    roll(state, 1, 2)
    assert _at(state) == "A02" and (state.laps[0], state.best[0]) == (1, 1)
    assert state.money[0] == 80 and len(state.cards.hands[0]) == 1


def test_no_bonus_until_the_lap_count_passes_the_best_again():
    state = pos(pieces=[{"at": "B14", "laps": 0, "best": 1}, {}], hands=[[], []], at="move")
    roll(state, 1, 2)
    assert state.laps[0] == 1 and state.money[0] == 40 and state.cards.hands[0] == []


def test_the_three_board_loop_pays_60():
    state = pos(players=4, pieces=[{"at": "C15"}, {}, {}, {}], hands=[[]] * 4, at="move")
    roll(state, 1, 1)
    assert state.money[0] == 100


def test_sp12_moves_backward_and_entering_start_backward_takes_a_lap_off():
    state = pos(pieces=[{"at": "A02"}, {}], hands=[[], []], player_spells=SP12_NOW, at="move")
    roll(state, 1, 1)
    assert _at(state) == "B15" and state.laps[0] == -1 and state.money[0] == 40


def test_a_failed_lap_bonus_draw_ends_the_game_at_that_instant():
    state = pos(deck=[], pieces=[{"at": "B14"}, {}], hands=[["CH09"], []], at="move")
    roll(state, 1, 2)
    assert state.ended and state.end_reason == "deck_empty"
    assert _at(state) == "A01" and state.money[0] == 80          # the money stands, no further step
    assert state.owner[sq(state, "A02")] == -1


def test_cross_map_first_move_chooses_any_of_starts_four_neighbours():
    state = pos(map="cross", hands=[[], []], at="move")
    roll(state, 1, 1)
    options = {state.board.square_id(o[1]) for o in state.decision.options}
    assert state.decision.kind == "step" and options == {"A02", "A16", "B01", "B15"}
    state.apply(("step", sq(state, "B15")))
    assert _at(state) == "B14" and state.board.square_id(state.facing[0]) == "B15"


def test_cross_map_passing_start_offers_every_neighbour_but_the_one_it_came_from():
    state = pos(map="cross", pieces=[{"at": "A16", "facing": "A15"}, {}], hands=[[], []], at="move")
    roll(state, 1, 1)
    options = {state.board.square_id(o[1]) for o in state.decision.options}
    assert options == {"A02", "B01", "B15"}


def test_cross_map_bonus_needs_both_check_squares_and_resets_them():
    both = pos(map="cross", pieces=[{"at": "A16", "facing": "A15", "checks": ["CHECK-N", "CHECK-S"]}, {}],
               hands=[[], []], at="move")
    roll(both, 1, 1)
    assert both.money[0] == 80 and both.checks[0] == 0
    one = pos(map="cross", pieces=[{"at": "A16", "facing": "A15", "checks": ["CHECK-N"]}, {}],
              hands=[[], []], at="move")
    roll(one, 1, 1)
    assert one.money[0] == 40


def test_passing_a_check_square_marks_it():
    state = pos(map="cross", pieces=[{"at": "A08", "facing": "A07"}, {}], hands=[[], []], at="move")
    roll(state, 1, 2)
    assert _at(state) == "A10" and state.checks[0] == 1


def test_sp12_on_the_cross_map_turns_the_piece_round():
    state = pos(map="cross", pieces=[{"at": "A05", "facing": "A04"}, {}], hands=[[], []],
                player_spells=SP12_NOW, at="move")
    roll(state, 1, 1)
    assert _at(state) == "A03"


def test_sp12_on_start_goes_back_where_it_came_from_ruling_3():
    state = pos(map="cross", pieces=[{"at": "A01", "facing": "B15"}, {}], hands=[[], []],
                player_spells=SP12_NOW, at="move")
    roll(state, 1, 1)
    assert _at(state) == "B14"


def test_sp12_without_a_facing_changes_nothing_ruling_4():
    state = pos(map="cross", hands=[[], []], player_spells=SP12_NOW, at="move")
    roll(state, 1, 1)
    assert len(state.decision.options) == 4


def test_sp10_rolls_three_dice_and_keeps_two():
    state = pos(pieces=[{"at": "A01"}, {}], hands=[[], []], at="move",
                player_spells=[{"card": "SP10", "player": 0, "expires": 1}])
    roll(state, 1, 6, 2)
    assert state.decision.kind == "keep"
    state.apply(("keep", (1, 2)))
    assert _at(state) == "A09"


def test_sp11_moves_the_chosen_number():
    state = pos(pieces=[{"at": "A01"}, {}], hands=[[], []], at="move",
                player_spells=[{"card": "SP11", "player": 0, "expires": 1}])
    assert [o[1] for o in state.decision.options] == list(range(2, 13))
    state.apply(("move", 12))
    assert _at(state) == "A13"
