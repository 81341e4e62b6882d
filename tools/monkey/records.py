"""The files the monkey's Load dialog can pick: broken ones, hostile ones, and
a hot-seat game a few moves before its end (so the cover and the end page are
reached quickly)."""
from __future__ import annotations

import json
import random
from pathlib import Path

from desktop.shell.seats import Seat, put_seats
from engine.ai.agents import make_agent, play_game
from engine.core.records import save_record
from engine.core.spec import all_specs
from engine.games import new_record, replay

MOVES_LEFT = 12        # of the hot-seat game


def write_records(folder: Path, seed: int) -> None:
    """Broken and hostile files of the first registered game, and the hot-seat
    game near its end of each game."""
    game = next(iter(all_specs()))
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    (folder / "garbage.json").write_bytes(rng.randbytes(4096))
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "wrong-types.json").write_text(json.dumps(
        {"schema_version": 1, "game_id": [], "rules_version": "1", "options": 3, "seed": -1, "actions": {}}))
    (folder / "a folder.json").mkdir(exist_ok=True)
    record = new_record(game, {"players": 2}, 5)
    record.actions = ["play dragon", "end_main"]
    save_record(record, folder / "illegal-actions.json")
    record = new_record(game, {"players": 3}, 6)
    record.meta["seats"] = [{"name": ["not", "a", "name"], "kind": {"an": "object"}}, {"name": "Bea"},
                            {"kind": "hard"}]
    save_record(record, folder / "odd seats.json")
    record = new_record(game, {"players": 2}, 7)
    record.meta["seats"] = [{"name": "Ann " * 2500, "kind": "human"}, {"name": "Bea\n" * 100, "kind": "human"}]
    save_record(record, folder / "long names.json")
    record.options = {"players": [2]}
    save_record(record, folder / "options of the wrong type.json")
    record.options = {"players": 10**9}
    save_record(record, folder / "a billion players.json")
    for spec in all_specs().values():
        save_record(_near_the_end(spec, rng.randrange(2**32)), folder / f"{spec.id} hot-seat near the end.json")


def _near_the_end(spec, seed: int):
    """Two humans, a few moves before the end of a game its scripted player played."""
    state = replay(new_record(spec.id, {"players": 2}, seed))
    play_game(state, [make_agent(spec.scripted_agent, spec.id, seed + seat) for seat in range(2)])
    record = state.record()
    del record.actions[-MOVES_LEFT:]
    put_seats(record, [Seat("Ann"), Seat("Bea")])
    return record
