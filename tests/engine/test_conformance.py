"""The protocol every game must keep, run against every registered game and
the test-only toy game (OpenSpiel's idea: one conformance test, all games).
A game joins by declaring its GameSpec; nothing here names one."""
import json

import pytest
from pydantic import BaseModel

from engine.ai.agents import RandomAgent, agent_names, make_agent
from engine.core.actions import ActionCodec, OptionInfo, Place, ShownOption, format_action, parse_action
from engine.core.protocol import ALL, UNDO_REASONS, Changes, IllegalAction, Progress
from engine.core.records import record_from_json
from engine.core.rng import Rng
from engine.core.secrets import Sealed
from engine.core.snapshot import snapshot
from engine.core.spec import all_specs, resolve
from engine.games import replay
from tests.engine.toy import SPEC as TOY, registered

GAME_IDS = sorted({*all_specs(), TOY.id})
CAP = 20_000           # decisions; every game must end well within it
SEEDS = (1, 2)         # random games per player count


@pytest.fixture(params=GAME_IDS)
def spec(request):
    if request.param == TOY.id:
        with registered() as toy:
            yield toy
    else:
        yield all_specs()[request.param]


def _player_counts(spec):
    return range(spec.min_players, spec.max_players + 1)


def _walk(spec, players, seed, log_events=True):
    """A random game to its end: yields (state, action) before each action,
    chance steps answered from the state's RNG as ``settle`` answers them."""
    state = spec.start({"players": players}, seed, log_events=log_events)
    agent = RandomAgent(seed)
    for _ in range(CAP):
        if state.decision is None:
            return
        action = state.chance_outcome() if state.decision.is_chance else agent.act(state)
        yield state, action
        state.apply(action)
    pytest.fail(f"{spec.id}: a {players}-player game did not end within {CAP} decisions")


def _every_game(spec, **walk):
    for players in _player_counts(spec):
        for seed in SEEDS:
            yield players, seed, _walk(spec, players, seed, **walk)


def test_the_spec_is_complete(spec):
    assert spec.name and spec.name.isascii()
    assert 1 <= spec.min_players <= spec.max_players
    assert isinstance(spec.options, type) and issubclass(spec.options, BaseModel)
    defaults = spec.options_dict()
    assert spec.options_dict(defaults) == defaults and json.loads(json.dumps(defaults)) == defaults
    assert spec.min_players <= defaults["players"] <= spec.max_players
    for players in _player_counts(spec):
        assert spec.options_dict({"players": players})["players"] == players
    assert isinstance(spec.rules_version, int) and spec.rules_version >= 1
    assert isinstance(spec.codec, ActionCodec)
    assert spec.levels and {*spec.levels, spec.policy} <= set(agent_names(spec.id))
    for name in agent_names(spec.id):
        assert callable(make_agent(name, spec.id, 1).act)
    resolve(spec.search_hooks)
    state = spec.start()
    assert (state.game_id, state.rules_version, state.num_players) == (spec.id, spec.rules_version, defaults["players"])


def test_every_action_round_trips_through_its_canonical_text(spec):
    for _, _, game in _every_game(spec):
        for state, _ in game:
            decision = state.decision
            texts = [spec.codec.text(action) for action in decision.options]
            assert len(set(texts)) == len(texts), f"two options share a text: {texts}"
            for action, text in zip(decision.options, texts):
                assert spec.codec.parse(text) == action
                assert format_action(*parse_action(text)) == text
                assert state.is_legal(action)
            if decision.is_chance:
                weights = decision.weights
                assert weights is None or (len(weights) == len(decision.options)
                                           and all(isinstance(w, int) and w > 0 for w in weights))
            else:
                assert 0 <= decision.player < state.num_players
                assert all(isinstance(state.describe(a), OptionInfo) for a in decision.options)


def _changes_of_every_action(spec, **walk):
    for _, _, game in _every_game(spec, **walk):
        for state, action in game:
            yield state, state.clone().apply(action)


def test_apply_returns_what_changed(spec):
    for state, changes in _changes_of_every_action(spec):
        assert isinstance(changes, Changes) and isinstance(changes.undo_barrier, bool)
        # the engine says why undo stops here (the desktop words it): "can't undo: a card was drawn"
        assert (changes.undo_reason in UNDO_REASONS) if changes.undo_barrier else changes.undo_reason is None
        assert changes.places is None or all(isinstance(p, Place) for p in changes.places)
        for event in changes.events:
            to = event.get("visible_to", ALL)
            seats = to if isinstance(to, tuple) else (to,)
            assert isinstance(event["type"], str)
            assert all(s == ALL or 0 <= s < state.num_players for s in seats), event


def test_a_state_that_logs_no_events_returns_none(spec):
    for _, changes in _changes_of_every_action(spec, log_events=False):
        assert changes.events == []


def test_an_illegal_action_is_refused_and_changes_nothing(spec):
    seen = []
    for step, (state, action) in enumerate(_walk(spec, spec.max_players, 4)):
        seen.append(action)
        if step % 7 == 0:
            before = snapshot(state)
            for wrong in [a for a in seen if not state.is_legal(a)][-3:] + ["no_such_action", None]:
                with pytest.raises(IllegalAction):
                    state.apply(wrong)
                assert snapshot(state) == before


