"""What a hand of Gin Rummy and a hand of Fan Rummy play alike:
:class:`GinFamilyState`.

Both deal ten cards to each of two seats. On a turn the player takes a card
(each game its own way), then discards, knocks, goes gin or big gin. Going
out lays the hand out (:func:`..gin_melds.laying_out.lay_out`); after a
knock the defender lays off (``layoff <card> -> meld <i>``) and says
``done``; then the hand is scored (each game its own way) and ``over``.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from ...engine import Card, Event, Move, State
from ...engine.fields import INT, INT_TUPLE, INTS, PLAIN, STRS, cached, forget, saved
from ...engine.rng import shuffled
from ...i18n import N_, said
from ..gin_melds.laying_out import lay_off, lay_out
from ..gin_melds.melds import BIT, DECK, INDEX, discard_deadwoods, mask_of
from .codecs import CARDS

#: How a hand may end.
ENDINGS = ("knock", "gin", "big-gin", "dead")

# The fixed moves, built once (moves are immutable values).
DRAW, PASS, DONE, BIG_GIN = Move("draw"), Move("pass"), Move("done"), Move("big-gin")
DISCARD = {c: Move("discard", (c,)) for c in DECK}
KNOCK = {c: Move("knock", (c,)) for c in DECK}
GIN = {c: Move("gin", (c,)) for c in DECK}


@dataclass(slots=True, kw_only=True, eq=False)
class GinFamilyState(State):
    """One two-seat hand of a gin game, from the discard to the score.

    A game's state is a slotted dataclass (see :mod:`...engine.fields`)
    extending this one with its own facts. The facts both games keep are
    declared here, and so saved first: ``dealer``, ``hands``, ``melds``
    (the table melds once someone went out, with lay-offs), ``laid_off``
    ((card, meld index) in order), ``shown_deadwood`` (the knocker's
    unmelded cards), ``phase`` (each game declares it again, for its first
    phase as the default), ``to_act``, ``ending`` (one of :data:`ENDINGS`),
    ``out_player``, ``knocker_deadwood``, ``scores``, ``details``,
    ``totals`` (the match totals before this hand) and the cached legal
    moves ``_moves``.

    Each game supplies ``PHASES`` and ``GAME_NAME``, the knock limit, the
    legal moves (:meth:`_generate`), the moves before going out
    (:meth:`_play`), where a card goes when its player goes out with it
    (:meth:`_discard_going_out`), the score (:meth:`_score`), the
    refusals (:meth:`_refusal`) and the opponent's hidden places besides
    its hand (:meth:`_hidden_places`, :meth:`_set_hidden`).
    """

    PHASES: ClassVar[tuple[str, ...]]
    GAME_NAME: ClassVar[str]
    num_players = 2

    dealer: int = saved(INT)
    hands: list[list[Card]] = saved(CARDS.card_lists)
    melds: list[list[Card]] = saved(CARDS.card_lists, default_factory=list)
    laid_off: list[tuple[Card, int]] = saved(CARDS.card_places, default_factory=list)
    shown_deadwood: list[Card] = saved(CARDS.cards, default_factory=list)
    phase: str = saved(PLAIN)
    to_act: int | None = saved(PLAIN, default=None)
    ending: str | None = saved(PLAIN, default=None)
    out_player: int | None = saved(PLAIN, default=None)
    knocker_deadwood: int | None = saved(PLAIN, default=None)
    scores: list[int] = saved(INTS, default_factory=lambda: [0, 0])
    details: list[str] = saved(STRS, default_factory=lambda: ["", ""])
    totals: tuple[int, ...] = saved(INT_TUPLE, default=(0, 0))
    _moves: list[Move] | None = cached()

    def __post_init__(self) -> None:
        """Refuse an unknown phase or ending; the non-dealer acts first."""
        if self.phase not in self.PHASES:
            raise ValueError(f"unknown {self.GAME_NAME} phase {self.phase!r}")
        if self.ending is not None and self.ending not in ENDINGS:
            raise ValueError(f"unknown {self.GAME_NAME} ending {self.ending!r}")
        if self.to_act is None and self.phase != "over":
            self.to_act = (self.dealer + 1) % 2
        self.totals = tuple(self.totals)

    # -- protocol basics ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    @abstractmethod
    def knock_limit(self) -> int:
        """The most deadwood a knock may leave (0: gin only)."""

    # -- legal moves ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            self._moves = self._generate(self.to_act) if self.to_act is not None else []
        return list(self._moves)

    @abstractmethod
    def _generate(self, seat: int) -> list[Move]:
        """Every legal move of ``seat``, the player to act."""

    def _sorted_hand(self, seat: int) -> list[Card]:
        return sorted(self.hands[seat], key=INDEX.__getitem__)

    def _discard_moves(self, hand: list[Card], *, plain: bool, big_gin: bool) -> list[Move]:
        """The moves that end a turn holding ``hand`` (eleven cards): each
        discard when ``plain``, a knock or gin with each card that allows it,
        and big gin when allowed and all eleven meld."""
        whole, options = discard_deadwoods(mask_of(hand), self.knock_limit)
        moves = [DISCARD[c] for c in hand] if plain else []
        for card in hand:
            left = options.get(BIT[card])
            if left is not None:
                moves.append(GIN[card] if left == 0 else KNOCK[card])
        if whole == 0 and big_gin:
            moves.append(BIG_GIN)
        return moves

    def why_illegal(self, move: Move) -> str | None:
        if self.is_over:
            return said(N_("The hand is over."))
        if move in self.legal_moves():
            return None
        assert self.to_act is not None
        return self._refusal(move, self.hands[self.to_act],
                             move.cards[0] if len(move.cards) == 1 else None)

    @abstractmethod
    def _refusal(self, move: Move, hand: list[Card], card: Card | None) -> str:
        """Why ``move`` (its one ``card``, if any), not legal now, is refused
        to the player to act, holding ``hand``, in plain words."""

    # -- applying moves ---------------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        """Forget the legal moves (a move is one of the two ways a hand's
        facts change, :meth:`_rehide` the other), then play ``move``: going
        out and what follows here, the rest by the game (:meth:`_play`)."""
        forget(self)
        seat = self.to_act
        assert seat is not None
        action = move.action
        if action == "layoff":
            assert move.index is not None
            event = lay_off(self.hands[seat], self.melds, seat, move.cards[0], move.index)
            self.laid_off.append((move.cards[0], move.index))
            return [event]
        if action == "done":
            return self._finish()
        if action == "big-gin":
            return self._go_out(seat, "big-gin")
        if action in ("knock", "gin"):
            return self._discard_going_out(seat, move.cards[0]) + self._go_out(seat, action)
        return self._play(seat, move)

    @abstractmethod
    def _play(self, seat: int, move: Move) -> list[Event]:
        """Play ``move`` of ``seat``: a take, a draw, a pass or a discard."""

    @abstractmethod
    def _discard_going_out(self, seat: int, card: Card) -> list[Event]:
        """Discard ``card`` from ``seat``'s hand to knock or go gin with it."""

    def _go_out(self, seat: int, ending: str) -> list[Event]:
        melds, loose, deadwood, events = lay_out(self.hands[seat], self.hands[1 - seat],
                                                 seat, ending)
        self.ending, self.out_player = ending, seat
        self.knocker_deadwood = deadwood
        self.melds = melds
        self.shown_deadwood = loose
        self.hands[seat] = []
        if ending == "knock":
            self.phase, self.to_act = "layoff", 1 - seat
            return events
        return events + self._finish()

    def _finish(self) -> list[Event]:
        """Score the hand (:meth:`_score`) and end it."""
        out = self.out_player
        assert out is not None and self.ending is not None
        shown = self._score(out, self.ending)
        self.phase, self.to_act = "over", None
        return [Event("score", s, value=self.scores[s], text=self.details[s]) for s in (0, 1)
                if s == shown or self.scores[s]]

    @abstractmethod
    def _score(self, out: int, ending: str) -> int | None:
        """Set ``scores`` and ``details`` (and whatever else the game keeps)
        of the hand ``out`` ended with ``ending``; return the seat whose
        score is announced even when it is 0 (or None)."""

    def _dead(self, text: str) -> list[Event]:
        """End the hand dead: nobody scores; ``text`` says why (a
        :class:`~...i18n.Message` the score lines keep translatable)."""
        self.phase, self.to_act, self.ending = "over", None, "dead"
        self.details = [text, text]
        return [Event("dead_hand", text=said(N_("{reason}."), reason=text))]

    # -- hidden cards -----------------------------------------------------------------
    def deal_hidden(self, seat: int, unknown: list[Card], opponent_known: list[Card],
                    rng: random.Random) -> None:
        """Deal the cards hidden from ``seat`` anew, keeping zone sizes:
        ``opponent_known`` (cards seen taken by the opponent and not seen
        since) go to random places among the opponent's hidden cards (its
        hand while hidden, then :meth:`_hidden_places`); the ``unknown``
        cards fill every other hidden place at random, the rest making the
        stock."""
        opp = 1 - seat
        n_hand = 0 if self._hands_shown() else len(self.hands[opp])
        filled, rest = deal_places(n_hand + len(self._hidden_places(opp)), opponent_known,
                                   unknown, rng)
        self._rehide(opp, filled[:n_hand] if n_hand else None, filled[n_hand:], rest)

    def _rehide(self, opp: int, hand: list[Card] | None, places: list[Card],
                stock: list[Card]) -> None:
        """Give seat ``opp`` the ``hand`` (None: keep it) and the cards of
        its other hidden ``places``, and make ``stock`` the stock; then
        forget the legal moves (besides a move, the one way a hand's facts
        change)."""
        if hand is not None:
            self.hands[opp] = hand
        self._set_hidden(opp, places, stock)
        forget(self)

    def with_stock_shuffled(self, rng: random.Random) -> "GinFamilyState":
        """A copy with the cards still to be drawn in a fresh order (the
        oracle's worlds); every other card stays where it is."""
        other = self.clone()
        other._rehide(0, None, other._hidden_places(0), shuffled(sorted(other._stock()), rng))
        return other

    @abstractmethod
    def _stock(self) -> list[Card]:
        """The cards still to be drawn, top last."""

    @abstractmethod
    def _hidden_places(self, opp: int) -> list[Card]:
        """The cards of seat ``opp`` hidden from the other besides its hand."""

    @abstractmethod
    def _set_hidden(self, opp: int, places: list[Card], stock: list[Card]) -> None:
        """Put ``places`` in seat ``opp``'s :meth:`_hidden_places` and make
        ``stock`` the stock."""

    # -- results and views ---------------------------------------------------------
    def hand_scores(self) -> list[int]:
        return list(self.scores) if self.is_over else [0, 0]

    def score_details(self) -> list[str]:
        return list(self.details)

    def _seen_facts(self, seat: int) -> dict[str, Any]:
        """The facts of a :class:`GinFamilyObservation` of ``seat``, as
        constructor arguments."""
        opp = 1 - seat
        return {
            "seat": seat, "current_player": self.to_act, "phase": self.phase,
            "dealer": self.dealer, "hand": tuple(self._sorted_hand(seat)),
            "hand_sizes": (len(self.hands[0]), len(self.hands[1])),
            "melds": tuple(tuple(m) for m in self.melds), "laid_off": tuple(self.laid_off),
            "shown_deadwood": tuple(self.shown_deadwood),
            "opponent_hand": tuple(self._sorted_hand(opp)) if self._hands_shown() else None,
            "ending": self.ending, "out_player": self.out_player,
            "knocker_deadwood": self.knocker_deadwood,
            "hand_scores": (self.scores[0], self.scores[1]) if self.is_over else (0, 0),
            "score_details": (self.details[0], self.details[1]), "totals": self.totals}

    def _hands_shown(self) -> bool:
        """True when both hands are face up: the hand was scored after a
        knock, gin or big gin (not after a dead hand)."""
        return self.phase == "over" and self.ending != "dead"


def deal_places(size: int, known: list[Card], unknown: list[Card], rng: random.Random
                ) -> tuple[list[Card], list[Card]]:
    """Deal ``size`` hidden places of the opponent anew: the ``known``
    cards (seen taken by it) go to random places among them, and cards of
    ``unknown``, shuffled, fill the others. Returns the places and the
    unknown cards left over (in their shuffled order)."""
    slots = shuffled(range(size), rng)[:len(known)]
    rest = shuffled(unknown, rng)
    places: list[Card | None] = [None] * size
    for slot, card in zip(slots, known):
        places[slot] = card
    return [c if c is not None else rest.pop() for c in places], rest


__all__ = ["BIG_GIN", "DISCARD", "DONE", "DRAW", "ENDINGS", "GIN", "KNOCK", "PASS",
           "GinFamilyState", "deal_places"]
