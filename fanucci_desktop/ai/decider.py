"""Deciding off the frame loop: :class:`AsyncDecider`.

How the app uses it (one decider per table is enough)::

    decider = AsyncDecider()
    # when an AI seat is to act:
    decider.start(player, state.observation(seat), state.legal_moves(), seed)
    # every frame:
    move = decider.poll()          # None while still thinking
    if move is not None:
        match.apply(move)
    # when the position changes under it (undo, quit, new game):
    decider.cancel()

* :meth:`AsyncDecider.start` returns at once; the player's ``decide`` runs
  on the decider's daemon worker thread (started with the first job, kept
  while jobs come, gone after :data:`WORKER_IDLE_S` without one or at
  :meth:`AsyncDecider.close`: a frame never waits for a thread to start)
  with ``random.Random(seed)`` (use a seed derived
  from the match seed and move number, and the decision is reproducible). A
  job still running is cancelled first.
* :meth:`AsyncDecider.poll` returns None until the move is ready, then the
  move, once (later polls return None until the next start). If the player
  raised, poll re-raises that exception in the caller's thread so the app's
  crash log sees it. ``min_seconds`` given to start holds the move back until
  that much time has passed, for a human-like pace. ``on_ready``, if given,
  is called on the worker thread once poll would return the move (not
  after a cancel): the app's main loop sleeps until it is woken so.
* :meth:`AsyncDecider.cancel` sets the job's stop event: a searching player
  stops at its next rollout and the result is thrown away. It never blocks.

Every level returns within its budget: ``easy`` and ``normal`` take
milliseconds; ``hard`` checks its wall-clock cap (``SearchBudget.max_seconds``)
after every rollout. The worker is a thread, so it shares the interpreter
lock with the frame loop: Python switches threads every few milliseconds
(``sys.getswitchinterval``), which keeps frames coming while it thinks.
"""

from __future__ import annotations

import queue
import random
import threading
import time
from typing import Callable, Sequence

from ..engine.protocol import Move, Observation
from .players import Player

#: A decider's worker thread ends after this long without a job (a new job
#: starts another): an idle table keeps no thread waiting for ever.
WORKER_IDLE_S = 30.0


class _Job:
    """One decision running on a worker thread."""

    def __init__(self, player: Player, observation: Observation, moves: Sequence[Move],
                 seed: int, min_seconds: float, on_ready: Callable[[], None] | None = None) -> None:
        self.player = player
        self.observation = observation
        self.moves = list(moves)
        self.seed = seed
        self.stop = threading.Event()
        self.done = threading.Event()
        self.move: Move | None = None
        self.error: BaseException | None = None
        self.ready_at = time.monotonic() + min_seconds
        self.on_ready = on_ready

    def run(self) -> None:
        try:
            self.move = self.player.decide(self.observation, self.moves,
                                           random.Random(self.seed), self.stop)
        except BaseException as exc:  # handed to the caller by poll()
            self.error = exc
        finally:
            self.done.set()
        if self.on_ready is not None:
            # stop.wait sleeps until the move may be taken, or a cancel
            if not self.stop.wait(max(0.0, self.ready_at - time.monotonic())):
                self.on_ready()


class AsyncDecider:
    """Runs one AI decision at a time off the caller's thread (see the module
    docstring for the contract)."""

    def __init__(self) -> None:
        self._job: _Job | None = None
        #: Jobs for the worker; None asks it to end.
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._worker: threading.Thread | None = None
        self._lock = threading.Lock()

    @property
    def busy(self) -> bool:
        """True from :meth:`start` until the move has been polled or cancelled."""
        return self._job is not None

    def start(self, player: Player, observation: Observation, legal_moves: Sequence[Move],
              seed: int, min_seconds: float = 0.0, on_ready: Callable[[], None] | None = None) -> None:
        """Start deciding; returns at once. ValueError if there is no legal move."""
        if not legal_moves:
            raise ValueError("no legal move to choose from")
        self.cancel()
        job = _Job(player, observation, legal_moves, seed, min_seconds, on_ready)
        self._job = job
        with self._lock:
            self._jobs.put(job)
            if self._worker is None:
                self._worker = threading.Thread(target=self._serve, name="fanucci-ai", daemon=True)
                self._worker.start()

    def _serve(self) -> None:
        """The worker: run jobs in turn until told to end or idle too long."""
        while True:
            try:
                job = self._jobs.get(timeout=WORKER_IDLE_S)
            except queue.Empty:
                with self._lock:
                    if self._jobs.empty():      # a job put meanwhile keeps the worker
                        self._worker = None
                        return
                continue
            if job is None:
                return
            job.run()

    def close(self) -> None:
        """Cancel the current job and let the worker end (a later
        :meth:`start` begins another)."""
        self.cancel()
        with self._lock:
            if self._worker is not None:
                self._jobs.put(None)
                self._worker = None

    def poll(self) -> Move | None:
        """The decided move once ready (then the decider is idle), else None."""
        job = self._job
        if job is None or not job.done.is_set() or time.monotonic() < job.ready_at:
            return None
        self._job = None
        if job.error is not None:
            raise job.error
        return job.move

    def cancel(self) -> None:
        """Stop the current job, if any, and forget its result."""
        if self._job is not None:
            self._job.stop.set()
            self._job = None

    def settle(self, timeout: float | None = None) -> None:
        """Block until the current move is ready to be taken by :meth:`poll`
        (for drivers and tools, never the frame loop); at once when idle."""
        job = self._job
        if job is not None and job.done.wait(timeout):
            delay = job.ready_at - time.monotonic()
            if delay > 0:
                time.sleep(delay)

    def wait(self, timeout: float | None = None) -> Move | None:
        """Block until the move is ready (for tests and tools, never the frame
        loop); None on timeout or when idle."""
        job = self._job
        if job is None or not job.done.wait(timeout):
            return None
        delay = job.ready_at - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        return self.poll()
