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
from typing import Any, Mapping

from ...engine import Card, Event, Move, State, parse_card
from ...engine.rng import shuffled
from ..gin_melds.laying_out import lay_off, lay_out
from . import rules
from .explain import refusal
from .observation import FanObservation, card_texts
from .scoring import score_hand

GAME_ID = "fan-rummy"
PHASES = ("knock_card", "knock_discard", "take", "discard", "layoff", "over")
ENDINGS = ("knock", "gin", "big-gin", "dead")

# The fixed moves, built once (moves are immutable values).
DRAW, PASS, DONE, BIG_GIN = Move("draw"), Move("pass"), Move("done"), Move("big-gin")
TAKE_KNOCK = Move("take", (), "knock")
TAKE_COLUMN = (Move("take", (), "column", 0), Move("take", (), "column", 1))
DISCARD = {c: Move("discard", (c,)) for c in rules.DECK}
KNOCK = {c: Move("knock", (c,)) for c in rules.DECK}
GIN = {c: Move("gin", (c,)) for c in rules.DECK}


def interleave(first: list[Card], second: list[Card]) -> list[Card]:
    """``first[0], second[0], first[1], ...``: discards in the order made."""
    out: list[Card] = []
    for i in range(max(len(first), len(second))):
        out.extend(first[i:i + 1])
        out.extend(second[i:i + 1])
    return out


