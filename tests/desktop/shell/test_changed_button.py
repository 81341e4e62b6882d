"""A button that takes the place of another answer's button (End main phase →
End turn) shows that it changed and takes no click for a moment: a habitual
second click does not end the turn (issue 15, bug 3)."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.widgets import prompt_panel
from desktop.widgets.prompt_panel import PromptPanel
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from tests.desktop.actions import option, options


def panel(qtbot):
    widget = PromptPanel()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_a_button_in_the_place_of_another_answer_ignores_clicks_for_a_moment(qtbot):
    widget = panel(qtbot)
    widget.show_decision("Main phase", [(1, "End main phase", "end_main")])
    assert not widget.button(1).property("changed")
    widget.show_decision("Second phase", [(2, "End turn", "end_second")])
    fresh = widget.button(2)
    assert fresh.property("changed") and fresh.text() == "End turn" and "End turn" in fresh.toolTip()
    with qtbot.assertNotEmitted(widget.chosen):
        QTest.mouseClick(fresh, Qt.MouseButton.LeftButton)
        QTest.keyClick(fresh, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not fresh.property("changed"), timeout=prompt_panel.CHANGE_GUARD_MS * 3)
    with qtbot.waitSignal(widget.chosen) as chosen:
        QTest.mouseClick(fresh, Qt.MouseButton.LeftButton)
    assert chosen.args == [2]


def test_the_same_answer_in_the_same_place_takes_clicks_at_once(qtbot):
    widget = panel(qtbot)
    widget.show_decision("Main phase", [(1, "End main phase", "end_main")])
    widget.show_decision("Main phase", [(1, "End main phase", "end_main")])     # a card was played
    assert not widget.button(1).property("changed")
    with qtbot.waitSignal(widget.chosen):
        QTest.mouseClick(widget.button(1), Qt.MouseButton.LeftButton)


def test_a_new_answer_pushing_the_old_one_along_is_marked_where_it_stands(qtbot):
    widget = panel(qtbot)
    widget.show_decision("Main phase", [(1, "End main phase", "end_main")])
    widget.show_decision("Main phase", [(3, "Declare a coronation", "crown"), (1, "End main phase", "end_main")])
    # Where End main phase stood is now the coronation: marked. Nothing stood where End main phase is now.
    assert widget.button(3).property("changed") and not widget.button(1).property("changed")


def test_a_click_right_after_the_main_phase_ends_by_itself_does_not_end_the_turn(qtbot, window):
    """The last card played ends the main phase: End turn stands where End
    main phase stood, under the mouse, and the click meant for the old button goes nowhere."""
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 3,
                              [Seat("Ann"), Seat("Bot", "easy")], **window._session_args())
    assert window.start_session(session)
    table = window.table
    table.confirm_end_phase = False
    place = None
    while session.state.decision.kind == "main":
        button = table.prompt.button(option(session, "end_main"))
        assert not button.property("changed")
        place = button.geometry().center()
        session.act(options(session, "play")[0])
    played = list(session.record.actions)
    end_turn = table.prompt.button(option(session, "end_second"))
    assert end_turn.geometry().contains(place)                 # the new answer is under the mouse …
    assert end_turn.property("changed")
    QTest.mouseClick(end_turn, Qt.MouseButton.LeftButton)      # … and the habitual click goes nowhere
    assert session.record.actions == played
    qtbot.waitUntil(lambda: not end_turn.property("changed"), timeout=prompt_panel.CHANGE_GUARD_MS * 3)
    QTest.mouseClick(end_turn, Qt.MouseButton.LeftButton)
    assert session.record.actions[:len(played) + 1] == [*played, "end_second"]
