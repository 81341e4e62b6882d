"""Guild Masters' card icons: every term the content uses has an icon of its
own (no card falls back to the plain seal), and the icons differ from one
another, so a player can tell gold from power, a tile from an abyss."""
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.games.guild_masters.card_icons import (
    all_icons, condition_marks, cost_marks, end_marks, lasting_marks, paint_icon, play_marks, tag_icons)
from desktop.games.guild_masters.strings import content

SIDE = 24


def render(icon: str) -> QImage:
    image = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_icon(painter, icon, QPointF(SIDE / 2, SIDE / 2), SIDE * 0.4)
    painter.end()
    return image


def inked(image: QImage) -> int:
    return sum(image.pixelColor(x, y).alpha() > 60 for x in range(SIDE) for y in range(SIDE))


def used_icons() -> set[str]:
    icons = set()
    records = content()
    for record in (*records.events.values(), *records.regalia.values()):
        marks = play_marks(record) + end_marks(record) + lasting_marks(record) + cost_marks(record)
        for requirement in record.condition:
            marks += condition_marks(requirement)
        icons |= {m.icon for m in marks} | {m.per for m in marks if m.per} | set(tag_icons(record))
    return icons


def test_every_term_of_the_content_has_an_icon_of_its_own():
    missing = used_icons() - all_icons()
    assert not missing, missing


def test_the_icons_are_drawn_and_differ(qapp):
    images = {icon: render(icon) for icon in sorted(all_icons())}
    blank = [icon for icon, image in images.items() if inked(image) < 25]
    assert not blank, blank
    seen = {}
    for icon, image in images.items():
        key = bytes(image.constBits())
        assert key not in seen, f"{icon} looks exactly like {seen.get(key)}"
        seen[key] = icon


def test_a_term_without_an_icon_is_told_apart(qapp):
    """The fallback (a kind the content may add later) is not mistaken for a real icon."""
    assert "other" not in all_icons()
    assert inked(render("other")) > 0
