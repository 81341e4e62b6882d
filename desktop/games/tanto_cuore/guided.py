"""Tanto Cuore's guided first game (``GUIDED``, see ``desktop/games/__init__.py``):
the lesson's steps in ``lesson.json``, its prepared positions built by the
engine's ``position``, and the guide panel over the log (the one part of the
table a lesson does without)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect

from desktop.shell.guided.guide import GuidedGame
from desktop.shell.guided.lesson import load_lesson
from engine.games.tanto_cuore.position import position


def panel_area(table) -> QRect:
    log = table.log_view
    return QRect(log.mapTo(table, QPoint(0, 0)), log.size())


GUIDED = GuidedGame(load_lesson(Path(__file__).with_name("lesson.json")), position, panel_area)
