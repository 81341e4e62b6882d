"""Tanto Cuore's options in the new-game dialog: the town's 10 general maids
(random, the recommended first town, or 10 picked by hand) and the rule
options where the sources disagree. The form the dialog would generate from
the options model cannot pick maids, hence this one. What each rule option
means and which is the default is the engine's (``engine/games/tanto_cuore/options.py``)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from desktop.games.tanto_cuore.strings import GAME_CONTEXT, card_name, card_text, term, tr
from desktop.base.i18n import Retranslating, options_error_words
from desktop.widgets.card_picks import CardPicks
from engine.games.tanto_cuore.cards import CARDS, GENERAL, TOWN_SIZE
from engine.games.tanto_cuore.options import PRESETS, OptionsError, TantoCuoreOptions

TOWN_CHOICE = QT_TRANSLATE_NOOP("tanto_cuore", "General maids")
RANDOM = QT_TRANSLATE_NOOP("tanto_cuore", "Random 10")
PICK = QT_TRANSLATE_NOOP("tanto_cuore", "Pick 10 yourself")
PRESET = QT_TRANSLATE_NOOP("tanto_cuore", "Recommended first town")
YOUR_10 = QT_TRANSLATE_NOOP("tanto_cuore", "Your 10")
MAID_ROW = QT_TRANSLATE_NOOP("tanto_cuore", "{card} ({cost})")
PICK_PROBLEM = QT_TRANSLATE_NOOP("tanto_cuore", "Pick exactly {n} general maids (you picked {k}).")
RULES_BOX = QT_TRANSLATE_NOOP("tanto_cuore", "Rule options (where the sources disagree)")
BAD_HABITS = QT_TRANSLATE_NOOP("tanto_cuore", "Bad Habits count −2 each")
BAD_HABITS_5 = QT_TRANSLATE_NOOP("tanto_cuore", "with more than 4 (default)")
BAD_HABITS_4 = QT_TRANSLATE_NOOP("tanto_cuore", "with 4 or more")
ILLNESS_OWN = QT_TRANSLATE_NOOP("tanto_cuore", "An Illness may go on your own maids too")
FAY_COST = QT_TRANSLATE_NOOP("tanto_cuore", "Cost of Fay Longfang")
SAFRAN_VP = QT_TRANSLATE_NOOP("tanto_cuore", "VP of Safran Virginie")
DEFAULT = QT_TRANSLATE_NOOP("tanto_cuore", "{value} (default)")
OPTIONS_ERRORS = {
    "unknown_cards": QT_TRANSLATE_NOOP("tanto_cuore", "The town lists maids this game does not have: {cards}."),
    "duplicate_cards": QT_TRANSLATE_NOOP("tanto_cuore", "The town lists a maid twice: {cards}."),
    "town_size": QT_TRANSLATE_NOOP("tanto_cuore", "The town needs exactly {needed} general maids; {got} are chosen."),
    "players": QT_TRANSLATE_NOOP("tanto_cuore", "Tanto Cuore is for 2 to 4 players."),
    "unknown_town": QT_TRANSLATE_NOOP("tanto_cuore", "Unknown town choice: {town}."),
    "town_type": QT_TRANSLATE_NOOP("tanto_cuore", "The town must be random, the recommended one or 10 general maids."),
}
# The rule options with a list of values: field -> (label, values with the default first).
NUMBERS = (("fay_cost", FAY_COST), ("safran_vp", SAFRAN_VP))


def options_error_text(error) -> str:
    """An OptionsError in the current language (its message is English)."""
    return options_error_words(error, OPTIONS_ERRORS, GAME_CONTEXT, card_name)


class TantoCuoreOptionsForm(Retranslating, QWidget):
    """The options-form interface of ``desktop/games/__init__.py``."""

    changed = Signal()

    def __init__(self, spec, seat_rows, parent=None):
        super().__init__(parent)
        self.seat_rows = seat_rows
        defaults = TantoCuoreOptions()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.town_box = QGroupBox()
        self.seed_form = QFormLayout(self.town_box)
        self.town = QComboBox()
        self.town.setObjectName("townChoice")
        for key in ["random", *("preset:" + p for p in PRESETS), "pick"]:
            self.town.addItem("", key)
        self.town.currentIndexChanged.connect(self._update_pick)
        self.picks = CardPicks(sorted(GENERAL, key=lambda c: (CARDS[c].cost, c)), "townPicks")
        self.picks.itemChanged.connect(self.changed)
        self.town_label, self.picks_label = QLabel(), QLabel()
        self.seed_form.addRow(self.town_label, self.town)
        self.seed_form.addRow(self.picks_label, self.picks.text_panel)
        layout.addWidget(self.town_box)

        self.rules_box = QGroupBox()
        rules = QFormLayout(self.rules_box)
        self.bad_habits = QComboBox()
        self.bad_habits.setObjectName("badHabitThreshold")
        for value in (defaults.bad_habit_double_at, 4 if defaults.bad_habit_double_at == 5 else 5):
            self.bad_habits.addItem("", value)
        self.illness_own = QCheckBox()
        self.illness_own.setObjectName("illnessOnOwnMaids")
        self.illness_own.setChecked(defaults.illness_on_own_maids)
        self.bad_habits_label = QLabel()
        rules.addRow(self.bad_habits_label, self.bad_habits)
        rules.addRow(self.illness_own)
        self.numbers = {}
        for field, _ in NUMBERS:
            box = QComboBox()
            box.setObjectName(field)
            default = getattr(defaults, field)
            others = [v for v in TantoCuoreOptions.model_fields[field].annotation.__args__ if v != default]
            for value in (default, *others):
                box.addItem("", value)
            label = QLabel()
            rules.addRow(label, box)
            self.numbers[field] = (box, label)
            box.currentIndexChanged.connect(self.changed)
        self.bad_habits.currentIndexChanged.connect(self.changed)
        self.illness_own.toggled.connect(self.changed)
        layout.addWidget(self.rules_box)
        self.retranslate()
        self._update_pick()

    def retranslate(self) -> None:
        self.town_box.setTitle(term("town"))
        labels = {"random": tr(RANDOM), "pick": tr(PICK)}
        for row in range(self.town.count()):
            key = self.town.itemData(row)
            self.town.setItemText(row, labels.get(key, tr(PRESET)))
        self.picks.label_cards(lambda maid: tr(MAID_ROW).format(card=card_name(maid), cost=CARDS[maid].cost), card_text)
        self.town_label.setText(tr(TOWN_CHOICE))
        self.picks_label.setText(tr(YOUR_10))
        self.rules_box.setTitle(tr(RULES_BOX))
        self.bad_habits_label.setText(tr(BAD_HABITS))
        for row in range(self.bad_habits.count()):
            self.bad_habits.setItemText(row, tr(BAD_HABITS_5 if self.bad_habits.itemData(row) == 5 else BAD_HABITS_4))
        self.illness_own.setText(tr(ILLNESS_OWN))
        for field, label_text in NUMBERS:
            box, label = self.numbers[field]
            label.setText(tr(label_text))
            for row in range(box.count()):
                value = str(box.itemData(row))
                box.setItemText(row, tr(DEFAULT).format(value=value) if row == 0 else value)

    def _update_pick(self) -> None:
        picking = self.town.currentData() == "pick"
        self.picks.text_panel.setVisible(picking)
        self.picks_label.setVisible(picking)
        self.changed.emit()

    def picked(self) -> list:
        return self.picks.picked()

    def problem(self, players: int) -> str | None:
        if self.town.currentData() == "pick" and len(self.picked()) != TOWN_SIZE:
            return tr(PICK_PROBLEM).format(n=TOWN_SIZE, k=len(self.picked()))
        return None

    def options(self, players: int) -> dict:
        """The engine's options; ValueError with the engine's refusal in words."""
        town = self.town.currentData()
        chosen = {"players": players, "town": self.picked() if town == "pick" else town,
                  "bad_habit_double_at": self.bad_habits.currentData(),
                  "illness_on_own_maids": self.illness_own.isChecked(),
                  **{field: box.currentData() for field, (box, _) in self.numbers.items()}}
        try:
            return TantoCuoreOptions.model_validate(chosen).model_dump(mode="json")
        except OptionsError as exc:
            raise ValueError(options_error_text(exc)) from None
