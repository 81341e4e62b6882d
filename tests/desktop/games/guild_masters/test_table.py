"""Guild Masters' table: its item models pass Qt's model tester along a game,
a save reopens at the same table, every choice of the setup is in the prompt
or on a card (no modal dialog), selling works from the hand, the finish
phase is announced with its lap, and the new-game dialog says what is ours."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester, QTest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QToolTip

from desktop.games.guild_masters.items import (BOARD_VERBS, HAND_VERBS, LOOKING_VERBS, PLAYED_VERBS, board_items,
                                               hand_items, looking_items, played_items)
from desktop.games.guild_masters.models import CardListModel
from desktop.games.guild_masters.options_form import GuildMastersOptionsForm
from desktop.games.guild_masters.strings import viewer_log_line
from desktop.widgets.log_model import LogModel
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, HINT_ROLE, LEGAL_ROLE
from engine.ai.agents import make_agent
from engine.core.records import save_record
from engine.core.spec import get_spec
from engine.games import new_game
from tests.desktop.waiting import open_record

WARN = QAbstractItemModelTester.FailureReportingMode.Warning


def views_along_a_game(steps=400, seed=4):
    state = new_game("guild_masters", {"players": 2}, seed)
    agent = make_agent("baseline", "guild_masters", 1)
    for _ in range(steps):
        if state.decision is None:
            break
        seat = state.decision.player
        choices = [(action, state.describe(action)) for action in state.decision.options]
        yield state.view(seat), choices, state.apply(agent.act(state)).events
    yield state.view(0), [], []


@pytest.mark.parametrize("items, verbs", [(hand_items, HAND_VERBS), (looking_items, LOOKING_VERBS),
                                          (board_items, BOARD_VERBS), (lambda v: played_items(v, 0), PLAYED_VERBS),
                                          (lambda v: played_items(v, 1), PLAYED_VERBS)])
def test_card_models_pass_the_model_tester(items, verbs):
    model = CardListModel(verbs)
    tester = QAbstractItemModelTester(model, WARN)
    lit = 0
    for view, choices, _ in views_along_a_game():
        model.set_items(items(view), choices)
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            assert index.data(CARD_ROLE)
            legal = index.data(LEGAL_ROLE)
            assert isinstance(legal, bool)
            lit += legal
            # a lit card's actions are options of the decision about that very card
            for action in model.legal_actions(row):
                assert action in dict(choices) and dict(choices)[action].card == index.data(CARD_ROLE)
    assert tester is not None
    if items is hand_items:
        assert lit > 20


def test_the_log_model_renders_every_event_of_a_game():
    model = LogModel(viewer_log_line)
    tester = QAbstractItemModelTester(model, WARN)
    model.reset(["A", "B"], 0)
    for number, (_, _, events) in enumerate(views_along_a_game()):
        model.add_events(number, events)
    lines = model.lines()
    assert len(lines) > 100 and all(lines) and not any("{" in line for line in lines)
    assert tester is not None


def _human_game(window, seed=6):
    session = GameSession.new("guild_masters", {"players": 2}, seed, [Seat("Ann"), Seat("AI", "baseline")],
                              **window._session_args())
    window.start_session(session)
    window.table.confirm_end_phase = False
    return session


def _wait_for_human(qtbot, session):
    qtbot.waitUntil(lambda: session.decision is None or session.human_to_move() is not None, timeout=20000)


def test_the_setup_choices_are_in_the_prompt_not_in_dialogs(window, qtbot):
    """Encounter, swap, keep and face: buttons of the prompt, or Enter on a card."""
    session = _human_game(window)
    table = window.table
    kinds = []
    while session.state.phase in ("encounter", "swap", "keep", "face"):
        _wait_for_human(qtbot, session)
        if session.state.phase not in ("encounter", "swap", "keep", "face"):
            break
        kind = session.decision.kind
        kinds.append(kind)
        assert QApplication.activeModalWidget() is None
        codec = get_spec("guild_masters").codec
        if kind == "swap" and len([k for k in kinds if k == "swap"]) == 1:
            # Enter on an event of the hand picks it to swap
            view = table.hand_view
            row = next(r for r in range(view.model().rowCount()) if view.model().legal_actions(r))
            view.setFocus()
            view.setCurrentIndex(view.model().index(row, 0))
            QTest.keyClick(view, Qt.Key.Key_Return)
            assert session.state.picks, "Enter did not pick the card to swap"
            continue
        if kind == "keep" and not session.state.picks:
            view = table.looking_view
            assert view.isVisibleTo(table) and view.model().rowCount() > 0
            view.setFocus()
            view.setCurrentIndex(view.model().index(0, 0))
            QTest.keyClick(view, Qt.Key.Key_Return)
            assert len(session.state.picks) == 1
            continue
        buttons = {codec.text(a): b for a, b in table.prompt._buttons.items()}
        key = {"encounter": next(iter(buttons)), "swap": "done", "keep": "done", "face": "face front"}[kind]
        buttons[key].click()
    assert {"encounter", "swap", "keep", "face"} <= set(kinds)
    assert session.state.players[0].face == "front"


def test_selling_from_the_hand_by_the_delete_key(window, qtbot):
    session = _human_game(window)
    agent = make_agent("baseline", "guild_masters", 2)
    table = window.table
    while session.state.phase != "action" or session.human_to_move() is None:
        _wait_for_human(qtbot, session)
        if session.state.phase == "action" and session.human_to_move() is not None:
            break
        table.chosen.emit(agent.act(session.state.clone()))
    gold = session.state.players[0].res[0]
    hand = len(session.state.players[0].hand)
    view = table.hand_view
    assert not any(a[0] == "sell" for a in table.prompt._buttons), "a sell button per card buries the others"
    view.setFocus()
    view.setCurrentIndex(view.model().index(0, 0))
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert len(session.state.players[0].hand) == hand - 1
    assert session.state.players[0].res[0] > gold


def test_a_saved_game_reopens_at_the_same_table(window, qtbot, tmp_path):
    session = _human_game(window, seed=8)
    agent = make_agent("baseline", "guild_masters", 2)
    for _ in range(40):
        _wait_for_human(qtbot, session)
        window.table.chosen.emit(agent.act(session.state.clone()))
    _wait_for_human(qtbot, session)
    path = tmp_path / "gm.json"
    save_record(session.record, path)
    actions = list(session.record.actions)
    seen = window.table.view
    assert open_record(qtbot, window, path)
    assert window.session.record.actions == actions
    shown = window.table.view
    assert shown["cells"] == seen["cells"] and shown["players"] == seen["players"]
    assert window.table.hand_model.rowCount() == len(seen["players"][0]["hand"])


def test_the_finish_phase_is_announced_with_its_lap(window, qtbot):
    session = _human_game(window, seed=9)
    agent = make_agent("baseline", "guild_masters", 2)
    for _ in range(3000):
        _wait_for_human(qtbot, session)
        if session.decision is None or session.state.phase == "finish":
            break
        window.table.chosen.emit(agent.act(session.state.clone()))
    assert session.state.phase == "finish"
    board = window.table.main_board
    assert board.finish.isVisibleTo(window.table)
    lap = window.table.view["lap"]
    assert lap in (1, 2) and f"{lap}" in board.finish.text() and "2" in board.finish.text()
    assert str(lap) in window.table.prompt.prompt.text()


def test_the_new_game_form_says_what_is_published_and_what_is_ours(qtbot):
    form = GuildMastersOptionsForm(get_spec("guild_masters"))
    qtbot.addWidget(form)
    assert form.provenance.text() == "Rules as published; map and cards original to Kotatsu"
    assert form.options(2)["players"] == 2


def test_the_new_game_form_speaks_a_players_words_not_the_engines_ids(qtbot):
    """It read "Content: standard" and "Offered: 2"."""
    form = GuildMastersOptionsForm(get_spec("guild_masters"))
    qtbot.addWidget(form)
    assert form.labels["content"].text() == "Cards and map"
    assert form.editors["content"].currentText() == "Full set"
    assert form.labels["offered"].text() == "Encounter cards to choose from"
    assert "receptionists" in form.editors["offered"].toolTip()
    assert form.options(2)["content"] == "standard"


def _to_own_turn(qtbot, session, table, agent):
    """Play (by the advisor) up to a turn of the human's with a card to play."""
    for _ in range(400):
        _wait_for_human(qtbot, session)
        decision = session.decision
        if decision.kind == "turn" and any(a[0] == "play" for a in decision.options):
            return
        table.chosen.emit(agent.act(session.state.clone()))
    raise AssertionError("no turn with a card to play")


