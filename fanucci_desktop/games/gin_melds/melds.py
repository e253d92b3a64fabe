"""The bit-mask machinery shared by the gin games (Gin Rummy, Fan Rummy):
card indices and values, the precomputed meld table and the exact
least-deadwood search.

Each card is a bit of an int (``index = suit * 13 + rank - 1``, suits in the
order S, H, D, C), so a hand is a bit mask and a meld is a bit mask.
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterable, Sequence

from ...engine.cards import Card, standard_deck

#: The 52 cards in index order (spades A..K, hearts, diamonds, clubs).
DECK: tuple[Card, ...] = tuple(standard_deck())
#: The index (bit number) of each card.
INDEX: dict[Card, int] = {card: i for i, card in enumerate(DECK)}
#: The text form of each card (``str(card)``, looked up fast).
TEXT: dict[Card, str] = {card: str(card) for card in DECK}
#: Each card by its text form (the inverse of TEXT).
BY_TEXT: dict[str, Card] = {text: card for card, text in TEXT.items()}
#: The single-bit mask of each card.
BIT: dict[Card, int] = {card: 1 << i for i, card in enumerate(DECK)}


def card_value(card: Card) -> int:
    """Deadwood value of a card: ace 1, 2-10 pip value, J Q K 10."""
    if card.is_fanucci:
        raise ValueError(f"gin is played with standard cards, not {card}")
    return min(card.rank, 10)  # type: ignore[type-var]


#: Deadwood value by card index.
VALUES: tuple[int, ...] = tuple(card_value(c) for c in DECK)



def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of distinct cards; ValueError on a repeated or non-standard card."""
    mask = 0
    for card in cards:
        bit = BIT.get(card)
        if bit is None:
            raise ValueError(f"gin is played with standard cards, not {card}")
        if mask & bit:
            raise ValueError(f"{card} appears twice")
        mask |= bit
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit mask, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


def _chunk_values() -> tuple[int, ...]:
    table = [0] * (1 << 13)
    for chunk in range(1, 1 << 13):
        low = chunk & -chunk
        table[chunk] = table[chunk ^ low] + min(low.bit_length(), 10)
    return tuple(table)


#: Deadwood value of every 13-bit set of ranks of one suit.
_SUIT_VALUES = _chunk_values()


def mask_value(mask: int) -> int:
    """Total deadwood value of the cards of a mask."""
    return (_SUIT_VALUES[mask & 0x1FFF] + _SUIT_VALUES[(mask >> 13) & 0x1FFF]
            + _SUIT_VALUES[(mask >> 26) & 0x1FFF] + _SUIT_VALUES[mask >> 39])


def _run_mask(suit: int, start: int, length: int) -> int:
    return ((1 << length) - 1) << (suit * 13 + start)


def _set_masks() -> list[int]:
    masks = []
    for rank in range(13):
        bits = [1 << (suit * 13 + rank) for suit in range(4)]
        masks.extend(sum(combo) for combo in combinations(bits, 3))
        masks.append(sum(bits))
    return masks


#: Every set (3 or 4 of a rank) as a mask.
SET_MASKS: tuple[int, ...] = tuple(_set_masks())
#: Runs of 3, 4 or 5 cards. Any longer run splits into runs of these lengths
#: with the same cards, so they are all the minimum-deadwood search needs.
SHORT_RUN_MASKS: tuple[int, ...] = tuple(
    _run_mask(s, start, length) for s in range(4) for length in (3, 4, 5)
    for start in range(13 - length + 1))
#: The meld table searched by :func:`deadwood`.
SEARCH_MELDS: tuple[int, ...] = SET_MASKS + SHORT_RUN_MASKS


def is_valid_meld(cards: Sequence[Card]) -> bool:
    """True when ``cards`` form a set (3-4 of one rank) or a run (3+
    consecutive of one suit, ace low only). Order does not matter."""
    if len(cards) < 3 or any(c not in BIT for c in cards) or len(set(cards)) != len(cards):
        return False
    ranks = sorted(c.rank for c in cards)  # type: ignore[type-var]
    if len(set(ranks)) == 1:
        return len(cards) <= 4
    if len({c.suit for c in cards}) != 1:
        return False
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def _runs_by_chunk() -> tuple[tuple[int, ...], ...]:
    suit_runs = [_run_mask(0, start, length) for length in (3, 4, 5)
                 for start in range(13 - length + 1)]
    return tuple(tuple(r for r in suit_runs if r & chunk == r) for chunk in range(1 << 13))


