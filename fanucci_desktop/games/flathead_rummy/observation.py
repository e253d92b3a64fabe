"""What one seat of Flathead Rummy may know."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...engine.cards import Card, parse_card
from ...engine.protocol import Observation


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def _cards(texts: list[str]) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in texts)


@dataclass(frozen=True)
class FlatheadObservation(Observation):
    """Everything ``seat`` may know, and enough to draw the whole table.

    ``phase`` is ``take``, ``play``, ``final_layoffs`` or ``over``.
    ``melds[i]`` is the zone ``meld:i``, laid down by ``meld_owners[i]``.
    ``tableau`` is in order, index 0 the oldest discard. ``taken`` is the card
    the player to act took from the tableau this turn (everyone saw it), and
    ``must_play_taken`` says it was buried and is not yet on the table.
    ``marks`` are this hand's bonus marks; ``totals`` the match scores before
    this hand; ``hand_scores``/``score_details`` are final once over.
    """

    seat: int
    current_player: int | None
    phase: str
    dealer: int
    hand_number: int
    hand: tuple[Card, ...]
    melds: tuple[tuple[Card, ...], ...]
    meld_owners: tuple[int, ...]
    tableau: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_size: int
    marks: tuple[int, ...]
    totals: tuple[int, ...]
    taken: Card | None
    must_play_taken: bool
    rebuilt: bool
    winner: int | None
    dead: bool
    hand_scores: tuple[int, ...]
    score_details: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "current_player": self.current_player, "phase": self.phase,
            "dealer": self.dealer, "hand_number": self.hand_number,
            "hand": _texts(self.hand), "melds": [_texts(m) for m in self.melds],
            "meld_owners": list(self.meld_owners), "tableau": _texts(self.tableau),
            "hand_sizes": list(self.hand_sizes), "draw_size": self.draw_size,
            "marks": list(self.marks), "totals": list(self.totals),
            "taken": None if self.taken is None else str(self.taken),
            "must_play_taken": self.must_play_taken, "rebuilt": self.rebuilt,
            "winner": self.winner, "dead": self.dead,
            "hand_scores": list(self.hand_scores), "score_details": list(self.score_details),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "FlatheadObservation":
        """The observation :meth:`to_dict` wrote (a client reads its seat's so)."""
        return cls(
            seat=data["seat"], current_player=data["current_player"], phase=data["phase"],
            dealer=data["dealer"], hand_number=data["hand_number"], hand=_cards(data["hand"]),
            melds=tuple(_cards(m) for m in data["melds"]), meld_owners=tuple(data["meld_owners"]),
            tableau=_cards(data["tableau"]), hand_sizes=tuple(data["hand_sizes"]),
            draw_size=data["draw_size"], marks=tuple(data["marks"]), totals=tuple(data["totals"]),
            taken=None if data["taken"] is None else parse_card(data["taken"]),
            must_play_taken=data["must_play_taken"], rebuilt=data["rebuilt"],
            winner=data["winner"], dead=data["dead"], hand_scores=tuple(data["hand_scores"]),
            score_details=tuple(data["score_details"]))
