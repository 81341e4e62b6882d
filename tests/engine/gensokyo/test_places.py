"""Which places an action changed (``Changes.places``, found by
``engine.core.changes`` from this game's ``places.snapshot``), so a table that
redraws only those places is never stale."""
import pytest

from engine.ai.agents import make_agent
from engine.core.actions import Place
from engine.games.gensokyo import SPEC
from tests.engine.gensokyo.core_scenario import pos
from tests.engine.places_check import unnamed

# Which place holds each field of the view (None: worked out from other places).
SEAT_FIELDS = {"money": "money", "hand": "hand", "at": "piece", "facing": "piece", "laps": "piece", "best": "piece",
               "checks": "piece", "bankrupt": "piece", "known": "hand", "assets": None}
SHARED_FIELDS = {"round": "turn", "turn": "turn", "active": "turn", "dice": "turn", "casting": "turn",
                 "deck": "deck", "graveyard": "graveyard", "set_aside": "set_aside", "player_spells": "spells",
                 "battle": "battle", "deciding": "turn", "winners": "turn", "ranks": "turn",
                 "hand": None, "kind": None, "options": None, "decision": None, "game": None}


def _lands_unnamed(state, before: dict, after: dict, places) -> list:
    """The lands whose shown contents changed but whose square is not named."""
    return [land for land in set(before["lands"]) | set(after["lands"])
            if before["lands"].get(land) != after["lands"].get(land)
            and Place("square", slot=state.board.index(land)) not in places]


@pytest.mark.parametrize("players,map_name", [(2, "loop"), (4, "loop"), (3, "cross")])
def test_every_changed_place_is_named(players, map_name):
    checked = 0
    for seed in (1, 2):
        state = SPEC.start({"players": players, "map": map_name}, seed)
        agents = [make_agent("baseline", SPEC.id, seed * 10 + s) for s in range(players)]
        views = [state.view(s) for s in range(players)]
        while state.decision is not None and checked < 300 * seed:
            changes = state.apply(agents[state.decision.player].act(state))
            after = [state.view(s) for s in range(players)]
            for seat in range(players):
                missing = unnamed(views[seat], after[seat], changes.places, SEAT_FIELDS, SHARED_FIELDS)
                missing += _lands_unnamed(state, views[seat], after[seat], changes.places)
                assert not missing, f"seat {seat}'s view changed in {missing}, not named in {changes.places}"
            views = after
            checked += 1
    assert checked > 300


def test_a_claim_names_the_land_the_hand_and_the_money_only():
    state = pos(hands=[["CH03", "CH09"], ["CH09"]], money=[40, 40])
    while state.decision.kind != "claim":
        state.apply(("roll", 1) if state.decision.is_chance else state.decision.options[0])
    changes = state.apply(next(a for a in state.decision.options if "CH03" in a))
    square = state.position[0]
    assert {Place("square", slot=square), Place("hand", 0), Place("money", 0)} <= changes.places
    assert not changes.places & {Place("hand", 1), Place("money", 1), Place("deck"), Place("graveyard")}
