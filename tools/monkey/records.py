"""The files the monkey's Load dialog can pick: broken ones, hostile ones (seat
names with markup, fields no save has, huge numbers), and a hot-seat game a few
moves before its end (so the cover and the end page are reached quickly), once
with ordinary names and once with names Qt would read as markup."""
from __future__ import annotations

import json
import random
from pathlib import Path

from desktop.base.seats import Seat, put_seats
from engine.ai.agents import make_agent, play_game
from engine.core.records import save_record
from engine.core.spec import all_specs
from engine.games import new_record, replay
from tools.monkey.inputs import HOSTILE_NAMES

MOVES_LEFT = 12        # of the hot-seat game


def write_records(folder: Path, seed: int, only: str | None = None) -> None:
    """Broken and hostile files of the first registered game (or of ``only``),
    and the hot-seat game near its end of each game (or of ``only``)."""
    game = only or next(iter(all_specs()))
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
    _write_hostile(folder, game, rng)
    for spec in all_specs().values():
        if only in (None, spec.id):
            record = _near_the_end(spec, rng.randrange(2**32))
            save_record(record, folder / f"{spec.id} hot-seat near the end.json")
            put_seats(record, [Seat(name) for name in rng.sample(HOSTILE_NAMES, 2)])
            save_record(record, folder / f"{spec.id} markup names near the end.json")


def _write_hostile(folder: Path, game: str, rng: random.Random) -> None:
    """Saves with markup for names, fields no save has, and numbers past any use."""
    record = new_record(game, {"players": 4}, 8)
    put_seats(record, [Seat(name, kind) for name, kind in zip(rng.sample(HOSTILE_NAMES, 4),
                                                               ("human", "baseline", "human", "easy"))])
    save_record(record, folder / "markup names.json")
    raw = json.loads((folder / "markup names.json").read_text(encoding="utf-8"))
    _write_json(folder / "an extra field.json", {**raw, "note": "<img src=/dev/zero>"})
    _write_json(folder / "extra in meta.json", {**raw, "meta": {**raw["meta"], "<b>": ["<img src=//host/x>"] * 3}})
    seats = [{**seat, "colour": "<b>red</b>"} for seat in raw["meta"]["seats"]]
    _write_json(folder / "extra in a seat.json", {**raw, "meta": {"seats": seats}})
    _write_json(folder / "a huge seed.json", {**raw, "seed": 10**400})
    _write_json(folder / "a huge player count.json", {**raw, "options": {"players": 10**400}})
    _write_json(folder / "a huge format.json", {**raw, "format": 10**400})
    _write_json(folder / "a huge move.json", {**raw, "actions": ["play " + "9" * 1_000_000]})


def _write_json(path: Path, value) -> None:
    path.write_text(json.dumps(value), encoding="utf-8")


def _near_the_end(spec, seed: int):
    """Two humans, a few moves before the end of a game its scripted player played."""
    state = replay(new_record(spec.id, {"players": 2}, seed))
    play_game(state, [make_agent(spec.scripted_agent, spec.id, seed + seat) for seat in range(2)])
    record = state.record()
    del record.actions[-MOVES_LEFT:]
    put_seats(record, [Seat("Ann"), Seat("Bea")])
    return record
