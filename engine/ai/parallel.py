"""Root-parallel search: the shares of a search run in worker processes, so a
level like Hard uses every core.

A share is an independent ISMCTS run with a seed of its own; a search sums
its shares' root statistics. A share gives the same numbers wherever it runs,
so the move for a seed does not depend on the machine: with one core, or when
a worker cannot start or dies, the shares run here one after another.

A state travels to a worker as its record (options, seed, actions) in JSON
and the answer comes back as JSON: our processes never unpickle each other's
data. An answer is checked before it counts: one that is not the stats a share
could have produced is garbage, its worker is killed and the share runs here.
Workers start on first use, stay for the next searches and end with the
program (or when their pipe closes).
"""
from __future__ import annotations

import atexit
import json
import multiprocessing
import os
import signal
import threading
import time

from engine.core.spec import get_spec

_STOP = b"stop"
_POLL_SECONDS = 0.02
# Beyond its time budget a share gets this long (a worker's first job waits for
# its imports) before it is given up and run here.
_GRACE_SECONDS = 10.0
# An honest answer is a row per legal action: a few kilobytes.
_MOST_ANSWER_BYTES = 1 << 20
# Far beyond any search in Python: a share that claims more visits than this
# rate over its time budget (when it has no iteration budget) is lying.
_MOST_ITERATIONS_PER_SECOND = 1_000_000


def usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:      # macOS, Windows
        return os.cpu_count() or 1


def _serve(conn) -> None:
    """A worker's life: answer share jobs until the pipe closes. A closed pipe
    is a parent that ended, died or gave up on it: with nobody left to tell,
    it ends quietly, whether it was waiting or answering."""
    # Ctrl-C reaches every process of the program; the parent handles it and ends its workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        while True:
            message = conn.recv_bytes()
            if message != _STOP:        # a stop that arrived after its share ended
                conn.send_bytes(_answer(message, stop=conn.poll))
    except (EOFError, OSError):
        return


def _answer(job: bytes, stop) -> bytes:
    from engine.ai.ismcts import run_share_job     # not at the top: ismcts imports this module
    try:
        answer = {"stats": run_share_job(json.loads(job), stop=stop)}
    except Exception as exc:    # a bug must reach the caller, not kill the worker
        answer = {"error": f"{type(exc).__name__}: {exc}"}
    return json.dumps(answer).encode()


class _Garbage(ValueError):
    """An answer no worker of ours would send."""


def _share_stats(answer: bytes, options, job: dict) -> list | None:
    """The rows [[action, visits, total reward]] of a worker's answer to
    ``job``, a share of a search of the decision whose legal actions are
    ``options`` (the answer names them by their text); None for an error it reports (the share then runs here, where
    it raises). Raises _Garbage for anything else."""
    try:
        reply = json.loads(answer)
    except (ValueError, RecursionError) as exc:     # not JSON, or nested past the parser's depth
        raise _Garbage("not JSON") from exc
    if not isinstance(reply, dict):
        raise _Garbage("not an object")
    if reply.keys() == {"error"} and isinstance(reply["error"], str):
        return None
    if reply.keys() != {"stats"} or not isinstance(reply["stats"], list):
        raise _Garbage("neither stats nor an error")
    rows = reply["stats"]
    text = get_spec(job["game"]).codec.text
    legal = {text(action): action for action in options}
    for row in rows:
        _check_row(row, legal)
    if len({action for action, _, _ in rows}) < len(rows):
        raise _Garbage("an action twice")
    if sum(visits for _, visits, _ in rows) > _most_visits(job):
        raise _Garbage("more visits than the share's budget allows")
    return [[legal[action], visits, total] for action, visits, total in rows]


def _check_row(row, legal: dict) -> None:
    if not (isinstance(row, list) and len(row) == 3):
        raise _Garbage("a row that is not [action, visits, total]")
    action, visits, total = row
    # Actions cross the pipe as their text (a game's compact values may be
    # tuples, which JSON would turn into lists).
    if not (type(action) is str and action in legal):
        raise _Garbage("not a legal action of the decision")
    if type(visits) is not int or visits < 1:       # bool is an int; unvisited moves are left out
        raise _Garbage("visits that are not a positive count")
    # Each visit brings a win chance in [0, 1]; NaN fails every comparison.
    if type(total) is not float or not 0.0 <= total <= visits:
        raise _Garbage("a total reward outside [0, visits]")


def _most_visits(job: dict) -> int:
    """The most root visits a share can make: each iteration visits one child."""
    if job["iterations"] is not None:
        return job["iterations"]
    return int(_patience(job) * _MOST_ITERATIONS_PER_SECOND)


def _patience(job: dict) -> float | None:
    """How long a worker may take over ``job``: None without a time budget."""
    return None if job["millis"] is None else job["millis"] / 1000 + _GRACE_SECONDS


