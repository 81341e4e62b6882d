"""A battle you can follow (gensokyo.rules.md §8). During the commits (the
view's ``battle``) the invader's main character and each side's support
slot: face down to everyone but its owner, who sees its own card. Once
resolved (the view's ``last_battle``, or ``battle`` with its steps) it pages
through the reveal with R1's negation, each R3 step with the running attack
and HP, R4's result and §8.4's costs. Next / Back / the keyboard step; with
``animations`` it advances by itself. The table places it (``fit_into``)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from desktop.base.guard import guarded
from desktop.games.gensokyo import battle_steps as words
from desktop.games.gensokyo.card_art import card_pixmap
from desktop.widgets.face_down_slot import FaceDownSlot
from desktop.widgets.plain_text import plain_label

ADVANCE_MS = 1100
CARD_WIDTH = 64
WIDTH = 520                      # room for the longest step title beside two sides of cards
PICTURES_FROM_HEIGHT = 380       # below this the table's room is too small for the card faces
INVADER = QT_TRANSLATE_NOOP("gensokyo", "Invader: {name}")
DEFENDER = QT_TRANSLATE_NOOP("gensokyo", "Defender: {name}")
# No verb to agree and no possessive: either name may be "You".
HEADING = QT_TRANSLATE_NOOP("gensokyo", "Battle: {invader} against {defender}")
ATTACK = QT_TRANSLATE_NOOP("gensokyo", "Attack {value}")
HP = QT_TRANSLATE_NOOP("gensokyo", "HP {value}")
PAGE = QT_TRANSLATE_NOOP("gensokyo", "{n} / {total}")
BACK = QT_TRANSLATE_NOOP("gensokyo", "Previous")
NEXT = QT_TRANSLATE_NOOP("gensokyo", "Next")
CLOSE = QT_TRANSLATE_NOOP("gensokyo", "Close")
SUPPORT_CARD = QT_TRANSLATE_NOOP("gensokyo", "Support card")


class _Side(QFrame):
    """One battling side: its seat, its character's face and name, its
    support slot, and its one number that counts (attack or HP)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.seat_label = plain_label()
        self.seat_label.setStyleSheet("font-weight: bold;")
        self.picture = QLabel()
        self.card_label = plain_label()
        self.card_label.setWordWrap(True)
        self.support = FaceDownSlot(words.name_of)
        self.support.setFixedSize(QSize(CARD_WIDTH, round(CARD_WIDTH * 1.4)))
        self.support_caption = QLabel()
        self.numbers = plain_label()
        self.numbers.setStyleSheet("font-size: 15pt; font-weight: bold;")
        # The main and its support side by side, each named underneath, so the
        # main's name never reads as the support's where no faces fit.
        cards = QHBoxLayout()
        cards.addStretch(1)
        for card, caption in ((self.picture, self.card_label), (self.support, self.support_caption)):
            column = QVBoxLayout()
            column.addStretch(1)                               # the captions on one line, faces or none
            column.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(caption, 0, Qt.AlignmentFlag.AlignHCenter)
            cards.addLayout(column)
        cards.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.seat_label, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(cards)
        layout.addWidget(self.numbers, 0, Qt.AlignmentFlag.AlignHCenter)

    def show_side(self, seat_text: str, name: str, card: str | None, support, numbers: str,
                  pictures: bool) -> None:
        self.seat_label.setText(seat_text)
        self.picture.setPixmap(card_pixmap(card, CARD_WIDTH) if card and pictures else QPixmap())
        self.picture.setVisible(bool(card) and pictures)
        self.card_label.setText(words.name_of(card))
        self.support.show_slot(support, name)
        self.support_caption.setText(words.tr(SUPPORT_CARD))
        self.numbers.setText(numbers)


