"""Fan Rummy rules as pure functions: melds, deadwood, the knock limit, the
best arrangement of a hand and the lay-offs a defender can make.

This is the public face of the rules; the meld and deadwood machinery is
shared with Gin Rummy: the bit-mask tables and the deadwood search live in
:mod:`..gin_melds.melds`, arrangements and lay-offs in
:mod:`..gin_melds.arrangement`.

Melds (RULINGS.md, Fan Rummy): a set is 3 or 4 cards of one rank; a run is 3
or more consecutive cards of one suit, ace low only (A-2-3 is a run,
Q-K-A is not). Deadwood values: ace 1, 2-10 their pips, J Q K 10.
"""

from __future__ import annotations

from ...engine.cards import Card
from ..gin_melds.arrangement import (all_best_arrangements, best_arrangement,
                                     defender_best_deadwood, fits, knock_arrangement,
                                     layoff_groups, layoffs)
from ..gin_melds.melds import (BIT, BY_TEXT, DECK, INDEX, SEARCH_MELDS, TEXT, VALUES,
                               candidate_melds, card_value, cards_of, deadwood,
                               deadwood_of_mask, discard_deadwoods, is_valid_meld, mask_of,
                               mask_value)


def knock_limit(knock_card: Card) -> int:
    """The most deadwood a player may hold when knocking: the knock card's
    value read like deadwood (ace 1, 2-10 pips, J Q K 10)."""
    return card_value(knock_card)


__all__ = [
    "BIT", "BY_TEXT", "DECK", "INDEX", "SEARCH_MELDS", "TEXT", "all_best_arrangements",
    "best_arrangement", "candidate_melds", "card_value", "cards_of", "deadwood",
    "deadwood_of_mask", "defender_best_deadwood", "discard_deadwoods", "fits",
    "is_valid_meld", "knock_arrangement", "knock_limit", "layoff_groups", "layoffs",
    "mask_of", "mask_value", "VALUES",
]
