"""No save lost, no bad file crashes or freezes the window: Continue resumes
the table as it was left, a game in progress is never silently replaced, and
damaged or hostile files are refused with the engine's reason in the
player's language."""
import json
import os
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop.shell.new_game import NewGameDialog
from desktop.base.i18n import record_error_text
from desktop.shell.main_window import MainWindow
from desktop.shell.saves import abandoned_dir, autosave_is_unfinished, autosave_path, data_dir
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent, play_game
from engine.core.records import RecordError, load_record, save_record
from engine.games import check_record, new_record, replay
from tests.desktop.waiting import answer_modals, open_record
from tests.desktop.actions import end_turn, option, options


def _click_role(role):
    def click(box):
        next(b for b in box.buttons() if box.buttonRole(b) == role).click()
    return click


def _start_hot_seat_game(window):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 8, [Seat("Ann"), Seat("Bea")],
                              **window._session_args())
    window.start_session(session)
    return session


def test_continue_rebuilds_the_log_and_the_undo_history(window, qtbot):
    window.table.confirm_end_phase = False
    session = _start_hot_seat_game(window)
    end_turn(session, session.act)                  # Ann's hand is drawn; Bea is behind the cover
    window.cover.ready.emit()
    session.act(options(session, "play")[0])
    assert session.can_undo()
    lines = window.table.log_model.lines()
    actions = list(session.record.actions)

    window.show_start()
    with qtbot.waitSignal(window.opened):
        window.start_page.buttons["continue"].click()
    resumed = window.session
    assert resumed.record.actions == actions
    assert window.viewer == 0                 # the first human; Bea's turn shows the cover again
    window.cover.ready.emit()
    # Bea's view of the log: her own draws by name, Ann's only as a count, as it was while playing.
    assert window.table.log_model.lines()[:-1] == lines
    assert "resumed" in window.table.log_model.lines()[-1]
    assert resumed.can_undo()
    assert resumed.undo() and resumed.record.actions == actions[:-1]


