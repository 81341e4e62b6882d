"""Every rule of the summary (../shared/rules/tanto_cuore.rules-summary.zh-Hans.txt),
its special rules and its 注意事项 as scenario tests, each quoting the words it checks."""
from collections import Counter

import pytest

from engine.core.protocol import IllegalAction
from engine.games.tanto_cuore import SPEC
from engine.games.tanto_cuore.cards import CARDS, GENERAL, PRIVATE
from engine.games.tanto_cuore.codec import CODEC
from engine.games.tanto_cuore.scoring import breakdown
from tests.engine.tanto_cuore.scenario import finish_turn, options, play, table


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_town_private_pile_and_starting_decks(players):
    """游戏开始的准备: 女仆长.病气.恶癖.爱心1.爱心2.爱心3 on the table; 10 of the 16 general
    maids; the 10 private maids face down with the top two turned up; every player
    7 × 爱心1 and 3 × コレット, shuffled, draws 5."""
    state = SPEC.start({"players": players}, 5)
    view = state.view(0)
    town = {pile["card"]: pile["count"] for pile in view["town"]}
    assert len(view["town_maids"]) == 10 and set(view["town_maids"]) <= set(GENERAL)
    assert town["love_1"] == 36 - 7 * players and town["colette"] == 24 - 3 * players
    assert (town["love_2"], town["love_3"], town["marianne"], town["illness"], town["bad_habit"]) == (12, 8, 8, 10, 16)
    assert view["private_pile"]["count"] == 8 and len(view["private_pile"]["open"]) == 2
    for player in state.players:
        assert Counter(player.owned()) == Counter({"love_1": 7, "colette": 3})
        assert len(player.hand) == 5 and len(player.deck) == 5


def test_the_preset_town_is_the_recommended_first_town():
    state = SPEC.start({"town": "preset:first_game"}, 1)
    assert set(state.town_maids) == {"azure", "viola", "rouge", "safran", "kagari", "genevieve",
                                     "moine", "tenalys", "sainsbury", "anise"}


def test_a_random_town_depends_on_the_seed_only():
    assert SPEC.start({}, 3).town_maids == SPEC.start({}, 3).town_maids
    assert len({SPEC.start({}, seed).town_maids for seed in range(6)}) > 1


# ---------------------------------------------------------------- starting phase
def test_starting_phase_cures_an_illness_with_a_3_love():
    """开始阶段 i: 从手上弃掉一张爱心3 把自己家中一张女仆身上的病气放回供应区."""
    state = table(phase="start", seats={0: {"hand": ["love_3", "love_1", "love_1", "love_1", "kagari"],
                                            "chambermaids": [{"card": "azure", "illnesses": 1}]}})
    before = state.town.counts["illness"]
    assert "cure chambermaids 0" in options(state)
    play(state, "cure chambermaids 0")
    assert state.players[0].chamber_ill == [0]
    assert state.town.counts["illness"] == before + 1
    assert "love_3" in state.players[0].discard and "love_3" not in state.players[0].hand


def test_each_turn_gives_one_serving_and_one_employ():
    """并且玩家在此时获得1奉仕次数与1雇用次数."""
    state = table(seats={0: {"hand": ["kagari", "love_1", "love_1", "love_1", "love_1"]}})
    assert (state.servings, state.employs, state.love) == (1, 1, 0)


def test_a_private_maids_start_ability_works_in_the_starting_phase():
    """开始阶段 ii: 启动专属女仆的能力(若该专属女仆的能力是在开始阶段发动). Rosa: Love +1."""
    state = table(phase="start", seats={0: {"private": ["rosa"], "hand": ["love_1"] * 5}})
    assert state.love == 1 and state.phase == "employ"


def test_the_player_orders_the_starting_phase_lalande_draws_before_the_cure():
    """FAQ (S4): starting-phase effects in any order: with a 3 Love in hand the player
    chooses between the cure and Lalande's draw; without one, Lalande draws at once and
    the 3 Love she brings may cure."""
    ill = {"chambermaids": [{"card": "rouge", "illnesses": 1}], "private": ["lalande"]}
    state = table(phase="start", seats={0: {**ill, "hand": ["love_3"] + ["love_1"] * 4, "deck": ["love_3", "love_1"]}})
    assert options(state) == ["cure chambermaids 0", "ability", "end_start"]
    play(state, "ability")
    assert options(state) == ["cure chambermaids 0", "end_start"] and state.players[0].hand.count("love_3") == 2
    state = table(phase="start", seats={0: {**ill, "hand": ["love_1"] * 5, "deck": ["love_3", "love_1"]}})
    assert options(state) == ["cure chambermaids 0", "end_start"] and "love_3" in state.players[0].hand


