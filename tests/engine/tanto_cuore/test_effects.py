"""Every card effect of the base set, each as a scenario built with ``position``."""
from engine.games.tanto_cuore.codec import CODEC
from tests.engine.tanto_cuore.scenario import finish_turn, options, play, table

EFFECT_TOWN = ["sainsbury", "tenalys", "natsumi", "nena", "esquine", "eliza", "claire", "kagari", "azure", "anise"]


def effect_table(**kw):
    return table(maids=EFFECT_TOWN, **kw)


def test_sainsbury_exchanges_a_1_love_for_a_2_love_or_a_cheap_maid_into_the_hand():
    state = effect_table(seats={0: {"hand": ["sainsbury", "love_1", "love_1", "colette", "colette"]}})
    play(state, "serve sainsbury")
    texts = options(state)
    assert "exchange love_2" in texts and "exchange azure" in texts and "exchange colette" in texts
    assert "exchange anise" not in texts and "exchange sainsbury" not in texts    # cost 7 and 5
    before = state.town.counts["love_1"]
    play(state, "exchange love_2")
    hand = state.players[0].hand
    assert hand.count("love_1") == 1 and "love_2" in hand and state.town.counts["love_1"] == before + 1
    assert "love_2" in state.players[0].known          # taken in everyone's sight


def test_tenalys_gives_love_and_an_employ_and_every_other_player_draws():
    state = effect_table(players=3, seats={0: {"hand": ["tenalys", "love_1", "love_1", "love_1", "love_1"]}})
    play(state, "serve tenalys")
    assert (state.love, state.employs) == (3, 2)
    assert [len(p.hand) for p in state.players] == [4, 6, 6]


def test_natsumi_discard_makes_players_with_four_cards_discard():
    state = effect_table(players=3, seats={0: {"hand": ["natsumi", "colette", "love_1", "love_1", "love_1"],
                                               "deck": ["love_1"]},
                                           2: {"hand": ["love_1", "love_1", "colette"]}})
    play(state, "serve natsumi")
    assert state.servings == 2
    play(state, "discard colette")
    assert state.decision.player == 1 and state.decision.kind == "natsumi_others"
    play(state, "discard " + CODEC.text(state.legal_actions()[0]).split()[1])
    assert len(state.players[1].hand) == 4 and len(state.players[2].hand) == 3
    assert state.decision.player == 0


def test_nena_puts_a_bad_habit_on_each_neighbour_with_a_maid():
    state = effect_table(players=4, seats={0: {"hand": ["nena", "love_1", "love_1", "love_1", "love_1"]},
                                           1: {"chambermaids": ["azure"]}, 2: {"chambermaids": ["azure"]},
                                           3: {"private": ["rosa"]}})
    play(state, "serve nena")
    assert [p.bad_habits for p in state.players] == [0, 1, 0, 1] and state.love == 1


def test_nena_in_a_two_player_game_hits_once():
    state = effect_table(seats={0: {"hand": ["nena", "love_1", "love_1", "love_1", "love_1"]},
                                1: {"chambermaids": ["azure"]}})
    play(state, "serve nena")
    assert state.players[1].bad_habits == 1


def test_esquine_discards_up_to_two_for_a_serving_each():
    state = effect_table(seats={0: {"hand": ["esquine", "colette", "colette", "love_1", "love_1"],
                                    "deck": ["kagari", "love_1"]}})
    play(state, "serve esquine")
    assert state.decision.max_picks == 2 and state.decision.picked == 0
    play(state, "discard colette")
    assert state.decision.picked == 1
    play(state, "discard colette")
    assert state.servings == 2 and state.players[0].discard.count("colette") == 2


def test_eliza_looks_at_a_deck_top_and_may_discard_it():
    state = effect_table(seats={0: {"hand": ["eliza", "love_1", "love_1", "love_1", "love_1"]},
                                1: {"deck": ["marianne", "love_1"]}})
    play(state, "serve eliza", "look 1")
    assert state.decision.prompt["looking"] == ["marianne"]
    assert state.view(1)["decision"] == {"player": 0, "kind": "eliza_top"}   # only the looker sees it
    play(state, "discard_top")
    assert state.players[1].discard == ["marianne"] and state.players[1].deck == ["love_1"]


def test_claire_returns_an_event_from_her_owners_quarters():
    state = effect_table(seats={0: {"hand": ["claire", "love_1", "love_1", "love_1", "love_1"],
                                    "bad_habits": 2, "chambermaids": [{"card": "azure", "illnesses": 1}]}})
    play(state, "serve claire")
    assert options(state) == ["return bad_habit", "return illness chambermaids 0", "decline"]
    play(state, "return illness chambermaids 0")
    assert state.players[0].chamber_ill == [0] and state.servings == 1


