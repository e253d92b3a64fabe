"""Arrangements of a gin hand and lay-offs, shared by the gin games: the
least-deadwood arrangements (for the end-of-hand display and the knock),
the cards a defender can lay off, and the defender's best result after
lay-offs.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ...engine.cards import Card
from .melds import (SET_MASKS, VALUES, candidate_melds, cards_of, deadwood_of_mask,
                    is_valid_meld, least_deadwood, mask_of)

def _arrangements(mask: int, cands: list[int], target: int,
                  memo: dict[int, int]) -> list[list[int]]:
    """Every list of melds (masks) reaching the least deadwood ``target`` of ``mask``."""
    if not mask:
        return [[]]
    low = mask & -mask
    out: list[list[int]] = []
    rest_value = VALUES[low.bit_length() - 1]
    if rest_value + least_deadwood(mask ^ low, cands, memo) == target:
        out.extend(_arrangements(mask ^ low, cands, target - rest_value, memo))
    for m in cands:
        if m & low and m & mask == m and least_deadwood(mask ^ m, cands, memo) == target:
            out.extend([m] + tail for tail in _arrangements(mask ^ m, cands, target, memo))
    return out


def _merge_runs(melds: list[int]) -> tuple[int, ...]:
    """Join runs of one suit that follow each other (3-4-5 and 6-7-8 are
    shown as one run 3..8); the result sorted by lowest card."""
    runs = sorted((m for m in melds if m not in _SET_LOOKUP), key=lambda m: m & -m)
    merged: list[int] = []
    for run in runs:
        if merged and _same_suit_next(merged[-1], run):
            merged[-1] |= run
        else:
            merged.append(run)
    out = merged + [m for m in melds if m in _SET_LOOKUP]
    return tuple(sorted(out, key=lambda m: m & -m))


_SET_LOOKUP = frozenset(SET_MASKS)


def _same_suit_next(run: int, nxt: int) -> bool:
    high = run.bit_length() - 1
    low = (nxt & -nxt).bit_length() - 1
    return low == high + 1 and low // 13 == high // 13


def all_best_arrangements(cards: Iterable[Card]) -> list[tuple[tuple[int, ...], int]]:
    """Every distinct least-deadwood arrangement of a hand, as (meld masks,
    deadwood mask), runs of a suit that touch shown as one run; in canonical
    order (fewest deadwood cards first, then by the meld masks)."""
    hand = mask_of(cards)
    cands = candidate_melds(hand)
    memo: dict[int, int] = {}
    target = least_deadwood(hand, cands, memo)
    seen: dict[tuple[int, ...], int] = {}
    for melds in _arrangements(hand, cands, target, memo):
        key = _merge_runs(melds)
        used = 0
        for m in key:
            used |= m
        seen[key] = hand & ~used
    return sorted(seen.items(), key=lambda kv: (bin(kv[1]).count("1"), kv[0]))


def best_arrangement(cards: Iterable[Card]) -> tuple[list[list[Card]], list[Card]]:
    """The hand's least-deadwood arrangement: (melds, deadwood cards).

    Tie-break among arrangements with equal deadwood: the one leaving the
    fewest deadwood cards, then the first in canonical order (melds compared
    by their card bit masks). Runs of one suit that touch are shown joined.
    """
    melds, loose = all_best_arrangements(cards)[0]
    return [cards_of(m) for m in melds], cards_of(loose)


def fits(card: Card, meld: Sequence[Card]) -> bool:
    """True when ``card`` can be laid off on ``meld`` (the meld stays valid)."""
    return card not in meld and is_valid_meld(list(meld) + [card])


def _lay_off_all(cards: Iterable[Card], melds: Sequence[Sequence[Card]]) -> set[Card]:
    """Lay off as many of ``cards`` as possible, chains included, and return
    those laid off. A card fitting a run goes on the run (a set can take
    only its single missing card, a run can keep growing), so the greedy
    fixpoint finds every card that some order of lay-offs can place."""
    table = [list(m) for m in melds]
    left = set(cards)
    placed: set[Card] = set()
    progress = True
    while progress:
        progress = False
        for card in sorted(left):
            spots = [m for m in table if fits(card, m)]
            if not spots:
                continue
            runs = [m for m in spots if len({c.rank for c in m}) > 1]
            (runs or spots)[0].append(card)
            left.discard(card)
            placed.add(card)
            progress = True
    return placed


def layoffs(deadwood_cards: Iterable[Card], melds: Sequence[Sequence[Card]]) -> list[Card]:
    """Every card of ``deadwood_cards`` the defender can lay off on
    ``melds`` (the knocker's), in card order. Chains count: a card laid off
    can make room for another (with 4-5-6 of hearts, 7H lets 8H follow)."""
    return sorted(_lay_off_all(deadwood_cards, melds))


def layoff_groups(hand: int, melds: Sequence[Sequence[Card]]) -> list[int]:
    """Every group of cards of ``hand`` (a mask) that can be laid off
    together on one end of one meld: the missing fourth card of a set of
    three, and each unbroken stretch of the hand's cards running outward
    from either end of a run (ace low, king high). Groups at the same end
    overlap, so choosing disjoint groups is choosing what to lay off."""
    groups: list[int] = []
    for meld in melds:
        mask = mask_of(meld)
        if len({c.rank for c in meld}) == 1:
            if len(meld) == 3:
                rank_bits = 0x8004002001 << (meld[0].rank - 1)  # type: ignore[operator]
                missing = rank_bits & ~mask & hand
                if missing:
                    groups.append(missing)
            continue
        low = (mask & -mask).bit_length() - 1
        high = mask.bit_length() - 1
        suit_base = low - low % 13
        for step, start, stop in ((-1, low - 1, suit_base - 1), (1, high + 1, suit_base + 13)):
            stretch = 0
            for index in range(start, stop, step):
                if not hand >> index & 1:
                    break
                stretch |= 1 << index
                groups.append(stretch)
    return groups


def defender_best_deadwood(hand: Sequence[Card], melds: Sequence[Sequence[Card]]) -> int:
    """The least deadwood the defender can end with after laying off on the
    knocker's ``melds``: the deadwood search over the hand's own melds plus
    every lay-off group (:func:`layoff_groups`), which counts as melded."""
    mask = mask_of(hand)
    return deadwood_of_mask(mask, candidate_melds(mask) + layoff_groups(mask, melds))


def knock_arrangement(knocker: Sequence[Card], defender: Sequence[Card]
                      ) -> tuple[list[list[Card]], list[Card]]:
    """The knocker's arrangement shown at a knock: least deadwood; among
    equal ones, the knocker lays out to their own advantage, choosing the one
    that leaves the defender the MOST deadwood after their best lay-offs;
    remaining ties as :func:`best_arrangement`."""
    options = all_best_arrangements(knocker)
    best_key: tuple[int, int] | None = None
    chosen = options[0]
    for rank, (melds, loose) in enumerate(options):
        shown = [cards_of(m) for m in melds]
        key = (-defender_best_deadwood(defender, shown), rank)
        if best_key is None or key < best_key:
            best_key, chosen = key, (melds, loose)
    return [cards_of(m) for m in chosen[0]], cards_of(chosen[1])
