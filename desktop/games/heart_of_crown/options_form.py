"""Heart of Crown's options in the new-game dialog: the market (random, a
preset or 10 cards picked by hand) and the Handicap variant, whose Court
Maids per seat go into a column of the seat rows. The form the dialog would
generate from the options model cannot pick cards, hence this one."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from desktop.games.heart_of_crown.strings import PRESET_NAMES, card_name, card_text, options_error_text, tr
from desktop.base.i18n import Retranslating
from desktop.widgets.card_picks import CardPicks
from engine.games.heart_of_crown import OptionsError, normalize_options
from engine.games.heart_of_crown.cards import CARDS, COMMON_PILES, pile_cards
from engine.games.heart_of_crown.options import MARKET_SIZE, PRESETS

MAX_HANDICAP = 3


class HeartOfCrownOptions(Retranslating, QWidget):
    """The options form interface of ``desktop/games/__init__.py``."""

    changed = Signal()

    def __init__(self, spec, seat_rows, parent=None):
        super().__init__(parent)
        self.seat_rows = seat_rows
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        self.market_box = QGroupBox()
        self.seed_form = QFormLayout(self.market_box)
        self.market = QComboBox()
        self.market.setObjectName("marketChoice")
        for key in ["random", *("preset:" + p for p in PRESETS), "pick"]:
            self.market.addItem("", key)
        self.market.currentIndexChanged.connect(self._update_pick)
        self.market.currentIndexChanged.connect(self.changed)
        self.picks = CardPicks(COMMON_PILES, "marketPicks")
        self.picks.itemChanged.connect(self.changed)
        self.market_label, self.picks_label = QLabel(), QLabel()
        self.seed_form.addRow(self.market_label, self.market)
        self.seed_form.addRow(self.picks_label, self.picks.text_panel)
        layout.addWidget(self.market_box)

        self.variant_box = QGroupBox()
        variant = QVBoxLayout(self.variant_box)
        self.handicap = QCheckBox()
        self.handicap.setObjectName("handicapVariant")
        self.handicap.toggled.connect(self._show_handicap)
        self.handicap_help = QLabel()
        self.handicap_help.setWordWrap(True)
        variant.addWidget(self.handicap)
        variant.addWidget(self.handicap_help)
        layout.addWidget(self.variant_box)
        self.retranslate()
        self._update_pick()

    def retranslate(self) -> None:
        self.variant_box.setTitle(self.tr("Rule variant"))
        self.handicap.setText(QCoreApplication.translate("heart_of_crown", "Handicap"))
        self.handicap_help.setText(self.tr(
            "A weaker player starts with 1 to 3 Court Maids in place of as many Apprentice Maids."))
        self.market_box.setTitle(QCoreApplication.translate("heart_of_crown", "Market"))
        for row in range(self.market.count()):
            self.market.setItemText(row, self._market_label(self.market.itemData(row)))
        self.picks.label_cards(self._pile_label, self._pile_text)
        self.market_label.setText(self.tr("Market cards"))
        self.picks_label.setText(self.tr("Your 10"))
        self._show_handicap(self.handicap.isChecked())

    def _pile_label(self, pile: str) -> str:
        # The four Attending Maids share one pile, named by the glossary term.
        label = QCoreApplication.translate("heart_of_crown", "Attending Maid") if pile == "attending_maid" \
            else card_name(pile)
        return self.tr("{card} ({cost})").format(card=label, cost=CARDS[pile_cards(pile)[0]].cost)

    @staticmethod
    def _pile_text(pile: str) -> str:
        """The rules text of the pile's cards (the Attending Maids' four, each named)."""
        cards = list(dict.fromkeys(pile_cards(pile)))       # a pile lists each copy
        if len(cards) == 1:
            return card_text(cards[0])
        return "\n\n".join(f"{card_name(card)}: {card_text(card)}" for card in cards)

    def _market_label(self, key: str) -> str:
        if key == "random":
            return self.tr("Random 10")
        if key == "pick":
            return self.tr("Pick 10 yourself")
        return self.tr("Preset: {name}").format(name=tr(PRESET_NAMES[key.partition(":")[2]]))

    def _update_pick(self) -> None:
        picking = self.market.currentData() == "pick"
        self.picks.text_panel.setVisible(picking)
        self.picks_label.setVisible(picking)
        self.changed.emit()

    def _show_handicap(self, shown: bool) -> None:
        """The Court Maids of each seat, in a column of the seat rows."""
        self.seat_rows.set_numbers(shown, self.tr("Court Maids"), QCoreApplication.translate("heart_of_crown", "Handicap"),
                                   MAX_HANDICAP)
        self.changed.emit()

    def picked_piles(self) -> list:
        return self.picks.picked()

    def handicap_option(self) -> dict:
        """The engine's ``handicap`` option: seat number (as text) -> Court Maids."""
        if not self.handicap.isChecked():
            return {}
        return {str(seat): count for seat, count in enumerate(self.seat_rows.seat_numbers()) if count}

    def problem(self, players: int) -> str | None:
        """Why the choice cannot start a game, or None."""
        if self.market.currentData() == "pick" and len(self.picked_piles()) != MARKET_SIZE:
            return self.tr("Pick exactly {n} market cards (you picked {k}).").format(
                n=MARKET_SIZE, k=len(self.picked_piles()))
        if self.handicap.isChecked():
            counts = self.seat_rows.seat_numbers()
            if not any(counts):
                return self.tr("Give the weaker players 1 to 3 Court Maids, or turn the Handicap off.")
            if len(set(counts)) == 1:
                return self.tr("Everyone has the same handicap, which changes nothing: "
                               "give the stronger players fewer Court Maids.")
        return None

    def options(self, players: int) -> dict:
        """The engine's options; ValueError with the engine's refusal in words."""
        market = self.market.currentData()
        if market == "pick":
            market = self.picked_piles()
        try:
            return normalize_options({"players": players, "market": market, "handicap": self.handicap_option()})
        except OptionsError as exc:
            raise ValueError(options_error_text(exc)) from None
