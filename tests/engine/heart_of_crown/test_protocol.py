"""Heart of Crown on protocol 2: compact actions with one exact text form,
Changes from apply (places touched, the undo barrier), the GameSpec."""
import pytest

from engine.ai.agents import make_agent
from engine.core.protocol import IllegalAction
from engine.core.spec import get_spec
from engine.games.heart_of_crown import SPEC, OptionsError, new_game
from engine.games.heart_of_crown.codec import CODEC, TEXT
from tests.engine.heart_of_crown.play import act, texts
from tests.engine.heart_of_crown.scenario import finish_turn, play_all, table


def test_every_action_reads_back_from_its_text():
    assert all(CODEC.parse(CODEC.text(action)) == action for action in range(len(TEXT)))
    assert CODEC.text(CODEC.parse("keep alchemist 1")) == "keep alchemist 1"


@pytest.mark.parametrize("text", ["play knight", "play:city", "buy city market", "nonsense", "", 3, None])
def test_text_that_names_no_action_is_refused(text):
    with pytest.raises(IllegalAction):
        CODEC.parse(text)


def test_actions_order_as_their_texts_did():
    # The agents break ties by comparing actions, as they compared strings.
    assert CODEC.parse("buy city") < CODEC.parse("buy city supply") < CODEC.parse("buy court_maid")


def test_the_legal_actions_of_seeded_games_are_ints_that_round_trip():
    state = new_game({"players": 3}, 4)
    agents = [make_agent("strong", "heart_of_crown", seat) for seat in range(3)]
    while state.decision is not None and state.turn_number < 30:
        for action in state.legal_actions():
            assert type(action) is int and state.is_legal(action) and CODEC.parse(CODEC.text(action)) == action
        state.apply(agents[state.decision.player].act(state))


@pytest.mark.parametrize("action", ["play city", CODEC.parse("buy duke"), -1, 10**6, True])
def test_apply_refuses_text_and_other_values_and_changes_nothing(action):
    state = table(hands={0: ["city"]})
    before = (list(state.players[0].hand), state.coins, state.phase, state.history)
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert (list(state.players[0].hand), state.coins, state.phase, state.history) == before


def test_changes_list_the_events_and_the_places():
    state = table(hands={0: ["city", "fast_horse"]})
    changes = state.apply(CODEC.parse("play city"))
    assert [e["type"] for e in changes.events] == ["play", "coins"] and changes.places     # test_places.py


def test_a_state_without_events_cannot_say_which_places_changed():
    state = new_game({"players": 2}, 1, log_events=False)
    changes = state.apply(state.legal_actions()[0])
    assert changes.events == [] and changes.places is None


def test_undo_may_cross_a_move_that_showed_nothing_and_kept_the_turn():
    state = table(hands={0: ["city", "city"]})
    assert state.apply(CODEC.parse("play city")).undo_barrier is False
    assert state.apply(CODEC.parse("end_main")).undo_barrier is False


@pytest.mark.parametrize("log_events", [True, False])
def test_a_draw_is_an_undo_barrier_with_or_without_events(log_events):
    state = table(hands={0: ["fast_horse"]})
    state.log_events = log_events
    assert state.apply(CODEC.parse("play fast_horse")).undo_barrier is True


def test_a_prompt_that_shows_the_deck_top_is_an_undo_barrier():
    state = table(hands={0: ["scout"]}, decks={0: ["duke", "city"]})
    changes = state.apply(CODEC.parse("play scout"))
    assert state.decision.prompt["looking"] == ["duke"] and changes.undo_barrier is True


def test_handing_the_decision_to_another_seat_is_an_undo_barrier():
    state = table(hands={0: ["city"]})     # no coins: nothing to buy, the turn ends
    changes = state.apply(CODEC.parse("end_main"))
    assert state.decision.player == 1 and changes.undo_barrier is True


def test_events_that_show_hidden_cards_say_so():
    state = table(hands={0: ["fast_horse"]})
    events = act(state, "play fast_horse")
    draw = next(e for e in events if e["type"] == "draw")
    assert draw["reveals"] is True and draw["visible_to"] == 0
    assert "reveals" not in next(e for e in events if e["type"] == "play")


def test_the_record_writes_actions_as_text():
    state = SPEC.start({"players": 2}, seed=3)
    chosen = [state.legal_actions()[0], state.legal_actions()[-1]]
    for action in chosen:
        state.apply(action)
    assert state.record().actions == [CODEC.text(a) for a in chosen]
    assert all(isinstance(a, str) for a in state.record().actions)


def test_the_spec_fills_in_defaults_and_keeps_the_option_errors_codes():
    assert get_spec("heart_of_crown") is SPEC
    assert SPEC.options_dict() == {"players": 2, "market": "random", "handicap": {}}
    assert SPEC.options_dict({"players": 3, "handicap": {"1": 2}})["handicap"] == {"1": 2}
    with pytest.raises(OptionsError) as error:
        SPEC.options_dict({"players": 5})
    assert error.value.code == "players"
    with pytest.raises(OptionsError) as error:
        SPEC.options_dict({"market": ["city"] * 10})
    assert error.value.code == "unknown_cards"


def test_the_spec_starts_a_game_and_lists_the_agents():
    state = SPEC.start({"players": 3}, seed=2)
    assert state.num_players == 3 and texts(state)
    assert set(SPEC.levels) <= set(SPEC.agents) and SPEC.policy in SPEC.agents
