"""What Hard plays where it does not search (hard_policy.py): its investing in
2-player games, Tailwind's dice and Chosen Road's number chosen by the square
they stop on, casting them only when that pays, and discarding first the
spells it never casts; and landing.py's walk, made by the rules on a clone."""
from engine.core.rng import Rng
from engine.games.gensokyo import landing
from engine.games.gensokyo.baseline import BaselineAgent
from engine.games.gensokyo.cards import CARDS
from engine.games.gensokyo.hard_policy import TWO_PLAYER_RESERVE, HardPolicy
from engine.games.gensokyo.strategy import CAST_SPELLS, StrongAgent, _spell_value
from tests.engine.gensokyo.core_scenario import pos, roll, sq


def _investing(money: int, players: int = 2):
    lands = {"A06": {"owner": 0, "character": "CH03", "level": 3}, "B11": {"owner": 0, "character": "CH31"}}
    pieces = [{"at": "B01"}] + [{"at": "A02"}] * (players - 1)
    return pos(players=players, at="invest", money=[money] + [40] * (players - 1), pieces=pieces, lands=lands,
               hands=[[]] + [["CH09"]] * (players - 1))


def test_hard_keeps_40_back_and_raises_the_land_whose_toll_will_be_highest():
    state = _investing(80)
    assert state.decision.kind == "invest"
    choice = HardPolicy().act(state)
    a06 = state.board.index("A06")
    # A06 (grade 10) at level 3 → 5 tolls more than any level of B11 the 40圓 above the reserve buys.
    assert choice == ("invest", a06, 2) and state.board.grade[a06] * 2 <= 80 - TWO_PLAYER_RESERVE
    assert HardPolicy().act(_investing(45)) == ("pass",)        # 5 above the reserve buys no level
    assert StrongAgent().act(_investing(45)) != ("pass",)        # the strong script keeps only 10


def test_with_more_players_hard_invests_as_the_strong_script():
    state = _investing(45, players=3)
    assert HardPolicy().act(state) == StrongAgent().act(state) != ("pass",)


def test_a_walk_stops_where_the_rules_move_the_piece_and_sees_the_lap_bonus():
    state = pos(pieces=[{"at": "B12"}, {}], hands=[[], []], at="move")
    assert landing.landing(state, 0, 4) == (sq(state, "A01"), True)        # B13, B14, B15, START
    assert landing.landing(state, 0, 5) == (sq(state, "A02"), True)
    assert landing.landing(state, 0, 3) == (sq(state, "B15"), False)
    lapped = pos(pieces=[{"at": "B12", "best": 1}, {}], hands=[[], []], at="move")
    assert landing.landing(lapped, 0, 5) == (sq(lapped, "A02"), False)     # no new best lap
    assert state.position[0] == sq(state, "B12") and state.money == [40, 40]   # the state is untouched


# Seat 1 owns every land 2 to 12 squares past START but A12 (11 squares), left for seat 0's Cirno.
TOLL_ROAD = {square: {"owner": 1, "character": "CH03", "level": 3}
             for square in ("A03", "A04", "A06", "A07", "A08", "A10", "A11")}


def _road(at="move", spell=None, hand=("CH09",)):
    spells = [{"card": spell, "player": 0, "expires": 1}] if spell else []
    return pos(pieces=[{"at": "A01"}, {"at": "B01"}], hands=[list(hand), ["CH03"]], money=[60, 40],
               lands=TOLL_ROAD, player_spells=spells, at=at)


def test_chosen_road_stops_on_the_land_it_can_claim_not_a_toll():
    state = _road(spell="SP11")
    assert state.decision.kind == "move"
    assert BaselineAgent().act(state) == ("move", 7)                     # A08: seat 1's
    assert HardPolicy().act(state) == ("move", 11)                        # A12: unowned, Cirno claims it
    assert HardPolicy().act(state.determinize(0, Rng(5))) == ("move", 11)  # from what seat 0 sees


def test_tailwind_keeps_the_dice_that_stop_on_the_event_square():
    state = _road(spell="SP10")
    roll(state, 3, 4, 1)
    assert state.decision.kind == "keep"
    assert BaselineAgent().act(state) == ("keep", (0, 1))                 # 7: A08, a toll
    assert HardPolicy().act(state) == ("keep", (0, 2))                    # 4: A05, EVENT (5 is A06, a toll)


def test_it_casts_chosen_road_only_when_choosing_where_to_stop_pays():
    tolls = _road(at="spell", hand=("SP11", "CH09"))
    assert ("spell", "SP11") in tolls.decision.options
    assert HardPolicy().act(tolls) == ("spell", "SP11")
    assert HardPolicy().act(tolls.determinize(0, Rng(5))) == ("spell", "SP11")
    assert StrongAgent().act(tolls) == ("pass",)                          # the script never casts it
    empty = pos(pieces=[{"at": "A01"}, {"at": "B01"}], hands=[["SP11"], ["CH03"]], money=[60, 40], at="spell")
    assert HardPolicy().act(empty) == ("pass",)                           # nothing to avoid, nothing to claim


def test_at_the_hand_limit_it_discards_a_spell_it_never_casts_first():
    state = pos(at="end", hands=[["SP17", "CH09"] + ["CH03"] * 5, ["CH03"]], money=[40, 40])
    assert state.decision.kind == "discard"
    assert StrongAgent().act(state) == ("discard", "CH09")                # worth 2圓 against SP17's 5
    assert HardPolicy().act(state) == ("discard", "SP17")                 # Leaden Steps: never cast


def test_the_strong_script_finds_no_worth_in_a_spell_outside_cast_spells():
    lands = {"A06": {"owner": 0, "character": "CH03", "level": 2}, "B02": {"owner": 1, "character": "CH03", "level": 3}}
    state = pos(pieces=[{"at": "A01"}, {"at": "A03"}], hands=[[], []], money=[200, 200], lands=lands, at="spell")
    spells = [card for card, spec in CARDS.items() if spec.kind == "spell"]
    assert CAST_SPELLS < set(spells)
    for spell in set(spells) - CAST_SPELLS:
        for target in (None, 1, sq(state, "A06"), sq(state, "B02")):
            option = ("spell", spell) if target is None else ("spell", spell, target)
            assert _spell_value(state, 0, option) < 0, spell
