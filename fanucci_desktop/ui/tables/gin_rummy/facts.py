"""What the Gin Rummy table reads of the game: the bottom seat's
observation (never the engine's state) and what follows from it: the
knock value, the upcard, whose first-upcard offer it is, the wall, and the
cards the opponent was seen taking from the pile. No pygame here."""

from __future__ import annotations

from ....engine.cards import Card
from ....games.gin_rummy import rules
from ....games.gin_rummy.observation import GinObservation


def knock_limit(obs: GinObservation) -> int:
    """The most deadwood a knock may leave this hand (0: only gin)."""
    return obs.knock_value


def at_wall(obs: GinObservation) -> bool:
    """True while the hand goes on with the stock down to the wall (its
    last cards, which nobody draws)."""
    return obs.phase != "over" and obs.stock_size <= rules.WALL


def offer_passes_to_dealer(obs: GinObservation) -> bool:
    """In the first-upcard offer: True while the non-dealer is offered it
    (passing hands the offer to the dealer), False for the dealer's turn
    (passing lets the non-dealer draw first)."""
    return obs.upcard_passes == 0


def opponent_took(obs: GinObservation) -> list[Card]:
    """The cards ``obs.seat`` saw the opponent take from the discard pile
    and has not seen since (on the pile again, on the table, in their own
    hand or in the opponent's shown hand), oldest first."""
    seen = set(obs.discard_pile) | set(obs.hand) | set(obs.shown_deadwood)
    seen |= {c for meld in obs.melds for c in meld} | set(obs.opponent_hand or ())
    return [c for c in obs.took[1 - obs.seat] if c not in seen]
