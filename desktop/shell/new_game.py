"""Choosing a new game: the game, seats, market, seed and the Handicap variant.
A bad choice is explained in the dialog as soon as it is made, and Start
keeps the dialog open until it is fixed; the engine checks the options last."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QVBoxLayout)

from desktop.shell.seat_rows import SeatRows
from desktop.shell.guard import guarded
from desktop.shell.i18n import APP_STRINGS, PRESET_NAMES, Retranslating, app_text, card_name, options_error_text, tr
from desktop.shell.seats import Seat
from engine.games import GAME_MODULES
from engine.games.heart_of_crown import OptionsError, normalize_options
from engine.games.heart_of_crown.cards import CARDS, COMMON_PILES, pile_cards
from engine.games.heart_of_crown.options import MARKET_SIZE, PRESETS


def game_label(game_id: str) -> str:
    key = "game_" + game_id
    return app_text(key) if key in APP_STRINGS else game_id


class NewGameDialog(Retranslating, QDialog):
    """After ``exec()``: ``game_id``, ``options``, ``seed`` and ``seats`` hold the choice."""

    def __init__(self, parent=None, seed_source=None):
        super().__init__(parent)
        self.game_id = next(iter(GAME_MODULES))
        self.options: dict = {}
        self.seed: int = 0
        self.seats: list[Seat] = []
        self._seed_source = seed_source
        layout = QVBoxLayout(self)

        game_form = QFormLayout()
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        for game_id in GAME_MODULES:
            self.game.addItem("", game_id)
        self.game_label = QLabel()
        game_form.addRow(self.game_label, self.game)
        layout.addLayout(game_form)

        self.seat_rows = SeatRows()
        self.seat_rows.set_game(self.game_id)
        self.seat_rows.changed.connect(self._explain)
        layout.addWidget(self.seat_rows)

        self.market_box = QGroupBox()
        self.market_form = QFormLayout(self.market_box)
        self.market = QComboBox()
        self.market.setObjectName("marketChoice")
        for key in ["random", *("preset:" + p for p in PRESETS), "pick"]:
            self.market.addItem("", key)
        self.market.currentIndexChanged.connect(self._update_pick)
        self.market.currentIndexChanged.connect(self._explain)
        self.picks = QListWidget()
        self.picks.setObjectName("marketPicks")
        for pile in COMMON_PILES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, pile)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.picks.addItem(item)
        self.picks.setMinimumHeight(150)
        self.picks.itemChanged.connect(self._explain)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.textChanged.connect(self._explain)
        self.market_label, self.picks_label, self.seed_label = QLabel(), QLabel(), QLabel()
        self.market_form.addRow(self.market_label, self.market)
        self.market_form.addRow(self.picks_label, self.picks)
        self.market_form.addRow(self.seed_label, self.seed_edit)
        layout.addWidget(self.market_box)

        self.variant_box = QGroupBox()
        variant = QVBoxLayout(self.variant_box)
        self.handicap = QCheckBox()
        self.handicap.setObjectName("handicapVariant")
        self.handicap.toggled.connect(self.seat_rows.set_handicap_shown)
        # Rows and the handicap column come and go: grow to fit, never squeeze them.
        self.handicap.toggled.connect(self.adjustSize)
        self.seat_rows.count.valueChanged.connect(self.adjustSize)
        self.handicap_help = QLabel()
        self.handicap_help.setWordWrap(True)
        variant.addWidget(self.handicap)
        variant.addWidget(self.handicap_help)
        layout.addWidget(self.variant_box)

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
        self.game.currentIndexChanged.connect(self._choose_game)
        self.retranslate()
        self._update_pick()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        for row in range(self.game.count()):
            self.game.setItemText(row, game_label(self.game.itemData(row)))
        self.variant_box.setTitle(self.tr("Rule variant"))
        self.handicap.setText(QCoreApplication.translate("heart_of_crown", "Handicap"))
        self.handicap_help.setText(self.tr(
            "A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids."))
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
        self._explain()

    def _market_label(self, key: str) -> str:
        if key == "random":
            return self.tr("Random 10")
        if key == "pick":
            return self.tr("Pick 10 yourself")
        return self.tr("Preset: {name}").format(name=tr(PRESET_NAMES[key.partition(":")[2]]))

    def _update_pick(self) -> None:
        picking = self.market.currentData() == "pick"
        self.picks.setVisible(picking)
        self.picks_label.setVisible(picking)
        self.adjustSize()

    def picked_piles(self) -> list:
        return [self.picks.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.picks.count())
                if self.picks.item(i).checkState() == Qt.CheckState.Checked]

    def _choose_game(self) -> None:
        self.game_id = self.game.currentData()
        self.seat_rows.set_game(self.game_id)

    def _explain(self) -> None:
        self.error.setText(self._problem() or "")

    def _problem(self) -> str | None:
        """Why the choice cannot start a game, or None."""
        seats = self.seat_rows.seats()
        for number, seat in enumerate(seats, 1):
            if not seat.name:
                return self.tr("Seat {n} needs a name.").format(n=number)
        if len({s.name for s in seats}) != len(seats):
            return self.tr("Every player needs a different name.")
        if self.market.currentData() == "pick" and len(self.picked_piles()) != MARKET_SIZE:
            return self.tr("Pick exactly {n} market cards (you picked {k}).").format(
                n=MARKET_SIZE, k=len(self.picked_piles()))
        text = self.seed_edit.text().strip()
        if text and (not text.isdigit() or int(text) >= 2**63):
            return self.tr("The seed must be a whole number (or empty for a random one).")
        if self.handicap.isChecked():
            counts = [int(self.seat_rows.handicap().get(str(s), 0)) for s in range(len(seats))]
            if not any(counts):
                return self.tr("Give the weaker players 1 to 3 Court Maids, or turn the Handicap off.")
            if len(set(counts)) == 1:
                return self.tr("Everyone has the same handicap, which changes nothing: "
                               "give the stronger players fewer Court Maids.")
        return None

    @guarded
    def accept(self) -> None:
        error = self._problem() or self._collect()
        if error:
            self.error.setText(error)
            return
        super().accept()

    def _collect(self) -> str | None:
        """Fill options/seed/seats from a choice without problems; the engine's
        own refusal comes back as the message."""
        market = self.market.currentData()
        if market == "pick":
            market = self.picked_piles()
        text = self.seed_edit.text().strip()
        seed = int(text) if text else (self._seed_source() if self._seed_source else 0)
        seats = self.seat_rows.seats()
        try:
            options = normalize_options({"players": len(seats), "market": market,
                                         "handicap": self.seat_rows.handicap()})
        except OptionsError as exc:
            return options_error_text(exc)
        self.options, self.seed, self.seats = options, seed, seats
        return None
