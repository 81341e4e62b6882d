"""A check the games' tests share: every part of a seat's view that an action
changed lies in a place ``Changes.places`` names, so a table that redraws only
those places is never stale."""
from __future__ import annotations

from engine.ai.agents import make_agent
from engine.core.actions import Place


def unnamed(before: dict, after: dict, places, seat_fields: dict, shared_fields: dict) -> list:
    """The view fields that changed from ``before`` to ``after`` but whose
    place (``seat_fields``: a player's field -> zone; ``shared_fields``: a
    view's field -> zone; zone None: a sum of other places) is not in ``places``."""
    missing = []
    for old, new in zip(before["players"], after["players"]):
        missing += [(field, new["seat"]) for field, zone in seat_fields.items()
                    if zone is not None and old[field] != new[field] and Place(zone, new["seat"]) not in places]
    missing += [field for field, zone in shared_fields.items()
                if zone is not None and before[field] != after[field] and Place(zone) not in places]
    return missing


def check_games(spec, seat_fields: dict, shared_fields: dict, players: int, seeds, cap: int = 400,
                named=None) -> int:
    """Baseline games (``cap`` actions a game at most): after every action,
    every seat's view agrees with the places named (and ``named(before,
    after, places)`` holds for each player's part of it, if given). Returns
    how many actions were checked."""
    checked = 0
    for seed in seeds:
        state = spec.start({"players": players}, seed)
        agents = [make_agent("baseline", spec.id, seed * 10 + s) for s in range(players)]
        views = [state.view(s) for s in range(players)]
        while state.decision is not None and checked < cap * (seeds.index(seed) + 1):
            changes = state.apply(agents[state.decision.player].act(state))
            assert changes.places is not None
            after = [state.view(s) for s in range(players)]
            for seat in range(players):
                missing = unnamed(views[seat], after[seat], changes.places, seat_fields, shared_fields)
                assert not missing, f"seat {seat}'s view changed in {missing}, not named in {changes.places}"
                assert named is None or all(named(old, new, changes.places)
                                            for old, new in zip(views[seat]["players"], after[seat]["players"]))
            views = after
            checked += 1
    return checked
