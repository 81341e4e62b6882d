"""Root-parallel search: the shares of a search run in worker processes, so a
level like Hard uses every core.

A share is an independent ISMCTS run with a seed of its own; a search sums
its shares' root statistics. A share gives the same numbers wherever it runs,
so the move for a seed does not depend on the machine: with one core, or when
a worker cannot start or dies, the shares run here one after another.

A state travels to a worker as its record (options, seed, actions) in JSON
and the answer comes back as JSON: our processes never unpickle each other's
data. Workers start on first use, stay for the next searches and end with the
program (or when their pipe closes).
"""
from __future__ import annotations

import atexit
import json
import multiprocessing
import os
import threading
import time

_STOP = b"stop"
_POLL_SECONDS = 0.02
# Beyond its time budget a share gets this long (a worker's first job waits for
# its imports) before it is given up and run here.
_GRACE_SECONDS = 10.0


def usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:      # macOS, Windows
        return os.cpu_count() or 1


def _serve(conn) -> None:
    """A worker's life: answer share jobs until the pipe closes. A closed pipe
    is a parent that ended, died or gave up on it: with nobody left to tell,
    it ends quietly, whether it was waiting or answering."""
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

    def receive(self, stop=None, patience: float | None = None):
        """The share's stats, or None if the worker failed or gave no answer
        within ``patience`` seconds; ``stop()`` asks it to finish early (it then
        answers with what it has)."""
        stop_sent = False
        give_up = None if patience is None else time.monotonic() + patience
        try:
            while not self.conn.poll(_POLL_SECONDS):
                if not self.process.is_alive():
                    return None
                if give_up is not None and time.monotonic() > give_up:
                    self.kill()
                    return None
                if stop is not None and not stop_sent and stop():
                    self.conn.send_bytes(_STOP)
                    stop_sent = True
            answer = json.loads(self.conn.recv_bytes())
        except (EOFError, OSError, ValueError):
            return None
        return answer.get("stats")     # after an error the share is run here, where it raises

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

    def run(self, record, jobs: list, local, stop=None) -> list:
        """Each job's stats, in order. ``local(job)`` runs a job in this process:
        the first one, those beyond the workers at hand and those whose worker
        failed. ``stop()`` turning true asks the workers to answer early."""
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
                millis = jobs[index].get("millis")
                stats = worker.receive(stop, None if millis is None else millis / 1000 + _GRACE_SECONDS)
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
