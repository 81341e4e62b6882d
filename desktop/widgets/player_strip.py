"""One player's strip on a table or the end page: a header in the game's
words, with a button for the player's discard pile (it is public) beside
it, over a row of the player's cards."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QVBoxLayout

from desktop.widgets.pile_window import header_with_pile_button
from desktop.widgets.plain_text import plain_label


class PlayerStrip(QFrame):
    """``discard_requested``: this player's discard pile is asked for.
    ``cards`` is the game's card row, shown with a new ``model_class(self)``;
    a game's strip gives ``header_tip()``, the header's tooltip."""

    discard_requested = Signal()

    def __init__(self, seat: int, model_class, cards, parent=None):
        super().__init__(parent)
        self.setObjectName("domainStrip")
        self.seat = seat
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3, 1, 3, 1)
        layout.setSpacing(1)
        self.header = plain_label()
        self.header.setObjectName("domainHeader")
        self.model = model_class(self)
        self.cards = cards
        self.cards.setModel(self.model)
        top, self.discard_button = header_with_pile_button(self.header, self.discard_requested)
        layout.addLayout(top)
        layout.addWidget(self.cards)

    def header_tip(self) -> str:
        return ""

    def show_recap(self, recap: str) -> None:
        """What this player did on their latest turn (``turn_recap.recap_html``), on the header's tooltip."""
        self.header.setToolTip(recap + self.header_tip())
