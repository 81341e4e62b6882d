"""The options form the new-game dialog generates from a game's pydantic
options model, for a game that brings no form of its own."""
import enum
from typing import Literal

import pytest
from pydantic import BaseModel, Field, model_validator
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from desktop.shell.options_form import GeneratedOptionsForm
from engine.core.actions import ActionCodec
from engine.core.spec import GameSpec


class Board(enum.Enum):
    SMALL = "small"
    LARGE = "large"


class ToyOptions(BaseModel):
    players: int = 2
    fast_start: bool = False
    rounds: int = Field(5, ge=1, le=9, title="Number of rounds")
    colour: Literal["red", "blue", "green"] = "blue"
    board: Board = Board.LARGE

    @model_validator(mode="after")
    def short_games_start_fast(self):
        if self.rounds < 3 and not self.fast_start:
            raise ValueError("a game of fewer than 3 rounds needs a fast start")
        return self


def toy_spec() -> GameSpec:
    return GameSpec(id="toy", name="Toy", min_players=2, max_players=3, options=ToyOptions, rules_version=1,
                    new_game=lambda *args, **kwargs: None, codec=ActionCodec(), agents={}, levels=(),
                    policy="", search_hooks="")


@pytest.fixture
def form(qtbot):
    form = GeneratedOptionsForm(toy_spec())
    qtbot.addWidget(form)
    return form


def test_each_field_gets_the_widget_of_its_type_with_its_default(form):
    editors = form.editors
    assert list(editors) == ["fast_start", "rounds", "colour", "board"]        # the seats give the players
    assert isinstance(editors["fast_start"], QCheckBox) and not editors["fast_start"].isChecked()
    assert isinstance(editors["rounds"], QSpinBox)
    assert (editors["rounds"].minimum(), editors["rounds"].maximum(), editors["rounds"].value()) == (1, 9, 5)
    assert isinstance(editors["colour"], QComboBox)
    assert [editors["colour"].itemText(i) for i in range(3)] == ["red", "blue", "green"]
    assert editors["colour"].currentText() == "blue"
    assert [editors["board"].itemText(i) for i in range(2)] == ["small", "large"]
    assert editors["board"].currentData() is Board.LARGE


def test_labels_are_titles_or_names_in_words(form):
    labels = {name: label.text() for name, label in form.labels.items()}
    assert labels == {"fast_start": "Fast start", "rounds": "Number of rounds", "colour": "Colour", "board": "Board"}


def test_the_options_are_what_the_widgets_hold(form):
    assert form.options(3) == {"players": 3, "fast_start": False, "rounds": 5, "colour": "blue", "board": "large"}
    form.editors["fast_start"].setChecked(True)
    form.editors["rounds"].setValue(8)
    form.editors["colour"].setCurrentIndex(2)
    form.editors["board"].setCurrentIndex(0)
    assert form.options(2) == {"players": 2, "fast_start": True, "rounds": 8, "colour": "green", "board": "small"}
    assert form.problem(2) is None


def test_an_edit_is_announced(form, qtbot):
    with qtbot.waitSignal(form.changed):
        form.editors["rounds"].setValue(7)


def test_a_choice_the_model_refuses_is_explained(form):
    form.editors["rounds"].setValue(2)
    assert "fewer than 3 rounds needs a fast start" in form.problem(2)
    with pytest.raises(ValueError, match="fast start"):
        form.options(2)
    form.editors["rounds"].setValue(40)               # past its bound: the spin box keeps it at 9
    assert form.options(2)["rounds"] == 9


def test_a_refused_field_is_named_by_its_label(qtbot):
    class Strict(BaseModel):
        rounds: int = Field(5, ge=1, le=9, title="Number of rounds")

    spec = toy_spec()
    form = GeneratedOptionsForm(GameSpec(**{**spec.__dict__, "options": Strict}))
    qtbot.addWidget(form)
    form.values = lambda: {"rounds": 12}             # as if a widget let it through
    assert form.problem(2).startswith("Number of rounds: ")
    assert "less than or equal to 9" in form.problem(2)


def test_a_field_without_a_generated_widget_asks_for_a_form_of_its_own(qtbot):
    class Odd(BaseModel):
        names: list[str] = []

    spec = toy_spec()
    with pytest.raises(TypeError, match="options form of its own"):
        GeneratedOptionsForm(GameSpec(**{**spec.__dict__, "options": Odd}))