def test_claire_in_hand_reacts_to_an_event_on_another_players_turn():
    """Reactions on other players' turns: the victim decides, the event goes back."""
    state = effect_table(phase="employ", love=2, seats={0: {"hand": ["love_1"] * 5},
                                                        1: {"hand": ["claire", "love_1", "love_1", "love_1", "love_1"],
                                                            "chambermaids": ["azure"]}})
    bad = state.town.counts["bad_habit"]
    play(state, "employ bad_habit 1")
    assert state.decision.player == 1 and state.decision.kind == "reaction"
    play(state, "react")
    assert state.players[1].bad_habits == 0 and state.town.counts["bad_habit"] == bad
    assert "claire" in state.players[1].known


def test_declining_the_reaction_lets_the_event_in():
    state = effect_table(phase="employ", love=2, seats={0: {"hand": ["love_1"] * 5},
                                                        1: {"hand": ["claire"] + ["love_1"] * 4, "chambermaids": ["azure"]}})
    play(state, "employ bad_habit 1", "decline")
    assert state.players[1].bad_habits == 1


def test_amber_makes_others_discard_their_deck_top_and_draw_one_fewer_for_a_non_maid():
    state = effect_table(seats={0: {"hand": ["love_1"] * 5, "deck": ["love_2"] + ["love_1"] * 6},
                                1: {"private": ["amber"]}})
    finish_turn(state)
    player = state.players[0]
    assert "love_2" in player.discard and len(player.hand) == 4
    state = effect_table(seats={0: {"hand": ["love_1"] * 5, "deck": ["kagari"] + ["love_1"] * 6},
                                1: {"private": ["amber"]}})
    finish_turn(state)
    assert "kagari" in state.players[0].discard and len(state.players[0].hand) == 5


def test_nord_discards_all_but_one_and_puts_two_illnesses_on_one_maid():
    state = effect_table(phase="start", seats={0: {"private": ["nord"], "hand": ["kagari", "love_1", "love_1", "love_2", "colette"]},
                                               1: {"chambermaids": ["azure"]}})
    play(state, "ability", "keep love_2")
    assert state.players[0].hand == ["love_2"]
    assert "target 1 chambermaids 0" in options(state) and "target 0 private 0" in options(state)
    play(state, "target 1 chambermaids 0")
    assert state.players[1].chamber_ill == [2]


def test_sora_moves_an_event_to_another_players_quarters():
    state = effect_table(phase="start", seats={0: {"private": ["sora"], "bad_habits": 1},
                                               1: {"chambermaids": ["azure"]}})
    play(state, "ability", "move bad_habit 0", "target 1")
    assert (state.players[0].bad_habits, state.players[1].bad_habits) == (0, 1)


def test_fay_chooses_love_or_an_employ():
    state = effect_table(phase="start", seats={0: {"private": ["fay"], "hand": ["love_1"] * 5}})
    assert state.decision.kind == "fay"
    play(state, "choose employ")
    assert (state.love, state.employs) == (0, 2)


def test_milly_and_tanya_help_the_first_drawing_maid_only():
    state = effect_table(seats={0: {"private": ["milly"], "hand": ["anise", "kagari", "love_1", "love_1", "love_1"]}})
    play(state, "serve kagari", "serve anise")
    assert state.servings == 2            # 1 + 2 (Kagari) - 2 + 1 (Milly)
    state = effect_table(seats={0: {"private": ["tanya"], "hand": ["anise", "love_1", "love_1", "love_1", "love_1"],
                                    "deck": ["love_1"] * 5}})
    play(state, "serve anise")
    assert len(state.players[0].hand) == 4 + 4


def test_eugenie_looks_at_a_random_card_and_may_swap():
    state = effect_table(phase="start", seats={0: {"private": ["eugenie"], "hand": ["colette"] * 5},
                                               1: {"hand": ["love_3"] * 5}})
    play(state, "ability", "peek 1")
    assert state.decision.prompt["looking"] == ["love_3"]
    play(state, "swap")
    assert state.players[0].hand.count("love_3") == 1 and state.players[1].hand.count("colette") == 1
    assert state.players[1].peeked[0] == ["colette"] and state.players[0].peeked[1] == ["love_3"]


def test_lucienne_gives_a_serving_in_the_starting_phase():
    state = effect_table(phase="start", seats={0: {"private": ["lucienne"], "hand": ["kagari"] + ["love_1"] * 4}})
    assert state.servings == 2
