"""Card gestures on the table choose the engine's legal actions: drags onto
the play area, the quarters, a maid in them and the discard pile; Enter on a
card; and a refused drop says the engine's reason and chooses nothing."""
from desktop.games.tanto_cuore.strings import refusal_text
from engine.core.actions import Place
from tests.desktop.games.tanto_cuore.bench import bench, drop, hand, press_enter, row_of, town

TOWN = {"town": "preset:first_game"}


def serving(**seats):
    return {"options": TOWN, "seed": 2, "phase": "serving", "seats": seats}


def employing(love=9, employs=2, **seats):
    return {"options": TOWN, "seed": 2, "phase": "employ", "love": love, "employs": employs, "seats": seats}


def test_a_maid_dragged_onto_the_play_area_serves(qtbot):
    b = bench(qtbot, serving(**{"0": {"hand": ["kagari", "love_1", "love_1", "love_1", "love_1"]}}))
    assert drop(b.table.play_view, hand("kagari"))
    assert b.chosen == [("serve", "kagari")]


def test_a_maid_dragged_onto_your_quarters_is_chambered(qtbot):
    b = bench(qtbot, serving(**{"0": {"hand": ["azure", "love_1", "love_1", "love_1", "love_1"]}}))
    assert drop(b.strip(0).cards, hand("azure"))
    assert b.chosen == [("chamber", "azure")]


def test_a_town_card_dragged_onto_your_discard_pile_is_employed(qtbot):
    b = bench(qtbot, employing())
    assert drop(b.table.discard_zone, town("moine"))
    assert b.chosen == [("employ", "moine")]


def test_a_face_up_private_maid_dragged_to_your_quarters_is_employed(qtbot):
    b = bench(qtbot, dict(employing(), private_open=["rosa", "tanya"]))
    assert drop(b.strip(0).cards, {"source": "private_open", "card": "tanya", "slot": "1"})
    assert b.chosen == [("employ", "tanya")]


def test_a_bad_habit_goes_onto_the_quarters_it_is_dropped_on(qtbot):
    b = bench(qtbot, employing(**{"1": {"chambermaids": ["azure"]}}))
    assert drop(b.strip(1).cards, town("bad_habit"))
    assert b.chosen == [("employ", "bad_habit", 1)]


def test_an_illness_goes_onto_the_maid_it_is_dropped_on(qtbot):
    b = bench(qtbot, employing(**{"1": {"chambermaids": ["azure", "viola"], "private": ["rosa"]}}))
    cards = b.strip(1).cards
    viola = row_of(cards, "viola")
    assert drop(cards, town("illness"), viola)
    slot = cards.model().items()[viola].place[2]
    assert b.chosen == [("employ", "illness", 1, "chambermaids", slot)]
    assert drop(cards, town("illness"), row_of(cards, "rosa"))
    assert b.chosen[-1] == ("employ", "illness", 1, "private", 0)


def test_dragging_an_illness_lights_up_the_maids_it_may_lie_on(qtbot):
    b = bench(qtbot, employing(**{"1": {"chambermaids": ["azure", {"card": "viola", "illnesses": 1}]}}))
    legal = {info.target for _, info in b.table._choices if info.card == "illness"}
    b.table.maids_view.drag_started.emit(town("illness"))
    model = b.strip(1).model
    lit = {model.items()[r].card for r in range(model.rowCount()) if model.data(model.index(r), 0x0100 + 21)}
    expected = {model.items()[r].card for r in range(model.rowCount())
                if Place(model.items()[r].place[1], 1, model.items()[r].place[2]) in legal}
    assert lit == expected and "azure" in lit
    assert not b.table.discard_zone.property("dropTarget")
    b.table.maids_view.drag_finished.emit()
    assert not any(model.data(model.index(r), 0x0100 + 21) for r in range(model.rowCount()))


def test_dragging_a_town_maid_lights_up_the_discard_pile_only(qtbot):
    b = bench(qtbot, employing())
    b.table.maids_view.drag_started.emit(town("moine"))
    assert b.table.discard_zone.property("dropTarget") is True
    assert not b.table.play_view.property("dropTarget")
    assert not b.strip(0).cards.property("dropTarget")


def test_enter_on_a_hand_card_serves_her(qtbot):
    b = bench(qtbot, serving(**{"0": {"hand": ["kagari", "love_1", "love_1", "love_1", "love_1"]}}))
    press_enter(b.table.hand_view, row_of(b.table.hand_view, "kagari"))
    assert b.chosen == [("serve", "kagari")]


