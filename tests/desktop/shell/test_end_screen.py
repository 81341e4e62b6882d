"""Item 12 of issue 15: the end screen (score by source, cards bought, turns,
a chart of the points), Rematch, Watch the replay, and the local statistics."""
from __future__ import annotations

import json

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QSignalSpy, QTest

from desktop.base.seats import Seat, put_seats
from desktop.shell.statistics import count_game, load_statistics, statistics_path
from engine.ai.agents import make_agent
from engine.core.records import save_record
from engine.core.spec import get_spec
from engine.games import new_record, start_replay
from tests.desktop.waiting import open_record

GAMES = {"heart_of_crown": {"players": 2, "market": "random"}, "tanto_cuore": {"players": 2, "town": "random"}}
OPTIONS = {**GAMES, "guild_masters": {"players": 2}, "gensokyo": {"players": 2}}
SEATS = [Seat("Ann"), Seat("Bot", "normal")]


def finished_record(game, seed=5, seats=SEATS):
    """A whole game between two baseline agents, as a record with ``seats``."""
    record = new_record(game, OPTIONS[game], seed)
    state = start_replay(record)
    codec = get_spec(game).codec
    agents = [make_agent("baseline", game, seat) for seat in range(2)]
    while state.decision is not None:
        decision = state.decision          # the dice are answered as the session does: by the state's RNG
        action = state.chance_outcome() if decision.is_chance else agents[decision.player].act(state)
        record.actions.append(codec.text(action))
        state.apply(action)
    put_seats(record, seats)
    return record, state


def open_finished(window, qtbot, tmp_path, game, seed=5, seats=SEATS):
    record, state = finished_record(game, seed, seats)
    path = tmp_path / f"{game}-{seed}.json"
    save_record(record, path)
    assert open_record(qtbot, window, path)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=10_000)
    return record, state


@pytest.mark.parametrize("game", GAMES)
def test_the_end_screen_counts_cards_bought_turns_and_charts_the_points(window, qtbot, tmp_path, game):
    record, state = open_finished(window, qtbot, tmp_path, game)
    page = window.end_page
    story = page.story
    events = story.events
    assert sum(story.turns) == state.turn_number and story.turns[0] >= story.turns[1]
    final = state.view(0)
    points = list(state.progress().scores)
    assert points == [player["points"] if game == "heart_of_crown" else player["score"]["total"]
                      for player in final["players"]]
    assert story.points[-1] == (state.turn_number, points)
    assert len(story.points) == state.turn_number      # one sample a turn
    assert page.chart.isVisible() and page.chart.samples == story.points
    # The chart's bottom counts each player's turns, as the table's "Turns" does.
    assert page.chart.turn_ticks()[-1][1] == max(story.turns)
    details = page.details
    headings = [details.cell(0, c) for c in range(10)]
    for row, player in enumerate(final["players"], start=1):
        seat = player["seat"]
        assert details.cell(row, 0) == ["Ann", "Bot"][seat]
        assert details.cell(row, headings.index("Turns")) == str(story.turns[seat])
        if game == "heart_of_crown":
            bought = sum(1 for e in events if e["type"] == "buy" and e["player"] == seat)
            assert story.bought[seat] == bought > 0
            assert details.cell(row, headings.index("Cards bought")) == str(bought)
            parts = [int(details.cell(row, c)) for c in (1, 2, 3)]
            assert sum(parts) == int(details.cell(row, headings.index("Succession points"))) == player["points"]
        else:
            assert details.cell(row, headings.index("Total")) == str(player["score"]["total"])
    assert page.rematch_button.isVisible() and page.replay_button.isVisible()


@pytest.mark.parametrize("game", GAMES)
def test_rematch_starts_the_same_players_and_market_with_another_seed(window, qtbot, tmp_path, game):
    record, state = open_finished(window, qtbot, tmp_path, game)
    market = "market_piles" if game == "heart_of_crown" else "town_maids"
    window.end_page.rematch_button.click()
    session = window.session
    assert window.pages.currentWidget() is window.table
    assert session.record.game_id == game and session.record.seed != record.seed
    assert session.seats == SEATS
    assert session.view(0)[market] == state.view(0)[market]
    assert len(session.record.actions) <= 1 and session.decision is not None


