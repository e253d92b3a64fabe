"""Judging a gin hand, shared by the gin games' AIs (Gin Rummy, Fan
Rummy): least deadwood plus what its live two-card starts are worth, the
value after the best discard, the deadwood after each discard, the best
lay-offs. Hands are bit masks of the shared meld machinery
(:mod:`..games.gin_melds`).

The searches of ``hard`` judge the same hands over and over (every
rollout, every candidate move in the same world): :func:`least_deadwood`
and :func:`after_discards` keep their latest results (pure functions of the
hand, so what they keep never changes an answer, only its cost)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, Sequence

from ..engine.cards import Card
from ..engine.protocol import Move
from ..games.gin_melds import melds as rules

#: Every card of the deck as a bit mask.
ALL_CARDS = (1 << 52) - 1
#: The share of a live start's points it is worth when it is sure to be
#: completed in time (its deadwood goes; tuned on Gin Rummy against
#: OpenSpiel's simple bot: 0.5 and 1.0 did worse than 0.7).
START_WEIGHT = 0.7
#: The most draws a start is given to be completed in.
MOST_DRAWS = 8.0


@dataclass(frozen=True)
class Outlook:
    """The time a hand has left, which decides what a live start is worth.

    ``draws``: how many more cards the hand may expect to see before the
    hand ends (someone knocks or the stock runs out); ``unseen``: how many
    cards each of them may be."""

    draws: float
    unseen: int

    def completes(self, outs: int) -> float:
        """The chance that one of ``outs`` cards comes in the draws left."""
        if outs <= 0 or self.unseen <= 0:
            return 0.0
        return 1.0 - (1.0 - min(1.0, outs / self.unseen)) ** self.draws


def outlook(stock_size: int, unseen: int) -> Outlook:
    """The outlook of a hand with ``stock_size`` cards left to draw: half
    of them are its own, less two for the turns before an opponent is
    likely to go out, between 1 and :data:`MOST_DRAWS`."""
    return Outlook(draws=max(1.0, min(MOST_DRAWS, stock_size / 2 - 2)), unseen=unseen)


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


def _starts(index: int) -> tuple[tuple[int, int, int], ...]:
    """The two-card starts card ``index`` makes with a card above it: a
    card of its rank in a higher suit, or of its suit one or two ranks up;
    each as (the other card's index, the mask of the cards completing the
    start, the two cards' points)."""
    suit, rank = divmod(index, 13)
    out = []
    for s2 in range(suit + 1, 4):
        fillers = [s * 13 + rank for s in range(4) if s not in (suit, s2)]
        out.append((s2 * 13 + rank, fillers))
    for gap in (1, 2):
        if rank + gap < 13:
            ranks = [rank + 1] if gap == 2 else [r for r in (rank - 1, rank + 2) if 0 <= r < 13]
            out.append((suit * 13 + rank + gap, [suit * 13 + r for r in ranks]))
    return tuple((other, sum(1 << f for f in fillers), rules.VALUES[index] + rules.VALUES[other])
                 for other, fillers in out)


#: :func:`_starts` of every card, by index.
STARTS = tuple(_starts(i) for i in range(52))


def start_value(hand: int, dead: int, look: Outlook, cands: list[int] | None = None) -> float:
    """What the two-card starts among the cards of ``hand`` in no meld are
    worth, in deadwood points: for each pair of a rank, or of suited cards
    one or two apart, :data:`START_WEIGHT` times its points times the chance
    that one of its completing cards still live (not in ``dead`` nor in the
    hand's melds) comes in time (:meth:`Outlook.completes`). So a start of
    high cards with two outs early in the hand is worth keeping, and late
    in the hand, or with one out, its points count against it like any
    deadwood. ``cands``: candidate melds of the hand or of a superset of
    it."""
    loose = hand & ~_covered(hand, rules.candidate_melds(hand) if cands is None else cands)
    live = ~(dead | (hand & ~loose))
    chance = (look.completes(0), look.completes(1), look.completes(2))
    value = 0.0
    for b in bits(loose):
        for other, fillers, points in STARTS[b]:
            if loose >> other & 1:
                value += START_WEIGHT * chance[bin(fillers & live).count("1")] * points
    return value


def hand_value(hand: int, dead: int, look: Outlook, cands: list[int] | None = None) -> float:
    """Higher is better: minus the least deadwood, plus what the live starts
    are worth (:func:`start_value`). ``cands`` as there."""
    if cands is None:
        cands = rules.candidate_melds(hand)
    return -rules.deadwood_of_mask(hand, cands) + start_value(hand, dead, look, cands)


def best_after_discard(hand: int, dead: int, look: Outlook, knock: int = -1,
                       bonus: float = 0.0) -> float:
    """The :func:`hand_value` of ``hand`` (one card over) after its best
    discard; ``bonus`` added when the deadwood left is at most ``knock``."""
    cands = rules.candidate_melds(hand)
    after = after_discards(hand)
    best = -1e9
    for b in bits(hand):
        bit = 1 << b
        dw = after[bit]
        value = -dw + start_value(hand & ~bit, dead | bit, look, cands) + (
            bonus if dw <= knock else 0.0)
        best = max(best, value)
    return best


#: How many hands :func:`least_deadwood` and :func:`after_discards` keep
#: the answer for (a search of ``hard`` judges a few thousand).
KEPT_HANDS = 8192


def _covers(hand: int) -> list[tuple[int, int]]:
    """Every way to lay disjoint melds of ``hand`` (the meld table of
    :func:`rules.candidate_melds`, laying none included) as (points
    covered, cards covered), the most points first."""
    cands = rules.candidate_melds(hand)
    out = [(0, 0)]
    stack = [(0, 0, 0)]
    while stack:
        start, cover, points = stack.pop()
        for i in range(start, len(cands)):
            meld = cands[i]
            if not meld & cover:
                grown = (points + rules.mask_value(meld), cover | meld)
                out.append(grown)
                stack.append((i + 1, grown[1], grown[0]))
    out.sort(reverse=True)
    return out


@lru_cache(maxsize=KEPT_HANDS)
def least_deadwood(hand: int) -> int:
    """The least deadwood of the hand mask ``hand`` (equal to
    :func:`rules.deadwood_of_mask`: every card's points less the most points
    disjoint melds can cover)."""
    return rules.mask_value(hand) - _covers(hand)[0][0]


@lru_cache(maxsize=KEPT_HANDS)
def after_discards(hand: int) -> Mapping[int, int]:
    """For each card bit of ``hand``: the least deadwood left after
    discarding it. One pass over the ways to lay the hand's melds: a
    discard leaves the points of the hand, less its own, less the most
    points melds without it cover. The mapping is shared: read it only."""
    covers = _covers(hand)
    total = rules.mask_value(hand)
    out = {}
    for b in bits(hand):
        bit = 1 << b
        covered = next(points for points, cover in covers if not cover & bit)
        out[bit] = total - rules.VALUES[b] - covered
    return MappingProxyType(out)


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
