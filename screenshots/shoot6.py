"""The screenshot matrix of issues 14 and 15, of the real window:

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python screenshots/shoot6.py OUTDIR [SIZES] [LANGS] [GAMES]

SIZES like 1024x600,1280x800; LANGS like en,ja,zh_Hans; GAMES like
heart_of_crown,guild_masters (default: all three sizes and languages and
every game; "start" for the start page alone). For every size,
language and game: the start page, a mid-game table, an effect choice, the end
screen and the replay (Guild Masters also: its setup, a hover over a map
target with its cost, the finish phase; Gensokyo also: a battle's face-down
commit and, once it is over, its panel stepped to the last step), the Keys window over the table (the
whole screen: keys_<game>_<lang>_<size>.png), and the game's lesson (Learn to
play): its first step, a step half way and the "Lesson complete" panel
(<game>_lesson_first/_mid/_done_...); at 1280x800 also the New game dialog of
each game, Settings and the hot-seat cover. Files: <game>_<shot>_<lang>_<size>.png
(the start page is start_<lang>_<size>.png). "lessons" as GAMES shoots only
the lessons (of every game).

The games are played beforehand by Baseline AI seats (one seed each, so the
shots repeat); the window then resumes their record at the chosen action with
seat 0 a human, as Continue would. With FONTCONFIG_FILE pointing to a config
that names only an empty folder the system's fonts are hidden: what still
shows CJK comes from the app's own subset fonts, and a missing glyph shows as
a box:

    mkdir -p /tmp/nofonts/empty && printf '<fontconfig><dir>/tmp/nofonts/empty</dir></fontconfig>' > /tmp/nofonts/fonts.conf
    FONTCONFIG_FILE=/tmp/nofonts/fonts.conf xvfb-run ... screenshots/shoot6.py /tmp/shots6/nofonts 1280x800 ja"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from desktop.shell import sandbox  # noqa: E402

sandbox.use_folder(Path(tempfile.mkdtemp()))

from PySide6.QtCore import QElapsedTimer, QEvent, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop.app import configure_app  # noqa: E402

app = QApplication(sys.argv[:1])
configure_app(app)
QSettings().setValue("ai/pace_ms", 0)
QSettings().setValue("ui/animations", False)

from desktop.base.i18n import install_language  # noqa: E402
from desktop.shell.main_window import MainWindow  # noqa: E402
from desktop.shell.new_game import NewGameDialog  # noqa: E402
from desktop.shell.settings_dialog import SettingsDialog  # noqa: E402
from desktop.widgets.prompt_panel import CHANGE_GUARD_MS  # noqa: E402
from desktop.base.seats import Seat  # noqa: E402
from desktop.shell.session import GameSession  # noqa: E402
from desktop.shell.guided import session as guided_session  # noqa: E402
from engine.ai.agents import make_agent  # noqa: E402
from engine.core.spec import get_spec  # noqa: E402
from engine.games import new_record, start_replay  # noqa: E402

# game -> (options, seed, seats' names, the decision kinds of ordinary play: an
# effect choice is any other kind seat 0 meets)
GAMES = {
    "heart_of_crown": ({"players": 3, "market": "random"}, 7, ("Alice", "Bob", "Carol"), {"main", "second"}),
    "tanto_cuore": ({"players": 2}, 7, ("Alice", "Bob"), {"employ", "start", "serving"}),
    "guild_masters": ({"players": 2}, 7, ("Alice", "Bob"), {"turn", "keep", "encounter", "swap", "face"}),
    "gensokyo": ({"players": 3, "map": "cross"}, 7, ("Alice", "Bob", "Carol"),
                 {"draw", "travel", "claim", "invest", "toll_or_invade", "spell", "keep", "step", "move",
                  "discard", "battle_main", "battle_support"}),
}


def play_out(game_id, options, seed):
    """A whole game by Baseline seats: its record and, per action, (player, kind, phase) before it."""
    record = new_record(game_id, options, seed)
    state = start_replay(record)
    codec = get_spec(game_id).codec
    agents = [make_agent("baseline", game_id, seed + s) for s in range(state.num_players)]
    steps = []
    while state.decision is not None:
        decision = state.decision
        action = state.chance_outcome() if decision.is_chance else agents[decision.player].act(state.clone())
        steps.append((decision.player, decision.kind, getattr(state, "phase", None), decision.is_chance))
        record.actions.append(codec.text(action))
        state.apply(action)
    return record, steps


def moments(game_id, steps, ordinary):
    """Action numbers to resume at: seat 0 deciding in each moment worth a shot."""
    total = len(steps)
    mine = [i for i, (player, _kind, _phase, chance) in enumerate(steps) if player == 0 and not chance]
    found = {}
    middle = [i for i in mine if steps[i][1] in ordinary and i >= total * 0.45]
    found["table"] = middle[0] if middle else mine[len(mine) // 2]
    effect = [i for i in mine if steps[i][1] not in ordinary and i >= 6]
    if effect:
        found["effect"] = effect[len(effect) // 2]
    if game_id == "guild_masters":
        found["setup"] = mine[0]
        explore = [i for i in mine if steps[i][1] == "explore_target"] or [
            i for i in mine if steps[i][1] == "turn" and i >= total * 0.3]
        found["hover"] = explore[0]
        finish = [i for i in mine if steps[i][2] == "finish"]
        if finish:
            found["finish"] = finish[0]
    if game_id == "gensokyo":
        supports = [i for i in mine if steps[i][1] == "battle_support"]
        if supports:
            found["battle"] = supports[len(supports) // 2]
            after = [i for i in mine if i > found["battle"] and steps[i][1] != "battle_support"]
            if after:
                found["battle_steps"] = after[0]     # the battle is over: its panel, stepped to its end
    return found


def step_last_battle(win):
    """Gensokyo's Last battle panel, opened and stepped to the page before its costs."""
    win.table.battle_button.click()
    panel = win.table.battle
    while panel.index() < panel.pages() - 2:
        panel.next()


