"""The New game dialog opens where the player is: after a lesson's "Play a
real game" on that lesson's game, otherwise on the last game started with its
seats (names and AI levels), for every game (review S3)."""
from __future__ import annotations

import pytest

from desktop.shell.games import game_desktop, playable_specs
from desktop.shell.new_game import NewGameDialog
from desktop.shell.saves import autosave_path
from desktop.base.seats import Seat

GAMES = [spec.id for spec in playable_specs()]
LESSONS = [game for game in GAMES if getattr(game_desktop(game), "GUIDED", None)]


def opened(monkeypatch, choose=None) -> list:
    """Each dialog's (game, seats) as it opens; ``choose(dialog)`` then starts a
    game by it, or else the dialog is cancelled."""
    seen = []

    def exec_(dialog):
        seen.append((dialog.game_id, dialog.seat_rows.seats()))
        if choose is None:
            return NewGameDialog.DialogCode.Rejected
        choose(dialog)
        dialog.accept()
        return dialog.result()
    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    return seen


@pytest.mark.parametrize("game", LESSONS)
def test_play_a_real_game_after_a_lesson_opens_on_the_lessons_game(window, monkeypatch, game):
    other = next(other for other in GAMES if other != game)     # the last game started was another one
    window.settings.last_new_game = (other, [Seat("Ann"), Seat("Bot", "easy")])
    seen = opened(monkeypatch)
    window.start_page.learn_requested.emit(game)
    window.guide_panel.buttons["new_game"].click()
    assert [game_id for game_id, _ in seen] == [game]


@pytest.mark.parametrize("game", GAMES)
def test_the_dialog_opens_on_the_last_game_with_its_seats(window, monkeypatch, game):
    spec = next(spec for spec in playable_specs() if spec.id == game)
    level = spec.levels[0]
    chosen = [Seat("Mika"), *(Seat(f"Rival {n}", level) for n in range(1, spec.max_players))]

    def choose(dialog):         # as the player would: the game, the number of players, each seat
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        rows = dialog.seat_rows
        rows.count.setValue(len(chosen))
        for edit, box, seat in zip(rows.name_edits, rows.kind_boxes, chosen):
            edit.setText(seat.name)
            box.setCurrentIndex(box.findData(seat.kind))
    opened(monkeypatch, choose)
    window.new_game()
    assert window.session.state.game_id == game and window.session.seats == chosen
    window.show_start()
    autosave_path().unlink(missing_ok=True)           # that game is over: nothing to abandon
    seen = opened(monkeypatch)
    window.new_game()
    assert seen == [(game, chosen)]


def test_default_names_are_remembered_as_defaults_and_shown_in_the_language_of_now(window, monkeypatch):
    """A seat named by the app (You, AI 2) comes back as the app's name, not as
    a name the player typed (the settings keep the mark)."""
    from desktop.base.seats import default_seat
    game = GAMES[0]
    window.settings.last_new_game = (game, [default_seat("you"), default_seat("ai_seat", 2, "easy")])
    remembered = window.settings.last_new_game[1]
    assert all(seat.default for seat in remembered)
    seen = opened(monkeypatch)
    window.new_game()
    (shown_game, seats), = seen
    assert shown_game == game and [seat.kind for seat in seats] == ["human", "easy"]
    assert all(seat.default for seat in seats)
