"""The words of the Fortune Rummy table: button labels, the message line
(what the player to act can do now) and the reasons a move is refused, in
the engine's words where it gives them. :class:`FortuneWords` is an object
the :class:`~.table.FortuneTable` holds (``table.words``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ....engine.cards import Card
from ....engine.protocol import Move
from ....words import cards_in_words
from ..parts_words import TableWords
from .facts import is_queen_of_spades, sorted_cards

if TYPE_CHECKING:
    from .table import FortuneTable

#: Said after the engine's reason when the Queen of Spades may not be discarded.
QUEEN_HINT = "Meld it or add it to a meld: +50 melded, -50 left in hand."


class FortuneWords(TableWords):
    """Labels, the message line and refusals of one table."""

    table: FortuneTable

    def move_label(self, move: Move) -> str:
        cards = cards_in_words(move.cards)
        if move.action == "draw":
            return "Draw"
        if move.action == "take-pile":
            return f"Take the pile with {cards}"
        if move.action == "meld":
            return f"Meld {cards}"
        if move.action == "add" and move.index is not None:
            target = self.table._meld_cards(move.index)
            name = cards_in_words([target[0], target[-1]]).replace(" and ", " to ", 1) \
                if len(target) > 1 else "the meld"
            return f"Add {cards} to {name}"
        if move.action == "discard":
            return f"Discard {cards}"
        return super().move_label(move)

    def log_label(self, move: Move) -> str:
        """The move inside a sentence: "discard the 7 of Clubs", "draw a card"."""
        if move.action == "draw":
            return "draw a card"
        if move.action == "discard":
            return f"discard the {cards_in_words(move.cards)}"
        label = self.move_label(move)
        return label[:1].lower() + label[1:]

    def why_not(self, move: Move) -> str | None:
        """The engine's reason ``move`` may not be played (cards put in
        the engine's order first; the Queen of Spades rule spelled out) in
        the table's words, None when it may."""
        state = self.table.match.state
        if state is None:
            return "The hand is over."
        move = Move(move.action, sorted_cards(move.cards), move.zone, move.index)
        reason = state.why_illegal(move)
        if reason is not None and move.action == "discard" and \
                any(is_queen_of_spades(c) for c in move.cards):
            reason = f"{reason} {QUEEN_HINT}"
        return None if reason is None else self.engine_words(reason)

    def pile_refusal(self, cards: Sequence[Card], zone: str) -> str:
        """Why ``cards`` dropped on the stock or the pile play nothing."""
        if zone == "stock":
            return "The stock only gives cards: click it (or press D) to draw."
        take = self.table.phase == "take"
        move = Move("take-pile" if take else "discard", tuple(cards))
        return self.why_not(move) or "Those cards cannot go on the discard pile now."

    def hand_ending(self) -> str:
        """How the hand ended: who went out, or how the stock ran out."""
        obs = self.table.observation()
        if obs is None or obs.ended is None:
            return ""
        if obs.ended == "out" and obs.went_out is not None:
            return f"{self.table.seats[obs.went_out].name} went out."
        if obs.ended == "stalemate":
            return ("The rebuilt stock ran out with nothing melded or added since, "
                    "so the hand ended as it stood.")
        return "The stock ran out with no discards to rebuild it, so the hand ended as it stood."

    def prompt(self) -> str:
        if self.table.message:
            return self.table.message
        seat = self.table.match.current_player
        if seat is None:
            return ""
        who = self.table.seats[seat]
        if not self.table.human_turn:
            if who.is_human:
                return "Pass the device on."
            return f"{who.name} is thinking…"
        top = self.table._top()
        top_name = top.name if top is not None else "top card"
        chosen = self.table._chosen()
        state = self.table.match.state
        if self.table.phase == "take":
            if not chosen:
                if any(m.action == "take-pile" for m in self.table._legal):
                    return (f"Your turn: draw from the stock, or take the pile by melding the "
                            f"{top_name} with cards from your hand")
                return f"Your turn: draw from the stock (no meld of yours takes the {top_name})"
            if self.table.buttons.widgets:
                return f"Take the whole pile: the {top_name} goes into a meld with your cards"
            if len(chosen) < 2:
                return f"Select at least two cards that meld with the {top_name}"
            reason = state.why_illegal(Move("take-pile", sorted_cards(chosen)))
            return reason or "Click the pile to take it"
        if not chosen:
            return "Meld or add cards, then discard: double-click a card to discard it"
        if len(chosen) == 1 and is_queen_of_spades(chosen[0]):
            reason = state.why_illegal(Move("discard", chosen))
            if reason:
                return f"{reason} {QUEEN_HINT}"
        if self.table.buttons.widgets:
            return "Click a button, or one of your melds to add to it"
        if len(chosen) >= 3:
            reason = state.why_illegal(Move("meld", sorted_cards(chosen)))
            if reason:
                return reason
        if len(chosen) == 2:
            return "A meld needs three cards or more; add one to a meld of yours, or discard one"
        return "No move uses exactly these cards"
