"""Driving a guided first game through the real window, for every game's
lesson test: waiting for the learner's turn, and trying every move a step
does not let through."""
from PySide6.QtCore import QCoreApplication

from desktop.base import i18n
from tests.desktop.actions import option


def wait_for_viewer(qtbot, window):
    """Until the learner (seat 0) decides, or the game is over."""
    qtbot.waitUntil(lambda: window.session.human_to_move() == 0 or window.session.decision is None,
                    timeout=20_000)


def refuse_every_other_move(window, session) -> int:
    """Each legal move the step does not let through is refused with the step's
    reason and leaves the game and the step as they were; returns how many."""
    step = session.guide.step
    refused = 0
    for action in session.state.legal_actions():
        if step.admits(session.state.describe(action)):
            continue
        view, actions = session.view(0), list(session.record.actions)
        window.table.prompt.show_notice("")
        window.table.prompt.chosen.emit(action)        # as a click on its button: any confirmation first
        assert session.record.actions == actions and session.view(0) == view
        assert session.guide.step is step
        assert window.table.prompt.notice.text() == step.refusal
        assert window.guide_panel.refusal.text() == step.refusal
        refused += 1
    return refused


def drive_lesson(qtbot, window, script) -> int:
    """Play ``script`` ((step key, [move texts]) in order) through the table's
    ``chosen``: at each step the panel shows it, it lights up the script's
    first move and refuses every move it does not let through; each move is
    applied. Returns how many moves were refused."""
    session, panel = window.session, window.guide_panel
    guide, refused = session.guide, 0
    for number, (key, moves) in enumerate(script, 1):
        wait_for_viewer(qtbot, window)
        assert guide.step.key == key
        assert panel.counter.text() == f"Step {number} of {len(script)}"
        assert panel.title.text() == guide.step.title
        assert guide.highlighted(session.state) == option(session, moves[0])
        refused += refuse_every_other_move(window, session)
        for text in moves:
            before = len(session.record.actions)
            window.table.chosen.emit(option(session, text))
            assert len(session.record.actions) == before + 1, f"{text} was not applied at step {key}"
    return refused


def untranslated(qapp, guided, code: str) -> list:
    """The texts of ``guided``'s lesson that language ``code`` leaves in English."""
    try:
        assert i18n.install_language(qapp, code)
        return [text for text, _ in guided.lesson.strings()
                if QCoreApplication.translate(guided.lesson.game_id, text) in ("", text)]
    finally:
        i18n.install_language(qapp, "en")


def play_script(qtbot, window, script) -> None:
    """Make the moves of ``script`` ((step key, [move texts]) in order) through
    the table's ``chosen``, unchecked, then wait for the learner: the way to a
    later step."""
    for _, moves in script:
        wait_for_viewer(qtbot, window)
        for text in moves:
            window.table.chosen.emit(option(window.session, text))
    wait_for_viewer(qtbot, window)
