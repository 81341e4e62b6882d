"""A clone shares the fields that rarely change (the domains, the basic piles,
the exiled cards, the princesses left, the turn's cost reductions) with its
original until one of them changes: every move that changes one must replace
it, never change it in place. Each test makes that move in a clone only and
checks the original did not see it."""
from __future__ import annotations

from engine.core.rng import Rng
from engine.core.snapshot import snapshot
from tests.engine.heart_of_crown.scenario import finish_turn, play_all, table


def _only_the_clone_changes(state, *actions):
    """Play ``actions`` in a clone of ``state``; the original must stay as it was."""
    before = snapshot(state)
    twin = state.clone()
    play_all(twin, *actions)
    assert snapshot(state) == before, "playing a clone changed its original"
    assert snapshot(twin) != before
    return twin


def test_backing_a_princess_in_a_clone_leaves_the_originals_princesses_and_domain():
    state = table(hands={0: ["large_city", "large_city", "city"]})
    play_all(state, "play large_city", "play large_city", "play city")
    twin = _only_the_clone_changes(state, "back lulunasaika")
    assert "lulunasaika" not in twin.princesses and "lulunasaika" in state.princesses
    assert twin.players[0].lands and not state.players[0].lands


def test_buying_from_a_basic_pile_in_a_clone_leaves_the_originals_pile():
    state = table(hands={0: ["large_city", "city"]})
    play_all(state, "play large_city", "play city")
    twin = _only_the_clone_changes(state, "buy city")
    assert twin.basic.counts["city"] == state.basic.counts["city"] - 1


def test_an_upgrade_in_a_clone_leaves_the_originals_exiled_cards_and_pile():
    state = table(hands={0: ["purveyor", "urban_development", "farming_village", "city"]})
    play_all(state, "play purveyor", "play urban_development")
    twin = _only_the_clone_changes(state, "exile farming_village")
    assert twin.abroad == ["farming_village"] and state.abroad == []
    assert twin.basic.counts["city"] == state.basic.counts["city"] - 1


def test_a_cost_reduction_in_a_clone_leaves_the_originals_turn():
    state = table(hands={0: ["charm_witch", "city"],
                         1: ["alchemist", "city", "farming_village", "farming_village", "curse"]},
                  decks={0: ["duke"]})
    play_all(state, "play charm_witch")
    twin = _only_the_clone_changes(state, "discard alchemist")
    assert twin.charm_types and not state.charm_types
    assert twin.buy_cost("alchemist") == state.buy_cost("alchemist") - 1


def test_keeping_and_recalling_in_a_clone_leaves_the_originals_lands():
    state = table(hands={0: ["alchemist", "city"]}, princesses={0: "lulunasaika"}, lands={0: ["large_city"]})
    play_all(state, "end_main")
    assert state.decision.kind == "keep"
    twin = _only_the_clone_changes(state, "keep alchemist 0")
    assert twin.players[0].kept == ["alchemist"] and state.players[0].kept == [None]
    play_all(state, "keep alchemist 0")
    finish_turn(state)
    assert state.decision.kind == "main" and state.turn == 0
    twin = _only_the_clone_changes(state, "recall alchemist 0")
    assert twin.players[0].kept == [None] and state.players[0].kept == ["alchemist"]


def test_setting_and_losing_succession_cards_in_a_clone_leaves_the_originals_domains():
    state = table(hands={0: ["gossiping_duchess", "city"]}, princesses={0: "lulunasaika", 1: "laolily"},
                  succession={1: ["court_maid", "duke", "senator"]})
    play_all(state, "end_main")
    twin = _only_the_clone_changes(state, "set gossiping_duchess")
    assert twin.players[0].succession == ["gossiping_duchess"] and state.players[0].succession == []
    assert len(twin.players[1].succession) == 2 and len(state.players[1].succession) == 3


def test_a_determinized_world_leaves_the_original_as_it_was():
    state = table(hands={0: ["purveyor", "urban_development", "farming_village", "city"]})
    before = snapshot(state)
    world = state.determinize(0, Rng(5))
    play_all(world, "play purveyor", "play urban_development", "exile farming_village")
    assert snapshot(state) == before


def test_a_treasure_a_market_buy_and_a_refill_in_a_clone_leave_the_originals_market_and_supply():
    state = table(hands={0: ["buried_treasure", "large_city", "city"]}, supply=["alchemist", "library"])
    twin = _only_the_clone_changes(state, "play buried_treasure")
    assert twin.supply[-1] != state.supply[-1] and twin.treasure is not None and state.treasure is None
    play_all(state, "play large_city", "play city", "end_main")
    before = [list(stack) for stack in state.market]
    twin = _only_the_clone_changes(state, "buy fast_horse")
    assert sum(map(len, twin.market)) == sum(map(len, state.market)) - 1
    finish_turn(twin)        # the cleanup refills the clone's market from its supply
    assert [list(stack) for stack in state.market] == before
