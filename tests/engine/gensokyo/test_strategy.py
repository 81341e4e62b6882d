"""The strong scripted player: the better claim, investment and invasion in
small positions, and the same choices in a world determinized for its seat
(so it reads no other seat's hidden cards)."""
from engine.core.rng import Rng
from engine.games.gensokyo.baseline import BaselineAgent
from engine.games.gensokyo.strategy import StrongAgent, unseen
from tests.engine.gensokyo.core_scenario import pos, roll, sq

OPPONENT_HAND = ["CH26", "CH03", "SP07", "CH21"]


def _landing(faces=(1, 1), **description):
    state = pos(at="move", **description)
    roll(state, *faces)
    return state


def _same_in_a_sampled_world(state, seat=0):
    world = state.determinize(seat, Rng(5))
    assert world.cards.hands[1 - seat] != state.cards.hands[1 - seat] or not state.cards.hands[1 - seat]
    assert unseen(world, seat) == unseen(state, seat)
    return StrongAgent(3).act(state) == StrongAgent(3).act(world)


def test_it_claims_with_the_character_that_holds_the_land_not_the_cheapest():
    state = _landing(pieces=[{"at": "A04"}, {}], hands=[["CH09", "CH03"], OPPONENT_HAND])
    assert state.decision.kind == "claim"
    assert BaselineAgent().act(state) == ("claim", "CH09")      # Cirno: cheapest, 10 HP
    assert StrongAgent().act(state) == ("claim", "CH03")        # Meiling: 50 HP for 5
    assert _same_in_a_sampled_world(state)


def test_it_invests_in_its_monopoly_where_the_other_piece_will_stop():
    lands = {"A06": {"owner": 0, "character": "CH03"}, "A07": {"owner": 0, "character": "CH10"},
             "A08": {"owner": 0, "character": "CH11"}, "B11": {"owner": 0, "character": "CH31"}}
    state = pos(at="invest", money=[80, 40], pieces=[{"at": "B01"}, {"at": "A02"}], lands=lands,
                hands=[[], OPPONENT_HAND])
    assert state.decision.kind == "invest"
    choice = StrongAgent().act(state)
    assert choice[0] == "invest" and choice[1] in (sq(state, "A06"), sq(state, "A07"), sq(state, "A08"))
    assert state.board.grade[choice[1]] * choice[2] <= 80 - 10   # a reserve stays
    assert _same_in_a_sampled_world(state)


def test_it_invades_a_weak_defender_and_pays_a_strong_one():
    weak = _landing(pieces=[{"at": "A04"}, {}], hands=[["CH17", "CH09"], OPPONENT_HAND],
                    lands={"A06": {"owner": 1, "character": "CH09"}})
    assert weak.decision.kind == "toll_or_invade"
    assert StrongAgent().act(weak) == ("invade",)               # 100 attack against 10 + 20 HP
    assert _same_in_a_sampled_world(weak)
    strong = _landing(pieces=[{"at": "A04"}, {}], hands=[["CH04", "CH09"], OPPONENT_HAND],
                      lands={"A06": {"owner": 1, "character": "CH26", "level": 3}})
    assert StrongAgent().act(strong) == ("toll",)               # 30 attack against 60 + 90 HP
    assert _same_in_a_sampled_world(strong)


def test_the_invader_declares_a_main_that_wins_and_the_defender_answers_in_secret():
    state = _landing(pieces=[{"at": "A04"}, {}], hands=[["CH17", "CH04", "CH09"], ["CH03", "CH10"]],
                     money=[60, 40], lands={"A06": {"owner": 1, "character": "CH13"}})
    state.apply(("invade",))
    assert state.decision.kind == "battle_main"
    assert StrongAgent().act(state) == ("main", "CH17")
    state.apply(("main", "CH17"))
    state.apply(StrongAgent().act(state))                       # the invader's support, face down
    assert state.decision.kind == "battle_support" and state.decision.player == 1
    assert _same_in_a_sampled_world(state, seat=1)


def test_battles_it_remembered_for_one_decision_do_not_decide_the_next():
    hands = [["CH17", "CH09"], OPPONENT_HAND]
    agent = StrongAgent()
    weak = _landing(pieces=[{"at": "A04"}, {}], hands=hands, lands={"A06": {"owner": 1, "character": "CH09"}})
    assert agent.act(weak) == ("invade",)
    # The same land with a fortress's level: the same battles, now lost.
    fortress = _landing(pieces=[{"at": "A04"}, {}], hands=hands,
                        lands={"A06": {"owner": 1, "character": "CH09", "level": 5}})
    assert agent.act(fortress) == StrongAgent().act(fortress) == ("toll",)


def test_off_start_on_the_cross_map_it_heads_for_the_check_square_it_lacks():
    for passed, loop in (("CHECK-N", {"B01", "B15"}), ("CHECK-S", {"A02", "A16"})):
        state = pos(map="cross", pieces=[{"at": "A16", "facing": "A15", "checks": [passed]}, {}],
                    hands=[[], []], at="move")
        roll(state, 1, 1)
        for agent in (BaselineAgent(1), StrongAgent(1)):
            choice = agent.act(state)
            assert choice[0] == "step" and state.board.square_id(choice[1]) in loop


def test_with_no_support_worth_its_cost_it_sometimes_bluffs_with_its_cheapest_character():
    state = _landing(pieces=[{"at": "A04"}, {}], hands=[["CH17", "CH09", "CH26"], OPPONENT_HAND],
                     lands={"A06": {"owner": 1, "character": "CH09"}})
    state.apply(("invade",))
    state.apply(("main", "CH17"))                               # 100 attack: it wins without help
    assert state.decision.kind == "battle_support"
    choices = [StrongAgent(seed).act(state) for seed in range(40)]
    assert ("support", None) in choices                         # mostly nothing goes down ...
    assert ("support", "CH09") in choices                       # ... sometimes Cirno (2圓), face down
    assert set(choices) == {("support", None), ("support", "CH09")}
