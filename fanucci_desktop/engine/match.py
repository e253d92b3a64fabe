"""A match: several hands of one game, with dealer rotation, running totals,
a target score and the history of every hand.

A match is fully determined by its game, player count, options, seed, first
dealer and move list: :meth:`Match.to_dict` records exactly that (plus a
snapshot of the hand in progress to cross-check the replay) and
:meth:`Match.from_dict` replays it.

Dealing is an explicit step (:meth:`Match.deal`), so a UI can show the
summary of one hand before the next is dealt.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from .protocol import Event, Game, HandContext, IllegalMove, Move, State
from .rng import derive_seed

#: Version of the dict layout written by :meth:`Match.to_dict`.
MATCH_FORMAT = 1


class ReplayError(ValueError):
    """A recorded match does not replay: a move is refused or the replayed
    hand differs from the snapshot."""


@dataclass
class HandRecord:
    """One hand of the match: who dealt, its seed, the moves played (text)
    and, once over, the scores and how they were made."""

    number: int
    dealer: int
    seed: int
    moves: list[str] = field(default_factory=list)
    scores: list[int] | None = None
    details: list[str] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number, "dealer": self.dealer, "seed": self.seed,
            "moves": list(self.moves), "scores": self.scores, "details": self.details,
        }


class Match:
    """A match of ``game`` for ``num_players`` seats.

    Seat ``i`` sits to the left of seat ``i - 1``; the dealer rotates left
    (to the next seat number) after every hand, unless the hand says the
    dealer deals again (:meth:`State.keeps_dealer`). By default the last seat
    deals first, so seat 0 is left of the dealer in the first hand.
    """

    def __init__(self, game: Game, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None,
                 first_dealer: int | None = None) -> None:
        info = game.info
        if not info.min_players <= num_players <= info.max_players:
            raise ValueError(f"{info.name} seats {info.min_players} to "
                             f"{info.max_players} players, not {num_players}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an int, not {seed!r}")
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.options = game.resolve_options(options)
        self.first_dealer = num_players - 1 if first_dealer is None else first_dealer
        if not 0 <= self.first_dealer < num_players:
            raise ValueError(f"first dealer must be a seat, not {first_dealer}")
        self.target = game.target_score(self.options)
        self.totals = [0] * num_players
        self.hands: list[HandRecord] = []
        self.state: State | None = None

    # -- flow ---------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once a hand ended with someone at or over the target."""
        return (self.state is not None and self.state.is_over
                and max(self.totals) >= self.target)

    @property
    def needs_deal(self) -> bool:
        """True when the next step is :meth:`deal` (start, or between hands)."""
        return not self.is_over and (self.state is None or self.state.is_over)

    @property
    def winners(self) -> list[int]:
        """The seats with the highest total once the match is over (a shared
        win lists several); empty while the match goes on."""
        if not self.is_over:
            return []
        best = max(self.totals)
        return [i for i, t in enumerate(self.totals) if t == best]

    @property
    def dealer(self) -> int:
        """The dealer of the current (or, before any deal, the first) hand."""
        return self.hands[-1].dealer if self.hands else self.first_dealer

    @property
    def current_player(self) -> int | None:
        if self.state is None or self.state.is_over:
            return None
        return self.state.current_player

    def deal(self) -> list[Event]:
        """Start the next hand (the chance step) and return its deal events."""
        if not self.needs_deal:
            raise IllegalMove("A hand is still being played." if not self.is_over
                              else "The match is over.")
        number = len(self.hands) + 1
        dealer = self.first_dealer
        if self.state is not None and self.hands:
            dealer = self.hands[-1].dealer
            if not self.state.keeps_dealer():
                dealer = (dealer + 1) % self.num_players
        seed = derive_seed(self.seed, "hand", number)
        carry = self.state.carry() if self.state is not None else None
        ctx = HandContext(self.num_players, dealer, number, seed, dict(self.options),
                          tuple(self.totals), carry)
        self.state = self.game.new_hand(ctx)
        self.hands.append(HandRecord(number, dealer, seed))
        return self.state.opening_events()

    def copy(self) -> "Match":
        """An independent copy: the same record, totals and a clone of the
        hand in play (changing one never changes the other)."""
        other = Match(self.game, self.num_players, self.seed, self.options, self.first_dealer)
        other.totals = list(self.totals)
        other.hands = [replace(h, moves=list(h.moves),
                               scores=None if h.scores is None else list(h.scores),
                               details=None if h.details is None else list(h.details))
                       for h in self.hands]
        other.state = self.state.clone() if self.state is not None else None
        return other

    def legal_moves(self) -> list[Move]:
        if self.state is None or self.state.is_over:
            return []
        return self.state.legal_moves()

    def apply(self, move: Move) -> list[Event]:
        """Apply a move to the current hand; scores the hand when it ends."""
        if self.state is None or self.state.is_over:
            raise IllegalMove("No hand is being played; deal first.")
        events = self.state.apply(move)
        self.hands[-1].moves.append(str(move))
        if self.state.is_over:
            events.extend(self._score_hand())
        return events

    def _score_hand(self) -> list[Event]:
        assert self.state is not None
        scores = list(self.state.hand_scores())
        record = self.hands[-1]
        record.scores = scores
        record.details = list(self.state.score_details())
        for seat, points in enumerate(scores):
            self.totals[seat] += points
        events = [Event("hand_over", text=f"Hand {record.number} is over.")]
        if self.is_over:
            names = ", ".join(str(w) for w in self.winners)
            events.append(Event("match_over", text=f"Winner(s): seat {names}."))
        return events

    # -- persistence --------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The match as plain data: its inputs, every move, and a snapshot of
        the hand in progress to cross-check a replay."""
        return {
            "format": MATCH_FORMAT,
            "game": self.game.info.id,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "first_dealer": self.first_dealer,
            "hands": [h.to_dict() for h in self.hands],
            "totals": list(self.totals),
            "snapshot": self.state.to_dict() if self.state is not None else None,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], game: Game) -> "Match":
        """Replay a match recorded by :meth:`to_dict`.

        Raises ReplayError when a move is refused, a hand's scores differ
        from the record, or the replayed hand differs from the snapshot.
        """
        try:
            if data.get("format") != MATCH_FORMAT:
                raise ReplayError(f"unknown match format {data.get('format')!r}")
            if data.get("game") != game.info.id:
                raise ReplayError(f"the match is {data.get('game')!r}, not {game.info.id!r}")
            match = cls(game, int(data["num_players"]), int(data["seed"]),
                        data.get("options") or {}, int(data["first_dealer"]))
            for hand in data["hands"]:
                match.deal()
                if match.hands[-1].seed != hand["seed"]:
                    raise ReplayError(f"hand {hand['number']} has another seed")
                for text in hand["moves"]:
                    try:
                        match.apply(game.parse_move(text))
                    except (IllegalMove, ValueError) as exc:
                        raise ReplayError(f"hand {hand['number']}: move {text!r} "
                                          f"does not replay: {exc}") from None
                if hand.get("scores") is not None and match.hands[-1].scores != hand["scores"]:
                    raise ReplayError(f"hand {hand['number']} scores differently on replay")
            snapshot = data.get("snapshot")
            current = match.state.to_dict() if match.state is not None else None
            if snapshot is not None and snapshot != current:
                raise ReplayError("the replayed hand differs from its snapshot")
            if list(data.get("totals", match.totals)) != match.totals:
                raise ReplayError("the replayed totals differ from the record")
            return match
        except ReplayError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ReplayError(f"malformed match record: {exc!r}") from None
