"""The New game dialog fits the game chosen: the options form of the game
chosen before is gone at once, so the dialog neither shows both for a moment
nor keeps the room the old one took (it grew by an empty band above Start
at every switch, and never shrank)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from desktop.shell import dialog_fit
from desktop.shell.games import game_desktop
from desktop.shell.new_game import NewGameDialog
from engine.games.heart_of_crown.cards import pile_cards


def choose(qtbot, dialog, game_id) -> int:
    """Choose ``game_id``; the dialog's height once it has settled."""
    dialog.game.setCurrentIndex(dialog.game.findData(game_id))
    qtbot.wait(30)
    return dialog.height()


def test_switching_games_back_and_forth_gives_the_same_dialog(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    guild = choose(qtbot, dialog, "guild_masters")
    heart = choose(qtbot, dialog, "heart_of_crown")      # a longer form: market, variants
    assert heart > guild
    assert choose(qtbot, dialog, "guild_masters") == guild
    choose(qtbot, dialog, "tanto_cuore")
    assert choose(qtbot, dialog, "heart_of_crown") == heart
    assert dialog.height() <= dialog.sizeHint().height()     # no room beyond what it shows
    shown_forms = [form for form in dialog.findChildren(type(dialog.options_form)) if form.isVisible()]
    assert shown_forms == [dialog.options_form]


# Issue 28, item 7: the dialog with a card picker fits a small screen, the
# picker shows what each card does, no line is cut after a switch, and the
# AI levels at the table are explained.
PICKERS = {"heart_of_crown": ("market", "card_text"), "tanto_cuore": ("town", "card_text")}


def pick_by_hand(qtbot, dialog, game_id):
    choose(qtbot, dialog, game_id)
    form = dialog.options_form
    box = getattr(form, PICKERS[game_id][0])
    box.setCurrentIndex(box.findData("pick"))
    qtbot.wait(60)          # the dialog takes its new size once the layout has settled
    return form


@pytest.mark.parametrize("game_id", sorted(PICKERS))
def test_picking_cards_by_hand_fits_the_screen_with_start_in_sight(qtbot, monkeypatch, game_id):
    screen = QRect(0, 0, 1024, 600)
    monkeypatch.setattr(dialog_fit, "available", lambda widget: screen)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.move(300, 150)
    dialog.show()
    form = pick_by_hand(qtbot, dialog, game_id)
    assert screen.contains(dialog.frameGeometry()), dialog.frameGeometry()
    start = dialog.start_button
    assert start.isVisible() and dialog.rect().contains(start.geometry().translated(
        start.parentWidget().mapTo(dialog, start.parentWidget().rect().topLeft())))
    assert form.picks.isVisible()


@pytest.mark.parametrize("game_id", sorted(PICKERS))
def test_the_picker_shows_what_each_card_does(qtbot, game_id):
    strings = game_desktop(game_id).strings
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    picks = pick_by_hand(qtbot, dialog, game_id).picks
    for row in (0, picks.count() - 1):
        item = picks.item(row)
        card = item.data(Qt.ItemDataRole.UserRole)
        picks.setCurrentItem(item)
        shown = picks.card_text.toPlainText()
        assert shown.startswith(item.text()) and len(shown) > len(item.text()) + 10
        assert item.toolTip() and item.toolTip() in shown
        first = card if game_id != "heart_of_crown" else pile_cards(card)[0]
        assert strings.card_text(first) in shown


def test_the_handicap_text_is_whole_after_switching_games(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    choose(qtbot, dialog, "tanto_cuore")
    choose(qtbot, dialog, "heart_of_crown")
    qtbot.wait(60)
    help_text = dialog.options_form.handicap_help
    assert help_text.height() >= help_text.heightForWidth(help_text.width())
    assert help_text.visibleRegion().boundingRect().height() >= help_text.heightForWidth(help_text.width())


def test_the_ai_levels_at_the_table_are_explained(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows
    rows.kind_boxes[1].setCurrentIndex(rows.kind_boxes[1].findData("baseline"))
    assert rows.levels_help.text() == "AI: Steady — Follows a simple plan without a slip"
    rows.count.setValue(3)
    rows.kind_boxes[2].setCurrentIndex(rows.kind_boxes[2].findData("hard"))
    assert rows.levels_help.text().splitlines() == [
        "AI: Steady — Follows a simple plan without a slip",
        "AI: Hard — Thinks further ahead (up to two seconds a move)"]
