"""A table between two games: its old strips are gone, and a resize before the
new ones are placed fits nothing (the monkey met "QuartersStrip already
deleted" when a game of other seats was opened at a table left by another)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from desktop.base.seats import Seat
from desktop.shell.session import GameSession

GAMES = ["heart_of_crown", "tanto_cuore"]      # the tables that fit their strips to the height


@pytest.mark.parametrize("game", GAMES)
def test_a_resize_between_two_games_fits_no_deleted_strip(window, qtbot, game):
    seats = [Seat("Ann"), *(Seat(f"Bot {n}", "baseline") for n in range(1, 4))]
    assert window.start_session(GameSession.new(game, {"players": 4}, 3, seats, **window._session_args()))
    QApplication.processEvents()
    table = window.table
    table.reset(["Ann", "Bea"], table.rules)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    window.resize(1000, 700)
    QApplication.processEvents()
    window.resize(1280, 800)
    QApplication.processEvents()
    assert table._strips_placed == ((), 1)
