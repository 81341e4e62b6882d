"""A finished (or any) game told again from its record: the state after every
action, for the replay page, and what the end page shows besides the final
view: each seat's points at the start of every turn, the cards each bought
and the turns each took. No Qt: plain replay of the record.

A game says what counts (its ``END_DETAILS`` class, both optional):
``points(view) -> [points by seat]`` and ``bought(event) -> bool``; without
``bought`` a "buy" event is a card bought."""
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


def tell(record: Record, points=None, bought=default_bought) -> GameStory:
    """The story of ``record``'s game (RecordError if the record does not fit)."""
    story = None
    state = None
    for state, events in replay_steps(record):
        if story is None:
            seats = state.num_players
            story = GameStory(bought=[0] * seats, turns=[0] * seats)
            story.turns[state.turn] += 1            # the first turn has no event of its own
            _sample(story, state, points)
        story.events.extend(events)
        for event in events:
            seat = event.get("player")
            if event.get("type") == "turn" and isinstance(seat, int):
                story.turns[seat] += 1
                _sample(story, state, points)
            elif isinstance(seat, int) and bought(event):
                story.bought[seat] += 1
    _sample(story, state, points)
    return story


def _sample(story: GameStory, state, points) -> None:
    if points is None:
        return
    sample = (state.turn_number, list(points(state.view(0))))
    if story.points and story.points[-1][0] == sample[0]:
        story.points[-1] = sample         # the turn's last word (the end, or a turn event after setup)
    else:
        story.points.append(sample)
