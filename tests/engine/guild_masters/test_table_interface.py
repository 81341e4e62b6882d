"""What the desktop table is told: the places an apply changed, previews of
options, descriptions with their source and target (INTERFACE.md)."""
import pytest

from engine.ai.agents import make_agent
from engine.boards.hex import Hex
from engine.core.actions import Place, ShownOption
from engine.games.guild_masters import SPEC
from tests.engine.guild_masters.scenario import act, at
from tests.engine.places_check import unnamed

# Which place holds each field of a seat's entry in the view.
SEAT_FIELDS = {
    "gold": "resources", "power": "resources", "potion": "resources", "production": "resources",
    "hand": "hand", "played": "played", "tiles": "tiles", "tavern": "tavern", "unlocked": "affinities",
    "altar": "altar", "receptionist": "receptionist", "face": "receptionist", "rank": "receptionist",
    "offers": "receptionist", "chips": "receptionist", "treasures": "receptionist",
    "regalia_chips": "receptionist", "private": "private", "passed": "turn", "used_special": "turn",
    "extra_turns": "turn", "lab": "receptionist", "tags": None,     # tags follow from played, tiles, treasures and the rank
}
SHARED_FIELDS = {
    "civilisation": "tracks", "miasma": "tracks", "met": "tracks", "regalia_board": "regalia_board",
    "potion_used": "potion_spaces", "blocked": "potion_spaces", "deck": "deck", "discard": "deck",
    "blanks": "deck", "white_abyss": "deck", "tile_discard": "deck", "treasures": "treasures", "looking": "gathering",
    "picked": "gathering", "round": "round", "season": "round", "phase": "round", "start": "round",
    "current": "round", "winners": "round", "deciding": "round",
}


def _check_places(before: dict, after: dict, places) -> None:
    for old, new in zip(before["cells"], after["cells"]):
        if old != new:
            cell = Hex(*new["cell"])
            assert Place("cell", cell=cell) in places, f"cell {cell.text} changed but is not in places"
    missing = unnamed(before, after, places, SEAT_FIELDS, SHARED_FIELDS)
    assert not missing, f"{missing} changed, not named in {places}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_changed_place_is_named(players):
    """A map that redraws only the places named is never stale."""
    for seed in range(2):
        state = SPEC.start({"players": players}, seed)
        agents = [make_agent("baseline", SPEC.id, seed * 10 + s) for s in range(players)]
        views = [state.view(s) for s in range(players)]
        moves = 0
        while state.decision is not None:
            changes = state.apply(agents[state.decision.player].act(state))
            assert changes.places is not None
            after = [state.view(s) for s in range(players)]
            for seat in range(players):
                _check_places(views[seat], after[seat], changes.places)
            views = after
            moves += 1
        assert moves > 50


def test_places_name_only_what_changed():
    state = at({"clear_map": True, "cells": [{"cell": [3, 0], "tile": "troll_hall"}],
                "seats": [{"receptionist": "melissa", "gold": 30}]})
    changes = state.apply(("explore", Hex(3, 0)))        # a face-up tile: only the cost is asked
    assert not any(p.zone == "cell" for p in changes.places)
    changes = state.apply(state.decision.options[0])     # pay
    assert Place("cell", cell=Hex(3, 0)) in changes.places
    assert Place("cell", cell=Hex(2, 0)) not in changes.places
    assert Place("hand", 1) not in changes.places
    assert {Place("resources", 0), Place("tiles", 0), Place("tavern", 0), Place("tracks")} <= changes.places


# The rulebook's worked example: a ★2 tile with neighbours ★3 + ★2 + ★1 costs 40 gold.
EXAMPLE = [{"cell": [2, 0], "tile": "troll_hall"}, {"cell": [3, 0], "tile": "dragon_nest"},
           {"cell": [3, -1], "tile": "troll_hall"}, {"cell": [2, -1], "tile": "goblin_den"},
           {"cell": [1, 0], "tile": "rubble"}, {"cell": [2, 1], "owner": 0}]


def test_the_preview_of_an_explore_gives_the_rulebooks_cost():
    state = at({"clear_map": True, "cells": EXAMPLE, "seats": [{"receptionist": "melissa", "gold": 10, "power": 6}]})
    note = state.preview(("explore", Hex(2, 0)))
    assert note.key == "preview_explore"
    assert note.values["cost"] == 40 and note.values["stars"] == 2 and note.values["near"] == 6
    assert note.values["have_gold"] == 10 and note.values["have_power"] == 6
    assert "{cost}" in note.text and "{have_gold}" in note.text
    act(state, "explore (2,0)")
    assert [o[1] for o in state.decision.options if o[0] == "pay"] == [6]   # 40 gold: 10 + 30 by power


