"""Gensokyo's guided first game: six stages from prepared positions against
the gentle AI; the moves the steps teach do what their texts promise (the
claim, the 18圓 toll, 20圓 a level, the invasion won, Gold Rush's 9圓) and the
lesson ends by the empty deck with the learner ahead on total assets.

What every lesson must do: tests/desktop/games/test_guided_all.py."""

from desktop.games.gensokyo import GUIDED
from engine.games.gensokyo.position import position


def _stage(key):
    """The position of the stage holding the step ``key``, and that step."""
    for stage in GUIDED.lesson.stages:
        for step in stage.steps:
            if step.key == key:
                return position(stage.start.position), step
    raise KeyError(key)


def _lit(state, step):
    infos = [(action, state.describe(action)) for action in state.legal_actions()]
    return next(action for match in step.lit() for action, info in infos if match.fits(info))


def test_every_stage_starts_from_a_prepared_position_against_the_gentle_ai():
    assert GUIDED.lesson.opponent == "easy"
    assert all(stage.start.position is not None for stage in GUIDED.lesson.stages)
    assert [step.key for step in GUIDED.lesson.steps()] == [
        "claim", "toll", "invest", "invade", "main", "support", "spell", "invest_again", "deck_empty"]


def test_the_claim_puts_hong_meiling_on_the_land_for_5():
    state, step = _stage("claim")
    assert state.decision.kind == "claim" and _lit(state, step) == ("claim", "CH03")
    square = state.position[0]
    state.apply(("claim", "CH03"))
    assert (state.owner[square], state.character[square], state.money[0]) == (0, "CH03", 35)


def test_the_toll_is_the_12_the_text_names():
    state, step = _stage("toll")
    assert state.decision.kind == "toll_or_invade" and ("invade",) in state.decision.options
    assert "12圓" in step.text and state.toll(state.position[0], 0) == 12
    state.apply(_lit(state, step))
    assert state.money == [28, 52]


def test_investing_costs_20_a_level():
    state, step = _stage("invest")
    lit = _lit(state, step)
    assert lit[0] == "invest" and state.character[lit[1]] == "CH03" and lit[2] == 1
    state.apply(lit)
    assert state.money[0] == 20 and state.level[lit[1]] == 2


def test_the_invasion_with_mokou_and_sakuya_takes_daiyouseis_land():
    state, invade = _stage("invade")
    land = state.position[0]
    state.apply(_lit(state, invade))
    keys = {step.key: step for step in GUIDED.lesson.steps()}
    assert state.decision.kind == "battle_main"
    state.apply(_lit(state, keys["main"]))
    assert state.decision.kind == "battle_support"
    state.apply(_lit(state, keys["support"]))
    while state.battle is not None:                 # the defender has no hand: nothing to commit
        state.apply(state.decision.options[0] if not state.decision.is_chance else state.chance_outcome())
    assert (state.owner[land], state.character[land]) == (0, "CH29")


def test_gold_rush_pays_9_for_three_lands_then_invests():
    state, step = _stage("spell")
    state.apply(_lit(state, step))
    assert state.money[0] == 40 - 2 + 9 and state.decision.kind == "invest"


def test_the_lesson_ends_by_the_empty_deck_with_the_learner_ahead():
    state, step = _stage("deck_empty")
    assert not state.cards.deck
    state.apply(_lit(state, step))
    while not state.is_over:
        assert state.decision.player != 0            # no more decisions for the learner
        state.apply(state.chance_outcome() if state.decision.is_chance else state.decision.options[0])
    assert state.end_reason == "deck_empty" and state.winners == (0,)
