"""The hot path's shortcuts give what the full listings give. Over every
decision of seeded games (mixed agents, 2-4 players, states that log events
and states that do not), the second phase's checks without a price list
(``_buy_price``, ``_can_buy``) and the baseline's buy ranking must agree with
``_prices`` and ``_best_buy``; a plain play that keeps the main decision must
leave one whose options are those a fresh listing gives."""
from __future__ import annotations

from engine.ai.agents import make_agent
from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.baseline import BUY_VALUE, BaselineAgent
from engine.games.heart_of_crown.codec import CODE, VERB, actions_of
from engine.games.heart_of_crown.state import PhaseDecision

GAME = "heart_of_crown"
BUYS = (*actions_of("buy").values(), *actions_of("buy", "supply").values())


def _decisions(seeds, kinds=("baseline", "strong")):
    """(state, action its agent answers) for every decision of the seeded games."""
    for seed in seeds:
        players = 2 + seed % 3
        agents = [make_agent(kinds[(seed >> seat) & 1], GAME, seed + seat) for seat in range(players)]
        state = new_game({"players": players}, seed, log_events=seed % 2 == 0)
        while state.decision is not None:
            action = agents[state.decision.player].act(state)
            yield state, action
            state.apply(action)


def test_a_buy_is_priced_without_the_list_as_the_list_prices_it():
    checked = 0
    for state, _ in _decisions(range(40)):
        if state.decision.kind != "second":
            continue
        prices = state._prices()
        for action in BUYS:
            assert state._buy_price(action) == prices.get(action), (state.seed, action)
        assert state._can_buy() == bool(prices)
        checked += 1
    assert checked > 500


def test_the_baseline_ranking_buys_what_best_buy_picks_from_the_prices():
    agent = BaselineAgent()
    checked = 0
    for state, _ in _decisions(range(40)):
        if state.decision.kind != "second" or state.second_mode == "set":
            continue
        player = state.players[state.turn]
        prices = state._prices()
        expected = agent._best_buy(state, player, prices.items()) if prices else None
        assert agent._buy(state, player) == expected, (state.seed, state.coins)
        checked += 1
    assert checked > 500


def test_the_ranking_may_skip_the_city_rule_because_a_city_is_worth_nine_or_more():
    # _ranked_buy returns None for a best buy under 9 with 3 coins or more, as
    # _best_buy does unless a City is on offer: a City must outrank that.
    assert all(BUY_VALUE[has_domain][CODE["buy:city"]] >= 9 for has_domain in (False, True))


def test_a_kept_main_decision_lists_what_a_fresh_one_would():
    kept = 0
    for seed in range(1, 40, 2):      # states that log no events take the plain play's shortcut
        agents = [make_agent("baseline", GAME, seed + seat) for seat in range(2)]
        state = new_game({"players": 2}, seed, log_events=False)
        while state.decision is not None:
            decision = state.decision
            action = agents[decision.player].act(state)
            state.apply(action)
            if state.decision is decision:
                assert VERB[action] == "play" and isinstance(decision, PhaseDecision)
                assert list(decision.options) == state._main_options()
                kept += 1
    assert kept > 1000
