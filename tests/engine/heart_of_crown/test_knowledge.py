"""What a seat knows, and that sampled worlds respect it."""
from engine.core.rng import Rng
from engine.core.snapshot import snapshot
from tests.engine.heart_of_crown.scenario import play_all, table
from tests.engine.heart_of_crown.play import act


def _sampled_hands(state, seat, of, samples=30):
    return [sorted(state.determinize(seat, Rng(i)).players[of].hand) for i in range(samples)]


def test_a_hand_that_was_not_revealed_is_dealt_anew_in_sampled_worlds():
    state = table(hands={0: ["infantry_battalion", "city"], 1: ["city", "city", "court_maid", "senator", "duke"]},
                  decks={1: ["farming_village"] * 5})
    play_all(state, "play infantry_battalion", "discard city")
    assert state.players[1].known == []
    hands = _sampled_hands(state, 0, 1)
    assert all(len(hand) == 4 for hand in hands)
    assert any(hand != sorted(state.players[1].hand) for hand in hands)


def test_revealed_cards_are_never_moved_out_of_the_hand():
    state = table(hands={0: ["hunted_beast"], 1: ["city", "court_maid", "farming_village", "orchard", "city"]},
                  decks={0: ["duke"], 1: ["senator", "duke", "large_city"]})
    play_all(state, "play hunted_beast")          # nothing costing 5+: seat 1 reveals its hand
    revealed = sorted(state.players[1].hand)
    assert sorted(state.players[1].known) == revealed
    assert all(hand == revealed for hand in _sampled_hands(state, 0, 1))
    assert state.view(0)["players"][1]["known_hand"] == state.players[1].known


def test_a_card_that_was_face_up_on_a_deck_is_known_once_drawn():
    state = table(hands={0: ["reclamation_edict"]}, decks={1: ["duke", "senator"]})
    play_all(state, "play reclamation_edict")     # a face-up Farming Village on seat 1's deck
    assert state.view(0)["players"][1]["deck_faceup"] == ["farming_village"]
    state.draw(1, 1)
    assert "farming_village" in state.players[1].known
    assert all("farming_village" in hand for hand in _sampled_hands(state, 0, 1))


def test_cards_seen_on_top_of_the_own_deck_stay_on_top_in_sampled_worlds():
    state = table(hands={0: ["stargazing_witch", "farming_village"]},
                  decks={0: ["duke", "city", "farming_village", "senator", "court_maid"]})
    play_all(state, "play stargazing_witch", "done", "top duke")
    # Drew the Duke; the City it saw stays on top, the rest is unknown.
    assert state.players[0].hand == ["farming_village", "duke"]
    tops = {state.determinize(0, Rng(i)).players[0].deck[-1] for i in range(30)}
    assert tops == {"city"}


def test_a_sampled_world_does_not_depend_on_the_true_hidden_order_or_rng():
    state = table(decks={1: ["duke", "senator", "city", "city", "farming_village", "court_maid"]})
    other = state.clone()
    other.players[1].deck.reverse()
    other.players[1].hand.reverse()
    other.rng = Rng(12345)
    assert snapshot(state.determinize(0, Rng(9))) == snapshot(other.determinize(0, Rng(9)))


def test_looking_at_the_deck_is_an_event_only_the_owner_sees():
    state = table(hands={0: ["scout"]}, decks={0: ["duke", "city"]})
    events = act(state, "play scout")
    looks = [e for e in events if e["type"] == "look"]
    assert looks == [{"type": "look", "player": 0, "visible_to": 0, "cards": ["duke"], "reveals": True}]


def test_the_view_tells_costs_after_reductions_and_why_the_game_ended():
    state = table(hands={0: ["city"]}, princesses={0: "klamklam"})
    costs = state.view(0)["buy_costs"]
    assert costs["duke"] == 7 and costs["farming_village"] == 1
    state.supply[-1] = "alchemist"                 # cost 5: -3 Buried Treasure, -1 Klamklam
    state.supply_top_open, state.treasure = True, "alchemist"
    assert state.view(0)["buy_costs"]["alchemist@supply"] == 1
    state._win([0], "coronation")
    assert state.view(1)["end_reason"] == "coronation"
