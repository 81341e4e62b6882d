"""Whole games with the real battle, random legal answers, invading
whenever it may: every game ends, every card stays somewhere once, nobody's
money goes below 0, and the battles reach their decisions and chance steps."""
import random

from engine.games.gensokyo.state import GensokyoState


def test_random_games_with_battles_keep_their_invariants():
    kinds, battles = set(), 0
    for seed in range(24):
        players = 2 + seed % 3
        state = GensokyoState({"players": players, "map": "cross" if seed % 4 == 3 else "loop"}, seed)
        cards, chooser = state.invariant_card_count(), random.Random(seed)
        for _ in range(20000):
            if state.ended:
                break
            decision = state.decision
            kinds.add(decision.kind)
            if decision.is_chance:
                action = state.chance_outcome()
            elif ("invade",) in decision.options:
                action = ("invade",)
            else:
                action = chooser.choice(decision.options)
            battles += sum(e["type"] == "battle_result" for e in state.apply(action).events)
            assert state.invariant_card_count() == cards and min(state.money) >= 0
        assert state.ended
    assert battles > 100
    assert {"battle_main", "battle_support", "pick", "discard"} <= kinds
