"""Locks on a data folder, with the operating system's own file locking.

A lock is held on an open file (``fcntl.flock`` on POSIX, ``msvcrt.locking``
on Windows), so the system lets go of it when the process ends, however it
ends: a lock left by a crash or a kill never blocks the next start. The lock
file itself holds nothing and is never removed (removing it would let two
processes lock two different files of the same name).
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None
    import msvcrt

#: The lock a running app holds on its data folder.
RUNNING_LOCK = "running.lock"


class FileLock:
    """An exclusive lock on the file ``path`` (created empty if missing)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    def acquire(self, wait: bool) -> bool:
        """Take the lock; with ``wait`` False give up at once when another
        process holds it (False). Raises OSError when the file cannot be
        opened."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            taken = _lock(fd, wait)
        except OSError:
            os.close(fd)
            raise
        if not taken:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        """Let go of the lock (closing the file lets go of it)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None


def _lock(fd: int, wait: bool) -> bool:
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            return False
        return True
    while True:  # msvcrt.locking waits 10 s at most; wait means wait
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            if not wait:
                return False
        time.sleep(0.05)


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock on ``path`` for the block, waiting for it if another
    process holds it (a read-modify-write of a shared file). Raises OSError."""
    lock = FileLock(path)
    lock.acquire(wait=True)
    try:
        yield
    finally:
        lock.release()
