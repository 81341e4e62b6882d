"""Trust run for Gensokyo (issue 26 item 8): many games of random legal
answers, with the game's invariants checked after every action.

After each action: every change of a seat's money is one the action's events
account for (``pay`` to the bank, ``lap_bonus``/``receive``/``sell`` from it,
``toll`` from seat to seat), so the seats' money plus the bank's net flow stays
the starting money; no money below 0; the cards are the pool, each copy in
exactly one place (deck, graveyard, set-aside, hands, lands, player spells,
the spell being cast, the battle's held cards); each land is unowned and empty,
or owned with a level 1-5 and one character (the beaten defender's land may be
empty only inside its battle's §8.4 window); a bankrupt seat owns no land; the
round never passes 60; each action's text parses back to it. At the end: the
game ended, and its record (through JSON) replays to the same views, money,
ranks and winners.

    python tools/gensokyo_trust.py --games 10000 --players 2 3 4 --jobs 2
    python tools/gensokyo_trust.py --players 3 --seed 417      # one game, its traceback

Seed ``s`` plays the loop map when even, the cross map when odd. Prints
games/s per player count; exits 1 if any game failed, naming its seed, the
action's index and the command that replays it.
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.core.records import record_from_json                        # noqa: E402
from engine.games import new_record, replay                              # noqa: E402
from engine.games.gensokyo.cards import CARDS                            # noqa: E402
from engine.games.gensokyo.codec import CODEC                            # noqa: E402
from engine.games.gensokyo.lands import MAX_LEVEL                        # noqa: E402
from engine.games.gensokyo.options import CHARISMA                       # noqa: E402
from engine.games.gensokyo.setup import standard_pool                    # noqa: E402
from engine.games.gensokyo.state import GensokyoState                    # noqa: E402
from engine.games.gensokyo.turn import ROUND_CAP                         # noqa: E402

ACTION_CAP = 20_000          # far above any real game: reaching it means the game does not end


class TrustError(AssertionError):
    def __init__(self, players: int, seed: int, index: int, message: str):
        super().__init__(f"players={players} seed={seed} action={index}: {message}")
        self.players, self.seed, self.index = players, seed, index


def options_for(players: int, seed: int) -> dict:
    return {"players": players, "map": "cross" if seed % 2 else "loop"}


def card_places(state) -> Counter:
    """Every card of the game wherever it is, as a multiset of ids."""
    cards = state.cards
    held = Counter(cards.deck) + Counter(cards.graveyard) + Counter(cards.set_aside)
    for hand in cards.hands:
        held.update(hand)
    held.update(c for c in state.character if c is not None)
    held.update(s for s in state.land_spell if s is not None)
    held.update(spell for spell, _seat, _expiry in state.player_spells)
    if state.casting is not None:
        held[state.casting] += 1
    if state.battle is not None:
        held.update(state.battle.cards())
    return held


def money_flows(events, players: int) -> list[int]:
    """Each seat's money change that the events account for."""
    change = [0] * players
    for event in events:
        kind = event["type"]
        if kind == "pay":
            change[event["player"]] -= event["money"]
        elif kind in ("lap_bonus", "receive", "sell"):
            change[event["player"]] += event["money"]
        elif kind == "toll":
            change[event["player"]] -= event["money"]
            change[event["to"]] += event["money"]
    return change


