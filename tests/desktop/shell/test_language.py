"""Switching the language of the running app: the open window with a game in
progress, the settings dialog that does it, and the first start."""
import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.games.heart_of_crown import strings
from desktop.base import i18n
from desktop.app import choose_language
from desktop.shell.settings_dialog import SettingsDialog
from desktop.widgets.roles import CARD_ROLE
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.base.settings import Settings
from tests.desktop.waiting import open_record
from engine.games.heart_of_crown import OptionsError, normalize_options
from engine.games.heart_of_crown.cards import CARDS
from tests.desktop.actions import option


@pytest.fixture(autouse=True)
def english_again(qapp):
    yield
    i18n.install_language(qapp, "en")


def switch(qapp, code):
    i18n.install_language(qapp, code)
    QCoreApplication.processEvents()   # LanguageChange is posted, then passed down
    QCoreApplication.processEvents()


def visible_texts(table):
    hand = table.hand_model
    return {
        "button": table.prompt.button(option(table.window().session, "end_main")).text(),
        "undo": table.undo_button.text(),
        "title": table.titles["market"].text(),
        "hand_title": table.hand_title.text(),
        "status": table.status.text(),
        "card": hand.index(0, 0).data(),
        "log": table.log_model.lines()[0],
        "header": table.players_model.headerData(1, Qt.Orientation.Horizontal),
    }


def test_live_switch_retranslates_the_table_of_a_game_in_progress(window, qapp):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 4,
                              [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    table = window.table
    english = visible_texts(table)
    assert english["button"] == "End main phase" and english["log"].startswith("Turn 1")
    seen = {"en": english}
    for code in ("ja", "zh_Hans", "zh_Hant"):
        switch(qapp, code)
        texts = visible_texts(table)
        assert all(texts[key] != english[key] for key in texts), (code, texts)
        seen[code] = texts
        # The app font, the widgets' fonts and so the card delegate's follow.
        assert table.status.font().families()[0] == i18n.FONTS[code][1]
        assert table.hand_view.font().families()[0] == i18n.FONTS[code][1]
    assert seen["ja"]["button"] == "メインフェイズ終了"
    assert seen["zh_Hans"]["title"] == "市场" and seen["zh_Hant"]["title"] == "市場"
    assert seen["ja"]["card"] == CARDS[table.hand_model.index(0, 0).data(CARD_ROLE)].source_name
    switch(qapp, "en")
    assert visible_texts(table) == english
    assert window.windowTitle() == "Kotatsu"


def test_settings_dialog_applies_the_language_on_ok_and_keeps_its_place_meanwhile(qtbot, qapp):
    """A live switch resized the dialog under the cursor: a click meant for OK landed on About."""
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert [dialog.language.itemText(i) for i in range(dialog.language.count())] == \
        ["English", "日本語", "简体中文", "繁體中文"]
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    where = (dialog.geometry(), ok.geometry())
    dialog.language.setCurrentIndex(dialog.language.findData("zh_Hant"))
    QCoreApplication.processEvents()
    QCoreApplication.processEvents()
    assert i18n.current_language() == "en" and dialog.windowTitle() == "Settings"
    assert (dialog.geometry(), ok.geometry()) == where          # OK is where it was
    dialog.accept()
    assert Settings().language == "zh_Hant" and i18n.current_language() == "zh_Hant"

    again = SettingsDialog(Settings())
    qtbot.addWidget(again)
    assert again.windowTitle() == "設定"
    again.language.setCurrentIndex(again.language.findData("ja"))
    assert i18n.current_language() == "zh_Hant"
    again.reject()
    assert i18n.current_language() == "zh_Hant" and Settings().language == "zh_Hant"
    i18n.install_language(qapp, "en")


def test_first_start_follows_the_system_then_the_saved_choice(qapp):
    choose_language(qapp)
    assert i18n.current_language() == i18n.language_for_locale(QLocale.system())
    QSettings().setValue("ui/language", "ja")
    choose_language(qapp)
    assert i18n.current_language() == "ja"


def test_a_save_from_a_newer_kotatsu_is_refused_in_the_players_language(window, qapp, qtbot, tmp_path):
    path = tmp_path / "future.json"
    future = ('{"schema_version": 99, "game_id": "heart_of_crown", "rules_version": 1, '
              '"options": {}, "seed": 1, "actions": []}').encode()
    path.write_bytes(future)
    switch(qapp, "ja")
    assert not open_record(qtbot, window, path)
    assert "新しいバージョンのこたつ" in window.start_page.error.text() and "99" in window.start_page.error.text()
    assert path.read_bytes() == future


@pytest.mark.parametrize("code, options, expected", [
    ("ja", {"market": ["hideout"] * 10}, "マーケットに同じカードが2回含まれています：隠れ家"),
    ("zh_Hans", {"market": ["hideout"]}, "市场需要恰好10种公共卡（已选1种）。"),
    ("zh_Hant", {"handicap": {"1": 7}}, "座位2的不利條件必須是0至3張宮廷女僕。"),
])
def test_refused_game_settings_are_explained_in_the_players_language(qapp, code, options, expected):
    switch(qapp, code)
    with pytest.raises(OptionsError) as error:
        normalize_options({"players": 2, **options})
    assert strings.options_error_text(error.value) == expected