# ---------------------------------------------------------------- serving phase
def test_serving_costs_a_serving_and_gives_the_maids_bonus():
    """奉仕阶段: 每进行一次奉仕皆需消耗1奉仕次数 … 玩家可依该女仆记载的效果获得BONUS."""
    state = table(seats={0: {"hand": ["kagari", "genevieve", "love_1", "love_1", "love_1"],
                             "deck": ["moine", "love_2"]}})
    play(state, "serve kagari")
    assert state.servings == 2
    play(state, "serve genevieve")
    assert (state.servings, state.love) == (2, 1) and "moine" in state.players[0].hand


def test_no_serving_without_servings_left():
    """但若奉仕次数用尽便无法再请女仆进行奉仕."""
    state = table(seats={0: {"hand": ["eliza", "moine", "love_1", "love_1", "love_1"], "deck": ["love_1"] * 3}})
    play(state, "serve moine")
    assert state.servings == 0 and state.decision.kind == "employ"
    with pytest.raises(IllegalAction):
        state.apply(("serve", "eliza"))


def test_maid_chiefs_cannot_serve():
    """女仆长: 无法使用一般奉仕."""
    state = table(seats={0: {"hand": ["marianne", "colette", "kagari", "love_1", "love_1"]}})
    texts = options(state)
    assert "serve marianne" not in texts and "serve colette" not in texts and "serve kagari" in texts


def test_chambering_pays_its_servings_and_gives_no_effect():
    """贴身奉仕: 消耗该牌指定的奉仕次数 将该牌面朝上放在自己家中 (FAQ: chambering is not serving)."""
    state = table(seats={0: {"hand": ["kagari", "colette", "rouge", "love_1", "love_1"]}})
    assert "chamber colette" not in options(state)          # Colette takes 2 servings
    play(state, "serve kagari", "chamber colette")
    assert state.servings == 0 and state.love == 0
    assert state.players[0].chamber == ["colette"]


def test_chambermaids_stay_in_the_quarters_at_the_end_of_the_turn():
    """在回合结束时 所有贴身奉仕的女仆都不会放进弃牌堆."""
    state = table(seats={0: {"hand": ["kagari", "safran", "azure", "love_1", "love_1"]}})
    play(state, "serve kagari", "chamber safran", "chamber azure")
    finish_turn(state)
    player = state.players[0]
    assert player.chamber == ["safran", "azure"] and "kagari" in player.discard
    assert "safran" not in player.owned() and "azure" not in player.owned()


# ---------------------------------------------------------------- employ phase
def test_employing_pays_love_from_hand_and_from_maids_and_goes_to_the_discard():
    """雇用阶段: 从手上展示出与要雇用的牌价值相等数量的爱心 (若在奉仕阶段有因女仆卡获得爱心
    也可在此时使用) 雇用後的女仆卡放入弃牌堆."""
    state = table(employs=2, seats={0: {"hand": ["eliza", "love_1", "love_1", "love_2", "colette"]}})
    play(state, "serve eliza", "decline")
    assert state.love_available() == 6
    texts = options(state)
    assert "employ genevieve" in texts and "employ marianne" not in texts
    play(state, "employ genevieve")
    player = state.players[0]
    assert "genevieve" in player.discard and state.love_available() == 2 and state.employs == 1


def test_only_the_two_face_up_private_maids_can_be_employed_and_the_pile_refills():
    """而雇用专属女仆只能雇用被翻开的那两张 雇用後直接将该专属女仆放到自己家中 并从专属女仆牌堆
    最上方再翻开一张补上."""
    state = table(phase="employ", private_open=["rosa", "sora"], private_pile=["milly"],
                  seats={0: {"hand": ["love_2", "love_2", "love_2", "love_1", "love_1"]}})
    texts = options(state)
    assert "employ rosa" in texts and "employ sora" in texts and "employ milly" not in texts
    play(state, "employ rosa")
    assert state.players[0].private == ["rosa"] and "rosa" not in state.players[0].discard
    assert state.private_open == ["sora", "milly"]


