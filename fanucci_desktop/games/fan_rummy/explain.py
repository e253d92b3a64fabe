"""Why a Fan Rummy move is refused, in plain words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Card, Move, format_cards
from . import rules

if TYPE_CHECKING:
    from .state import FanState


def refusal(state: "FanState", move: Move) -> str:
    """Why ``move``, not among ``state.legal_moves()``, is refused, in plain
    words fit to show the player."""
    seat = state.to_act
    assert seat is not None
    hand = state.hands[seat]
    action, phase = move.action, state.phase
    card = move.cards[0] if len(move.cards) == 1 else None
    if phase == "knock_card":
        if action == "pass" and state.knock_passed:
            return "The non-dealer passed the knock card, so you must take it."
        return "First the knock card: take it or pass."
    if phase == "knock_discard":
        if action == "discard" and card is not None and card not in hand:
            return f"You do not hold the {card.name}."
        return "You took the knock card: discard one card face down."
    if phase == "take":
        if action in ("discard", "knock", "gin", "big-gin"):
            return "You must take a card first: draw or take a column's outer card."
        if action == "draw":
            return "The draw pile is empty."
        if action == "take" and move.zone == "column" and move.index in (0, 1):
            return f"Column {move.index} is empty."
        return "Take a card: draw from the pile or take a column's outer card."
    if phase == "discard":
        return _discard_reason(state, move, hand, card)
    return _layoff_reason(state, move, hand, card)

def _discard_reason(state: "FanState", move: Move, hand: list[Card], card: Card | None) -> str:
    action = move.action
    if action in ("draw", "take"):
        return "You have already taken a card this turn: now discard."
    if action == "big-gin":
        return (f"Big gin needs all eleven cards melded; you have "
                f"{rules.deadwood(hand)} in deadwood.")
    if action not in ("discard", "knock", "gin") or card is None:
        return "Discard one card, or knock or go gin with it."
    if card not in hand:
        return f"You do not hold the {card.name}."
    left = rules.deadwood([c for c in hand if c != card])
    if action == "gin":
        return f"Gin needs all ten cards melded; after that discard {left} is deadwood."
    if left == 0:
        return "All ten cards would be melded: that is gin, so go gin instead."
    return (f"You may knock with at most {state.knock_limit} in deadwood "
            f"(the knock card is the {state.knock_card.name}); you would have {left}.")

def _layoff_reason(state: "FanState", move: Move, hand: list[Card],
                   card: Card | None) -> str:
    if move.action != "layoff" or card is None or move.zone != "meld":
        return "Lay off a card on one of the knocker's melds, or say you are done."
    if card not in hand:
        return f"You do not hold the {card.name}."
    if move.index is None or not 0 <= move.index < len(state.melds):
        return f"There is no meld {move.index} on the table."
    meld = state.melds[move.index]
    if len({c.rank for c in meld}) == 1:
        rule = "a set takes only the last card of its rank"
    else:
        rule = "a run takes only the next card of its suit at either end, ace low"
    return (f"The {card.name} does not fit meld {move.index} "
            f"({format_cards(meld)}): {rule}.")