#: For every 13-bit set of ranks of one suit, the runs of 3-5 inside it.
_RUNS_IN_CHUNK = _runs_by_chunk()
#: The sets (3 or 4 cards) of each rank.
_SETS_OF_RANK = tuple(tuple(m for m in SET_MASKS if m & (0x8004002001 << rank))
                      for rank in range(13))


def candidate_melds(hand: int) -> list[int]:
    """The melds of :data:`SEARCH_MELDS` made only of cards in ``hand``
    (found per suit and per rank through lookup tables)."""
    out: list[int] = []
    chunks = [(hand >> (13 * s)) & 0x1FFF for s in range(4)]
    for suit, chunk in enumerate(chunks):
        runs = _RUNS_IN_CHUNK[chunk]
        if runs:
            shift = 13 * suit
            out.extend(r << shift for r in runs)
    c0, c1, c2, c3 = chunks
    triples = (c0 & c1 & (c2 | c3)) | (c2 & c3 & (c0 | c1))
    while triples:
        low = triples & -triples
        triples ^= low
        out.extend(m for m in _SETS_OF_RANK[low.bit_length() - 1] if m & hand == m)
    return out


def least_deadwood(mask: int, cands: list[int], memo: dict[int, int]) -> int:
    """Least deadwood of ``mask`` using the melds of ``cands`` that lie inside
    it, branching on its lowest card (deadwood, or in one of its melds);
    ``memo`` caches results by mask for one ``cands``."""
    if not mask:
        return 0
    got = memo.get(mask)
    if got is not None:
        return got
    low = mask & -mask
    best = VALUES[low.bit_length() - 1] + least_deadwood(mask ^ low, cands, memo)
    for m in cands:
        if m & low and m & mask == m:
            value = least_deadwood(mask ^ m, cands, memo)
            if value < best:
                best = value
    memo[mask] = best
    return best


def deadwood_of_mask(hand: int, cands: list[int] | None = None,
                     memo: dict[int, int] | None = None) -> int:
    """Least deadwood of the hand mask over every arrangement of
    non-overlapping melds. ``cands`` may pass the candidate melds of a
    superset of ``hand`` (melds not inside ``hand`` are skipped), and
    ``memo`` a dict shared by calls with the same ``cands``."""
    if cands is None:
        cands = candidate_melds(hand)
    covered = 0
    for m in cands:
        if m & hand == m:
            covered |= m
    return mask_value(hand & ~covered) + least_deadwood(hand & covered, cands,
                                                {} if memo is None else memo)


def discard_deadwoods(hand: int, limit: int) -> tuple[int, dict[int, int]]:
    """For an eleven-card hand mask: its own least deadwood, and for each
    card bit whose discard leaves at most ``limit`` deadwood, that deadwood.

    Discarding card c leaves at least ``deadwood(hand) - value(c)``, since
    c could be deadwood of the bigger hand; discards that cannot reach the
    limit are skipped without a search.
    """
    cands = candidate_melds(hand)
    memo: dict[int, int] = {}
    whole = deadwood_of_mask(hand, cands, memo)
    out: dict[int, int] = {}
    rest = hand
    while rest:
        bit = rest & -rest
        rest ^= bit
        if whole - VALUES[bit.bit_length() - 1] > limit:
            continue
        left = deadwood_of_mask(hand ^ bit, cands, memo)
        if left <= limit:
            out[bit] = left
    return whole, out


def deadwood(cards: Iterable[Card]) -> int:
    """The least deadwood of a hand (any size; 10 or 11 in play) over every
    arrangement of non-overlapping melds. Exact: a depth-first search over a
    precomputed meld table, branching on the lowest card left."""
    return deadwood_of_mask(mask_of(cards))
