"""What one Gin Rummy seat may know: :class:`GinObservation`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import Card, Observation
from .rules import TEXT


def card_texts(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    """Cards as their text form, in the given order."""
    return list(map(TEXT.__getitem__, cards))


@dataclass(frozen=True)
class GinObservation(Observation):
    """Everything ``seat`` may know, and enough to draw the table.

    * ``current_player``, ``phase`` (see :mod:`.state`), ``dealer``;
      ``hand_sizes`` of both seats and ``stock_size``.
    * ``hand``: own cards (sorted).
    * ``discard_pile``: the whole face-up discard pile, bottom first; its
      last card is the upcard, the only one that may be taken.
    * ``took[s]``: every card seat ``s`` took from the discard pile, in
      order (both seats see it happen); ``passed[s]``: every upcard seat
      ``s`` turned down, by passing the first upcard or drawing from the
      stock instead. ``upcard_passes``: how many seats passed the first
      upcard (0-2; after two the non-dealer draws from the stock).
    * ``knock_value``: the most deadwood a knock may leave (0: gin only);
      ``oklahoma``: whether the first upcard set it; ``big_gin``: whether
      the big gin house rule is on.
    * ``upcard_takes``: takes of the upcard so far (the 50th kills the
      hand); ``exchange_card``: the card taken from the pile on the current
      turn, if any; ``exchange_repeated``: the previous turn took the upcard
      and discarded it again at once (one more such turn kills the hand).
    * ``melds``: the table melds once someone went out (the knocker's or
      gin player's, with lay-offs added); ``laid_off``: (card, meld index)
      in order; ``shown_deadwood``: the knocker's unmelded cards.
    * ``knock_discard``: the card the knocker discarded face down, given
      only to the knocker (None for the other seat and before a knock).
    * ``opponent_hand``: the opponent's hand once the hand is scored after
      a knock, gin or big gin (None otherwise).
    * ``ending``: None, ``knock``, ``gin``, ``big-gin`` or ``dead``;
      ``out_player``: who went out; ``knocker_deadwood``,
      ``defender_deadwood``: once known; ``winner``: the seat that won the
      hand's points (None while it goes on, after a dead hand or a tie).
    * ``hand_scores``/``score_details``: this hand's points (zeros until
      over); ``totals``: match totals before this hand; ``hands_won``:
      hands each seat won before this one; ``target``: the match target;
      ``game_bonuses``: whether the end-of-match bonuses house rule is on.
    """

    seat: int
    current_player: int | None
    phase: str
    dealer: int
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    stock_size: int
    hand_sizes: tuple[int, int]
    took: tuple[tuple[Card, ...], tuple[Card, ...]]
    passed: tuple[tuple[Card, ...], tuple[Card, ...]]
    upcard_passes: int
    knock_value: int
    oklahoma: bool
    big_gin: bool
    upcard_takes: int
    exchange_card: Card | None
    exchange_repeated: bool
    melds: tuple[tuple[Card, ...], ...]
    laid_off: tuple[tuple[Card, int], ...]
    shown_deadwood: tuple[Card, ...]
    knock_discard: Card | None
    opponent_hand: tuple[Card, ...] | None
    ending: str | None
    out_player: int | None
    knocker_deadwood: int | None
    defender_deadwood: int | None
    winner: int | None
    hand_scores: tuple[int, int]
    score_details: tuple[str, str]
    totals: tuple[int, ...]
    hands_won: tuple[int, int]
    target: int
    game_bonuses: bool

    @property
    def upcard(self) -> Card | None:
        """The top of the discard pile (the card that may be taken), if any."""
        return self.discard_pile[-1] if self.discard_pile else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "current_player": self.current_player, "phase": self.phase,
            "dealer": self.dealer, "hand": card_texts(self.hand),
            "discard_pile": card_texts(self.discard_pile), "stock_size": self.stock_size,
            "hand_sizes": list(self.hand_sizes),
            "took": [card_texts(t) for t in self.took],
            "passed": [card_texts(p) for p in self.passed],
            "upcard_passes": self.upcard_passes, "knock_value": self.knock_value,
            "oklahoma": self.oklahoma, "big_gin": self.big_gin,
            "upcard_takes": self.upcard_takes,
            "exchange_card": None if self.exchange_card is None else TEXT[self.exchange_card],
            "exchange_repeated": self.exchange_repeated,
            "melds": [card_texts(m) for m in self.melds],
            "laid_off": [[TEXT[c], i] for c, i in self.laid_off],
            "shown_deadwood": card_texts(self.shown_deadwood),
            "knock_discard": None if self.knock_discard is None else TEXT[self.knock_discard],
            "opponent_hand": None if self.opponent_hand is None
            else card_texts(self.opponent_hand),
            "ending": self.ending, "out_player": self.out_player,
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood, "winner": self.winner,
            "hand_scores": list(self.hand_scores), "score_details": list(self.score_details),
            "totals": list(self.totals), "hands_won": list(self.hands_won),
            "target": self.target, "game_bonuses": self.game_bonuses,
        }