def broken(state, pool: Counter, before: list[int], events) -> str | None:
    """What about the state after one action breaks an invariant, or None."""
    players = state.num_players
    change = [after - was for after, was in zip(state.money, before)]
    if change != money_flows(events, players):
        return f"money changed by {change}, the events account for {money_flows(events, players)}"
    if min(state.money) < 0:
        return f"money below 0: {state.money}"
    places = card_places(state)
    if places != pool:
        return f"cards not conserved: extra {dict(places - pool)}, missing {dict(pool - places)}"
    window = state.battle.land if state.battle is not None else None
    for square in range(len(state.board)):
        owner, level = state.owner[square], state.level[square]
        character, spell = state.character[square], state.land_spell[square]
        if owner == -1:
            if level or character is not None or spell is not None:
                return f"unowned square {square} has level {level}, {character}, {spell}"
        elif square not in state.board.lands or not 0 <= owner < players or not 1 <= level <= MAX_LEVEL:
            return f"square {square}: owner {owner}, level {level}"
        elif character is None and square != window:
            return f"land {square} of seat {owner} has no character outside its battle"
        elif character is not None and CARDS[character].kind != "character":
            return f"land {square} holds {character}, not a character"
        elif state.bankrupt[owner]:
            return f"bankrupt seat {owner} still owns square {square}"
    if state.round > ROUND_CAP:
        return f"round {state.round} passed the cap"
    return None


def play(players: int, seed: int) -> tuple[GensokyoState, list[str]]:
    """One random-legal game with every check; TrustError at the first break."""
    state = GensokyoState(options_for(players, seed), seed)
    pool = card_places(state)
    if pool != Counter(standard_pool(players)) + Counter(CHARISMA):
        raise TrustError(players, seed, 0, "the cards at setup are not the pool")
    chooser, texts = random.Random(seed), []
    for index in range(ACTION_CAP):
        if state.ended:
            break
        decision = state.decision
        action = state.chance_outcome() if decision.is_chance else chooser.choice(decision.options)
        text = CODEC.text(action)
        if CODEC.parse(text) != action:
            raise TrustError(players, seed, index, f"{action!r} is written {text!r}, which parses otherwise")
        before = state.money[:]
        try:
            events = state.apply(action).events
        except Exception as exc:     # any engine error is a finding, named by seed and action
            raise TrustError(players, seed, index, f"{action!r} raised {exc!r}") from exc
        texts.append(text)
        problem = broken(state, pool, before, events)
        if problem:
            raise TrustError(players, seed, index, f"after {action!r}: {problem}")
    else:
        raise TrustError(players, seed, ACTION_CAP, "the game did not end")
    check_replay(state, texts)
    return state, texts


def check_replay(state, texts: list[str]) -> None:
    """The game's record, through JSON, replays to the same game."""
    players, seed = state.num_players, state.seed
    record = new_record("gensokyo", state.options, seed)
    record.actions = texts
    again = replay(record_from_json(record.to_json()))
    for seat in range(players):
        if again.view(seat) != state.view(seat):
            raise TrustError(players, seed, len(texts), f"the replay's view of seat {seat} differs")
    if (again.money, again.ranks, again.winners, again.end_reason) != (
            state.money, state.ranks, state.winners, state.end_reason):
        raise TrustError(players, seed, len(texts), "the replay ends otherwise")


def _task(job: tuple) -> tuple:
    players, seed = job
    try:
        state, texts = play(players, seed)
    except TrustError as error:
        return players, seed, str(error), 0
    return players, seed, None, len(texts)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4], choices=[2, 3, 4])
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--seed", type=int, help="play this one seed and show its traceback")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.seed is not None:
        for players in args.players:
            try:
                play(players, args.seed)
            except TrustError:
                traceback.print_exc()
                return 1
            print(f"players={players} seed={args.seed}: ok")
        return 0
    failures = 0
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    for players in args.players:
        jobs = [(players, seed) for seed in range(args.first_seed, args.first_seed + args.games)]
        started, actions = time.perf_counter(), 0
        results = pool.imap_unordered(_task, jobs, chunksize=8) if pool else map(_task, jobs)
        for _players, seed, error, count in results:
            actions += count
            if error:
                failures += 1
                print(f"FAIL {error}\n  replay: python tools/gensokyo_trust.py --players {players} --seed {seed}")
        took = time.perf_counter() - started
        print(f"{players} players: {args.games} games, {actions} actions, {took:.1f} s, "
              f"{args.games / took:.1f} games/s ({args.jobs} job(s))", flush=True)
    if pool:
        pool.close()
    print(f"{failures} failed" if failures else "all games kept every invariant")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
