"""What the rows of the table hold for a view: the town in two rows, the
private-maid pile and its face-up maids, the quarters top first and set by
set, Illnesses on the maid they lie on, and the prices the rule options set."""
from desktop.games.tanto_cuore.items import hand_items, quarters_items, town_maid_items, town_other_items
from engine.games.tanto_cuore.codec import CODEC
from engine.games.tanto_cuore.position import position


def view_of(description, seat=0):
    return position(description).view(seat)


def test_the_town_shows_the_ten_maids_then_love_chiefs_events_and_the_private_pile():
    view = view_of({"options": {"town": "preset:first_game"}, "private_open": ["rosa", "fay"]})
    maids = town_maid_items(view)
    assert [i.card for i in maids] == [p["card"] for p in view["town"] if p["kind"] == "general"]
    assert len(maids) == 10 and all(i.source == "town" and i.count for i in maids)
    others = town_other_items(view)
    assert [i.card for i in others] == ["love_1", "love_2", "love_3", "colette", "marianne", "illness", "bad_habit",
                                        None, "rosa", "fay"]
    pile, rosa, fay = others[-3:]
    assert pile.count == view["private_pile"]["count"] and pile.source == ""
    assert (rosa.source, rosa.slot, fay.slot) == ("private_open", "0", "1")


def test_a_rule_option_changes_the_price_shown():
    view = view_of({"options": {"town": "preset:first_game", "fay_cost": 5}, "private_open": ["rosa", "fay"]})
    assert town_other_items(view)[-1].cost == 5


def test_the_quarters_show_the_top_private_maid_first_then_sets_and_bad_habits():
    view = view_of({"options": {"town": "preset:first_game"}, "seats": {"1": {"private": ["rosa", {"card": "tanya", "illnesses": 1}],
                                    "chambermaids": ["azure", "safran", "viola", "safran"], "bad_habits": 3}}})
    items = quarters_items(view, 1)
    assert [i.card for i in items[:2]] == ["tanya", "rosa"]
    assert items[0].ill == 1 and items[0].caption == "inactive" and items[1].buried
    assert [i.place[:2] for i in items[:2]] == [(1, "private")] * 2
    chambered = [i for i in items if i.place and i.place[1] == "chambermaids"]
    assert sorted(i.card for i in chambered) == ["azure", "safran", "safran", "viola"]
    sets = view["players"][1]["quarters"]["chamber_sets"]
    first = [i for i in chambered if i.caption]
    assert len(first) == sum(1 for s in sets if s["points"] > 0) > 0
    assert all(dict(i.caption_fields)["points"] > 0 for i in first)
    assert (items[-1].card, items[-1].count) == ("bad_habit", 3)


def test_your_hand_is_sorted_love_first_and_counted():
    view = view_of({"seats": {"0": {"hand": ["kagari", "love_2", "love_1", "kagari", "colette"]}},
                    "options": {"town": "preset:first_game"}})
    assert [(i.card, i.count) for i in hand_items(view)] == [
        ("love_1", None), ("love_2", None), ("colette", None), ("kagari", 2)]


def test_log_lines_read_right_when_the_player_is_you():
    """A human seat is "You" by default: "You serves Kagari" must never appear,
    so the log's verbs are in the past tense and say "the deck", not "their deck"."""
    import re
    from desktop.games.tanto_cuore.strings import LOG_LINES
    for template in LOG_LINES.values():
        assert not re.search(r"\{(player|winners)\} [a-z]+s\b", template), template
        assert "their" not in template, template


def test_a_bad_habit_employed_is_told_once_and_one_a_maid_sends_still_is():
    """"You sent a Bad Habit to Bea" was followed by "Bad Habit × 1 into the
    Private Quarters of Bea"; Nena's Bad Habit, employed by nobody, keeps its line."""
    from desktop.games.tanto_cuore.strings import viewer_log_line
    from tests.engine.tanto_cuore.scenario import table

    def lines(state, action, viewer):
        """The lines about the event card that ``action`` brings ``viewer``."""
        events = state.apply(CODEC.parse(action)).events
        return [line for line in (viewer_log_line(e, ["Ann", "Bea"], viewer) for e in events)
                if line and "Bad Habit" in line]

    town = ["sainsbury", "tenalys", "natsumi", "nena", "esquine", "eliza", "claire", "kagari", "azure", "anise"]
    state = table(maids=town, phase="employ", love=2, seats={0: {"hand": ["love_1"] * 5},
                                                             1: {"chambermaids": ["azure"]}})
    said = lines(state.clone(), "employ bad_habit 1", 1)
    assert said == ["Ann sent a Bad Habit to you"], said
    assert lines(state, "employ bad_habit 1", 0) == ["You sent a Bad Habit to Bea"]
    state = table(maids=town, seats={0: {"hand": ["nena", "love_1", "love_1", "love_1", "love_1"]},
                                     1: {"chambermaids": ["azure"]}})
    assert lines(state, "serve nena", 0) == ["Bad Habit × 1 into the Private Quarters of Bea"]
