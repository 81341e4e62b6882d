"""What every game's end details share (``END_DETAILS``, ``desktop/games/__init__.py``):
the game shown and its story, a score table (``ScoreTable``) whose rows the
game makes (``show_scores``), and, for a game that draws them, every
player's final strip under it (``make_strips``)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.base.i18n import Retranslating
from desktop.widgets.plain_text import plain_label
from desktop.widgets.score_table import ScoreTable

STRIPS_WIDTH = 900


class BaseEndDetails(Retranslating, QWidget):
    """A game's details lay out ``scores`` and their own labels in
    ``self.layout()`` (a ``QVBoxLayout`` without margins), with
    ``strips_host()`` where the strips go."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._result = None     # (view, names, game_over event) of the game shown
        self._story = None      # the end page's GameStory: cards bought, turns, events
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)
        self.scores = ScoreTable()
        self.strips: list = []
        self._strips_layout = None

    @staticmethod
    def centred_label(name: str = "", wrap: bool = False) -> QLabel:
        """A line of the details (the end's reason, a note), centred."""
        label = plain_label()
        if name:
            label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(wrap)
        return label

    def strips_host(self) -> QWidget:
        """The column the players' final strips go in."""
        host = QWidget()
        host.setFixedWidth(STRIPS_WIDTH)
        self._strips_layout = QVBoxLayout(host)
        self._strips_layout.setContentsMargins(0, 0, 0, 0)
        return host

    def make_strips(self, players: int) -> list:
        """A final strip for each seat (none here)."""
        return []

    def show_result(self, view: dict, names, ending: dict) -> None:
        self._result = (view, list(names), ending)
        self._story = None      # the last game's, until show_story brings this one's (it may have fewer seats)
        for strip in self.strips:
            strip.deleteLater()
        self.strips = self.make_strips(len(names))
        for strip in self.strips:
            self._strips_layout.addWidget(strip)
        self.retranslate()

    def show_story(self, story) -> None:
        self._story = story
        self.retranslate()

    def cell(self, row: int, column: int) -> str:
        """The text in the score table (row 0: the headings)."""
        return self.scores.cell(row, column)

    def retranslate(self) -> None:
        if self._result is None:
            return
        view, names, ending = self._result
        self.show_scores(view, names, ending)
        for strip in self.strips:
            strip.refresh(view, names[strip.seat], ())

    def show_scores(self, view: dict, names: list, ending: dict) -> None:
        """The score table and the game's own lines, in the current language."""
