"""The Guild Masters labyrinth view: hex hits at every zoom and after panning,
zoom and pan leave the scene as it was, an action repaints only the cells it
changed, clicks, drops and keys on the real viewport choose the right cell."""
from __future__ import annotations

import functools
import math

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QNativeGestureEvent, QPointingDevice, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.games.guild_masters.labyrinth import LabyrinthView, adventurer_mime, dragged_adventurer
from desktop.games.guild_masters.labyrinth.geometry import HEX_SIZE, centre
from desktop.widgets.board_view import CURSOR
from desktop.widgets.drag_payload import encode_payload
from engine.ai.agents import make_agent
from engine.boards.hex import DIRECTIONS, Hex
from engine.core.actions import Place
from engine.core.protocol import Changes
from tools.bench_labyrinth import mid_game
from tools.gestures import send_drag


@functools.cache
def _explore_turn(seed: int):
    state = mid_game(seed, 0)
    agent = make_agent("baseline", "guild_masters", seed)
    while not state.is_over:
        decision = state.decision
        if (decision.kind == "turn" and state.owners and any(a[0] == "explore" for a in decision.options)
                and explored(state) is not None):
            return state
        state.apply(agent.act(state))
    raise AssertionError("no explore turn")


def explore_turn(seed: int = 1):
    """A 2-player game with areas taken, at a turn with a cell to explore that can be paid for."""
    return _explore_turn(seed).clone()


def explored(state):
    """(the state after a paid explore, the explore): the first explore that
    takes its tile, or None."""
    agent = make_agent("baseline", "guild_masters", 3)
    for action in (a for a in state.legal_actions() if a[0] == "explore"):
        after = state.clone()
        after.apply(action)
        while after.decision.kind != "turn":        # pay for it (never decline), take the reward
            after.apply(next((o for o in after.legal_actions() if o[0] != "decline"), None) or agent.act(after))
        if after.owners.get(action[1]):
            return after, action
    return None


def cell_targets(state) -> dict:
    return {a[1]: a for a in state.legal_actions() if len(a) > 1 and isinstance(a[1], Hex)}


@pytest.fixture
def game():
    return explore_turn()


@pytest.fixture
def view(qtbot, game):
    widget = LabyrinthView()
    qtbot.addWidget(widget)
    widget.resize(700, 600)
    widget.show_cells(game.view(0)["cells"])
    widget.show()
    qtbot.waitExposed(widget)
    widget.fit()
    return widget


def viewport_point(view, cell: Hex, towards: int | None = None, share: float = 0.0) -> QPoint:
    """The viewport pixel of ``cell``'s centre, or ``share`` of the way to its corner ``towards``."""
    point = centre(cell)
    if towards is not None:
        angle = math.tau * (0.5 + towards) / 6
        point = QPointF(point.x() + share * HEX_SIZE * math.cos(angle), point.y() + share * HEX_SIZE * math.sin(angle))
    return view.mapFromScene(point)


def snapshot(view) -> list:
    return sorted((item.cell, item.pos().x(), item.pos().y()) for item in view.place_items.values())


# ---------------------------------------------------------------- hits
@pytest.mark.parametrize("zoom", [0.45, 1.0, 2.6])
def test_each_point_of_a_cell_hits_that_cell_at_every_zoom_and_after_panning(view, zoom):
    view.zoom_by(zoom)
    for pan in ((0, 0), (83, -41)):
        view.pan_by(*pan)
        for cell in view.place_items:
            if not view.viewport().rect().contains(viewport_point(view, cell)):
                continue
            assert view.place_at(viewport_point(view, cell)) == cell
            for corner in range(6):    # well inside, near each corner: still this cell
                assert view.place_at(viewport_point(view, cell, corner, 0.7)) == cell, (zoom, pan, cell, corner)


def test_a_point_past_a_shared_edge_hits_the_neighbour(view):
    cell = Hex(0, 0)
    for step in DIRECTIONS:
        beyond = QPointF(centre(cell + step)) * 0.55 + QPointF(centre(cell)) * 0.45   # just past the middle
        assert view.place_at(view.mapFromScene(beyond)) == cell + step


def test_a_point_off_the_map_hits_nothing(view):
    assert view.place_at(view.mapFromScene(centre(Hex(5, 0)))) is None
    assert view.place_at(QPoint(1, 1)) is None


