"""The shared dice and face-down slot widgets: readable faces, a brief
tumble only when movement is on, and a secret shown only to its owner."""
from PySide6.QtGui import QColor

from desktop.widgets.dice import PIP, ROLL_MS, DiceView
from desktop.widgets.face_down_slot import FaceDownSlot


def _pip_pixels(widget) -> int:
    image = widget.grab().toImage()
    pip = QColor(PIP).rgb()
    return sum(image.pixel(x, y) == pip for x in range(image.width()) for y in range(image.height()))


def test_a_die_shows_its_face_as_pips_and_says_it_in_words(qtbot):
    dice = DiceView()
    qtbot.addWidget(dice)
    dice.resize(120, 48)
    dice.show_dice([1])
    one = _pip_pixels(dice)
    dice.show_dice([6])
    six = _pip_pixels(dice)
    assert one > 0 and six > 4 * one
    dice.show_dice([6, 2])
    assert dice.accessibleName() == "Dice: 6, 2 (total 8)" == dice.toolTip()
    dice.show_dice([])
    assert dice.accessibleName() == "Not rolled yet" and _pip_pixels(dice) == 0


def test_a_roll_tumbles_briefly_and_lands_on_its_faces(qtbot):
    dice = DiceView()
    qtbot.addWidget(dice)
    dice.show_dice([4, 5], rolled=True)
    assert dice.is_rolling() and dice.shown_faces()[0] == 4 and dice.shown_faces()[1] != 5
    qtbot.waitUntil(lambda: not dice.is_rolling(), timeout=ROLL_MS * 5)
    assert dice.shown_faces() == [4, 5]
    dice.show_dice([4, 5])                 # a redraw is no roll
    assert not dice.is_rolling()


def test_a_third_die_widens_the_dice_until_two_are_rolled_again(qtbot):
    dice = DiceView()
    qtbot.addWidget(dice)
    narrow = dice.sizeHint().width()
    dice.show_dice([2, 6, 3])
    assert dice.count == 3 and dice.sizeHint().width() > narrow and dice.shown_faces() == [2, 6, 3]
    dice.show_dice([2, 6])
    assert dice.count == 2 and dice.sizeHint().width() == narrow


def test_no_tumble_when_movement_is_off(qtbot):
    dice = DiceView()
    qtbot.addWidget(dice)
    dice.animations = False
    dice.show_dice([3], rolled=True)
    assert not dice.is_rolling() and dice.shown_faces() == [3]


def test_a_face_down_slot_shows_its_owner_the_face_and_the_others_a_back(qtbot):
    slot = FaceDownSlot(face_text=lambda tile: f"Tile {tile}")
    qtbot.addWidget(slot)
    slot.resize(60, 84)
    assert slot.state() == "empty" and slot.accessibleName() == "Empty"
    slot.show_slot({"sealed": True, "owner": 0, "value": 4}, "Ann")
    assert slot.state() == "own" and "Tile 4" in slot.accessibleName()
    owner_sees = slot.grab().toImage()
    slot.show_slot({"sealed": True, "owner": 0}, "Ann")
    assert slot.state() == "back" and slot.accessibleName() == "Ann committed a card face down"
    assert "4" not in slot.toolTip() and slot.grab().toImage() != owner_sees
    slot.show_slot(4, "Ann")
    assert slot.state() == "face" and slot.accessibleName() == "Tile 4"
