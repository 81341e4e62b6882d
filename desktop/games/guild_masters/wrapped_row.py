"""A row of cards that wraps onto more lines instead of scrolling sideways:
a guild's played cards (14 played showed 5 at 1920×1080, the rest behind a
scroll bar). Its height follows the lines its cards need at its width."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView

from desktop.games.guild_masters.delegates import CardDelegate
from desktop.shell.guard import guarded
from desktop.widgets.card_view import CardListView


class WrappedCardRow(CardListView):
    def __init__(self, size, parent=None):
        super().__init__(CardDelegate(size), None, parent)
        self.setDragEnabled(False)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def setModel(self, model) -> None:
        super().setModel(model)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._apply_scale)
        self._apply_scale()

    def _height_for(self, scale: float, bar: int) -> int:
        """As many lines of cards as they take at its width now."""
        model = self.model()
        count = model.rowCount() if model is not None else 0
        card = self.sizeHintForIndex(model.index(0, 0)) if count else self._delegate.size * scale
        per_line = max(1, self.viewport().width() // max(1, card.width()))
        return max(1, math.ceil(count / per_line)) * card.height() + 2

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._apply_scale()
