"""Fan Rummy rules as pure functions: melds, deadwood, the knock limit, the
best arrangement of a hand and the lay-offs a defender can make.

This is the public face of the rules; the bit-mask tables and the deadwood
search live in :mod:`.melds`, arrangements and lay-offs in
:mod:`.arrangement`.

Melds (RULINGS.md, Fan Rummy): a set is 3 or 4 cards of one rank; a run is 3
or more consecutive cards of one suit, ace low only (A-2-3 is a run,
Q-K-A is not). Deadwood values: ace 1, 2-10 their pips, J Q K 10.
"""

from __future__ import annotations

from .arrangement import (all_best_arrangements, best_arrangement, defender_best_deadwood,
                          fits, knock_arrangement, layoff_groups, layoffs)
from .melds import (BIT, BY_TEXT, DECK, INDEX, SEARCH_MELDS, TEXT, VALUES, candidate_melds,
                    card_value, cards_of, deadwood, deadwood_of_mask, discard_deadwoods,
                    is_valid_meld, knock_limit, mask_of, mask_value)

__all__ = [
    "BIT", "BY_TEXT", "DECK", "INDEX", "SEARCH_MELDS", "TEXT", "all_best_arrangements",
    "best_arrangement", "candidate_melds", "card_value", "cards_of", "deadwood",
    "deadwood_of_mask", "defender_best_deadwood", "discard_deadwoods", "fits",
    "is_valid_meld", "knock_arrangement", "knock_limit", "layoff_groups", "layoffs",
    "mask_of", "mask_value", "VALUES",
]
