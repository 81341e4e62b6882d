"""§5 square effects and §7 relocation triggers."""
from tests.engine.gensokyo.core_scenario import PASS, pos, roll, sq


def _at(state, seat=0):
    return state.board.square_id(state.position[seat])


def test_event_draws_then_offers_a_relocation_on_any_own_land():
    state = pos(pieces=[{"at": "A03"}, {}], hands=[["CH03"], []], deck=["CH11"],
                lands={"A06": {"owner": 0, "character": "CH02"}, "A15": {"owner": 0, "character": "CH09"}}, at="move")
    roll(state, 1, 1)
    assert sorted(state.cards.hands[0]) == ["CH03", "CH11"]
    assert state.decision.kind == "relocate"
    lands = {o[1] for o in state.decision.options if o != PASS}
    assert lands == {sq(state, "A06"), sq(state, "A15")}


def test_an_event_draw_from_the_empty_deck_ends_the_game_without_relocation():
    state = pos(deck=[], pieces=[{"at": "A03"}, {}], hands=[["CH03"], []],
                lands={"A06": {"owner": 0, "character": "CH02"}}, at="move")
    roll(state, 1, 1)
    assert state.ended and state.end_reason == "deck_empty" and state.character[sq(state, "A06")] == "CH02"


def test_the_gap_takes_you_to_the_other_gap_and_nothing_happens_there():
    state = pos(pieces=[{"at": "A07"}, {}], hands=[["CH09"], []], at="move")
    roll(state, 1, 1)
    assert state.decision.kind == "travel"
    state.apply(("travel",))
    assert _at(state) == "B05" and state.active == 1 and state.laps[0] == 0


def test_on_the_46_square_loop_the_gap_goes_to_the_next_one_and_passing_start_pays():
    state = pos(players=4, pieces=[{"at": "C07"}, {}, {}, {}], hands=[[]] * 4, at="move")
    roll(state, 1, 1)
    state.apply(("travel",))
    assert _at(state) == "A09" and state.money[0] == 100 and state.laps[0] == 1


def test_a_cross_map_gap_trip_turns_onto_the_other_loop_at_start():
    state = pos(map="cross", pieces=[{"at": "A07", "facing": "A06"}, {}], hands=[[], []], at="move")
    roll(state, 1, 2)                               # A08, CHECK-N, A09
    state.apply(("travel",))
    options = {state.board.square_id(o[1]) for o in state.decision.options}
    assert state.decision.kind == "step" and options == {"B01", "B15"}
    state.apply(("step", sq(state, "B15")))
    assert _at(state) == "B05"
    assert state.checks[0] == 0b11                  # CHECK-N on foot, CHECK-S on the trip


def test_an_unowned_land_may_be_claimed_at_full_cost_level_1():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH03"], []], at="move")
    roll(state, 1, 1)
    assert state.decision.kind == "claim" and state.decision.options == (("claim", "CH03"), PASS)
    state.apply(("claim", "CH03"))
    gate = sq(state, "A06")
    assert (state.owner[gate], state.level[gate], state.character[gate], state.money[0]) == (0, 1, "CH03", 35)


def test_a_hand_cost_is_other_cards_of_your_choice():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH02", "CH09", "SP07"], []], at="move")
    roll(state, 1, 1)
    state.apply(("claim", "CH02"))
    assert state.decision.kind == "discard"
    assert set(state.decision.options) == {("discard", "CH09"), ("discard", "SP07")}
    state.apply(("discard", "SP07"))
    assert state.cards.hands[0] == ["CH09"] and state.money[0] == 24 and "SP07" in state.cards.graveyard


def test_a_condition_counts_only_lands_already_yours():
    no = pos(pieces=[{"at": "A04"}, {}], hands=[["CH01"], []], at="move")
    roll(no, 1, 1)
    assert no.decision.kind != "claim"
    yes = pos(pieces=[{"at": "A04"}, {}], hands=[["CH01"], []], at="move",
              lands={"B02": {"owner": 0, "character": "CH09"}})
    roll(yes, 1, 1)
    assert yes.decision.options[0] == ("claim", "CH01")


def test_faq_relocation_example_meiling_replaces_flandre_on_the_gate():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH03"], []], at="move",
                lands={"A06": {"owner": 0, "level": 2, "character": "CH02"}})
    roll(state, 1, 1)
    gate = sq(state, "A06")
    assert state.decision.options == (("relocate", gate, "CH03"), PASS)
    state.apply(("relocate", gate, "CH03"))
    assert state.character[gate] == "CH03" and state.level[gate] == 2 and state.owner[gate] == 0
    assert state.cards.hands[0] == ["CH02"] and state.money[0] == 35


def test_stopping_on_your_land_relocates_on_that_land_only():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH03"], []], at="move",
                lands={"A06": {"owner": 0, "character": "CH02"}, "A07": {"owner": 0, "character": "CH09"}})
    roll(state, 1, 1)
    assert {o[1] for o in state.decision.options if o != PASS} == {sq(state, "A06")}


def test_the_returned_character_cannot_pay_the_relocation_hand_cost():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH02", "CH10"], []], at="move",
                lands={"A06": {"owner": 0, "character": "CH09"}})
    roll(state, 1, 1)
    state.apply(("relocate", sq(state, "A06"), "CH02"))
    assert state.decision.options == (("discard", "CH10"),)
    alone = pos(pieces=[{"at": "A04"}, {}], hands=[["CH02"], []], at="move",
                lands={"A06": {"owner": 0, "character": "CH09"}})
    roll(alone, 1, 1)
    assert alone.decision is None or alone.decision.kind != "relocate"


def test_another_players_land_must_be_paid_or_invaded():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH03"], []], at="move",
                lands={"A06": {"owner": 1, "character": "CH09"}})
    roll(state, 1, 1)
    assert state.decision.kind == "toll_or_invade" and set(state.decision.options) == {("toll",), ("invade",)}
    broke = pos(pieces=[{"at": "A04"}, {}], hands=[["CH01"], []], at="move",
                lands={"A06": {"owner": 1, "character": "CH09"}})
    roll(broke, 1, 1)                               # no main it could commit: the toll is paid at once
    assert broke.money == [34, 46]