# ---------------------------------------------------------------- zoom and pan
def test_zoom_and_pan_keep_the_scene_as_it_was(view, qtbot):
    before, count = snapshot(view), len(view.scene().items())
    scale = view.transform().m11()
    middle = view.viewport().rect().center()
    QTest.mouseMove(view.viewport(), middle)
    for notches in (3, -5, 2):
        wheel = QWheelEvent(QPointF(middle), QPointF(view.viewport().mapToGlobal(middle)), QPoint(0, 0),
                            QPoint(0, 120 * notches), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        under = view.mapToScene(middle)
        QApplication.sendEvent(view.viewport(), wheel)
        assert view.transform().m11() == pytest.approx(scale * 1.2 ** notches, rel=1e-6)
        scale = view.transform().m11()
        assert (view.mapFromScene(under) - middle).manhattanLength() <= 2     # zoomed about the mouse
    start = viewport_point(view, Hex(0, 0))
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(view.viewport(), start + QPoint(12 * step, 7 * step))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(60, 35))
    assert viewport_point(view, Hex(0, 0)) == start + QPoint(60, 35)     # the map followed the drag
    assert snapshot(view) == before and len(view.scene().items()) == count
    view.fit()
    assert view.mapToScene(view.viewport().rect()).boundingRect().contains(view.place_items[Hex(3, 0)].sceneBoundingRect())


def test_zoom_stays_within_its_limits(view):
    view.zoom_by(1000)
    assert view.transform().m11() == pytest.approx(6.0)
    view.zoom_by(1e-6)
    assert view.transform().m11() == pytest.approx(0.25)


def test_the_fit_key_shows_the_whole_map_again(view, qtbot):
    view.zoom_by(3)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert all(shown.contains(item.sceneBoundingRect().center()) for item in view.place_items.values())


# ---------------------------------------------------------------- updates
def test_an_action_repaints_only_the_cells_in_its_places(view, game):
    state, action = explored(game)
    cells = state.view(0)["cells"]
    entry = {Hex(*e["cell"]): e for e in cells}
    changed = [cell for cell, e in entry.items() if e != view.place_items[cell].entry]
    assert changed == [action[1]]
    counts = {cell: item.updates for cell, item in view.place_items.items()}
    items = list(view.scene().items())
    # places that name another cell: the explored one is not even looked at
    elsewhere = next(cell for cell in entry if cell != action[1])
    view.show_cells(cells, Changes([], {Place("cell", cell=elsewhere)}))
    assert view.last_updated == [] and view.place_items[action[1]].entry != entry[action[1]]
    view.show_cells(cells, Changes([], {Place("cell", cell=action[1]), Place("hand", 0)}))
    assert view.last_updated == [action[1]]
    assert [cell for cell, item in view.place_items.items() if item.updates != counts[cell]] == [action[1]]
    assert view.place_items[action[1]].entry == entry[action[1]]
    assert list(view.scene().items()) == items          # the same items: nothing rebuilt
    view.show_cells(cells, None)                        # "everything": all compared, none differs now
    assert view.last_updated == [] and list(view.scene().items()) == items


def test_showing_the_same_cells_again_repaints_nothing(view, game):
    counts = [item.updates for item in view.place_items.values()]
    view.show_cells(game.view(0)["cells"], None)
    assert view.last_updated == [] and [item.updates for item in view.place_items.values()] == counts


# ---------------------------------------------------------------- choosing
def test_a_click_on_a_target_chooses_that_cell(view, game, qtbot):
    targets = cell_targets(game)
    view.set_targets(targets)
    chosen = []
    view.place_chosen.connect(chosen.append)
    for cell in sorted(targets)[:3]:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         viewport_point(view, cell, 2, 0.6))
    assert chosen == sorted(targets)[:3]


def test_hovering_a_target_shows_its_preview_and_another_cell_the_refusal(view, game, qtbot):
    targets = cell_targets(game)
    view.set_targets(targets)
    view.preview_text = lambda cell: f"explore {cell.text}"
    view.refusal_text = lambda cell: f"not {cell.text}"
    target = sorted(targets)[0]
    hovered = []
    view.place_hovered.connect(hovered.append)
    QTest.mouseMove(view.viewport(), viewport_point(view, target))
    assert view.words.isVisible() and view.words.text() == f"explore {target.text}"
    assert view.place_items[target].hovered and hovered == [target]
    other = next(c for c in view.place_items if c not in targets)
    QTest.mouseMove(view.viewport(), viewport_point(view, other))
    assert view.words.text() == f"not {other.text}" and hovered == [target, other]


