"""Keeping the process's memory from creeping up over long sessions.

Surfaces' pixels come from C ``malloc``. With glibc's defaults, freeing one
window-sized surface raises the threshold above which blocks get their own
mapping, so later card-sized surfaces land in the heap, and the holes left
when they are freed are seldom given back; each thread that renders card art
also gets an arena of its own. Over hours of play (and resizes) that leaves
hundreds of megabytes resident that nothing uses. :func:`tune_allocator`
fixes the threshold (big surfaces are mapped and unmapped on their own) and
caps the arenas; :func:`release_free_memory` hands free heap pages back (call
it after dropping many surfaces: a resize, leaving a table).

Both are no-ops where the C library is not glibc.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

# mallopt parameters (glibc <malloc.h>).
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8

#: Blocks at least this big (a card of about 90x126 pixels and up) are
#: mapped on their own, so freeing them returns the memory at once.
MMAP_THRESHOLD = 64 * 1024
#: Free memory at the top of the heap beyond this is given back.
TRIM_THRESHOLD = 4 * 1024 * 1024
#: Arenas for all threads together (the UI thread and the art warmers).
ARENA_MAX = 2


def _libc() -> ctypes.CDLL | None:
    """glibc, or None on other systems."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None


def tune_allocator() -> bool:
    """Set the allocator's thresholds and arena cap (idempotent); True when
    they were set."""
    libc = _libc()
    if libc is None:
        return False
    return all(libc.mallopt(param, value) == 1
               for param, value in ((M_MMAP_THRESHOLD, MMAP_THRESHOLD),
                                    (M_TRIM_THRESHOLD, TRIM_THRESHOLD),
                                    (M_ARENA_MAX, ARENA_MAX)))


def release_free_memory() -> None:
    """Give the free pages of the heap back to the system (cheap: about a
    millisecond; call it on events that free many surfaces, not per frame)."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
