"""The rules reference window: opened from F1, the table and the start page,
at the section that fits; its search keeps the sections that hold the words."""
import types

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from desktop.base import i18n
from desktop.shell import reference_window
from desktop.shell.reference_window import open_reference, reference_tip
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from tests.desktop.actions import option

GAME = "heart_of_crown"


@pytest.fixture
def english(qapp):
    yield
    i18n.install_language(qapp, "en")


def start(window, seed=3):
    session = GameSession.new(GAME, {"players": 2, "market": "preset:first_game"}, seed,
                              [Seat("Ann"), Seat("Bob")], **window._session_args())
    window.start_session(session)
    return session


def test_open_reference_shows_one_window_at_the_section_asked(window):
    reference = open_reference(window, GAME, "keep")
    assert reference.isVisible() and not reference.isModal()
    assert reference.current == "keep"
    assert reference.tree.currentItem().data(0, reference_window.ID_ROLE) == "keep"
    assert "Keeping action cards" in reference.text.toPlainText()
    again = open_reference(window, GAME, None)
    assert again is reference and again.current == "overview"      # None: the first section
    assert open_reference(window, GAME, "no-such-section").current == "overview"


def test_search_keeps_matching_sections_with_their_parents_and_marks_the_hits(window):
    reference = open_reference(window, GAME, "overview")
    reference.search.setText("LINKS LEFT")
    shown = reference.section_ids_shown()
    assert "links" in shown and "table-status" in shown
    assert "table" in shown and "main-phase" in shown and "turn" in shown    # the way to each hit
    assert "faq-scout" not in shown and "judgement" not in shown
    assert reference.current in ("links", "table-status")
    assert "background-color:#ffe27a" in reference.text.toHtml() or \
        "#ffe27a" in reference.text.document().toHtml()
    reference.search.setText("zzzz no such words")
    assert reference.section_ids_shown() == [] and reference.no_match.isVisibleTo(reference)
    reference.search.clear()
    assert len(reference.section_ids_shown()) == len(reference.reference.sections)


def test_search_finds_japanese_and_chinese_words(window, qapp, english):
    reference = open_reference(window, GAME, "overview")
    i18n.install_language(qapp, "ja")
    qapp.processEvents()
    reference.search.setText("追放")
    assert "exile-and-curses" in reference.section_ids_shown()
    assert "faq-scout" not in reference.section_ids_shown()
    i18n.install_language(qapp, "zh_Hant")
    qapp.processEvents()
    assert reference.windowTitle().startswith("規則")
    reference.search.setText("許願池")
    assert reference.section_ids_shown() == ["faq", "faq-wishing-well"]


def test_a_link_jumps_to_its_section_and_showing_a_hidden_one_clears_the_search(window):
    reference = open_reference(window, GAME, "turn")
    assert 'href="section:main-phase"' in reference.text.document().toHtml() or \
        "main-phase" in reference.text.document().toHtml()
    reference.text.anchorClicked.emit(QUrl("section:buying"))
    assert reference.current == "buying"
    reference.search.setText("coronation")
    reference.show_section("faq-scout")
    assert reference.search.text() == "" and reference.current == "faq-scout"


def test_the_legend_shows_the_games_own_icons(window):
    reference = open_reference(window, GAME, "legend")
    document = reference.text.document()
    for name in ("cost", "link", "points", "usable"):
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"icon:{name}"))
        assert image is not None and not image.isNull(), name
    assert document.toHtml().count("<img") >= 10


def test_a_game_without_a_reference_has_no_window(window, monkeypatch):
    bare = types.SimpleNamespace(TABLE=None)
    monkeypatch.setattr(reference_window, "game_desktop", lambda game_id: bare)
    reference_window._tip.cache_clear()          # the tips made for the real game
    try:
        assert open_reference(window, GAME, None) is None
        assert reference_tip(GAME, "table-status") == ""
    finally:
        reference_window._tip.cache_clear()


def test_f1_opens_the_section_of_the_phase_at_hand(window):
    assert window.show_rules(None, None).current == "overview"          # the start page: from the top
    session = start(window)
    window.rules_action.trigger()
    assert window._reference_window.current == "main-phase"
    window.table.chosen.emit(option(session, "play farming_village"))    # a coin: something to buy
    window.table.chosen.emit(option(session, "end_main"))
    assert session.decision.kind == "second"
    window.rules_action.trigger()
    assert window._reference_window.current == "second-phase"
    window.table.legend_button.click()
    assert window._reference_window.current == "legend"
    window.table.rules_button.click()
    assert window._reference_window.current == "second-phase"


def test_the_start_page_opens_a_games_rules_at_the_overview(window):
    _name, _learn, rules = window.start_page.game_rows[GAME]
    rules.click()
    reference = window._reference_window
    assert reference.isVisible() and reference.game_id == GAME and reference.current == "overview"


def test_random_searches_clicks_and_links_never_break_the_window(window, qapp, english):
    """Any text in the search, any row clicked, any link (a foreign or empty
    one too) and a language switch on the way: the window keeps a section shown."""
    import random
    rng = random.Random(5)
    reference = open_reference(window, GAME, None)
    alphabet = "aeiouxyz 继承点直轄地プリンセス()[]{}*\\.+?|^$<>&\"'%"
    links = ["section:", "section:nope", "section:../keep", "http://example.com", "", "section:legend", "icon:coin"]
    for step in range(150):
        choice = rng.random()
        if choice < 0.4:
            reference.search.setText("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 4))))
        elif choice < 0.7:
            rows = [item for item in reference._items.values() if not item.isHidden()]
            if rows:
                reference.tree.setCurrentItem(rng.choice(rows))
        elif choice < 0.95:
            reference.text.anchorClicked.emit(QUrl(rng.choice(links)))
        else:
            i18n.install_language(qapp, rng.choice(list(i18n.LANGUAGES)))
            qapp.processEvents()
        assert reference.reference.section(reference.current) is not None
        assert reference.text.toPlainText().strip()
