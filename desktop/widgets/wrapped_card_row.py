"""A row of cards that wraps onto more lines instead of scrolling sideways
(a guild's played cards: 14 showed 5 at 1920×1080, the rest behind a scroll
bar), after shrinking its cards down to a floor if the game asks
(``fit_width``: a player's Private Quarters late in a game). Its height
follows the lines its cards take at its width."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView

from desktop.base.guard import guarded
from desktop.widgets.card_view import CardListView

LINE_GAP = 2        # the list's own margin round an item, per line


class WrappedCardRow(CardListView):
    def __init__(self, delegate, target: str | None = None, parent=None):
        super().__init__(delegate, target, parent)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    @guarded
    def setModel(self, model) -> None:
        super().setModel(model)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._apply_scale)
        self._apply_scale()

    def _height_for(self, scale: float, bar: int) -> int:
        """As many lines of cards as they take at its width, at ``scale``."""
        count = self.model().rowCount() if self.model() is not None else 0
        card = self._delegate.size * scale         # as the delegate's size hint rounds it
        per_line = max(1, (self.width() - 2 * self.frameWidth()) // max(1, card.width()))
        return max(1, math.ceil(count / per_line)) * (card.height() + LINE_GAP)

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._apply_scale()