class _Worker:
    def __init__(self, context):
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child,), name="kotatsu-search", daemon=True)
        self.process.start()
        child.close()

    def alive(self) -> bool:
        return self.process.is_alive()

    def send(self, job: dict) -> bool:
        try:
            self.conn.send_bytes(json.dumps(job).encode())
            return True
        except OSError:
            return False

    def stats(self, job: dict, options, stop=None) -> list | None:
        """Its stats for ``job`` (sent before), a share of a search of the
        decision whose legal actions are ``options``; ``stop()`` asks it to
        finish early (it then answers with what it has). None if it reports an
        error, or if it died, ran out of patience or sent garbage: then it is
        killed, never to be trusted again."""
        answer = self._receive(stop, _patience(job))
        if answer is None:
            return None
        try:
            return _share_stats(answer, options, job)
        except _Garbage:
            self.kill()
            return None

    def _receive(self, stop, patience: float | None) -> bytes | None:
        try:
            if self._await_answer(stop, patience):
                return self.conn.recv_bytes(_MOST_ANSWER_BYTES)
        except (EOFError, OSError):     # also an answer too long to be honest: the pipe is then unusable
            pass
        self.kill()
        return None

    def _await_answer(self, stop, patience: float | None) -> bool:
        """True once its answer waits in the pipe; False if it died first or
        gave none within ``patience`` seconds."""
        stop_sent = False
        give_up = None if patience is None else time.monotonic() + patience
        while not self.conn.poll(_POLL_SECONDS):
            if not self.process.is_alive() or (give_up is not None and time.monotonic() > give_up):
                return False
            if stop is not None and not stop_sent and stop():
                self.conn.send_bytes(_STOP)
                stop_sent = True
        return True

    def kill(self) -> None:
        """End it at once, even if it hangs or was stopped."""
        self.conn.close()
        self.process.kill()
        self.process.join(timeout=1)

    def close(self) -> None:
        self.conn.close()
        self.process.join(timeout=1)
        if self.process.is_alive():
            self.process.terminate()


class SearchPool:
    """Up to ``size`` workers. One search uses the pool at a time; a second
    search meanwhile (a hint while an AI thinks) runs its shares here."""

    def __init__(self, size: int):
        self.size = size
        self.remote_shares = 0       # shares a worker answered: the proof workers work
        self._workers = []
        self._lock = threading.Lock()
        self._context = multiprocessing.get_context("spawn")   # never fork a process that runs Qt threads

    def start(self) -> None:
        """Start the workers now, so their imports overlap other work. Never
        waits: a pool in use by a search already has its workers."""
        if self._lock.acquire(blocking=False):
            try:
                self._fill()
            finally:
                self._lock.release()

    def _fill(self) -> None:
        self._workers = [w for w in self._workers if w.alive()]
        try:
            while len(self._workers) < self.size:
                self._workers.append(_Worker(self._context))
        except (OSError, RuntimeError):
            pass                     # fewer workers: the shares run here instead

    def run(self, record, options, jobs: list, local, stop=None) -> list:
        """Each job's stats for the decision of ``record``'s state, whose legal
        actions are ``options``, in order. ``local(job)`` runs a job in this
        process: the first one, those beyond the workers at hand and those whose
        worker failed. ``stop()`` turning true asks the workers to answer early."""
        if not self._lock.acquire(blocking=False):
            return [local(job) for job in jobs]
        remote = {}
        try:
            self._fill()
            text = record.to_json()
            for index, (worker, job) in enumerate(zip(self._workers, jobs[1:]), start=1):
                if worker.send({"record": text, **job}):
                    remote[index] = worker
            results = [None if index in remote else local(job) for index, job in enumerate(jobs)]
            while remote:
                index, worker = remote.popitem()
                stats = worker.stats(jobs[index], options, stop)
                if stats is None:
                    stats = local(jobs[index])
                else:
                    self.remote_shares += 1
                results[index] = stats
            return results
        except BaseException:
            for worker in remote.values():   # their answers would be read by the next search
                worker.kill()
            raise
        finally:
            self._lock.release()

    def close(self) -> None:
        with self._lock:
            for worker in self._workers:
                worker.close()
            self._workers = []


_POOL = None
_POOL_GUARD = threading.Lock()


def shared_pool(shares: int):
    """The process's pool for searches of ``shares`` shares; None where workers
    cannot help (one core) or may not exist (inside a daemonic arena worker)."""
    global _POOL
    if shares < 2 or usable_cores() < 2 or multiprocessing.current_process().daemon:
        return None
    with _POOL_GUARD:
        if _POOL is None:
            _POOL = SearchPool(min(shares, usable_cores()) - 1)
            atexit.register(_POOL.close)
        return _POOL
