"""What a table needs: describe, refusal and confirmation over the text form."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.ai.agents import make_agent
from engine.core.actions import OptionInfo, Place, parse_action
from engine.core.protocol import IllegalAction
from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.cards import CARDS
from engine.games.heart_of_crown.position import position
from engine.games.heart_of_crown.table_info import (
    SHARED_ZONES, STRINGS, ZONES, confirmation, describe, refusal)
from tests.engine.heart_of_crown.play import act, texts
from tests.engine.heart_of_crown.scenario import table

# Every decision kind Heart of Crown asks (state.py and effects.py).
KINDS = {
    "main", "second", "supply_unit", "keep", "coronation", "hideout", "donation", "castle_wall", "scout",
    "wishing_well", "trade_ship", "urban_development", "battering_ram", "stargazing_witch", "order_top",
    "magic_amulet", "general_store", "hunted_beast", "infantry_battalion", "charm_witch",
    "curse_witch_cost", "curse_witch", "royal_ball", "adventurer_exile", "adventurer_gain",
    "set_bought_maid", "bergamotte_cost", "bergamotte", "laolily", "flammaria",
}
CHECKS_PER_KIND = 25     # describing every option of every decision would take minutes


def options(state):
    return [parse_action(text) for text in texts(state)]


def info(state, text):
    return describe(state, *parse_action(text))


def _zone_cards(view, place: Place) -> list:
    """The cards a seat sees in ``place``, or None for zones that hold no named card."""
    if place.zone in ("market",):
        return [c for c, n in view["basic_market"].items() if n] + [c for s in view["market"] for c in s["cards"]]
    if place.zone == "supply":
        return [view["supply_top"]]
    if place.zone in ("princesses", "abroad"):
        return view[place.zone]
    seat = view["players"][place.seat]
    if place.zone == "kept":
        return [seat["lands"][place.slot]["kept"]]
    if place.zone == "princess":
        return [seat["princess"]]
    if place.zone == "domain":
        return seat["succession"]
    if place.zone in ("hand", "discard", "play"):
        return seat[place.zone]
    return None


def check(state, verb, args):
    seat, kind = state.decision.player, state.decision.kind
    got = describe(state, verb, args)
    assert isinstance(got, OptionInfo) and got.verb == verb
    assert got.card is None or got.card in CARDS
    for place in (got.source, got.target):
        if place is None:
            continue
        assert place.zone in ZONES and (place.seat is None) == (place.zone in SHARED_ZONES)
        assert place.seat is None or 0 <= place.seat < state.num_players
        assert (place.slot is not None) == (place.zone == "kept")
    if got.source is not None and got.card is not None:
        if got.source.zone == "looking":
            assert got.card in state.decision.prompt["looking"]
        else:
            cards = _zone_cards(state.view(seat), got.source)
            assert cards is None or got.card in cards, (kind, verb, args, got)
    assert (got.count is not None) == (verb == "count")


def _games():
    """Seeded games of random and baseline agents, 2 to 4 players, and one
    position for the one decision they never reach (a Battering Ram's tie)."""
    for game in range(400):
        players = 2 + game % 3
        state = new_game({"players": players, "market": "random"}, game)
        agents = [make_agent(("random", "baseline")[(game + s) % 2], "heart_of_crown", game * 7 + s)
                  for s in range(players)]
        yield state, agents
    tie = position({"market": "preset:court_intrigue", "seats": {
        0: {"hand": ["battering_ram", "city"]},
        1: {"princess": "lulunasaika", "lands": [{"land": "city", "kept": "scout"},
                                                 {"land": "city", "kept": "donation"}]}}})
    yield tie, [make_agent("random", "heart_of_crown", seat) for seat in range(2)]


def test_describe_gives_a_consistent_info_for_every_kind_of_option():
    checked = Counter()
    for state, agents in _games():
        for _ in range(3000):
            if state.decision is None:
                break
            kind = state.decision.kind
            if checked[kind] < CHECKS_PER_KIND:
                checked[kind] += 1
                for verb, args in options(state):
                    check(state, verb, args)
            state.apply(agents[state.decision.player].act(state))
    assert set(checked) == KINDS


@pytest.mark.parametrize("text, expected", [
    ("play city", OptionInfo("play", "city", Place("hand", 0), Place("play", 0))),
    ("recall alchemist 1", OptionInfo("recall", "alchemist", Place("kept", 0, 1), Place("hand", 0))),
    ("coin_counter", OptionInfo("coin_counter", None, Place("counters", 0), Place("coins", 0))),
    ("activate maid_lily", OptionInfo("activate", "maid_lily", Place("domain", 0))),
    ("activate bergamotte", OptionInfo("activate", "bergamotte", Place("princess", 0))),
    ("end_main", OptionInfo("end_main")),
])
def test_main_phase_options(text, expected):
    state = table(hands={0: ["city"]}, coins=3, princesses={0: "bergamotte"}, counters={0: {"store": 1}},
                  lands={0: ["city", ("large_city", "alchemist")]}, succession={0: ["maid_lily"]})
    assert info(state, text) == expected


def test_buys_come_from_the_market_or_the_open_supply_top():
    state = table(hands={0: ["buried_treasure"]}, supply=["alchemist"], coins=5)
    act(state, "play buried_treasure")
    assert info(state, "buy city") == OptionInfo("buy", "city", Place("market"), Place("discard", 0))
    assert info(state, "buy alchemist supply") == OptionInfo("buy", "alchemist", Place("supply"), Place("discard", 0))


def test_an_attack_on_a_kept_card_names_the_victims_slot():
    state = table(players=3, hands={0: ["battering_ram", "city"]},
                  princesses={2: "lulunasaika"}, lands={2: [("city", "fast_horse"), ("city", "hideout")]})
    act(state, "play battering_ram")
    assert info(state, "discard hideout 2") == OptionInfo(
        "discard", "hideout", Place("kept", 2, 1), Place("discard", 2))


def test_the_scout_looks_at_a_card_it_names():
    state = table(hands={0: ["scout", "city"]}, decks={0: ["duke"]})
    act(state, "play scout")
    assert info(state, "discard") == OptionInfo("discard", "duke", Place("looking", 0), Place("discard", 0))
    assert info(state, "keep") == OptionInfo("keep", "duke", Place("looking", 0), Place("deck", 0))


def test_laolily_counts_court_maids():
    state = table(coins=6, hands={0: ["city"]})
    act(state, "end_main")
    act(state, "back laolily")
    assert info(state, "count 3") == OptionInfo("count", "court_maid", Place("market"), Place("discard", 0), 3)


def test_describe_refuses_what_is_not_an_option():
    state = table(hands={0: ["city"]})
    with pytest.raises(IllegalAction):
        info(state, "play duke")


# ---------------------------------------------------------------- refusals
HAND, PLAY, MARKET, DISCARD, DOMAIN = (Place("hand", 0), Place("play", 0), Place("market"),
                                       Place("discard", 0), Place("domain", 0))


def _second_phase(coins=2, **more):
    state = table(hands={0: ["city"]}, coins=coins, **more)
    act(state, "end_main")
    return state


def _effect_decision():
    state = table(hands={0: ["trade_ship", "city"]})
    act(state, "play trade_ship")
    return state


@pytest.mark.parametrize("build, verb, card, source, target, key, values", [
    (lambda: table(hands={0: ["city"]}), "play", "city", Place("hand", 1), Place("play", 1), "not_your_turn", None),
    (lambda: _second_phase(), "play", "city", HAND, PLAY, "main_phase_over", None),
    (lambda: table(hands={0: ["city", "duke"]}), "play", "duke", HAND, PLAY, "succession_not_played", None),
    (lambda: table(hands={0: ["city", "apprentice_maid"]}), "play", "apprentice_maid", HAND, PLAY,
     "succession_not_played", None),
    (lambda: table(hands={0: ["city", "curse"]}), "play", "curse", HAND, PLAY, "calamity_not_played", None),
    (lambda: _effect_decision(), "play", "city", HAND, PLAY, "cannot_play", None),
    (lambda: table(hands={0: ["city"]}), "buy", "duke", MARKET, DISCARD, "end_main_first", None),
    (lambda: _second_phase(), "buy", "duke", MARKET, DISCARD, "too_dear", {"cost": 8, "coins": 2}),
    (lambda: _second_phase(princesses={0: "klamklam"}), "buy", "duke", MARKET, DISCARD, "too_dear",
     {"cost": 7, "coins": 2}),                                       # the price after reductions
    (lambda: _second_phase(basic={"duke": 0}), "buy", "duke", MARKET, DISCARD, "cannot_buy", None),
    (lambda: _effect_decision(), "buy", "duke", MARKET, DISCARD, "cannot_buy", None),
    (lambda: table(hands={0: ["city"]}), "set", "duke", HAND, DOMAIN, "not_into_domain", None),
    (lambda: table(hands={0: ["city"]}), "recall", "alchemist", Place("kept", 0, 0), HAND, "cannot_recall", None),
    (lambda: table(hands={0: ["city"]}), "put", "city", HAND, Place("deck", 0), "nothing", None),
])
def test_each_refusal_reason(build, verb, card, source, target, key, values):
    got = refusal(build(), verb, card, source, target)
    assert (got.key, got.text, got.values) == (key, STRINGS[key], values)
    assert got.card == (card if "{card}" in got.text else None)


def test_refusal_texts_are_todays_with_their_placeholders():
    assert STRINGS["too_dear"] == "{card} costs {cost}; you have {coins} coins."
    assert STRINGS["not_your_turn"] == "It is not your turn."
    assert all(text.format(card="X", cost=1, coins=2) for text in STRINGS.values())


def test_nobody_decides_in_a_finished_game():
    empty = {0: [], 1: []}     # no card ever again: the game ends by itself in a stalemate
    state = table(hands=empty, decks=empty, discards=empty,
                  princesses={0: "lulunasaika", 1: "klamklam"})
    assert state.decision is None
    assert refusal(state, "play", "city", HAND, PLAY).key == "not_your_turn"


# ---------------------------------------------------------------- confirmations
def test_ending_the_main_phase_with_a_card_still_playable_asks():
    assert confirmation(table(hands={0: ["city"]}), "end_main", ()) == (
        "cards_still_playable", "You can still play cards.", None, None)
    state = table(hands={0: ["city", "duke"]})
    act(state, "play city")
    assert confirmation(state, "end_main", ()) is None


def test_ending_the_second_phase_with_coins_and_a_buy_left_asks():
    assert confirmation(_second_phase(coins=2), "end_second", ()) == (
        "coins_left", "You still have {coins} coins.", None, {"coins": 2})
    # A buy left but no coin (Buried Treasure's card costs 0 here), or coins but no buy: no warning.
    free = table(hands={0: ["buried_treasure"]}, supply=["trade_ship"])
    act(free, "play buried_treasure")
    assert "buy trade_ship supply" in texts(free)
    assert confirmation(free, "end_second", ()) is None
    nothing_to_buy = table(hands={0: ["city", "senator"]}, coins=1, princesses={0: "lulunasaika"},
                           basic={"farming_village": 0}, market_stacks=[["alchemist"]])
    act(nothing_to_buy, "end_main")
    assert confirmation(nothing_to_buy, "end_second", ()) is None


def test_other_actions_need_no_confirmation():
    assert confirmation(table(hands={0: ["city"]}), "play", ("city",)) is None
