"""The cards a player ticks in the new-game dialog (a market or a town
picked by hand): a list whose items carry their card id, and beside it the
text of the card under the cursor or the keyboard (``CardPicks.text_panel``),
so a player picks by what the cards do, not by their names alone."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QListWidget, QListWidgetItem, QPlainTextEdit, QWidget

LIST_HEIGHT = 170       # about eight rows: the whole dialog fits a 1024×600 screen
TEXT_WIDTH = 250


class CardPicks(QListWidget):
    """One unticked item a card of ``cards``, in that order; ``name`` is its object name."""

    def __init__(self, cards, name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        for card in cards:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.addItem(item)
        self.setFixedHeight(LIST_HEIGHT)
        self.setMouseTracking(True)         # the text follows the mouse, not only the keyboard
        self._describe = None
        # Plain text (card data, not markup) that scrolls when a pile has several cards.
        self.card_text = QPlainTextEdit()
        self.card_text.setObjectName(name + "Text")
        self.card_text.setReadOnly(True)
        self.card_text.setFrameShape(QFrame.Shape.NoFrame)
        self.card_text.viewport().setAutoFillBackground(False)
        self.card_text.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # Tab goes from the list to the buttons
        self.card_text.setFixedSize(TEXT_WIDTH, LIST_HEIGHT)
        self.text_panel = QWidget()
        row = QHBoxLayout(self.text_panel)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self, 1, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.card_text, 0, Qt.AlignmentFlag.AlignTop)
        self.currentItemChanged.connect(lambda item, _old: self._show_text(item))
        self.itemEntered.connect(self._show_text)

    def label_cards(self, text, describe=None) -> None:
        """Each item's text: ``text(card)`` in the current language; ``describe(card)``
        the card's rules text, shown beside the list and as the item's tooltip."""
        self._describe = describe
        for row in range(self.count()):
            item = self.item(row)
            card = item.data(Qt.ItemDataRole.UserRole)
            item.setText(text(card))
            item.setToolTip(describe(card) if describe else "")
        self._show_text(self.currentItem() or self.item(0))

    def _show_text(self, item) -> None:
        if item is None or self._describe is None:
            self.card_text.clear()
            return
        self.card_text.setPlainText(item.text() + "\n\n" + self._describe(item.data(Qt.ItemDataRole.UserRole)))

    def picked(self) -> list:
        """The ticked cards, in the list's order."""
        return [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())
                if self.item(i).checkState() == Qt.CheckState.Checked]
