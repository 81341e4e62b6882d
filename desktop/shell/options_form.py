"""A game's options in the new-game dialog, generated from its pydantic
options model (``GameSpec.options``): a check box for a bool, a spin box for
an int (within its bounds), a list for a ``Literal`` or an ``Enum``.

Labels are the fields' titles (or names), translated in the game's context
(its id), as are the values of a list. A ``players`` field is not asked: the
seats give it. A game whose options need more (Heart of Crown's market) brings
its own form with the same interface (``desktop/games/__init__.py``).
"""
from __future__ import annotations

import enum
import typing

from annotated_types import Ge, Gt, Le, Lt
from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from desktop.base.i18n import Retranslating

SPIN_LIMIT = 2**31 - 1      # a QSpinBox holds a C int


def field_label(name: str, field) -> str:
    """The English label of an options field: its title, else its name in words."""
    return field.title or name.replace("_", " ").capitalize()


def choices_of(annotation) -> list | None:
    """The values a Literal or an Enum allows, or None for any other type."""
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return list(annotation)
    return None


def int_bounds(field) -> tuple[int, int]:
    """The smallest and largest int a field allows (``Field(ge=…, le=…)``)."""
    low, high = -SPIN_LIMIT, SPIN_LIMIT
    for rule in field.metadata:
        if isinstance(rule, Ge):
            low = max(low, rule.ge)
        elif isinstance(rule, Gt):
            low = max(low, rule.gt + 1)
        elif isinstance(rule, Le):
            high = min(high, rule.le)
        elif isinstance(rule, Lt):
            high = min(high, rule.lt - 1)
    return low, high


def _value_text(value) -> str:
    return str(value.value if isinstance(value, enum.Enum) else value)


class GeneratedOptionsForm(Retranslating, QWidget):
    """``changed`` fires on any edit. ``problem(players)`` says what is wrong
    with the choice (None: nothing); ``options(players)`` are the validated
    options, or a ValueError with the reason in words."""

    changed = Signal()

    def __init__(self, spec, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.model = spec.options
        self.fields = {name: field for name, field in self.model.model_fields.items() if name != "players"}
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        for name, field in self.fields.items():
            self.editors[name] = self._editor(name, field)
            self.editors[name].setObjectName(f"option_{name}")
            self.labels[name] = QLabel()
            form.addRow(self.labels[name], self.editors[name])
        self.setVisible(bool(self.fields))
        self.retranslate()

    def _editor(self, name: str, field) -> QWidget:
        default = field.get_default(call_default_factory=True)
        choices = choices_of(field.annotation)
        if field.annotation is bool:
            editor = QCheckBox()
            editor.setChecked(bool(default))
            editor.toggled.connect(self.changed)
        elif field.annotation is int:
            editor = QSpinBox()
            editor.setRange(*int_bounds(field))
            editor.setValue(default)
            editor.valueChanged.connect(self.changed)
        elif choices is not None:
            editor = QComboBox()
            for value in choices:
                editor.addItem("", value)
            editor.setCurrentIndex(choices.index(default))
            editor.currentIndexChanged.connect(self.changed)
        else:
            raise TypeError(f"{self.spec.id}: option {name!r} ({field.annotation}) has no generated editor; "
                            "the game needs an options form of its own")
        return editor

    def _tr(self, text: str) -> str:
        """The game's own words are in its context."""
        return QCoreApplication.translate(self.spec.id, text)

    def retranslate(self) -> None:
        for name, field in self.fields.items():
            self.labels[name].setText(self._tr(field_label(name, field)))
            editor = self.editors[name]
            if isinstance(editor, QComboBox):
                for row in range(editor.count()):
                    editor.setItemText(row, self._tr(_value_text(editor.itemData(row))))

    def values(self) -> dict:
        """What the editors hold, by field name."""
        values = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                values[name] = editor.value()
            else:
                values[name] = editor.currentData()
        return values

    def _with_players(self, players: int) -> dict:
        values = self.values()
        if "players" in self.model.model_fields:
            values["players"] = players
        return values

    def problem(self, players: int) -> str | None:
        try:
            self.options(players)
        except ValueError as exc:
            return str(exc)
        return None

    def options(self, players: int) -> dict:
        try:
            return self.spec.options_dict(self._with_players(players))
        except ValidationError as exc:
            raise ValueError("\n".join(self._reason(error) for error in exc.errors())) from None

    def _reason(self, error: dict) -> str:
        """One refusal of the model, named by the label of its field."""
        name = error["loc"][0] if error["loc"] else ""
        field = self.fields.get(name)
        option = self._tr(field_label(name, field)) if field is not None else str(name)
        reason = error["msg"]
        return self.tr("{option}: {reason}").format(option=option, reason=reason) if option else reason
