"""A finished (or any) game told again from its record: the state after every
action, for the replay page, and what the end page shows besides the final
view: each seat's points at the start of every turn, the cards each bought
and the turns each took. No Qt: plain replay of the record.

The points and the turn come from the state's ``progress()``
(``engine.core.protocol.Progress``): a game that numbers its turns is
charted by that number, one that counts rounds (Guild Masters) by its "turn"
events counted. A game's ``END_DETAILS`` class may say what a card bought is
(``bought(event) -> bool``); without it a "buy" event is one."""
from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass, field

from engine.core.records import Record
from engine.games import apply_recorded, start_replay


def default_bought(event: dict) -> bool:
    return event.get("type") == "buy"


@dataclass
class GameStory:
    """``points``: (turn number, [points by seat]) at the start of each turn
    and at the end; ``bought``, ``turns``: counts by seat; ``events``: all of
    the game's events, in order (the game may count more in them)."""
    points: list = field(default_factory=list)
    bought: list = field(default_factory=list)
    turns: list = field(default_factory=list)
    events: list = field(default_factory=list)


def replay_steps(record: Record):
    """The game before its first action, then after each: (state, events of
    that action); the state is the same object throughout (clone to keep it)."""
    record = deepcopy(record)
    actions, record.actions = list(record.actions), []
    state = start_replay(record)
    yield state, []
    for index, action in enumerate(actions):
        yield state, apply_recorded(state, index, action).events


def turn_number(state, turns_so_far: int) -> int:
    """The turn ``state`` is in: its own number, or the count of turns begun so far."""
    return _turn(state.progress(), turns_so_far)


def _turn(progress, turns_so_far: int) -> int:
    return progress.turn_number if progress.turn_number is not None else max(1, turns_so_far)


def round_number(state) -> int | None:
    """The round ``state`` is in, for a game whose table counts rounds, else None."""
    return state.progress().round


def tell(record: Record, bought=default_bought) -> GameStory:
    """The story of ``record``'s game (RecordError if the record does not fit)."""
    story = None
    state = None
    for state, events in replay_steps(record):
        if story is None:
            seats = state.num_players
            story = GameStory(bought=[0] * seats, turns=[0] * seats)
            first = state.progress().seat
            if first is not None:
                story.turns[first] += 1            # the first turn has no event of its own
            _sample(story, state)
        story.events.extend(events)
        for event in events:
            seat = event.get("player")
            if event.get("type") == "turn" and isinstance(seat, int):
                story.turns[seat] += 1
                _sample(story, state)
            elif isinstance(seat, int) and bought(event):
                story.bought[seat] += 1
    _sample(story, state)
    return story


def tell_game(record: Record, details_class) -> GameStory:
    """The story of ``record``'s game as its ``END_DETAILS`` class counts it."""
    return tell(record, getattr(details_class, "bought", default_bought))


def _sample(story: GameStory, state) -> None:
    progress = state.progress()
    sample = (_turn(progress, sum(story.turns)), list(progress.scores))
    if story.points and story.points[-1][0] == sample[0]:
        story.points[-1] = sample         # the turn's last word (the end, or a turn event after setup)
    else:
        story.points.append(sample)