class FanState(State):
    """One hand of Fan Rummy (two seats). Attributes are the plain facts:
    ``hands``, ``draw``, ``columns``, ``knock_card`` (kept all hand, for its
    value and suit), ``knock_up`` (True while it lies face up), ``knock_taker``, ``knock_passed``, ``discards`` and ``took`` (per seat),
    ``melds``, ``laid_off``, ``shown_deadwood``, ``phase``, ``to_act``,
    ``ending``, ``out_player``, ``knocker_deadwood``, ``scores``,
    ``details`` and ``totals`` (the match totals before this hand)."""

    game_id = GAME_ID
    num_players = 2

    def __init__(self, *, dealer: int, hands: list[list[Card]], draw: list[Card],
                 columns: list[list[Card]], knock_card: Card, knock_up: bool = True,
                 knock_taker: int | None = None, knock_passed: bool = False,
                 discards: list[list[Card]] | None = None,
                 took: list[list[Card]] | None = None,
                 melds: list[list[Card]] | None = None,
                 laid_off: list[tuple[Card, int]] | None = None,
                 shown_deadwood: list[Card] | None = None,
                 phase: str = "knock_card", to_act: int | None = None,
                 ending: str | None = None, out_player: int | None = None,
                 knocker_deadwood: int | None = None,
                 scores: list[int] | None = None, details: list[str] | None = None,
                 totals: tuple[int, ...] = (0, 0)) -> None:
        if phase not in PHASES:
            raise ValueError(f"unknown Fan Rummy phase {phase!r}")
        if ending is not None and ending not in ENDINGS:
            raise ValueError(f"unknown Fan Rummy ending {ending!r}")
        self.dealer = dealer
        self.hands = hands
        self.draw = draw
        self.columns = columns
        self.knock_card = knock_card
        self.knock_up = knock_up
        self.knock_taker = knock_taker
        self.knock_passed = knock_passed
        self.discards = discards if discards is not None else [[], []]
        self.took = took if took is not None else [[], []]
        self.melds = melds if melds is not None else []
        self.laid_off = laid_off if laid_off is not None else []
        self.shown_deadwood = shown_deadwood if shown_deadwood is not None else []
        self.phase = phase
        self.to_act = (dealer + 1) % 2 if to_act is None and phase != "over" else to_act
        self.ending = ending
        self.out_player = out_player
        self.knocker_deadwood = knocker_deadwood
        self.scores = scores if scores is not None else [0, 0]
        self.details = details if details is not None else ["", ""]
        self.totals = tuple(totals)
        self._moves: list[Move] | None = None

    # -- protocol basics ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def knock_limit(self) -> int:
        """The most deadwood a knock may leave."""
        return rules.knock_limit(self.knock_card)

    def clone(self) -> "FanState":
        other = FanState.__new__(FanState)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.draw = list(self.draw)
        other.columns = [list(c) for c in self.columns]
        other.discards = [list(d) for d in self.discards]
        other.took = [list(t) for t in self.took]
        other.melds = [list(m) for m in self.melds]
        other.laid_off = list(self.laid_off)
        other.shown_deadwood = list(self.shown_deadwood)
        other.scores = list(self.scores)
        other.details = list(self.details)
        other._moves = self._moves
        return other

    # -- legal moves ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            self._moves = self._generate()
        return list(self._moves)

    def _generate(self) -> list[Move]:
        seat = self.to_act
        if seat is None:
            return []
        hand = sorted(self.hands[seat], key=rules.INDEX.__getitem__)
        if self.phase == "knock_card":
            return [TAKE_KNOCK] if self.knock_passed else [TAKE_KNOCK, PASS]
        if self.phase == "knock_discard":
            return [DISCARD[c] for c in hand]
        if self.phase == "take":
            moves = [DRAW] if self.draw else []
            moves.extend(TAKE_COLUMN[i] for i in (0, 1) if self.columns[i])
            return moves
        if self.phase == "discard":
            return self._discard_moves(hand)
        moves = [Move("layoff", (c,), "meld", i) for c in hand
                 for i, meld in enumerate(self.melds) if rules.fits(c, meld)]
        return moves + [DONE]

    def _discard_moves(self, hand: list[Card]) -> list[Move]:
        whole, options = rules.discard_deadwoods(rules.mask_of(hand), self.knock_limit)
        moves = [DISCARD[c] for c in hand]
        for card in hand:
            left = options.get(rules.BIT[card])
            if left is not None:
                moves.append(GIN[card] if left == 0 else KNOCK[card])
        if whole == 0:
            moves.append(BIG_GIN)
        return moves

    def why_illegal(self, move: Move) -> str | None:
        if self.is_over:
            return "The hand is over."
        if move in self.legal_moves():
            return None
        return refusal(self, move)

    # -- applying moves ---------------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        self._moves = None
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
            card = self.columns[move.index].pop()  # type: ignore[index]
            self.hands[seat].append(card)
            self.took[seat].append(card)
            self.phase = "discard"
            return [Event("take", seat, (card,), f"column:{move.index}", f"hand:{seat}")]
        if action == "layoff":
            return self._layoff(seat, move.cards[0], move.index)  # type: ignore[arg-type]
        if action == "done":
            return self._finish()
        if action == "big-gin":
            return self._go_out(seat, "big-gin")
        events = self._discard(seat, move.cards[0])
        if action == "discard":
            return events + self._next_turn(seat)
        return events + self._go_out(seat, action)

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.discards[seat].append(card)
        return [Event("discard", seat, (card,), f"hand:{seat}", "discard")]

    def _next_turn(self, seat: int) -> list[Event]:
        """Pass the turn; the hand is dead when nothing is left to take."""
        self.to_act = 1 - seat
        self.phase = "take"
        if self.draw or self.columns[0] or self.columns[1]:
            return []
        self.phase, self.to_act, self.ending = "over", None, "dead"
        text = "Dead hand: nothing is left to take, nobody scores"
        self.details = [text, text]
        return [Event("dead_hand", text=text + ".")]

    def _go_out(self, seat: int, ending: str) -> list[Event]:
        melds, loose, deadwood, events = lay_out(self.hands[seat], self.hands[1 - seat], seat, ending)
        self.ending, self.out_player = ending, seat
        self.knocker_deadwood = deadwood
        self.melds = melds
        self.shown_deadwood = loose
        self.hands[seat] = []
        if ending == "knock":
            self.phase, self.to_act = "layoff", 1 - seat
            return events
        return events + self._finish()

    def _layoff(self, seat: int, card: Card, index: int) -> list[Event]:
        event = lay_off(self.hands[seat], self.melds, seat, card, index)
        self.laid_off.append((card, index))
        return [event]

    def _finish(self) -> list[Event]:
        out = self.out_player
        assert out is not None and self.ending is not None
        self.scores, self.details = score_hand(
            self.ending, out, self.knocker_deadwood or 0, self.hands[1 - out], self.knock_card)
        self.phase, self.to_act = "over", None
        winner = max((0, 1), key=lambda s: self.scores[s])
        return [Event("score", s, value=self.scores[s], text=self.details[s]) for s in (0, 1)
                if s == winner or self.scores[s]]

    # -- results ------------------------------------------------------------------
    def hand_scores(self) -> list[int]:
        return list(self.scores) if self.is_over else [0, 0]

    def score_details(self) -> list[str]:
        return list(self.details)

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
    def _hands_shown(self) -> bool:
        """True when both hands are face up: the hand was scored after a
        knock, gin or big gin (not after a dead hand)."""
        return self.phase == "over" and self.ending != "dead"

    def observation(self, seat: int) -> FanObservation:
        opp = 1 - seat
        shown = self._hands_shown()
        public = {c for m in self.melds for c in m} | set(self.shown_deadwood)
        if shown:
            public |= set(self.hands[opp])
        return FanObservation(
            seat=seat, current_player=self.to_act, phase=self.phase, dealer=self.dealer,
            hand=tuple(sorted(self.hands[seat], key=rules.INDEX.__getitem__)),
            columns=(tuple(self.columns[0]), tuple(self.columns[1])),
            knock_card=self.knock_card, knock_up=self.knock_up,
            knock_value=self.knock_limit, knock_suit=self.knock_card.suit or "",
            knock_taker=self.knock_taker, knock_passed=self.knock_passed,
            draw_size=len(self.draw),
            discard_size=len(self.discards[0]) + len(self.discards[1]),
            own_discards=tuple(self.discards[seat]), own_took=tuple(self.took[seat]),
            opponent_took=tuple(c for c in self.took[opp] if c not in public),
            hand_sizes=(len(self.hands[0]), len(self.hands[1])),
            melds=tuple(tuple(m) for m in self.melds), laid_off=tuple(self.laid_off),
            shown_deadwood=tuple(self.shown_deadwood),
            opponent_hand=tuple(sorted(self.hands[opp], key=rules.INDEX.__getitem__))
            if shown else None,
            ending=self.ending, out_player=self.out_player,
            knocker_deadwood=self.knocker_deadwood,
            hand_scores=(self.scores[0], self.scores[1]) if self.is_over else (0, 0),
            score_details=(self.details[0], self.details[1]), totals=self.totals)

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

    def with_stock_shuffled(self, rng: random.Random) -> "FanState":
        other = self.clone()
        other.draw = shuffled(sorted(other.draw), rng)
        return other

    def permute_hidden(self, seat: int, rng: random.Random) -> "FanState":
        other = self.clone()
        other._moves = None
        opp = 1 - seat
        pool = list(self.draw) + list(self.discards[opp])
        if not self._hands_shown():
            pool += self.hands[opp]
        in_pool = set(pool)
        known = [c for c in self.observation(seat).opponent_took if c in in_pool]
        seen_taken = set(known)
        other.deal_hidden(seat, [c for c in pool if c not in seen_taken], known, rng)
        return other

    def deal_hidden(self, seat: int, unknown: list[Card], opponent_known: list[Card],
                    rng: random.Random) -> None:
        """Deal the cards hidden from ``seat`` anew, keeping zone sizes:
        ``opponent_known`` (cards seen taken by the opponent) go to random
        places among the opponent's hidden hand and its discards, the
        ``unknown`` cards fill every other hidden place at random."""
        opp = 1 - seat
        opp_hand_hidden = not self._hands_shown()
        n_hand = len(self.hands[opp]) if opp_hand_hidden else 0
        n_disc = len(self.discards[opp])
        opp_slots = shuffled(range(n_hand + n_disc), rng)[:len(opponent_known)]
        rest = shuffled(unknown, rng)
        opp_cards: list[Card | None] = [None] * (n_hand + n_disc)
        for slot, card in zip(opp_slots, opponent_known):
            opp_cards[slot] = card
        filled = [c if c is not None else rest.pop() for c in opp_cards]
        if opp_hand_hidden:
            self.hands[opp] = filled[:n_hand]
        self.discards[opp] = filled[n_hand:]
        self.draw = rest
        self._moves = None

    # -- persistence --------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer, "hands": [card_texts(h) for h in self.hands],
            "draw": card_texts(self.draw), "columns": [card_texts(c) for c in self.columns],
            "knock_card": rules.TEXT[self.knock_card], "knock_up": self.knock_up,
            "knock_taker": self.knock_taker, "knock_passed": self.knock_passed,
            "discards": [card_texts(d) for d in self.discards],
            "took": [card_texts(t) for t in self.took],
            "melds": [card_texts(m) for m in self.melds],
            "laid_off": [[rules.TEXT[c], i] for c, i in self.laid_off],
            "shown_deadwood": card_texts(self.shown_deadwood),
            "phase": self.phase, "to_act": self.to_act, "ending": self.ending,
            "out_player": self.out_player, "knocker_deadwood": self.knocker_deadwood,
            "scores": list(self.scores), "details": list(self.details),
            "totals": list(self.totals),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "FanState":
        try:
            def card(text: str) -> Card:
                return rules.BY_TEXT.get(text) or parse_card(text)

            def cards(texts: Any) -> list[Card]:
                return [card(t) for t in texts]
            return cls(
                dealer=int(data["dealer"]), hands=[cards(h) for h in data["hands"]],
                draw=cards(data["draw"]), columns=[cards(c) for c in data["columns"]],
                knock_card=card(data["knock_card"]), knock_up=bool(data["knock_up"]),
                knock_taker=data["knock_taker"], knock_passed=bool(data["knock_passed"]),
                discards=[cards(d) for d in data["discards"]],
                took=[cards(t) for t in data["took"]],
                melds=[cards(m) for m in data["melds"]],
                laid_off=[(card(c), int(i)) for c, i in data["laid_off"]],
                shown_deadwood=cards(data["shown_deadwood"]),
                phase=data["phase"], to_act=data["to_act"], ending=data["ending"],
                out_player=data["out_player"], knocker_deadwood=data["knocker_deadwood"],
                scores=[int(s) for s in data["scores"]], details=list(data["details"]),
                totals=tuple(int(t) for t in data["totals"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"malformed Fan Rummy state: {exc!r}") from None


__all__ = ["FanState", "interleave"]
