"""Gensokyo's table on its own, over a position (``engine.games.gensokyo.position``)
and without a session: ``Bench.apply`` plays an action on the state and shows
the next view as the shell would (the changes of that action)."""
from __future__ import annotations

from desktop.games.gensokyo.table import TablePage
from desktop.shell.rules import TableRules
from tests.engine.gensokyo.core_scenario import pos

NAMES = ["Ann", "Bea", "Cat", "Dan"]


class Bench:
    """A table showing seat ``seat``'s view of ``state``; ``chosen`` collects what it chose."""

    def __init__(self, qtbot, state, seat: int = 0, size=(1280, 800)):
        self.state, self.seat = state, seat
        self.table = TablePage()
        qtbot.addWidget(self.table)
        self.table.resize(*size)
        self.table.show()
        self.chosen: list = []
        self.table.chosen.connect(self.chosen.append)
        self.table.reset(NAMES[:state.num_players], TableRules(lambda: self.state))
        self.table.confirm_end_phase = False
        self.table.animations = False
        self.table.show_view(state.view(seat))

    def apply(self, action, seat=None) -> None:
        """The action on the state; the table shows ``seat``'s view (the bench's by default) after it."""
        changes = self.state.apply(action)
        self.seat = self.seat if seat is None else seat
        self.table.show_view(self.state.view(self.seat), changes if seat is None else None)

    def notice(self) -> str:
        return self.table.prompt.notice.text()


def at_a_free_land(qtbot, hand=("CH03", "CH09")) -> Bench:
    """Ann's piece stops on the empty land A05 (two steps from A04's 1+1)."""
    bench = Bench(qtbot, pos(pieces=[{"at": "A04"}, {}], hands=[list(hand), []], at="move"))
    bench.apply(("roll", 1))
    bench.apply(("roll", 1))
    return bench
