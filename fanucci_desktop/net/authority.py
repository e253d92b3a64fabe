"""The hosted match: the one object that holds a match played over the
network, with no networking of its own.

:class:`HostedMatch` holds the :class:`~..engine.match.Match` (only the host
has the state and the seed), its seats and, for each seat a friend plays
from afar, the hash of the token that seat was given. It answers a join
(:meth:`HostedMatch.join`: the join code, a free seat, a new token), a rejoin
(:meth:`HostedMatch.rejoin`: only that seat's token), a move
(:meth:`HostedMatch.play`: the seat to act, the number of the position it
answers, the engine's check) and the AI seats' moves, and says what each seat
is told of every change (:class:`Change`, through :mod:`.seatview`). Its
:meth:`HostedMatch.record` is the autosave record (the app's, with an
``online`` part), and :meth:`HostedMatch.from_record` hosts a saved match
again, its seats' tokens still good.

A refusal is a :class:`Refused` with the reason in words; nothing refused
changes the match.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ..engine.match import Match
from ..engine.protocol import Event, IllegalMove, Move, Observation
from ..engine.rng import derive_seed
from ..games import get_game
from ..session.seats import AI_LEVELS, HUMAN, Seat, make_ai
from ..storage.text import clean_name
from . import joincode
from .seatview import Cards, match_seq, seat_view, told_event, told_move, visible_cards

#: A seat a friend plays from their own machine.
REMOTE = "remote"
#: A seat played at the host's own screen (solo or pass-and-play there).
LOCAL = "local"
#: The kinds of seat a hosted match has: remote, local, or an AI level.
HOSTED_KINDS: tuple[str, ...] = (REMOTE, LOCAL) + AI_LEVELS
#: The AI that plays a remote seat handed to the computer.
STAND_IN_LEVEL = "normal"
#: Moves each seat's log keeps (a rejoin gets them back).
LOG_KEPT = 300
#: The layout of the record's ``online`` part.
ONLINE_FORMAT = 1


class Refused(Exception):
    """A request the host turns down; ``reason`` says why in words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Full(Refused):
    """A join refused because every seat is taken."""


@dataclass
class HostedSeat:
    """One seat of a hosted match: its name, its kind (:data:`HOSTED_KINDS`),
    the hash of its token once a friend took it, and whether the computer
    stands in for an absent friend."""

    name: str
    kind: str
    token_hash: str | None = None
    stand_in: bool = False

    @property
    def remote(self) -> bool:
        return self.kind == REMOTE

    @property
    def person(self) -> bool:
        """True for a seat a person plays (remote or at the host's screen)."""
        return self.kind in (REMOTE, LOCAL)

    @property
    def taken(self) -> bool:
        return self.token_hash is not None


@dataclass
class Change:
    """One change to the match (a deal or a move): its number, whose it was,
    the move, the events, and what each seat could see before it."""

    seq: int
    seat: int | None
    action: str
    move: Move | None
    events: list[Event]
    seen: list[Cards] = field(default_factory=list)
    hidden_after: list[set[str]] = field(default_factory=list)

    def told(self, seat: int) -> dict[str, Any]:
        """What ``seat`` is told of this change (a log line of its view)."""
        seen = self.seen[seat]
        entry: dict[str, Any] = {"seq": self.seq, "seat": self.seat, "action": self.action,
                                 "events": [told_event(e, seen, self.hidden_after[seat])
                                            for e in self.events]}
        if self.move is not None:
            entry["move"] = told_move(self.move, seen)
        return entry


