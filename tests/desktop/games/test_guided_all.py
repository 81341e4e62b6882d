"""Every game's guided first game (its desktop package's ``GUIDED``), played to
its end through the real window and table by following its own lights: every
step of the lesson reached in order, shown by the panel, every move the step
does not let through refused with its reason and changing nothing, the move it
lights up made at one click of the prompt's path (as its button would, with
"ask before ending a phase" on), the AI opponent playing its turns
for real; the end says well done and leaves no save. Every text of the lesson
is in the four languages.

The games come from the registry (``desktop.shell.games.playable_specs``): the
next game with a lesson is checked here without anyone writing a test. What a
game's lesson teaches (its moves, its positions, the numbers its texts promise)
stays in ``tests/desktop/games/<id>/test_guided.py``."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from desktop.shell.games import game_desktop, playable_specs
from desktop.shell.saves import autosave_path
from tests.desktop.lessons import refuse_every_other_move, untranslated, wait_for_viewer

GAMES = [spec.id for spec in playable_specs() if getattr(game_desktop(spec.id), "GUIDED", None)]
# More learner's moves than any lesson needs: a lesson that goes on past this never ends.
MAX_MOVES = 200


def test_the_registry_has_games_with_a_lesson():
    assert GAMES, "no registered game has a guided first game"


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_is_played_to_its_end_by_following_its_lights(window, qtbot, quick, game):
    """With "ask before ending a phase" on (the default): in a lesson the move
    a step asks for goes through at the first click, and a wrong one gets the
    step's refusal, never "click again to end it" first."""
    assert window.settings.confirm_end_phase
    window.start_page.learn_requested.emit(game)
    session, panel = window.session, window.guide_panel
    guide = session.guide
    steps = [step.key for step in game_desktop(game).GUIDED.lesson.steps()]
    assert window.pages.currentWidget() is window.table and panel.isVisible()
    reached, refused = [], 0
    shown = set()            # (counter, title) of the panel after each move, the AI's too
    session.changed.connect(lambda: shown.add((panel.counter.text(), panel.title.text())))
    for _ in range(MAX_MOVES):
        wait_for_viewer(qtbot, window)
        if guide.finished:
            break
        assert guide.is_current(session.state), f"the learner decides what no step speaks to, after {reached}"
        if not reached or guide.step.key != reached[-1]:
            reached.append(guide.step.key)
        assert panel.counter.text() == f"Step {len(reached)} of {len(steps)}"
        assert panel.title.text() == guide.step.title
        refused += refuse_every_other_move(window, session)
        lit = guide.highlighted(session.state)
        assert lit is not None, f"step {guide.step.key} lights up nothing"
        before = len(session.record.actions)
        window.table.prompt.chosen.emit(lit)       # one click, as on its button
        assert len(session.record.actions) == before + 1, f"{lit} was not applied at step {guide.step.key}"
    assert guide.finished, f"the lesson did not end in {MAX_MOVES} moves ({reached})"
    assert reached == steps
    assert refused > 0                       # the steps really shut out some of the table's options
    assert panel.title.text() == "Well done!"
    assert panel.buttons["new_game"].isVisible() and panel.buttons["rules"].isVisible()
    # The end's words and buttons fit in the panel at the size the app opens with, no scroll bar.
    qtbot.waitUntil(lambda: not panel.scroll.verticalScrollBar().isVisible(), timeout=1000)   # once laid out
    for key in ("new_game", "rules"):
        button = panel.buttons[key]
        assert panel.contentsRect().contains(QRect(button.mapTo(panel, QPoint(0, 0)), button.size()))
    # A step's number names one step: the opponent's turn after it is not "Step n" again.
    numbered = [(counter, title) for counter, title in shown if counter.startswith("Step ")]
    assert len({counter for counter, _ in numbered}) == len(numbered), sorted(numbered)
    qtbot.waitUntil(lambda: session.decision is None, timeout=20_000)     # the lesson plays the game out
    assert session.state.is_over and session.state.winners == (0,)        # and the learner wins it
    assert window.pages.currentWidget() is window.table        # the panel's well done stays in view
    assert not autosave_path().exists()                        # a lesson writes no save


@pytest.mark.parametrize("code", ["ja", "zh_Hans", "zh_Hant"])
@pytest.mark.parametrize("game", GAMES)
def test_every_text_of_the_lesson_is_translated(qapp, game, code):
    assert not untranslated(qapp, game_desktop(game).GUIDED, code)


@pytest.mark.parametrize("game", GAMES)
def test_the_card_zoom_stays_above_the_lessons_panel(window, qtbot, quick, game):
    """The panel raises itself each time it is placed; a card the player points
    at stays on top of it (review S9)."""
    from tests.desktop.games.heart_of_crown.test_zoom import hover
    window.start_page.learn_requested.emit(game)
    wait_for_viewer(qtbot, window)
    table, panel = window.table, window.guide_panel
    popup = table.zoom.popup
    hover(next(view for view in table.card_views() if view.isVisible() and view.model().rowCount()), 0)
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    panel.refresh()                 # as after a move or a resize
    stack = [child for child in table.children() if child in (popup, panel)]
    assert stack == [panel, popup]          # children are stacked in this order, the last on top


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_complete_panel_fits_the_smallest_window(window, qtbot, quick, game):
    """At 1024×600 the end's counter wraps rather than squeeze "Leave the lesson"
    beside it, and its buttons show whole (review S9)."""
    window.resize(1024, 600)
    window.start_page.learn_requested.emit(game)
    panel, guide = window.guide_panel, window.session.guide
    guide.stage = len(guide.lesson.stages)          # the lesson's last step made
    panel.refresh()
    assert panel.counter.text() == "Lesson complete"
    qtbot.wait(50)              # laid out
    for button in panel.buttons.values():
        assert button.width() >= button.sizeHint().width(), button.text()
        assert panel.contentsRect().contains(QRect(button.mapTo(panel, QPoint(0, 0)), button.size()))
