"""Keeping the process's memory from creeping up over long sessions.

Surfaces' pixels come from C ``malloc``. With glibc's defaults every thread
that renders card art (the warmers, the AI's helpers) may get an arena of its
own, and the holes surfaces leave in them are seldom given back.
:func:`tune_allocator` caps the arenas; :func:`release_free_memory` hands free
heap pages back (call it after dropping many surfaces: a resize).

The mmap threshold is deliberately left dynamic: fixing it (say at 64 KB)
returns big blocks at once but maps and faults in every per-frame
window-sized layer anew: a 3,000-event monkey run took 16 times the page
faults and 6 times the system time.

Both are no-ops where the C library is not glibc. :func:`resident_mb` and
:func:`peak_resident_mb` read the process's memory for the measuring
commands (bench, soak, monkey).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import sys

#: mallopt parameter (glibc <malloc.h>).
M_ARENA_MAX = -8
#: Arenas for all threads together (the UI thread and the art warmers).
ARENA_MAX = 2


@functools.cache
def _libc() -> ctypes.CDLL | None:
    """glibc, or None on other systems. Found once, by glibc's own name
    first: looking the C library up (``find_library``) runs ``ldconfig``,
    some 25 ms that a change of scene must not wait for."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        name = ctypes.util.find_library("c")
        try:
            libc = ctypes.CDLL(name) if name else None
        except OSError:
            return None
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None


def tune_allocator() -> bool:
    """Cap the allocator's arenas (idempotent); True when it was set."""
    libc = _libc()
    return libc is not None and libc.mallopt(M_ARENA_MAX, ARENA_MAX) == 1


def release_free_memory() -> None:
    """Give the free pages of the heap back to the system (cheap: about a
    millisecond; call it on events that free many surfaces, not per frame)."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


def resident_mb() -> float | None:
    """Resident memory of this process now, in MB (None where the system does
    not tell: only Linux's /proc is read)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def peak_resident_mb() -> float | None:
    """The process's peak resident memory so far, in MB (None on Windows)."""
    try:
        import resource
    except ImportError:                  # Windows: no resource module
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)
