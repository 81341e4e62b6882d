"""Root-parallel search: shares in worker processes give the numbers a search
here would, stop when asked, and survive a worker that dies or lies; a worker
ends quietly when its parent dies."""
import functools
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from engine.ai import parallel
from engine.ai.ismcts import ISMCTSAgent
from engine.bench import mid_game_state
from engine.games.heart_of_crown.codec import CODEC

GAME = "heart_of_crown"

needs_two_cores = pytest.mark.skipif(parallel.usable_cores() < 2, reason="workers need a second core")


def split_search(seed, **budget):
    return ISMCTSAgent(seed, depth=30, shares=2, **budget)


@pytest.fixture
def pool():
    """A fresh shared pool, closed after the test."""
    parallel._POOL = None
    yield lambda: parallel.shared_pool(2)
    if parallel._POOL is not None:
        parallel._POOL.close()
    parallel._POOL = None


def searched_here(state, seed, **budget):
    """The same split search with every share run in this process."""
    return split_search(seed, use_workers=False, **budget).search(state)


@needs_two_cores
def test_shares_in_a_worker_rank_exactly_as_shares_run_here(pool):
    state = mid_game_state(game=GAME, seed=11)
    pool().start()
    in_workers = split_search(5, iterations=40).search(state)
    assert parallel._POOL.remote_shares == 1, "no share was answered by a worker"
    here = searched_here(state, 5, iterations=40)
    assert in_workers == here
    assert sum(visits for _, visits, _ in here) > 40    # both shares counted


def test_two_shares_search_more_than_one():
    state = mid_game_state(game=GAME, seed=11)
    one = ISMCTSAgent(5, iterations=40, depth=30).search(state)
    two = split_search(5, iterations=40, use_workers=False).search(state)
    assert sum(v for _, v, _ in two) > sum(v for _, v, _ in one)


@needs_two_cores
def test_a_stop_request_ends_the_search_in_every_process(pool):
    state = mid_game_state(game=GAME, seed=11)
    pool().start()
    split_search(1, iterations=10).search(state)     # workers up and warm
    asked = time.perf_counter()
    ranked = split_search(2, iterations=None, millis=60_000).search(
        state, stop=lambda: time.perf_counter() - asked > 0.3)
    assert time.perf_counter() - asked < 5
    assert ranked[0][0] in state.legal_actions()


@needs_two_cores
def test_a_dead_worker_costs_time_not_the_answer(pool):
    state = mid_game_state(game=GAME, seed=11)
    shared = pool()
    shared.start()
    for worker in shared._workers:
        worker.process.kill()
        worker.process.join()
    survived = split_search(5, iterations=40).search(state)
    assert survived == searched_here(state, 5, iterations=40)


@needs_two_cores
def test_a_share_that_fails_in_a_worker_is_run_here(pool, monkeypatch):
    state = mid_game_state(game=GAME, seed=11)
    pool().start()
    broken = state.record()
    broken.actions.append("not_an_action")       # the worker's replay fails on it
    monkeypatch.setattr(type(state), "record", lambda self: broken)
    run_here = []
    share = ISMCTSAgent._share
    monkeypatch.setattr(ISMCTSAgent, "_share", lambda self, *args: run_here.append(1) or share(self, *args))
    ranked = split_search(5, iterations=40).search(state)
    assert len(run_here) == 2
    assert ranked == searched_here(state, 5, iterations=40)


