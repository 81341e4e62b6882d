"""Gensokyo's guided first game (``GUIDED``, see ``desktop/games/__init__.py``):
the lesson's stages in ``lesson.json``, each from a position the engine's
``position`` builds (a claim, a toll, an investment, an invasion, a spell
card, the end by the empty deck), and the guide panel over the log."""
from __future__ import annotations

from pathlib import Path

from desktop.shell.guided.guide import GuidedGame
from desktop.shell.guided.lesson import load_lesson
from desktop.shell.guided.panel import log_area
from engine.games.gensokyo.position import position


GUIDED = GuidedGame(load_lesson(Path(__file__).with_name("lesson.json")), position, log_area)
