"""Positions as data: ``position(description)`` builds what it describes, keeps
the setup's cards, plays on, round-trips through JSON and names every mistake."""
from __future__ import annotations

import pytest

from engine.ai.agents import make_agent, play_game
from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.position import (
    PositionDescription, PositionError, card_counts, position)
from tests.engine.heart_of_crown.play import act, texts
from tests.engine.heart_of_crown.scenario import TEST_MARKET


def fresh(players=2, seed=0, market=TEST_MARKET):
    return new_game({"players": players, "market": market}, seed)


def describe(**fields):
    return {"market": TEST_MARKET, **fields}


MIDGAME = describe(
    players=3, seed=7, turn=1, coins=2, plays=2,
    seats={
        0: {"princess": "lulunasaika", "lands": [{"land": "city", "kept": "alchemist"}],
            "succession": ["senator"], "counters": {"points": 1}},
        1: {"hand": ["city", "fast_horse", "farming_village"], "deck": ["duke", "purveyor"], "face_up": 1,
            "discard": ["apprentice_maid"], "play": ["flea_market"], "counters": {"store": 2}},
        2: {"hand": [], "discard": ["curse", "curse"]},
    },
    basic={"duke": 3}, curses=2,
)


# ---------------------------------------------------------------- what is built
def test_each_named_zone_is_as_described():
    state = position(MIDGAME)
    view = state.view(1)
    me = view["players"][1]
    assert (view["turn"], view["coins"], view["plays_left"], state.decision.kind) == (1, 2, 2, "main")
    assert me["hand"] == ["city", "fast_horse", "farming_village"]
    assert me["deck_count"] == 2 and me["deck_faceup"] == ["duke"]          # top first
    assert (me["discard"], me["play"], me["coin_counters"]) == (["apprentice_maid"], ["flea_market"], 2)
    seat0 = view["players"][0]
    assert seat0["lands"] == [{"card": "city", "kept": "alchemist"}]
    assert (seat0["princess"], seat0["succession"], seat0["points"]) == ("lulunasaika", ["senator"], 6 + 3 + 1)
    assert view["players"][2]["discard"] == ["curse", "curse"]
    assert view["basic_market"]["duke"] == 3


def test_zones_left_out_are_as_dealt():
    state, dealt = position(describe(seats={1: {"hand": ["city"]}})), fresh()
    assert state.players[0].hand == dealt.players[0].hand and state.players[0].deck == dealt.players[0].deck
    assert state.market == dealt.market


def test_named_cards_come_from_the_stock_and_lifted_cards_go_under_the_deck():
    dealt = fresh()
    state = position(describe(seats={0: {"hand": ["city", "purveyor"]}}))
    assert state.view(0)["basic_market"]["city"] == dealt.view(0)["basic_market"]["city"] - 1
    assert card_counts(state) == card_counts(dealt)
    # The dealt hand went under the dealt deck: the top five are still the ones dealt.
    assert state.view(0)["players"][0]["deck_count"] == 10
    assert state.players[0].deck[-5:] == dealt.players[0].deck


def test_naming_the_dealt_hand_anew_moves_nothing_else():
    dealt = fresh()
    hand = dealt.view(0)["players"][0]["hand"][::-1]
    state = position(describe(seats={0: {"hand": hand}}))
    assert state.view(0)["basic_market"] == dealt.view(0)["basic_market"]
    assert state.players[0].deck == dealt.players[0].deck


def test_a_named_curse_or_princess_leaves_its_pile():
    dealt = fresh().view(0)
    view = position(describe(seats={1: {"hand": ["curse"], "princess": "klamklam"}})).view(0)
    assert view["curses"] == dealt["curses"] - 1
    assert view["princesses"] == [p for p in dealt["princesses"] if p != "klamklam"]


def test_a_named_common_leaves_the_supply_from_its_bottom():
    dealt = fresh()
    card = next(c for c in dealt.supply if dealt.supply.count(c) >= 2)    # the state keeps the bottom first
    state = position(describe(seats={1: {"hand": [card]}}))
    expected = dealt.supply[:]
    expected.remove(card)
    assert state.supply == expected


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_position_holds_exactly_the_setups_cards(players, seed):
    description = describe(
        players=players, seed=seed, turn=players - 1, phase="second", coins=8,
        seats={0: {"hand": ["duke", "curse", "alchemist"], "deck": ["large_city"], "discard": ["court_maid"],
                   "princess": "klamklam", "lands": [{"land": "large_city", "kept": "library"}]},
               players - 1: {"hand": ["senator"], "play": ["royal_demesne", "city"]}},
        supply=["alchemist", "library"], princesses=["laolily", "bergamotte"], curses=1,
        basic={"senator": 4})
    state, dealt = position(description), fresh(players, seed)
    assert state.invariant_card_count() == dealt.invariant_card_count()
    assert card_counts(state) == card_counts(dealt)


def test_extra_cards_are_added_and_only_those():
    state = position(describe(seats={0: {"hand": ["scout", "city"]}}, extra=["scout"]))
    assert card_counts(state) - card_counts(fresh()) == {"scout": 1}
    assert state.invariant_card_count() == fresh().invariant_card_count() + 1