def test_the_words_over_the_map_go_when_the_mouse_leaves_it(view, game, qtbot):
    """The hint puts the cursor on a hex; hovering another, then leaving the
    map, left the cursor's words over the map for good."""
    targets = cell_targets(game)
    view.set_targets(targets)
    view.preview_text = lambda cell: f"explore {cell.text}"
    first, second, third = sorted(targets)[:3]
    view.clearFocus()
    assert not view.hasFocus()
    view.set_cursor_place(first)                     # as the hint does, the map without the keyboard
    QTest.mouseMove(view.viewport(), viewport_point(view, second))
    assert view.words.text() == f"explore {second.text}"
    QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
    assert not view.words.isVisible()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    QTest.mouseMove(view.viewport(), viewport_point(view, third))
    QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
    assert view.words.isVisible() and view.words.text() == f"explore {first.text}"    # the keyboard's cursor


def test_a_click_on_a_cell_that_is_no_target_says_why_and_chooses_nothing(view, game, qtbot):
    targets = cell_targets(game)
    view.set_targets(targets)
    view.refusal_text = lambda cell: f"not {cell.text}"
    chosen, refused = [], []
    view.place_chosen.connect(chosen.append)
    view.refused.connect(refused.append)
    other = next(c for c in view.place_items if c not in targets)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(view, other))
    assert chosen == [] and refused == [f"not {other.text}"] and view.words.text() == refused[0]


def test_a_drag_of_the_background_pans_and_chooses_nothing(view, game, qtbot):
    view.set_targets(cell_targets(game))
    chosen = []
    view.place_chosen.connect(chosen.append)
    start = viewport_point(view, sorted(cell_targets(game))[0])
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(view.viewport(), start + QPoint(40, 0))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(40, 0))
    assert chosen == []


def test_an_adventurer_dropped_on_a_target_chooses_it(view, game):
    targets = cell_targets(game)
    view.set_targets(targets)
    view.refusal_text = lambda cell: f"not {cell.text}"
    dropped, refused = [], []
    view.place_dropped.connect(dropped.append)
    view.refused.connect(refused.append)
    target = sorted(targets)[-1]
    mime = adventurer_mime(0)
    assert send_drag(view, QDragEnterEvent, mime, viewport_point(view, target))
    assert send_drag(view, QDropEvent, mime, viewport_point(view, target))
    assert dropped == [target]
    other = next(c for c in view.place_items if c not in targets)
    assert send_drag(view, QDragEnterEvent, mime, viewport_point(view, other))
    assert send_drag(view, QDropEvent, mime, viewport_point(view, other))
    assert dropped == [target] and refused == [f"not {other.text}"]


@pytest.mark.parametrize("payload", [
    {"source": "hand", "card": "adventurer", "slot": "0"},
    {"source": "tavern", "card": "adventurer", "slot": "9"},
    {"source": "tavern", "card": "adventurer", "slot": 0},
    {"source": "tavern", "card": "goblin_stash", "slot": "0"},
    {"source": "tavern", "card": "adventurer"},
])
def test_a_drag_of_anything_else_is_not_taken(view, game, payload):
    view.set_targets(cell_targets(game))
    dropped = []
    view.place_dropped.connect(dropped.append)
    mime = encode_payload(payload)
    target = viewport_point(view, sorted(cell_targets(game))[0])
    assert dragged_adventurer(mime) is None
    assert not send_drag(view, QDragEnterEvent, mime, target)
    assert not send_drag(view, QDropEvent, mime, target)
    assert dropped == []


def test_an_adventurer_drag_says_whose_it_is():
    assert [dragged_adventurer(adventurer_mime(seat)) for seat in range(4)] == [0, 1, 2, 3]


