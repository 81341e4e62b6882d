"""The session: autosave, continue, corrupt saves, undo floor, AI off the GUI thread."""
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox

from desktop.shell.saves import autosave_path
from desktop.base.seats import Seat, record_seats
from desktop.shell.session import GameSession
from tests.desktop.waiting import answer_modals, open_record
from engine.ai.agents import make_agent
from engine.core.records import load_record
from tests.desktop.actions import end_turn, options


def test_save_then_continue_resumes_the_same_game(window, qtbot):
    window.table.confirm_end_phase = False
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 21,
                              [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    end_turn(session, window.table.chosen.emit)
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=5000)
    actions = list(session.record.actions)
    view = session.view(0)
    saved = load_record(autosave_path())
    assert saved.actions == actions
    assert record_seats(saved) == [Seat("Ann"), Seat("Bot", "baseline")]
    assert sorted(p.name for p in autosave_path().parent.iterdir()) == ["autosave.json"]   # one file

    window.show_start()                       # abandons the session; the autosave stays
    assert window.start_page.buttons["continue"].isEnabled()
    with qtbot.waitSignal(window.opened):
        window.start_page.buttons["continue"].click()
    resumed = window.session
    assert resumed is not session
    assert resumed.record.actions == actions
    assert resumed.view(0) == view
    assert window.pages.currentWidget() is window.table
    assert "resumed" in window.table.log_model.lines()[-1]


def test_a_corrupt_save_shows_an_error_and_is_left_alone(window, qtbot):
    path = autosave_path()
    broken = b'{"schema_version": 1, "game_id": "heart_of_crown", "actions": [tru'
    path.write_bytes(broken)
    window.show_start()
    with qtbot.waitSignal(window.opened):
        window.start_page.buttons["continue"].click()
    assert window.session is None
    assert window.pages.currentWidget() is window.start_page
    assert "damaged or cut short" in window.start_page.error.text()
    assert path.read_bytes() == broken


class SlowAgent:
    """The baseline agent, taking ``seconds`` to think as a strong AI would,
    unless told to stop."""

    def __init__(self, seed, seconds=0.25):
        self.inner = make_agent("baseline", "heart_of_crown", seed)
        self.seconds = seconds
        self.stopped = False

    def act(self, state, stop=None):
        until = time.monotonic() + self.seconds
        while time.monotonic() < until:
            if stop is not None and stop():
                self.stopped = True
                break
            time.sleep(0.01)
        return self.inner.act(state)


def test_the_window_stays_alive_while_the_ai_thinks(qtbot):
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    session = GameSession.new("heart_of_crown", {"players": 2}, 4, [Seat("Bot", "slow"), Seat("Ann")],
                              agent_factory=lambda name, game, seed: SlowAgent(seed))
    with qtbot.waitSignal(session.ai_thinking, timeout=2000):
        session.start()
    with qtbot.waitSignal(session.events_applied, timeout=5000):
        pass
    timer.stop()
    session.close()
    assert len(ticks) >= 10        # ~25 ticks fit in one quarter-second move
    assert len(session.record.actions) == 1


def test_closing_during_an_ai_move_stops_the_search_and_drops_the_move(qtbot):
    thinker = SlowAgent(4, seconds=30)
    session = GameSession.new("heart_of_crown", {"players": 2}, 4, [Seat("Bot", "slow"), Seat("Ann")],
                              agent_factory=lambda name, game, seed: thinker)
    with qtbot.waitSignal(session.ai_thinking, timeout=2000):
        session.start()
    qtbot.wait(100)
    asked = time.monotonic()
    session.close()                 # tells the search to stop, waits for the thread
    assert time.monotonic() - asked < 2
    assert thinker.stopped
    qtbot.wait(50)
    assert session.record.actions == []


def test_undo_never_crosses_a_draw(qtbot):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 8,
                              [Seat("Ann"), Seat("Bea")])
    session.start()
    assert not session.can_undo()
    play = options(session, "play")[0]
    session.act(play)
    assert session.can_undo()
    assert session.undo()
    assert session.record.actions == [] and not session.can_undo()
    end_turn(session, session.act)       # Bea decides now: another seat, and Ann drew a hand
    assert session.decision.player == 1
    assert not session.can_undo()
    session.close()


def test_save_as_writes_one_file_that_loads_with_its_seats(window, qtbot, tmp_path):
    session = GameSession.new("heart_of_crown", {"players": 3, "market": "preset:first_game"}, 5,
                              [Seat("Ann"), Seat("Bea"), Seat("Bot", "hard")], **window._session_args())
    window.start_session(session)
    session.act(options(session, "play")[0])
    target = tmp_path / "mine.json"
    assert window.save_record_as(target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.json"]   # no sidecar, no temp file
    assert "Saved to" in window.table.prompt.notice.text()
    window.show_start()
    assert open_record(qtbot, window, target)
    assert window.session.names == ["Ann", "Bea", "Bot"]
    assert [s.kind for s in window.session.seats] == ["human", "human", "hard"]
    assert window.session.record.actions == session.record.actions


def test_save_as_from_the_start_page_saves_the_autosave_and_reports_failures(window, tmp_path):
    assert not window.start_page.buttons["save"].isEnabled()      # nothing to save yet
    window.start_session(GameSession.new("heart_of_crown", {"players": 2}, 6, [Seat("Ann"), Seat("Bot", "easy")],
                                         **window._session_args()))
    window.show_start()
    assert window.start_page.buttons["save"].isEnabled()
    assert window.save_record_as(tmp_path / "copy.json")
    assert record_seats(load_record(tmp_path / "copy.json"))[1] == Seat("Bot", "easy")
    assert not window.save_record_as(tmp_path / "missing" / "x.json")
    assert "Could not save" in window.start_page.error.text()


def _abandon(box):
    assert box.text() == "Abandon the game in progress?"
    next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole).click()


def _choose_file(folder, name, seen):
    """Fill in the app's own file dialog, as a player would."""
    def choose(dialog):
        seen.append((dialog.directory().absolutePath(), dialog.selectedFiles()))
        dialog.setDirectory(str(folder))
        dialog.findChild(QLineEdit, "fileNameEdit").setText(str(folder / name))
        dialog.accept()
    return QFileDialog, choose


def test_save_as_through_the_dialog_adds_json_and_load_opens_in_that_folder(window, qtbot, tmp_path):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 5,
                              [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    seen = []
    unanswered = answer_modals(_choose_file(tmp_path, "evening game", seen))
    window.save_game_as()
    assert not unanswered
    assert [p.name for p in tmp_path.iterdir()] == ["evening game.json"]
    assert seen[0][1][0].endswith(".json") and "Heart of Crown 20" in seen[0][1][0]   # the game's, dated
    assert "Saved to" in window.table.prompt.notice.text()
    window.show_start()
    # The autosave holds the same game, unfinished: Load asks, once the file is chosen.
    unanswered = answer_modals(_choose_file(tmp_path, "evening game.json", seen), (QMessageBox, _abandon))
    with qtbot.waitSignal(window.opened):
        window.load_game()
    assert not unanswered
    assert seen[1][0] == str(tmp_path)                  # the dialog opened where the game was saved
    assert window.session.record.actions == session.record.actions


def test_an_illegal_action_is_refused_in_words_and_changes_nothing(qtbot):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 8,
                              [Seat("Ann"), Seat("Bea")])
    session.start()
    assert session.act(-1) == "That move is not possible now."      # no action of the game
    assert session.record.actions == []
    session.close()
