"""The keyword marks on Gensokyo's character faces: every keyword the data can
carry has a mark, each card shows its ability's marks left of the medallion
and its support's right of it, and the ten marks look different."""
import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

from desktop.games.gensokyo.card_art import card_pixmap
from desktop.games.gensokyo.card_marks import GLYPHS, IMMEDIATE_MARKS, KEYWORD_MARKS, MARKS, SEAL, card_marks
from desktop.games.gensokyo.reference import reference_icons
from engine.games.gensokyo.cards import CARDS, Keyword


def test_every_keyword_of_the_data_model_has_a_mark_and_every_mark_a_glyph():
    assert set(KEYWORD_MARKS) == set(Keyword.__args__)
    assert set(KEYWORD_MARKS.values()) | set(IMMEDIATE_MARKS.values()) | {"transform", "global_support"} \
        == set(MARKS) == set(GLYPHS)


@pytest.mark.parametrize("card_id, marks", [
    ("CH01", (("global_support",), ())),                     # レミリア: 【全域支援】 ability
    ("CH07", (("negate_support",), ())),                     # 咲夜〔8〕: 侵略時【援護無効】
    ("CH15", (("recollection",), ())),                       # さとり: 【想起】
    ("CH16", (("unnegatable",), ("unnegatable",))),          # こいし: grants 【不変】; her support is 【不変】
    ("CH21", (("negate_ability",), ("negate_ability",))),    # 映姫
    ("CH25", (("return",), ("return",))),                    # 輝夜
    ("CH38", (("superhuman",), ("swap",))),                  # 白蓮: 【超人】; 【入替】 from the graveyard
    ("CH39", (("transform",), ("transform",))),              # ぬえ
    ("CH41", ((), ("reversal",))),                           # 正邪: 【逆転】 support
    ("CH03", ((), ())),                                      # 美鈴: plain numbers
    ("SP01", ((), ())),
])
def test_a_card_shows_the_keywords_of_its_rules_text(card_id, marks):
    assert card_marks(card_id) == marks


def _seal_pixels(image: QImage, area: QRect) -> int:
    seal = SEAL.rgb()
    return sum(1 for x in range(area.left(), area.right()) for y in range(area.top(), area.bottom())
               if QColor(image.pixel(x, y)).rgb() == seal)


@pytest.mark.parametrize("card_id, left, right", [("CH41", False, True), ("CH29", True, False),
                                                  ("CH21", True, True), ("CH03", False, False)])
def test_the_marks_stand_left_for_the_ability_and_right_for_the_support(qapp, card_id, left, right):
    width = 180
    face = card_pixmap(card_id, width).toImage()
    unit = width / 90
    shoulders = QRect(round(4 * unit), round(40 * unit), round(20 * unit), round(20 * unit))
    assert (_seal_pixels(face, shoulders) > 20) == left
    assert (_seal_pixels(face, shoulders.translated(round(62 * unit), 0)) > 20) == right


def test_the_ten_marks_differ(qapp):
    images = reference_icons()
    drawn = {name: bytes(image.constBits()) for name, image in images.items()}
    assert len(set(drawn.values())) == len(MARKS)
