"""Gensokyo's card zoom: the face large with the card's texts from the
engine's data, beside the hovered card and inside the window."""
from PySide6.QtCore import QPoint, QRect, qInstallMessageHandler
from PySide6.QtWidgets import QWidget

from desktop.base.i18n import install_language
from desktop.games.gensokyo.card_zoom import CardZoom, condition_text, sections
from engine.games.gensokyo.cards import CARDS


def test_a_characters_zoom_shows_its_condition_ability_and_support(qapp):
    remilia = CARDS["CH01"]
    assert sections("CH01") == [("", "Requires: own a Scarlet land"),
                                ("Ability", remilia.ability_text.en), ("Support ability", remilia.support_text.en)]
    assert [heading for heading, _ in sections("SP01")] == ["Effect"]
    assert sections("KA1")[0][1] == CARDS["KA1"].effect_text.en
    assert condition_text("CH02") == ""
    assert all(condition_text(c) for c, card in CARDS.items() if card.condition)


def test_in_japanese_the_zoom_shows_the_datas_japanese_texts(qapp):
    install_language(qapp, "ja")
    try:
        assert sections("CH01") == [("", "要：紅の土地を所有"), ("キャラクター能力", CARDS["CH01"].ability_text.ja),
                                    ("援護能力", CARDS["CH01"].support_text.ja)]
    finally:
        install_language(qapp, "en")


def test_in_chinese_the_zoom_shows_the_datas_chinese_texts(qapp):
    for code in ("zh_Hans", "zh_Hant"):
        install_language(qapp, code)
        try:
            texts = [text for _, text in sections("CH02")]
            assert texts == [CARDS["CH02"].ability_text.in_language(code),
                             CARDS["CH02"].support_text.in_language(code)]
            assert sections("SP07")[0][1] == CARDS["SP07"].effect_text.in_language(code)
        finally:
            install_language(qapp, "en")
    assert sections("CH02")[1][1] == "When invading: Attack +40"


def test_every_card_zooms_beside_its_anchor_without_warnings(qtbot):
    caught = []
    previous = qInstallMessageHandler(lambda mode, context, message: caught.append(message))
    try:
        table = QWidget()
        table.resize(1024, 600)
        qtbot.addWidget(table)
        table.show()
        zoom = CardZoom(table)
        anchor = QRect(table.mapToGlobal(QPoint(100, 200)), table.mapToGlobal(QPoint(190, 326)))
        for card_id in CARDS:
            zoom.show_card(card_id, anchor)
            assert zoom.card == card_id and zoom.isVisible()
            zoom.grab()                                 # paints
        assert zoom.geometry().left() > 190 and table.rect().contains(zoom.geometry())
        zoom.set_scale(1.25)
        assert zoom.width() == round(300 * 1.25)
    finally:
        qInstallMessageHandler(previous)
    assert caught == []
