"""The meld finder: every meld a hand can lay down, every lay-off it can make.

Works on sorted card codes (:mod:`.codes`) and never tries all subsets: cards
are grouped by rank (sets), by suit (flushes) and by colour and rank (runs),
and only combinations inside a group are listed. Each result is a tuple of
codes in ascending (canonical) order; no meld is listed twice.

The card-level API (:func:`find_melds`, :func:`find_layoffs`) wraps the
code-level one for callers outside the engine.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Iterable, Sequence

from ...engine.cards import Card
from .codes import CARDS, COLOUR, FIRST_TRUMP, RANK, RANK_SIZE, SUIT, SUIT_SIZE, encode
from .profile import INF, Profile, accepts, profile

Combo = tuple[int, ...]


def _group_subsets(group: Sequence[int], trumps: Sequence[int], cap: int, out: list[Combo]) -> None:
    """Subsets of one rank or one suit: 3+ naturals, or 2+ naturals and a trump
    (while fewer than ``cap`` naturals, so the trump has a card to stand for)."""
    k = len(group)
    for size in range(3, k + 1):
        out.extend(combinations(group, size))
    if trumps:
        for size in range(2, min(k, cap - 1) + 1):
            for combo in combinations(group, size):
                for t in trumps:
                    out.append(combo + (t,))


def _runs(buckets: list[list[int]], trumps: Sequence[int], out: list[Combo]) -> None:
    """Runs of one colour from ``buckets[r]`` (the colour's cards of rank r),
    leaving out single-suit runs (the flushes list them).

    A run's naturals take one card of each rank from ``lo`` to ``hi`` (both
    present), except that with a trump one inner rank may be left out, held
    or not: the trump stands for it."""
    for lo in range(10):
        if not buckets[lo]:
            continue
        gap = -1
        for hi in range(lo + 1, 10):
            if not buckets[hi]:
                if gap >= 0 or not trumps:
                    break
                gap = hi
                continue
            span = hi - lo + 1
            if gap >= 0:
                _emit(buckets, lo, hi, gap, trumps, out)
                continue
            if span >= 3:
                _emit(buckets, lo, hi, -1, (), out)
            if trumps:
                if span < 10:
                    _emit(buckets, lo, hi, -1, trumps, out)
                for skip in range(lo + 1, hi):
                    _emit(buckets, lo, hi, skip, trumps, out)


def _emit(buckets: list[list[int]], lo: int, hi: int, skip: int, trumps: Sequence[int],
          out: list[Combo]) -> None:
    """Append the runs taking one card of each rank lo..hi but ``skip``, with
    each of ``trumps`` (or with no trump when ``trumps`` is empty). Products
    over ranks in order give tuples already in meld order."""
    chosen = [buckets[r] for r in range(lo, hi + 1) if r != skip]
    combos = list(product(*chosen))
    if set.intersection(*({SUIT[c] for c in b} for b in chosen)):
        combos = [c for c in combos if any(SUIT[x] != SUIT[c[0]] for x in c)]
    if not trumps:
        out.extend(combos)
    for t in trumps:
        tail = (t,)
        out.extend([c + tail for c in combos])


def find_meld_codes(hand: Sequence[int]) -> list[Combo]:
    """Every valid meld (3+ cards, at most one trump) among the sorted codes
    ``hand``, each a tuple in meld order."""
    trumps = [c for c in hand if c >= FIRST_TRUMP]
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[int, list[int]] = {}
    by_colour: dict[int, list[list[int]]] = {}
    for c in hand:
        if c >= FIRST_TRUMP:
            break
        r = RANK[c]
        by_rank.setdefault(r, []).append(c)
        by_suit.setdefault(SUIT[c], []).append(c)
        if r != INF:
            by_colour.setdefault(COLOUR[c], [[] for _ in range(10)])[r].append(c)
    out: list[Combo] = []
    need = 2 if trumps else 3
    for group in by_rank.values():
        if len(group) >= need:
            _group_subsets(group, trumps, RANK_SIZE, out)
    for group in by_suit.values():
        if len(group) >= need:
            _group_subsets(group, trumps, SUIT_SIZE, out)
    for buckets in by_colour.values():
        if sum(1 for b in buckets if b) >= need:
            _runs(buckets, trumps, out)
    return out


def find_layoff_codes(hand: Iterable[int], melds: Sequence[Profile]) -> list[tuple[int, int]]:
    """Every (card code, meld index) such that the card may be laid off on the
    meld with that profile."""
    return [(c, i) for c in hand for i, p in enumerate(melds) if accepts(p, c)]


def can_meld_with(code: int, others: Sequence[int]) -> bool:
    """True when the natural card ``code`` and some cards of ``others`` (which
    do not include it) make a meld. Exact: every meld holding the card holds a
    3-card meld holding it, so only 3-card melds are looked for."""
    r, s, k = RANK[code], SUIT[code], COLOUR[code]
    wild = any(c >= FIRST_TRUMP for c in others)
    same_rank = same_suit = 0
    near = 0
    for c in others:
        if c >= FIRST_TRUMP:
            continue
        rc = RANK[c]
        if rc == r:
            same_rank += 1
        if SUIT[c] == s:
            same_suit += 1
        if COLOUR[c] == k and rc != INF:
            near |= 1 << rc
    if same_rank + wild >= 2 or same_suit + wild >= 2:
        return True
    if r == INF:
        return False

    def has(d: int) -> bool:
        return 0 <= r + d <= 9 and bool(near >> (r + d) & 1)

    if (has(-1) and has(1)) or (has(-1) and has(-2)) or (has(1) and has(2)):
        return True
    return wild and (has(-1) or has(1) or has(-2) or has(2))


def can_reach(meld: Profile, code: int, others: Sequence[int]) -> bool:
    """True when the card ``code`` can end up on the meld ``meld`` this turn:
    directly, or after laying off some of ``others`` on it first (each step a
    valid meld). Only runs can need such steps: a card that fits a set or a
    flush at the end fits it now."""
    if accepts(meld, code):
        return True
    if code >= FIRST_TRUMP or RANK[code] == INF or meld.colour != COLOUR[code]:
        return False
    r = RANK[code]
    helpers = [c for c in others
               if (c >= FIRST_TRUMP and not meld.trumps)
               or (c < FIRST_TRUMP and COLOUR[c] == meld.colour and RANK[c] not in (INF, r)
                   and not meld.ranks >> RANK[c] & 1)]
    seen: set[int] = set()

    def search(p: Profile, used: int) -> bool:
        if accepts(p, code):
            return True
        for i, c in enumerate(helpers):
            bit = 1 << i
            if not used & bit and used | bit not in seen and accepts(p, c):
                seen.add(used | bit)
                if search(p.add(c), used | bit):
                    return True
        return False

    return search(meld, 0)


def can_play(code: int, others: Sequence[int], melds: Sequence[Profile]) -> bool:
    """True when the card ``code`` can be put on the table this turn by a
    player also holding ``others``: in a new meld, or laid off (possibly after
    other lay-offs) on a table meld."""
    if code < FIRST_TRUMP and can_meld_with(code, others):
        return True
    return any(can_reach(p, code, others) for p in melds)


# -- the card-level API --------------------------------------------------------

def find_melds(hand: Iterable[Card]) -> list[tuple[Card, ...]]:
    """Every meld the hand can lay down, each a tuple in meld order (by rank,
    then suit, a trump last)."""
    codes = sorted(set(encode(hand)))
    return [tuple(CARDS[c] for c in combo) for combo in find_meld_codes(codes)]


def find_layoffs(hand: Iterable[Card], table_melds: Sequence[Sequence[Card]]) -> list[tuple[Card, int]]:
    """Every (card, meld index) lay-off the hand can make onto the table melds."""
    profiles = [profile(encode(m)) for m in table_melds]
    return [(CARDS[c], i) for c, i in find_layoff_codes(sorted(set(encode(hand))), profiles)]
