"""Cards that move visibly (issue 15, item 8): a played card flies from the
hand to the play area, a bought one from the market to the discard pile, a
draw from the deck into the hand; the layer that draws them lets input
through and is empty once they land, on a resize and at the end of a game;
nothing flies when animations are off."""
from PySide6.QtCore import QAbstractAnimation, QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QWidget

from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.widgets.motion import FLIGHT_MS, MAX_FLIGHTS, CardMotion, MotionOverlay
from tests.desktop.actions import end_turn, options

RUNNING = QAbstractAnimation.State.Running


def start(window, game="heart_of_crown", seats=None, seed=5):
    seats = seats or [Seat("Ann"), Seat("Bot", "baseline")]
    opts = {"players": len(seats)}
    if game == "heart_of_crown":
        opts["market"] = "preset:first_game"
    session = GameSession.new(game, opts, seed, seats, **window._session_args())
    window.start_session(session)
    return session


def overlay(window) -> MotionOverlay:
    return window.table.extras.motion.overlay


def inside(rect, widget, window) -> bool:
    """``rect`` (table coordinates) lies within ``widget``."""
    area = QRect(widget.mapTo(window.table, widget.rect().topLeft()), widget.size())
    return area.contains(rect.center().toPoint())


def test_a_played_card_flies_from_the_hand_to_the_play_area_and_leaves_nothing(window, qtbot):
    session = start(window)
    table = window.table
    table.chosen.emit(options(session, "play")[0])
    layer = overlay(window)
    flights = layer.flights()
    assert layer.isVisible() and layer.animation.state() == RUNNING
    assert layer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)     # never in the way
    assert layer.animation.duration() == FLIGHT_MS <= 300
    [flight] = flights
    assert inside(flight.start, table.hand_view, window)
    assert inside(flight.end, table.play_view, window)
    assert not flight.pixmap.isNull()
    qtbot.waitUntil(lambda: not layer.isVisible(), timeout=2000)
    assert layer.flights() == []
    assert layer.animation.state() != RUNNING


def test_a_bought_card_flies_from_the_market_to_the_discard_pile(window, qtbot):
    session = start(window)            # the table is the started game's
    table = window.table
    table.confirm_end_phase = False
    while options(session, "play"):
        table.chosen.emit(options(session, "play")[0])
    table.chosen.emit(options(session, "buy")[0])
    market = [f for f in overlay(window).flights()
              if inside(f.start, table.basic_view, window) or inside(f.start, table.market_view, window)]
    assert market and all(inside(f.end, table.discard_zone, window) for f in market)


def test_the_end_of_a_turn_draws_from_the_deck_into_the_hand(window, qtbot):
    session = start(window)            # the table is the started game's
    table = window.table
    table.confirm_end_phase = False
    end_turn(session, table.chosen.emit)           # the AI's first move waits for the event loop
    drawn = [f for f in overlay(window).flights() if inside(f.start, table.deck_zone, window)]
    assert len(drawn) == 5
    assert all(inside(f.end, table.hand_view, window) for f in drawn)
    assert all(f.end.size() == f.start.size() for f in drawn)      # it leaves the pile at the card's size


def test_a_resize_or_a_hidden_table_lands_every_card_at_once(window, qtbot):
    session = start(window)
    table = window.table
    table.chosen.emit(options(session, "play")[0])
    layer = overlay(window)
    assert layer.flights()
    window.resize(1100, 700)
    qtbot.waitUntil(lambda: layer.flights() == [], timeout=1000)
    assert not layer.isVisible() and layer.animation.state() != RUNNING
    table.chosen.emit(options(session, "play")[0])
    assert layer.flights()
    table.hide()                                  # the end page, the cover, the menu
    assert layer.flights() == [] and not layer.isVisible()


def test_a_new_game_mid_flight_leaves_no_card_behind(window, qtbot):
    session = start(window)
    window.table.chosen.emit(options(session, "play")[0])
    assert overlay(window).flights()
    start(window, seed=6)
    assert overlay(window).flights() == [] and not overlay(window).isVisible()


def test_nothing_flies_when_animations_are_off(window, qtbot):
    QSettings().setValue("ui/animations", "false")
    session = start(window)            # the table is the started game's
    table = window.table
    table.confirm_end_phase = False
    table.chosen.emit(options(session, "play")[0])
    end_turn(session, table.chosen.emit)
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=5000)
    assert overlay(window).flights() == [] and not overlay(window).isVisible()


def test_an_employed_maid_flies_from_the_town_to_the_discard_pile_in_tanto_cuore(window, qtbot):
    session = GameSession.new("tanto_cuore", {"players": 2, "town": "preset:first_game"}, 4,
                              [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    table = window.table
    table.confirm_end_phase = False
    for _ in range(3):
        if options(session, "employ"):
            break
        table.chosen.emit(next(a for a in session.decision.options if a[0] in ("end_start", "end_serving")))
    table.chosen.emit(options(session, "employ")[0])      # a Love: the one employ ends the turn
    flights = overlay(window).flights()
    town = [f for f in flights if inside(f.start, table.town_view, window)]
    drawn = [f for f in flights if inside(f.start, table.deck_zone, window)]
    assert len(town) == 1 and inside(town[0].end, table.discard_zone, window)
    assert len(drawn) == 5 and all(inside(f.end, table.hand_view, window) for f in drawn)   # the new hand


def test_at_most_a_dozen_cards_fly_and_a_card_without_a_face_shows_its_back(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(400, 300)
    a, b = QWidget(host), QWidget(host)
    a.setGeometry(0, 0, 50, 50)
    b.setGeometry(300, 200, 50, 50)
    host.show()
    motion = CardMotion(host)
    flights = motion.land(motion.take_off([(a, b, None)] * 20))
    assert len(motion.overlay.flights()) == MAX_FLIGHTS
    assert flights[0].pixmap.size() == QSize(60, 84)
    assert (flights[0].start.center() - a.geometry().center()).manhattanLength() <= 2
    assert (flights[0].end.center() - b.geometry().center()).manhattanLength() <= 2
    motion.overlay.animation.setCurrentTime(FLIGHT_MS)     # the end, without waiting
    assert motion.overlay.flights() == [] and not motion.overlay.isVisible()
    assert motion.take_off([(a, a, None), (None, b, None)]) == []        # nowhere to go: nothing flies
