"""Rules version 2 (issue 29): where version 1 read the rulebook wrong, each scenario
from the rulebook's words, and the version-1 behaviour old records replay with."""
from pydantic import BaseModel

from engine.ai.agents import make_agent
from engine.boards.hex import Hex
from engine.games.guild_masters import RULES_VERSION, new_game
from engine.games.guild_masters.content import standard
from engine.games.guild_masters.scoring import final_scores, winners
from tests.engine.guild_masters.scenario import act, at, options

STANDARD = {"content": "standard", "clear_map": True}


def _shuri(tiles, hand, version=RULES_VERSION):
    return at({**STANDARD, "rules_version": version,
               "seats": [{"receptionist": "shuri", "face": "back", "tiles": tiles, "hand": hand}, {}]})


def test_shuri_back_reads_the_play_condition_after_paying_the_tile():
    # L286: with one tile only, paid for the action, 『4tトラックの残骸』 (one tile) cannot be played.
    state = _shuri(["quiet_spring"], ["truck_wreck"])
    assert "special receptionist" not in options(state)
    assert state.players[0].tiles == ["quiet_spring"]


def test_shuri_back_with_two_tiles_plays_the_truck_after_paying_one():
    state = _shuri(["quiet_spring", "abandoned_camp"], ["truck_wreck"])
    act(state, "special receptionist")
    assert options(state) == ["tile abandoned_camp", "tile quiet_spring"]
    act(state, "tile quiet_spring", "card truck_wreck")
    player = state.players[0]
    assert player.tiles == ["abandoned_camp"] and [p.card for p in player.played] == ["truck_wreck"]


def test_shuri_back_offers_only_the_tiles_that_leave_an_event_to_play():
    # 聖者の救護院 needs an abyss tile: paying the abyss would leave none, so the spring is paid.
    state = _shuri(["abyss", "quiet_spring"], ["saints_hospice"])
    act(state, "special receptionist")
    assert options(state) == ["tile quiet_spring"]
    act(state, "tile quiet_spring", "card saints_hospice")
    assert state.players[0].tiles == ["abyss"]


def test_shuri_back_of_a_version_1_game_still_checks_before_paying():
    state = _shuri(["quiet_spring"], ["truck_wreck"], version=1)
    act(state, "special receptionist", "tile quiet_spring")
    player = state.players[0]
    assert player.tiles == [] and player.played == [] and "receptionist" in player.used_special


def test_two_copies_of_a_card_each_have_their_own_used_chip():
    # L120, L193: the used chip goes on the card whose special action was used.
    state = at({"seats": [{"gold": 20, "played": ["wyvern_couriers", "wyvern_couriers"]}, {}]})
    act(state, "special wyvern_couriers")
    first, second = state.players[0].played
    assert first.used and not second.used
    assert state.decision.player == 0                       # an extra turn: the second copy is still there
    act(state, "special wyvern_couriers")
    assert second.used and state.players[0].used_names() == ["wyvern_couriers"] * 2
    assert "special wyvern_couriers" not in options(state)


def test_a_used_copy_leaves_the_other_copy_usable_and_a_single_copy_used_is_not():
    two = at({"seats": [{"gold": 20, "used_special": ["wyvern_couriers"],
                         "played": ["wyvern_couriers", "wyvern_couriers"]}, {}]})
    one = at({"seats": [{"gold": 20, "used_special": ["wyvern_couriers"], "played": ["wyvern_couriers"]}, {}]})
    assert "special wyvern_couriers" in options(two) and "special wyvern_couriers" not in options(one)


def test_a_used_card_turned_face_down_gives_its_chip_back():
    # FAQ (L329): a card turned face down loses the used chip on it.
    state = at({"seats": [{"gold": 5, "hand": ["grudge_clerk"], "used_special": ["wyvern_couriers"],
                           "played": ["wyvern_couriers"]}, {}]})
    act(state, "play grudge_clerk", "card wyvern_couriers")
    assert state.players[0].used_names() == []


