"""Piles you can open (issue 15, item 9): a click on your discard pile opens
a window with exactly its cards, top first; your deck's window lists what is
in it sorted, never its order; another player's discard pile opens from
their strip; cards you look at show as cards over the prompt. Also the AI's
pace (item 8) and the recap of another player's last turn."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from desktop.base.seats import Seat
from desktop.base.settings import Settings
from desktop.shell.session import HANDOVER_PACES, GameSession
from desktop.shell.settings_dialog import SettingsDialog
from desktop.widgets.roles import CARD_ROLE, COUNT_ROLE
from tests.desktop.actions import end_turn, options


def start(window, game="heart_of_crown", seats=None, seed=5):
    seats = seats or [Seat("Ann"), Seat("Bot", "baseline")]
    opts = {"players": len(seats), **({"market": "preset:first_game"} if game == "heart_of_crown" else {})}
    session = GameSession.new(game, opts, seed, seats, **window._session_args())
    window.start_session(session)
    return session


def shown_cards(window) -> list:
    """(card, count) of each card a pile window shows, in order."""
    model = window.cards.model()
    return [(model.index(r, 0).data(CARD_ROLE), model.index(r, 0).data(COUNT_ROLE)) for r in range(model.rowCount())]


def click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, widget.rect().center())


def play_a_turn(window, qtbot, session) -> None:
    window.table.confirm_end_phase = False
    session.set_pace(0)         # the AI's turn at once: these tests are about the piles, not the pace
    end_turn(session, window.table.chosen.emit)
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=10000)


def test_a_click_on_your_discard_pile_shows_exactly_its_cards_top_first(window, qtbot):
    session = start(window)
    play_a_turn(window, qtbot, session)
    discard = session.view(0)["players"][0]["discard"]
    assert discard                              # the first turn's cards lie there
    click(window.table.discard_zone)
    pile = window.table.extras.piles.window(("discard", 0))
    assert pile is not None and pile.isVisible() and not pile.isModal()
    assert shown_cards(pile) == [(card, None) for card in reversed(discard)]
    assert "Ann" in pile.windowTitle()
    # It follows the pile: the next turn's cards show without opening it again (or none, reshuffled).
    play_a_turn(window, qtbot, session)
    assert shown_cards(pile) == [(card, None) for card in reversed(session.view(0)["players"][0]["discard"])]


def test_your_deck_shows_what_is_in_it_sorted_not_its_order(window, qtbot):
    session = start(window)
    state = session.state
    click(window.table.deck_zone)
    pile = window.table.extras.piles.window(("deck", 0))
    deck = state.players[0].deck
    shown = shown_cards(pile)
    assert sorted(card for card, count in shown for _ in range(count or 1)) == sorted(deck)
    assert len({card for card, _ in shown}) == len(shown)       # one entry a kind, with its count
    from engine.games.heart_of_crown.cards import CARDS
    assert [card for card, _ in shown] == sorted({c for c, _ in shown}, key=lambda c: (CARDS[c].cost, c))
    view = session.view(0)
    assert view["players"][0]["deck_cards"] == sorted(deck) and view["players"][1]["deck_cards"] is None


def test_another_players_discard_pile_opens_from_their_strip_but_not_their_deck(window, qtbot):
    session = start(window)
    play_a_turn(window, qtbot, session)
    bot = next(strip for strip in window.table.domains if strip.seat == 1)
    assert bot.discard_button.isVisible() and not window.table.domains[0].discard_button.isVisible()
    bot.discard_button.click()
    pile = window.table.extras.piles.window(("discard", 1))
    assert shown_cards(pile) == [(c, None) for c in reversed(session.view(0)["players"][1]["discard"])]
    assert window.table.extras.open_pile("deck", 1) is None        # only its size is known


def test_tanto_cuore_piles_open_too(window, qtbot):
    session = start(window, "tanto_cuore", seed=4)
    click(window.table.deck_zone)
    pile = window.table.extras.piles.window(("deck", 0))
    shown = shown_cards(pile)
    assert sorted(c for c, n in shown for _ in range(n or 1)) == sorted(session.state.players[0].deck)
    click(window.table.discard_zone)
    assert shown_cards(window.table.extras.piles.window(("discard", 0))) == []


def test_cards_you_look_at_show_as_cards_over_the_prompt(window, qtbot):
    session = start(window)
    table = window.table
    assert not table.extras.looking_box.isVisible()
    view = session.view(0)
    view["decision"]["prompt"] = {"card": "scout", "looking": ["city", "farming_village"]}
    table.show_view(view, None)
    assert table.extras.looking_box.isVisible()
    model = table.extras.looking_view.model()
    assert [model.index(r, 0).data(CARD_ROLE) for r in range(model.rowCount())] == ["city", "farming_village"]
    table.show_view(session.view(0), None)
    assert not table.extras.looking_box.isVisible()


def test_tanto_cuore_cards_looked_at_show_as_cards(window, qtbot):
    session = start(window, "tanto_cuore", seed=4)
    table = window.table
    view = session.view(0)
    view["decision"]["prompt"] = {"card": "eliza", "looking": ["azure"], "target": 1}
    table.show_view(view, None)
    model = table.extras.looking_view.model()
    assert table.extras.looking_box.isVisible() and model.index(0, 0).data(CARD_ROLE) == "azure"


def test_the_ai_waits_the_chosen_pace_between_its_moves(window, qtbot):
    """No clock: the session's pace timer, armed with the setting, holds the AI's next move back."""
    asked = []
    Settings().ai_pace_ms = 1500
    session = start(window)
    session._agents[1].act = lambda state, stop=None: asked.append(state) or state.legal_actions()[0]
    timer = session._pace
    assert timer.isSingleShot() and not timer.isActive()
    window.table.confirm_end_phase = False
    end_turn(session, window.table.chosen.emit)
    # a human's move handing the game over: the player sees its result for a few paces first
    assert session.decision.player == 1 and timer.isActive() and timer.interval() == HANDOVER_PACES * 1500
    assert asked == []                                   # nothing is asked before the pause is over
    timer.stop()
    timer.timeout.emit()                                 # the pause is over
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    qtbot.waitUntil(lambda: timer.isActive(), timeout=5000)   # and again before its next move
    assert len(asked) == 1 and timer.interval() == 1500
    session.close()


def test_the_pace_is_chosen_in_the_settings_and_applies_to_the_game_at_once(window, qtbot):
    session = start(window)
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.pace.setValue(900)
    dialog.accept()
    assert Settings().ai_pace_ms == 900
    window.settings.ai_pace_ms = 900
    session.set_pace(window.settings.ai_pace_ms)       # what the window does after its dialog (edit_settings)
    window.table.confirm_end_phase = False
    end_turn(session, window.table.chosen.emit)        # the AI's turn now
    session._pace.stop()
    session._schedule_ai()                             # its next pause takes the new pace
    assert session.decision.player in session._agents and session._pace.interval() == 900


def test_another_players_strip_recaps_their_last_turn(window, qtbot):
    session = start(window)
    play_a_turn(window, qtbot, session)
    bot = next(strip for strip in window.table.domains if strip.seat == 1)
    tip = bot.header.toolTip()
    assert "Last turn of Bot" in tip
    bought = [a.split()[1] for a in session.record.actions if a.startswith("buy ")]
    from desktop.games.heart_of_crown.strings import card_name
    assert bought and card_name(bought[-1]) in tip
    assert "Last turn of" not in window.table.domains[0].header.toolTip()      # not your own


def test_tanto_cuore_quarters_recap_the_last_turn_and_open_the_discard_pile(window, qtbot):
    session = start(window, "tanto_cuore", seed=4)
    table = window.table
    table.confirm_end_phase = False
    for _ in range(3):
        if session.human_to_move() != 0:
            break
        table.chosen.emit(next(a for a in session.decision.options if a[0] in ("end_start", "end_serving", "end_turn")))
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=10000)
    bot = next(strip for strip in table.quarters if strip.seat == 1)
    assert "Last turn of Bot" in bot.header.toolTip()
    assert "Last turn of" not in table.quarters[0].header.toolTip()
    bot.discard_button.click()
    shown = shown_cards(table.extras.piles.window(("discard", 1)))
    assert shown == [(c, None) for c in reversed(session.view(0)["players"][1]["discard"])]


def test_a_pile_window_closes_when_the_cover_hides_the_table(window, qtbot):
    """Hot seat: Ann's deck must not stay open for Bea."""
    session = start(window, seats=[Seat("Ann"), Seat("Bea")])
    click(window.table.deck_zone)
    pile = window.table.extras.piles.window(("deck", 0))
    assert pile.isVisible()
    window.table.confirm_end_phase = False
    end_turn(session, window.table.chosen.emit)
    assert window.pages.currentWidget() is window.cover
    assert not pile.isVisible()
