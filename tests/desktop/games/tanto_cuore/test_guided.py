"""Tanto Cuore's guided first game: it starts from the first town against the
gentle AI; the moves it teaches, step by step, shut out most of the table and
end with two piles empty; the first turns are the seed's own; the bonuses do
what the steps say.

What every lesson must do: tests/desktop/games/test_guided_all.py."""

from desktop.games.tanto_cuore import GUIDED
from tests.desktop.actions import option
from tests.desktop.lessons import drive_lesson, play_script, wait_for_viewer

# The moves a learner makes, step by step.
SCRIPT = [
    ("employ_with_love", ["employ genevieve"]),
    ("discard_and_draw", ["employ kagari"]),
    ("serve", ["serve kagari"]),
    ("bonus", ["serve genevieve"]),
    ("more_employs", ["serve moine"]),
    ("chambermaid", ["chamber azure"]),
    ("private_maid", ["employ rosa"]),
    ("event", ["employ bad_habit 1"]),
    ("end_turn", ["end_turn"]),
    ("last_pile", ["employ kagari"]),
]


def test_the_lesson_starts_from_the_recommended_first_town_against_the_gentle_ai():
    first = GUIDED.lesson.stages[0].start
    assert first.position is None and first.options["town"] == "preset:first_game"
    assert GUIDED.lesson.opponent == "easy"


def test_the_taught_moves_shut_out_most_of_the_table_and_end_with_two_piles(window, qtbot, quick):
    window.table.confirm_end_phase = False
    window.start_lesson("tanto_cuore")
    session = window.session
    refused = drive_lesson(qtbot, window, SCRIPT)
    assert refused > 50          # the steps really shut out most of the table's options
    assert session.guide.finished and session.decision is None
    assert session.state.end_reason == "two_piles" and session.state.winners == (0,)


def test_the_first_turns_are_the_seeds_own_and_the_skips_say_so(window, qtbot, quick):
    window.table.confirm_end_phase = False
    window.start_lesson("tanto_cuore")
    session = window.session
    wait_for_viewer(qtbot, window)
    assert sorted(session.view(0)["players"][0]["hand"]) == ["colette"] + ["love_1"] * 4
    assert session.state.love_available() == 4
    window.table.chosen.emit(option(session, "employ genevieve"))
    wait_for_viewer(qtbot, window)
    # The discard phase emptied the hand and dealt the deck's other five cards.
    me = session.view(0)["players"][0]
    assert sorted(me["hand"]) == ["colette", "colette", "love_1", "love_1", "love_1"]
    assert sorted(me["discard"]) == ["colette", "genevieve"] + ["love_1"] * 4
    assert window.guide_panel.intro.text() == ""
    window.table.chosen.emit(option(session, "employ kagari"))
    wait_for_viewer(qtbot, window)
    assert session.guide.step.key == "serve"
    assert window.guide_panel.intro.text() == "A few turns later…"
    assert window.table.view["turn_number"] == 7
    assert sorted(session.view(0)["players"][0]["hand"]) == sorted(
        ["kagari", "genevieve", "azure", "love_3", "love_2"])


def test_the_taught_bonuses_do_what_the_steps_say(window, qtbot, quick):
    """The numbers the texts promise (servings, Love, employs) are the engine's."""
    window.table.confirm_end_phase = False
    window.start_lesson("tanto_cuore")
    session = window.session
    play_script(qtbot, window, SCRIPT[:2])
    view = lambda: session.view(0)
    window.table.chosen.emit(option(session, "serve kagari"))
    assert view()["servings"] == 2
    window.table.chosen.emit(option(session, "serve genevieve"))
    assert (view()["servings"], view()["love"]) == (2, 1) and "moine" in view()["players"][0]["hand"]
    window.table.chosen.emit(option(session, "serve moine"))
    assert view()["employs"] == 3
    window.table.chosen.emit(option(session, "chamber azure"))
    assert view()["phase"] == "employ" and view()["love_available"] == 8
    assert [m["card"] for m in view()["players"][0]["quarters"]["chambermaids"]] == ["azure"]
    window.table.chosen.emit(option(session, "employ rosa"))
    assert [m["card"] for m in view()["players"][0]["quarters"]["private"]] == ["rosa"]
    window.table.chosen.emit(option(session, "employ bad_habit 1"))
    assert view()["players"][1]["quarters"]["bad_habits"] == 1
