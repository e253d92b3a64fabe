"""Fan Rummy rules as pure functions: melds, deadwood, the knock limit, the
best arrangement of a hand and the lay-offs a defender can make.

Cards are the 52 standard cards. Internally each card is a bit of an int
(``index = suit * 13 + rank - 1``, suits in the order S, H, D, C), so a hand
is a bit mask and a meld is a bit mask from a precomputed table.

Melds (RULINGS.md, Fan Rummy): a set is 3 or 4 cards of one rank; a run is 3
or more consecutive cards of one suit, ace low only (A-2-3 is a run,
Q-K-A is not). Deadwood values: ace 1, 2-10 their pips, J Q K 10.
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
        raise ValueError(f"Fan Rummy uses standard cards, not {card}")
    return min(card.rank, 10)  # type: ignore[type-var]


#: Deadwood value by card index.
VALUES: tuple[int, ...] = tuple(card_value(c) for c in DECK)


def knock_limit(knock_card: Card) -> int:
    """The most deadwood a player may hold when knocking: the knock card's
    value read like deadwood (ace 1, 2-10 pips, J Q K 10)."""
    return card_value(knock_card)


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of distinct cards; ValueError on a repeated or non-standard card."""
    mask = 0
    for card in cards:
        bit = BIT.get(card)
        if bit is None:
            raise ValueError(f"Fan Rummy uses standard cards, not {card}")
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


def _least(mask: int, cands: list[int], memo: dict[int, int]) -> int:
    """Least deadwood of ``mask`` using melds from ``cands`` (all inside it)."""
    if not mask:
        return 0
    got = memo.get(mask)
    if got is not None:
        return got
    low = mask & -mask
    best = VALUES[low.bit_length() - 1] + _least(mask ^ low, cands, memo)
    for m in cands:
        if m & low and m & mask == m:
            value = _least(mask ^ m, cands, memo)
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
    return mask_value(hand & ~covered) + _least(hand & covered, cands,
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


def _arrangements(mask: int, cands: list[int], target: int,
                  memo: dict[int, int]) -> list[list[int]]:
    """Every list of melds (masks) reaching the least deadwood ``target`` of ``mask``."""
    if not mask:
        return [[]]
    low = mask & -mask
    out: list[list[int]] = []
    rest_value = VALUES[low.bit_length() - 1]
    if rest_value + _least(mask ^ low, cands, memo) == target:
        out.extend(_arrangements(mask ^ low, cands, target - rest_value, memo))
    for m in cands:
        if m & low and m & mask == m and _least(mask ^ m, cands, memo) == target:
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
    target = _least(hand, cands, memo)
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


__all__ = [
    "BIT", "DECK", "INDEX", "SEARCH_MELDS", "TEXT", "all_best_arrangements",
    "best_arrangement", "candidate_melds", "card_value", "cards_of", "deadwood",
    "deadwood_of_mask", "defender_best_deadwood", "discard_deadwoods", "fits",
    "is_valid_meld", "knock_arrangement", "knock_limit", "layoff_groups", "layoffs",
    "mask_of", "mask_value",
]
