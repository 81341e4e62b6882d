"""The hot path's shortcuts give what the full listings give. Over every
decision of seeded games (mixed agents, 2-4 players, states that log events
and states that do not), the second phase's checks without a price list
(``_buy_price``, ``_can_buy``) and the baseline's buy ranking must agree with
``_prices`` and ``_best_buy``; a plain play that keeps the main decision must
leave one whose options are those a fresh listing gives; and an agent's
``answer``, which runs plain plays through ``play_in_order``, must play the
same game as ``act`` one decision at a time."""
from __future__ import annotations

from engine.ai.agents import make_agent
from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.baseline import BUY_VALUE, BaselineAgent
from engine.games.heart_of_crown.codec import CODE, VERB, actions_of
from engine.games.heart_of_crown.rule_tables import PLAIN_PLAYS
from engine.games.heart_of_crown.state_parts import PhaseDecision

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


def _record_and_state(seed, players, kinds, through: bool):
    """A seeded game that logs no events, answered by ``act`` one decision at
    a time or through ``answer`` (runs of plain plays in one call)."""
    agents = [make_agent(kinds[(seed >> seat) & 1], GAME, seed + seat) for seat in range(players)]
    state = new_game({"players": players}, seed, log_events=False)
    answers = 0
    while state.decision is not None:
        agent = agents[state.decision.player]
        if through:
            before = len(state.record().actions)
            made = agent.answer(state, 10_000)
            assert made >= 1 and len(state.record().actions) - before == made
        else:
            state.apply(agent.act(state))
        answers += 1
    return state, answers


def test_answering_through_runs_of_plays_gives_the_same_game_as_one_act_at_a_time():
    runs = 0
    for seed in range(30):
        players = 2 + seed % 3
        one_by_one, decisions = _record_and_state(seed, players, ("baseline", "strong"), through=False)
        through, answers = _record_and_state(seed, players, ("baseline", "strong"), through=True)
        assert through.record().actions == one_by_one.record().actions, seed
        assert through.winners == one_by_one.winners
        assert [p.points() for p in through.players] == [p.points() for p in one_by_one.players]
        assert through.rng.state == one_by_one.rng.state        # the same shuffles
        runs += decisions - answers
    assert runs > 1000      # plays were answered several in one call


def test_play_in_order_makes_the_play_act_would_and_nothing_where_another_answer_is_due():
    agent = BaselineAgent()
    played = declined = 0
    for seed in range(1, 20, 2):
        state = new_game({"players": 2}, seed, log_events=False)
        while state.decision is not None:
            action = agent.act(state)
            if state.decision.kind == "main" and agent._plays_next(state.players[state.turn]):
                twin = state.clone()
                made = twin.play_in_order(agent.play_order, 1)      # at most one: its limit
                if made:
                    assert action in PLAIN_PLAYS
                    state.apply(action)
                    assert twin.record().actions == state.record().actions
                    assert twin.players[twin.turn].hand == state.players[state.turn].hand
                    assert (twin.coins, twin.plays_left, twin.phase) == (state.coins, state.plays_left, state.phase)
                    played += 1
                    continue
                assert made == 0 and action not in PLAIN_PLAYS
                declined += 1
            state.apply(action)
    assert played > 500 and declined > 20
    logged = new_game({"players": 2}, 1, log_events=True)
    assert logged.play_in_order(agent.play_order, 10) == 0      # a state that logs events: apply's path


def test_a_run_of_plays_gives_the_library_coin_to_each_action_card_as_apply_does():
    from tests.engine.heart_of_crown.scenario import play_all, table
    state = table(hands={0: ["library", "fast_horse", "purveyor", "city"]}, decks={0: ["farming_village"] * 3})
    play_all(state, "play library")
    state.log_events = False
    state.history = ()          # a position has no record: start one here, to read the plays back
    logged = state.clone()
    logged.log_events = True
    made = state.play_in_order(BaselineAgent.play_order, 10)
    plays = state.record().actions
    assert made == len(plays) >= 3 and {"play fast_horse", "play purveyor"} <= set(plays)
    play_all(logged, *plays)
    # Library: +1 for each action card played after it (fast_horse, purveyor), not for a city.
    assert state.coins == logged.coins >= 1 + (1 + 1) + (2 + 1) + 2
    assert state.players[0].hand == logged.players[0].hand
