"""Rendering card art before a frame needs it, on a worker thread.

The SVG rasteriser releases the interpreter while it draws, so a worker can
render faces while the frame loop goes on. A frame that needs an image the
worker has not made yet still makes it itself (the art cache is safe to use
from both threads); warming only takes that work off the frames.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import Iterable, Union

from ..engine.cards import Card
from .sprites import SpriteImages

#: A job: ``("felt", (w, h), colour)``, ``("back", width)``, ``("face", card, width)``,
#: ``("shadow", images, width)`` or ``("turned", images, card, width, degrees)``
#: (``images``: a table's :class:`~.sprites.SpriteImages`).
Job = Union[tuple[str, tuple[int, int], str], tuple[str, int], tuple[str, Card, int],
            tuple[str, SpriteImages, int], tuple[str, SpriteImages, Card | None, int, int]]

#: Pause after each background job, leaving the interpreter to the frames.
BACKGROUND_PAUSE_S = 0.004
#: The worker ends after this long without a job (a new job starts another).
WORKER_IDLE_S = 30.0


class ArtWarmer:
    """Renders art for one table: urgent jobs first (what is on show or about
    to be turned up), then background jobs (the cards the person may move, at
    the table's other widths).

    The worker thread starts with the first job and waits for more while
    the table is open (asking it never waits for a thread to start); it ends
    after :data:`WORKER_IDLE_S` without work, or at :meth:`stop`, which also
    empties the queues and waits for the job in hand.
    """

    def __init__(self, art) -> None:
        self.art = art
        #: Guards the queues; the idle worker waits on it for work.
        self._lock = threading.Condition()
        self._urgent: deque[Job] = deque()
        self._background: deque[Job] = deque()
        self._thread: threading.Thread | None = None
        self._planned = False
        self._urgent_in_hand = False
        self._in_hand = False
        self._stopping = False

    def plan(self, urgent: Iterable[Job], background: Iterable[Job]) -> None:
        """Replace the queued work: ``urgent`` now, ``background`` after."""
        with self._lock:
            self._urgent = deque(urgent)
            self._background = deque(background)
            self._planned = True
            self._start()

    def urgent(self, jobs: Iterable[Job]) -> None:
        """Do ``jobs`` before anything else still queued."""
        jobs = list(jobs)
        if not jobs:
            return
        with self._lock:
            self._urgent.extendleft(reversed(jobs))
            self._start()

    def stop(self) -> None:
        """Drop the queued work, end the worker and wait for the job in hand."""
        with self._lock:
            self._urgent.clear()
            self._background.clear()
            self._stopping = True
            self._lock.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2.0)

    def prepared(self) -> bool:
        """True once :meth:`plan` was called and no urgent job is left."""
        with self._lock:
            return self._planned and not self._urgent and not self._urgent_in_hand

    def busy(self) -> bool:
        """True while jobs are queued or being done."""
        with self._lock:
            return bool(self._urgent or self._background or self._in_hand)

    def _start(self) -> None:
        """Wake the worker, or start it if there is none (the lock is held)."""
        self._stopping = False
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="art-warmer", daemon=True)
            self._thread.start()
        else:
            self._lock.notify()

    def _next(self) -> tuple[Job, float] | None:
        """The next job and the pause after it; None when the worker is to
        end (stopped, or idle for :data:`WORKER_IDLE_S`). The lock is held."""
        while True:
            self._urgent_in_hand = bool(self._urgent)
            if self._urgent:
                return self._urgent.popleft(), 0.0
            if self._background:
                return self._background.popleft(), BACKGROUND_PAUSE_S
            if self._stopping or not self._lock.wait(WORKER_IDLE_S):
                return None

    def _work(self) -> None:
        try:
            while True:
                with self._lock:
                    self._in_hand = False
                    taken = self._next()
                    if taken is None:
                        return
                    self._in_hand = True
                job, pause = taken
                self._do(job)
                if pause:
                    time.sleep(pause)
        finally:   # also when a job raised: the frame making that image raises too
            with self._lock:
                self._thread = None
                self._urgent_in_hand = False
                self._in_hand = False

    def _do(self, job: Job) -> None:
        kind = job[0]
        if kind == "face":
            self.art.face(job[1], job[2])
        elif kind == "back":
            self.art.back(job[1])
        elif kind == "felt":
            self.art.table(job[1], job[2])
        elif kind == "shadow":
            job[1].prepare_shadow(job[2])
        elif kind == "turned":
            job[1].prepare_turned(job[2], job[3], job[4])
        else:
            raise ValueError(f"unknown art job {job!r}")
