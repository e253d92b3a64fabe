"""The Fanucci deck as small ints, for a fast trick engine.

Card ``i`` is ``DECK[i]``, the deck in canonical order (``fanucci_deck()``:
15 suits x ranks 0..9, ∞, then the nine trumps), so sorting ids sorts cards
in the project's canonical card order. Per-card facts are looked up in flat
tuples indexed by id; trumps have suit and colour ``-1``.
"""

from __future__ import annotations

from typing import Iterable

from fanucci_desktop.engine.cards import (FANUCCI_COLORS, FANUCCI_SUITS, INFINITY, Card,
                                          fanucci_deck, parse_card)

#: Every card, canonical order; a card's id is its index here.
DECK: tuple[Card, ...] = tuple(fanucci_deck())
#: Card -> id.
CARD_ID: dict[Card, int] = {card: i for i, card in enumerate(DECK)}
#: Number of cards (174).
DECK_SIZE = len(DECK)

#: Suit index into FANUCCI_SUITS, -1 for a trump.
SUIT: tuple[int, ...] = tuple(-1 if c.is_trump else FANUCCI_SUITS.index(c.suit) for c in DECK)
#: Colour index into FANUCCI_COLORS, -1 for a trump.
COLOUR: tuple[int, ...] = tuple(-1 if c.is_trump else FANUCCI_COLORS.index(c.color) for c in DECK)
#: Rank 0..9, INFINITY (10); -1 for a trump.
RANK: tuple[int, ...] = tuple(-1 if c.is_trump else c.rank for c in DECK)
#: True for the nine trumps.
IS_TRUMP: tuple[bool, ...] = tuple(c.is_trump for c in DECK)
#: Points a card scores on any trick: 8 and 9 one each, ∞ two (zeros: see rules).
BASE_POINTS: tuple[int, ...] = tuple(
    2 if c.rank == INFINITY else 1 if c.rank in (8, 9) else 0 for c in DECK)
#: True for the rank-0 cards (a point each when a trump is on the trick).
IS_ZERO: tuple[bool, ...] = tuple(c.rank == 0 for c in DECK)
#: Card id -> text form.
TEXT: tuple[str, ...] = tuple(str(c) for c in DECK)
#: Each card as a player names it ("7 of Lamps", "∞ of Bugs", "Grue").
NAME: tuple[str, ...] = tuple(c.name for c in DECK)
#: All ids.
ALL_IDS: tuple[int, ...] = tuple(range(DECK_SIZE))


def ids_of(cards: Iterable[Card]) -> list[int]:
    """The ids of ``cards`` (KeyError for a card not in the Fanucci deck)."""
    return [CARD_ID[c] for c in cards]


def cards_of(ids: Iterable[int]) -> tuple[Card, ...]:
    """The cards with these ids, in the same order."""
    return tuple(DECK[i] for i in ids)


def ids_from_texts(texts: Iterable[str]) -> list[int]:
    """Ids of cards given by their text forms; ValueError for an unknown card."""
    out = []
    for text in texts:
        card = parse_card(text)
        if card not in CARD_ID:
            raise ValueError(f"not a Fanucci card: {text!r}")
        out.append(CARD_ID[card])
    return out


def texts(ids: Iterable[int]) -> list[str]:
    """Text forms of card ids (for dicts and save files)."""
    return [TEXT[i] for i in ids]
