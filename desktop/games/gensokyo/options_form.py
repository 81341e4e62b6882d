"""The new-game dialog's options for Gensokyo: the map (the loop or the cross
map) and the deck, the standard one (§2.2) or one the players build for the
deck-building variant (§14: up to 3 copies of a card, 25 to 45 cards a
player). A deck that breaks §14 is refused in one line, in the player's words,
before the game can start."""
from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QSpinBox, QVBoxLayout, QWidget)

from desktop.base.i18n import Retranslating
from desktop.games.gensokyo.card_art import card_name
from desktop.widgets.plain_text import plain_label
from engine.games.gensokyo.options import DECK_PER_PLAYER, MAX_COPIES, POOL, OptionsError, check_deck

MAP = QT_TRANSLATE_NOOP("gensokyo", "Map")
MAPS = {"loop": QT_TRANSLATE_NOOP("gensokyo", "Loop map (31 squares; 46 with 4 players)"),
        "cross": QT_TRANSLATE_NOOP("gensokyo", "Cross map (a figure eight crossing at START)")}
DECK = QT_TRANSLATE_NOOP("gensokyo", "Deck")
DECKS = {"standard": QT_TRANSLATE_NOOP("gensokyo", "Standard deck (30 cards a player)"),
         "built": QT_TRANSLATE_NOOP("gensokyo", "Build the deck (variant: up to 3 copies of a card)")}
COUNT = QT_TRANSLATE_NOOP("gensokyo", "{count} cards in the deck; {players} players need {low} to {high}.")
ONE_EACH = QT_TRANSLATE_NOOP("gensokyo", "One of each")
CLEAR = QT_TRANSLATE_NOOP("gensokyo", "Clear")
REASONS = {
    "deck_size": QT_TRANSLATE_NOOP("gensokyo", "The deck needs {low} to {high} cards for this many players; "
                                   "it has {got}."),
    "too_many_copies": QT_TRANSLATE_NOOP("gensokyo", "At most 3 copies of a card: {cards}."),
    "unknown_cards": QT_TRANSLATE_NOOP("gensokyo", "Cards this game does not have: {cards}."),
    "charisma_in_deck": QT_TRANSLATE_NOOP("gensokyo", "Charisma cards are dealt apart, never in the deck: {cards}."),
}


def tr(text: str) -> str:
    return QCoreApplication.translate("gensokyo", text)


def reason_text(error: OptionsError) -> str:
    """The engine's one-line refusal of a deck, in the player's words."""
    fields = dict(error.fields)
    if "cards" in fields:
        fields["cards"] = ", ".join(card_name(c) if c in POOL else str(c) for c in fields["cards"])
    return tr(REASONS[error.code]).format(**fields) if error.code in REASONS else str(error)


class DeckEditor(QWidget):
    """How many copies of each card the deck holds (0 to 3)."""

    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.counts: dict[str, QSpinBox] = {}
        self.names: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for place, card in enumerate(POOL):
            box = QSpinBox()
            box.setRange(0, MAX_COPIES)
            box.setObjectName(f"deck_{card}")
            box.valueChanged.connect(self.changed)
            self.counts[card], self.names[card] = box, plain_label()
            row, column = divmod(place, 2)
            grid.addWidget(self.names[card], row, column * 2)
            grid.addWidget(box, row, column * 2 + 1)
        self.retranslate()

    def retranslate(self) -> None:
        for card, label in self.names.items():
            label.setText(card_name(card))

    def deck(self) -> list[str]:
        return [card for card, box in self.counts.items() for _ in range(box.value())]

    def set_deck(self, deck) -> None:
        counts = Counter(deck)
        for card, box in self.counts.items():
            box.blockSignals(True)
            box.setValue(min(MAX_COPIES, counts[card]))
            box.blockSignals(False)
        self.changed.emit()


class GensokyoOptionsForm(Retranslating, QWidget):
    """``changed``; ``problem(players)``: what is wrong, in words (None:
    nothing); ``options(players)``: the options, or ValueError with the reason."""

    changed = Signal()

    def __init__(self, spec, seat_rows=None, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.map = QComboBox()
        self.map.setObjectName("option_map")
        self.deck_kind = QComboBox()
        self.deck_kind.setObjectName("option_deck")
        for combo, values in ((self.map, MAPS), (self.deck_kind, DECKS)):
            for value in values:
                combo.addItem("", value)
            combo.currentIndexChanged.connect(self._kind_changed)
        self.editor = DeckEditor()
        self.editor.changed.connect(self._deck_changed)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.editor)
        self.scroll.setMinimumHeight(160)
        self.count = plain_label()
        self.count.setObjectName("deckCountLine")
        self.one_each, self.clear = QPushButton(), QPushButton()
        self.one_each.clicked.connect(lambda: self.editor.set_deck(POOL))
        self.clear.clicked.connect(lambda: self.editor.set_deck(()))
        tools = QHBoxLayout()
        tools.addWidget(self.count, 1)
        tools.addWidget(self.one_each)
        tools.addWidget(self.clear)
        self.building = QWidget()
        building = QVBoxLayout(self.building)
        building.setContentsMargins(0, 0, 0, 0)
        building.addLayout(tools)
        building.addWidget(self.scroll)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.map_label, self.deck_label = QLabel(), QLabel()
        form.addRow(self.map_label, self.map)
        form.addRow(self.deck_label, self.deck_kind)
        form.addRow(self.building)
        self._players = 2
        self.editor.set_deck(POOL)          # a legal start for 2 players: one of each of the 62 cards
        self._kind_changed()
        self.retranslate()

    def retranslate(self) -> None:
        self.map_label.setText(tr(MAP))
        self.deck_label.setText(tr(DECK))
        for combo, values in ((self.map, MAPS), (self.deck_kind, DECKS)):
            for row in range(combo.count()):
                combo.setItemText(row, tr(values[combo.itemData(row)]))
        self.one_each.setText(tr(ONE_EACH))
        self.clear.setText(tr(CLEAR))
        self.editor.retranslate()
        self._show_count()

    def _kind_changed(self) -> None:
        self.building.setVisible(self.deck_kind.currentData() == "built")
        self.changed.emit()

    def _deck_changed(self) -> None:
        self._show_count()
        self.changed.emit()

    def _show_count(self) -> None:
        low, high = (n * self._players for n in DECK_PER_PLAYER)
        self.count.setText(tr(COUNT).format(count=len(self.editor.deck()), players=self._players, low=low, high=high))

    def problem(self, players: int) -> str | None:
        try:
            self.options(players)
        except ValueError as exc:
            return str(exc)
        return None

    def options(self, players: int) -> dict:
        if players != self._players:
            self._players = players
            self._show_count()
        deck = None
        if self.deck_kind.currentData() == "built":
            try:
                deck = list(check_deck(self.editor.deck(), players))
            except OptionsError as error:
                raise ValueError(reason_text(error)) from None
        return self.spec.options_dict({"players": players, "map": self.map.currentData(), "deck": deck})
