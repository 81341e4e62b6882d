"""Seeded games play as they did: every shipping game's first 20 seeded games
(the scripted agent in every seat) give the same actions, winners and points
as those stored in fingerprints.json. A refactor must leave them alone; a
rules change that moves them is intended only with a new rules version (old
records keep replaying) and a regenerated file."""
import json
from pathlib import Path

from engine.core.spec import all_specs
from tools.game_fingerprints import differences, fingerprints

STORED = Path(__file__).with_name("fingerprints.json")
REGENERATE = "python tools/game_fingerprints.py --games 20 --write tests/engine/fingerprints.json"


def test_seeded_games_play_as_stored(toy_registered):
    stored = json.loads(STORED.read_text(encoding="utf-8"))
    shipping = [game_id for game_id in all_specs() if game_id != toy_registered.id]
    assert sorted(stored) == sorted(shipping), (
        f"fingerprints.json lists {sorted(stored)}, the registry {sorted(shipping)}; regenerate: {REGENERATE}")
    games = {row["games"] for row in stored.values()}
    now = fingerprints(games.pop(), only=shipping)
    changed = differences(stored, now)
    assert not changed, (
        "seeded games no longer play as stored:\n  " + "\n  ".join(changed)
        + "\nA refactor must not change them: diff that game's actions before and after with "
          "tools/game_fingerprints.py --game GAME --start SEED --games 1 --dump FILE. If the rules change on purpose, "
          f"raise the game's rules version and regenerate: {REGENERATE}")
