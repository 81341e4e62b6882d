"""The protocol every game must keep, run against every registered game
(OpenSpiel's idea: one conformance test, all games)."""
import json

import pytest

from engine.ai.agents import RandomAgent
from engine.core.actions import parse
from engine.core.protocol import IllegalAction
from engine.core.records import record_from_json
from engine.core.rng import Rng
from engine.core.snapshot import snapshot
from engine.games import GAME_MODULES, new_game, new_record, replay

GAMES = sorted(GAME_MODULES)


def _walk(game_id, seed, steps):
    """A random game for ``steps`` decisions; yields (state, action) before each."""
    state = new_game(game_id, {}, seed)
    agent = RandomAgent(seed)
    for _ in range(steps):
        if state.decision is None:
            return
        action = agent.act(state)
        yield state, action
        state.apply(action)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_game_asks_a_decision_with_legal_actions(game_id):
    state = new_game(game_id, {}, 1)
    assert state.decision is not None
    assert state.legal_actions() == state.decision.options
    assert len(state.legal_actions()) >= 1
    assert 0 <= state.decision.player < state.num_players


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_has_a_stable_text_form(game_id):
    for state, _ in _walk(game_id, 2, 400):
        for action in state.legal_actions():
            verb, arg, slot = parse(action)
            rebuilt = verb + (f":{arg}" if arg else "") + (f"@{slot}" if slot else "")
            assert rebuilt == action


@pytest.mark.parametrize("game_id", GAMES)
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(game_id):
    state = new_game(game_id, {}, 3)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="not a legal answer"):
        state.apply("no_such_action")
    assert snapshot(state) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_actions_give_the_same_game(game_id):
    actions = [a for _, a in _walk(game_id, 4, 300)]
    first = new_game(game_id, {}, 4)
    second = new_game(game_id, {}, 4)
    for action in actions:
        first.apply(action)
        second.apply(action)
    assert snapshot(first) == snapshot(second)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_record_survives_its_text_form_and_replays_exactly(game_id):
    record = new_record(game_id, {}, 5)
    state = None
    for state, action in _walk(game_id, 5, 300):
        record.actions.append(action)
    # _walk applied the last action when the loop asked for more.
    again = replay(record_from_json(record.to_json()))
    assert snapshot(again) == snapshot(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_views_are_plain_data_and_reveal_nothing_hidden(game_id):
    for step, (state, _) in enumerate(_walk(game_id, 6, 300)):
        if step % 10:
            continue
        for seat in range(state.num_players):
            view = state.view(seat)
            json.dumps(view)  # plain data only
            assert view == state.determinize(seat, Rng(step)).view(seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_clone_is_independent_of_its_original(game_id):
    for step, (state, action) in enumerate(_walk(game_id, 7, 200)):
        if step == 150:
            twin = state.clone()
            before = snapshot(state)
            twin.apply(action)
            agent = RandomAgent(1)
            while twin.decision is not None and twin.turn_number < state.turn_number + 5:
                twin.apply(agent.act(twin))
            assert snapshot(state) == before
            return


@pytest.mark.parametrize("game_id", GAMES)
def test_a_state_knows_the_record_that_rebuilds_it(game_id):
    for step, (state, _) in enumerate(_walk(game_id, 8, 250)):
        if step % 50 == 0:
            record = state.record()
            assert len(record.actions) == step
            assert snapshot(replay(record)) == snapshot(state)
            assert state.clone().record() == record


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sampled_world_has_no_record(game_id):
    # A determinized world's hidden cards came from the sampler, not the seed.
    state = new_game(game_id, {}, 9)
    world = state.determinize(0, Rng(1))
    assert world.record() is None
    world.apply(world.legal_actions()[0])
    assert world.record() is None
