"""A table redraws from the view alone: every option comes described in it
(``engine.core.actions.ShownOption``), so showing a view, showing it again
(a retranslation), labelling the buttons, lighting targets and the hint's
words ask the engine nothing (before, two or three calls per option per
redraw went back into the live state). Only a refused gesture asks, once."""
from __future__ import annotations

import pytest

from desktop.shell.games import game_desktop, playable_specs
from desktop.shell.rules import TableRules
from engine.ai.agents import make_agent
from engine.games import new_record, start_replay

GAMES = [spec.id for spec in playable_specs()]


class CountedRules:
    """A ``TableRules`` whose every use is written down."""

    def __init__(self, state_of):
        self._rules = TableRules(state_of)
        self.asked: list[str] = []

    def __getattr__(self, name):
        self.asked.append(name)
        return getattr(self._rules, name)


@pytest.mark.parametrize("game", GAMES)
def test_showing_a_view_asks_the_state_nothing(qtbot, game):
    state = start_replay(new_record(game, None, 5))
    reads = []

    def state_of():
        reads.append(1)
        return state

    table = game_desktop(game).TABLE()
    qtbot.addWidget(table)
    table.animations = False
    rules = CountedRules(state_of)
    table.reset(["Ann", "Bea"], rules)
    agents = [make_agent("baseline", game, seat) for seat in range(2)]
    buttons = 0
    for _ in range(40):
        if state.decision is None:
            break
        seat = state.decision.player
        table.show_view(state.view(seat), None)
        table.show_view(table.view, None)                 # a redraw of the same view
        assert len(table.options()) == len(state.decision.options)
        buttons += len(table.prompt.buttons())
        action = agents[seat].act(state)
        table.show_hint({"action": action})                  # the hint's words and light
        assert rules.asked == [] and reads == [], f"a redraw asked {rules.asked}"
        state.apply(action)
    assert buttons, "some view showed buttons"


def test_the_counting_would_see_a_call_into_the_state():
    rules = CountedRules(lambda: None)
    with pytest.raises(AttributeError):
        rules.describe(("play", "city"))          # TableRules describes nothing any more
    assert rules.asked == ["describe"]