def settle(ms=CHANGE_GUARD_MS + 100):
    """Let the window catch up as the event loop would, deleteLater included
    (processEvents alone leaves replaced widgets on screen), for ``ms``: a
    button marked new has settled by then, as it has when a player looks."""
    clock = QElapsedTimer()
    clock.start()
    while True:
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        if clock.elapsed() >= ms:
            return
        time.sleep(0.02)


# On a loaded machine the tables' strips and the prompt's buttons are still
# settling after the default wait, so two runs differ; SHOOT_SETTLE_MS=2500
# makes before/after shots comparable pixel by pixel (tools/shot_diff.py).
SHOT_SETTLE_MS = int(os.environ.get("SHOOT_SETTLE_MS", CHANGE_GUARD_MS + 100))


def shoot(out, name, widget):
    settle(SHOT_SETTLE_MS)
    widget.grab().save(str(out / f"{name}.png"))


def session_at(game_id, record, upto, names):
    """A session resumed at action ``upto`` of ``record``, seat 0 human, the others Normal AI."""
    partial = new_record(game_id, dict(record.options), record.seed)
    partial.actions = list(record.actions[:upto])
    seats = [Seat(name, "human" if seat == 0 else "normal") for seat, name in enumerate(names)]
    return GameSession(partial, seats, save_path=None, pace_ms=10**7)   # the AI never gets to move


def hover_target(win):
    """Put the map's cursor on a target, as a hover would: its cost shows over the map."""
    view = getattr(win.table, "map", None)
    if view is None or not view.targets:
        return False
    view.set_cursor_place(sorted(view.targets, key=lambda c: (c.r, c.q))[0])
    return True


def wait_until(predicate, ms=30_000):
    clock = QElapsedTimer()
    clock.start()
    while not predicate() and clock.elapsed() < ms:
        settle(50)
    return predicate()


