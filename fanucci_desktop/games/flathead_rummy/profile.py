"""What a group of cards can still be: the summary behind every meld check.

A :class:`Profile` summarises a group of card codes in a few ints so that
"is this a meld?" and "may this card be laid off here?" cost O(1). One
function, :func:`fits`, states the meld rule of RULINGS.md; everything else
(meld checks, lay-offs, the meld finder's results) agrees with it.

The meld rule: 3+ cards, at most one trump, and at least one type fits:
set (one rank), flush (one suit) or run (consecutive ranks of one colour,
∞ never in a run). The trump stands for any one missing card, so it must
have a card to stand for: a set already holding all 15 suits, a flush
holding all 11 ranks, or a run covering 0-9 leaves it nothing.
"""

from __future__ import annotations

from typing import Iterable

from .codes import COLOUR, FIRST_TRUMP, RANK, RANK_SIZE, SUIT, SUIT_SIZE

INF = 10
_NONE = -2  # no natural card seen yet
_MIXED = -1  # naturals disagree (or the group cannot be a run)


class Profile:
    """Immutable summary of a group of card codes.

    ``rank``/``suit``: the rank/suit all naturals share, else -1 (-2 with no
    naturals). ``colour``: the run colour when the naturals could be part of
    one run (one colour, no ∞, no repeated rank), else -1. ``lo``/``hi``: the
    lowest and highest natural rank; ``ranks``: bit mask of natural ranks.
    """

    __slots__ = ("size", "trumps", "naturals", "rank", "suit", "colour", "lo", "hi", "ranks")

    def __init__(self, size: int = 0, trumps: int = 0, naturals: int = 0, rank: int = _NONE,
                 suit: int = _NONE, colour: int = _NONE, lo: int = 99, hi: int = -1,
                 ranks: int = 0) -> None:
        self.size = size
        self.trumps = trumps
        self.naturals = naturals
        self.rank = rank
        self.suit = suit
        self.colour = colour
        self.lo = lo
        self.hi = hi
        self.ranks = ranks

    def add(self, code: int) -> "Profile":
        """The profile of this group with one more card."""
        if code >= FIRST_TRUMP:
            return Profile(self.size + 1, self.trumps + 1, self.naturals, self.rank, self.suit,
                           self.colour, self.lo, self.hi, self.ranks)
        r = RANK[code]
        s = SUIT[code]
        k = COLOUR[code]
        rank = r if self.rank == _NONE else (self.rank if self.rank == r else _MIXED)
        suit = s if self.suit == _NONE else (self.suit if self.suit == s else _MIXED)
        bit = 1 << r
        if r == INF or self.ranks & bit:
            colour = _MIXED
        else:
            colour = k if self.colour == _NONE else (self.colour if self.colour == k else _MIXED)
        return Profile(self.size + 1, self.trumps, self.naturals + 1, rank, suit, colour,
                       min(self.lo, r), max(self.hi, r), self.ranks | bit)


EMPTY = Profile()


def profile(codes: Iterable[int]) -> Profile:
    """The profile of a group of codes."""
    p = EMPTY
    for code in codes:
        p = p.add(code)
    return p


def fits(p: Profile) -> bool:
    """True when the group is a valid meld (the rule in the module docstring)."""
    if p.size < 3 or p.trumps > 1 or p.naturals == 0:
        return False
    wild = p.trumps == 1
    if p.rank >= 0 and (not wild or p.naturals < RANK_SIZE):
        return True
    if p.suit >= 0 and (not wild or p.naturals < SUIT_SIZE):
        return True
    if p.colour >= 0:
        span = p.hi - p.lo + 1
        missing = span - p.naturals
        if not wild:
            return missing == 0
        return missing == 1 or (missing == 0 and span < 10)
    return False


def accepts(p: Profile, code: int) -> bool:
    """True when the valid meld ``p`` stays a valid meld with ``code`` (a card
    not in it) added: :func:`fits` of the grown group, without building it."""
    wild = p.trumps == 1
    if code >= FIRST_TRUMP:
        if wild:
            return False
        n = p.naturals
        if (p.rank >= 0 and n < RANK_SIZE) or (p.suit >= 0 and n < SUIT_SIZE):
            return True
        if p.colour < 0:
            return False
        span = p.hi - p.lo + 1
        return span - n == 1 or (span == n and span < 10)
    r = RANK[code]
    n = p.naturals + 1
    if p.rank == r:
        return not wild or n < RANK_SIZE
    if p.suit == SUIT[code] and (not wild or n < SUIT_SIZE):
        return True
    if p.colour != COLOUR[code] or r == INF or p.ranks >> r & 1:
        return False
    span = max(p.hi, r) - min(p.lo, r) + 1
    if not wild:
        return span == n
    return span - n == 1 or (span == n and span < 10)
