"""The battle panel on the §8.3 example 1 (offscreen): a face-down back for
the other seat's unrevealed support and the face for its owner, then the
resolution page by page with the engine's numbers, the keyboard, closing and
reopening, animations, and a language change."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop.base import i18n
from desktop.games.gensokyo.battle_panel import BattlePanel
from tests.engine.gensokyo.test_battle_flow import example_1

NAMES = ["Reimu", "Marisa"]


@pytest.fixture
def panel(qtbot):
    host = QWidget()
    host.resize(1024, 600)
    qtbot.addWidget(host)
    yield BattlePanel(host)          # the host lives as long as the test


def _last_battle(seat=1):
    battle = example_1()
    battle.answer(("main", "CH39"), ("support", "CH02"), ("support", "CH15"), ("pick", 0))
    battle.until_done()
    return battle.state.view(seat)["last_battle"]


def test_a_committed_support_is_a_back_to_the_other_seat_and_its_face_to_the_owner(panel):
    battle = example_1()
    battle.answer(("main", "CH39"), ("support", "CH02"))          # the invader's Flandre, face down
    panel.show_battle(battle.state.view(1)["battle"], NAMES, 1)
    assert not panel.isHidden() and not panel.resolved() and panel.pages() == 1
    assert panel.sides[0].support.state() == "back"                # Marisa sees that a card was committed
    assert "Flandre" not in panel.sides[0].support.toolTip()
    assert panel.sides[0].card_label.text() == "Nue Houjuu"       # the main is face up
    assert not panel.sides[0].picture.pixmap().isNull()
    assert panel.sides[1].support.state() == "empty"
    assert "face down" in panel.step_title.text() and panel.step_numbers() == ("", "")
    panel.show_battle(battle.state.view(0)["battle"], NAMES, 0)
    assert panel.sides[0].support.state() == "own"                 # its owner sees its own card
    assert "Flandre Scarlet" in panel.sides[0].support.toolTip()


def test_the_heading_reads_right_with_you_on_either_side(panel):
    battle = example_1()
    battle.answer(("main", "CH39"))
    panel.show_battle(battle.state.view(0)["battle"], ["You", "AI 2"], 0)
    assert panel.heading.text() == "Battle: You against AI 2"         # not "You invades"
    panel.show_battle(battle.state.view(1)["battle"], ["AI 1", "You"], 1)
    assert panel.heading.text() == "Battle: AI 1 against You"         # not "You's land"


def test_the_reveal_shows_both_supports_and_the_negation(panel):
    battle = example_1()
    battle.answer(("main", "CH39"), ("support", "CH02"), ("support", "CH15"))   # revealed; R2's discard to come
    panel.show_battle(battle.state.view(1)["battle"], NAMES, 1)
    assert [side.support.state() for side in panel.sides] == ["face", "face"] and panel.pages() == 1
    assert "revealed" in panel.step_title.text() and panel.step_text.text() == "Nothing is negated."
    negated = {**_last_battle(), "negation": {"ability": [None, "CH02"], "support": ["CH15", None]}}
    panel.show_battle(negated, NAMES, 1)
    assert panel.step_text.text().split("\n") == ["Flandre Scarlet negates the defender's ability",
                                                  "Satori Komeiji negates the invader's support"]


def test_the_pages_show_the_engine_numbers_after_each_step(panel):
    record = _last_battle()
    panel.show_battle(record, NAMES, 1)
    assert panel.resolved() and panel.pages() == len(record["steps"]) + 3 == 10
    assert [side.support.state() for side in panel.sides] == ["face", "face"]
    assert [side.card_label.text() for side in panel.sides] == ["Nue Houjuu", "Youmu Konpaku"]
    assert panel.step_text.text() == "Nothing is negated." and panel.step_numbers() == ("", "")
    seen = []
    while panel.index() < panel.pages() - 1:
        panel.next()
        seen.append((panel.step_title.text(), panel.step_numbers(), panel.step_text.text()))
    assert [numbers for _, numbers, _ in seen[:7]] == [
        (f"Attack {s['attack']}", f"HP {s['hp']}") for s in record["steps"]]
    assert [numbers for _, numbers, _ in seen[:7]] == [
        ("Attack 20", "HP 30"), ("Attack 20", "HP 30"), ("Attack 50", "HP 30"), ("Attack 90", "HP 30"),
        ("Attack 90", "HP 30"), ("Attack 90", "HP 70"), ("Attack 90", "HP 70")]
    assert "Transformation" in seen[2][0] and seen[2][2] == "Nue Houjuu (ability): attack +30"
    assert "Flandre Scarlet (support): attack +40" in seen[3][2]
    assert "Land bonus" in seen[5][0] and seen[5][2] == "Land bonus: HP +40"
    assert seen[7][2] == "Attack 90 ≥ HP 70: the invader wins" and seen[7][1] == ("Attack 90", "HP 70")
    assert seen[8][2].split("\n") == ["Reimu pays 26圓 and a hand cost of 2", "Marisa pays 8圓 and a hand cost of 0",
                                      "Reimu takes the land at the same level"]
    assert not panel.next_button.isEnabled()


def test_the_costs_page_says_who_has_not_paid_yet(panel):
    record = {**_last_battle(), "costs": [[26, 2], None], "invader_wins": False}
    panel.show_battle(record, NAMES, 0)
    for _ in range(panel.pages() - 1):
        panel.next()
    assert panel.step_text.text().split("\n") == ["Reimu pays 26圓 and a hand cost of 2",
                                                  "Marisa has not paid yet", "Reimu pays the toll to Marisa"]


def test_keyboard_steps_and_the_panel_closes_and_reopens(panel, qtbot):
    panel.show_battle(_last_battle(0), NAMES, 0)
    for _ in range(4):
        qtbot.keyClick(panel, Qt.Key.Key_Space)
    assert panel.index() == 4 and panel.step_numbers() == ("Attack 90", "HP 30")
    qtbot.keyClick(panel, Qt.Key.Key_Left)
    assert panel.index() == 3 and panel.step_numbers() == ("Attack 50", "HP 30")
    qtbot.keyClick(panel, Qt.Key.Key_Backspace)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    qtbot.keyClick(panel, Qt.Key.Key_Right)
    assert panel.index() == 4
    with qtbot.waitSignal(panel.closed, timeout=500):
        qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert panel.isHidden()
    panel.reopen()
    assert not panel.isHidden() and panel.index() == 0 and panel.step_numbers() == ("", "")
    panel.show_battle(None, NAMES, 0)
    assert panel.isHidden()


def test_with_animations_it_advances_by_itself(panel, qtbot, monkeypatch):
    monkeypatch.setattr("desktop.games.gensokyo.battle_panel.ADVANCE_MS", 5)
    panel.animations = True
    panel.show_battle(_last_battle(0), NAMES, 0)
    assert panel.index() == 0
    qtbot.waitUntil(lambda: panel.index() == panel.pages() - 1, timeout=3000)
    assert "takes the land" in panel.step_text.text()


def test_fit_into_keeps_inside_the_room_and_drops_the_faces_when_short(panel):
    panel.show_battle(_last_battle(0), NAMES, 0)
    panel.fit_into(500, 300)
    assert panel.width() <= 500 and panel.height() <= 300
    assert panel.sides[0].picture.isHidden()
    panel.fit_into(900, 500)
    assert not panel.sides[0].picture.isHidden()


def test_a_language_change_retranslates_the_panel(panel, qapp, qtbot):
    panel.show_battle(_last_battle(0), NAMES, 0)
    for _ in range(3):
        panel.next()
    try:
        assert i18n.install_language(qapp, "ja")
        qtbot.waitUntil(lambda: "封獣ぬえ" in panel.step_text.text(), timeout=2000)
        assert panel.next_button.text() == "次へ" and "50" in panel.step_numbers()[0]
        assert "Attack" not in panel.step_numbers()[0] and panel.index() == 3
    finally:
        i18n.install_language(qapp, "en")
    qtbot.waitUntil(lambda: panel.step_text.text() == "Nue Houjuu (ability): attack +30", timeout=2000)