def test_new_game_asks_before_abandoning_a_game_in_progress_and_keeps_it(window, qtbot):
    session = _start_hot_seat_game(window)
    session.act(option(session, "end_main"))
    window.show_start()
    before = autosave_path().read_bytes()

    asked = []
    # The game is chosen first, then the question, once.
    unanswered = answer_modals((NewGameDialog, lambda dialog: dialog.accept()),
                               (QMessageBox, lambda box: (asked.append(box.text()),
                                                          _click_role(QMessageBox.ButtonRole.RejectRole)(box))))
    window.new_game()
    assert not unanswered and asked == ["Abandon the game in progress?"]
    assert autosave_path().read_bytes() == before and window.session is None

    unanswered = answer_modals((NewGameDialog, lambda dialog: dialog.accept()),
                               (QMessageBox, _click_role(QMessageBox.ButtonRole.AcceptRole)))
    window.new_game()
    assert not unanswered
    assert window.session is not None and window.session.record.actions == []
    kept = list(abandoned_dir().iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert load_record(autosave_path()).actions == []
    assert str(kept[0]) in window.table.prompt.notice.text()
    assert window.table.prompt.notice.property("tone") == "info"      # a plain fact, not a red warning


def test_a_new_game_given_up_in_its_dialog_sets_nothing_aside(window, qtbot):
    session = _start_hot_seat_game(window)
    session.act(option(session, "end_main"))
    window.show_start()
    asked = []
    unanswered = answer_modals((NewGameDialog, lambda dialog: dialog.reject()))
    answer_modals((QMessageBox, lambda box: (asked.append(box.text()), box.reject())), give_up_ms=500)
    window.new_game()
    assert not unanswered and asked == []           # given up in the dialog: no question at all
    with qtbot.waitSignal(window.opened, timeout=20_000):
        window.start_page.buttons["continue"].click()      # the same game, not a copy of it aside
    assert window.session.record.actions == ["end_main"] and not abandoned_dir().exists()


def test_a_finished_game_is_replaced_without_asking(window, qtbot):
    record = _played({"players": 2, "market": "preset:first_game"}, 12, "baseline", 2000)
    assert replay(record).decision is None
    save_record(record, autosave_path())
    unanswered = answer_modals((NewGameDialog, lambda dialog: dialog.accept()))
    window.new_game()                          # a question first would leave the dialog unanswered
    assert not unanswered
    assert window.session is not None and not abandoned_dir().exists()


@pytest.mark.parametrize("how", ["new game", "load"])
def test_a_mark_in_the_file_does_not_make_an_unfinished_game_finished(window, qtbot, tmp_path, monkeypatch, how):
    record = new_record("heart_of_crown", {"players": 2}, 3)
    record.meta["finished"] = True
    save_record(record, autosave_path())
    before = autosave_path().read_bytes()
    asked = []
    answer = (QMessageBox, lambda box: (asked.append(box.text()), _click_role(QMessageBox.ButtonRole.AcceptRole)(box)))
    if how == "new game":
        unanswered = answer_modals((NewGameDialog, lambda dialog: dialog.accept()), answer)   # the game first
        window.new_game()
    else:
        other = tmp_path / "other.json"
        save_record(new_record("heart_of_crown", {"players": 2}, 4), other)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(other), ""))
        unanswered = answer_modals(answer)
        with qtbot.waitSignal(window.opened, timeout=20_000):
            window.load_game()
    assert not unanswered and asked == ["Abandon the game in progress?"]
    kept = list(abandoned_dir().iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == before


def test_the_end_of_a_game_needs_no_question_before_it_is_replaced(window, qtbot):
    record = _played({"players": 2, "market": "preset:first_game"}, 12, "baseline", 2000)
    last = record.actions.pop()
    session = GameSession(record, [Seat("Ann"), Seat("Bea")], save_path=autosave_path())
    session.start()
    assert autosave_is_unfinished()
    session.act(option(session, last))          # the record keeps text; a player acts with the option
    assert session.decision is None and not autosave_is_unfinished()
    session.close()


def test_data_a_save_carries_beyond_its_seats_is_not_written_again(window, qtbot):
    raw = json.loads(new_record("heart_of_crown", {"players": 2}, 9).to_json())
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}]
    raw["meta"] = {"seats": seats, "extra": "x" * (10 * 2**20)}
    autosave_path().write_text(json.dumps(raw))
    window.show_start()
    with qtbot.waitSignal(window.opened, timeout=20_000):
        window.start_page.buttons["continue"].click()
    window.session.act(option(window.session, "end_main"))
    saved = load_record(autosave_path())
    assert saved.meta == {"seats": seats, "turn": window.session.state.turn_number}    # only what Kotatsu writes
    assert saved.actions == ["end_main"]
    assert autosave_path().stat().st_size < 100_000


def test_stale_temporary_files_of_a_killed_save_are_removed_at_start(qtbot):
    stale = data_dir() / ".kotatsu-k1ll3d.tmp"
    stale.write_text('{"half": ')
    save_record(new_record("heart_of_crown", {}, 1), autosave_path())
    window = MainWindow()
    qtbot.addWidget(window)
    assert sorted(p.name for p in data_dir().iterdir()) == ["autosave.json"]


def _with_seats(seats, **changes) -> str:
    raw = json.loads(new_record("heart_of_crown", {"players": 2}, 9).to_json())
    raw["meta"] = {"seats": seats}
    raw.update(changes)
    return json.dumps(raw, ensure_ascii=False)


