"""The table through the window: what it shows of a view, undo, the hint,
and a language switch."""
from PySide6.QtWidgets import QApplication

from desktop.base import i18n
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.widgets.roles import HINT_ROLE
from tests.desktop.actions import options
from tests.desktop.games.tanto_cuore.bench import bench, row_of


def start(window, seats, seed=4, town="preset:first_game"):
    session = GameSession.new("tanto_cuore", {"players": len(seats), "town": town}, seed, seats,
                              **window._session_args())
    window.start_session(session)
    return session


def test_the_table_shows_the_view_of_the_seat_at_it(window, qtbot):
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline"), Seat("Cat", "baseline")])
    table = window.table
    view = session.view(0)
    assert [s.seat for s in table.quarters] == [0, 1, 2]          # yours first
    assert table.maids_model.rowCount() == 10
    assert sorted(i.card for i in table.hand_model.items()) == sorted(set(view["players"][0]["hand"]))
    assert table.deck_zone.count_text() == str(view["players"][0]["deck_count"])
    assert "Turn 1 · Ann" in table.status.text()
    assert f"Love: {view['love_available']}" in table.resources.text()
    assert "Ann" in table.quarters[0].header.text() and "Bot" in table.quarters[1].header.text()


def test_undo_takes_back_a_serving_but_not_a_draw(window, qtbot):
    """A maid without Draw served, then undone; the turn's end draws a hand: the floor."""
    from engine.ai.agents import make_agent
    from engine.games.tanto_cuore.cards import CARDS
    window.table.confirm_end_phase = False
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    advisor = make_agent("baseline", "tanto_cuore", 1)
    for _ in range(400):
        qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=5000)
        plain = [a for a in options(session, "serve") if not CARDS[a[1]].draw]
        if plain:
            break
        window.table.chosen.emit(advisor.act(session.state.clone()))
    before = list(session.record.actions)
    window.table.chosen.emit(plain[0])
    assert session.can_undo() and window.table.undo_button.isEnabled()
    window.table.undo_button.click()
    assert session.record.actions == before
    end = [a for a in session.decision.options if a[0] in ("end_serving",)]
    window.table.chosen.emit(end[0])
    window.table.chosen.emit(next(a for a in session.decision.options if a[0] == "end_turn"))
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=5000)
    assert not session.can_undo()


def test_the_hint_names_the_action_and_lights_up_its_card(qtbot):
    b = bench(qtbot, {"options": {"town": "preset:first_game"}, "seed": 2, "phase": "serving",
                      "seats": {"0": {"hand": ["kagari", "love_1", "love_1", "love_1", "love_1"]}}})
    b.table.show_hint({"action": ("serve", "kagari"), "win_chance": 0.61, "next": None})
    assert b.table.prompt.hint_line.text() == "Hint: Serve Kagari Ichinomiya — about 61% to win."
    model = b.table.hand_model
    kagari = row_of(b.table.hand_view, "kagari")
    assert model.data(model.index(kagari), HINT_ROLE) is True
    assert not model.data(model.index(row_of(b.table.hand_view, "love_1")), HINT_ROLE)


def test_a_language_switch_retranslates_the_table(window, qtbot):
    start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    table = window.table
    try:
        assert i18n.install_language(QApplication.instance(), "ja")
        qtbot.waitUntil(lambda: "雇用フェイズ" in table.status.text())
        assert "雇用フェイズ" in table.status.text() and "はあと" in table.resources.text()
        assert table.town_title.text() == "タウン"
        assert table.maids_model.data(table.maids_model.index(0)) == "アジュール・クレセント"
    finally:
        i18n.install_language(QApplication.instance(), "en")
    qtbot.waitUntil(lambda: "Employ phase" in table.status.text())


def test_the_empty_maid_piles_the_engine_counts_are_named(qtbot):
    b = bench(qtbot, {"options": {"town": "preset:first_game"}, "seed": 2, "phase": "employ",
                      "town": {"kagari": 0}, "conserve": False})
    assert b.state.view(0)["empty_maid_piles"] == ["kagari"]
    assert b.table.resources.text().endswith("\nEmpty maid piles: Kagari Ichinomiya")
    full = bench(qtbot, {"options": {"town": "preset:first_game"}, "seed": 2, "phase": "employ"})
    assert "Empty" not in full.table.resources.text()


def test_the_hint_button_asks_the_engine_and_lights_up_the_advised_town_card(window, qtbot):
    """The real hint of the engine (engine.ai.levels.hint, a small search) for Tanto Cuore's first employ."""
    from PySide6.QtCore import Qt

    from desktop.shell.hints import HintRunner
    from engine.ai.levels import hint

    session = GameSession.new("tanto_cuore", {"players": 2, "town": "preset:first_game"}, 4,
                              [Seat("Ann"), Seat("Bot", "baseline")], hint_runner=HintRunner(hint),
                              **window._session_args())
    window.start_session(session)
    table = window.table
    qtbot.mouseClick(table.prompt.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.prompt.hint_line.text().startswith("Hint: "), timeout=60_000)
    from desktop.games.tanto_cuore.strings import card_name
    lit = [model.items()[row].card for model in table.card_models() for row in range(model.rowCount())
           if model.data(model.index(row), HINT_ROLE)]
    advised = table.prompt.hint_line.text()
    # The advised card is lit and named; ending the turn lights its button instead.
    assert (lit and all(card_name(card) in advised for card in lit)) or (
        "End turn" in advised and table.prompt.button(("end_turn",)).property("hinted"))


def test_the_quarters_say_their_name_and_the_chamber_button_what_it_does(qtbot):
    """The lesson says "drag her onto your Private Quarters": the zone is
    titled so (at 1024×600 too: tests/desktop/games/tanto_cuore/test_layout.py),
    and the button says "make her a chambermaid", not the jargon verb "Chamber"."""
    from desktop.games.tanto_cuore.strings import card_name
    b = bench(qtbot, {"options": {"town": "preset:first_game"}, "seed": 2, "phase": "serving",
                      "seats": {"0": {"hand": ["azure", "love_1", "love_1", "love_1", "love_1"]}}})
    own, other = b.strip(0).header.text(), b.strip(1).header.text()
    assert own.startswith("▶ Ann — Private Quarters · ") and other.startswith("Bea — Private Quarters · ")
    assert b.table.prompt.button(("chamber", "azure")).text() == f"Make {card_name('azure')} a chambermaid"


def test_the_end_pages_score_table_says_its_first_column_is_the_vp_on_cards(qtbot):
    """It read "Cards": a count of cards, or their points?"""
    from desktop.games.tanto_cuore.end_details import EndDetails
    from engine.games.tanto_cuore.position import position
    view = position({"options": {"town": "preset:first_game"}, "seed": 2}).view(0)
    details = EndDetails()
    qtbot.addWidget(details)
    details.show_scores(view, ["Ann", "Bea"], {"reason": "two_piles"})
    assert details.scores.cell(0, 1) == "VP on cards"
    assert details.scores.cell(1, 1) == str(view["players"][0]["score"]["cards"])
