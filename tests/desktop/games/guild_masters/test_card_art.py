"""Guild Masters' cards show their picture at table size, in their first tag's
colour, below the band (cost, tags) and clear of the fame seal; the seal is
the labyrinth's red one, a loss of fame dark."""
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from desktop.games.guild_masters import card_art
from desktop.games.guild_masters.card_art import BAND, FAME_R, TAG_COLOURS, face_layout, paint_face, picture_colour
from desktop.games.guild_masters.labyrinth.art import FAME
from desktop.games.guild_masters.delegates import HAND_CARD
from desktop.games.guild_masters.strings import content


def near(colour: QColor, other: QColor) -> bool:
    return all(abs(a - b) < 12 for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3]))


def tinted_pixels(card: str) -> tuple[int, QImage]:
    """Pixels in the card's picture colour under the band of a hand-size face."""
    records = content()
    record = records.events.get(card) or records.regalia[card]
    image = QImage(HAND_CARD.width(), HAND_CARD.height(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPointSizeF(9)
    paint_face(painter, QRectF(0, 0, image.width(), image.height()), record, font)
    painter.end()
    colour = picture_colour(record)
    band = round(BAND) + 1
    count = sum(near(image.pixelColor(x, y), colour) for x in range(image.width())
                for y in range(band, image.height()))
    return count, image


@pytest.mark.parametrize("card", ["watermill", "scrap_yard", "bringfeather", "hourglass_of_ages", "courier_network"])
def test_a_card_at_table_size_shows_its_picture_in_its_colour(qapp, monkeypatch, card):
    with_picture, _ = tinted_pixels(card)
    monkeypatch.setattr(card_art, "paint_card_icon", lambda *args: False)
    without, _ = tinted_pixels(card)      # grey junk also matches anti-aliased text: count the difference
    assert with_picture - without > 40, (with_picture, without)


def test_the_picture_is_tinted_by_the_first_tag_or_the_band():
    records = content()
    assert picture_colour(records.events["watermill"]) == TAG_COLOURS["life"]
    assert picture_colour(records.events["junk_dealer"]) == TAG_COLOURS["junk"]
    assert picture_colour(records.regalia["hourglass_of_ages"]) != TAG_COLOURS["life"]


def test_the_fame_seal_is_not_covered(qapp):
    _, image = tinted_pixels("watermill")
    layout = face_layout(QRectF(0, 0, image.width(), image.height()), content().events["watermill"], QFont())
    centre, radius = layout.fame
    assert radius == FAME_R
    # a point of the seal clear of its number, and no mark's box over the seal
    assert near(image.pixelColor(round(centre.x() - radius * 0.7), round(centre.y())), FAME)
    seal = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    assert not any(box.intersects(seal) for box in layout.mark_boxes())
    if layout.picture is not None:
        assert not layout.picture.intersects(seal)
