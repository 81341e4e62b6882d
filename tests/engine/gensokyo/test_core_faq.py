"""The FAQ's statements that are not about battle (rulebook §17), as scenarios
built through position(); the battle ones are in the battle tests (F18 in
test_battle_flow)."""
from engine.core.rng import Rng
from engine.games.gensokyo.options import GensokyoOptions
from tests.engine.gensokyo.core_scenario import pos, roll, sq


def test_f1_f2_relocation_exchanges_a_placed_character_with_one_in_hand():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH03"], []], at="move",
                lands={"A06": {"owner": 0, "level": 2, "character": "CH02"}})
    roll(state, 1, 1)
    state.apply(("relocate", sq(state, "A06"), "CH03"))
    assert state.character[sq(state, "A06")] == "CH03" and state.cards.hands[0] == ["CH02"]
    assert state.money[0] == 35 and state.level[sq(state, "A06")] == 2


def test_f3_no_relocation_on_a_land_someone_else_owns_or_on_an_unowned_land():
    state = pos(pieces=[{"at": "A04"}, {}], hands=[["CH03"], []], at="move",
                lands={"A07": {"owner": 0, "character": "CH02"}})
    roll(state, 1, 1)                                # unowned A06: a claim, not a relocation
    assert state.decision.kind == "claim" and not any(o[0] == "relocate" for o in state.decision.options)


def test_f4_an_empty_deck_does_not_end_the_game_by_itself():
    state = pos(deck=["CH01"], hands=[[], []])
    state.apply(("draw",))
    assert state.cards.deck == [] and not state.ended and state.decision.is_chance


def test_f5_no_turn_start_draw_ends_the_game():
    assert pos(deck=[], hands=[[], []]).end_reason == "deck_empty"


def test_f6_no_event_draw_ends_the_game():
    state = pos(deck=[], pieces=[{"at": "A03"}, {}], hands=[[], []], at="move")
    roll(state, 1, 1)
    assert state.ended


def test_f7_no_spell_draw_ends_the_game():
    state = pos(deck=[], hands=[["SP07"], []], at="spell")
    state.apply(("spell", "SP07"))
    assert state.ended and state.end_reason == "deck_empty"


def test_f8_no_draw_for_a_placed_patchouli_ends_the_game_after_paying():
    state = pos(deck=[], pieces=[{"at": "A04"}, {}], hands=[["CH08"], []], at="move")
    roll(state, 1, 1)
    state.apply(("claim", "CH08"))
    assert state.ended and state.money[0] == 31 and state.character[sq(state, "A06")] == "CH08"


def test_f9_f10_a_failed_draw_while_moving_ends_it_there_with_no_toll():
    state = pos(deck=[], pieces=[{"at": "B15"}, {}], hands=[["CH09"], []], money=[40, 40], at="move",
                lands={"A02": {"owner": 1, "level": 5, "character": "CH09"}})
    roll(state, 1, 1)
    assert state.ended and state.board.square_id(state.position[0]) == "A01" and state.money == [80, 40]


def test_f21_f22_a_spell_is_paid_on_declaration_and_gold_rush_needs_2():
    state = pos(hands=[["SP01"], []], money=[2, 40], at="spell")
    assert ("spell", "SP01") in state.decision.options
    poor = pos(hands=[["SP01"], []], money=[1, 40], at="spell")
    assert poor.decision is None or poor.decision.kind != "spell"


def test_f23_f24_three_identical_cards_and_the_three_sakuya_are_different_cards():
    deck = ["CH05", "CH06", "CH07"] * 3 + [f"CH{n:02}" for n in range(8, 45)] + ["SP01", "SP02", "SP03", "SP04"]
    assert GensokyoOptions(players=2, deck=deck).deck.count("CH05") == 3


def test_f28_the_public_information_is_in_every_seats_view():
    state = pos(map="cross", hands=[["CH03", "SP01"], ["CH09"]], graveyard=["CH11"], money=[33, 44],
                pieces=[{"at": "A05", "facing": "A04", "checks": ["CHECK-S"]}, {}],
                lands={"A06": {"owner": 1, "level": 2, "character": "CH02", "spell": "SP14"}},
                player_spells=[{"card": "SP16", "player": 1, "expires": 3}])
    view = state.view(1)
    me = view["players"][0]
    assert (me["hand"], me["money"], me["facing"], me["checks"]) == (2, 33, "A04", ["CHECK-S"])
    assert view["deck"] == 20 and view["graveyard"] == ["CH11"]
    assert view["lands"]["A06"] == {"owner": 1, "level": 2, "character": "CH02", "spell": "SP14",
                                    "toll": state.toll(sq(state, "A06"))}
    assert view["player_spells"] == [{"card": "SP16", "player": 1, "expires": 3}]
    assert view["hand"] == ["CH09"] and "CH03" not in str(view["players"])


def test_a_sampled_world_keeps_the_seats_own_view_and_charisma_stays_charisma():
    state = pos(hands=[["CH03", "KA1"], ["CH09", "KA2"]], set_aside=["KA3", "KA4", "SP01"])
    for seed in range(5):
        world = state.determinize(0, Rng(seed))
        assert world.view(0) == state.view(0)
        assert sum(card.startswith("KA") for card in world.cards.hands[1]) == 1
        assert not any(card.startswith("KA") for card in world.cards.deck)


def test_f25_a_card_id_has_one_rules_text_and_one_copy_limit():
    """Editions and alternative art of a card are the same card (§14): one id
    and one text per card, so no card is listed twice under another id."""
    from engine.games.gensokyo.cards import CARDS
    texts = {}
    for card in CARDS.values():
        texts.setdefault((card.names.ja, card.kind, card.money), []).append(card.id)
    assert all(len(ids) == 1 for ids in texts.values()), [ids for ids in texts.values() if len(ids) > 1]
    assert len(CARDS) == 66


def test_f26_a_search_that_finds_nothing_takes_nothing_and_the_game_goes_on():
    for deck in (["SP01", "SP02"], []):
        state = pos(hands=[["SP09"], []], money=[40, 40], at="spell", deck=deck)
        state.apply(("spell", "SP09"))
        assert state.cards.hands[0] == [] and sorted(state.cards.deck) == sorted(deck)
        assert not state.ended and state.money[0] == 37
