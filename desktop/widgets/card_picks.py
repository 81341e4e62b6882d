"""The cards a player ticks in the new-game dialog (a market or a town
picked by hand): a list whose items carry their card id."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem


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
        self.setMinimumHeight(150)

    def label_cards(self, text) -> None:
        """Each item's text: ``text(card)`` in the current language."""
        for row in range(self.count()):
            item = self.item(row)
            item.setText(text(item.data(Qt.ItemDataRole.UserRole)))

    def picked(self) -> list:
        """The ticked cards, in the list's order."""
        return [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())
                if self.item(i).checkState() == Qt.CheckState.Checked]
