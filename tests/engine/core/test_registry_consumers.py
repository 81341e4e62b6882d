"""engine.games reads every game from its GameSpec."""
import dataclasses

import pytest
from pydantic import BaseModel, field_validator

from engine.ai.agents import RandomAgent, agent_names, make_agent, play_game
from engine.core.records import Record, RecordError
from engine.core.spec import register, unregister
from engine.games import check_record, new_game, new_record
from tests.engine.toy import SPEC as TOY


class GameOwnError(ValueError):
    """Like a game's OptionsError."""


class PickyOptions(BaseModel):
    players: int = 2

    @field_validator("players")
    @classmethod
    def _even(cls, value):
        if value % 2:
            raise GameOwnError(f"an even number of players, not {value}")
        return value


@pytest.fixture
def picky():
    register(dataclasses.replace(TOY, id="picky", options=PickyOptions))
    yield "picky"
    unregister("picky")


def test_options_the_model_refuses_are_bad_options_in_one_line():
    with pytest.raises(RecordError) as info:
        check_record(Record("toy", 1, {"players": 9, "hand": "x"}, 1, []))
    assert info.value.code == "bad_options" and "\n" not in str(info.value)
    assert str(info.value).startswith("the record's options are invalid: players: ")


def test_a_games_own_error_in_a_validator_is_told_in_its_words(picky):
    with pytest.raises(RecordError) as info:
        check_record(Record(picky, 1, {"players": 3}, 1, []))
    assert str(info.value) == "the record's options are invalid: players: an even number of players, not 3"


def test_a_new_record_carries_every_default():
    assert new_record("toy", {"hand": 2}, 4).options == {"players": 2, "hand": 2, "route": "loop"}


def test_agents_come_from_the_spec_and_random_is_every_games():
    assert agent_names("toy") == ["random", "hard"]
    assert isinstance(make_agent("random", "toy", 1), RandomAgent)
    with pytest.raises(ValueError, match="unknown agent 'baseline' for toy"):
        make_agent("baseline", "toy")


def test_play_game_settles_chance_steps_between_the_agents_decisions():
    state = new_game("toy", {"players": 3}, 2)
    taken = play_game(state, [RandomAgent(seat) for seat in range(3)])
    assert state.is_over and taken == sum(1 for a in state.record().actions
                                         if not a.startswith(("roll ", "pick ")))


def test_play_game_takes_agents_that_have_only_act_and_counts_runs_answered_at_once():
    class OnlyAct:          # not an Agent: no ``answer``
        def __init__(self, seed):
            self.random = RandomAgent(seed)

        def act(self, state, stop=None):
            return self.random.act(state)

    state = new_game("toy", {"players": 3}, 2)
    taken = play_game(state, [OnlyAct(seat) for seat in range(3)])
    assert state.is_over and taken == sum(1 for a in state.record().actions
                                         if not a.startswith(("roll ", "pick ")))

    class TwoAtOnce(RandomAgent):       # answers its own next decision too when it can
        def answer(self, state, limit):
            made = super().answer(state, limit)
            decision = state.decision
            if made < limit and decision is not None and not decision.is_chance and decision.player == self.seat:
                made += super().answer(state, limit - made)
            return made

    agents = []
    for seat in range(3):
        agents.append(TwoAtOnce(seat))
        agents[-1].seat = seat
    state = new_game("toy", {"players": 3}, 2)
    taken = play_game(state, agents)
    assert state.is_over and taken == sum(1 for a in state.record().actions
                                         if not a.startswith(("roll ", "pick ")))
    capped = new_game("toy", {"players": 3}, 2)
    assert play_game(capped, agents, max_decisions=5) == 5       # the cap holds within a run
