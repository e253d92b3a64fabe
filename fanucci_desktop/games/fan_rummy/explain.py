"""Why a Fan Rummy move is refused, in plain words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Card, Move, format_cards
from ..gin_family.explain import discard_reason, layoff_reason

if TYPE_CHECKING:
    from .state import FanState

#: What a run takes from the defender (any card that keeps it a run).
RUN_RULE = "a run takes only the next card of its suit at either end, ace low"


def refusal(state: "FanState", move: Move, hand: list[Card], card: Card | None) -> str:
    """Why ``move`` (its one ``card``, if any), not among
    ``state.legal_moves()``, is refused to the player holding ``hand``, in
    plain words fit to show the player."""
    action, phase = move.action, state.phase
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
        def too_much(card: Card, left: int) -> str:
            return (f"You may knock with at most {state.knock_limit} in deadwood "
                    f"(the knock card is the {state.knock_card.name}); you would have {left}.")
        return discard_reason(move, hand, card, knock_rule=too_much)
    return layoff_reason(move, hand, card, state.melds, run_rule=RUN_RULE,
                         meld_words=format_cards)
