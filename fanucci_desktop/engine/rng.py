"""Seeded randomness whose results the project owns.

A saved match must replay identically on any Python version. ``random.Random``
seeded with an int and ``getrandbits`` are stable across versions, but
``shuffle``, ``randrange`` and ``choice`` have changed algorithm before. So
every shuffle in the engine goes through :func:`shuffled`, which uses only
``getrandbits``, and sub-seeds are derived with SHA-256 rather than ``hash``.
"""

from __future__ import annotations

import hashlib
import random
from typing import Sequence, TypeVar

T = TypeVar("T")


def derive_seed(*parts: object) -> int:
    """A 64-bit seed determined by ``parts`` (their ``str``), stable everywhere."""
    text = "\x1f".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def new_rng(*parts: object) -> random.Random:
    """A ``random.Random`` seeded with :func:`derive_seed` of ``parts``."""
    return random.Random(derive_seed(*parts))


def randbelow(rng: random.Random, n: int) -> int:
    """A uniform int in ``[0, n)`` by rejection sampling on ``getrandbits``."""
    if n <= 0:
        raise ValueError(f"randbelow needs n > 0, not {n}")
    k = n.bit_length()
    while True:
        r = rng.getrandbits(k)
        if r < n:
            return r


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """A new list with ``items`` in a Fisher-Yates order drawn from ``rng``."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = randbelow(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def choice(items: Sequence[T], rng: random.Random) -> T:
    """One element of a non-empty sequence, drawn with :func:`randbelow`."""
    if not items:
        raise ValueError("choice from an empty sequence")
    return items[randbelow(rng, len(items))]
