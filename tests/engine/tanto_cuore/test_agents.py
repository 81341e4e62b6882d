"""The scripted players and the search's hooks: legal moves, the strong player
beats the baseline, the hint answers."""
from engine.ai.agents import make_agent, play_game
from engine.ai.levels import hint
from engine.games.tanto_cuore import SPEC
from engine.games.tanto_cuore.strategy import evaluate, obvious


def test_the_strong_player_beats_the_baseline_most_of_the_time():
    wins = 0
    for game in range(40):
        state = SPEC.start({}, 500 + game, log_events=False)
        strong = game % 2
        agents = [make_agent("strong" if seat == strong else "baseline", SPEC.id, game) for seat in range(2)]
        play_game(state, agents)
        wins += strong in state.winners and len(state.winners) == 1
    assert wins >= 24, wins


def test_the_evaluation_is_a_distribution_and_obvious_answers_only_with_a_legal_move():
    state = SPEC.start({"players": 3}, 4, log_events=False)
    agent = make_agent("strong", SPEC.id, 1)
    for _ in range(60):
        chances = evaluate(state)
        assert abs(sum(chances) - 1) < 1e-9 and all(0 <= c <= 1 for c in chances)
        move = obvious(state)
        assert move is None or move in state.legal_actions()
        state.apply(agent.act(state))


def test_hint_gives_a_legal_action_with_a_reason():
    state = SPEC.start({}, 8)
    agent = make_agent("strong", SPEC.id, 1)
    while state.decision.kind != "employ" or len(state.legal_actions()) < 3:
        state.apply(agent.act(state))
    advice = hint(state, state.decision.player, seed=1)
    assert advice["action"] in state.legal_actions() and advice["reason"]


def test_the_strong_players_kept_card_values_are_the_ones_it_works_out_afresh():
    """The employ values it keeps from earlier decisions and games
    (strategy._STEADY_VALUES) equal the values worked out at this very
    decision, Safran's VP option too; without them it chooses the same."""
    from engine.games.tanto_cuore import strategy
    checked = 0
    for game, safran_vp in enumerate((0, 1, 0, 1, 0)):
        state = SPEC.start({"players": 2 + game % 3, "safran_vp": safran_vp}, 40 + game, log_events=False)
        agents = [make_agent("strong", SPEC.id, seat) for seat in range(state.num_players)]
        while state.decision is not None:
            decision = state.decision
            agent = agents[decision.player]
            if decision.kind == "employ":
                kept = strategy._Context(state, decision.player).steady
                fresh = strategy._Context(state, decision.player)
                fresh.steady = {}
                for option in decision.options:
                    if len(option) == 2 and option[1] in kept:
                        assert kept[option[1]] == agent._value(state, decision.player, option, fresh)
                        checked += 1
                if game == 4:       # the last game: each choice as made with nothing kept
                    choice = agent.act(state)
                    strategy._STEADY_VALUES.clear()
                    assert agent.act(state) == choice
            state.apply(agent.act(state))
    assert checked > 300, checked


def test_hard_is_the_shared_search_with_its_own_smaller_budget_and_a_cap_under_a_second():
    from engine.ai.levels import HARD as SHARED_HARD
    from engine.games.tanto_cuore.levels import HARD
    hard = make_agent("hard", SPEC.id, 3)
    assert hard.name == "hard" and hard.iterations == HARD["iterations"] < SHARED_HARD["iterations"]
    assert hard.millis == HARD["millis"] < 1000 and hard.depth == SHARED_HARD["depth"]
    state = SPEC.start({}, 8)
    agent = make_agent("strong", SPEC.id, 1)
    while len(state.legal_actions()) < 3:
        state.apply(agent.act(state))
    assert hard.act(state) in state.legal_actions()