def test_a_maid_employed_counts_for_the_tie_break_but_love_and_events_do_not():
    state = table(phase="employ", employs=3, love=20, seats={0: {"hand": ["love_1"] * 5}, 1: {"chambermaids": ["azure"]}})
    play(state, "employ moine", "employ love_2", "employ bad_habit 1")
    assert state.players[0].employed == 1


# ---------------------------------------------------------------- discard phase
def test_discard_phase_discards_served_maids_and_hand_and_draws_five():
    """结束阶段: 将此回合奉仕过的女仆全部置入弃牌堆 并弃掉所有手牌 … 重新抽5张手牌."""
    state = table(seats={0: {"hand": ["kagari", "love_1", "love_1", "colette", "love_1"],
                             "deck": ["love_1"] * 6, "discard": []}})
    play(state, "serve kagari", "end_serving")
    finish_turn(state)
    player = state.players[0]
    assert sorted(player.discard) == sorted(["kagari", "love_1", "love_1", "colette", "love_1"])
    assert len(player.hand) == 5 and player.play == []
    assert (state.turn, state.servings, state.employs, state.love) == (1, 1, 1, 0)


def test_the_end_of_turn_draw_reshuffles_the_discard_when_the_deck_runs_out():
    """若牌库抽完後手牌仍不满5张 则将弃牌堆洗牌成为新牌库後补齐5张; 回合结束的抽牌因为所有奉仕过的
    女仆都先进弃牌堆了 故无此问题."""
    state = table(seats={0: {"hand": ["kagari", "love_1", "love_1", "love_1", "love_1"],
                             "deck": ["love_2", "love_2"], "discard": ["colette"]}})
    play(state, "serve kagari")
    finish_turn(state)
    player = state.players[0]
    assert len(player.hand) == 5 and "love_2" in player.hand
    assert len(player.deck) + len(player.hand) == 8 and player.discard == []


# ---------------------------------------------------------------- 注意事项 1: drawing mid-turn
def test_a_mid_turn_reshuffle_leaves_the_served_maids_out():
    """注意事项 1: 若是因女仆卡抽牌无牌可抽时 要注意本回合奉仕过的女仆都尚未进弃牌堆 故本回合进行
    奉仕的女仆将无法洗进新牌库."""
    state = table(seats={0: {"hand": ["kagari", "moine", "love_1", "love_1", "love_1"],
                             "deck": [], "discard": ["love_2", "colette"]}})
    play(state, "serve kagari", "serve moine")
    player = state.players[0]
    assert sorted(player.hand) == sorted(["love_1"] * 3 + ["love_2", "colette"])
    assert player.play == ["kagari", "moine"] and player.deck == [] and player.discard == []


def test_drawing_again_with_deck_and_discard_empty_draws_nothing():
    """注意事项 1: 若洗牌後在同一回合又因女仆卡效果抽光牌库 此时因为弃牌堆内无牌可洗成牌库
    剩下的抽牌都将无效."""
    state = table(seats={0: {"hand": ["kagari", "moine", "genevieve", "love_1", "love_1"],
                             "deck": [], "discard": ["love_2"]}})
    play(state, "serve kagari", "serve genevieve")      # draws the reshuffled 2 Love
    hand_before = len(state.players[0].hand)
    events = play(state, "serve moine")                  # draw 2: nothing left anywhere
    assert len(state.players[0].hand) == hand_before - 1
    assert [e["count"] for e in events if e["type"] == "draw_count"] == [0]


# ---------------------------------------------------------------- private maids
def test_a_new_private_maid_goes_on_top_and_only_the_top_one_works():
    """专属女仆: 新雇用的专属女仆将会盖在旧有的专属女仆上方 之後都以最上面的专属女仆效果为准."""
    state = table(phase="start", seats={0: {"private": ["rosa", "lucienne"], "hand": ["love_1"] * 5}})
    assert (state.love, state.servings) == (0, 2)


def test_an_ill_top_private_maid_stops_the_whole_stack():
    """若最上面的专属女仆被贴病气 则整堆都无法发挥效果."""
    state = table(phase="start", seats={0: {"private": ["rosa", {"card": "lucienne", "illnesses": 1}],
                                            "hand": ["love_1"] * 5}})
    assert (state.love, state.servings) == (0, 1)


