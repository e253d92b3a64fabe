"""The Gin Rummy hand: :class:`GinState`.

Phases (``phase``) and the moves of the player to act:

* ``first_upcard``: the non-dealer, then the dealer, plays ``take
  discard`` (take the first upcard) or ``pass``; once both passed, the
  non-dealer's only move is ``draw``.
* ``take``: ``draw`` (the top of the stock) or ``take discard`` (the
  upcard, the top of the face-up discard pile).
* ``wall``: the stock is down to two cards. ``take discard`` only when the
  upcard makes a legal knock (or gin) possible, then ``pass``, which ends
  the hand dead.
* ``discard``: ``discard <card>`` (face up, it becomes the upcard);
  ``knock <card>`` (discard face down, then deadwood at most the knock
  value and not zero); ``gin <card>`` (discard face down, then all ten
  melded); ``big-gin`` (house rule: all eleven melded, no discard).
* ``wall_knock``: after taking the upcard at the wall, only ``knock``,
  ``gin`` or ``big-gin`` moves.
* ``layoff``: after a knock the defender plays ``layoff <card> -> meld
  <i>`` onto the knocker's melds any number of times, then ``done``; the
  cards they keep count at their least deadwood. The knocker's melds are
  laid out by :func:`rules.knock_arrangement` (least deadwood; among equal
  arrangements the one leaving the defender the most deadwood after their
  best lay-offs). A run takes lay-offs at either end, as many as fit (at
  most two at each end under OpenSpiel's scoring). Gin and big gin allow no
  lay-offs.
* ``over``: no moves. ``ending`` says how: ``knock``, ``gin``,
  ``big-gin`` or ``dead``. A hand is dead when the player at the wall
  passes; when both players in succession take the upcard and discard
  that same card at once; and when the upcard would be taken for the 50th
  time (takes of the first upcard and the knock at the wall not counted):
  that take does not happen.

Zones: ``stock`` (face down, last card on top), ``discard`` (face up, last
card on top), ``hand:<seat>``, ``knock_discard`` (the knocker's face-down
discard, hidden from the other seat), ``meld:<i>`` (the melds laid out by
the player who went out, with lay-offs) and ``deadwood`` (the knocker's
unmelded cards).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, ClassVar, Mapping

from ...engine import Card, Event, Move, fields
from ...engine.fields import BOOL, INT, INT_TUPLE, PLAIN, saved
from ...i18n import N_, said
from ..gin_family.codecs import CARDS
from ..gin_family.state import (BIG_GIN, DISCARD, DONE, DRAW, GIN, KNOCK, PASS,
                                GinFamilyState)
from . import rules
from .explain import refusal
from .observation import GinObservation
from .scoring import game_bonuses, score_hand

GAME_ID = "gin-rummy"
PHASES = ("first_upcard", "take", "wall", "discard", "wall_knock", "layoff", "over")

TAKE_UPCARD = Move("take", (), "discard")


@dataclass(slots=True, kw_only=True, eq=False)
class GinState(GinFamilyState):
    """One hand of Gin Rummy (two seats). Its facts, besides those of
    :class:`GinFamilyState`: ``stock``, ``pile`` (the face-up discards, top
    last), ``took`` and ``passed`` (per seat, see :class:`GinObservation`),
    ``upcard_passes``, ``knock_value``, ``oklahoma``, ``big_gin``,
    ``game_bonuses``, ``target``, ``hands_won`` (before this hand),
    ``upcard_takes``, ``exchange_card``, ``exchange_repeated``,
    ``knock_discard``, ``defender_deadwood``, ``winner`` (the seat that
    won the hand's points, once scored) and ``openspiel`` (the house rule
    OpenSpiel's scoring: equal deadwood after a knock scores nothing, and
    lay-offs grow a run by at most two cards at each end). Declared in the order they are
    saved, after those of :class:`GinFamilyState`."""

    game_id: ClassVar[str] = GAME_ID
    PHASES: ClassVar[tuple[str, ...]] = PHASES
    GAME_NAME: ClassVar[str] = "Gin Rummy"

    #: Its place in the saved order is the one :class:`GinFamilyState` gives it.
    phase: str = saved(PLAIN, default="first_upcard")

    stock: list[Card] = saved(CARDS.cards)
    pile: list[Card] = saved(CARDS.cards)
    took: list[list[Card]] = saved(CARDS.card_lists, default_factory=lambda: [[], []])
    passed: list[list[Card]] = saved(CARDS.card_lists, default_factory=lambda: [[], []])
    upcard_passes: int = saved(INT, default=0)
    knock_value: int = saved(INT, default=rules.KNOCK_VALUE)
    oklahoma: bool = saved(BOOL, default=False)
    big_gin: bool = saved(BOOL, default=False)
    game_bonuses: bool = saved(BOOL, default=False)
    target: int = saved(INT, default=100)
    hands_won: tuple[int, ...] = saved(INT_TUPLE, default=(0, 0))
    upcard_takes: int = saved(INT, default=0)
    exchange_card: Card | None = saved(CARDS.maybe_card, default=None)
    exchange_repeated: bool = saved(BOOL, default=False)
    knock_discard: Card | None = saved(CARDS.maybe_card, default=None)
    defender_deadwood: int | None = saved(PLAIN, default=None)
    winner: int | None = saved(PLAIN, default=None)
    openspiel: bool = saved(BOOL, default=False)

    @property
    def knock_limit(self) -> int:
        """The most deadwood a knock may leave: the knock value."""
        return self.knock_value

    @property
    def upcard(self) -> Card | None:
        """The top of the discard pile, the card that may be taken."""
        return self.pile[-1] if self.pile else None

    def keeps_dealer(self) -> bool:
        """After a dead hand the same player deals again."""
        return self.ending == "dead"

    def carry(self) -> dict[str, Any]:
        """The hands each seat has won, this one included (for the game
        bonuses at the end of the match)."""
        won = list(self.hands_won)
        if self.winner is not None:
            won[self.winner] += 1
        return {"hands_won": won}

    # -- legal moves ----------------------------------------------------------
    def _generate(self, seat: int) -> list[Move]:
        if self.phase == "first_upcard":
            return [TAKE_UPCARD, PASS] if self.upcard_passes < 2 else [DRAW]
        if self.phase == "take":
            return [DRAW, TAKE_UPCARD]
        if self.phase == "wall":
            return [TAKE_UPCARD, PASS] if self.can_knock_with_upcard() else [PASS]
        hand = self._sorted_hand(seat)
        if self.phase in ("discard", "wall_knock"):
            return self._discard_moves(hand, plain=self.phase == "discard",
                                       big_gin=self.big_gin)
        spots = self.layoff_spots()
        moves = [Move("layoff", (c,), "meld", i) for c in hand
                 for i, spot in enumerate(spots) if c in spot]
        return moves + [DONE]

    def layoff_spots(self) -> list[set[Card]]:
        """For each table meld, the cards that may be laid off on it now
        (:func:`rules.layoff_spots` on the melds as laid out)."""
        return rules.layoff_spots(rules.laid_out(self.melds, self.laid_off),
                                  [c for c, _ in self.laid_off], openspiel=self.openspiel)

    def can_knock_with_upcard(self) -> bool:
        """True when the player to act, taking the upcard, could knock or go
        gin (the only reason to take it at the wall)."""
        seat, up = self.to_act, self.upcard
        if seat is None or up is None:
            return False
        mask = rules.mask_of(self.hands[seat] + [up])
        return bool(rules.discard_deadwoods(mask, self.knock_value)[1])

    def _refusal(self, move: Move, hand: list[Card], card: Card | None) -> str:
        return refusal(self, move, hand, card)

    # -- applying moves ---------------------------------------------------------
    def _play(self, seat: int, move: Move) -> list[Event]:
        action = move.action
        if action == "pass":
            return self._pass(seat)
        if action == "take":
            return self._take(seat)
        if action == "draw":
            if self.phase == "take" and self.pile:
                self.passed[seat].append(self.pile[-1])
            card = self.stock.pop()
            self.hands[seat].append(card)
            self.exchange_card = None
            self.phase = "discard"
            return [Event("draw", seat, (card,), "stock", f"hand:{seat}")]
        return self._discard(seat, move.cards[0])

    def _discard_going_out(self, seat: int, card: Card) -> list[Event]:
        """The knock or gin discard goes face down (``knock_discard``)."""
        self.hands[seat].remove(card)
        self.knock_discard = card
        return [Event("discard", seat, (card,), f"hand:{seat}", "knock_discard")]

    def _pass(self, seat: int) -> list[Event]:
        if self.phase == "wall":
            return self._dead(said(N_("Dead hand: the stock reached the wall and the upcard made no knock; "
                                  "nobody scores")))
        self.passed[seat].append(self.pile[-1])
        self.upcard_passes += 1
        self.to_act = 1 - seat
        return [Event("pass", seat, text=f"Seat {seat} passes the upcard.")]

    def _take(self, seat: int) -> list[Event]:
        if self.phase == "take":
            self.upcard_takes += 1
            if self.upcard_takes >= rules.MAX_UPCARD_TAKES:
                return self._dead(said(N_("Dead hand: the upcard was taken {n} times; nobody scores"),
                                       n=rules.MAX_UPCARD_TAKES))
        card = self.pile.pop()
        self.hands[seat].append(card)
        self.took[seat].append(card)
        self.exchange_card = card
        self.phase = "wall_knock" if self.phase == "wall" else "discard"
        return [Event("take", seat, (card,), "discard", f"hand:{seat}")]

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.pile.append(card)
        events = [Event("discard", seat, (card,), f"hand:{seat}", "discard")]
        if card == self.exchange_card:
            if self.exchange_repeated:
                return events + self._dead(said(N_("Dead hand: both players took the upcard and threw it "
                                                    "straight back; nobody scores")))
            self.exchange_repeated = True
        else:
            self.exchange_repeated = False
        self.exchange_card = None
        self.to_act = 1 - seat
        self.phase = "wall" if len(self.stock) <= rules.WALL else "take"
        return events

    def _score(self, out: int, ending: str) -> int | None:
        """The hand's points to the winner, if any (``winner``), with the game
        bonuses when this hand ends the match."""
        self.scores, self.details, self.defender_deadwood = score_hand(
            ending, out, self.shown_deadwood, self.hands[1 - out], openspiel=self.openspiel)
        if max(self.scores):
            self.winner = self.scores.index(max(self.scores))
        self._add_game_bonuses()
        return self.winner

    def _add_game_bonuses(self) -> None:
        """With the game bonuses house rule, the hand that ends the match
        also pays the bonuses (:func:`scoring.game_bonuses`)."""
        after = [t + s for t, s in zip(self.totals or (0, 0), self.scores)]
        if not self.game_bonuses or max(after) < self.target:
            return
        bonuses, texts = game_bonuses(after, self.carry()["hands_won"])
        for seat in (0, 1):
            self.scores[seat] += bonuses[seat]
            self.details[seat] = said(N_("{score}; {bonuses}"), score=self.details[seat], bonuses=texts[seat])

    # -- persistence ---------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "GinState":
        """Rebuild a state; ValueError if malformed. Data without
        ``openspiel`` was saved when Gin Rummy played OpenSpiel's rules (equal
        deadwood scoring nothing, two lay-offs at each end of a run), so it
        reads with that house rule on: the hand goes on as it began."""
        try:
            return fields.load(cls, {"openspiel": True, **data})
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ValueError(f"malformed Gin Rummy state: {exc!r}") from None

    # -- results ------------------------------------------------------------------
    def opening_events(self) -> list[Event]:
        events = [Event("deal", s, tuple(self.hands[s]), "stock", f"hand:{s}") for s in (0, 1)]
        if self.pile:
            text = f"Upcard {self.pile[0].name}."
            if self.oklahoma:
                text = (f"Upcard {self.pile[0].name}: knock with {self.knock_value} or less."
                        if self.knock_value else f"Upcard {self.pile[0].name}: gin only.")
            events.append(Event("flip", None, (self.pile[0],), "stock", "discard",
                                value=self.knock_value, text=text))
        return events

    # -- views --------------------------------------------------------------------
    def _visible_to(self, seat: int) -> set[Card]:
        """Every card ``seat`` can see now: its hand, the discard pile, the
        table, the opponent's hand once shown and its own knock discard."""
        seen = set(self.hands[seat]) | set(self.pile) | set(self.shown_deadwood)
        seen |= {c for m in self.melds for c in m}
        if self._hands_shown():
            seen |= set(self.hands[1 - seat])
        if self.knock_discard is not None and self.out_player == seat:
            seen.add(self.knock_discard)
        return seen

    def observation(self, seat: int) -> GinObservation:
        return GinObservation(
            **self._seen_facts(seat), discard_pile=tuple(self.pile), stock_size=len(self.stock),
            took=(tuple(self.took[0]), tuple(self.took[1])),
            passed=(tuple(self.passed[0]), tuple(self.passed[1])),
            upcard_passes=self.upcard_passes, knock_value=self.knock_value,
            oklahoma=self.oklahoma, big_gin=self.big_gin, upcard_takes=self.upcard_takes,
            exchange_card=self.exchange_card, exchange_repeated=self.exchange_repeated,
            knock_discard=self.knock_discard if self.out_player == seat else None,
            defender_deadwood=self.defender_deadwood, winner=self.winner,
            hands_won=self.hands_won, target=self.target, game_bonuses=self.game_bonuses,
            openspiel=self.openspiel)

    def zones(self) -> dict[str, list[Card]]:
        zones = {"stock": list(self.stock), "discard": list(self.pile),
                 "hand:0": list(self.hands[0]), "hand:1": list(self.hands[1]),
                 "knock_discard": [] if self.knock_discard is None else [self.knock_discard],
                 "deadwood": list(self.shown_deadwood)}
        zones.update((f"meld:{i}", list(m)) for i, m in enumerate(self.melds))
        return zones

    def hidden_zones(self, seat: int) -> set[str]:
        hidden = {"stock"}
        if not self._hands_shown():
            hidden.add(f"hand:{1 - seat}")
        if self.out_player != seat:
            hidden.add("knock_discard")
        return hidden


    def permute_hidden(self, seat: int, rng: random.Random) -> "GinState":
        other = self.clone()
        seen = self._visible_to(seat)
        hidden = [c for c in rules.DECK if c not in seen]
        known = list(dict.fromkeys(c for c in self.took[1 - seat] if c not in seen))
        other.deal_hidden(seat, [c for c in hidden if c not in set(known)], known, rng)
        return other

    def _stock(self) -> list[Card]:
        return self.stock

    def _hidden_places(self, opp: int) -> list[Card]:
        """The opponent's face-down knock discard, if any."""
        return [self.knock_discard] if self.knock_discard is not None and \
            self.out_player == opp else []

    def _set_hidden(self, opp: int, places: list[Card], stock: list[Card]) -> None:
        if places:
            self.knock_discard = places[0]
        self.stock = stock

    def redeal_hidden(self, seat: int, opponent_hand: list[Card], stock: list[Card]) -> None:
        """Give ``seat``'s opponent ``opponent_hand`` and make ``stock`` the
        stock (top last), for a world an AI searches: together they must be
        the very cards the two places held, else ValueError."""
        opp = 1 - seat
        if (len(opponent_hand) != len(self.hands[opp])
                or Counter(opponent_hand) + Counter(stock)
                != Counter(self.hands[opp]) + Counter(self.stock)):
            raise ValueError("a redeal must keep the opponent's hand and the stock's cards")
        self._rehide(opp, list(opponent_hand), [], list(stock))


# The moves of a Gin Rummy hand, shared with Fan Rummy, are read from here too.
__all__ = ["BIG_GIN", "DISCARD", "DONE", "DRAW", "GIN", "GinState", "KNOCK", "PASS", "TAKE_UPCARD"]
