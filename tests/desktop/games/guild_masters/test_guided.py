"""Isekai Guild Masters' guided first game: it starts with the setup and
prepares the rest; the moves it teaches, step by step, shut out most of the
table and end the game; the numbers the texts promise are the engine's; the
panel sits over the log with room for its words.

What every lesson must do: tests/desktop/games/test_guided_all.py."""

from desktop.games.guild_masters import GUIDED
from desktop.games.guild_masters.strings import content
from tests.desktop.actions import option
from tests.desktop.lessons import drive_lesson, play_script, wait_for_viewer

# The moves a learner makes, step by step (each the move the step lights up).
SCRIPT = [
    ("receptionist", ["encounter melissa"]),
    ("swap", ["done"]),
    ("keep", ["done"]),
    ("face", ["face back"]),
    ("explore", ["explore (-3,0)"]),
    ("explore_cost", ["pay 0"]),
    ("build", ["build (-3,0)"]),
    ("develop", ["develop [1]"]),
    ("potion", ["potion 3"]),
    ("event", ["play ancient_cogwheel"]),
    ("pass", ["pass"]),
    ("gather", ["done"]),
    ("finish", ["build (3,-1)"]),
]


def test_the_lesson_starts_with_the_setup_and_prepares_the_rest():
    stages = GUIDED.lesson.stages
    assert stages[0].start.position is None and stages[0].start.options["players"] == 2
    assert all(stage.start.position is not None for stage in stages[1:])
    assert GUIDED.lesson.opponent == "easy"


def test_the_action_phase_says_it_replaces_the_players_setup_with_its_own():
    """Step 5 starts on a prepared table: its intro says whom, which face and
    what funds the learner now plays, instead of swapping them silently."""
    stage = GUIDED.lesson.stages[1]
    seat = stage.start.position["seats"][0]
    receptionist = content().receptionists[seat["receptionist"]]
    intro = stage.intro
    assert "prepared" in intro and "your set-up counts in a real game" in intro
    assert f"{receptionist.name}'s {seat['face']} face" in intro
    for resource in ("gold", "power", "potion"):
        assert f"{seat[resource]} {resource}" in intro, resource


def test_the_taught_moves_shut_out_most_of_the_table_and_end_the_game(window, qtbot, quick):
    window.start_lesson("guild_masters")
    session = window.session
    refused = drive_lesson(qtbot, window, SCRIPT)
    assert refused > 30          # the steps really shut out most of the table's options
    assert session.guide.finished
    assert session.decision is None and session.state.is_over


def test_the_taught_moves_do_what_the_steps_say(window, qtbot, quick):
    """Explore, build, develop, potion, event, pass: the numbers of the texts are the engine's."""
    window.start_lesson("guild_masters")
    session = window.session
    play_script(qtbot, window, SCRIPT[:4])
    me = lambda: session.view(0)["players"][0]
    assert window.guide_panel.intro.text().startswith("Now a turn of the action phase")
    tavern, miasma = me()["tavern"], session.view(0)["miasma"]
    window.table.chosen.emit(option(session, "explore (-3,0)"))
    gold = me()["gold"]
    window.table.chosen.emit(option(session, "pay 0"))
    assert me()["tavern"] == tavern - 1 and "goblin_stash" in me()["tiles"]
    paid = gold - me()["gold"] + 6                           # the Goblin Stash's reward is 6 gold
    assert paid >= 10 and paid % 5 == 0                      # 5 a star, never less than 10
    assert session.view(0)["miasma"] < miasma                # the stash has a star
    gold = me()["gold"]
    window.table.chosen.emit(option(session, "build (-3,0)"))
    assert gold - me()["gold"] == 15                         # no base next to it
    hand = len(me()["hand"])
    window.table.chosen.emit(option(session, "develop [1]"))
    assert me()["tavern"] == tavern and len(me()["hand"]) == hand + 1
    potions = me()["potion"]
    window.table.chosen.emit(option(session, "potion 3"))
    assert me()["potion"] < potions
    power, civilisation = me()["power"], session.view(0)["civilisation"]
    window.table.chosen.emit(option(session, "play ancient_cogwheel"))
    assert me()["power"] == power + 1 and session.view(0)["civilisation"] == civilisation + 1
    window.table.chosen.emit(option(session, "pass"))
    wait_for_viewer(qtbot, window)
    assert session.view(0)["round"] == 2 and session.guide.step.key == "gather"


def test_the_guide_panel_sits_over_the_log_with_room_for_its_words(window, qtbot, quick):
    """Over the log's narrow column alone, the step counter and the buttons overlapped."""
    from desktop.shell.guided.panel import log_area
    window.start_lesson("guild_masters")
    wait_for_viewer(qtbot, window)
    panel, log = window.guide_panel, log_area(window.table)
    assert panel.geometry().right() == log.right() and panel.width() >= 380
    assert panel.counter.width() >= panel.counter.sizeHint().width()