def test_every_healthy_private_maid_scores_buried_ones_too():
    """但在游戏结束时 所有被雇用的专属女仆只要没被贴病气 都可拿来算VP 病气只对其下方该张专属女仆有效."""
    state = table(seats={0: {"private": ["sora", {"card": "lalande", "illnesses": 1}, "milly"]}})
    before = table(seats={0: {"private": []}})
    gained = breakdown(state)[0]["cards"] - breakdown(before)[0]["cards"]
    assert gained == CARDS["sora"].vp + CARDS["milly"].vp


def test_a_new_private_maid_over_an_ill_one_works_normally():
    """最上方的专属女仆被贴病气後 仍可购买专属女仆 并放置在最上方正常发挥效果."""
    state = table(phase="employ", private_open=["rosa", "sora"], love=10,
                  seats={0: {"private": [{"card": "lucienne", "illnesses": 1}], "hand": ["love_1"] * 5}})
    play(state, "employ rosa")          # the turn ends: no employ left
    finish_turn(state)
    assert state.turn == 0 and state.love == 1


# ---------------------------------------------------------------- illness
def test_an_illness_goes_only_on_a_chambermaid_or_a_private_maid():
    """病气只能贴在专属女仆和贴身女仆的身上."""
    state = table(phase="employ", love=4, seats={0: {"hand": ["love_1"] * 5}, 1: {"chambermaids": ["azure"], "private": ["rosa"]}})
    targets = [t for t in options(state) if t.startswith("employ illness")]
    assert sorted(targets) == ["employ illness 1 chambermaids 0", "employ illness 1 private 0"]


def test_nobody_can_get_an_illness_without_a_maid_in_the_quarters():
    state = table(phase="employ", love=4, seats={0: {"hand": ["love_1"] * 5}})
    assert not [t for t in options(state) if t.startswith("employ illness") or t.startswith("employ bad_habit")]


def test_an_ill_chambermaid_scores_nothing_and_leaves_her_set():
    """被贴了病气的女仆 … 游戏结束时也无法计算VP; 可因特殊组合追加VP的贴身女仆若被贴病气
    该张将无法计算进特殊组合中."""
    healthy = table(seats={1: {"chambermaids": ["azure", "viola", "rouge"]}})
    ill = table(seats={1: {"chambermaids": ["azure", {"card": "viola", "illnesses": 1}, "rouge"]}})
    assert breakdown(healthy)[1]["crescent_sets"] == 7
    assert breakdown(ill)[1]["crescent_sets"] == 3
    assert breakdown(healthy)[1]["cards"] - breakdown(ill)[1]["cards"] == 1


def test_an_illness_on_the_top_private_maid_takes_her_ability():
    state = table(phase="employ", love=4, seats={0: {"hand": ["love_1"] * 5}, 1: {"private": ["rosa"]}})
    play(state, "employ illness 1 private 0")      # the turn ends: no employ left
    assert state.turn == 1 and state.love == 0


# ---------------------------------------------------------------- bad habit
def test_a_bad_habit_goes_only_into_another_players_quarters():
    """恶癖: 购买後直接放到他人家中(官方FAQ说明)."""
    state = table(phase="employ", love=2, seats={0: {"hand": ["love_1"] * 5, "chambermaids": ["azure"]},
                                                  1: {"chambermaids": ["rouge"]}})
    assert [t for t in options(state) if "bad_habit" in t] == ["employ bad_habit 1"]
    play(state, "employ bad_habit 1")
    assert state.players[1].bad_habits == 1


@pytest.mark.parametrize("habits, points", [(4, -4), (5, -10)])
def test_bad_habits_score_minus_one_or_minus_two_each_past_four(habits, points):
    """若同一玩家拥有的恶癖超过4张 每张恶癖将变成-2分."""
    state = table(seats={1: {"bad_habits": habits}})
    assert breakdown(state)[1]["bad_habits"] == points


def test_the_rule_option_doubles_bad_habits_at_four():
    state = table(options={"bad_habit_double_at": 4}, seats={1: {"bad_habits": 4}})
    assert breakdown(state)[1]["bad_habits"] == -8


# ---------------------------------------------------------------- scoring
def test_colette_majority_counts_the_deck_and_the_quarters():
    """从上述牌堆和自己家中挑出コレット … 拥有最多コレット的玩家额外获得5VP."""
    state = table(seats={0: {"chambermaids": ["colette"]}})
    rows = breakdown(state)
    assert rows[0]["colette_bonus"] == 5 and rows[1]["colette_bonus"] == 0


