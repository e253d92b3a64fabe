"""The Fan Rummy hand: :class:`FanState`.

Phases (``phase``) and the moves of the player to act:

* ``knock_card``: the non-dealer plays ``take knock`` or ``pass``; after a
  pass the dealer's only move is ``take knock``.
* ``knock_discard``: the taker plays ``discard <card>`` (face down).
* ``take``: ``draw`` (top of the draw pile) or ``take column <0|1>`` (the
  outermost card of a column). The player who did not take the knock card
  has the first turn.
* ``discard``: ``discard <card>``; ``knock <card>`` (discard, then deadwood
  at most the knock value and not zero); ``gin <card>`` (discard, then all
  ten melded); ``big-gin`` (all eleven melded, no discard).
* ``layoff``: after a knock the defender plays ``layoff <card> -> meld <i>``
  onto the knocker's melds any number of times, then ``done``. Any card of
  their hand that keeps the meld valid may be laid off (chains included);
  the cards they keep then count at their least deadwood. The knocker's
  melds are those of :func:`rules.knock_arrangement` (least deadwood; among
  equal arrangements the one leaving the defender the most deadwood after
  their best lay-offs). Gin and big gin allow no lay-offs.
* ``over``: no moves. ``ending`` says how: ``knock``, ``gin``, ``big-gin``
  or ``dead`` (the player to take finds the draw pile and both columns
  empty: no score).

Zones: ``draw`` (face down, last card on top), ``column:0`` and
``column:1`` (face up, last card outermost), ``knock`` (the knock card
while face up), ``hand:<seat>``, ``discard`` (face down, hidden from both;
each seat's own discards are kept per seat and remembered in its
observation; the zone lists them alternately from the knock taker's, the
order they were made), ``meld:<i>`` (the melds laid out by the player who
went out, with lay-offs) and ``deadwood`` (the knocker's unmelded cards).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from ...engine import Card, Event, Move
from ...engine.fields import BOOL, PLAIN, saved
from ...i18n import N_, said
from ..gin_family.codecs import CARDS
from ..gin_family.state import DISCARD, DONE, DRAW, PASS, GinFamilyState
from . import rules
from .explain import refusal
from .observation import FanObservation
from .scoring import score_hand

GAME_ID = "fan-rummy"
PHASES = ("knock_card", "knock_discard", "take", "discard", "layoff", "over")

TAKE_KNOCK = Move("take", (), "knock")
TAKE_COLUMN = (Move("take", (), "column", 0), Move("take", (), "column", 1))


def interleave(first: list[Card], second: list[Card]) -> list[Card]:
    """``first[0], second[0], first[1], ...``: discards in the order made."""
    out: list[Card] = []
    for i in range(max(len(first), len(second))):
        out.extend(first[i:i + 1])
        out.extend(second[i:i + 1])
    return out


@dataclass(slots=True, kw_only=True, eq=False)
class FanState(GinFamilyState):
    """One hand of Fan Rummy (two seats). Its facts, besides those of
    :class:`GinFamilyState`: ``draw``, ``columns``, ``knock_card`` (kept
    all hand, for its value and suit), ``knock_up`` (True while it lies face
    up), ``knock_taker``, ``knock_passed``, ``discards`` and ``took`` (per
    seat). Declared in the order they are saved, after those of
    :class:`GinFamilyState`."""

    game_id: ClassVar[str] = GAME_ID
    PHASES: ClassVar[tuple[str, ...]] = PHASES
    GAME_NAME: ClassVar[str] = "Fan Rummy"

    #: Its place in the saved order is the one :class:`GinFamilyState` gives it.
    phase: str = saved(PLAIN, default="knock_card")

    draw: list[Card] = saved(CARDS.cards)
    columns: list[list[Card]] = saved(CARDS.card_lists)
    knock_card: Card = saved(CARDS.card)
    knock_up: bool = saved(BOOL, default=True)
    knock_taker: int | None = saved(PLAIN, default=None)
    knock_passed: bool = saved(BOOL, default=False)
    discards: list[list[Card]] = saved(CARDS.card_lists, default_factory=lambda: [[], []])
    took: list[list[Card]] = saved(CARDS.card_lists, default_factory=lambda: [[], []])

    @property
    def knock_limit(self) -> int:
        """The most deadwood a knock may leave: the knock card's value."""
        return rules.knock_limit(self.knock_card)

    # -- legal moves ----------------------------------------------------------
    def _generate(self, seat: int) -> list[Move]:
        if self.phase == "knock_card":
            return [TAKE_KNOCK] if self.knock_passed else [TAKE_KNOCK, PASS]
        hand = self._sorted_hand(seat)
        if self.phase == "knock_discard":
            return [DISCARD[c] for c in hand]
        if self.phase == "take":
            moves = [DRAW] if self.draw else []
            moves.extend(TAKE_COLUMN[i] for i in (0, 1) if self.columns[i])
            return moves
        if self.phase == "discard":
            return self._discard_moves(hand, plain=True, big_gin=True)
        moves = [Move("layoff", (c,), "meld", i) for c in hand
                 for i, meld in enumerate(self.melds) if rules.fits(c, meld)]
        return moves + [DONE]

    def _refusal(self, move: Move, hand: list[Card], card: Card | None) -> str:
        return refusal(self, move, hand, card)

    # -- applying moves ---------------------------------------------------------
    def _play(self, seat: int, move: Move) -> list[Event]:
        action = move.action
        if action == "pass":
            self.knock_passed = True
            self.to_act = 1 - seat
            return [Event("pass", seat, text=f"Seat {seat} passes the knock card.")]
        if action == "take" and move.zone == "knock":
            self.knock_up = False
            self.knock_taker = seat
            self.hands[seat].append(self.knock_card)
            self.took[seat].append(self.knock_card)
            self.phase = "knock_discard"
            return [Event("take", seat, (self.knock_card,), "knock", f"hand:{seat}")]
        if action == "draw":
            card = self.draw.pop()
            self.hands[seat].append(card)
            self.phase = "discard"
            return [Event("draw", seat, (card,), "draw", f"hand:{seat}")]
        if action == "take":
            assert move.index is not None
            card = self.columns[move.index].pop()
            self.hands[seat].append(card)
            self.took[seat].append(card)
            self.phase = "discard"
            return [Event("take", seat, (card,), f"column:{move.index}", f"hand:{seat}")]
        return self._discard_going_out(seat, move.cards[0]) + self._next_turn(seat)

    def _discard_going_out(self, seat: int, card: Card) -> list[Event]:
        """Every discard, the last one too, goes face down on the pile."""
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        return [Event("discard", seat, (card,), f"hand:{seat}", "discard")]

    def _next_turn(self, seat: int) -> list[Event]:
        """Pass the turn; the hand is dead when nothing is left to take."""
        self.to_act = 1 - seat
        self.phase = "take"
        if self.draw or self.columns[0] or self.columns[1]:
            return []
        return self._dead(said(N_("Dead hand: nothing is left to take, nobody scores")))

    def _score(self, out: int, ending: str) -> int | None:
        """The hand's points; seat 0's score is announced on a tie."""
        self.scores, self.details = score_hand(
            ending, out, self.shown_deadwood, self.hands[1 - out], self.knock_card)
        return max((0, 1), key=lambda s: self.scores[s])

    # -- results ------------------------------------------------------------------
    def opening_events(self) -> list[Event]:
        events = [Event("deal", s, tuple(self.hands[s]), "draw", f"hand:{s}") for s in (0, 1)]
        events.extend(Event("deal", None, tuple(self.columns[i]), "draw", f"column:{i}")
                      for i in (0, 1))
        events.append(Event("deal", None, (self.knock_card,), "draw", "knock",
                            value=self.knock_limit,
                            text=f"Knock card {self.knock_card.name}: knock with "
                                 f"{self.knock_limit} or less."))
        return events

    # -- views --------------------------------------------------------------------
    def observation(self, seat: int) -> FanObservation:
        opp = 1 - seat
        public = {c for m in self.melds for c in m} | set(self.shown_deadwood)
        if self._hands_shown():
            public |= set(self.hands[opp])
        return FanObservation(
            **self._seen_facts(seat), columns=(tuple(self.columns[0]), tuple(self.columns[1])),
            knock_card=self.knock_card, knock_up=self.knock_up,
            knock_value=self.knock_limit, knock_suit=self.knock_card.suit or "",
            knock_taker=self.knock_taker, knock_passed=self.knock_passed,
            draw_size=len(self.draw),
            discard_size=len(self.discards[0]) + len(self.discards[1]),
            own_discards=tuple(self.discards[seat]), own_took=tuple(self.took[seat]),
            opponent_took=tuple(c for c in self.took[opp] if c not in public))

    def discard_pile(self) -> list[Card]:
        """The face-down discard pile in the order the discards were made."""
        first = self.knock_taker if self.knock_taker is not None else 0
        return interleave(self.discards[first], self.discards[1 - first])

    def zones(self) -> dict[str, list[Card]]:
        zones = {"draw": list(self.draw), "column:0": list(self.columns[0]),
                 "column:1": list(self.columns[1]),
                 "knock": [self.knock_card] if self.knock_up else [],
                 "hand:0": list(self.hands[0]), "hand:1": list(self.hands[1]),
                 "discard": self.discard_pile(), "deadwood": list(self.shown_deadwood)}
        zones.update((f"meld:{i}", list(m)) for i, m in enumerate(self.melds))
        return zones

    def hidden_zones(self, seat: int) -> set[str]:
        hidden = {"draw", "discard"}
        if not self._hands_shown():
            hidden.add(f"hand:{1 - seat}")
        return hidden


    def permute_hidden(self, seat: int, rng: random.Random) -> "FanState":
        other = self.clone()
        opp = 1 - seat
        pool = list(self.draw) + list(self.discards[opp])
        if not self._hands_shown():
            pool += self.hands[opp]
        in_pool = set(pool)
        known = [c for c in self.observation(seat).opponent_took if c in in_pool]
        seen_taken = set(known)
        other.deal_hidden(seat, [c for c in pool if c not in seen_taken], known, rng)
        return other

    def _stock(self) -> list[Card]:
        return self.draw

    def _hidden_places(self, opp: int) -> list[Card]:
        """The opponent's face-down discards."""
        return self.discards[opp]

    def _set_hidden(self, opp: int, places: list[Card], stock: list[Card]) -> None:
        self.discards[opp] = places
        self.draw = stock

__all__ = ["FanState", "interleave"]