def _seren_rank_3(version=RULES_VERSION):
    cells = [{"cell": [3, -1], "tile": "abandoned_camp"}, {"cell": [3, -2], "tile": "goblin_stash"}]
    return at({**STANDARD, "rules_version": version, "cells": cells,      # the lab floats next to both
               "seats": [{"receptionist": "seren", "face": "back", "rank": 3, "lab": [4, -2]}, {}]})


def test_seren_back_rank_3_may_land_the_lab_on_a_later_turn():
    # L312: 「ランク3の常時効果で浮遊ラボをマップ上に配置できます」: a permanent effect, not
    # only the moment of the rank-up, and no action: the turn goes on.
    state = _seren_rank_3()
    act(state, "land_lab")
    assert options(state) == ["cell (3,-2)", "cell (3,-1)"]
    act(state, "cell (3,-1)")
    seren = state.players[0]
    assert seren.lab == Hex(3, -1) and state.owners[Hex(3, -1)] == [0, True] and "abandoned_camp" in seren.tiles
    assert state.decision.player == 0 and state.decision.kind == "turn" and "land_lab" not in options(state)


def test_seren_back_rank_3_of_a_version_1_game_lands_only_at_the_rank_up():
    assert "land_lab" not in options(_seren_rank_3(version=1))


def _explore_short_of_gold(version=RULES_VERSION):
    # a face-down ★3 tile, alone on the map: 5 × 3 = 15 gold to explore, and 14 in hand
    state = at({**STANDARD, "rules_version": version, "cells": [{"cell": [3, 0], "tile": "dragon_hoard", "face_up": False}],
                "seats": [{"receptionist": "melissa", "gold": 14, "potion": 1, "hand": ["truck_wreck"]}, {}]})
    act(state, "explore (3,0)")
    return state


def test_a_sale_may_pay_for_an_explore_once_its_tile_is_seen():
    # L196: 「ゲーム中の（自分の手番やアクションフェイズに限らず）どのようなタイミングであっても」
    # the seller may sell: here after the explore showed a tile it cannot yet pay for.
    state = _explore_short_of_gold()
    assert state.decision.kind == "explore_cost"
    assert options(state) == ["decline", "sell truck_wreck", "sell_potion"]
    act(state, "sell truck_wreck")
    assert state.decision.kind == "explore_cost" and "pay 0" in options(state)
    act(state, "pay 0")
    player = state.players[0]
    assert player.res[0] == 0 and "dragon_hoard" in player.tiles and player.altar == 0


def test_a_version_1_game_sells_only_at_the_turn_and_while_keeping():
    state = _explore_short_of_gold(version=1)
    assert options(state) == ["decline"]


def _setup_keep(version):
    """A new game at seat 0's setup decisions after the encounters: its swap, then its keep."""
    state = new_game({"players": 2}, 5, rules_version=version)
    while state.decision.kind == "encounter":
        state.apply(state.decision.options[0])
    return state


def test_at_setup_the_hand_may_be_sold_while_swapping_and_while_keeping():
    # L58-59: the events looked at again for keeping are the hand; L196: sold at any moment.
    state = _setup_keep(RULES_VERSION)
    assert state.decision.kind == "swap" and any(o[0] == "sell" for o in state.decision.options)
    while state.decision.kind == "swap":
        state.apply(("done",))
    seat = state.decision.player
    player = state.players[seat]
    card = state.drawn[0]
    gold, looked_at = player.res[0], len(state.drawn)
    state.apply(("sell", card))
    assert player.res[0] == gold + 1 and len(state.drawn) == looked_at - 1 and state.discard[-1] == card
    assert state.decision.kind == "keep" and state.decision.player == seat


def test_at_a_version_1_setup_only_the_regalia_may_be_sold():
    state = _setup_keep(1)
    assert not any(o[0] == "sell" for o in state.decision.options)
    while state.decision.kind == "swap":
        state.apply(("done",))
    sold = {o[1] for o in state.decision.options if o[0] == "sell"}
    assert sold and not sold & set(state.content.events)