def shoot_lesson(out, win, game_id, suffix):
    """The lesson's first step, one half way and the "Lesson complete" panel,
    the learner making the move each step lights up (as tests/desktop/games/
    test_guided_all.py plays every lesson)."""
    guided_session.LESSON_PACE_MS = 0      # the opponent plays at once
    win.table.confirm_end_phase = False
    win.start_lesson(game_id)
    session = win.session
    guide = session.guide

    def learner():
        return wait_until(lambda: win.session.human_to_move() == 0 or win.session.decision is None)

    learner()
    shoot(out, f"{game_id}_lesson_first_{suffix}", win)
    half_way = None
    while not guide.finished and session.decision is not None:
        learner()
        if guide.finished:
            break
        if half_way is None and guide.done >= guide.total // 2:
            half_way = guide.done
            shoot(out, f"{game_id}_lesson_mid_{suffix}", win)
        win.table.prompt.chosen.emit(guide.highlighted(session.state))
    wait_until(lambda: session.decision is None)
    shoot(out, f"{game_id}_lesson_done_{suffix}", win)
    win.table.confirm_end_phase = True
    win._end_session()


def shoot_keys(out, win, name):
    """The Keys window beside the table, as the screen shows them."""
    keys = win.table.show_keys()
    settle()
    app.primaryScreen().grabWindow(0).save(str(out / f"{name}.png"))
    keys.hide()


def main(argv):
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(n) for n in s.split("x")) for s in (argv[2] if len(argv) > 2 else
                                                          "1024x600,1280x800,1920x1080").split(",")]
    langs = (argv[3] if len(argv) > 3 else "en,ja,zh_Hans").split(",")
    chosen = (argv[4] if len(argv) > 4 else ",".join(GAMES)).split(",")
    games = [game for game in chosen if game in GAMES]
    lessons = list(GAMES) if "lessons" in chosen else games
    played = {}
    for game_id in games:
        options, seed, names, ordinary = GAMES[game_id]
        for seed in range(seed, seed + 12):    # the first seed whose game has an effect choice for seat 0
            record, steps = play_out(game_id, options, seed)
            found = moments(game_id, steps, ordinary)
            if "effect" in found:
                break
        played[game_id] = (record, found, names)
        print(game_id, "seed", seed, len(record.actions), "actions; moments", played[game_id][1], flush=True)
    for lang in langs:
        install_language(app, lang)
        for width, height in sizes:
            size = f"{width}x{height}"
            win = MainWindow()
            win.resize(width, height)
            win.move(0, 0)
            win.show()
            for game_id in games:
                record, found, names = played[game_id]
                for shot, upto in sorted(found.items(), key=lambda pair: pair[1]):
                    win.start_session(session_at(game_id, record, upto, names))
                    if shot == "hover" and not hover_target(win):
                        print("no map target to hover at", upto, flush=True)
                    if shot == "battle_steps":
                        step_last_battle(win)
                    shoot(out, f"{game_id}_{shot}_{lang}_{size}", win)
                    if shot == "table":
                        shoot_keys(out, win, f"keys_{game_id}_{lang}_{size}")
                win.start_session(session_at(game_id, record, len(record.actions), names))
                shoot(out, f"{game_id}_end_{lang}_{size}", win)
                win.show_replay()
                page = win.replay_page
                page.go(page.last * 2 // 3)
                shoot(out, f"{game_id}_replay_{lang}_{size}", win)
                win._end_session()
            for game_id in lessons:
                shoot_lesson(out, win, game_id, f"{lang}_{size}")
            win.show_start()
            shoot(out, f"start_{lang}_{size}", win)
            if size == "1280x800":      # the dialogs and the cover keep their size: once per language
                for game_id in GAMES:
                    dialog = NewGameDialog(win)
                    dialog.game.setCurrentIndex(dialog.game.findData(game_id))
                    dialog.show()
                    shoot(out, f"new_game_{game_id}_{lang}", dialog)
                    dialog.close()
                dialog = SettingsDialog(win.settings, win)
                dialog.show()
                shoot(out, f"settings_{lang}", dialog)
                dialog.close()
                win.cover.show_for("Bob")
                win.pages.setCurrentWidget(win.cover)
                shoot(out, f"cover_{lang}_{size}", win)
            actual = win.size()
            if (actual.width(), actual.height()) != (width, height):
                print(f"the window is {actual.width()}x{actual.height()}, not {size}", flush=True)
            win.close()
            win.deleteLater()
            settle()
    print("ok", len(list(out.glob("*.png"))), "shots in", out)


if __name__ == "__main__":
    main(sys.argv)
