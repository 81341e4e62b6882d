"""Choosing a new game: seats, market and seed. Options are checked by the
engine; its error is shown in the dialog, which stays open."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QSpinBox, QVBoxLayout)

from desktop.i18n import (AI_LEVEL_FALLBACK, AI_LEVELS, APP_CONTEXT, PRESET_NAMES, Retranslating,
                          app_text, card_name, tr)
from desktop.seats import HUMAN, Seat
from engine.ai.agents import agent_names
from engine.games.heart_of_crown import OptionsError, normalize_options
from engine.games.heart_of_crown.cards import CARDS, COMMON_PILES, pile_cards
from engine.games.heart_of_crown.options import MARKET_SIZE, PRESETS

GAME_ID = "heart_of_crown"
MAX_SEATS = 4
DEFAULT_AI = "baseline"


def _kind_label(kind: str) -> str:
    if kind == HUMAN:
        return app_text("human")
    if kind in AI_LEVELS:
        return tr(AI_LEVELS[kind], APP_CONTEXT)
    return tr(AI_LEVEL_FALLBACK, APP_CONTEXT).format(name=kind)


def _default_name(seat: int) -> str:
    return app_text("you") if seat == 0 else app_text("ai_seat").format(number=seat + 1)


class NewGameDialog(Retranslating, QDialog):
    """After ``exec()``: ``options``, ``seed`` and ``seats`` hold the choice."""

    def __init__(self, parent=None, seed_source=None):
        super().__init__(parent)
        self.options: dict = {}
        self.seed: int = 0
        self.seats: list[Seat] = []
        self._seed_source = seed_source
        layout = QVBoxLayout(self)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(2, MAX_SEATS)
        self.count.valueChanged.connect(self._update_rows)
        self.count_label = QLabel()
        grid.addWidget(self.count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.name_edits, self.kind_boxes, self.row_labels = [], [], []
        for seat in range(MAX_SEATS):
            label = QLabel()
            name = QLineEdit(_default_name(seat))
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(24)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{seat}")
            for key in [HUMAN, *agent_names(GAME_ID)]:
                kind.addItem("", key)
            kind.setCurrentIndex(0 if seat == 0 else max(0, kind.findData(DEFAULT_AI)))
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(name, seat + 1, 1)
            grid.addWidget(kind, seat + 1, 2)
            self.row_labels.append(label)
            self.name_edits.append(name)
            self.kind_boxes.append(kind)
        layout.addWidget(self.seats_box)

        self.market_box = QGroupBox()
        self.market_form = QFormLayout(self.market_box)
        self.market = QComboBox()
        self.market.setObjectName("marketChoice")
        for key in ["random", *("preset:" + p for p in PRESETS), "pick"]:
            self.market.addItem("", key)
        self.market.currentIndexChanged.connect(self._update_pick)
        self.picks = QListWidget()
        self.picks.setObjectName("marketPicks")
        for pile in COMMON_PILES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, pile)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.picks.addItem(item)
        self.picks.setMinimumHeight(150)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seedEdit")
        self.market_label, self.picks_label, self.seed_label = QLabel(), QLabel(), QLabel()
        self.market_form.addRow(self.market_label, self.market)
        self.market_form.addRow(self.picks_label, self.picks)
        self.market_form.addRow(self.seed_label, self.seed_edit)
        layout.addWidget(self.market_box)

        self.error = QLabel()
        self.error.setObjectName("errorLine")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        # Start is our own button: a standard Ok would get Qt's "OK" back at each language switch.
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._update_rows()
        self._update_pick()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game — {game}").format(game=app_text("game_heart_of_crown")))
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players"))
        for seat in range(MAX_SEATS):
            self.row_labels[seat].setText(self.tr("Seat {n}").format(n=seat + 1))
            if not self.name_edits[seat].isModified():   # a name the player typed stays
                self.name_edits[seat].setText(_default_name(seat))
            box = self.kind_boxes[seat]
            for row in range(box.count()):
                box.setItemText(row, _kind_label(box.itemData(row)))
        self.market_box.setTitle(QCoreApplication.translate("heart_of_crown", "Market"))
        for row in range(self.market.count()):
            self.market.setItemText(row, self._market_label(self.market.itemData(row)))
        for row in range(self.picks.count()):
            item = self.picks.item(row)
            pile = item.data(Qt.ItemDataRole.UserRole)
            # The four Attending Maids share one pile, named by the glossary term.
            label = QCoreApplication.translate("heart_of_crown", "Attending Maid") if pile == "attending_maid" \
                else card_name(pile)
            item.setText(self.tr("{card} ({cost})").format(card=label, cost=CARDS[pile_cards(pile)[0]].cost))
        self.market_label.setText(self.tr("Market cards"))
        self.picks_label.setText(self.tr("Your 10"))
        self.seed_label.setText(self.tr("Seed (optional)"))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.start_button.setText(self.tr("Start"))

    def _market_label(self, key: str) -> str:
        if key == "random":
            return self.tr("Random 10")
        if key == "pick":
            return self.tr("Pick 10 yourself")
        return self.tr("Preset: {name}").format(name=tr(PRESET_NAMES[key.partition(":")[2]]))

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
