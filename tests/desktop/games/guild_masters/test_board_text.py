"""The guild strips and the main board's lines as a player reads them: a
narrow column wraps a strip's lines, the track's line names both chips in
their colours, and the end page shows every guild's final board."""
from __future__ import annotations

import re

from desktop.games.guild_masters.board import GuildStrip, MainBoard
from desktop.games.guild_masters.board_marks import CIVILISATION, MIASMA
from desktop.games.guild_masters.end_details import EndDetails
from desktop.games.guild_masters.strings import card_name, content, season_name, term
from tests.desktop.games.guild_masters.test_board import game_until

NARROW = 300        # the middle column's strips at 1024×600


def test_a_guild_strip_wraps_its_lines_to_a_narrow_column(qtbot):
    state = game_until(lambda s: s.round >= 3 and all(p.receptionist for p in s.players))
    view = state.view(0)
    for seat, own in ((0, True), (1, False)):
        strip = GuildStrip(seat, own)
        qtbot.addWidget(strip)
        strip.refresh(view, "Ann", ())
        assert strip.minimumSizeHint().width() <= NARROW, seat
        strip.show()
        strip.resize(NARROW, 600)
        qtbot.waitExposed(strip)
        strip.layout().activate()
        assert strip.width() == NARROW
        for label in (strip.title, strip.receptionist, strip.tavern, strip.altar, strip.affinities, strip.chips,
                      strip.rank_text, strip.tags):
            if label.isVisibleTo(strip):
                assert label.geometry().right() <= NARROW, label.text()
        strip.resize(900, 600)          # a wide one (the end page's) keeps them on one line
        strip.layout().activate()
        assert len({label.y() for label in (strip.tavern, strip.altar, strip.affinities)}) == 1
        assert strip.title.y() == strip.receptionist.y()
        # another's hand shows as its counts; one's own hand is the hand row, not a line here
        assert strip.hand.isVisibleTo(strip) == (not own)
        qtbot.wait(5)       # the card row's queued look at its new model, before the strip goes


def test_the_track_line_names_both_chips_in_their_colours_with_their_values(qtbot):
    state = game_until(lambda s: s.round >= 2)
    board = MainBoard()
    qtbot.addWidget(board)
    board.refresh(state.view(0))
    text = board.track.text()
    plain = re.sub("<[^>]+>", "", text)
    assert plain == f"{term('civilisation')} {state.civ} · {term('miasma_level')} {state.miasma}"
    assert CIVILISATION.name() in text and MIASMA.name() in text
    assert text.index(CIVILISATION.name()) < text.index(term("civilisation")) < text.index(MIASMA.name())
    assert "finish phase" in board.track.toolTip()
    # the round, the season and both decks share one line
    assert board.round.text() == (f"Round {state.round} · {season_name(state.view(0)['season'])} · "
                                  f"event deck {len(state.deck)} · discards {len(state.discard)}")


def test_the_end_page_shows_every_guilds_final_board(qtbot):
    state = game_until(lambda s: s.decision is None, limit=2000)
    view = state.view(0)
    details = EndDetails()
    qtbot.addWidget(details)
    details.show_result(view, ["Ann", "Bea"], {})
    assert [strip.seat for strip in details.strips] == [0, 1]
    records = content()
    for strip in details.strips:
        player = view["players"][strip.seat]
        assert strip.title.text().startswith(("Ann", "Bea")[strip.seat])
        assert card_name(records.receptionists[player["receptionist"]].id) in strip.receptionist.text()
        assert strip.model.rowCount() == len(player["played"])
    qtbot.wait(5)


def test_ones_own_strip_has_no_blank_rank_line_before_meeting_a_receptionist(qtbot):
    state = game_until(lambda s: True)                  # the setup's first decision
    strip = GuildStrip(0, True)
    qtbot.addWidget(strip)
    strip.refresh(state.view(0), "Ann", ())
    assert strip.receptionist.text() == "No receptionist yet"
    assert not strip.rank_text.isVisibleTo(strip)
    met = game_until(lambda s: s.players[0].receptionist and s.phase == "action")
    strip.refresh(met.view(0), "Ann", ())
    assert strip.rank_text.text() and strip.rank_text.isVisibleTo(strip)
    qtbot.wait(5)


def test_many_played_cards_wrap_onto_more_lines_instead_of_scrolling(qtbot):
    """14 played cards showed 5 at 1920×1080, the rest behind a scroll bar."""
    from tests.engine.guild_masters.scenario import at
    events = sorted(content().events)[:14]
    state = at({"content": "standard", "seats": [{"receptionist": "melissa", "played": events}]})
    strip = GuildStrip(0, True)
    qtbot.addWidget(strip)
    strip.refresh(state.view(0), "Ann", ())
    strip.show()
    strip.resize(NARROW * 2, 900)
    qtbot.waitExposed(strip)
    qtbot.wait(20)
    row = strip.cards
    rects = [row.visualRect(row.model().index(r, 0)) for r in range(row.model().rowCount())]
    assert len(rects) == 14 and len({rect.top() for rect in rects}) > 1
    assert all(row.viewport().rect().contains(rect) for rect in rects), "a card is out of sight"
    assert not row.horizontalScrollBar().isVisible()


def test_a_strips_marks_are_joined_as_the_language_joins_a_list(qtbot, qapp):
    """In Japanese the start player who passed read "[スタートプレイヤー, パス済み]":
    an English comma in a Japanese line."""
    from desktop.base import i18n
    state = game_until(lambda s: s.players[s.start].passed)
    strip = GuildStrip(state.start, True)
    qtbot.addWidget(strip)
    try:
        assert i18n.install_language(qapp, "ja")
        strip.refresh(state.view(0), "Ann", ())
        assert strip.title.text().endswith("[スタートプレイヤー、パス済み]")
        assert ", " not in strip.tags.text() and "、" in strip.tags.text()        # タグ：生活 1、商売 0、…
    finally:
        i18n.install_language(qapp, "en")
    strip.refresh(state.view(0), "Ann", ())
    assert strip.title.text().endswith("[start player, passed]")
    qtbot.wait(5)       # the card row's queued look at its new model, before the strip goes


def test_the_end_pages_note_puts_no_space_after_a_chinese_full_stop(qtbot, qapp):
    """"……较少的玩家获胜。 进行的回合：58。": an English space between two Chinese sentences."""
    from desktop.games.tanto_cuore.end_details import EndDetails as TantoEndDetails
    from desktop.base import i18n
    from engine.games import new_game
    assert i18n.sentences("Ties go to the fewest maids.", "Turns played: 5.") == \
        "Ties go to the fewest maids. Turns played: 5."
    assert i18n.sentences("获胜。", "进行的回合：5。") == "获胜。进行的回合：5。"
    guild = game_until(lambda s: s.decision is None, limit=2000)
    tanto = new_game("tanto_cuore", {"players": 2}, 3)
    try:
        assert i18n.install_language(qapp, "zh_Hans")
        for details, view in ((EndDetails(), guild.view(0)), (TantoEndDetails(), tanto.view(0))):
            qtbot.addWidget(details)
            details.show_result(view, ["Ann", "Bea"], {})
            assert "。" in details.note.text() and "。 " not in details.note.text()
            qtbot.wait(5)
    finally:
        i18n.install_language(qapp, "en")
