"""Cards as small ints, for fast meld checks inside the engine.

A Fanucci card's code is its index in :func:`fanucci_deck`: suited cards are
``suit_index * 11 + rank`` (suits in deck-guide order, ranks 0-9 then ∞ = 10),
the nine trumps are 165-173. Codes sort exactly like :class:`Card` does, so a
sorted list of codes is a list of cards in canonical order.
"""

from __future__ import annotations

from typing import Iterable

from ...engine.cards import FANUCCI_COLORS, FANUCCI_SUITS, FANUCCI_SUIT_COLOR, INFINITY, Card, fanucci_deck

#: Every card, indexed by its code.
CARDS: tuple[Card, ...] = tuple(fanucci_deck())
#: The code of every card.
CODE: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}
#: Codes from this one on are trumps.
FIRST_TRUMP = 15 * 11
#: Ranks of a code (the ∞ card has rank 10 = INFINITY; trumps -1).
RANK: tuple[int, ...] = tuple(-1 if c.is_trump else c.rank for c in CARDS)  # type: ignore[misc]
#: Suit index of a code (-1 for a trump).
SUIT: tuple[int, ...] = tuple(-1 if c.is_trump else FANUCCI_SUITS.index(c.suit) for c in CARDS)  # type: ignore[arg-type]
#: Colour index (position in FANUCCI_COLORS) of a code (-1 for a trump).
COLOUR: tuple[int, ...] = tuple(
    -1 if c.is_trump else FANUCCI_COLORS.index(FANUCCI_SUIT_COLOR[c.suit]) for c in CARDS)  # type: ignore[index]
#: Number of cards of one rank (one per suit) and of one suit (one per rank).
RANK_SIZE = len(FANUCCI_SUITS)
SUIT_SIZE = INFINITY + 1


def encode(cards: Iterable[Card]) -> list[int]:
    """The codes of Fanucci cards; ValueError for any other card."""
    try:
        return [CODE[c] for c in cards]
    except KeyError as exc:
        raise ValueError(f"not a Fanucci card: {exc.args[0]!r}") from None


def decode(codes: Iterable[int]) -> tuple[Card, ...]:
    """The cards of codes, in the given order."""
    return tuple(CARDS[c] for c in codes)


#: Sort key of a code inside a meld: by rank, then suit; trumps last. Runs
#: then read in order (``7 Zurfs, 8 Zurfs, 9 Rain``) and sets by suit.
MELD_KEY: tuple[int, ...] = tuple(
    1000 + c if RANK[c] < 0 else RANK[c] * 16 + SUIT[c] for c in range(len(CARDS)))


def meld_order(codes: Iterable[int]) -> list[int]:
    """Codes of a meld in the canonical order of a meld (see MELD_KEY)."""
    return sorted(codes, key=MELD_KEY.__getitem__)
