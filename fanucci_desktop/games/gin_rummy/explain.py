"""Why a Gin Rummy move is refused, in plain words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Card, Move
from ...words import cards_in_words
from ..gin_family.explain import discard_reason, layoff_reason

if TYPE_CHECKING:
    from .state import GinState

#: What a run takes from the defender.
RUN_RULE = "a run takes only the next card of its suit at either end, ace low"
#: What a run takes under the house rule OpenSpiel's scoring.
OPENSPIEL_RUN_RULE = f"{RUN_RULE}, and grows by at most two cards at each end"


def knock_rule(knock_value: int) -> str:
    """The knock rule of a hand in words."""
    if knock_value == 0:
        return "this hand allows only gin"
    return f"you may knock with at most {knock_value} in deadwood"


def refusal(state: "GinState", move: Move, hand: list[Card], card: Card | None) -> str:
    """Why ``move`` (its one ``card``, if any), not among
    ``state.legal_moves()``, is refused to the player holding ``hand``, in
    plain words fit to show the player."""
    action, phase = move.action, state.phase
    if phase == "first_upcard":
        if action in ("take", "pass") and state.upcard_passes >= 2:
            return "Both players passed the first upcard: draw from the stock."
        if action == "draw":
            return "First the upcard: take it or pass."
        return "Take the first upcard or pass."
    if phase == "take":
        if action in ("discard", "knock", "gin", "big-gin"):
            return "You must take a card first: draw from the stock or take the upcard."
        return "Take a card: draw from the stock or take the upcard."
    if phase == "wall":
        return _wall_reason(state, action)
    if phase in ("discard", "wall_knock"):
        def too_much(card: Card, left: int) -> str:
            rule = knock_rule(state.knock_value)
            return (f"{rule[0].upper()}{rule[1:]}; after discarding the {card.name} "
                    f"you would have {left}.")
        return discard_reason(move, hand, card, knock_rule=too_much, big_gin=state.big_gin,
                              at_wall=phase == "wall_knock")
    run_rule = OPENSPIEL_RUN_RULE if state.openspiel else RUN_RULE
    return layoff_reason(move, hand, card, state.melds, run_rule=run_rule,
                         meld_words=cards_in_words)


def _wall_reason(state: "GinState", action: str) -> str:
    up = state.upcard
    name = up.name if up is not None else "upcard"
    if action == "draw":
        return ("The stock is down to its last two cards: nobody draws them. Take the "
                f"{name} to knock, or pass.")
    if action == "take":
        return (f"At the wall you may take the {name} only to knock with it, and it makes no "
                f"knock for you ({knock_rule(state.knock_value)}). Pass: the hand is dead.")
    return f"The stock is at the wall: take the {name} to knock, or pass."