def test_enter_on_a_bad_habit_then_on_a_players_quarters_sends_it_there(qtbot):
    b = bench(qtbot, dict(employing(**{"1": {"chambermaids": ["azure"]}, "2": {"chambermaids": ["rouge"]}}),
                          options=dict(TOWN, players=3)))
    press_enter(b.table.town_view, row_of(b.table.town_view, "bad_habit"))
    assert b.chosen == [] and "Esc" in b.notice()
    press_enter(b.strip(2).cards, 0)
    assert b.chosen == [("employ", "bad_habit", 2)]


def test_escape_forgets_the_card_chosen_by_keyboard(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    b = bench(qtbot, employing(**{"1": {"chambermaids": ["azure", "viola"]}}))
    press_enter(b.table.town_view, row_of(b.table.town_view, "illness"))
    assert b.table._armed is not None
    QTest.keyClick(b.table.town_view, Qt.Key.Key_Escape)
    assert b.table._armed is None
    press_enter(b.strip(1).cards, 0)        # now the maid's own actions: none
    assert b.chosen == []


def test_a_refused_drop_says_the_engines_reason_and_chooses_nothing(qtbot):
    b = bench(qtbot, serving(**{"0": {"hand": ["kagari", "love_1", "love_1", "love_1", "love_1"]}}))
    assert drop(b.table.discard_zone, town("moine"))
    expected = refusal_text(b.state.refusal("employ", "moine", Place("town"), Place("discard", 0)))
    assert b.chosen == [] and b.notice() == expected and expected


def test_a_bad_habit_on_your_own_quarters_is_refused_with_the_reason(qtbot):
    b = bench(qtbot, employing(**{"0": {"chambermaids": ["azure"]}, "1": {"chambermaids": ["viola"]}}))
    assert drop(b.strip(0).cards, town("bad_habit"))
    expected = refusal_text(b.state.refusal("employ", "bad_habit", Place("town"), Place("bad_habits", 0)))
    assert b.chosen == [] and b.notice() == expected


def test_too_dear_names_the_cost_and_the_love(qtbot):
    b = bench(qtbot, employing(love=0, **{"0": {"hand": ["love_1", "love_1", "colette", "colette", "colette"]}}))
    assert drop(b.table.discard_zone, town("marianne"))
    assert b.chosen == [] and "9" in b.notice() and b.notice() == refusal_text(
        b.state.refusal("employ", "marianne", Place("town"), Place("discard", 0)))


def test_a_three_love_dropped_on_your_ill_maid_cures_her(qtbot):
    b = bench(qtbot, {"options": TOWN, "seed": 2, "phase": "start",
                      "seats": {"0": {"hand": ["love_3", "love_1", "love_1", "love_1", "love_1"],
                                      "chambermaids": [{"card": "azure", "illnesses": 1}]}}})
    cards = b.strip(0).cards
    assert drop(cards, hand("love_3"), row_of(cards, "azure"))
    assert b.chosen == [("cure", "chambermaids", 0)]


# A Bad Habit in someone's quarters is a card there that is no maid (no drop
# place of its own): lighting up the maids must pass over it.
HABIT = {"1": {"chambermaids": ["azure", "viola"], "bad_habits": 1}}


def test_a_drag_lights_up_the_maids_while_a_player_holds_a_bad_habit(qtbot):
    b = bench(qtbot, employing(**HABIT))
    b.table.maids_view.drag_started.emit(town("illness"))
    model = b.strip(1).model
    lit = {model.items()[r].card for r in range(model.rowCount()) if model.data(model.index(r), 0x0100 + 21)}
    assert lit == {"azure", "viola"}


def test_enter_on_the_towns_illness_while_a_player_holds_a_bad_habit_waits_for_a_maid(qtbot):
    b = bench(qtbot, employing(**HABIT))
    press_enter(b.table.town_view, row_of(b.table.town_view, "illness"))
    assert b.table._armed is not None and "Esc" in b.notice()
    cards = b.strip(1).cards
    press_enter(cards, row_of(cards, "viola"))
    slot = cards.model().items()[row_of(cards, "viola")].place[2]
    assert b.chosen == [("employ", "illness", 1, "chambermaids", slot)]


def test_a_drop_on_a_players_bad_habit_lands_in_the_quarters(qtbot):
    b = bench(qtbot, employing(**HABIT))
    cards = b.strip(1).cards
    assert drop(cards, town("bad_habit"), row_of(cards, "bad_habit"))
    assert b.chosen == [("employ", "bad_habit", 1)]
