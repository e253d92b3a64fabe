"""Judging a gin hand, shared by the gin games' AIs (Gin Rummy, Fan
Rummy): least deadwood plus live two-card starts, the value after the best
discard, the deadwood after each discard, the best lay-offs. Hands are bit
masks of the shared meld machinery (:mod:`..games.gin_melds`)."""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from ..engine.cards import Card
from ..engine.protocol import Move
from ..games.gin_melds import melds as rules

#: Every card of the deck as a bit mask.
ALL_CARDS = (1 << 52) - 1
#: Bonus per live two-card start, in deadwood points.
SEED_BONUS = 2.0


def bits(mask: int) -> list[int]:
    """The bit numbers (card indices) set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _covered(hand: int, cands: list[int]) -> int:
    covered = 0
    for m in cands:
        if m & hand == m:
            covered |= m
    return covered


def live_seeds(hand: int, dead: int, cands: list[int] | None = None) -> int:
    """Two-card starts among the cards of ``hand`` in no meld: pairs of a
    rank and suited cards one or two apart whose completing card is not in
    ``dead`` (nor in the hand's melds). ``cands``: candidate melds of the
    hand or of a superset of it."""
    loose = hand & ~_covered(hand, rules.candidate_melds(hand) if cands is None else cands)
    gone = dead | (hand & ~loose)
    seeds = 0
    for b in bits(loose):
        suit, rank = divmod(b, 13)
        # same rank, higher suit only (count each pair once)
        for s2 in range(suit + 1, 4):
            if loose >> (s2 * 13 + rank) & 1:
                others = [s for s in range(4) if s not in (suit, s2)]
                if any(not gone >> (s * 13 + rank) & 1 for s in others):
                    seeds += 1
        for gap in (1, 2):
            r2 = rank + gap
            if r2 < 13 and loose >> (suit * 13 + r2) & 1:
                fillers = ([rank + 1] if gap == 2
                           else [r for r in (rank - 1, rank + 2) if 0 <= r < 13])
                if any(not gone >> (suit * 13 + r) & 1 for r in fillers):
                    seeds += 1
    return seeds


def hand_value(hand: int, dead: int, cands: list[int] | None = None) -> float:
    """Higher is better: minus the least deadwood, plus live starts.
    ``cands`` as for :func:`live_seeds`."""
    if cands is None:
        cands = rules.candidate_melds(hand)
    return -rules.deadwood_of_mask(hand, cands) + SEED_BONUS * live_seeds(hand, dead, cands)


def best_after_discard(hand: int, dead: int, knock: int = -1, bonus: float = 0.0) -> float:
    """The value of ``hand`` (one card over) after its best discard;
    ``bonus`` added when the deadwood left is at most ``knock``."""
    cands = rules.candidate_melds(hand)
    memo: dict[int, int] = {}
    best = -1e9
    for b in bits(hand):
        rest = hand & ~(1 << b)
        dw = rules.deadwood_of_mask(rest, cands, memo)
        value = -dw + SEED_BONUS * live_seeds(rest, dead | (1 << b), cands) + (
            bonus if dw <= knock else 0.0)
        best = max(best, value)
    return best


def after_discards(hand: int) -> dict[int, int]:
    """For each card bit of ``hand``: the least deadwood left after
    discarding it (one meld table and memo shared by all)."""
    cands = rules.candidate_melds(hand)
    memo: dict[int, int] = {}
    return {1 << b: rules.deadwood_of_mask(hand ^ (1 << b), cands, memo) for b in bits(hand)}


def near_mask(index: int) -> int:
    """The cards sharing a rank with card ``index`` or within two of it in
    its suit (not the card itself)."""
    suit, rank = divmod(index, 13)
    near = 0
    for s in range(4):
        near |= 1 << (s * 13 + rank)
    for r in range(max(0, rank - 2), min(13, rank + 3)):
        near |= 1 << (suit * 13 + r)
    return near & ~(1 << index)


def fits_cards(index: int, mask: int) -> int:
    """How many cards of ``mask`` share a rank with card ``index`` or sit
    within two of it in its suit."""
    return bin(mask & near_mask(index)).count("1")


#: A lay-off: a card and the index of the table meld it goes on.
Layoff = tuple[Card, int]
#: The lay-offs a game's rules allow now, given those made since the
#: decision being judged (in order).
LayoffRule = Callable[[tuple[Layoff, ...]], Iterable[Layoff]]


def least_final_deadwood(hand: int, allowed: LayoffRule, made: tuple[Layoff, ...] = ()) -> int:
    """The least deadwood the defender's ``hand`` (a mask) can end with:
    stopping now, or any lay-off of one of its cards ``allowed`` now
    followed by the best of what then remains."""
    best = rules.deadwood_of_mask(hand)
    for card, meld in allowed(made):
        bit = rules.BIT[card]
        if hand & bit:
            best = min(best, least_final_deadwood(hand & ~bit, allowed, made + ((card, meld),)))
    return best


def layoff_scores(hand: Sequence[Card], moves: Sequence[Move], allowed: LayoffRule) -> list[float]:
    """One score per move of the lay-off phase (``layoff <card> -> meld
    <i>`` or stopping): minus the least deadwood the hand can end with after
    it. So a card that one of the hand's own melds needs is not laid off
    when that leaves more deadwood."""
    mask = rules.mask_of(hand)
    scores = []
    for move in moves:
        if move.action != "layoff":
            scores.append(-float(rules.deadwood_of_mask(mask)))
            continue
        card, meld = move.cards[0], move.index
        assert meld is not None
        scores.append(-float(least_final_deadwood(mask & ~rules.BIT[card], allowed,
                                                  ((card, meld),))))
    return scores


def best_layoff_move(hand: Sequence[Card], moves: Sequence[Move], allowed: LayoffRule) -> Move:
    """The lay-off phase move with the best :func:`layoff_scores` (the first
    of equals: lay-offs come before stopping)."""
    scores = layoff_scores(hand, moves, allowed)
    return moves[max(range(len(moves)), key=lambda i: (scores[i], -i))]
