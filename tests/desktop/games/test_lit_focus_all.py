"""A card lit by the hint or the lesson keeps its teal border when the
keyboard's focus ring is on it too: the ring goes inside the border, for every
game's card rows (review S10)."""
import pytest
from PySide6.QtGui import QColor

from desktop.shell.games import playable_specs
from desktop.widgets.card_delegate import HINTED
from desktop.widgets.card_view import FOCUS_RING
from desktop.widgets.roles import LEGAL_ROLE
from engine.ai.agents import make_agent
from tests.desktop.keyboard import my_turn, start_game, tab_to

GAMES = [spec.id for spec in playable_specs()]


def near(colour: QColor, target: QColor) -> bool:
    return max(abs(colour.red() - target.red()), abs(colour.green() - target.green()),
               abs(colour.blue() - target.blue())) < 40


def legal_card(table):
    """(view, row) of a card the viewer may use now, or None."""
    return next(((view, row) for view in table.card_views() if view.isVisible()
                 for row in range(view.model().rowCount()) if view.model().index(row, 0).data(LEGAL_ROLE)), None)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_focus_ring_on_a_lit_card_leaves_its_light_showing(qtbot, window, game_id):
    session, table = start_game(qtbot, window, game_id, 3)
    player = make_agent("baseline", game_id, 0)
    for _ in range(40):             # on to a decision a card of a row answers
        found = legal_card(table)
        if found:
            break
        table.chosen.emit(player.act(session.state))
        my_turn(qtbot, session, table)
    view, row = found
    model = view.model()
    table.highlight(model.legal_actions(row)[0])
    tab_to(view)
    view.setCurrentIndex(model.index(row, 0))
    rect = view.visualRect(model.index(row, 0))
    scale = view.itemDelegate().scale
    image = view.viewport().grab().toImage()
    y = rect.center().y()
    # The light's border is 4 base pixels wide, 1 to 5 in from the card's edge.
    light = [QColor(image.pixel(rect.left() + round(scale * x), y)) for x in (1.5, 2.5, 3.5)]
    assert all(near(colour, HINTED) for colour in light), [c.name() for c in light]
    inside = [QColor(image.pixel(x, y)) for x in range(rect.left() + round(5 * scale), rect.left() + 20)]
    assert any(near(colour, FOCUS_RING) for colour in inside)        # and the ring shows inside it
