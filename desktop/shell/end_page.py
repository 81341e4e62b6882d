"""The end of a game: who won, the game's own account of how (its
``END_DETAILS`` widget), a chart of everyone's points over the turns, and
what next: Rematch (the same players and market, a new seed), Watch the
replay, or back to the start.

The chart and the counts of cards bought and turns taken come from the
record, replayed (``shell.game_story``), so a finished game that is loaded
again ends on the same page."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.shell.game_story import tell_game
from desktop.base.i18n import Retranslating, join
from desktop.widgets.plain_text import plain_label
from desktop.widgets.points_chart import PointsChart


class EndPage(Retranslating, QWidget):
    back = Signal()
    rematch = Signal()
    replay = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("endPage")
        self._result = None     # (winners, names) of the game shown
        self.details = None     # the game's END_DETAILS widget
        self.story = None       # the GameStory of the game shown
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        body.setObjectName("endBody")
        scroll.setWidget(body)
        # The page's own colour behind the body (setWidget turned the fill on).
        scroll.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)
        outer.addWidget(scroll)
        self._layout = layout = QVBoxLayout(body)
        layout.addStretch(1)
        self.title = plain_label()
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The chart, with its title: under the game's score table when the
        # details say where (``CHART_AT``, an index in their layout), else below them.
        self.chart_box = QWidget()
        chart_layout = QVBoxLayout(self.chart_box)
        chart_layout.setContentsMargins(0, 6, 0, 6)
        self.chart_title = QLabel()
        self.chart_title.setObjectName("sectionTitle")
        self.chart_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart = PointsChart()
        self.chart.setFixedWidth(640)
        chart_layout.addWidget(self.chart_title)
        chart_layout.addWidget(self.chart, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.rematch_button = QPushButton()
        self.rematch_button.setObjectName("endRematch")
        self.rematch_button.clicked.connect(self.rematch)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("endReplay")
        self.replay_button.clicked.connect(self.replay)
        self.back_button = QPushButton()
        self.back_button.setObjectName("endBack")
        self.back_button.clicked.connect(self.back)
        for button in (self.rematch_button, self.replay_button, self.back_button):
            button.setMinimumWidth(160)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.notice = plain_label()
        self.notice.setObjectName("noticeLine")
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.hide()      # an empty line would push the game's account down
        layout.addWidget(self.title)
        layout.addLayout(buttons)
        layout.addWidget(self.notice)
        layout.addSpacing(10)
        # the game's details go here (index 5)
        layout.addWidget(self.chart_box)
        layout.addStretch(2)
        self.retranslate()

    def show_result(self, details_class, view: dict, names, ending: dict | None = None, record=None,
                    story=None) -> None:
        """``view`` of the finished game; ``ending``: the engine's game_over event
        (its reason and details), which ``details_class`` shows; ``record``: the
        game's record, for the chart and the counts (None: without them);
        ``story``: its story told already (off the GUI thread, by the loader)."""
        if type(self.details) is not details_class:
            if self.details is not None:
                self._layout.insertWidget(5, self.chart_box)     # out of the old details first
                self._layout.removeWidget(self.details)
                self.details.hide()         # gone now, not when Qt gets round to deleting it
                self.details.deleteLater()
            self.details = details_class()
            self._layout.insertWidget(5, self.details, 0, Qt.AlignmentFlag.AlignHCenter)
            at = getattr(self.details, "CHART_AT", None)
            if at is not None:
                self.details.layout().insertWidget(at, self.chart_box)
            else:
                self._layout.insertWidget(6, self.chart_box)
        self._result = (view["winners"] or [], list(names))
        self.show_notice("")
        self.details.show_result(view, names, ending or {})
        self.story = story if story is not None or record is None else tell_game(record, details_class)
        if self.story is not None and hasattr(self.details, "show_story"):
            self.details.show_story(self.story)
        charted = self.story is not None and len(self.story.points) > 1
        self.chart_box.setVisible(charted)
        if charted:
            self.chart.set_series(self.story.points, names)
        self.replay_button.setVisible(record is not None)
        self.retranslate()

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the start"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.rematch_button.setToolTip(self.tr("The same players and market, with a new shuffle"))
        self.replay_button.setText(self.tr("Watch the replay"))
        titled = getattr(self.details, "chart_title", None)     # optional (game_contract.EndDetails)
        own = titled() if titled is not None else None
        self.chart_title.setText(own or self.tr("Points over the turns"))
        if self._result is not None:
            winners, names = self._result
            self.title.setText(self.tr("{names} won!").format(names=join(names[s] for s in winners)))
