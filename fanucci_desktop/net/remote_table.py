"""A seat of a match hosted elsewhere, shown at the game's own table:
:class:`RemoteTableSession`.

A table is given a session with a match to look at and a turn flow to
follow (:class:`~..session.table_session.TableSession`). Here the match is
a mirror of what the host told the seat: its totals, hands and scores as
told, and a state made from the seat's observation by the game's own
:meth:`~..engine.protocol.Game.sample_state`, so every card the seat may see
is the host's and every other card is a stand-in the table shows face down
(the seat's perspective hides those zones). Every change the host tells is
taken in turn: a deal as the table's deal step, another seat's move as an
AI seat's move is collected, the seat's own move as the answer to
:meth:`RemoteTableSession.play`. Nothing is saved, dealt or decided here.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any, Mapping

from ..engine.cards import parse_card
from ..engine.match import HandRecord, Match
from ..engine.protocol import Event, Game, HandContext, IllegalMove, Move, Observation
from ..games import get_game
from ..session.seats import AI_LEVELS, FRIEND, HUMAN, ONLINE_WORDS, Seat
from ..session.table_session import Step
from ..session.undo import UndoBook
from ..i18n import N_, said
from .hosting import HostThread
from .remote_session import RemoteSession

#: The rule of undo online (PROTOCOL.md, README): none, the other players being people.
NO_UNDO = said(N_("Online, a move once played stands: nobody takes a move back against friends."))
#: What the table says while the seat's move travels to the host and back.
SENT = said(N_("Sent: waiting for the host"))
#: The level a computer's seat is shown at when its host does not say one.
OTHER_KIND = "normal"


def read_observation(game: Game, num_players: int, data: Mapping[str, Any]) -> Observation:
    """The observation a host sent as ``data`` (its ``to_dict``), as the
    game's own observation class (learned from a hand of the game)."""
    ctx = HandContext(num_players, 0, 1, 0, game.resolve_options(None))
    kind = type(game.new_hand(ctx).observation(0))
    return kind.from_dict(data)


def read_event(data: Mapping[str, Any]) -> Event:
    """An event as the host told it (:func:`~.seatview.told_event`): the
    cards it named; cards it only counted are left out, as is a trick's
    list of plays when a card of it was hidden (the seat does not know them)."""
    plays = data.get("plays", [])
    return Event(data["kind"], data.get("player"), tuple(parse_card(c) for c in data.get("cards", [])),
                 data.get("src"), data.get("dst"), data.get("value"), data.get("text", ""),
                 () if any(c is None for _, c in plays) else tuple((p, parse_card(c)) for p, c in plays),
                 tuple(data.get("folded", [])), data.get("how", ""))


def friend_status(status: str, left: int | None) -> str:
    """A friend's connection as their seat's plate says it: "online";
    "lost the connection: waiting 45 s" (``left``: the seconds the host
    still waits) while the host waits; "lost the connection: computer plays" once it
    stopped waiting (or was told to); "not joined yet" before they took the seat."""
    if status == "away":
        return "lost the connection: waiting" + ("" if left is None else f" {left} s")
    return {"ai": "lost the connection: computer plays", "open": "not joined yet"}.get(status, ONLINE_WORDS)


def seat_shown(seat: Mapping[str, Any], you: bool, left: int | None) -> Seat:
    """How the table shows one seat of the host's list (``seat``: its
    ``name``, ``kind``, ``status``, a computer's ``level``): the person at
    this screen, a friend (at their own machine or at the host's) with their
    connection, or the computer at its level. This is the one place a
    remote table decides a seat's kind."""
    if you:
        return Seat(seat["name"], HUMAN)
    if seat["kind"] == "ai":
        level = seat.get("level")
        return Seat(seat["name"], level if level in AI_LEVELS else OTHER_KIND)
    return Seat(seat["name"], FRIEND, friend_status(seat["status"], left))


