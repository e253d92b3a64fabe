"""Cards of Fortune Rummy as small integer codes, for speed.

A standard card is coded ``suit_index * 13 + rank - 1`` with suits in the
order S, H, D, C and ranks ace (1) to king (13). Sorting codes sorts cards in
the order of :meth:`Card.sort_key`, so a sorted code list is the canonical
card order of a move. The engine works on codes inside; cards (the public
values) appear only at the edges: moves, events, observations, dicts.
"""

from __future__ import annotations

from typing import Iterable

from fanucci_desktop.engine.cards import QUEEN, STANDARD_SUITS, Card, standard_card

#: Card of each code, 0..51.
CARDS: tuple[Card, ...] = tuple(standard_card(r, s) for s in STANDARD_SUITS for r in range(1, 14))
#: Code of each card.
CODE: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}
#: Text form of each code (``QS``, ``10H``) and the code of each text.
TEXT: tuple[str, ...] = tuple(str(c) for c in CARDS)
CODE_OF_TEXT: dict[str, int] = {t: i for i, t in enumerate(TEXT)}
#: Number of distinct cards (each is in the deck twice).
NUM_CODES = 52
#: Rank (1..13) and suit index (0..3) of each code.
RANK: tuple[int, ...] = tuple(c % 13 + 1 for c in range(NUM_CODES))
SUIT: tuple[int, ...] = tuple(c // 13 for c in range(NUM_CODES))
#: The four deuces (wild cards), in canonical order.
DEUCES: tuple[int, ...] = tuple(s * 13 + 1 for s in range(4))
IS_DEUCE: tuple[bool, ...] = tuple(RANK[c] == 2 for c in range(NUM_CODES))
#: The Queen of Spades.
QS: int = CODE[standard_card(QUEEN, "S")]

__all__ = ["CARDS", "CODE", "CODE_OF_TEXT", "DEUCES", "IS_DEUCE", "NUM_CODES", "QS", "RANK",
           "SUIT", "TEXT", "code_of", "codes_of"]


def code_of(card: Card) -> int:
    """The code of a standard card; ValueError for any other card."""
    try:
        return CODE[card]
    except KeyError:
        raise ValueError(f"{card} is not a card of Fortune Rummy") from None


def codes_of(cards: Iterable[Card]) -> list[int]:
    """Codes of ``cards``, in the same order."""
    return [code_of(c) for c in cards]
