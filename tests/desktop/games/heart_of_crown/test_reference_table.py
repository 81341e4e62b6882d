"""The table explains itself from the rules reference: F1's section for each
decision, a tooltip on every zone and counter, and each card's FAQ answers
beside its text when it is hovered or selected."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QWidget

from desktop.games.heart_of_crown.card_zoom import ZOOM_SIZE
from desktop.games.heart_of_crown.reference import REFERENCE, card_faq, reference_section
from desktop.base import i18n
from desktop.base.reference_data import load_reference
from desktop.shell.reference_window import reference_tip
from desktop.base.seats import Seat
from desktop.shell.session import GameSession

GAME = "heart_of_crown"


@pytest.fixture
def english(qapp):
    yield
    i18n.install_language(qapp, "en")


def view(kind=None, phase="main", card=None, winners=None):
    decision = None if kind is None else {"player": 0, "kind": kind, "options": [],
                                          "prompt": {"card": card} if card else {}}
    return {"decision": decision, "phase": phase, "winners": winners}


@pytest.mark.parametrize("shown, section", [
    (None, "overview"),                                            # no game at the table
    (view("main"), "main-phase"),
    (view("second", "second"), "second-phase"),
    (view("keep", "keep"), "keep"),
    (view("coronation", "declare"), "coronation"),
    (view("set_bought_maid", "second", "maid_lily"), "setting"),
    (view("scout", "main", "scout"), "faq-scout"),                # a card's decision: its FAQ
    (view("laolily", "second", "laolily"), "faq-laolily"),
    (view("wishing_well", "main", "wishing_well"), "faq-wishing-well"),
    (view("hideout", "main", "hideout"), "card-effects"),          # no FAQ: how effects work
    (view("donation", "main", "donation"), "exile-and-curses"),
    (view(None, "cleanup_end"), "cleanup"),                        # between decisions
    (view(None, "second"), "second-phase"),
    (view(None, "main", winners=[1]), "the-end"),
])
def test_f1_picks_the_section_of_the_decision_at_hand(shown, section):
    assert reference_section(shown) == section
    assert load_reference(REFERENCE).section(section) is not None


def start(window, seed=3):
    session = GameSession.new(GAME, {"players": 2, "market": "preset:first_game"}, seed,
                              [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    return session


def test_every_zone_of_the_table_explains_itself_with_the_references_text(window, qapp, english):
    start(window)
    table = window.table
    zones = [s.id for s in load_reference(REFERENCE).sections if s.id.startswith("table-")]
    explained = {w.whatsThis() for w in table.findChildren(QWidget)} | {w.toolTip() for w in table.findChildren(QWidget)}
    for section in zones:
        assert reference_tip(GAME, section) in explained, section
    assert table.status.toolTip() == reference_tip(GAME, "table-status")
    assert "Links left" in table.status.toolTip()
    assert table.domains[0].header.toolTip() == reference_tip(GAME, "table-domain")
    assert table.shared.toolTip().startswith(reference_tip(GAME, "table-shared-piles"))
    assert "Exiled (abroad)" in table.shared.toolTip()
    assert table.hand_view.toolTip() == ""            # over cards the zoom explains, not a tooltip
    i18n.install_language(qapp, "ja")
    qapp.processEvents()
    assert table.status.toolTip() == reference_tip(GAME, "table-status")
    assert "残りリンク" in table.status.toolTip()
    assert "直轄地" in table.domains[0].header.toolTip()
    assert table.rules_button.text() == "ルール（F1）"


def test_a_cards_faq_answers_come_with_it(qapp, english):
    assert "Scout" in card_faq("scout") and card_faq("scout").startswith("Q:")
    assert card_faq("city") == card_faq("large_city") != ""              # one answer about four cards
    assert card_faq("charm_witch").count("Q:") == 3
    assert card_faq("hideout") == ""
    i18n.install_language(qapp, "zh_Hans")
    assert "斥候" in card_faq("scout")


def test_the_zoom_shows_the_faq_under_the_card_and_grows_for_it(window):
    start(window)
    popup = window.table.zoom.popup
    anchor = window.table.market_view.visualRect(window.table.market_view.model().index(0, 0))
    popup.show_card("hideout", anchor)
    assert popup.faq == "" and popup.height() == ZOOM_SIZE.height()
    popup.show_card("charm_witch", anchor)
    assert popup.faq == card_faq("charm_witch")
    assert ZOOM_SIZE.height() + 100 < popup.height() <= window.table.height()
    popup.repaint()        # the FAQ note paints (an exception would fail the guard's check)


def test_selecting_a_card_with_the_keyboard_shows_it_large(window, qtbot):
    start(window)
    table = window.table
    view = table.market_view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    view.setCurrentIndex(view.model().index(1, 0))
    assert not table.zoom.popup.isVisible()           # the table's own choice of card is not shown
    QTest.keyClick(view, Qt.Key.Key_Right)
    index = view.model().index(2, 0)
    assert table.zoom.popup.isVisible()
    assert table.zoom.popup.card == index.data(Qt.ItemDataRole.UserRole + 1)


def test_right_clicking_a_card_offers_its_faq_answers_in_the_reference(window, monkeypatch):
    monkeypatch.setattr(QMenu, "popup", lambda menu, *args: None)    # offscreen Qt cannot grab for a popup
    start(window)
    table = window.table
    view = table.basic_view
    rows = {view.model().index(r, 0).data(Qt.ItemDataRole.UserRole + 1): r for r in range(view.model().rowCount())}
    city = view.visualRect(view.model().index(rows["city"], 0)).center()
    menu = table.card_menu(view, city)
    assert [a.text() for a in menu.actions()] == ["Backing: may territories stay out of the domain?"]
    menu.actions()[0].trigger()
    assert window._reference_window.current == "faq-territories-backing"
    menu.close()
    senator = view.visualRect(view.model().index(rows["senator"], 0)).center()
    assert table.card_menu(view, senator) is None                  # no FAQ: no menu
