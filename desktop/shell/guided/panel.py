"""The guide panel: a card floating over the table (not a dialog: the table
stays in reach) with the step counter, what to do and why, the reason of a
refused move, and "Start over" / "Leave the lesson"; at the end, well done
and what next.

It sits where the game's lesson says a panel may cover the table
(``GuidedGame.panel_area(table)``: a game may give ``log_area``, its log),
and follows the table's size.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.base.game_contract import GameTable
from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating

STYLE = """
#guidePanel { background: #fff7e3; border: 3px solid #1f9e8f; border-radius: 10px; }
#guideCounter { color: #0f6b60; font-weight: bold; }
#guideTitle { font-size: 15px; font-weight: bold; color: #3b2d22; }
#guideIntro { color: #5d4632; font-style: italic; }
#guideText { color: #2b2622; font-size: 13px; }
#guideRefusal { color: #a0321e; font-weight: bold; }
#guideScroll, #guideBody { background: transparent; }
#guidePanel QPushButton#guide_restart, #guidePanel QPushButton#guide_leave { padding: 1px 8px; }
"""


def log_area(table: GameTable) -> QRect:
    """A table's log, in the table's coordinates: where a lesson's panel may
    sit on a table whose log the lesson does without (a ``panel_area``)."""
    log = table.log_view
    return QRect(log.mapTo(table, QPoint(0, 0)), log.size())


# Room for the counter, the title and two lines of words, where the area is smaller.
MIN_HEIGHT = 120


class GuidePanel(Retranslating, QFrame):
    """Shows ``session``'s guide over ``table``. Signals: ``leave``,
    ``restart``; at the end also ``new_game`` and ``rules``."""

    leave = Signal()
    restart = Signal()
    new_game = Signal()
    rules = Signal()

    def __init__(self, session, table, area=None):
        super().__init__(table)
        self.setObjectName("guidePanel")
        self.setStyleSheet(STYLE)
        self.session = session
        self.table = table
        self._area = area          # table -> QRect the panel may cover, or None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 8)
        layout.setSpacing(2)
        self.counter = self._label("guideCounter")
        self.counter.setWordWrap(False)
        self.title = self._label("guideTitle")
        self.intro = self._label("guideIntro")
        self.text = self._label("guideText")
        self.refusal = self._label("guideRefusal")
        self.buttons = {key: self._button(key, signal) for key, signal in (
            ("restart", self.restart), ("leave", self.leave), ("new_game", self.new_game), ("rules", self.rules))}
        # The way out stays at the top, beside the counter; what next comes under the words at the end.
        self._top = top = QHBoxLayout()
        top.addWidget(self.counter, 1)
        top.addWidget(self.buttons["restart"])
        top.addWidget(self.buttons["leave"])
        layout.addLayout(top)
        layout.addWidget(self.title)
        # The words scroll when the table leaves the panel too little room (a small window).
        self.body = QWidget()
        self.body.setObjectName("guideBody")
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(4)
        for label in (self.intro, self.text, self.refusal):
            body.addWidget(label)
        body.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("guideScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.body)
        layout.addWidget(self.scroll, 1)
        what_next = QHBoxLayout()
        what_next.addWidget(self.buttons["new_game"])
        what_next.addWidget(self.buttons["rules"])
        what_next.addStretch(1)
        layout.addLayout(what_next)
        session.guide_moved.connect(self.refresh)
        session.refused.connect(self.show_refusal)
        session.changed.connect(self._light)
        session.game_over.connect(self.refresh)
        table.installEventFilter(self)
        self.retranslate()
        self.show()

    def _button(self, key: str, signal) -> QPushButton:
        button = QPushButton()
        button.setObjectName("guide_" + key)
        button.clicked.connect(signal)
        return button

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def retranslate(self) -> None:
        for key, text in (("new_game", self.tr("Play a real game")), ("rules", self.tr("Rules")),
                          ("restart", self.tr("Start over")), ("leave", self.tr("Leave the lesson"))):
            self.buttons[key].setText(text)
        self.refresh()

    # ------------------------------------------------------------ content
    def refresh(self) -> None:
        session, guide = self.session, self.session.guide
        step = guide.step
        intro = None
        if guide.finished:
            self.counter.setText(self.tr("Lesson complete"))
            title, text = session.text(guide.lesson.finish_title), session.text(guide.lesson.finish_text)
            intro = self._ending()
        elif step is not None and guide.is_current(session.state):
            stage = guide.lesson.stages[guide.stage]
            if guide.index == 0 and stage.intro:
                intro = session.text(stage.intro)
            self.counter.setText(self.tr("Step {n} of {total}").format(n=guide.number, total=guide.total))
            title, text = session.text(step.title), session.text(step.text)
        else:       # no step is current: a count of those done, not a step's number again
            self.counter.setText(self.tr("{n} of {total} steps done").format(n=guide.done, total=guide.total))
            title, text = self._waiting_texts()
        self.title.setText(title)
        self.intro.setText(intro or "")
        self.intro.setVisible(bool(intro))
        self.text.setText(text)
        self.refusal.hide()
        done = guide.finished
        self.buttons["new_game"].setVisible(done)
        self.buttons["rules"].setVisible(done)
        self._place()
        self._light()

    def _ending(self) -> str:
        """How the lesson's game stands once its steps are done."""
        state = self.session.state
        if state.decision is None:
            winners = state.winners or ()
            if self.session.guide.viewer in winners:
                return self.tr("The game is over: you won!")
            return self.tr("The game is over.")
        return self.tr("The game goes on to its end: watch the other players' last turns.")

    def _waiting_texts(self) -> tuple:
        """While no step speaks to the viewer: the others play (a stage ends
        with the viewer's turn: the next one starts when the viewer decides
        again), or the viewer decides something the lesson does not teach."""
        if self.session.human_to_move() is None:
            return (self.tr("Your opponent's turn"),
                    self.tr("Watch the table and the log: your opponent plays by the same rules. "
                            "The lesson goes on when it is your turn."))
        return (self.tr("Your choice"),
                self.tr("The lesson has nothing to say about this choice: decide as you like, "
                        "and it goes on after it."))

    def show_refusal(self, text: str) -> None:
        """Until the next move."""
        self.refusal.setText(text)
        self.refusal.show()
        self._place()

    def _light(self) -> None:
        """Light up what the step asks for; the table redrew its cards first."""
        self.table.highlight(self.session.guide.highlighted(self.session.state))

    # ------------------------------------------------------------ place
    def _place(self) -> None:
        table = self.table
        area = self._area(table) if self._area is not None else None
        if area is None or not area.isValid():
            width = min(420, max(300, table.width() // 3))
            area = QRect(table.width() - width - 8, table.height() // 2, width, table.height() // 2 - 8)
        # As tall as the words need, on the area's foot (so some of what it covers
        # shows above), and no taller than the area: the words scroll instead.
        margins = self.layout().contentsMargins()
        border = self.width() - self.contentsRect().width()       # the style sheet's frame
        inner = area.width() - border - margins.left() - margins.right()
        self._fit_counter(inner)
        # Measured as wrapped beside a scroll bar: one shown before stays until the words
        # fit at the width it leaves them.
        words = self.body.layout().totalHeightForWidth(inner - self.scroll.verticalScrollBar().sizeHint().width())
        others = self.layout().totalHeightForWidth(area.width()) - self.scroll.sizeHint().height()
        height = max(min(others + words + 2, area.height()), MIN_HEIGHT)
        self.setGeometry(QRect(area.left(), area.bottom() + 1 - height, area.width(), height))
        self.raise_()
        zoom = getattr(table, "zoom", None)
        if zoom is not None and zoom.popup.isVisible():
            zoom.popup.raise_()       # the card the player points at stays on top

    def _fit_counter(self, inner: int) -> None:
        """The counter beside the way-out buttons, or on a line of its own above
        them where the panel is too narrow for both (the buttons are never cut)."""
        top, layout = self._top, self.layout()
        needed = (self.counter.fontMetrics().horizontalAdvance(self.counter.text()) + 2 * top.spacing()
                  + sum(self.buttons[key].sizeHint().width() for key in ("restart", "leave")))
        beside = top.indexOf(self.counter) >= 0
        if beside == (needed <= inner):
            return
        (top if beside else layout).removeWidget(self.counter)
        if beside:
            layout.insertWidget(0, self.counter)
        else:
            top.insertWidget(0, self.counter, 1)

    @guarded(default=False)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._place()
        return False
