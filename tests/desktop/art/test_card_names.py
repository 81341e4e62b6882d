"""Every card name of every language fits its card at the sizes the tables
use, at 9 px or more, whole (issue 15: no more 7 px names)."""
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from desktop.games.heart_of_crown import delegates as hoc_delegates
from desktop.games.heart_of_crown import table as hoc_table
from desktop.games.heart_of_crown.card_art import MIN_SQUEEZE, NAME_FLOOR_PX, name_font, name_layout, split_name
from desktop.games.heart_of_crown.princess_lines import princess_line
from desktop.games.heart_of_crown.strings import card_name as hoc_name
from desktop.games.tanto_cuore import delegates as tc_delegates
from desktop.games.tanto_cuore.card_art import NAME_LINES, name_area as tc_name_area
from desktop.games.tanto_cuore.faces import face
from desktop.games.tanto_cuore.strings import card_name as tc_name
from desktop.base.i18n import LANGUAGES, install_language
from engine.games.heart_of_crown.cards import CARDS as HOC_CARDS
from engine.games.tanto_cuore.cards import CARDS as TC_CARDS

HOC_SIZES = {"hand": hoc_delegates.CARD_SIZE, "market": hoc_table.MARKET_CARD, "domain": hoc_delegates.SMALL_CARD_SIZE,
             "compact domain": hoc_delegates.COMPACT_CARD_SIZE}
TC_SIZES = {"hand": tc_delegates.HAND_CARD, "town": tc_delegates.TOWN_CARD, "quarters": tc_delegates.QUARTERS_CARD}


def card_rect(size) -> QRectF:
    return QRectF(0, 0, size.width(), size.height()).adjusted(3, 3, -3, -3)     # as the delegates paint


def assert_fits(text: str, box: QRectF, font: QFont, lines: int, where: str) -> None:
    layout = name_layout(text, box.width(), box.height(), font, lines)
    assert not layout.cut, f"{where}: {text!r} abbreviated to {layout.lines}"
    assert layout.pixel_size >= NAME_FLOOR_PX, f"{where}: {text!r} at {layout.pixel_size} px"
    assert len(layout.lines) <= lines and len(layout.lines) * layout.line_height <= box.height() + 0.5, where
    metrics = QFontMetricsF(layout.font)
    for line in layout.lines:
        assert metrics.horizontalAdvance(line) * MIN_SQUEEZE <= box.width(), f"{where}: {line!r} too wide"
    def letters(words):
        return words.replace(" ", "").replace("-", "")     # a hyphen may be added where a long word breaks
    assert letters("".join(layout.lines)) == letters(text), f"{where}: {text!r} lost letters"


@pytest.fixture(params=list(LANGUAGES))
def language(request, qapp):
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def test_heart_of_crown_names_and_princess_lines_fit_every_card_size(language):
    font = name_font(QApplication.font())
    for card, spec in HOC_CARDS.items():
        # A princess is in the row to back and, once backed, in a domain.
        sizes = {"princess": hoc_table.PRINCESS_CARD, **HOC_SIZES} if spec.kind == "princess" else HOC_SIZES
        for where, size in sizes.items():
            rect = card_rect(size)
            effect = princess_line(card) if hoc_delegates.shows_ability(rect, card) else ""
            assert effect or where != "princess" or card == "lulunasaika", f"{card}: no ability in words"
            box, lines = hoc_delegates.name_area(rect, card, False, bool(effect))
            assert_fits(hoc_name(card), box, font, lines, f"{language} {card} {where}")
            if effect:
                assert_fits(effect, hoc_delegates.effect_area(rect), font, hoc_delegates.EFFECT_LINES,
                            f"{language} {card}'s ability")


def test_a_princess_title_goes_small_over_her_own_name(language):
    """"Southern Seas Market Princess Klamklam" was one block shrunk to its
    smallest size: her title is drawn small, and her own name under it, whole
    and never smaller than the whole name would be, in every language."""
    from desktop.games.heart_of_crown.princess_lines import title_and_name
    from desktop.widgets.card_delegate import small_font

    bold, small = name_font(QApplication.font()), small_font(QApplication.font())
    for card in (c for c, spec in HOC_CARDS.items() if spec.kind == "princess"):
        full = hoc_name(card)
        title, own = title_and_name(card, full)
        assert full.startswith(title) and full.endswith(own) and title and own, (language, card)
        for where, size in {"princess": hoc_table.PRINCESS_CARD, **HOC_SIZES}.items():
            rect = card_rect(size)
            box, lines = hoc_delegates.name_area(rect, card, False, hoc_delegates.shows_ability(rect, card))
            assert_fits(title, box, small, lines - 1, f"{language} {card}'s title {where}")
            heading = name_layout(title, box.width(), box.height(), small, lines - 1)
            under = box.adjusted(0, len(heading.lines) * heading.line_height, 0, 0)
            assert_fits(own, under, bold, 2, f"{language} {card}'s name {where}")
            whole = name_layout(full, box.width(), box.height(), bold, lines)
            assert name_layout(own, under.width(), under.height(), bold, 2).pixel_size >= whole.pixel_size


def test_tanto_cuore_names_fit_every_card_size(language):
    font = name_font(QApplication.font())
    for card in TC_CARDS:
        for where, size in TC_SIZES.items():
            assert_fits(tc_name(card), tc_name_area(card_rect(size), face(card)), font, NAME_LINES,
                        f"{language} {card} {where}")


def test_long_cjk_names_break_at_a_word_not_shrink(qapp):
    """噂好きの公爵夫人 breaks after の; a name too long for any readable size is
    abbreviated rather than drawn below the floor."""
    install_language(qapp, "ja")
    try:
        font = name_font(QApplication.font())
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance("公爵夫人") + 2
        assert split_name("噂好きの公爵夫人", 2, width, metrics) == ["噂好きの", "公爵夫人"]
        tiny = name_layout("噂好きの公爵夫人" * 3, 30, 24, font)
        assert tiny.cut and tiny.pixel_size == NAME_FLOOR_PX and all(line.endswith("…") for line in tiny.lines)
    finally:
        install_language(qapp, "en")
