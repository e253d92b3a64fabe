"""The meld finder: every distinct meld a hand can make, without trying subsets.

A hand is a count vector (``counts[code]`` copies of each card code, 0-2,
see :mod:`.codes`). Sets are built rank by rank from the copies of that rank
(at most 3**4 natural choices) plus a multiset of deuces; sequences are built
suit by suit by a depth-first walk over the ranks held, cut off as soon as
the gaps would need more deuces than the hand holds or the sequence would be
too long. Each meld comes out once as a sorted tuple of codes (deuces of
different suits are different cards; two copies of a card are the same).
"""

from __future__ import annotations

from typing import Iterator, Sequence

from .codes import DEUCES, IS_DEUCE, RANK, SUIT
from .rules import HouseRules

Meld = tuple[int, ...]


def deuce_choices(counts: Sequence[int]) -> list[list[tuple[int, ...]]]:
    """``result[d]``: every distinct multiset of ``d`` deuces the hand holds."""
    held = [c for c in DEUCES if counts[c]]
    if not held:
        return [[()]]
    every: list[tuple[int, ...]] = [()]
    for code in held:
        every += [m + (code,) for m in every] if counts[code] == 1 else \
            [m + (code,) for m in every] + [m + (code, code) for m in every]
    by_size: list[list[tuple[int, ...]]] = [[] for _ in range(sum(counts[c] for c in held) + 1)]
    for chosen in every:
        by_size[len(chosen)].append(chosen)
    return by_size


_RANK_CODES: tuple[tuple[int, ...], ...] = tuple(
    tuple(s * 13 + r - 1 for s in range(4)) for r in range(14))
#: Ranks that can form sets (deuces are wild, never a set of their own).
SET_RANKS: tuple[int, ...] = (1,) + tuple(range(3, 14))


def _set_naturals(counts: Sequence[int], rank: int) -> list[tuple[int, ...]]:
    """Every multiset (empty included) of natural cards of ``rank`` held."""
    out: list[tuple[int, ...]] = [()]
    for code in _RANK_CODES[rank]:
        n = counts[code]
        if n == 1:
            out += [m + (code,) for m in out]
        elif n:
            out += [m + (code,) for m in out] + [m + (code, code) for m in out]
    return out


def _positions_held(counts: Sequence[int], suit: int) -> list[int]:
    """Sequence positions of the naturals of ``suit`` held: ace at 1 and 14."""
    base = suit * 13
    held = [r for r in range(3, 14) if counts[base + r - 1]]
    if counts[base]:
        return [1] + held + [14]
    return held


def sequence_naturals(positions: list[int], deuces: int, max_len: int,
                      must: frozenset[int] = frozenset()) -> Iterator[tuple[list[int], int]]:
    """Every choice of at least two of ``positions`` (sorted) that ``deuces``
    wild cards can join into a sequence no longer than ``max_len``, with the
    number of gaps to fill: ``(chosen, gaps)``. Choices that skip a position
    of ``must`` are cut off early (some may still lack one: callers check)."""
    n = len(positions)

    def walk(chosen: list[int], gaps: int, i: int) -> Iterator[tuple[list[int], int]]:
        last = chosen[-1]
        for j in range(i, n):
            p = positions[j]
            more = gaps + p - last - 1
            if more > deuces or p - chosen[0] + 1 > max_len:
                break
            chosen.append(p)
            yield list(chosen), more
            yield from walk(chosen, more, j + 1)
            chosen.pop()
            if p in must:
                break

    for i in range(n):
        yield from walk([positions[i]], 0, i + 1)
        if positions[i] in must:
            break


def _code_at(suit: int, position: int) -> int:
    return suit * 13 + (0 if position == 14 else position - 1)


def find_melds(counts: Sequence[int], rules: HouseRules, ranks: Sequence[int] = SET_RANKS,
               suits: Sequence[int] = range(4)) -> set[Meld]:
    """Every distinct valid meld that the cards in ``counts`` can make (only
    sets of ``ranks`` and sequences in ``suits`` when those are given)."""
    deuces = deuce_choices(counts)
    total_deuces = len(deuces) - 1
    melds: set[Meld] = set()
    max_set = rules.max_set
    for rank in ranks:
        held = sum(counts[c] for c in _RANK_CODES[rank])
        if held < 2 or held + total_deuces < 3:
            continue
        for naturals in _set_naturals(counts, rank):
            k = len(naturals)
            if k < 2:
                continue
            top = total_deuces if max_set is None else min(total_deuces, max_set - k)
            for d in range(max(0, 3 - k), top + 1):
                for wild in deuces[d]:
                    melds.add(tuple(sorted(naturals + wild)))
    max_seq = rules.max_sequence
    for suit in suits:
        for chosen, gaps in sequence_naturals(_positions_held(counts, suit), total_deuces,
                                              max_seq):
            naturals = tuple(_code_at(suit, p) for p in chosen)
            k = len(naturals)
            for d in range(max(gaps, 3 - k), min(total_deuces, max_seq - k) + 1):
                for wild in deuces[d]:
                    melds.add(tuple(sorted(naturals + wild)))
    return melds


def find_melds_with(counts: Sequence[int], card: int, rules: HouseRules) -> set[Meld]:
    """Every distinct multiset of hand cards (from ``counts``) that makes a
    valid meld together with ``card`` (which is not in ``counts``)."""
    grown = list(counts)
    grown[card] += 1
    found: set[Meld] = set()
    within = find_melds(grown, rules) if IS_DEUCE[card] else \
        find_melds(grown, rules, (RANK[card],), (SUIT[card],))
    for meld in within:
        if card in meld:
            rest = list(meld)
            rest.remove(card)
            found.add(tuple(rest))
    return found


def find_additions(counts: Sequence[int], meld: Sequence[int], rules: HouseRules) -> set[Meld]:
    """Every distinct non-empty multiset of hand cards (from ``counts``) that
    can be added to the valid ``meld`` so that it stays valid."""
    deuces = deuce_choices(counts)
    hand_deuces = len(deuces) - 1
    naturals = [c for c in meld if not IS_DEUCE[c]]
    meld_deuces = len(meld) - len(naturals)
    rank = RANK[naturals[0]]
    found: set[Meld] = set()
    if all(RANK[c] == rank for c in naturals):
        room = None if rules.max_set is None else rules.max_set - len(meld)
        for extra in _set_naturals(counts, rank):
            k = len(extra)
            top = hand_deuces if room is None else min(hand_deuces, room - k)
            for d in range(0, top + 1):
                if k + d:
                    for wild in deuces[d]:
                        found.add(tuple(sorted(extra + wild)))
        return found
    suit = SUIT[naturals[0]]
    held_ranks = {RANK[c] for c in naturals}
    grown = list(counts)
    for c in naturals:
        grown[c] = 1
    positions = _positions_held(grown, suit)
    max_seq = rules.max_sequence
    total = meld_deuces + hand_deuces
    must = frozenset(r for r in held_ranks if r != 1)
    for chosen, gaps in sequence_naturals(positions, total, max_seq, must):
        ranks = {1 if p == 14 else p for p in chosen}
        if not held_ranks <= ranks:
            continue
        extra = tuple(_code_at(suit, p) for p in chosen if (1 if p == 14 else p) not in held_ranks)
        k = len(chosen)
        for d in range(max(gaps, meld_deuces, 3 - k), min(total, max_seq - k) + 1):
            for wild in deuces[d - meld_deuces]:
                if extra or wild:
                    found.add(tuple(sorted(extra + wild)))
    return found