class RemoteTableSession:
    """What a table is given to show and play a remote seat (``remote``,
    already welcomed: its view is not None). ``hosting``: the match is
    hosted from this app (:class:`~.hosting.HostThread`), stopped when the
    table is left."""

    def __init__(self, remote: RemoteSession, hosting: HostThread | None = None) -> None:
        view = remote.view
        if view is None:
            raise ValueError("a remote seat is shown once the host has welcomed it")
        self.remote = remote
        self._hosting = hosting
        self.game_id: str = view["game"]
        game = get_game(self.game_id)
        self.info = game.info
        #: The seat of this screen: its cards are on show, it is called "you".
        self.you: int = view["you"]
        self.viewer: int | None = self.you
        self.humans = [self.you]
        #: Each seat as the host last listed it (the table reads this list).
        self.seats: list[Seat] = []
        self.match = Match(game, len(view["seats"]), 0, first_dealer=view["dealer"])
        self.summary_due = False
        #: True while the table takes another seat's move in (tables show "thinking").
        self.thinking = False
        self.undo_book = UndoBook(never=NO_UNDO)
        self.saves_pending: list[Any] = []
        self.guide = None
        self._game = game
        self._pending: list[tuple[dict[str, Any], dict[str, Any]]] = []
        self._welcomes = remote.welcomes
        self._moves: list[str] = []
        #: The seat's move sent and not yet answered, and the refusals counted before it.
        self._sent: tuple[str, int] | None = None
        #: The host's words refusing the seat's last move (until the next change).
        self._refused = ""
        remote.take_changes()
        self._show(view)

    # The mirror -------------------------------------------------------------------
    def _show(self, view: Mapping[str, Any]) -> None:
        """Make the mirror match show ``view`` (the same match object, as a
        table keeps it across moves)."""
        m = self.match
        m.totals = list(view["totals"])
        m.target = view["target"]
        hands = [HandRecord(k, view["dealer"], 0) for k in range(1, view["hand"] + 1)]
        if hands:
            hands[-1].moves = list(self._moves)
            if view["hand_over"]:
                hands[-1].scores = list(view.get("scores") or [])
                hands[-1].details = list(view.get("details") or [])
        m.hands = hands
        data = view["observation"]
        m.state = None if data is None else self._game.sample_state(
            read_observation(self._game, m.num_players, data), random.Random(view["seq"]))
        self._list_seats(view)

    def _list_seats(self, view: Mapping[str, Any]) -> None:
        """Each seat as ``view`` lists it, its friend's countdown as of now
        (the same list object: the table holds it)."""
        shown = [seat_shown(seat, i == self.you, self.remote.waiting_left(i))
                 for i, seat in enumerate(view["seats"])]
        if shown != self.seats:
            self.seats[:] = shown

    def _news(self) -> None:
        """Take in what the host told since the last frame: a rejoin's whole
        view at once, each change in turn."""
        if self.remote.welcomes != self._welcomes:
            self._welcomes = self.remote.welcomes
            self._pending, self._sent = [], None
            self.remote.take_changes()
            view = self.remote.view
            if view is not None:
                self._moves = []
                self._show(view)
            return
        self._pending.extend(self.remote.take_changes())
        if self._sent is not None:
            count, words = self.remote.refusals
            if count > self._sent[1]:
                self._sent, self._refused = None, words
        view = self.remote.view
        if view is not None:
            self._list_seats(view)

    def _take(self) -> list[Event]:
        """Show the oldest change waiting; returns its events as this seat
        was told them (they carry the cards from where they were)."""
        line, view = self._pending.pop(0)
        if line.get("seat") == self.you:
            self._sent = None
        self._refused = ""
        if line["action"] == "deal":
            self._moves = []
        else:
            self._moves.append(line.get("move") or line["action"])
        self._show(view)
        if view["hand_over"] and line["action"] != "deal":
            self.summary_due = True
        return [read_event(e) for e in line.get("events", [])]

    # What a table asks of its session ---------------------------------------------
    @property
    def kept(self) -> bool:
        """The host keeps the match; this screen keeps no save of it."""
        return False

    @property
    def kept_by_host(self) -> bool:
        """True when another app hosts the match and keeps it: leaving this
        table leaves the seat, which joining the match again takes back.
        False when this app hosts it (leaving stops it, saved here)."""
        return self._hosting is None

    @property
    def counts_results(self) -> bool:
        """A finished match counts in this machine's own statistics (the
        seat here is the one "human" seat; the friends count as friends)."""
        return True

    @property
    def result_id(self) -> str | None:
        """The match's identity in the statistics: made from the seat's
        token (one seat of one match), so a rejoin never counts it twice."""
        token = self.remote.token
        if token is None:
            return None
        return "online-" + hashlib.sha256(token.encode("utf-8")).hexdigest()[:24]

    @property
    def replays_hands(self) -> bool:
        """The host keeps the match's record (its seed, every card): this
        screen has none to replay a hand from."""
        return False

    @property
    def hands_free(self) -> bool:
        return False

    @property
    def human_turn(self) -> bool:
        """The seat's turn, shown, with no move of it on its way to the host."""
        return self.match.current_player == self.you and not self._pending and self._sent is None

    def recent_moves(self, limit: int = 200) -> list[str]:
        """The last moves this seat was told of, oldest first (for a crash log)."""
        return [str(line.get("move") or line["action"]) for line in self.remote.log][-limit:]

    def status(self) -> list[str]:
        """What to say about the connection (:meth:`.RemoteSession.status`),
        after the seat's move on its way (:data:`SENT`) or the host's words
        refusing it."""
        mine = [SENT] if self._sent is not None else [self._refused] if self._refused else []
        return mine + self.remote.status()

    @property
    def hosting_here(self) -> bool:
        """True when this app hosts the match (it may hand a seat to the computer)."""
        return self._hosting is not None and not self._hosting.stopped

    def away(self) -> list[int]:
        """The seats whose friend lost the connection and is waited for."""
        view = self.remote.view
        if view is None:
            return []
        return [i for i, seat in enumerate(view["seats"]) if seat["status"] == "away"]

    def hand_to_computer(self, seat: int) -> None:
        """Let the computer play ``seat`` (away) until its friend rejoins;
        only the app that hosts the match may (nothing happens elsewhere)."""
        if self._hosting is not None:
            self._hosting.hand_to_computer(seat)

    def record(self) -> dict[str, Any]:
        """What this screen knows of the match (never saved here)."""
        return {"view": self.remote.view, "seats": [s.to_dict() for s in self.seats]}

    def autosave(self, view: Mapping[str, Any] | None = None) -> None:
        """The host saves the match."""

    def collect_saves(self, wait: bool = False) -> None:
        """There are no saves to collect here."""

    def close(self) -> None:
        """Leave the seat (its token rejoins it); a match hosted here stops."""
        self.remote.close()
        if self._hosting is not None:
            self._hosting.stop()

    def pass_to(self, seat: int) -> None:
        """The device never passes: this screen is one seat's."""

    def turn_down(self) -> None:
        """The device never passes: this screen is one seat's."""

    def next_step(self) -> Step:
        """The change the host told next (a deal, another seat's move), the
        summary once a hand ended, the person's turn, or nothing while the
        host is waited for."""
        self._news()
        if self.summary_due:
            return Step.SUMMARY
        if self._pending:
            if self._pending[0][0]["action"] == "deal":
                return Step.DEAL
            return Step.COLLECT if self.thinking else Step.THINK
        if self.human_turn:
            return Step.HUMAN
        return Step.NOTHING

    def step_due(self) -> bool:
        """A change waits to be shown (it is here: nothing is decided)."""
        return self.next_step() in (Step.DEAL, Step.SUMMARY, Step.THINK, Step.COLLECT)

    def deal(self) -> list[Event]:
        """Show the deal the host told."""
        if self._pending and self._pending[0][0]["action"] == "deal":
            return self._take()
        return []

    def think(self, min_seconds: float = 0.0) -> None:
        """Another seat's move is waiting to be shown."""
        self.thinking = True

    def collect(self) -> Move | None:
        """The next move another seat made, as its text was told; a move
        whose cards this seat may not see is shown at once (None, and the
        session stops thinking: the table shows the new position)."""
        self.thinking = False
        if not self._pending or self._pending[0][0]["action"] == "deal":
            return None
        line = self._pending[0][0]
        if line.get("move") is not None:
            return self._game.parse_move(line["move"])
        self._take()
        return None

    def stop_thinking(self) -> None:
        self.thinking = False

    def take_back(self) -> None:
        raise IllegalMove(NO_UNDO)

    def play(self, move: Move) -> list[Event] | None:
        """Show the move the host told next when it is ``move`` (another
        seat's, collected, or this seat's own come back); else send this
        seat's ``move`` and return None at once: the host's answer comes as
        news (the change, taken in turn as another seat's move is; or its
        words refusing it, said on the table's line)."""
        if self._pending and self._pending[0][0].get("move") == str(move):
            return self._take()
        if not self.human_turn:
            raise IllegalMove("It is not your turn." if self.match.current_player != self.you
                              else SENT)
        self._sent, self._refused = (str(move), self.remote.refusals[0]), ""
        self.remote.play(str(move))
        return None
