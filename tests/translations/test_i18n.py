"""desktop/base/i18n.py: locale mapping, switching language at run time, and the
helpers that turn engine data into sentences."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QLocale  # noqa: E402
from PySide6.QtWidgets import QLabel, QWidget  # noqa: E402

from desktop.games.heart_of_crown import strings  # noqa: E402
from desktop.base import i18n  # noqa: E402


@pytest.fixture
def app(qapp):
    yield qapp
    i18n.install_language(qapp, "en")


@pytest.mark.parametrize("name, code", [
    ("zh_CN", "zh_Hans"), ("zh_SG", "zh_Hans"), ("zh_Hans", "zh_Hans"), ("zh_Hans_HK", "zh_Hans"),
    ("zh", "zh_Hans"), ("zh_TW", "zh_Hant"), ("zh_HK", "zh_Hant"), ("zh_MO", "zh_Hant"),
    ("zh_Hant", "zh_Hant"), ("zh_Hant_HK", "zh_Hant"), ("ja_JP", "ja"), ("ja", "ja"),
    ("en_US", "en"), ("en_GB", "en"), ("de_DE", "en"), ("ko_KR", "en"), ("C", "en"),
])
def test_language_for_locale(name, code):
    assert i18n.language_for_locale(QLocale(name)) == code


def test_language_for_the_system_locale_is_one_we_have():
    assert i18n.language_for_locale() in i18n.LANGUAGES


@pytest.mark.parametrize("code, names", [
    ("en", ("Apprentice Maid", "Domain", "Main phase")),
    ("ja", ("見習い侍女", "直轄地", "メインフェイズ")),
    ("zh_Hans", ("见习女仆", "直辖地", "主要阶段")),
    ("zh_Hant", ("見習女僕", "直轄地", "主要階段")),
])
def test_install_language_translates_names_terms_and_phases(app, code, names):
    assert i18n.install_language(app, code)
    assert i18n.current_language() == code
    assert (strings.card_name("apprentice_maid"), strings.tr("Domain"), strings.phase_name("main")) == names
    assert strings.phase_name("keep") == strings.phase_name("cleanup") != strings.phase_name("second")


def test_switching_back_and_forth_removes_the_previous_translators(app):
    i18n.install_language(app, "zh_Hant")
    i18n.install_language(app, "ja")
    assert strings.card_name("court_maid") == "宮廷侍女"
    i18n.install_language(app, "en")
    assert strings.card_name("court_maid") == "Court Maid"
    assert strings.card_text("fast_horse") == "Draw a card."


def test_qt_own_strings_follow_the_language(app):
    from PySide6.QtCore import QCoreApplication
    i18n.install_language(app, "ja")
    # A string of Qt's own qtbase catalogue (standard dialog buttons).
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"


def test_every_window_gets_a_language_change_event(app, qtbot):
    class Window(QWidget):
        def __init__(self):
            super().__init__()
            self.label = QLabel(self)
            self.changes = 0
            self.retranslate()

        def retranslate(self):
            self.label.setText(strings.card_name("duke"))

        def changeEvent(self, event):
            if event.type() == QEvent.Type.LanguageChange:
                self.changes += 1
                self.retranslate()
            super().changeEvent(event)

    windows = [Window(), Window()]
    for window in windows:
        qtbot.addWidget(window)
    i18n.install_language(app, "zh_Hans")
    qtbot.waitUntil(lambda: all(w.changes for w in windows))
    assert [w.label.text() for w in windows] == ["公爵", "公爵"]


def test_prompt_text_for_an_engine_decision(app):
    from engine.games.heart_of_crown.state import HeartOfCrown
    state = HeartOfCrown({"players": 2}, seed=3)
    i18n.install_language(app, "en")
    assert strings.prompt_text(state.decision).startswith("Main phase:")
    i18n.install_language(app, "zh_Hant")
    decision = {"kind": "hunted_beast", "prompt": {"card": "hunted_beast", "attacker": 1}}
    assert strings.prompt_text(decision, ["甲", "乙"]) == "乙使用了被驅趕的魔獸：捨棄1張費用5以上的卡"
    assert strings.prompt_text({"kind": "no_such_kind", "prompt": {"card": "scout"}}) == "斥候：請選擇"


def test_log_lines_for_events(app):
    i18n.install_language(app, "ja")
    names = ["ハナ", "タロウ"]
    assert strings.log_line({"type": "buy", "player": 0, "card": "city"}, names) == "ハナは都市を購入した"
    assert strings.log_line({"type": "gain", "player": 1, "card": "curse", "to": "deck"}, names) == \
        "タロウは呪いを獲得し、山札の一番上に表向きで置いた"
    assert strings.log_line({"type": "market_refill", "player": None, "cards": ["bank", "scout"]}, names) == \
        "マーケットに追加：銀行、斥候"
    assert strings.log_line({"type": "no_such_event", "player": 0}, names) is None
    i18n.install_language(app, "en")
    assert strings.log_line({"type": "game_over", "player": None, "winners": [1], "reason": "coronation",
                          "points": [3, 21]}, names) == "Coronation: タロウ wins"
    assert strings.log_line({"type": "cost_reduction", "player": 0, "card": "charm_witch",
                          "types": ["action", "succession"]}, names) == \
        "Charm Witch: Action, Succession cards cost 1 less for ハナ this turn"


def test_every_event_of_real_games_makes_a_log_line_in_every_language(app):
    """Random legal games: each event formats in each language (no missing field)."""
    import random

    from engine.games.heart_of_crown.state import HeartOfCrown
    events = []
    for seed in range(6):
        rng = random.Random(seed)
        state = HeartOfCrown({"players": 2 + seed % 3}, seed=seed)
        for _ in range(400):
            if state.decision is None:
                break
            events += state.apply(rng.choice(state.legal_actions())).events
    seen = {e["type"] for e in events}
    assert {"play", "buy", "draw", "turn"} <= seen
    names = ["A", "B", "C", "D"]
    for code in i18n.LANGUAGES:
        i18n.install_language(app, code)
        for event in events:
            assert strings.log_line(event, names), event


def test_every_option_of_real_games_has_a_button_text_in_every_language(app):
    """Random legal games: every action a player can be offered gets a label
    (never the raw action string) and every decision a prompt line."""
    import random

    from engine.games.heart_of_crown.codec import CODEC
    from engine.games.heart_of_crown.state import HeartOfCrown
    offered = []
    for seed in range(6):
        rng = random.Random(seed)
        state = HeartOfCrown({"players": 2 + seed % 3, "market": "random"}, seed=seed)
        for _ in range(400):
            if state.decision is None:
                break
            view = state.view(state.decision.player)
            offered += [(state.describe(action), view, CODEC.text(action)) for action in state.legal_actions()]
            state.apply(rng.choice(state.legal_actions()))
    assert len({text for _, _, text in offered}) > 30
    names = ["A", "B", "C", "D"]
    for code in i18n.LANGUAGES:
        i18n.install_language(app, code)
        for info, view, text in offered:
            label = strings.action_label(info, view, text)
            assert label and label != text and "{" not in label, (code, text)
            assert strings.decision_line(view["decision"], names)
