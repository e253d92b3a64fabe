"""A small least-recently-used cache of surfaces, bounded both by the number
of entries and by the bytes of their pixels.

The UI's caches of drawn layers, card images and shadows use it so that no
run, however many window sizes and hands it goes through, keeps more than a
fixed amount of pixels alive (a cache keyed by size would otherwise grow with
every size the window ever had).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Callable, Hashable, Iterator

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    """The bytes of ``surface``'s pixels."""
    return surface.get_pitch() * surface.get_height()


class SurfaceLRU:
    """Surfaces by key, the least recently used dropped first once there are
    more than ``limit`` of them or their pixels exceed ``max_bytes`` (the
    newest entry is always kept, even when it alone is over the budget).

    It offers the parts of a dict the drawing helpers use (``get``, ``[]``,
    ``in``, ``len``, ``clear``), so it can be passed wherever they take a
    ``cache`` dict."""

    def __init__(self, limit: int, max_bytes: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if limit < 1 or max_bytes < 1:
            raise ValueError("a surface cache needs room for at least one surface")
        self.limit = limit
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        #: When each entry was last used (the same order as ``_items``).
        self._used: dict[Hashable, float] = {}
        self._clock = clock
        self._bytes = 0

    @property
    def bytes(self) -> int:
        """The bytes of pixels held now."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self._items)

    def get(self, key: Hashable, default: pygame.Surface | None = None) -> pygame.Surface | None:
        """The surface at ``key`` (now the most recently used), or ``default``."""
        img = self._items.get(key)
        if img is None:
            return default
        self._items.move_to_end(key)
        self._used[key] = self._clock()
        return img

    def __getitem__(self, key: Hashable) -> pygame.Surface:
        img = self.get(key)
        if img is None:
            raise KeyError(key)
        return img

    def __setitem__(self, key: Hashable, surface: pygame.Surface) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self._bytes -= surface_bytes(old)
        self._items[key] = surface
        self._used[key] = self._clock()
        self._bytes += surface_bytes(surface)
        while len(self._items) > 1 and (len(self._items) > self.limit or self._bytes > self.max_bytes):
            self._drop_oldest()

    def _drop_oldest(self) -> None:
        key, dropped = self._items.popitem(last=False)
        del self._used[key]
        self._bytes -= surface_bytes(dropped)

    def drop_unused(self, idle_s: float) -> None:
        """Forget every entry not used for ``idle_s`` seconds: images of a
        table left, or of sizes no longer on screen."""
        since = self._clock() - idle_s
        while self._items and self._used[next(iter(self._items))] < since:
            self._drop_oldest()

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface at ``key``, made by ``make()`` (and kept) the first time."""
        img = self.get(key)
        if img is None:
            img = make()
            self[key] = img
        return img

    def drop_if(self, doomed: Callable[[Hashable], bool]) -> None:
        """Forget every entry whose key ``doomed`` says so."""
        for key in [k for k in self._items if doomed(k)]:
            self._bytes -= surface_bytes(self._items.pop(key))
            del self._used[key]

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()
        self._used.clear()
        self._bytes = 0
