"""What one Fan Rummy seat may know: :class:`FanObservation`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import Card, Observation
from .rules import TEXT


def card_texts(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    """Cards as their text form, in the given order."""
    return list(map(TEXT.__getitem__, cards))


@dataclass(frozen=True)
class FanObservation(Observation):
    """Everything ``seat`` may know, and enough to draw the table.

    * ``current_player``, ``phase`` (see :mod:`.state`), ``dealer``;
      ``hand_sizes`` of both seats, ``draw_size`` and ``discard_size``.
    * ``hand``: own cards (sorted). ``columns``: both columns, the last card
      of each the outermost, takeable one.
    * ``knock_card``: the knock card; both seats saw it dealt face up, so it
      stays known after it is taken; ``knock_up`` is True while it still
      lies face up. ``knock_value`` and ``knock_suit`` are public all hand;
      ``knock_taker`` took it (None before), ``knock_passed`` tells whether
      the non-dealer passed it.
    * ``own_discards``: this seat's face-down discards, in order (a player
      remembers them). ``own_took``: the cards this seat took face up.
    * ``opponent_took``: the cards this seat saw the opponent take face up
      (the knock card, column cards), in order, except those now in view
      (on the table, or in the opponent's hand once it is shown). Discards
      are face down, so while the opponent's hand is hidden each listed card
      may still be in it or may have been discarded; once the hand is shown,
      the listed cards are known to be among the opponent's discards.
    * ``melds``: the table melds once someone went out (the knocker's or gin
      player's melds, with lay-offs added); ``laid_off``: (card, meld index)
      in order; ``shown_deadwood``: the knocker's unmelded cards.
    * ``opponent_hand``: the opponent's hand, only once it is shown (after a
      knock, gin or big gin is scored); None otherwise.
    * ``ending``: None, ``knock``, ``gin``, ``big-gin`` or ``dead``;
      ``out_player`` who ended it; ``knocker_deadwood`` once shown.
    * ``hand_scores``/``score_details``: this hand's points (zeros until
      over); ``totals``: match totals before this hand.
    """

    seat: int
    current_player: int | None
    phase: str
    dealer: int
    hand: tuple[Card, ...]
    columns: tuple[tuple[Card, ...], tuple[Card, ...]]
    knock_card: Card
    knock_up: bool
    knock_value: int
    knock_suit: str
    knock_taker: int | None
    knock_passed: bool
    draw_size: int
    discard_size: int
    own_discards: tuple[Card, ...]
    own_took: tuple[Card, ...]
    opponent_took: tuple[Card, ...]
    hand_sizes: tuple[int, int]
    melds: tuple[tuple[Card, ...], ...]
    laid_off: tuple[tuple[Card, int], ...]
    shown_deadwood: tuple[Card, ...]
    opponent_hand: tuple[Card, ...] | None
    ending: str | None
    out_player: int | None
    knocker_deadwood: int | None
    hand_scores: tuple[int, int]
    score_details: tuple[str, str]
    totals: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "current_player": self.current_player, "phase": self.phase,
            "dealer": self.dealer, "hand": card_texts(self.hand),
            "columns": [card_texts(c) for c in self.columns],
            "knock_card": TEXT[self.knock_card], "knock_up": self.knock_up,
            "knock_value": self.knock_value, "knock_suit": self.knock_suit,
            "knock_taker": self.knock_taker, "knock_passed": self.knock_passed,
            "draw_size": self.draw_size, "discard_size": self.discard_size,
            "own_discards": card_texts(self.own_discards),
            "own_took": card_texts(self.own_took),
            "opponent_took": card_texts(self.opponent_took),
            "hand_sizes": list(self.hand_sizes),
            "melds": [card_texts(m) for m in self.melds],
            "laid_off": [[TEXT[c], i] for c, i in self.laid_off],
            "shown_deadwood": card_texts(self.shown_deadwood),
            "opponent_hand": None if self.opponent_hand is None
            else card_texts(self.opponent_hand),
            "ending": self.ending, "out_player": self.out_player,
            "knocker_deadwood": self.knocker_deadwood,
            "hand_scores": list(self.hand_scores), "score_details": list(self.score_details),
            "totals": list(self.totals),
        }
