"""Choosing a new game: seats, market and seed. Options are checked by the
engine; its error is shown in the dialog, which stays open."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QSpinBox, QVBoxLayout)

from desktop.seats import HUMAN, Seat
from desktop.text import card_name
from engine.ai.agents import agent_names
from engine.games.heart_of_crown import OptionsError, normalize_options
from engine.games.heart_of_crown.cards import CARDS, COMMON_PILES, pile_cards
from engine.games.heart_of_crown.options import MARKET_SIZE, PRESETS

GAME_ID = "heart_of_crown"
MAX_SEATS = 4
DEFAULT_AI = "baseline"


class NewGameDialog(QDialog):
    """After ``exec()``: ``options``, ``seed`` and ``seats`` hold the choice."""

    def __init__(self, parent=None, seed_source=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game — Heart of Crown"))
        self.options: dict = {}
        self.seed: int = 0
        self.seats: list[Seat] = []
        self._seed_source = seed_source
        layout = QVBoxLayout(self)

        seats_box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(seats_box)
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(2, MAX_SEATS)
        self.count.valueChanged.connect(self._update_rows)
        grid.addWidget(QLabel(self.tr("Number of players")), 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.kinds = [(HUMAN, self.tr("Human"))] + [
            (name, self.tr("AI — {name}").format(name=name)) for name in agent_names(GAME_ID)]
        self.name_edits, self.kind_boxes, self.row_labels = [], [], []
        for seat in range(MAX_SEATS):
            label = QLabel(self.tr("Seat {n}").format(n=seat + 1))
            name = QLineEdit(self.tr("You") if seat == 0 else self.tr("AI {n}").format(n=seat + 1))
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(24)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{seat}")
            for key, text in self.kinds:
                kind.addItem(text, key)
            kind.setCurrentIndex(0 if seat == 0 else max(0, kind.findData(DEFAULT_AI)))
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(name, seat + 1, 1)
            grid.addWidget(kind, seat + 1, 2)
            self.row_labels.append(label)
            self.name_edits.append(name)
            self.kind_boxes.append(kind)
        layout.addWidget(seats_box)

        market_box = QGroupBox(self.tr("Market"))
        form = QFormLayout(market_box)
        self.market = QComboBox()
        self.market.setObjectName("marketChoice")
        self.market.addItem(self.tr("Random 10"), "random")
        for preset in PRESETS:
            self.market.addItem(self.tr("Preset: {name}").format(name=preset.replace("_", " ").title()),
                                "preset:" + preset)
        self.market.addItem(self.tr("Pick 10 yourself"), "pick")
        self.market.currentIndexChanged.connect(self._update_pick)
        self.picks = QListWidget()
        self.picks.setObjectName("marketPicks")
        for pile in COMMON_PILES:
            label = self.tr("Attending Maids") if pile == "attending_maid" else card_name(pile)
            item = QListWidgetItem(f"{label} ({CARDS[pile_cards(pile)[0]].cost})")
            item.setData(Qt.ItemDataRole.UserRole, pile)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.picks.addItem(item)
        self.picks.setMinimumHeight(150)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        form.addRow(self.tr("Market cards"), self.market)
        self.picks_label = QLabel(self.tr("Your 10"))
        form.addRow(self.picks_label, self.picks)
        form.addRow(self.tr("Seed (optional)"), self.seed_edit)
        layout.addWidget(market_box)

        self.error = QLabel()
        self.error.setObjectName("errorLine")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update_rows()
        self._update_pick()

    def _update_rows(self) -> None:
        count = self.count.value()
        for seat in range(MAX_SEATS):
            for widget in (self.row_labels[seat], self.name_edits[seat], self.kind_boxes[seat]):
                widget.setVisible(seat < count)

    def _update_pick(self) -> None:
        picking = self.market.currentData() == "pick"
        self.picks.setVisible(picking)
        self.picks_label.setVisible(picking)
        self.adjustSize()

    def picked_piles(self) -> list:
        return [self.picks.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.picks.count())
                if self.picks.item(i).checkState() == Qt.CheckState.Checked]

    def accept(self) -> None:
        error = self._collect()
        if error:
            self.error.setText(error)
            return
        super().accept()

    def _collect(self) -> str | None:
        """Fill options/seed/seats; return a message instead when something is wrong."""
        count = self.count.value()
        seats = []
        for seat in range(count):
            name = self.name_edits[seat].text().strip()
            if not name:
                return self.tr("Seat {n} needs a name.").format(n=seat + 1)
            seats.append(Seat(name, self.kind_boxes[seat].currentData()))
        if len({s.name for s in seats}) != len(seats):
            return self.tr("Every player needs a different name.")
        market = self.market.currentData()
        if market == "pick":
            market = self.picked_piles()
            if len(market) != MARKET_SIZE:
                return self.tr("Pick exactly {n} market cards (you picked {k}).").format(n=MARKET_SIZE, k=len(market))
        text = self.seed_edit.text().strip()
        if text:
            if not text.isdigit() or int(text) >= 2**63:
                return self.tr("The seed must be a whole number (or empty for a random one).")
            seed = int(text)
        else:
            seed = self._seed_source() if self._seed_source else 0
        try:
            options = normalize_options({"players": count, "market": market})
        except OptionsError as exc:
            return str(exc)
        self.options, self.seed, self.seats = options, seed, seats
        return None
