"""Why a Gin Rummy move is refused, in plain words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Card, Move
from ...words import cards_in_words
from . import rules

if TYPE_CHECKING:
    from .state import GinState


def knock_rule(knock_value: int) -> str:
    """The knock rule of a hand in words."""
    if knock_value == 0:
        return "this hand allows only gin"
    return f"you may knock with at most {knock_value} in deadwood"


def refusal(state: "GinState", move: Move) -> str:
    """Why ``move``, not among ``state.legal_moves()``, is refused, in plain
    words fit to show the player."""
    seat = state.to_act
    assert seat is not None
    hand = state.hands[seat]
    action, phase = move.action, state.phase
    card = move.cards[0] if len(move.cards) == 1 else None
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
        return _discard_reason(state, move, hand, card)
    return _layoff_reason(state, move, hand, card)


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


def _discard_reason(state: "GinState", move: Move, hand: list[Card], card: Card | None) -> str:
    action = move.action
    wall = state.phase == "wall_knock"
    if action in ("draw", "take"):
        return "You have already taken a card this turn: now discard."
    if action == "big-gin":
        if not state.big_gin:
            return "Big gin is a house rule that is off in this match."
        return (f"Big gin needs all eleven cards melded; you have "
                f"{rules.deadwood(hand)} in deadwood.")
    if action == "discard" and wall and card in hand:
        return "You took the upcard at the wall: you must knock or go gin with it."
    if action not in ("discard", "knock", "gin") or card is None:
        return "Discard one card, or knock or go gin with it."
    if card not in hand:
        return f"You do not hold the {card.name}."
    left = rules.deadwood([c for c in hand if c != card])
    if action == "gin":
        return f"Gin needs all ten cards melded; after that discard {left} is deadwood."
    if left == 0:
        return "All ten cards would be melded: that is gin, so go gin instead."
    rule = knock_rule(state.knock_value)
    return f"{rule[0].upper()}{rule[1:]}; after discarding the {card.name} you would have {left}."


def _layoff_reason(state: "GinState", move: Move, hand: list[Card],
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
        rule = ("a run takes only the next card of its suit at either end, ace low, "
                "and grows by at most two cards at each end")
    return (f"The {card.name} does not fit meld {move.index} "
            f"({cards_in_words(meld)}): {rule}.")
