"""A human's move that hands the game to an AI (the turn ended, perhaps by
itself) leaves its result on the table for a few paces before the AI moves;
between AI moves, and with a pace of 0, there is no such wait. Every game."""
import time

import pytest

from desktop.shell.games import playable_specs
from desktop.base.seats import Seat
from desktop.shell.session import HANDOVER_PACES, GameSession
from engine.ai.agents import make_agent

PACE_MS = 150
OPTIONS = {"heart_of_crown": {"players": 2}, "tanto_cuore": {"players": 2}, "guild_masters": {"players": 2},
           "gensokyo": {"players": 2}}


def handover(qtbot, game_id, pace_ms):
    """A session, the human's moves (the scripted player's) until one hands the
    game to the AI: the seconds until the AI's move came, and the session."""
    session = GameSession.new(game_id, OPTIONS[game_id], 3, [Seat("Ann"), Seat("Bot", "baseline")],
                              pace_ms=pace_ms)
    player = make_agent("baseline", game_id, 1)
    session.start()
    for _ in range(300):
        qtbot.waitUntil(lambda: session.human_to_move() is not None, timeout=10_000)
        before = len(session.record.actions)
        acted = time.monotonic()
        assert session.act(player.act(session.state.clone())) is None
        if session.human_to_move() is None:
            qtbot.waitUntil(lambda: len(session.record.actions) > before + 1, timeout=10_000)
            return time.monotonic() - acted, session
    raise AssertionError("the human never handed the game to the AI")


@pytest.mark.parametrize("game_id", [spec.id for spec in playable_specs()])
def test_the_ai_waits_a_few_paces_after_the_humans_move(qtbot, game_id):
    waited, session = handover(qtbot, game_id, PACE_MS)
    session.close()
    assert waited >= 0.9 * HANDOVER_PACES * PACE_MS / 1000 > 2 * PACE_MS / 1000    # a coarse timer: 5% early


def test_a_pace_of_zero_waits_nothing_at_the_handover(qtbot):
    waited, session = handover(qtbot, "heart_of_crown", 0)
    session.close()
    assert waited < HANDOVER_PACES * PACE_MS / 1000