TWO = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "baseline"}]
HOSTILE = {
    "players a list": _with_seats(TWO, options={"players": [2]}),
    "players null": _with_seats(TWO, options={"players": None}),
    "players Infinity": _with_seats(TWO, options={"players": 0}).replace('"players": 0', '"players": Infinity'),
    "players NaN": _with_seats(TWO, options={"players": 0}).replace('"players": 0', '"players": NaN'),
    "players 10**100": _with_seats(TWO, options={"players": 10**100}),
    "a seed of 5,000 digits": _with_seats(TWO).replace('"seed": 9', '"seed": ' + "9" * 5000),
    "a lone surrogate in a name": _with_seats([{"name": "\ud800", "kind": "human"}, TWO[1]]),
    "a name of 10 MB": _with_seats([{"name": "x" * 10_000_000, "kind": "human"}, TWO[1]]),
    "a seat that is a list": _with_seats([["Ann", "human"], TWO[1]]),
    "an unknown kind of seat": _with_seats([{"name": "Ann", "kind": "os.system"}, TWO[1]]),
    "three seats for two players": _with_seats(TWO + TWO[:1]),
    "an option of a loose type": _with_seats(TWO, game_id="tanto_cuore", rules_version=1,
                                             options={"players": 2, "illness_on_own_maids": "yes"}),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_save_is_refused_with_the_engines_reason_and_left_alone(window, qtbot, tmp_path, case):
    path = tmp_path / "game.json"
    path.write_bytes(HOSTILE[case].encode("utf-8", "surrogatepass"))
    before = path.read_bytes()
    assert not open_record(qtbot, window, path)
    shown = window.start_page.error.text()
    assert shown.startswith(f"Could not open {path}: ") and "\n" not in shown
    assert window.session is None and window.start_page.buttons["new"].isEnabled()
    assert path.read_bytes() == before
    reason = shown.split(": ", 1)[1]
    with pytest.raises(RecordError) as engine_says:     # what the CLI reports, in English
        from desktop.base.seats import record_seats
        record = load_record(path)
        check_record(record)
        record_seats(record)
    assert reason == record_error_text(engine_says.value)


def test_a_fifo_or_a_device_is_refused_at_once(window, qtbot, tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    device = tmp_path / "zero.json"
    device.symlink_to("/dev/zero")
    for path in (fifo, device):
        assert not open_record(qtbot, window, path)
        assert "not a file that can hold a Kotatsu save" in window.start_page.error.text()


def _played(options: dict, seed: int, agent: str, most: int):
    """The record of a game ``agent`` plays against itself, to its end or ``most`` actions."""
    state = replay(new_record("heart_of_crown", options, seed))
    play_game(state, [make_agent(agent, "heart_of_crown", seat) for seat in range(state.num_players)], most)
    return state.record()


def test_a_long_save_loads_off_the_gui_thread_with_progress(window, qtbot, tmp_path):
    record = _played({"players": 4}, 1, "random", 6000)
    assert len(record.actions) > 1000        # long enough to report progress more than once
    path = tmp_path / "long.json"
    save_record(record, path)
    reporters, progress = set(), []
    # A direct connection runs in the thread that reports: the one replaying the game.
    window.loader.progress.connect(lambda *_: reporters.add(threading.get_ident()),
                                   Qt.ConnectionType.DirectConnection)
    window.loader.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(window.opened, timeout=20_000) as outcome:
        window.open_record(path)
        assert window.session is None        # the GUI thread is back at once, free for events
        assert not window.start_page.buttons["new"].isEnabled()
    assert outcome.args == [True]
    assert window.session.record.actions == record.actions
    assert reporters and threading.get_ident() not in reporters
    assert progress and all(total == len(record.actions) for _, total in progress)
    assert progress[-1][0] > 0
    assert not window.start_page.progress.isVisible()


def test_a_save_of_a_game_without_a_table_is_refused_in_words(window, qtbot, tmp_path):
    """A registered engine without a desktop package (the toy game here; a game
    whose table is still to come in real life) must not crash the loader."""
    from tests.engine.toy import registered
    with registered() as toy:
        path = tmp_path / "toy.json"
        save_record(new_record(toy.id, {}, 3), path)
        before = path.read_bytes()
        assert not open_record(qtbot, window, path)
        shown = window.start_page.error.text()
        assert "cannot show at the table yet" in shown and toy.name in shown
        assert window.session is None and path.read_bytes() == before
