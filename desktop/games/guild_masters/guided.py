"""Isekai Guild Masters' guided first game (``GUIDED``, see ``desktop/games/__init__.py``):
the lesson's steps in ``lesson.json``, its prepared positions built by the
engine's ``position``, and the guide panel over the log (the one part of the
table a lesson does without)."""
from __future__ import annotations

from pathlib import Path

from desktop.shell.guided.guide import GuidedGame
from desktop.shell.guided.lesson import load_lesson
from desktop.shell.guided.panel import log_area
from engine.games.guild_masters.position import position

GUIDED = GuidedGame(load_lesson(Path(__file__).with_name("lesson.json")), position, log_area)