def test_guild_masters_ends_with_its_fame_chart_a_rematch_and_a_replay(window, qtbot, tmp_path):
    record, state = open_finished(window, qtbot, tmp_path, "guild_masters", seed=2)
    page = window.end_page
    final = state.view(0)
    totals = [score["total"] for score in final["scores"]]
    assert list(state.progress().scores) == totals
    story = page.story
    assert story.points[-1][1] == totals and story.points[0][1] != totals      # fame as it grew, turn by turn
    assert page.chart.isVisible() and page.chart.samples == story.points
    turns = sum(1 for event in story.events if event["type"] == "turn")     # every turn has its event here
    assert sum(story.turns) == turns == len(story.points) and min(story.turns) > 0
    window.end_page.replay_button.click()
    replay = window.replay_page
    assert window.pages.currentWidget() is replay and replay.step == 0
    replay.buttons["turn_forward"].click()
    assert 0 < replay.step < len(record.actions)
    assert replay.table.log_model.lines()[-1] in ("Your turn", "Turn of Bot")
    replay.buttons["end"].click()
    assert replay.step == len(record.actions) and replay.table.view == final
    assert replay.position.text().endswith(f"· round {final['round']}")     # as the table says, not "turn 50"
    assert replay.table.log_model.lines() == window.table.log_model.lines()[:-1]
    replay.buttons["turn_back"].click()
    assert replay.step < len(record.actions)
    replay.done.click()
    page.rematch_button.click()
    session = window.session
    assert window.pages.currentWidget() is window.table
    assert session.record.game_id == "guild_masters" and session.record.seed != record.seed
    assert session.record.options == record.options and session.seats == SEATS
    assert session.decision is not None


def test_a_replay_steps_forward_and_back_to_the_final_position(window, qtbot, tmp_path):
    record, state = open_finished(window, qtbot, tmp_path, "heart_of_crown")
    window.end_page.replay_button.click()
    replay = window.replay_page
    assert window.pages.currentWidget() is replay
    table = replay.table
    assert replay.step == 0 and table.view == replay.states[0].view(0)
    opening = table.log_model.lines()
    assert len(opening) == 1 and opening[0].startswith("Turn 1")
    replay.buttons["forward"].click()
    replay.buttons["forward"].click()
    assert replay.step == 2
    replay.buttons["back"].click()
    assert replay.step == 1
    replay.buttons["turn_forward"].click()
    assert replay.states[replay.step].turn_number == 2
    assert table.log_model.lines()[-1].startswith("Turn 2")
    replay.buttons["end"].click()
    assert replay.step == len(record.actions)
    assert table.view == state.view(0)                      # the final position
    assert replay.position.text().endswith(f"· turn {replay.states[replay.step].turn_number}")
    resumed = window.table.log_model.lines()
    assert table.log_model.lines() == resumed[:-1]           # the whole log, as the game's table has it
    assert not replay.buttons["forward"].isEnabled()
    replay.buttons["turn_back"].click()
    before = replay.step
    assert replay.states[before - 1].turn_number != replay.states[before].turn_number
    replay.buttons["start"].click()
    assert replay.step == 0 and table.log_model.lines() == opening
    replay.setFocus()
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.step == len(record.actions)
    QTest.keyClick(replay, Qt.Key.Key_Left)
    assert replay.step == len(record.actions) - 1
    # Read-only: the table's own buttons are not there at all, and a click on the table does nothing.
    assert not any(button.isVisible() for button in (table.undo_button, table.save_button, table.menu_button,
                                                     table.rules_button, table.keys_button))
    asked = QSignalSpy(table.chosen)
    QTest.mouseDClick(table.hand_view.viewport(), Qt.MouseButton.LeftButton)
    assert asked.count() == 0 and window.pages.currentWidget() is replay
    replay.done.click()
    assert window.pages.currentWidget() is window.end_page


