"""Animations: a short glow where a card went, a fading hot-seat cover, and
the setting that turns them off."""
from PySide6.QtCore import QAbstractAnimation, QSettings, Qt

from desktop.shell.settings_dialog import SettingsDialog
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.base.settings import Settings
from desktop.widgets.flash import Flash
from tests.desktop.actions import end_turn, options

RUNNING = QAbstractAnimation.State.Running


def start(window, seats):
    session = GameSession.new("heart_of_crown", {"players": len(seats), "market": "preset:first_game"}, 5, seats,
                              **window._session_args())
    window.start_session(session)
    return session


def flashes(window) -> list:
    return [f for f in window.table.findChildren(Flash) if f.animation.state() == RUNNING]


def play_a_card(window, session) -> None:
    window.table.chosen.emit(options(session, "play")[0])


def test_a_played_card_lights_up_the_play_area(window, qtbot):
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    assert flashes(window) == []
    play_a_card(window, session)
    [glow] = flashes(window)
    assert glow.animation.targetObject() is glow and glow.animation.propertyName() == b"strength"
    assert glow.parentWidget() is window.table.play_view and glow.isVisible()
    assert glow.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)   # never in the way
    qtbot.waitUntil(lambda: not glow.isVisible(), timeout=2000)


def test_a_bought_card_lights_up_the_discard_pile(window, qtbot):
    window.table.confirm_end_phase = False
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    while options(session, "play"):   # coins to buy with; with none left the main phase ends itself
        play_a_card(window, session)
    qtbot.waitUntil(lambda: flashes(window) == [], timeout=2000)       # the plays' glow is over
    window.table.chosen.emit(options(session, "buy")[0])
    assert [f.parentWidget() for f in flashes(window)] == [window.table.discard_zone]


def test_a_card_the_ai_buys_lights_up_its_domain(window, qtbot):
    window.table.confirm_end_phase = False
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    end_turn(window.session, window.table.chosen.emit)
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=5000)
    bought = [a for a in session.record.actions[2:] if a.startswith("buy ")]
    bot = next(strip for strip in window.table.domains if strip.seat == 1)
    assert bought and bot.findChild(Flash) is not None


def test_no_animation_when_they_are_off(window, qtbot):
    QSettings().setValue("ui/animations", "false")
    window.table.confirm_end_phase = False
    session = start(window, [Seat("Ann"), Seat("Bea")])
    play_a_card(window, session)
    end_turn(window.session, window.table.chosen.emit)
    assert window.pages.currentWidget() is window.cover
    assert flashes(window) == []
    assert window.cover.fade.state() != RUNNING and not window.cover.graphicsEffect().isEnabled()


def test_the_hot_seat_cover_fades_in(window, qtbot):
    window.table.confirm_end_phase = False
    start(window, [Seat("Ann"), Seat("Bea")])
    end_turn(window.session, window.table.chosen.emit)
    assert window.pages.currentWidget() is window.cover
    assert window.cover.fade.state() == RUNNING
    assert window.cover.fade.targetObject() is window.cover.graphicsEffect()
    qtbot.waitUntil(lambda: window.cover.fade.state() != RUNNING, timeout=2000)
    assert not window.cover.graphicsEffect().isEnabled()   # drawn directly again


def test_the_setting_is_on_by_default_and_persists(qtbot):
    assert Settings().animations is True
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.animations.isChecked()
    dialog.animations.setChecked(False)
    dialog.accept()
    assert Settings().animations is False
    again = SettingsDialog(Settings())
    qtbot.addWidget(again)
    assert not again.animations.isChecked()
