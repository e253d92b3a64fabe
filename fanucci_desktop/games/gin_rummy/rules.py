"""Gin Rummy rules as pure functions and constants: melds, deadwood, the
knock value, the best arrangement of a hand and the lay-offs a defender
can make.

The meld and deadwood machinery is shared with Fan Rummy
(:mod:`..gin_melds`): a set is 3 or 4 cards of one rank; a run is 3 or more
consecutive cards of one suit, ace low only (A-2-3 is a run, Q-K-A is not);
deadwood values are ace 1, 2-10 their pips, J Q K 10, and a hand's deadwood
is the least total over every arrangement of its melds.
"""

from __future__ import annotations

from typing import Sequence

from ...engine.cards import Card
from ..gin_family.dealing import HAND_SIZE
from ..gin_melds.arrangement import best_arrangement, knock_arrangement
from ..gin_melds.melds import (BIT, BY_TEXT, DECK, INDEX, TEXT, VALUES, candidate_melds,
                               card_value, cards_of, deadwood, deadwood_of_mask, discard_deadwoods,
                               is_valid_meld, mask_of)

#: The most deadwood a knock may leave, unless a house rule says otherwise.
KNOCK_VALUE = 10
#: The knock value of the "knock with 5 or less" house rule.
LOW_KNOCK_VALUE = 5
#: Stock cards left at the wall: nobody draws them.
WALL = 2
#: The take of the upcard that kills the hand (takes in the first-upcard
#: offer and the knock at the wall do not count).
MAX_UPCARD_TAKES = 50


def oklahoma_knock_value(upcard: Card) -> int:
    """The knock value the first upcard sets under the Oklahoma house rule:
    its deadwood value (2-10 pips, J Q K 10), except that an ace demands
    gin (knock value 0)."""
    value = card_value(upcard)
    return 0 if value == 1 else value


#: The deck index of each (suit, rank).
INDEX_OF: dict[tuple[str | None, int | None], int] = {
    (c.suit, c.rank): i for i, c in enumerate(DECK)}


def _run_ends(run: set[Card]) -> set[Card]:
    """The cards next to either end of a run (same suit, ace low, king high)."""
    ranks = [c.rank for c in run]
    low, high = min(ranks), max(ranks)  # type: ignore[type-var]
    suit = next(iter(run)).suit
    return {DECK[INDEX_OF[(suit, r)]] for r in (low - 1, high + 1) if 1 <= r <= 13}



def laid_out(table: Sequence[Sequence[Card]], laid_off: Sequence[tuple[Card, int]]
             ) -> list[list[Card]]:
    """The knocker's melds as laid out: the ``table`` melds without the
    lay-offs (``(card, meld index)``) made since."""
    laid = set(laid_off)
    return [[c for c in meld if (c, i) not in laid] for i, meld in enumerate(table)]


def layoff_spots(melds: Sequence[Sequence[Card]], laid_off: Sequence[Card], *,
                 openspiel: bool) -> list[set[Card]]:
    """For each of the knocker's melds as laid out (before any lay-off), the
    cards the defender may lay off on it now, given every card ``laid_off``
    so far (on any meld):

    * a set of three takes its missing fourth card; a set of four nothing;
    * a run takes the card next to either end of the run grown by the
      cards already laid off next to its ends, so it grows at either end by
      as many cards as fit, one after another. With ``openspiel`` (the
      house rule OpenSpiel's scoring, which plays OpenSpiel's game) it grows
      by at most two cards at each end: with 4-5-6 laid out, 3 and 7 may go
      on, then 2 and 8, but not the ace after the 2.
    """
    laid = set(laid_off)
    spots: list[set[Card]] = []
    for meld in melds:
        if len({c.rank for c in meld}) == 1:
            spots.append({c for c in DECK if c.rank == meld[0].rank and c not in meld}
                         if len(meld) == 3 else set())
            continue
        run = set(meld)
        if openspiel:
            run |= _run_ends(run) & laid
        else:
            while _run_ends(run) & laid:
                run |= _run_ends(run) & laid
        spots.append(_run_ends(run) - laid)
    return spots


__all__ = [
    "BIT", "BY_TEXT", "DECK", "HAND_SIZE", "INDEX", "KNOCK_VALUE", "LOW_KNOCK_VALUE",
    "MAX_UPCARD_TAKES", "TEXT", "VALUES", "WALL", "best_arrangement", "candidate_melds",
    "card_value",
    "cards_of", "deadwood", "deadwood_of_mask", "discard_deadwoods", "is_valid_meld",
    "knock_arrangement", "laid_out", "layoff_spots", "mask_of", "oklahoma_knock_value",
]
