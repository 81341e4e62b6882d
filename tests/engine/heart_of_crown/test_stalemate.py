"""Every game ends: the stalemate end (our rule; the rules text gives no end
for a table where nothing can change).

STALEMATE_ROUNDS whole rounds in which no card leaves the market, the supply or
the curse pile and no princess is backed end the game by judgement on points.
"""
from __future__ import annotations

import re
import threading

import pytest

from engine.ai.agents import make_agent, play_game
from engine.cli import main
from engine.core.protocol import ALL
from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.rule_tables import STALEMATE_ROUNDS
from tests.engine.heart_of_crown.scenario import finish_turn, play_all, table

EMPTY = {0: [], 1: []}


def _within(seconds, build):
    """``build()`` in a daemon thread: a loop that never returns fails the test
    instead of hanging it."""
    result = []
    worker = threading.Thread(target=lambda: result.append(build()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, f"did not return within {seconds} s"
    return result[0]


def _game_over(events) -> dict:
    over = [e for e in events if e["type"] == "game_over"]
    assert len(over) == 1
    return over[0]


def test_a_table_where_no_seat_ever_decides_ends_in_a_stalemate():
    # Nobody holds or will draw a card and nobody has a coin: every phase passes by
    # itself, turn after turn, and the rules must end the game for _run to return.
    state = _within(10, lambda: table(hands=EMPTY, decks=EMPTY, discards=EMPTY,
                                      princesses={0: "lulunasaika", 1: "klamklam"},
                                      succession={1: ["senator", "senator"]}))
    assert state.winners == (1,) and state.decision is None and state.phase == "over"
    assert state.end_reason == "stalemate"
    assert state.turn_number == 1 + 2 * STALEMATE_ROUNDS     # exactly that many whole rounds
    # 6 points each: the later seat wins the tie, as in the judgement end.
    assert _game_over(state.events) == {"type": "game_over", "player": None, "visible_to": ALL,
                                        "winners": [1], "reason": "stalemate", "points": [6, 6],
                                        "rounds": STALEMATE_ROUNDS}


def test_two_players_holding_only_a_donation_end_in_a_stalemate():
    # Each turn offers "play donation" (which exiles nothing: the hand is empty) or
    # "end_main", then draws the Donation again: a choice every turn, no change ever.
    state = table(hands={0: ["donation"], 1: ["donation"]}, decks=EMPTY, discards=EMPTY)
    agents = [make_agent("random", "heart_of_crown", seat) for seat in range(2)]
    taken = play_game(state, agents, max_decisions=20 * STALEMATE_ROUNDS)
    assert state.decision is None, f"still going after {taken} decisions"
    assert state.end_reason == "stalemate" and state.winners == (1,)   # 0 points each


def test_a_buy_restarts_the_count_of_rounds_without_progress():
    # Each seat holds a Farming Village and nothing else; finish_turn never plays it.
    state = table(hands={0: ["farming_village"], 1: ["farming_village"]}, decks=EMPTY, discards=EMPTY)
    for _ in range(2 * (STALEMATE_ROUNDS - 1)):
        finish_turn(state)
    assert state.winners is None
    play_all(state, "play farming_village", "buy farming_village")   # progress: the count restarts
    for _ in range(2 * STALEMATE_ROUNDS):
        finish_turn(state)
    assert state.winners is None                             # one turn short of the whole rounds
    finish_turn(state)
    assert state.end_reason == "stalemate"


@pytest.mark.parametrize("players, seed", [(2, 59), (2, 123), (4, 158)])
def test_seeded_random_games_that_never_ended_now_end(players, seed):
    # Seeded as `python -m engine simulate --agents random` seeds them; before the
    # stalemate end each one reached the 20,000-decision cap (seed 123: 19,663 turns)
    # with every hand down to a Donation, a General Store or nothing, and no coins.
    state = new_game({"players": players}, seed)
    agents = [make_agent("random", "heart_of_crown", seed * 31 + seat) for seat in range(players)]
    play_game(state, agents, max_decisions=20_000)
    assert state.decision is None and state.end_reason == "stalemate"


# Seeds 1..50 left seed 36 unfinished before the backing fix changed its course;
# seeds 120..169 hold seed 158 (above).
@pytest.mark.parametrize("first_seed", [1, 120])
def test_simulate_finishes_every_four_player_random_game(capsys, first_seed):
    assert main(["simulate", "--game", "heart_of_crown", "--players", "4", "--agents", "random", "--games", "50",
                 "--seed", str(first_seed)]) == 0
    out = capsys.readouterr().out
    assert "unfinished" not in out
    endings = next(line for line in out.splitlines() if "ended by:" in line)
    assert sum(int(count) for count in re.findall(r" (\d+)", endings)) == 50
