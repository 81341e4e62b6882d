"""The guided game's mechanism, through the real window: a move the step does
not teach is refused with the step's reason and changes nothing; the lesson
can be left and started over at any time; it never touches the player's
autosave; the start page offers "Learn to play" and "Rules" for each game; and
every text of a lesson exists in the four languages."""
import pytest
from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication

from desktop.games.heart_of_crown import GUIDED
from desktop.base import i18n
from desktop.shell.games import game_desktop, playable_specs
from desktop.shell.guided import session as guided_session
from desktop.shell.guided.lesson import Match, Step
from desktop.shell.guided.session import GuidedSession
from desktop.shell.saves import autosave_path
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.widgets.roles import CARD_ROLE, HINT_ROLE
from engine.core.actions import OptionInfo, Place
from tests.desktop.actions import option


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(guided_session, "LESSON_PACE_MS", 0)


@pytest.fixture
def lesson(window):
    window.table.confirm_end_phase = False
    window.start_lesson("heart_of_crown")
    return window.session


def choose(window, text):
    window.table.chosen.emit(option(window.session, text))


def test_a_move_the_step_does_not_teach_is_refused_with_its_reason_and_changes_nothing(window, lesson):
    step = lesson.guide.step
    assert step.key == "play_card"
    view, actions = lesson.view(0), list(lesson.record.actions)
    choose(window, "end_main")             # a legal move, but not the one this step teaches
    assert lesson.record.actions == actions and lesson.view(0) == view
    assert lesson.guide.step is step
    assert window.table.prompt.notice.text() == step.refusal
    assert window.guide_panel.refusal.text() == step.refusal and window.guide_panel.refusal.isVisible()
    choose(window, "play farming_village")  # the taught move goes through, and the step moves on
    assert lesson.guide.step.key == "links"
    assert window.guide_panel.refusal.isHidden()


def test_the_step_lights_up_what_it_asks_for(window, lesson):
    wanted = option(lesson, "play farming_village")
    assert lesson.guide.highlighted(lesson.state) == wanted
    model = window.table.hand_model
    lit = [model.data(model.index(row), HINT_ROLE) for row in range(model.rowCount())]
    cards = [model.data(model.index(row), CARD_ROLE) for row in range(model.rowCount())]
    assert [card for card, on in zip(cards, lit) if on] == ["farming_village"]


def test_leave_at_any_time_then_start_over(window, qtbot, lesson):
    choose(window, "play farming_village")
    window.guide_panel.buttons["leave"].click()
    assert window.session is None and window.guide_panel is None
    assert window.pages.currentWidget() is window.start_page
    window.start_page.game_rows["heart_of_crown"][1].click()      # Learn to play, again
    again = window.session
    assert isinstance(again, GuidedSession) and again is not lesson
    assert again.guide.step.key == "play_card" and again.record.actions == []
    choose(window, "play farming_village")
    window.guide_panel.buttons["restart"].click()
    assert window.session is not again and window.session.guide.step.key == "play_card"
    assert window.session.record.actions == []


def test_a_lesson_leaves_the_players_autosave_as_it_was(window, qtbot):
    game = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 7,
                           [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(game)
    window.table.chosen.emit(option(game, "play farming_village"))
    saved = autosave_path().read_bytes()
    window.show_start()
    window.start_lesson("heart_of_crown")          # no "abandon the game in progress?" question
    assert isinstance(window.session, GuidedSession) and window.session.save_path is None
    window.table.confirm_end_phase = False
    for text in ("play farming_village", "play farming_village"):
        choose(window, text)
    window.guide_panel.buttons["leave"].click()
    assert autosave_path().read_bytes() == saved
    assert window.start_page.buttons["continue"].isEnabled()


def test_a_lesson_has_no_undo_and_is_not_saved(window, lesson):
    choose(window, "play farming_village")
    assert not lesson.can_undo() and not window.table.undo_button.isEnabled()
    window.table.save_requested.emit()
    assert window.table.prompt.notice.text() == "A lesson is not saved: Start over takes it from the beginning."


def test_a_skip_ahead_starts_the_log_afresh(window, qtbot, lesson):
    for text in ("play farming_village",) * 4 + ("buy purveyor", "end_second"):
        choose(window, text)
    qtbot.waitUntil(lambda: lesson.human_to_move() == 0, timeout=20_000)
    lines = window.table.log_model.lines()
    assert lesson.guide.stage == 1
    assert not any("Purveyor" in line for line in lines), lines     # the first stage's moves are gone


def test_the_start_page_offers_learn_to_play_and_rules_for_each_game(window, qtbot):
    for spec in playable_specs():
        _, learn, rules = window.start_page.game_rows[spec.id]
        assert (learn is not None) == (getattr(game_desktop(spec.id), "GUIDED", None) is not None)
        with qtbot.waitSignal(window.start_page.rules_requested) as asked:
            rules.click()
        assert asked.args == [spec.id]
    assert window.start_page.game_rows["heart_of_crown"][1].text() == "Learn to play"


def lesson_texts():
    return [text for text, _ in GUIDED.lesson.strings()]


@pytest.mark.parametrize("code", ["ja", "zh_Hans", "zh_Hant"])
def test_every_text_of_the_lesson_is_translated(qapp, code):
    try:
        assert i18n.install_language(qapp, code)
        missing = [text for text in lesson_texts()
                   if QCoreApplication.translate("heart_of_crown", text) in ("", text)]
        shell = {"GuidePanel": ["Start over", "Leave the lesson", "Step {n} of {total}", "{n} of {total} steps done",
                                "Lesson complete",
                                "Play a real game", "Rules"],
                 "StartGames": ["Learn to play", "Rules"]}
        missing += [text for context, texts in shell.items() for text in texts
                    if QCoreApplication.translate(context, text) == text]
    finally:
        i18n.install_language(qapp, "en")
    assert not missing


def test_the_panel_speaks_the_players_language(window, qapp, lesson):
    try:
        i18n.install_language(qapp, "ja")
        QCoreApplication.processEvents()
        QCoreApplication.processEvents()
        assert window.guide_panel.title.text() == "カードをプレイする"
        assert window.guide_panel.buttons["leave"].text() == "レッスンをやめる"
    finally:
        i18n.install_language(qapp, "en")


def test_a_match_reads_what_the_option_means():
    info = OptionInfo("buy", "purveyor", Place("market"), Place("discard", 0))
    assert Match(verb="buy").fits(info)
    assert Match(verb="buy", cards=["purveyor"], source="market", target="discard").fits(info)
    assert not Match(verb="buy", cards=["city"]).fits(info)
    assert not Match(verb="play").fits(info)
    assert not Match(target="hand").fits(info)
    assert not Match(source="market").fits(OptionInfo("end_main"))


def test_a_step_must_let_some_move_through():
    with pytest.raises(ValidationError, match="lets no move through"):
        Step(key="x", title="t", text="t", when=["main"], refusal="r")