class BattlePanel(QFrame):
    """``show_battle(battle, names, viewer)``: the view's ``battle`` while
    committing, or its ``last_battle``; None hides. ``closed`` when closed;
    ``reopen()`` shows the same battle again from its first page."""

    closed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("gensokyoBattlePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.animations = False
        self._battle, self._steps, self._names, self._viewer, self._index = None, None, [], 0, 0
        self._pictures = True
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._advance)
        self.heading = plain_label()
        self.heading.setStyleSheet("font-weight: bold;")
        self.sides = (_Side(), _Side())
        self.step_title = plain_label()
        self.step_title.setStyleSheet("font-weight: bold;")
        self.step_title.setWordWrap(True)
        self.step_text = plain_label()
        self.step_text.setWordWrap(True)
        self.counter = plain_label()
        self.back_button, self.next_button, self.close_button = QPushButton(), QPushButton(), QPushButton()
        for button in (self.back_button, self.next_button, self.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # Space belongs to the panel: Next
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.next)
        self.close_button.clicked.connect(self.close_panel)
        sides = QHBoxLayout()
        for side in self.sides:
            sides.addWidget(side)
        buttons = QHBoxLayout()
        for widget in (self.back_button, self.counter, self.next_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.heading)
        layout.addLayout(sides)
        layout.addWidget(self.step_title)
        layout.addWidget(self.step_text, 1)
        layout.addLayout(buttons)
        self._words()
        self.hide()

    def _words(self) -> None:
        self.back_button.setText(words.tr(BACK))
        self.next_button.setText(words.tr(NEXT))
        self.close_button.setText(words.tr(CLOSE))

    # ------------------------------------------------------------ what it shows

    def show_battle(self, battle: dict | None, names: list[str], viewer: int) -> None:
        self._timer.stop()
        self._battle, self._names, self._viewer, self._index = battle, list(names), viewer, 0
        if battle is None:
            self._steps = None
            self.hide()
            return
        self._steps = None if battle.get("steps") is None else words.as_dicts(battle["steps"])
        self.show()
        self.raise_()
        self._render()
        if self.animations and self.resolved():
            self._timer.start(ADVANCE_MS)

    def resolved(self) -> bool:
        return self._steps is not None

    def pages(self) -> int:
        """The pages Next/Back step over: the reveal, each step, the result, the costs."""
        return len(self._steps) + 3 if self.resolved() else 1

    def index(self) -> int:
        return self._index

    def step_numbers(self) -> tuple[str, str]:
        """The attack and HP shown now ("" before the first step)."""
        return self.sides[0].numbers.text(), self.sides[1].numbers.text()

    def _render(self) -> None:
        battle = self._battle
        invader, defender = (self._names[seat] for seat in battle["seats"])
        self.heading.setText(words.tr(HEADING).format(invader=invader, defender=defender))
        cards = battle.get("cards") or [battle.get("main"), None]     # the live battle names the main only
        attack, hp = self._numbers()
        for side, (role, name) in enumerate(((INVADER, invader), (DEFENDER, defender))):
            self.sides[side].show_side(words.tr(role).format(name=name), name, cards[side],
                                       battle["supports"][side], attack if side == 0 else hp, self._pictures)
        title, lines = self._page()
        self.step_title.setText(title)
        self.step_text.setText("\n".join(lines))
        self.back_button.setEnabled(self._index > 0)
        self.next_button.setEnabled(self._index < self.pages() - 1)
        self.counter.setText(words.tr(PAGE).format(n=self._index + 1, total=self.pages()))
        self._fit()

    def _fit(self) -> None:
        """Its width, and the height its words need now, within its maximum."""
        width = min(WIDTH, self.maximumWidth())
        self.layout().activate()
        needed = self.layout().heightForWidth(width)
        self.resize(width, min(needed if needed > 0 else self.sizeHint().height(), self.maximumHeight()))

    def _numbers(self) -> tuple[str, str]:
        """The running attack and HP after the page's step (the last step's from R4 on)."""
        if not self.resolved() or self._index == 0:
            return "", ""
        step = self._steps[min(self._index, len(self._steps)) - 1]
        return words.tr(ATTACK).format(value=step["attack"]), words.tr(HP).format(value=step["hp"])

    def _page(self) -> tuple[str, list[str]]:
        battle, page = self._battle, self._index
        if battle.get("negation") is None:                    # R1 comes with the reveal
            return words.tr(words.COMMIT_TITLE), []
        if page == 0:
            return words.tr(words.REVEAL_TITLE), words.negation_lines(battle["negation"])
        steps = self._steps
        if page <= len(steps):
            return words.title(steps[page - 1]), words.lines(steps[page - 1])
        if page == len(steps) + 1:
            last = steps[-1]
            return words.tr(words.OUTCOME_TITLE), [words.outcome_line(battle["invader_wins"], last["attack"],
                                                                      last["hp"])]
        names = [self._names[seat] for seat in battle["seats"]]
        return words.tr(words.COSTS_TITLE), words.cost_lines(battle.get("costs", [None, None]),
                                                             battle["invader_wins"], names)

    # ------------------------------------------------------------ stepping

    def next(self) -> None:
        if self._battle is not None and self._index < self.pages() - 1:
            self._index += 1
            self._render()

    def back(self) -> None:
        self._timer.stop()
        if self._battle is not None and self._index > 0:
            self._index -= 1
            self._render()

    def _advance(self) -> None:
        self.next()
        if self._battle is None or self._index >= self.pages() - 1:
            self._timer.stop()

    def close_panel(self) -> None:
        self._timer.stop()
        self.hide()
        self.closed.emit()

    def reopen(self) -> None:
        """The battle shown last, again from its first page."""
        if self._battle is not None:
            self.show_battle(self._battle, self._names, self._viewer)

    def fit_into(self, width: int, height: int) -> None:
        """At most the room the table gives it (never all of its parent); the
        card faces only where they fit."""
        self.setMaximumSize(max(320, width), max(220, height))
        self._pictures = height >= PICTURES_FROM_HEIGHT
        if self._battle is not None:
            self._render()

    @guarded
    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._timer.stop()
            self.next()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Backspace):
            self.back()
        elif key == Qt.Key.Key_Escape:
            self.close_panel()
        else:
            super().keyPressEvent(event)

    @guarded
    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self._words()
            if self._battle is not None:
                self._render()
        super().changeEvent(event)
