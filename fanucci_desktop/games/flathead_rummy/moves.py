"""The moves of Flathead Rummy and their fixed forms.

* ``draw``: take the top card of the draw pile.
* ``take <card>``: take a card from the discard tableau.
* ``meld <cards>``: lay down a new meld, its cards in meld order (by rank,
  then suit, a trump last: ``meld 7 Zurfs, 8 Zurfs, 9 Rain``).
* ``layoff <card> -> meld <i>``: add a card to the table meld ``meld:i``.
* ``discard <card>``: end the turn by discarding to the tableau.
* ``done``: after another player went out, end one's lay-offs.
"""

from __future__ import annotations

from typing import Iterable

from ...engine.protocol import Move
from .codes import CARDS

DRAW = Move("draw")
DONE = Move("done")
#: ``take <card>`` and ``discard <card>`` for every card code.
TAKE: tuple[Move, ...] = tuple(Move("take", (card,)) for card in CARDS)
DISCARD: tuple[Move, ...] = tuple(Move("discard", (card,)) for card in CARDS)


def meld_move(codes: Iterable[int]) -> Move:
    """``meld`` with the cards of ``codes``, which are in meld order."""
    return Move("meld", tuple(CARDS[c] for c in codes))


def layoff_move(code: int, meld_index: int) -> Move:
    """``layoff <card> -> meld <meld_index>``."""
    return Move("layoff", (CARDS[code],), "meld", meld_index)
