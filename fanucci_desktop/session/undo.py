"""Fair undo: a human takes back their own moves within their turn.

A move may be taken back while the same person is still to act in the same
hand and the move showed them nothing new. "Nothing new" is judged from
what the player sees: every card face up for them after the move was face
up for them before it (taking a known face-up card reveals nothing, a card
drawn face down from the stock does). Another seat acting, the turn ending
or the hand ending closes the book.

Undo itself replays the match record without the last move
(:func:`match_without_moves`), so the result is exactly the match as it was.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping

from ..engine.cards import Card
from ..engine.match import Match
from ..i18n import N_, NN_, Message, said, said_n
from ..words import cards_kept


def seen_cards(view: Mapping[str, Iterable[Card | None]]) -> Counter:
    """The cards face up in a view (zone -> cards, None for a back)."""
    return Counter(c for cards in view.values() for c in cards if c is not None)


def reveals(before: Counter, after: Counter) -> list[Card]:
    """Cards face up after a move that were not face up before it."""
    return sorted((after - before).elements())


def match_without_moves(match: Match, keep: int) -> Match:
    """The match replayed with only the first ``keep`` moves of its current
    hand (ReplayError if the record does not replay)."""
    data = match.to_dict()
    hand = data["hands"][-1]
    if not 0 <= keep <= len(hand["moves"]):
        raise ValueError(f"cannot keep {keep} of {len(hand['moves'])} moves")
    hand["moves"] = hand["moves"][:keep]
    data["snapshot"] = None
    return Match.from_dict(data, match.game)


@dataclass(frozen=True)
class Step:
    """One move of the turn: how many moves the hand had before it, its
    words, and why it may not be taken back ("" when it may)."""

    keep: int
    label: str
    blocked: Message | str = ""


class UndoBook:
    """The moves of the current turn of one human seat."""

    def __init__(self, never: Message | str = "") -> None:
        self.seat: int | None = None
        self.hand: int = 0
        self.steps: list[Step] = []
        self.closed: Message | str = said(N_("Nothing to undo yet."))
        #: Why no move is ever taken back in this match ("": the usual
        #: rules): online, against friends, a move once played stands.
        self.never = never

    def record(self, seat: int, hand: int, keep: int, label: str, revealed: list[Card],
               turn_goes_on: bool) -> None:
        """A human in ``seat`` played a move (the hand had ``keep`` moves
        before it); ``revealed`` cards were new to them; ``turn_goes_on``
        when the same seat still acts in the same hand."""
        if not turn_goes_on:
            self.clear(said(N_("Your turn has ended: its moves stand.")))
            return
        if seat != self.seat or hand != self.hand:
            self.steps = []
        self.seat, self.hand = seat, hand
        blocked: Message | str = ""
        if revealed:
            blocked = said_n(*NN_("You have seen a new card since, {cards}: that move stands.",
                                  "You have seen new cards since, {cards}: that move stands."),
                             len(revealed), cards=cards_kept(revealed))
        self.steps.append(Step(keep, label, blocked))

    def clear(self, why: Message | str) -> None:
        """Close the book (another seat acted, the turn or hand ended)."""
        self.steps = []
        self.seat = None
        self.closed = why

    def check(self, seat: int | None, hand: int) -> Message | str:
        """Why ``seat`` may not undo now ("" when it may), kept translatable."""
        if self.never:
            return self.never
        if seat is None or seat != self.seat or hand != self.hand or not self.steps:
            return self.closed if self.seat is None else said(N_("Nothing to undo this turn."))
        return self.steps[-1].blocked

    def pop(self) -> Step:
        """Take the last step off the book (call :meth:`check` first)."""
        return self.steps.pop()
