"""Properties over many seeded games for 2, 3 and 4 players: cards, tiles and
chips conserved, resources never negative, every game ends, replays are exact
and views leak nothing.

``GM_PROPERTY_GAMES`` games are played (default 510, a third per player count);
a smaller number makes a quick run."""
import os

import pytest

from engine.ai.agents import make_agent
from engine.core.rng import Rng
from engine.core.snapshot import snapshot
from engine.games import replay
from engine.games.guild_masters import SPEC

GAMES = int(os.environ.get("GM_PROPERTY_GAMES", "510"))
CAP = 20_000


def _agents(players, seed):
    names = ("baseline", "easy")       # fast players; easy (a noisy baseline) varies the games
    return [make_agent(names[(seed + seat) % 2], SPEC.id, seed * 10 + seat) for seat in range(players)]


def _check(state, count):
    assert state.invariant_card_count() == count
    for player in state.players:
        assert min(player.res) >= 0 and min(player.prod) >= 0, (player.res, player.prod)
        assert player.tavern >= 0 and 1 <= player.rank <= 3
        on_map = sum(1 for cell, owner in state.owners.items()
                     if owner[0] == player.seat and cell != player.lab)     # a landed lab has no adventurer
        on_cards = sum(p.adventurers for p in player.played)
        assert player.tavern + on_map + on_cards + (5 - player.affinity) <= player.adventurers
    assert 0 <= state.civ < state.miasma


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_keep_every_promise(players):
    for seed in range(GAMES // 3):
        state = SPEC.start({"players": players}, seed, log_events=False)
        count = state.invariant_card_count()
        agents = _agents(players, seed)
        steps = 0
        while state.decision is not None:
            if steps % 9 == 0:
                _check(state, count)
            state.apply(agents[state.decision.player].act(state))
            steps += 1
            assert steps < CAP, f"seed {seed}: the game does not end"
        _check(state, count)
        assert state.winners and state.scores is not None
        if seed % 10 == 0:
            again = replay(state.record())
            assert snapshot(again) == snapshot(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_leak_nothing_and_determinize_keeps_what_a_seat_knows(players):
    for seed in range(3):
        state = SPEC.start({"players": players}, 100 + seed)
        agents = _agents(players, seed)
        steps = 0
        while state.decision is not None:
            if steps % 13 == 0:
                for seat in range(players):
                    view = state.view(seat)
                    world = state.determinize(seat, Rng(steps))
                    assert world.view(seat) == view
                    assert world.invariant_card_count() == state.invariant_card_count()
                    mine = world.players[seat]
                    assert sorted(mine.hand) == sorted(state.players[seat].hand)
            state.apply(agents[state.decision.player].act(state))
            steps += 1


def test_other_hands_and_face_down_tiles_are_not_in_a_view():
    state = SPEC.start({"players": 2}, 5)
    view = state.view(0)
    assert isinstance(view["players"][1]["hand"], dict) and view["players"][1]["hand"]["events"] == 8
    hidden = [c for c in view["cells"] if c.get("face_up") is False]
    assert hidden and all("tile" not in c for c in hidden)
    assert isinstance(view["deck"], int)


def test_a_sampled_world_keeps_the_seats_own_discards_in_the_pile():
    from engine.core.rng import Rng
    state = SPEC.start({"players": 2}, 3)
    while state.phase != "action":          # setup: the swapped and the unkept cards are discarded
        state.apply(state.decision.options[0] if state.decision.kind != "swap" else
                    next((o for o in state.decision.options if o[0] == "swap"), ("done",)))
    mine = state.players[0].discarded
    assert mine and all(card in state.discard for card in mine)
    for seed in range(5):
        world = state.determinize(0, Rng(seed))
        pile = list(world.discard)
        for card in mine:
            pile.remove(card)                # each still there (a ValueError otherwise)
        assert world.players[1].discarded == []