def test_a_colette_tie_gives_nobody_the_bonus():
    state = table()
    assert [row["colette_bonus"] for row in breakdown(state)] == [0, 0]


def test_chamber_sets_count_only_in_the_quarters():
    """此特定组合只有在自己家中的才算 原本在手牌.弃牌堆.牌库里的都不算."""
    state = table(seats={0: {"hand": ["safran", "safran", "love_1", "love_1", "love_1"]},
                         1: {"chambermaids": ["safran", "safran", "safran"]}})
    rows = breakdown(state)
    assert rows[0]["safran_sets"] == 0 and rows[1]["safran_sets"] == 8


def test_ophelia_parity():
    state = table(maids=["ophelia", "kagari", "claire", "eliza", "safran", "azure", "viola", "rouge", "moine", "genevieve"],
                  seats={0: {"discard": ["ophelia"] * 3}, 1: {"discard": ["ophelia"] * 2}})
    rows = breakdown(state)
    assert rows[0]["ophelia"] == 6 and rows[1]["ophelia"] == -4


def test_two_empty_maid_piles_end_the_game_at_once():
    """当有两堆女仆卡见底时 游戏立刻结束 并计算分数."""
    state = table(phase="employ", employs=3, love=10, town={"kagari": 1, "claire": 0}, conserve=False,
                  seats={0: {"hand": ["love_1"] * 5}})
    play(state, "employ kagari")
    assert state.is_over and state.end_reason == "two_piles" and state.employs == 2


def test_love_and_event_piles_do_not_count_for_the_end():
    """爱心.病气.恶癖等牌堆见底不算在这两堆之内."""
    state = table(phase="employ", employs=2, love=10, town={"love_1": 0, "illness": 0, "bad_habit": 0, "claire": 0, "love_2": 1}, conserve=False,
                  seats={0: {"hand": ["love_1"] * 5}})
    play(state, "employ love_2")
    assert not state.is_over


def test_the_private_pile_is_empty_once_its_face_down_part_is():
    """专属女仆堆见底的定义为面朝下的专属女仆堆都被翻开."""
    rest = [c for c in PRIVATE if c not in ("rosa", "sora", "milly")]
    state = table(phase="employ", love=10, employs=2, private_open=["rosa", "sora"], private_pile=["milly"],
                  town={"claire": 0}, conserve=False, seats={0: {"hand": ["love_1"] * 5, "private": rest}})
    play(state, "employ rosa")
    assert state.is_over and state.private_open == ["sora", "milly"]


def test_ties_go_to_fewest_maids_employed_then_shared():
    """若有玩家VP相等 则以雇用最少女仆者为胜利 若再次相同 则视为共同胜利."""
    state = table(phase="employ", love=10, town={"kagari": 1, "claire": 0}, conserve=False,
                  seats={0: {"employed": 3}, 1: {"employed": 2}})
    play(state, "employ kagari")
    assert state.winners == (1,)
    state = table(phase="employ", love=10, town={"kagari": 1, "claire": 0}, conserve=False,
                  seats={0: {"employed": 1}, 1: {"employed": 2}})
    play(state, "employ kagari")           # 2 maids employed each, the same VP
    assert state.winners == (0, 1)


def test_turns_go_clockwise_from_the_first_player():
    """由某位玩家开始 顺时针进行游戏."""
    state = SPEC.start({"players": 3}, 2)
    seen = []
    while len(seen) < 6:
        seen.append(state.turn)
        finish_turn(state)
    assert seen == [0, 1, 2, 0, 1, 2]


def test_the_end_comes_even_in_the_middle_of_an_effect():
    """游戏立刻结束: Sainsbury's exchange takes the last Azure while Kagari's pile is empty."""
    state = table(maids=["sainsbury", "kagari", "claire", "eliza", "safran", "azure", "viola", "rouge", "moine", "genevieve"],
                  town={"azure": 1, "kagari": 0}, conserve=False,
                  seats={0: {"hand": ["sainsbury", "love_1", "love_1", "love_1", "love_1"]}})
    play(state, "serve sainsbury", "exchange azure")
    assert state.is_over and state.end_reason == "two_piles" and "azure" in state.players[0].hand
