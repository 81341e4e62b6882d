"""Isekai Guild Masters' guided first game (``GUIDED``, see ``desktop/games/__init__.py``):
the lesson's steps in ``lesson.json``, its prepared positions built by the
engine's ``position``, and the guide panel over the log (the one part of the
table a lesson does without), widened to the left over the free space under
the seats' panels: the log column alone leaves the panel's buttons no room."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect

from desktop.shell.guided.guide import GuidedGame
from desktop.shell.guided.lesson import load_lesson
from desktop.shell.guided.panel import log_area
from engine.games.guild_masters.position import position

PANEL_WIDTH = 380


def panel_area(table) -> QRect:
    """The log's area, at least ``PANEL_WIDTH`` wide, keeping its right edge."""
    log = log_area(table)
    width = max(log.width(), PANEL_WIDTH)
    return QRect(log.right() + 1 - width, log.top(), width, log.height())


GUIDED = GuidedGame(load_lesson(Path(__file__).with_name("lesson.json")), position, panel_area)