class HostedMatch:
    """A match hosted for friends on other machines (see the module docstring).

    ``code`` is the join code (its spoken form); ``seats`` one
    :class:`HostedSeat` per player."""

    def __init__(self, match: Match, seats: Sequence[HostedSeat], code: str) -> None:
        if len(seats) != match.num_players:
            raise ValueError("one seat per player, please")
        for seat in seats:
            if seat.kind not in HOSTED_KINDS:
                raise ValueError(f"unknown kind of seat {seat.kind!r}; known: "
                                 f"{', '.join(HOSTED_KINDS)}")
        self.match = match
        self.seats = list(seats)
        self.code = code
        self.logs: list[list[dict[str, Any]]] = [[] for _ in seats]
        self._ai = {i: make_ai(s.kind if not s.person else STAND_IN_LEVEL, match.game.info.id)
                    for i, s in enumerate(self.seats)}
        self._hint = make_ai(STAND_IN_LEVEL, match.game.info.id)

    @classmethod
    def new(cls, game_id: str, kinds: Sequence[str], seed: int,
            options: Mapping[str, Any] | None = None, names: Sequence[str] = ()) -> "HostedMatch":
        """A new match of ``game_id`` with one seat per kind, each remote
        seat open ("Seat 2" until a friend gives a name); an AI seat is
        named as ``names`` names it (the set-up screen's), else "AI 3"."""
        match = Match(get_game(game_id), len(kinds), seed, options)
        given = [name.strip() for name in names] + [""] * (len(kinds) - len(names))
        seats = [HostedSeat(f"Seat {i + 1}" if kind in (REMOTE, LOCAL) else given[i] or f"AI {i + 1}", kind)
                 for i, kind in enumerate(kinds)]
        return cls(match, seats, joincode.new_code())

    # Records ----------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The autosave record: the app's (match and seats, a friend's seat
        saved as a human one) and ``online``: the code and each seat's kind
        and token hash (never a token)."""
        return {
            "match": self.match.to_dict(),
            "seats": [Seat(s.name, HUMAN if s.person else s.kind).to_dict() for s in self.seats],
            "online": {"format": ONLINE_FORMAT, "code": self.code,
                       "seats": [{"kind": s.kind, "token_hash": s.token_hash}
                                 for s in self.seats]},
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> "HostedMatch":
        """Host again the match saved as ``record`` (already checked to
        replay by storage). ValueError in words when it is not a hosted
        match or its online part is not readable."""
        online = record.get("online")
        if not isinstance(online, Mapping) or online.get("format") != ONLINE_FORMAT:
            raise ValueError("this saved match was not hosted online")
        data = record["match"]
        match = Match.from_dict(data, get_game(data["game"]))
        try:
            seats = [HostedSeat(str(saved["name"]), str(kept["kind"]),
                                kept.get("token_hash") if isinstance(kept.get("token_hash"), str)
                                else None)
                     for saved, kept in zip(record["seats"], online["seats"], strict=True)]
            hosted = cls(match, seats, str(online["code"]))
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise ValueError(f"the saved match's online seats are not readable ({exc})") from None
        hosted._rebuild_logs(data)
        return hosted

    def _rebuild_logs(self, data: Mapping[str, Any]) -> None:
        """Each seat's log, told again from the recorded moves (a match
        hosted again gives a rejoining friend the moves before the stop)."""
        replay = Match(self.match.game, self.match.num_players, self.match.seed,
                       self.match.options, self.match.first_dealer)
        for hand in data["hands"]:
            self._tell(self._change(replay, None, "deal", None))
            for text in hand["moves"]:
                seat = replay.current_player
                self._tell(self._change(replay, seat, "move", replay.game.parse_move(text)))

    # Seats ------------------------------------------------------------------
    def seat_list(self, here: Mapping[int, bool] | None = None) -> list[dict[str, Any]]:
        """The seats as every client sees them: name, kind (``remote`` or
        ``ai``), status (``open``, ``here``, ``away``, ``ai``) and, for a
        computer's seat, its ``level``."""
        listed = []
        for i, seat in enumerate(self.seats):
            if seat.kind == LOCAL:
                status = "here"
            elif not seat.remote:
                status = "ai"
            elif not seat.taken:
                status = "ai" if seat.stand_in else "open"
            elif (here or {}).get(i):
                status = "here"
            else:
                status = "ai" if seat.stand_in else "away"
            shown = {"name": seat.name, "kind": seat.kind if seat.person else "ai", "status": status}
            if not seat.person:
                shown["level"] = seat.kind
            listed.append(shown)
        return listed

    def open_seats(self) -> list[int]:
        """The remote seats nobody has taken yet."""
        return [i for i, s in enumerate(self.seats) if s.remote and not s.taken]

    def join(self, name: str, code: str) -> tuple[int, str]:
        """Seat a friend who gave ``code``: the first open seat, named
        ``name``. Returns the seat and its new token (the only time the
        token is told). Refused for a wrong code or a full table."""
        if not joincode.same_code(code, self.code):
            raise Refused("That join code is not this match's. Check it with the host.")
        free = self.open_seats()
        if not free:
            raise Full("Every seat of this match is taken.")
        return free[0], self._seat(free[0], name)

    def reserve(self, seat: int, name: str) -> str:
        """Seat the person at the host's own screen at the open remote
        ``seat`` before any friend joins (that screen then joins it with
        the token returned, over loopback, as a friend rejoins)."""
        if seat not in self.open_seats():
            raise ValueError(f"seat {seat} is not an open remote seat")
        return self._seat(seat, name)

    def retake(self, seat: int) -> str:
        """Seat the person at the host's own screen again at the remote
        ``seat`` they played before the match stopped (hosted again from
        its save): a new token for it, the old one void; the name is kept."""
        if not self.seats[seat].remote or self.seats[seat].token_hash is None:
            raise ValueError(f"seat {seat} was not a taken remote seat")
        token = joincode.new_token()
        self.seats[seat].token_hash = joincode.token_hash(token)
        self.seats[seat].stand_in = False
        return token

    def _seat(self, seat: int, name: str) -> str:
        """Give ``seat`` to a person named ``name``; returns its new token."""
        token = joincode.new_token()
        taken = {s.name.casefold() for i, s in enumerate(self.seats) if i != seat}
        chosen = clean_name(name, f"Player {seat + 1}")
        self.seats[seat].name = chosen if chosen.casefold() not in taken else f"Player {seat + 1}"
        self.seats[seat].token_hash = joincode.token_hash(token)
        self.seats[seat].stand_in = False
        return token

    def rejoin(self, token: str) -> int:
        """The seat whose token is ``token``; refused for any other token."""
        for i, seat in enumerate(self.seats):
            if seat.token_hash is not None and joincode.same_token(token, seat.token_hash):
                seat.stand_in = False
                return i
        raise Refused("That seat token is not one of this match's seats.")

    def stand_in(self, seat: int, on: bool = True) -> None:
        """Let the computer play the remote ``seat`` (its friend is away or
        never came), or stop doing so."""
        if not self.seats[seat].remote:
            raise ValueError(f"seat {seat} is not a remote seat")
        self.seats[seat].stand_in = on

    # Views ------------------------------------------------------------------
    def view(self, seat: int, here: Mapping[int, bool] | None = None,
             with_log: bool = False) -> dict[str, Any]:
        """``seat``'s whole view (:func:`.seatview.seat_view`)."""
        return seat_view(self.match, seat, self.seat_list(here),
                         self.logs[seat] if with_log else None)

    @property
    def seq(self) -> int:
        """The number of the position now (:func:`.seatview.match_seq`)."""
        return match_seq(self.match)

    # Play -------------------------------------------------------------------
    def computer_to_move(self) -> int | None:
        """The seat to act when the computer plays it (an AI seat, or a
        remote seat it stands in for); None otherwise."""
        seat = self.match.current_player
        if seat is None:
            return None
        hosted = self.seats[seat]
        return seat if not hosted.person or hosted.stand_in else None

    def ai_inputs(self, seat: int) -> tuple[Any, Observation, list[Move], int]:
        """What the computer playing ``seat`` is given: its player, the seat's
        observation, the legal moves and the seed of its choice."""
        state = self.match.state
        assert state is not None and self.match.current_player == seat
        seed = derive_seed(self.match.seed, "ai", len(self.match.hands),
                           len(self.match.hands[-1].moves))
        return self._ai[seat], state.observation(seat), state.legal_moves(), seed

    def hint_inputs(self, seat: int) -> tuple[Any, Observation, list[Move], int] | None:
        """What a hint for ``seat`` is worked out from: the normal AI, the
        seat's observation alone, its legal moves and a seed (None when it
        is not the seat's turn). The caller runs ``player.decide`` on them,
        off the host's event loop."""
        if self.match.current_player != seat:
            return None
        _, observation, legal, seed = self.ai_inputs(seat)
        return self._hint, observation, legal, seed

    def deal(self) -> Change:
        """Deal the next hand. Refused when a hand is being played or the match is over."""
        if not self.match.needs_deal:
            raise Refused("A hand is being played." if not self.match.is_over
                          else "The match is over.")
        return self._tell(self._change(self.match, None, "deal", None))

    def play(self, seat: int, seq: int, text: str) -> Change:
        """Play the move ``text`` for ``seat``, which saw position ``seq``.
        Refused, changing nothing, when it is not that seat's turn, when
        the position has moved on (a move sent twice, or late), when the
        text is not a move, or when the rules refuse it."""
        if self.match.current_player != seat:
            raise Refused("It is not your turn." if self.match.current_player is not None
                          else "No hand is being played now.")
        if seq != self.seq:
            raise Refused(f"That move answers position {seq}, but the table is at position "
                          f"{self.seq}: it was already played or came late, and is not played again.")
        try:
            move = self.match.game.parse_move(text[:2000])
        except ValueError:
            raise Refused("That is not a move this game knows.") from None
        reason = self.match.state.why_illegal(move) if self.match.state is not None else None
        if reason is not None:
            raise Refused(reason)
        return self._tell(self._change(self.match, seat, "move", move))

    def _change(self, match: Match, seat: int | None, action: str, move: Move | None) -> Change:
        """Deal or play ``move`` on ``match``, noting what each seat saw."""
        n = match.num_players
        before = [visible_cards(match.state, s) for s in range(n)]
        try:
            events = match.deal() if move is None else match.apply(move)
        except IllegalMove as exc:
            raise Refused(str(exc)) from None
        after = [visible_cards(match.state, s) for s in range(n)]
        assert match.state is not None
        hidden = [match.state.hidden_zones(s) for s in range(n)]
        return Change(match_seq(match), seat, action, move, events,
                      [before[s] | after[s] for s in range(n)], hidden)

    def _tell(self, change: Change) -> Change:
        for seat, log in enumerate(self.logs):
            log.append(change.told(seat))
            del log[:-LOG_KEPT]
        return change
