"""Crash-safe file operations: atomic replace and moving a bad file aside.

An atomic write puts the bytes in a temporary file in the target's folder,
flushes and fsyncs it, and renames it over the target, so a reader sees the
old file or the new one, never a mix. Moving aside never overwrites: a file
is renamed to a free name and only ever kept, not deleted.
"""

from __future__ import annotations

import os
import stat
import time
from datetime import datetime, timezone
from pathlib import Path

from .errors import StorageError

#: A temporary file older than this (seconds) was left by a write that died.
STALE_TEMP_AGE = 600.0


def timestamp(now: datetime | None = None) -> str:
    """A UTC time stamp fit for a file name on every platform: ``20261122T023000.123456Z``."""
    now = now or datetime.now(timezone.utc)
    return now.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%S.%fZ")


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


#: What each kind of file that is not a regular file is called in a message.
_NOT_REGULAR = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"),
                (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                (stat.S_ISSOCK, "a socket"))


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, if it is a regular file of at most ``limit`` bytes.

    A named pipe, a device (a link to ``/dev/zero``, say) or a folder is
    never read: opening does not wait for a writer, and nothing but a
    regular file is read. Raises FileNotFoundError when there is nothing
    there, StorageError (reason ``corrupt``) for something that is not a
    regular file or is too big, OSError when it cannot be read.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            what = next((name for test, name in _NOT_REGULAR if test(info.st_mode)),
                        "not a regular file")
            raise StorageError(f"it is {what}, not a file")
        if info.st_size > limit:
            raise StorageError(f"the file is {info.st_size / 1e6:.1f} MB, more than the "
                               f"{limit / 1e6:.0f} MB Fanucci Desktop reads")
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    if left <= 0:  # it grew while being read
        raise StorageError(f"the file grew past the {limit / 1e6:.0f} MB Fanucci Desktop reads "
                           f"while it was being read")
    return b"".join(chunks)


def write_temp(folder: Path, stem: str, data: bytes) -> Path:
    """Write ``data`` to a new temporary file in ``folder``, flushed and fsynced.

    The name starts with a dot and ``stem`` and ends in ``.tmp``. Raises
    OSError; on failure the temporary file is removed.
    """
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / f".{stem}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def sweep_stale_temps(folder: Path, stem: str, now: float | None = None) -> None:
    """Remove temporary files of ``stem`` (made by :func:`write_temp`) older
    than :data:`STALE_TEMP_AGE`: half-written copies from a process that was
    killed mid-write. They never held a save anyone could load."""
    now = time.time() if now is None else now
    for tmp in folder.glob(f".{stem}.*.tmp"):
        try:
            if now - tmp.stat().st_mtime > STALE_TEMP_AGE:
                tmp.unlink()
        except OSError:
            pass


def sweep_temps(folder: Path) -> int:
    """Remove every temporary file made by :func:`write_temp` in ``folder``,
    whatever its age: run at start, while this copy holds the folder's lock
    (no other write can be under way), it clears what a killed write left.
    Returns how many were removed."""
    removed = 0
    for tmp in folder.glob(".*.tmp"):
        try:
            tmp.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically (temp file, fsync, rename). Raises OSError."""
    tmp = write_temp(path.parent, path.name, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def move_aside(path: Path, tag: str, now: datetime | None = None) -> Path:
    """Rename ``path`` to ``<stem>.<tag>-<timestamp>.json`` (or ``-2``, ``-3``...
    when taken) in the same folder and return the new path.

    Never overwrites an existing file. Raises OSError if the file cannot be moved.
    """
    base = f"{path.name.removesuffix('.json')}.{tag}-{timestamp(now)}"
    for n in range(1, 1000):
        target = path.with_name(f"{base}{'' if n == 1 else f'-{n}'}.json")
        if _rename_no_overwrite(path, target):
            fsync_dir(path.parent)
            return target
    raise FileExistsError(f"no free name to keep {path} under")


def _rename_no_overwrite(src: Path, dst: Path) -> bool:
    """Rename ``src`` to ``dst`` unless ``dst`` exists; False if it does."""
    try:
        os.link(src, dst)  # fails if dst exists: no overwrite, no race
    except FileExistsError:
        return False
    except (OSError, NotImplementedError):  # no hard links here: plain rename
        if dst.exists():
            return False
        os.rename(src, dst)  # on Windows this too refuses an existing target
        return True
    os.unlink(src)
    return True