# ---------------------------------------------------------------- keyboard
def test_arrow_keys_move_the_cursor_to_the_neighbour_that_way(view, qtbot):
    view.setFocus()
    view.set_cursor_place(Hex(0, 0))
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.cursor_place == Hex(1, 0)
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert view.cursor_place == Hex(-1, 0)
    QTest.keyClick(view, Qt.Key.Key_Up)
    first = view.cursor_place
    assert first in (Hex(-1, 0).neighbour(1), Hex(-1, 0).neighbour(2))
    QTest.keyClick(view, Qt.Key.Key_Up)            # up again: back over the column it started in
    assert view.cursor_place in (first.neighbour(1), first.neighbour(2))
    assert centre(view.cursor_place).x() == pytest.approx(centre(Hex(-1, 0)).x())
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.cursor_place == Hex(-1, 0)
    assert view.place_items[Hex(-1, 0)].cursor
    assert sum(item.cursor for item in view.place_items.values()) == 1


def test_the_cursor_stops_at_the_edge_of_the_map(view):
    view.setFocus()
    view.set_cursor_place(Hex(3, 0))
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.cursor_place == Hex(3, 0)


def test_enter_chooses_the_cursor_cell_and_escape_clears_it(view, game):
    targets = cell_targets(game)
    view.set_targets(targets)
    view.preview_text = lambda cell: f"explore {cell.text}"
    chosen = []
    view.place_chosen.connect(chosen.append)
    view.setFocus()
    target = sorted(targets)[0]
    view.set_cursor_place(target)
    assert view.words.text() == f"explore {target.text}"      # the cursor shows the preview too
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen == [target]
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.cursor_place is None and not any(item.cursor for item in view.place_items.values())


def test_tabbing_in_puts_the_cursor_on_the_first_target(view, game, qtbot):
    targets = cell_targets(game)
    view.set_targets(targets)
    view.clearFocus()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.hasFocus() and view.cursor_place == sorted(targets, key=lambda c: (c.r, c.q))[0]


def test_targets_light_up_and_the_rest_dims(view, game):
    targets = cell_targets(game)
    view.set_targets(targets)
    assert {c for c, item in view.place_items.items() if item.target} == set(targets)
    assert all(item.dimmed for item in view.place_items.values())
    view.set_targets({})
    assert not any(item.target or item.dimmed for item in view.place_items.values())


# ---------------------------------------------------------------- what is drawn
def test_the_focus_ring_shows_while_the_map_has_focus(view, qtbot):
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    edge = view.viewport().grab().toImage().pixelColor(1, view.viewport().height() // 2)
    assert edge == CURSOR
    view.clearFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    edge = view.viewport().grab().toImage().pixelColor(1, view.viewport().height() // 2)
    assert edge != CURSOR


def test_the_floating_lab_stands_off_the_map_and_the_fit_takes_it_in(view):
    assert not view.lab.isVisible()
    view.set_floating_lab(1)
    assert view.lab.isVisible() and view.lab.seat == 1
    assert view.place_at(view.mapFromScene(view.lab.pos())) is None        # beside the labyrinth, not on it
    view.fit()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(view.lab.sceneBoundingRect())


def test_a_painted_cell_shows_its_owner_in_the_seat_colour(view, game):
    cell, (seat, _) = next(iter(sorted(game.owners.items())))
    view.set_colours({seat: QColor("#00ff00")})
    image = view.viewport().grab().toImage()
    middle = view.mapFromScene(centre(cell) + QPointF(-HEX_SIZE * 0.25, 0))       # the chip, beside its figure
    assert image.pixelColor(middle) == QColor("#00ff00")
    view.set_colours({seat: QColor("#0000ff")})
    assert view.viewport().grab().toImage().pixelColor(middle) == QColor("#0000ff")


def test_a_pinch_on_a_touchpad_zooms_about_the_fingers(view):
    scale = view.transform().m11()
    point = viewport_point(view, Hex(1, -1))
    under = view.mapToScene(point)
    pinch = QNativeGestureEvent(Qt.NativeGestureType.ZoomNativeGesture, QPointingDevice.primaryPointingDevice(), 2,
                                QPointF(point), QPointF(point), QPointF(view.viewport().mapToGlobal(point)),
                                0.5, QPointF(0, 0))
    QApplication.sendEvent(view.viewport(), pinch)
    assert view.transform().m11() == pytest.approx(scale * 1.5)
    assert (view.mapFromScene(under) - point).manhattanLength() <= 2
    assert view.place_at(point) == Hex(1, -1)