def test_undo_takes_back_a_card_played_and_the_table_shows_it_back(window, qtbot):
    session = _human_game(window, seed=12)
    table = window.table
    _to_own_turn(qtbot, session, table, make_agent("baseline", "guild_masters", 5))
    hand = table.hand_model.rowCount()
    view = table.hand_view
    row = next(r for r in range(view.model().rowCount()) if view.model().legal_actions(r)
               and view.model().legal_actions(r)[0][0] == "play")
    actions = len(session.record.actions)
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    if session.decision is not None and session.decision.player == 0 and session.decision.kind == "pay":
        pytest.skip("this card asks how to pay first")
    assert len(session.record.actions) == actions + 1
    if not session.can_undo():
        pytest.skip("the card drew a card: no undo past hidden information")
    assert table.undo_button.isEnabled()
    table.undo_button.click()
    assert len(session.record.actions) == actions
    assert table.hand_model.rowCount() == hand


def test_the_hint_names_its_action_and_lights_up_its_card_or_hex(window, qtbot):
    session = _human_game(window, seed=12)
    table = window.table
    _to_own_turn(qtbot, session, table, make_agent("baseline", "guild_masters", 5))
    play = next(a for a in session.decision.options if a[0] == "play")
    table.show_hint({"action": play, "win_chance": 0.61, "next": None})
    assert "61%" in table.prompt.hint_line.text()
    lit = [r for r in range(table.hand_model.rowCount())
           if table.hand_model.index(r, 0).data(HINT_ROLE)]
    assert [table.hand_model.items()[r].card for r in lit] == [play[1]]
    explore = next((a for a in session.decision.options if a[0] == "explore"), None)
    if explore is not None:
        table.show_hint({"action": explore, "win_chance": 0.4, "next": None})
        assert table.map.cursor_place == explore[1]


@pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")   # offscreen
def test_the_encounter_buttons_say_what_each_receptionist_brings(window, qtbot):
    """Her funds, and what each of her faces does from the start; then, for
    her face, all three ranks: on tooltips that wrap inside the screen."""
    session = _human_game(window, seed=6)
    _wait_for_human(qtbot, session)
    assert session.decision.kind == "encounter"
    for action in session.decision.options:
        tip = plain(window.table.prompt.button(action).toolTip())
        recep = session.state.content.receptionists[action[1]]
        assert f"Gold {recep.start.gold} " in tip and "Power" in tip and "Potion" in tip, tip
        assert f"Front face: {recep.front.ranks[0].text}" in tip and f"Back face: {recep.back.ranks[0].text}" in tip
    window.table.prompt.button(session.decision.options[0]).click()
    while session.decision.kind != "face":
        _wait_for_human(qtbot, session)
        if session.decision.kind != "face":
            window.table.prompt.button(("done",)).click()
    recep = session.state.content.receptionists[session.state.players[0].receptionist]
    button = window.table.prompt.button(("face", "back"))
    assert all(f"Rank {r.rank}: {r.text}" in plain(button.toolTip()) for r in recep.back.ranks)
    QToolTip.showText(button.mapToGlobal(button.rect().center()), button.toolTip(), button)
    shown = next(w for w in QApplication.topLevelWidgets() if w.inherits("QLabel") and w.isVisible()
                 and w.text() == button.toolTip())
    assert shown.wordWrap() and shown.width() < 700
    QToolTip.hideText()


def plain(tip: str) -> str:
    document = QTextDocument()
    document.setHtml(tip)
    return document.toPlainText()


def test_the_table_has_rules_and_legend_buttons_that_open_the_reference(window, qtbot):
    """The lesson ends on "the Rules window (F1) explains every rule": the
    table shows the buttons too, as Heart of Crown's and Tanto Cuore's do."""
    session = _human_game(window)
    _wait_for_human(qtbot, session)
    table = window.table
    assert table.rules_button.isVisibleTo(table) and table.legend_button.isVisibleTo(table)
    table.rules_button.click()
    assert window._reference_window.game_id == "guild_masters"
    assert window._reference_window.current == "setup-receptionist"
    table.legend_button.click()
    assert window._reference_window.current == "legend"


def test_a_kept_card_stays_in_view_marked_kept_until_done(window, qtbot):
    session = _human_game(window)
    table = window.table
    while session.decision.kind != "keep":
        _wait_for_human(qtbot, session)
        if session.decision.kind != "keep":
            table.prompt.button(session.decision.options[0] if session.decision.kind == "encounter"
                                else ("done",)).click()
    view = table.looking_view
    first = view.model().items()[0].card
    count = view.model().rowCount()
    view.setFocus()
    view.setCurrentIndex(view.model().index(0, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert session.state.picks == [first]
    items = view.model().items()
    assert len(items) == count and view.isVisibleTo(table)
    kept = [row for row, item in enumerate(items) if item.source == "kept"]
    assert [items[row].card for row in kept] == [first]
    assert view.model().index(kept[0], 0).data(CAPTION_ROLE) == "Kept"
    assert view.model().legal_actions(kept[0]) == [] and not view.model().index(kept[0], 0).data(LEGAL_ROLE)


def test_the_log_says_a_pass_and_a_potion_action():
    """Following the AI's round: a pass and a potion action have their own lines."""
    from tests.engine.guild_masters.scenario import at
    names = ["Ann", "Bea"]
    state = at({"content": "standard", "seats": [{"receptionist": "melissa", "potion": 6}, {"receptionist": "el"}]})
    potion = next(o for o in state.decision.options if o[0] == "potion")
    events = state.apply(potion).events
    while state.decision.kind != "turn":
        events += state.apply(state.decision.options[0]).events
    passer = state.decision.player
    events += state.apply(("pass",)).events
    seen_by_other = [viewer_log_line(event, names, 1 - passer) for event in events]
    assert f"Ann took potion action {potion[1]}." in [viewer_log_line(e, names, 1) for e in events]
    assert f"You took potion action {potion[1]}." in [viewer_log_line(e, names, 0) for e in events]
    assert f"{names[passer]} passed." in seen_by_other
    assert "You passed." in [viewer_log_line(event, names, passer) for event in events]
