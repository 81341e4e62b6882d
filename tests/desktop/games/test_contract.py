"""Every registered game's desktop package and table meet the shell's contract
(``desktop/base/game_contract.py``) and what ``TableChrome`` asks of a table
(``desktop/widgets/table_chrome.py``): every name there, every method callable
as the protocol writes it, every signal a signal. A new game is checked here
without a test of its own."""
import inspect
import typing

import pytest
from PySide6.QtCore import Signal

from desktop.base import game_contract as contract
from desktop.shell.games import game_desktop, playable_specs
from desktop.widgets import table_chrome
from desktop.widgets.table_chrome import TableChrome

GAMES = [spec.id for spec in playable_specs()]
POSITIONAL = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)


def fits(have, wanted) -> bool:
    """Whether ``have`` takes every call the protocol's method ``wanted`` allows
    (its arguments by position; those it may leave out, ``have`` may too)."""
    wanted = list(inspect.signature(wanted).parameters.values())[1:]
    try:
        params = [p for p in inspect.signature(have).parameters.values() if p.kind in POSITIONAL]
    except (TypeError, ValueError):
        return False
    if len(params) < len(wanted) or any(p.default is p.empty for p in params[len(wanted):]):
        return False
    return all(w.default is w.empty or p.default is not p.empty for w, p in zip(wanted, params))


def problems(thing, protocol) -> list[str]:
    """What ``thing`` (a module or an instance) lacks of ``protocol``."""
    hints = typing.get_type_hints(protocol)
    found = []
    for name, hint in hints.items():
        if not hasattr(thing, name):
            found.append(f"no {name}")
        elif hint is Signal and not isinstance(getattr(type(thing), name, None), Signal):
            found.append(f"{name} is not a signal")
        elif getattr(hint, "_is_protocol", False):
            found.extend(f"{name}: {problem}" for problem in problems(getattr(thing, name), hint))
        elif hint is not typing.Any and isinstance(hint, type) and not isinstance(getattr(thing, name), hint):
            found.append(f"{name} is not a {hint.__name__}")
    for name, wanted in vars(protocol).items():
        if inspect.isfunction(wanted) and not name.startswith("__"):
            have = getattr(thing, name, None)
            if have is None or not fits(have, wanted):
                found.append(f"{name}{inspect.signature(wanted)} missing or called otherwise")
    return found


@pytest.fixture(params=GAMES)
def game(request):
    return game_desktop(request.param)


@pytest.fixture
def table(game, qtbot):
    table = game.TABLE()
    qtbot.addWidget(table)
    return table


def test_there_are_games_to_check():
    assert GAMES


def test_a_game_package_meets_the_contract(game):
    assert problems(game, contract.GameDesktop) == []
    if hasattr(game, "REFERENCE"):
        assert problems(game, contract.GameReference) == []


def test_a_game_table_meets_the_contract(table):
    assert problems(table, contract.GameTable) == []


def test_a_game_table_gives_its_chrome_what_it_asks(table):
    assert problems(table, table_chrome.ChromeHooks) == []
    if table.targets:
        assert problems(table, table_chrome.DropHooks) == []
    if type(table)._show_decision is TableChrome._show_decision:
        assert problems(table, table_chrome.DecisionHooks) == []


def test_a_game_end_details_meet_the_contract(game, qtbot):
    details = game.END_DETAILS()
    qtbot.addWidget(details)
    assert problems(details, contract.EndDetails) == []


def test_the_check_would_catch_a_missing_or_misshapen_hook():
    class Half:
        chosen = Signal(object)

        def show_view(self, view): ...

    found = problems(Half(), contract.GameTable)
    assert "no hint_toggled" in found and "no prompt" in found
    assert any(problem.startswith("show_view(") for problem in found)
    assert not any(problem.startswith("chosen") for problem in found)
