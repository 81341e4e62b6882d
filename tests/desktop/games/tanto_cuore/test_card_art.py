"""Tanto Cuore's card faces read at a glance at 1280×800: the effects' icons
and numbers were 8-px glyphs ("⌂−1", "🛎+1")."""
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from desktop.games.tanto_cuore.card_art import EFFECT_MARGIN, EFFECT_PX, chip_widths, effect_font, effects_line
from desktop.games.tanto_cuore.delegates import TOWN_CARD
from desktop.games.tanto_cuore.faces import face


def test_the_effect_numbers_are_bold_and_twelve_pixels_or_more(qapp):
    numbers = effect_font(QApplication.font())
    assert numbers.bold() and QFontMetrics(numbers).capHeight() >= 9
    assert numbers.pixelSize() >= 12 and EFFECT_PX >= 16


def test_a_town_maid_with_two_effects_shows_them_unsqueezed(qapp):
    """Azure: +1 serving and the chamber cost −1 fit a town card at full width."""
    metrics = QFontMetrics(effect_font(QApplication.font()))
    chips = effects_line(face("azure"))
    needed = sum(chip_widths(chips, metrics, EFFECT_PX))
    assert len(chips) == 2 and needed <= TOWN_CARD.width() - 2 * EFFECT_MARGIN
