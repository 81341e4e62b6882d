"""The start page presents each game (issue 28, item 14): its picture, one line
saying what it is, its length and how hard it is to learn, declared once in its
GameSpec and translated, the easiest first; and the player's record in it, per
game and AI level (item 11), an old file's counts kept apart."""
import json

import pytest

from desktop.shell.games import playable_specs
from desktop.base.i18n import install_language
from desktop.shell.statistics import count_game, load_statistics, statistics_path
from desktop.base.seats import Seat
from desktop.widgets.card_icons import card_icon_loads
from engine.games import new_record

SPECS = playable_specs()
SEATS = [Seat("Ann"), Seat("Bot", "normal")]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_every_game_says_what_it_is_how_long_and_how_hard(spec):
    assert spec.summary and 0 < spec.minutes[0] <= spec.minutes[1] and spec.learning in (1, 2, 3)
    assert card_icon_loads(spec.id, spec.emblem)


def test_the_games_come_easiest_first_with_their_words(window):
    games = window.start_page.games
    assert [spec.learning for spec in games.specs] == sorted(spec.learning for spec in SPECS)
    assert games.specs[0].id == "heart_of_crown" and games.specs[-1].id == "guild_masters"
    for spec in SPECS:
        summary, facts, _record = games.lines[spec.id]
        assert summary.text() == spec.summary
        assert facts.text().startswith(f"{spec.minutes[0]}–{spec.minutes[1]} minutes · ")


@pytest.mark.parametrize("language", ["ja", "zh_Hans", "zh_Hant"])
def test_the_games_words_are_translated(window, qapp, language):
    games = window.start_page.games
    english = {spec.id: (games.lines[spec.id][0].text(), games.lines[spec.id][1].text()) for spec in SPECS}
    try:
        install_language(qapp, language)
        qapp.processEvents()
        for spec in SPECS:
            summary, facts, _record = games.lines[spec.id]
            assert (summary.text(), facts.text()) != english[spec.id]
            assert summary.text() != english[spec.id][0] and "minutes" not in facts.text()
    finally:
        install_language(qapp, "en")


def _finished(game, seed, actions=3):
    record = new_record(game, {"players": 2}, seed)
    record.actions = ["x"] * actions        # only the key counts
    return record


def test_statistics_are_kept_per_game_with_length_and_best_score():
    count_game(_finished("heart_of_crown", 1), SEATS, [0], turns=[20, 19], scores=[31, 25])
    count_game(_finished("heart_of_crown", 2), SEATS, [1], turns=[24, 24], scores=[18, 40])
    count_game(_finished("tanto_cuore", 1), [Seat("Ann"), Seat("Bot", "hard")], [0], turns=[15, 15], scores=[22, 9])
    stats = load_statistics()
    assert (stats.games("normal", "heart_of_crown"), stats.wins("normal", "heart_of_crown")) == (2, 1)
    assert stats.games("normal", "tanto_cuore") == 0 and stats.games("hard", "tanto_cuore") == 1
    assert stats.average_turns("heart_of_crown") == 22 and stats.best("heart_of_crown") == 31   # Ann's best, not Bot's 40
    assert stats.best("tanto_cuore") == 22 and stats.played("guild_masters") == 0


def test_an_old_statistics_file_keeps_loading_and_its_counts_stay_apart(window):
    statistics_path().parent.mkdir(parents=True, exist_ok=True)
    statistics_path().write_text(json.dumps({"version": 1, "levels": {"normal": {"games": 3, "wins": 2}},
                                             "counted": ["old/1"]}), encoding="utf-8")
    stats = load_statistics()
    assert not stats.damaged and stats.earlier == {"normal": {"games": 3, "wins": 2}}
    count_game(_finished("tanto_cuore", 4), SEATS, [0], turns=[10, 9], scores=[12, 3])
    stats = load_statistics()
    assert stats.games("normal") == 4 and stats.games("normal", "tanto_cuore") == 1
    assert stats.earlier["normal"]["games"] == 3 and "old/1" in stats.counted
    window.show_start()
    assert "Earlier games" in window.start_page.statistics.text() and "2 of 3 won" in window.start_page.statistics.text()
    assert "1 of 1 won" in window.start_page.games.lines["tanto_cuore"][2].text()


@pytest.mark.parametrize("language", ["ja", "zh_Hans"])
def test_the_start_page_with_every_record_fits_1024x600(window, qapp, language):
    """With a record line under every game, the Japanese and Chinese start page
    needed 601 pixels (an empty error line kept its height): the window grew
    past a 1024×600 screen."""
    for game in (spec.id for spec in playable_specs()):
        count_game(_finished(game, 5), SEATS, [0], turns=[20, 19], scores=[31, 25])
    try:
        install_language(qapp, language)
        window.show_start()
        qapp.processEvents()
        assert all(window.start_page.games.lines[game][2].text() for game in window.start_page.games.lines)
        assert window.minimumSizeHint().height() <= 600
        window.start_page.show_error("Could not save")
        assert window.start_page.error.isVisibleTo(window.start_page)
        window.start_page.show_error("")
    finally:
        install_language(qapp, "en")
