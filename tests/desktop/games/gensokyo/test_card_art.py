"""Gensokyo's painted card faces: every card renders at the table's sizes
without a Qt warning, the numbers come from the engine's data, and every
name is in the player's language."""
import re

import pytest
from PySide6.QtCore import qInstallMessageHandler

from desktop.base.i18n import install_language
from desktop.games.gensokyo import card_texts
from desktop.games.gensokyo.card_art import card_name, card_pixmap, face_pixmap
from desktop.games.gensokyo.card_texts import NAMES, face_texts
from engine.games.gensokyo.cards import CARDS, CHARACTERS, CHARISMA, SPELLS


@pytest.fixture
def warnings():
    caught = []
    previous = qInstallMessageHandler(lambda mode, context, message: caught.append(message))
    yield caught
    qInstallMessageHandler(previous)


@pytest.fixture(params=["ja", "zh_Hans", "zh_Hant"])
def language(request, qapp):
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def test_there_are_the_rulebooks_66_cards_and_the_names_table_is_the_datas():
    assert len(CARDS) == 66 and (len(CHARACTERS), len(SPELLS), len(CHARISMA)) == (44, 18, 4)
    assert NAMES == {card_id: card.names.en for card_id, card in CARDS.items()}


@pytest.mark.parametrize("width", [90, 180])
def test_every_card_renders_at_table_sizes_without_warnings(qapp, warnings, width):
    for card_id in CARDS:
        pixmap = card_pixmap(card_id, width)
        assert (pixmap.width(), pixmap.height()) == (width, round(width * 1.4)), card_id
        image = pixmap.toImage()
        # Painted: the centre (the medallion) is not transparent.
        assert image.pixelColor(width // 2, round(width * 0.4)).alpha() == 255, card_id
        face = face_pixmap(card_id, 32)
        assert (face.width(), face.height()) == (32, 32)
        assert face.toImage().pixelColor(16, 16).alpha() == 255, card_id
    assert warnings == []


def numbers(text):
    return [int(n) for n in re.findall(r"\d+", text or "")]


def test_the_numbers_on_a_face_are_the_engines(qapp):
    for card_id, card in CARDS.items():
        texts = face_texts(card_id)
        if card.kind == "charisma":
            assert texts.money is None and texts.attack is None
            assert numbers(texts.effect) == [card.charisma.amount, card.charisma.matching]
            continue
        assert numbers(texts.money) == [card.money], card_id
        assert numbers(texts.hand) == ([card.hand] if card.hand else []), card_id
        if card.kind == "character":
            assert numbers(texts.attack) == [card.attack] and numbers(texts.hp) == [card.hp], card_id
        else:
            assert texts.attack is None and texts.hp is None


def test_the_kind_of_each_card_is_named(qapp):
    kinds = {card_id: face_texts(card_id).kind for card_id in CARDS}
    assert {kinds[c] for c in CHARACTERS} == {"Character"}
    assert {kinds[c] for c in SPELLS} == {"Instant", "Land spell", "Player spell"}
    assert {kinds[c] for c in CHARISMA} == {"Charisma card"}
    assert face_texts("SP04").kind == "Land spell" and face_texts("SP06").kind == "Player spell"


def test_every_card_name_is_translated(language):
    names = {card_id: card_name(card_id) for card_id in CARDS}
    for card_id, card in CARDS.items():
        assert names[card_id] == getattr(card.names, language), card_id
        assert not re.search(r"[A-Za-z]{2}", names[card_id]), (card_id, names[card_id])


def test_every_face_word_is_translated(language):
    for card_id in ("CH01", "CH02", "SP04", "SP06", "SP01", "KA2"):
        texts = face_texts(card_id)
        for word in (texts.kind, texts.attribute_word, texts.money, texts.hand, texts.attack, texts.hp,
                     texts.effect):
            assert not re.search(r"[A-Za-z]{2}", word or ""), (language, card_id, word)
    assert card_texts.tr(card_texts.MONEY).format(amount=40) == {"ja": "40圓", "zh_Hans": "40圆",
                                                                  "zh_Hant": "40圓"}[language]


def test_the_initial_is_the_names_first_letter(qapp):
    assert face_texts("CH01").initial == "R"
    assert face_texts("SP01").initial == "T"          # Treasure "Gold Rush"
    assert face_texts("CH02").hand == "+1" and face_texts("CH01").hand is None


def test_a_spell_name_splits_into_its_sign_and_title(qapp):
    from desktop.games.gensokyo.card_texts import spell_parts
    assert spell_parts('Treasure "Gold Rush"') == ("Treasure", '"Gold Rush"')
    assert spell_parts("財宝「ゴールドラッシュ」") == ("財宝", "「ゴールドラッシュ」")
    assert spell_parts("Remilia Scarlet") == ("", "Remilia Scarlet")
    for card_id in SPELLS:
        sign, title = spell_parts(face_texts(card_id).name)
        assert sign and title, card_id
