"""§3: the turn's steps, the hand limit, the round cap."""
from engine.games.gensokyo.turn import ROUND_CAP
from tests.engine.gensokyo.core_scenario import PASS, pos, roll


def test_an_empty_deck_at_the_draw_step_ends_the_game_before_anything_else():
    state = pos(deck=[], hands=[["CH09"], []])
    assert state.ended and state.end_reason == "deck_empty"


def test_the_turn_start_draw_may_be_declined():
    state = pos(hands=[[], []])
    assert state.decision.kind == "draw" and PASS in state.decision.options
    state.apply(PASS)
    assert state.cards.hands[0] == [] and state.decision.is_chance


def test_at_most_one_spell_is_asked_for_in_a_turn():
    state = pos(hands=[["SP07", "SP07"], []], at="spell")
    assert state.decision.kind == "spell"
    state.apply(("spell", "SP07"))
    assert state.decision.is_chance          # straight on to the move: no second spell


def test_seven_cards_at_the_end_step_are_discarded_down_to_six_and_six_are_kept():
    state = pos(hands=[["CH09"] * 7, []], at="end")
    assert state.decision.kind == "discard"
    state.apply(("discard", "CH09"))
    assert len(state.cards.hands[0]) == 6 and state.active == 1
    keep = pos(hands=[["CH09"] * 6, []], at="end")
    assert len(keep.cards.hands[0]) == 6 and keep.active == 1


def test_the_game_ends_at_the_end_of_round_60():
    state = pos(round=ROUND_CAP, active=1, at="end")
    assert state.ended and state.end_reason == "round_cap"
    earlier = pos(round=ROUND_CAP, active=0, at="end")
    assert not earlier.ended and earlier.active == 1


def test_a_new_round_begins_with_the_first_player():
    state = pos(round=3, active=1, order=[1, 0], at="end")
    assert state.active == 0 and state.round == 3
    state = pos(round=3, active=0, order=[1, 0], at="end")
    assert state.active == 1 and state.round == 4


def test_the_move_is_two_dice():
    state = pos(pieces=[{"at": "A01"}, {}], at="move")
    roll(state, 2, 1)
    assert state.board.square_id(state.position[0]) == "A04"


def test_the_hand_limit_is_checked_only_for_the_player_whose_turn_ends():
    state = pos(hands=[["CH09"] * 6, ["CH09"] * 9], at="end")
    assert state.active == 1 and len(state.cards.hands[1]) == 9
