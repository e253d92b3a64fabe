"""Why a Gin Rummy move is refused, in plain words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...card_names import ALONE, card_said
from ...engine import Card, Move
from ...i18n import N_, Message, said
from ...words import cards_kept
from ..gin_family.explain import discard_reason, layoff_reason

if TYPE_CHECKING:
    from .state import GinState

#: What a run takes from the defender.
RUN_RULE = N_("a run takes only the next card of its suit at either end, ace low")
#: What a run takes under the house rule OpenSpiel's scoring.
OPENSPIEL_RUN_RULE = N_("a run takes only the next card of its suit at either end, ace low, and grows by at "
                        "most two cards at each end")


def knock_rule(knock_value: int) -> Message:
    """The knock rule of a hand in words, kept translatable."""
    if knock_value == 0:
        return said(N_("this hand allows only gin"))
    return said(N_("you may knock with at most {limit} in deadwood"), limit=knock_value)


def refusal(state: "GinState", move: Move, hand: list[Card], card: Card | None) -> Message:
    """Why ``move`` (its one ``card``, if any), not among
    ``state.legal_moves()``, is refused to the player holding ``hand``, in
    plain words fit to show the player, kept translatable."""
    action, phase = move.action, state.phase
    if phase == "first_upcard":
        if action in ("take", "pass") and state.upcard_passes >= 2:
            return said(N_("Both players passed the first upcard: draw from the stock."))
        if action == "draw":
            return said(N_("First the upcard: take it or pass."))
        return said(N_("Take the first upcard or pass."))
    if phase == "take":
        if action in ("discard", "knock", "gin", "big-gin"):
            return said(N_("You must take a card first: draw from the stock or take the upcard."))
        return said(N_("Take a card: draw from the stock or take the upcard."))
    if phase == "wall":
        return _wall_reason(state, action)
    if phase in ("discard", "wall_knock"):
        def too_much(card: Card, left: int) -> Message:
            names = {"card": card_said(card, ALONE), "left": left}
            if state.knock_value == 0:
                return said(N_("This hand allows only gin; after discarding the {card} you would have {left}."),
                            **names)
            return said(N_("You may knock with at most {limit} in deadwood; after discarding the {card} you "
                           "would have {left}."), limit=state.knock_value, **names)
        return discard_reason(move, hand, card, knock_rule=too_much, big_gin=state.big_gin,
                              at_wall=phase == "wall_knock")
    run_rule = said(OPENSPIEL_RUN_RULE if state.openspiel else RUN_RULE)
    return layoff_reason(move, hand, card, state.melds, run_rule=run_rule, meld_words=cards_kept)


def _wall_reason(state: "GinState", action: str) -> Message:
    up = state.upcard
    if up is None:
        return said(N_("The stock is at the wall: take the upcard to knock, or pass."))
    card = card_said(up, ALONE)
    if action == "draw":
        return said(N_("The stock is down to its last two cards: nobody draws them. Take the {card} to knock, "
                       "or pass."), card=card)
    if action == "take":
        return said(N_("At the wall you may take the {card} only to knock with it, and it makes no knock for you "
                       "({rule}). Pass: the hand is dead."), card=card, rule=knock_rule(state.knock_value))
    return said(N_("The stock is at the wall: take the {card} to knock, or pass."), card=card)
