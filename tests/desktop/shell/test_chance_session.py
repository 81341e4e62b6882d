"""Dice at the table: the session rolls at the table's pace, a roll is no
seat's move, and undo never goes back past one (the toy game's die)."""
import pytest

from desktop.shell.history import GameHistory
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.core.protocol import ROLLED, Changes
from engine.games import new_record
from tests.desktop.toy import toy_desktop
from tests.engine.toy.rules import ToyState


@pytest.fixture
def toy():
    with toy_desktop() as spec:
        yield spec


def test_the_session_rolls_for_a_table_of_humans_at_its_pace(toy, qtbot):
    session = GameSession.new(toy.id, {}, 3, [Seat("Ann"), Seat("Bea")], pace_ms=150)
    rolled = []
    session.events_applied.connect(lambda n, events: rolled.extend(e for e in events if e["type"] == "roll"))
    session.start()
    assert session.decision.is_chance
    assert session.human_to_move() is None and not session.can_undo() and not session.ask_hint()
    assert session.act(session.decision.options[0]) is not None       # nobody may choose a roll
    qtbot.wait(50)
    assert session.record.actions == []                                 # not before the pace
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=3000)
    assert session.record.actions[:2] == [f"roll {face}" for face in session.state.dice]     # 2d6: two steps
    assert [e["face"] for e in rolled] == session.state.dice
    assert not session.can_undo()
    session.close()


def test_an_ai_seat_and_the_dice_play_a_whole_game(toy, qtbot):
    session = GameSession.new(toy.id, {}, 4, [Seat("Bot", "random"), Seat("Bob", "random")])
    with qtbot.waitSignal(session.game_over, timeout=10000):
        session.start()
    rolls = sum(a.startswith("roll") for a in session.record.actions)
    assert session.state.winners and rolls >= 2
    session.close()


def test_undo_stops_at_a_roll_even_one_not_marked_as_a_barrier(toy, monkeypatch):
    real_apply = ToyState.apply

    def unmarked(state, action):        # a game that forgot to say a roll is final
        changes = real_apply(state, action)
        return Changes(changes.events, changes.places, changes.undo_barrier and action[0] != "roll")

    monkeypatch.setattr(ToyState, "apply", unmarked)
    history, _ = GameHistory.replay(new_record(toy.id, {}, 5))
    history.apply(history.state.chance_outcome())
    assert not history.can_undo(0)
    assert history.undo_refusal(0) == ROLLED      # the greyed Undo says the dice decided, not a draw