def _reads_holdings(node) -> bool:
    """Whether a piece of content counts what a guild holds (the ``resource`` counter)."""
    if isinstance(node, BaseModel):
        if getattr(node, "per", None) == "resource" or getattr(node, "what", None) == "resource":
            return True
        return any(_reads_holdings(getattr(node, name)) for name in type(node).model_fields)
    if isinstance(node, (list, tuple)):
        return any(_reads_holdings(item) for item in node)
    if isinstance(node, dict):
        return any(_reads_holdings(item) for item in node.values())
    return False


def test_no_content_counts_the_gold_potions_or_hand_a_guild_holds():
    # note 12: what a sale changes is read only by its seller's own costs
    content = standard()
    found = [name for name, record in {**content.events, **content.regalia, **content.receptionists,
                                        **content.tiles, **content.bosses}.items() if _reads_holdings(record)]
    assert found == [] and not _reads_holdings(content.board)


def test_final_scoring_reads_no_gold_potion_or_hand():
    state = new_game({"players": 2, "content": "standard"}, 5)
    agents = [make_agent("baseline", "guild_masters", seat) for seat in range(2)]
    while state.decision is not None:
        state.apply(agents[state.decision.player].act(state))
    before = (final_scores(state), winners(state, final_scores(state)))
    assert all(p.hand and p.res[2] for p in state.players)          # something to sell at the end
    for player in state.players:
        for card in list(player.hand):
            state.sell(player, card)
        player.res[0] += 100
        player.res[2] = 0
    assert sum(len(p.hand) for p in state.players) == 0
    assert (final_scores(state), winners(state, final_scores(state))) == before


def _last_card_drawn(version=RULES_VERSION):
    """Seat 0 plays a card that draws the deck's last event; a discard pile waits to be
    reshuffled (L89) and seat 1 holds an event it may sell (L196)."""
    state = at({**STANDARD, "rules_version": version, "deck": ["truck_wreck"],
                "seats": [{"receptionist": "melissa", "gold": 5, "hand": ["street_lamps"]},
                          {"receptionist": "melissa", "hand": ["grand_banquet"]}]})
    state.discard = ["school_of_letters"]
    act(state, "play street_lamps")
    if state.decision.kind == "pay":
        act(state, "pay 0")
    return state


def test_before_another_seats_draw_reshuffles_the_discards_a_seat_may_sell_into_them():
    # L89 「山札が尽きたら即座に」 the discards become the deck; L196 a sale at any moment:
    # seat 1 may sell before seat 0's draw runs the deck out, and its card is in the new deck.
    state = _last_card_drawn()
    assert state.decision.kind == "sale_window" and state.decision.player == 1
    assert options(state) == ["done", "sell grand_banquet"]
    act(state, "sell grand_banquet")                # nothing more to sell: the draw goes on
    assert state.players[0].hand == ["truck_wreck"]
    assert sorted(state.deck) == ["grand_banquet", "school_of_letters"] and state.discard == []
    assert state.players[1].res[0] == 1 and state.decision.kind == "turn"


def test_a_seat_that_does_not_sell_before_the_reshuffle_keeps_its_card_out_of_the_deck():
    state = _last_card_drawn()
    act(state, "done")
    assert state.deck == ["school_of_letters"] and state.players[1].hand == ["grand_banquet"]


def test_no_sale_window_without_a_reshuffle_nor_in_a_version_1_game():
    state = _last_card_drawn(version=1)
    assert state.decision.kind == "turn" and state.deck == ["school_of_letters"]
    state = at({**STANDARD, "deck": ["truck_wreck", "fortune_teller"],
                "seats": [{"receptionist": "melissa", "gold": 5, "hand": ["street_lamps"]},
                          {"receptionist": "melissa", "hand": ["grand_banquet"]}]})
    state.discard = ["school_of_letters"]
    act(state, "play street_lamps")
    assert state.decision.kind != "sale_window"


def test_setup_draws_too_few_events_to_reshuffle_so_needs_no_sale_window():
    # 8 events a seat (L58) and at most 5 swapped each, by 4 seats, against the basic deck
    content = standard()
    deck = sum(card.copies for card in content.events.values() if card.deck == "basic")
    assert 4 * (8 + 5) < deck