def test_chance_steps_are_in_the_record_and_replay_exactly(spec):
    for players, _, game in _every_game(spec):
        outcomes = {}       # position in the game -> the chance outcome's text
        for step, (state, action) in enumerate(game):
            if state.decision.is_chance:
                outcomes[step] = spec.codec.text(action)
        record = state.record()
        assert {step: record.actions[step] for step in outcomes} == outcomes
        again = replay(record_from_json(record.to_json()))
        assert snapshot(again) == snapshot(state)
        assert again.record() == record


def test_a_record_taken_mid_game_rebuilds_the_state(spec):
    for step, (state, _) in enumerate(_walk(spec, spec.min_players, 6)):
        if step % 25 == 0:
            record = state.record()
            assert len(record.actions) == step
            assert snapshot(replay(record_from_json(record.to_json()))) == snapshot(state)
            assert state.clone().record() == record


def test_a_quiet_replay_is_the_same_game(spec):
    """A search worker replays its record without events (``log_events=False``):
    it must reach the same state, with the same decision, as the logged game."""
    for step, (state, _) in enumerate(_walk(spec, spec.min_players, 7)):
        if step % 25 == 0:
            quiet = replay(record_from_json(state.record().to_json()), log_events=False)
            assert snapshot(quiet) == snapshot(state)
            assert quiet.decision is not None and tuple(quiet.decision.options) == tuple(state.decision.options)


def _values(view):
    pending = [view]
    while pending:
        value = pending.pop()
        yield value
        if isinstance(value, dict):
            pending.extend(value.values())
        elif isinstance(value, (list, tuple)):
            pending.extend(value)


def test_views_are_plain_data_and_hide_what_a_seat_cannot_know(spec):
    # determinize re-samples all a seat cannot know (the others' hands, the
    # deck's order, sealed commits): a view that differs between worlds shows
    # some of it. That the worlds do differ is checked too.
    resampled = False
    for _, _, game in _every_game(spec):
        for step, (state, _) in enumerate(game):
            if step % 10:
                continue
            truth = snapshot(state)
            for seat in range(state.num_players):
                view = state.view(seat)
                assert json.loads(json.dumps(view)) == view, "a view is plain JSON data"
                assert not any(isinstance(v, Sealed) for v in _values(view))
                for seed in range(3):
                    world = state.determinize(seat, Rng(seed))
                    assert world.view(seat) == view
                    assert world.record() is None
                    resampled = resampled or snapshot(world) != truth
            assert snapshot(state) == truth, "determinize leaves the true state alone"
    assert resampled, "determinize never changed anything hidden"


def test_the_deciding_seat_s_view_carries_its_options_described(spec):
    # A table redraws from the view alone: each option's text, meaning,
    # preview and warning come with it, in the options' order.
    for _, _, game in _every_game(spec):
        for step, (state, _) in enumerate(game):
            decision = state.decision
            if step % 10 or decision.is_chance:
                continue
            shown = state.shown_options()
            assert shown in list(_values(state.view(decision.player))), "the view carries shown_options()"
            for action, entry in zip(decision.options, json.loads(json.dumps(shown)), strict=True):
                assert ShownOption.from_data(entry) == ShownOption(
                    spec.codec.text(action), state.describe(action), state.preview(action), state.confirmation(action))


def test_a_sampled_world_plays_on_and_keeps_no_record(spec):
    state = spec.start({}, 9)
    world = state.determinize(0, Rng(1))
    world.apply(world.chance_outcome() if world.decision.is_chance else world.legal_actions()[0])
    assert world.record() is None


def test_same_seed_and_actions_give_the_same_game(spec):
    actions = [a for _, a in _walk(spec, spec.max_players, 7)]
    first, second = spec.start({"players": spec.max_players}, 7), spec.start({"players": spec.max_players}, 7)
    for action in actions:
        first.apply(action)
        second.apply(action)
    assert snapshot(first) == snapshot(second) and first.is_over


def test_a_clone_is_independent_of_its_original(spec):
    for step, (state, action) in enumerate(_walk(spec, spec.min_players, 8)):
        if step == 10:
            before = snapshot(state)
            twin = state.clone()
            assert snapshot(twin) == before
            for _ in range(50):
                if twin.decision is None:
                    break
                twin.apply(twin.chance_outcome() if twin.decision.is_chance else twin.legal_actions()[-1])
            assert snapshot(state) == before
            return


def test_the_cards_are_all_there_throughout(spec):
    count = spec.start({"players": spec.max_players}, 10).invariant_card_count()
    for state, _ in _walk(spec, spec.max_players, 10):
        assert state.invariant_card_count() == count


def _count(progress: Progress) -> int:
    """The count the table shows: exactly one of the turn's number and the round."""
    counts = [n for n in (progress.turn_number, progress.round) if n is not None]
    assert len(counts) == 1 and type(counts[0]) is int and counts[0] >= 0, progress
    return counts[0]


def test_progress_never_goes_back_and_scores_every_seat(spec):
    for players, _, game in _every_game(spec):
        count = None
        for state, _ in game:
            progress = state.progress()
            assert isinstance(progress, Progress)
            assert progress.seat is None or 0 <= progress.seat < players
            assert len(progress.scores) == players and all(type(s) is int for s in progress.scores)
            now = _count(progress)
            assert count is None or now >= count, "the turn's number or the round went down"
            count = now
        last = state.progress()        # the game is over: the final scores
        assert _count(last) >= count and len(last.scores) == players