def test_without_conservation_only_the_named_zones_change():
    state, dealt = position(describe(seats={0: {"hand": ["scout", "city"]}}, conserve=False)), fresh()
    assert state.players[0].hand == ["scout", "city"]
    assert state.basic.counts == dealt.basic.counts and state.players[0].deck == dealt.players[0].deck
    assert card_counts(state) - card_counts(dealt) == {"scout": 1, "city": 1}


@pytest.mark.parametrize("phase, options", [
    ("second", {"buy city", "end_second"}),
    ("keep", {"keep fast_horse 0", "done"}),
    ("coronation", {"declare", "decline"}),
])
def test_each_phase_starts_with_its_decision(phase, options):
    state = position(describe(
        phase=phase, coins=3,
        seats={0: {"hand": ["fast_horse"], "princess": "lulunasaika", "lands": [{"land": "city"}],
                   "succession": ["duke"] * 3 if phase == "coronation" else []}}))
    assert state.decision.kind == phase and state.decision.player == 0
    assert set(texts(state)) >= options


def test_a_described_position_plays_on_legally_to_the_end():
    for seed in range(5):
        state = position({**MIDGAME, "seed": seed})
        count = state.invariant_card_count()
        agents = [make_agent("random", "heart_of_crown", seed * 10 + seat) for seat in range(3)]
        play_game(state, agents)
        assert state.winners is not None and state.invariant_card_count() == count


def test_a_description_round_trips_through_json():
    model = PositionDescription.model_validate(MIDGAME)
    again = PositionDescription.model_validate_json(model.model_dump_json())
    assert again == model
    assert position(again).view(1) == position(MIDGAME).view(1)
    act(position(again), "play city")


def test_a_built_position_has_no_record():
    assert position(describe()).record() is None


# ---------------------------------------------------------------- mistakes
@pytest.mark.parametrize("description, message", [
    (describe(seats={0: {"hand": ["citty"]}}), "unknown card 'citty' in seat 0 hand"),
    (describe(extra=["citty"]), "unknown card 'citty' in extra"),
    (describe(colour="red"), "colour: Extra inputs are not permitted"),
    (describe(players=5), "players: Input should be less than or equal to 4"),
    (describe(market=["city"]), "market: unknown common card(s) in the market: city"),
    (describe(seats={2: {"hand": []}}), "seat 2 does not exist in a 2-player game"),
    (describe(turn=3), "seat 3 does not exist in a 2-player game"),
    (describe(sudden_death=[0]), "sudden death needs at least two distinct seats"),
    (describe(coins=-1), "coins: Input should be greater than or equal to 0"),
    (describe(seats={0: {"counters": {"store": 3}}}), "seats.0.counters.store: Input should be less than"),
    (describe(seats={0: {"deck": ["city"], "face_up": 2}}), "seat 0: 2 face-up cards on a deck of 1"),
    (describe(basic={"curse": 1}), "'curse' is not a basic market pile"),
    (describe(basic={"city": -1}), "basic pile city cannot hold -1 cards"),
    (describe(seats={0: {"lands": [{"land": "city"}]}}), "seat 0 has a domain but no princess"),
    (describe(seats={0: {"princess": "lulunasaika", "lands": [{"land": "duke"}]}}),
     "seat 0: duke is not a territory, so not a land"),
    (describe(seats={0: {"princess": "lulunasaika", "lands": [{"land": "city", "kept": "margrave"}]}}),
     "seat 0: margrave cannot be kept on a land"),
    (describe(seats={0: {"princess": "lulunasaika", "succession": ["city"]}}),
     "seat 0: city is a territory: it goes in lands"),
    (describe(seats={0: {"princess": "duke"}}), "seat 0: duke is not a princess"),
    (describe(princesses=["duke"]), "princesses: duke is not a princess"),
    (describe(market_stacks=[["purveyor", "library"]]), "is not one pile of commons or a rare"),
    (describe(market_stacks=[["city"]]), "is not one pile of commons or a rare"),
    (describe(market_stacks=[["purveyor"], ["purveyor"]]), "two market stacks hold the same pile"),
    (describe(market_stacks=[[c] for c in TEST_MARKET[:9]]), "the market holds at most 8 stacks, not 9"),
    (describe(seats={0: {"hand": ["scout"]}}), "no scout left for seat 0 hand"),
    (describe(seats={0: {"hand": ["orchard"] * 9}}), "no orchard left for seat 0 hand"),
    (describe(extra=["scout"]), "extra names cards the position does not use: scout"),
    (describe(seats={0: {"hand": [], "deck": []}}, abroad=[]), "has no place: every zone that could take it is named"),
    (describe(phase="second"), "the second phase of seat 0 has no decision in this position"),
    (describe(phase="keep", seats={0: {"hand": ["fast_horse"]}}),
     "the keep phase of seat 0 has no decision in this position"),
])
def test_every_mistake_is_a_one_line_position_error(description, message):
    with pytest.raises(PositionError) as caught:
        position(description)
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_a_position_error_is_a_value_error():
    assert issubclass(PositionError, ValueError)