@needs_two_cores
def test_an_error_here_leaves_no_stale_answer_for_the_next_search(pool, monkeypatch):
    state = mid_game_state(game=GAME, seed=11)
    pool().start()
    share = ISMCTSAgent._share
    monkeypatch.setattr(ISMCTSAgent, "_share", lambda self, *args: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        split_search(5, iterations=40).search(state)
    monkeypatch.setattr(ISMCTSAgent, "_share", share)
    after = split_search(6, iterations=40).search(state)
    assert after == searched_here(state, 6, iterations=40)


def test_no_workers_on_one_core_or_for_one_share(monkeypatch):
    assert parallel.shared_pool(1) is None
    monkeypatch.setattr(parallel, "usable_cores", lambda: 1)
    assert parallel.shared_pool(2) is None


@needs_two_cores
@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs POSIX signals")
def test_a_worker_that_hangs_is_given_up_after_its_budget(pool, monkeypatch):
    state = mid_game_state(game=GAME, seed=11)
    shared = pool()
    shared.start()
    monkeypatch.setattr(parallel, "_GRACE_SECONDS", 0.2)
    for worker in shared._workers:
        os.kill(worker.process.pid, signal.SIGSTOP)     # alive, but never answers
    asked = time.perf_counter()
    ranked = split_search(5, iterations=10, millis=1500).search(state)
    assert time.perf_counter() - asked < 5
    assert ranked[0][0] in state.legal_actions()
    assert shared.remote_shares == 0
    split_search(6, iterations=10).search(state)     # a new worker took its place
    assert shared.remote_shares == 1


@needs_two_cores
def test_a_split_search_ignores_what_the_seat_cannot_see(pool):
    # The real state goes to the worker as its record; the scrambled twin (a
    # sampled world, no record) is searched here. Both must rank alike.
    from tests.engine.ai.test_agents import scrambled
    state = mid_game_state(game=GAME, seed=3)
    twin = scrambled(state, state.decision.player)
    pool().start()
    assert split_search(9, iterations=40).search(state) == split_search(9, iterations=40).search(twin)
    assert parallel._POOL.remote_shares == 1


@needs_two_cores
def test_making_an_agent_never_waits_for_a_search_in_progress(pool):
    shared = pool()
    with shared._lock:                  # as a search on another thread holds it
        maker = threading.Thread(target=split_search, args=(1,), kwargs={"iterations": 10}, daemon=True)
        maker.start()
        maker.join(timeout=2)
        assert not maker.is_alive(), "making a split-search agent waited for the pool"


def _answer_every_job_with(reply: bytes, conn) -> None:
    """A worker's life that ignores its jobs and sends ``reply`` instead."""
    while True:
        try:
            conn.recv_bytes()
        except EOFError:
            return
        conn.send_bytes(reply)


def _stats(*rows, **extra) -> bytes:
    return json.dumps({"stats": list(rows), **extra}).encode()


ITERATIONS = 10       # each share's budget in the garbage tests

_BAD_REPLIES = {
    "a list": lambda legal: b"[]",
    "a string": lambda legal: b'"stats"',
    "null": lambda legal: b"null",
    "not JSON": lambda legal: b"\xff\xfe stats",
    "no stats": lambda legal: b"{}",
    "stats not a list": lambda legal: json.dumps({"stats": {legal[0]: 5}}).encode(),
    "an unknown key": lambda legal: _stats(liar=True),
    "a row too short": lambda legal: _stats([legal[0], 5]),
    "a row too long": lambda legal: _stats([legal[0], 5, 2.5, 1]),
    "a row not a list": lambda legal: _stats({"action": legal[0], "visits": 5, "total": 2.5}),
    "an action not a string": lambda legal: _stats([[legal[0]], 5, 2.5]),
    "an illegal action": lambda legal: _stats(["not_an_action", 10**6, 10.0**6]),
    "an action twice": lambda legal: _stats([legal[0], 5, 2.5], [legal[0], 5, 2.5]),
    "visits not a count": lambda legal: _stats([legal[0], 5.5, 2.5]),
    "visits true": lambda legal: _stats([legal[0], True, 0.5]),
    "no visits": lambda legal: _stats([legal[0], 0, 0.0]),
    "negative visits": lambda legal: _stats([legal[0], -5, -2.5]),
    "more visits than its iterations": lambda legal: _stats([legal[0], ITERATIONS + 1, 1.0]),
    "a huge number": lambda legal: f'{{"stats": [["{legal[0]}", 1{"0" * 5000}, 1.0]]}}'.encode(),
    "a total that is not a number": lambda legal: _stats([legal[0], 5, "2.5"]),
    "a NaN total": lambda legal: _stats([legal[0], 5, float("nan")]),
    "an infinite total": lambda legal: _stats([legal[0], 5, float("inf")]),
    "a negative total": lambda legal: _stats([legal[0], 5, -1.0]),
    "a total above its visits": lambda legal: _stats([legal[0], 5, 6.0]),
    "nested too deep": lambda legal: b"[" * 100_000 + b"]" * 100_000,
    "too long": lambda legal: _stats([legal[0], 5, 2.5]) + b" " * (2 << 20),   # fine but for its length
}


def assert_killed(workers):
    for worker in workers:
        worker.process.join(timeout=5)
        assert not worker.alive(), "a worker that sent garbage is still trusted"


@needs_two_cores
@pytest.mark.parametrize("make_reply", _BAD_REPLIES.values(), ids=_BAD_REPLIES.keys())
def test_a_worker_that_answers_garbage_is_replaced_and_its_share_run_here(pool, monkeypatch, make_reply):
    state = mid_game_state(game=GAME, seed=11)
    reply = make_reply([CODEC.text(action) for action in state.decision.options])
    monkeypatch.setattr(parallel, "_serve", functools.partial(_answer_every_job_with, reply))
    shared = pool()
    shared.start()
    liars = list(shared._workers)
    ranked = split_search(5, iterations=ITERATIONS).search(state)
    assert ranked == searched_here(state, 5, iterations=ITERATIONS)
    assert shared.remote_shares == 0
    assert_killed(liars)


@needs_two_cores
def test_a_time_budget_bounds_the_visits_a_worker_may_claim(pool, monkeypatch):
    state = mid_game_state(game=GAME, seed=11)
    claim = _stats([CODEC.text(state.decision.options[0]), 10**12, 1.0])
    monkeypatch.setattr(parallel, "_serve", functools.partial(_answer_every_job_with, claim))
    shared = pool()
    shared.start()
    liars = list(shared._workers)
    ranked = split_search(5, iterations=None, millis=300).search(state)
    assert sum(visits for _, visits, _ in ranked) < 10**6
    assert shared.remote_shares == 0
    assert_killed(liars)


_PARENT_THAT_DIES = """
import os, signal, sys
from engine.ai import parallel
from engine.bench import mid_game_state
state = mid_game_state(game="heart_of_crown", seed=11)
worker = parallel._Worker(parallel.multiprocessing.get_context("spawn"))
job = {"game": state.game_id, "record": state.record().to_json(), "seed": 1, "iterations": None,
       "millis": 60_000, "depth": 30, "exploration": 0.7, "rollout": None}
if "interrupted" in sys.argv:       # as by Ctrl-C, which reaches every process of the program
    assert worker.send({**job, "iterations": 1})
    assert worker.stats({**job, "iterations": 1}, state.decision.options) is not None   # it serves
    assert worker.send(job)
    os.kill(worker.process.pid, signal.SIGINT)
else:
    assert worker.send(job)
os._exit(0)     # as if killed: nothing closes the pipe or ends the worker
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a worker shares its parent's stderr on POSIX")
@pytest.mark.parametrize("how", ["died", "interrupted"])
def test_a_worker_whose_parent_died_ends_quietly(how):
    # The worker's share stops when its pipe closes and its answer meets the
    # closed pipe. The run returns once every holder of the dead parent's
    # stderr has closed it: the worker has ended, and said nothing.
    root = os.path.dirname(os.path.dirname(os.path.dirname(parallel.__file__)))
    parent = subprocess.run([sys.executable, "-c", _PARENT_THAT_DIES, how], cwd=root,
                            capture_output=True, text=True, timeout=120)
    assert parent.returncode == 0
    assert parent.stderr == ""
