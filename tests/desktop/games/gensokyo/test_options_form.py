"""Gensokyo's options in the new-game dialog: the map, and the deck-building
variant's deck, which is refused in one line while it breaks §14 and starts
the game once it is legal."""
import pytest

from desktop.games.gensokyo.options_form import GensokyoOptionsForm
from engine.games.gensokyo import SPEC
from engine.games.gensokyo.options import POOL


@pytest.fixture
def form(qtbot):
    form = GensokyoOptionsForm(SPEC)
    qtbot.addWidget(form)
    return form


def test_the_standard_deck_and_the_map_chosen(form):
    assert form.options(3) == SPEC.options_dict({"players": 3, "map": "loop"})
    form.map.setCurrentIndex(form.map.findData("cross"))
    assert form.options(2)["map"] == "cross" and form.options(2)["deck"] is None
    assert form.building.isHidden()


def test_a_built_deck_is_refused_in_one_line_until_it_is_legal(form, qtbot):
    form.deck_kind.setCurrentIndex(form.deck_kind.findData("built"))
    assert not form.building.isHidden()
    assert form.problem(2) is None and sorted(form.options(2)["deck"]) == sorted(POOL)     # 62 cards: 50–90 for 2
    problem = form.problem(3)                      # 3 players need 75 to 135
    assert problem == "The deck needs 75 to 135 cards for this many players; it has 62."
    assert "\n" not in problem
    with qtbot.waitSignal(form.changed, timeout=500):
        form.editor.counts["CH09"].setValue(3)
    assert "64 cards in the deck" in form.count.text()
    form.editor.set_deck(())
    assert form.problem(2).startswith("The deck needs 50 to 90 cards")
    with pytest.raises(ValueError):
        form.options(2)
