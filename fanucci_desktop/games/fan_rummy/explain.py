"""Why a Fan Rummy move is refused, in plain words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...card_names import ALONE, card_said
from ...engine import Card, Move, format_cards
from ...i18n import N_, Listed, Message, said
from ...words import PlaceNumber, cards_kept
from ..gin_family.explain import discard_reason, layoff_reason, not_held

if TYPE_CHECKING:
    from .state import FanState

#: What a run takes from the defender (any card that keeps it a run).
RUN_RULE = N_("a run takes only the next card of its suit at either end, ace low")


def meld_codes(cards: Sequence[Card]) -> Listed:
    """A meld's cards kept translatable, in English in the engine's codes ("AS 2S 3S")."""
    return cards_kept(cards, english=format_cards(cards))


def refusal(state: "FanState", move: Move, hand: list[Card], card: Card | None) -> Message:
    """Why ``move`` (its one ``card``, if any), not among
    ``state.legal_moves()``, is refused to the player holding ``hand``, in
    plain words fit to show the player, kept translatable."""
    action, phase = move.action, state.phase
    if phase == "knock_card":
        if action == "pass" and state.knock_passed:
            return said(N_("The non-dealer passed the knock card, so you must take it."))
        return said(N_("First the knock card: take it or pass."))
    if phase == "knock_discard":
        if action == "discard" and card is not None and card not in hand:
            return not_held(card)
        return said(N_("You took the knock card: discard one card face down."))
    if phase == "take":
        if action in ("discard", "knock", "gin", "big-gin"):
            return said(N_("You must take a card first: draw or take a column's outer card."))
        if action == "draw":
            return said(N_("The draw pile is empty."))
        if action == "take" and move.zone == "column" and move.index in (0, 1):
            return said(N_("Column {column} is empty."), column=PlaceNumber(move.index))
        return said(N_("Take a card: draw from the pile or take a column's outer card."))
    if phase == "discard":
        def too_much(card: Card, left: int) -> Message:
            return said(N_("You may knock with at most {limit} in deadwood (the knock card is the {card}); you "
                           "would have {left}."), limit=state.knock_limit,
                        card=card_said(state.knock_card, ALONE), left=left)
        return discard_reason(move, hand, card, knock_rule=too_much)
    return layoff_reason(move, hand, card, state.melds, run_rule=said(RUN_RULE), meld_words=meld_codes)