def test_the_explore_cost_decision_names_its_price_and_each_payment_what_it_pays():
    state = at({"clear_map": True, "cells": EXAMPLE, "seats": [{"receptionist": "melissa", "gold": 30, "power": 6}]})
    act(state, "explore (2,0)")
    assert state.decision.kind == "explore_cost" and state.decision.prompt["gold"] == 40
    paid = {o[1]: (state.preview(o).values["gold"], state.preview(o).values["power"])
            for o in state.decision.options if o[0] == "pay"}
    assert paid == {2: (30, 2), 3: (25, 3), 4: (20, 4), 5: (15, 5), 6: (10, 6)}
    assert state.preview(("pay", 2)).key == "preview_pay" and state.preview(("pay", 2)).values["cost"] == 40


def test_the_preview_of_a_face_down_tile_is_a_range_and_names_the_abyss():
    cells = [dict(EXAMPLE[0], face_up=False)] + EXAMPLE[1:]
    state = at({"clear_map": True, "cells": cells, "seats": [{"receptionist": "melissa", "gold": 10}]})
    note = state.preview(("explore", Hex(2, 0)))
    assert note.key == "preview_explore_down"
    assert (note.values["low"], note.values["high"]) == (30, 45)
    assert "abyss" in note.text


def test_the_preview_of_the_boss_knows_its_face():
    state = at({"clear_map": True, "cells": [{"cell": [0, 0], "tile": "lich_king", "face_up": False},
                                             {"cell": [1, 0], "owner": 0}],
                "seats": [{"receptionist": "melissa", "gold": 10}]})
    note = state.preview(("explore", Hex(0, 0)))
    assert note.key == "preview_explore_boss" and note.values["stars"] == 5 and note.values["cost"] == 25


def test_the_preview_of_a_build_counts_the_bases_next_to_it():
    state = at({"clear_map": True, "cells": [{"cell": [2, 1], "owner": 0}, {"cell": [1, 1], "owner": 1, "base": True}],
                "seats": [{"receptionist": "melissa", "gold": 30}]})
    note = state.preview(("build", Hex(2, 1)))
    assert note.key == "preview_build" and note.values["cost"] == 20 and note.values["bases"] == 1


def test_the_preview_of_a_card_potion_and_special_action():
    state = at({"seats": [{"receptionist": "melissa", "gold": 30, "potion": 3, "hand": ["bakery"]}]})
    card = state.content.events["bakery"]
    note = state.preview(("play", "bakery"))
    assert note.card == "bakery" and note.values["gold"] == card.cost.gold
    potion = next(o for o in state.decision.options if o[0] == "potion")
    note = state.preview(potion)
    assert note.values["potions"] == state.content.board.potion_spaces[potion[1] - 1].potions
    assert state.preview(("pass",)) is None
    assert state.preview(("explore", Hex(9, 9))) is None      # not an option


def test_the_view_carries_each_option_s_preview_and_other_games_none():
    state = at({"seats": [{"receptionist": "melissa", "gold": 30, "hand": ["bakery"]}]})
    shown = {entry["text"]: ShownOption.from_data(entry) for entry in state.view(0)["decision"]["options"]}
    assert shown["play bakery"].preview == state.preview(("play", "bakery"))
    assert shown["play bakery"].preview.card == "bakery" and shown["play bakery"].info.card == "bakery"
    from engine.core.spec import get_spec
    other = get_spec("heart_of_crown").start({"players": 2}, 1)
    assert other.preview(other.decision.options[0]) is None
    assert all(entry["preview"] is None for entry in other.view(other.decision.player)["decision"]["options"])


def test_an_explore_goes_from_the_tavern_to_the_cell():
    state = at({"seats": [{"receptionist": "melissa", "gold": 30}]})
    explores = [state.describe(o) for o in state.decision.options if o[0] == "explore"]
    assert explores and all(i.source == Place("tavern", 0) and i.target.zone == "cell" for i in explores)


def test_a_refused_build_says_why_for_its_cell():
    state = at({"clear_map": True, "cells": [{"cell": [2, 1], "owner": 0}, {"cell": [1, 1], "owner": 1},
                                             {"cell": [3, 0], "owner": 0, "base": True}],
                "seats": [{"receptionist": "melissa", "gold": 5}]})
    def why(q, r):
        return state.refusal("build", None, Place("tavern", 0), Place("cell", cell=Hex(q, r)))
    assert why(1, 1).key == "build_not_yours"
    assert why(3, 0).key == "already_base"
    assert why(2, 1).key == "build_cost" and why(2, 1).values == {"cost": 20, "gold": 5}   # 15 + 5 for the base at (3,0)


def test_every_text_has_its_key():
    from engine.games.guild_masters import preview, table_info
    state = at({"seats": [{"receptionist": "melissa", "gold": 30, "potion": 3, "hand": ["bakery"]}]})
    for option in state.decision.options:
        note = state.preview(option)
        assert note is None or preview.TEXTS[note.key] == note.text
    assert table_info.TEXTS["altar"].startswith("Not paying")