def test_statistics_count_each_game_once_and_show_on_the_start_page(window, qtbot, tmp_path):
    record, state = open_finished(window, qtbot, tmp_path, "heart_of_crown")
    won = 0 in state.winners
    stats = load_statistics()
    assert stats.games("normal") == 1 and stats.wins("normal") == int(won)
    open_finished(window, qtbot, tmp_path, "heart_of_crown")          # the same game again: not counted twice
    assert load_statistics().games("normal") == 1
    other, other_state = finished_record("heart_of_crown", seed=6)
    count_game(other, SEATS, other_state.winners)
    stats = load_statistics()
    assert stats.games("normal") == 2 and stats.wins("normal") == int(won) + int(0 in other_state.winners)
    assert count_game(other, [Seat("Ann"), Seat("Bea")], [0]) is None     # no AI: nothing to count
    window.show_start()
    line = window.start_page.games.lines["heart_of_crown"][2].text()      # in the game's own row
    assert f"AI: Normal: {stats.wins('normal', 'heart_of_crown')} of 2 won" in line
    assert line.count("AI") == 1        # the level's name says it: not "against the AI — AI: Normal"
    assert f"best score {stats.best('heart_of_crown')}" in line and "turns a game" in line
    assert not window.start_page.games.lines["tanto_cuore"][2].isVisible()     # no game of it yet


def test_a_damaged_statistics_file_starts_afresh_with_a_notice(window, qtbot):
    statistics_path().write_text('{"version": 1, "levels": {"normal": {"games": -3', encoding="utf-8")
    window.show_start()
    assert "could not be read" in window.start_page.statistics.text()
    assert not statistics_path().exists()
    record, state = finished_record("heart_of_crown")
    count_game(record, SEATS, state.winners)
    data = json.loads(statistics_path().read_text(encoding="utf-8"))
    assert data["games"]["heart_of_crown"]["levels"]["normal"]["games"] == 1
    window.show_start()
    assert "could not be read" not in window.start_page.statistics.text()
    statistics_path().write_text(json.dumps({"version": 1, "levels": {"normal": {"games": 1, "wins": 5}},
                                             "counted": []}), encoding="utf-8")
    assert load_statistics().damaged                     # more wins than games: not ours


def test_the_end_and_replay_pages_of_another_game_keep_nothing_of_the_last(window, qtbot, tmp_path):
    from desktop.games.tanto_cuore import TABLE as TantoTable
    from desktop.games.tanto_cuore.end_details import EndDetails as TantoDetails
    open_finished(window, qtbot, tmp_path, "heart_of_crown")
    window.end_page.replay_button.click()
    hoc_table, hoc_details = window.replay_page.table, window.end_page.details
    window.replay_page.done.click()
    open_finished(window, qtbot, tmp_path, "tanto_cuore")
    assert isinstance(window.end_page.details, TantoDetails) and gone(hoc_details)
    assert window.end_page.chart.isVisible()
    window.end_page.replay_button.click()
    assert isinstance(window.replay_page.table, TantoTable) and gone(hoc_table)


def gone(widget) -> bool:
    """Deleted, or at least out of sight."""
    return not shiboken6.isValid(widget) or not widget.isVisible()


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_loaded_is_told_off_the_gui_thread(window, qtbot, tmp_path, monkeypatch, game):
    """Issue 28, item 9: resuming a long finished game froze the window 2–3 s
    while its end page replayed the record; the loader tells it, with its progress."""
    import threading

    from desktop.shell import game_story

    threads = []
    replay_steps = game_story.replay_steps
    monkeypatch.setattr(game_story, "replay_steps",
                        lambda record: (threads.append(threading.current_thread()), replay_steps(record))[1])
    open_finished(window, qtbot, tmp_path, game)
    assert threads and threading.main_thread() not in threads
    assert window.end_page.story is not None and len(window.end_page.story.points) > 1
    assert window.end_page.chart.isVisible()
