"""The Hint button: the Hard AI's advice off the GUI thread, shown and lit up, cancellable."""
import time

from PySide6.QtCore import Qt

from desktop.shell.hints import HintRunner
from desktop.widgets.roles import HINT_ROLE
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from tests.desktop.actions import option, options


def start(window, hint_fn, seed=3):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, seed,
                              [Seat("Ann"), Seat("Bot", "baseline")], hint_runner=HintRunner(hint_fn),
                              **window._session_args())
    window.start_session(session)
    return session


def hinted_rows(model) -> list:
    return [row for row in range(model.rowCount()) if model.index(row, 0).data(HINT_ROLE)]


def test_a_hint_names_the_action_with_its_chances_and_lights_up_its_card(window, qtbot):
    asked = []

    def fake_hint(state, seat, seed, stop):
        asked.append(seat)
        play = options(state, "play")[0]
        end_main = {"action": option(state, "end_main"), "win_chance": 0.4, "visits": 3}
        return {"action": play, "win_chance": 0.62, "next": end_main, "reason": "",
                "choices": [{"action": play, "win_chance": 0.62, "visits": 9}, end_main]}

    session = start(window, fake_hint)
    prompt = window.table.prompt
    assert prompt.hint_button.isVisible() and prompt.hint_button.text() == "Hint"
    qtbot.mouseClick(prompt.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "62%" in prompt.hint_line.text(), timeout=3000)
    assert asked == [0]
    assert prompt.hint_line.text() == ("Hint: Play Farming Village — about 62% to win; "
                                       "next best: End main phase, 40%.")
    hand = window.table.hand_model
    assert [hand.index(r, 0).data(Qt.ItemDataRole.UserRole + 1) for r in hinted_rows(hand)] == ["farming_village"]
    assert prompt.button(option(session, "end_main")).property("hinted") is False
    window.table.chosen.emit(session.decision.options[0])     # the game moves on: the hint goes
    assert prompt.hint_line.text() == "" and hinted_rows(hand) == []


def test_a_hint_for_a_button_lights_the_button(window, qtbot):
    session = start(window, lambda state, seat, seed, stop: {"action": option(state, "end_main"), "reason": "",
                                                             "choices": []})
    prompt = window.table.prompt
    prompt.hint_button.click()
    qtbot.waitUntil(lambda: prompt.button(option(session, "end_main")).property("hinted") is True, timeout=3000)
    assert prompt.hint_line.text() == "Hint: End main phase — the only legal move."


def test_a_hint_can_be_cancelled_its_search_stops_and_its_late_answer_is_dropped(window, qtbot):
    stopped = []

    def slow_hint(state, seat, seed, stop):
        until = time.monotonic() + 30
        while time.monotonic() < until and not stop():
            time.sleep(0.01)
        stopped.append(stop())
        return {"action": option(state, "end_main"), "reason": "", "choices": []}

    session = start(window, slow_hint)
    prompt = window.table.prompt
    prompt.hint_button.click()
    assert prompt.hint_button.text() == "Cancel hint" and "thinking" in prompt.hint_line.text()
    assert session.hints.is_busy()
    prompt.hint_button.click()                                         # cancel
    assert prompt.hint_button.text() == "Hint" and not session.hints.is_busy()
    qtbot.waitUntil(lambda: stopped == [True], timeout=2000)
    qtbot.wait(50)
    assert prompt.hint_line.text() == ""
    assert prompt.button(option(session, "end_main")).property("hinted") is not True


def test_the_engines_hard_ai_gives_a_legal_hint(window, qtbot):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 3,
                              [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    prompt = window.table.prompt
    prompt.hint_button.click()
    qtbot.waitUntil(lambda: prompt.hint_line.text().startswith("Hint:"), timeout=15000)
    assert prompt.hint_button.text() == "Hint"
    assert any(prompt.button(a) is not None and prompt.button(a).property("hinted")
               for a in session.decision.options) or \
        any(hinted_rows(model) for model in window.table.card_models())
