"""A match at a table, without pygame: who sits where, whose cards are on
show, what comes next, the AI seats' thinking and the autosaves.

A :class:`TableSession` is what a table scene drives. The scene asks
:meth:`TableSession.next_step` on each frame when nothing moves and does
what it says (deal, show the hand summary, hand the device to a seat, start
or collect an AI's move, or wait for the person at the table); it plays a
person's move with :meth:`TableSession.play`. An AI seat is given its
own observation and nothing else (:meth:`TableSession.think`); which cards a
table shows face up is its :class:`~.perspective.Perspective`'s to say.

Nothing here draws, waits for a frame or touches pygame, so the screen
driver, the monkey and unit tests drive the same object as the app.
"""

from __future__ import annotations

import enum
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable, Mapping, Sequence

from ..ai import AsyncDecider
from ..engine.match import Match
from ..engine.protocol import Event, IllegalMove, Move
from ..engine.rng import derive_seed
from ..games import get_game
from ..i18n import N_, said
from ..storage import StorageError
from .lesson import Guide, Scripted
from .seats import Seat, make_ai, seated
from .undo import Step as UndoStep, UndoBook, match_without_moves

#: Writes a match record somewhere safe; returns warnings to show.
Store = Callable[[dict[str, Any]], list[str]]


class Step(enum.Enum):
    """What the session needs next (:meth:`TableSession.next_step`)."""

    DEAL = "deal"                   # deal the next hand
    SUMMARY = "summary"             # show the finished hand's summary
    HAND_OFF = "hand off"           # pass the device to the human to act
    THINK = "think"                 # start the AI to act deciding
    COLLECT = "collect"             # an AI is deciding: collect its move when ready
    HUMAN = "human"                 # wait for the person at the table
    NOTHING = "nothing"             # the match is over


class TableSession:
    """One match and its seats (``seats[i]`` sits in seat ``i``, named as
    :func:`.seats.seated` says: only the person playing alone may be "You").

    ``store`` writes autosaves on a worker thread (None: no saves);
    ``report`` is told what went wrong with one, in words for a player.
    Which cards a table shows face up is its perspective's to say
    (:mod:`.perspective`), from :attr:`viewer`. ``wake`` is called from the
    worker threads when an autosave is written or an AI's move is ready (the
    app wakes its main loop for a frame)."""

    def __init__(self, match: Match, seats: Sequence[Seat], store: Store | None = None,
                 report: Callable[[str], None] = lambda text: None,
                 wake: Callable[[], None] = lambda: None) -> None:
        if len(seats) != match.num_players:
            raise ValueError("one seat per player, please")
        self.match = match
        self.seats = seated(seats)
        self.game_id = match.game.info.id
        self.info = match.game.info
        self.humans = [i for i, s in enumerate(self.seats) if s.is_human]
        #: The seat of the person holding the device, whose cards are shown
        #: (None: nobody's, as behind a hand-off or with the computer in every seat).
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        #: True from the end of a hand until its summary has been shown.
        self.summary_due = match.state is not None and match.state.is_over
        self.ai_players = {i: make_ai(s.kind, self.game_id)
                           for i, s in enumerate(self.seats) if not s.is_human}
        self.decider = AsyncDecider()
        #: True while an AI seat is deciding (tables show "thinking").
        self.thinking = False
        self.undo_book = UndoBook()
        self._store = store
        self._report = report
        self._wake = wake
        self._saver = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self.saves_pending: list[Future] = []
        #: The lesson this match teaches (None: a real match).
        self.guide: Guide | None = None

    def teach(self, guide: Guide) -> None:
        """Play this match as ``guide``'s lesson: it is never saved, the
        opponents play the script's replies, and the learner's other legal
        moves are held back with the coach's words (:meth:`play`)."""
        self.guide = guide
        self._store = None

    # Records ----------------------------------------------------------------------
    @property
    def kept(self) -> bool:
        """True when the match is a player's: autosaved, counted in the
        statistics and its save cleared at its end. A session without a
        store (the demo table) keeps no records and touches no save."""
        return self._store is not None

    @property
    def kept_by_host(self) -> bool:
        """False: the match is played here (no other app hosts it)."""
        return False

    @property
    def counts_results(self) -> bool:
        """True when a finished match counts in the statistics: a player's
        (:attr:`kept`), counted under :attr:`result_id`."""
        return self.kept

    @property
    def result_id(self) -> str | None:
        """The identity the statistics count the match under (None: that of
        the match in its game's slot)."""
        return None

    @property
    def replays_hands(self) -> bool:
        """True: the match's record is here, so its finished hands replay."""
        return True

    @property
    def hands_free(self) -> bool:
        """True when nobody plays at this table (Watch: the computer in every
        seat). Only then does anything move past a hand's result by itself;
        in a match a person plays -- a lesson too -- the person moves on."""
        return not self.humans

    def record(self) -> dict[str, Any]:
        """The autosave record of this session."""
        return {"match": self.match.to_dict(), "seats": [s.to_dict() for s in self.seats]}

    def recent_moves(self, limit: int = 200) -> list[str]:
        """The last ``limit`` moves of the match, oldest first, each with its
        hand: ``"hand 2: draw stock"`` (for a crash log)."""
        moves = [f"hand {n}: {move}" for n, hand in enumerate(self.match.hands, 1)
                 for move in hand.moves]
        return moves[-limit:]

    @staticmethod
    def parts_of(record: Mapping[str, Any]) -> tuple[Match, list[Seat]]:
        """The match and seats of a saved record (already replay-checked by storage)."""
        game = get_game(record["match"]["game"])
        return Match.from_dict(record["match"], game), [Seat.from_dict(s) for s in record["seats"]]

    def autosave(self, view: Mapping[str, Any] | None = None) -> None:
        """Save the match, and what the table shows besides (``view``: the
        log, the hand orders), on the saver thread (frames never wait for
        the disk)."""
        if self._store is not None:
            record = self.record() if view is None else {**self.record(), "view": dict(view)}
            saving = self._saver.submit(self._store, record)
            saving.add_done_callback(lambda _: self._wake())
            self.saves_pending.append(saving)

    def collect_saves(self, wait: bool = False) -> None:
        """Report the outcome of finished saves (all of them with ``wait``)."""
        still: list[Future] = []
        for fut in self.saves_pending:
            if not (wait or fut.done()):
                still.append(fut)
                continue
            try:
                for text in fut.result():
                    self._report(text)
            except (StorageError, OSError, ValueError) as exc:
                self._report(said(N_("The game could not be saved: {error}"), error=str(exc)))
        self.saves_pending = still

    def close(self) -> None:
        """Finish the saves under way and stop deciding: the session is left."""
        self.collect_saves(wait=True)
        self._saver.shutdown(wait=False)
        self.decider.close()
        self.thinking = False

    # Who holds the device ---------------------------------------------------------
    def pass_to(self, seat: int) -> None:
        """The person of ``seat`` took the device: their cards are on show."""
        self.viewer = seat

    def turn_down(self) -> None:
        """Nobody holds the device: every hand goes face down (a hand-off)."""
        self.viewer = None

    @property
    def human_turn(self) -> bool:
        """True when the person at the table is the one to act."""
        seat = self.match.current_player
        return seat is not None and self.seats[seat].is_human and self.viewer == seat

    # Turn flow --------------------------------------------------------------------
    def next_step(self) -> Step:
        """What the match needs next (the table does it when nothing moves)."""
        m = self.match
        if m.state is None or (m.needs_deal and not self.summary_due):
            return Step.DEAL
        if self.summary_due:
            return Step.SUMMARY
        seat = m.current_player
        if seat is None:
            return Step.NOTHING
        if self.seats[seat].is_human:
            return Step.HUMAN if self.viewer == seat else Step.HAND_OFF
        return Step.COLLECT if self.thinking else Step.THINK

    def step_due(self) -> bool:
        """True when :meth:`next_step` has something to do now (not merely
        waiting for a person or for an AI already deciding)."""
        return self.next_step() in (Step.DEAL, Step.SUMMARY, Step.HAND_OFF, Step.THINK)

    def deal(self) -> list[Event]:
        """Deal the next hand; in pass-and-play nobody's cards are on show."""
        events = self.match.deal()
        if len(self.humans) > 1:
            self.turn_down()
        return events

    def think(self, min_seconds: float = 0.0) -> None:
        """Start the AI of the seat to act deciding on a worker thread, from
        that seat's observation alone (at least ``min_seconds``)."""
        state = self.match.state
        seat = self.match.current_player
        assert state is not None and seat is not None and seat in self.ai_players
        seed = derive_seed(self.match.seed, "ai", len(self.match.hands), len(self.match.hands[-1].moves))
        scripted = self.guide.scripted(seat) if self.guide is not None else None
        player = self.ai_players[seat] if scripted is None else Scripted(scripted)
        self.decider.start(player, state.observation(seat), state.legal_moves(), seed,
                           min_seconds=min_seconds, on_ready=self._wake)
        self.thinking = True

    def collect(self) -> Move | None:
        """The deciding AI's move once it is ready (then it stops thinking)."""
        move = self.decider.poll()
        if move is not None:
            self.thinking = False
        return move

    def stop_thinking(self) -> None:
        """Drop the move an AI is working out (the match changed under it)."""
        self.decider.cancel()
        self.thinking = False

    def take_back(self) -> UndoStep:
        """Take back the viewer's last booked move (:attr:`undo_book` said it
        is fair): the match is replayed from its record without it. Returns
        what was taken back."""
        step = self.undo_book.pop()
        self.stop_thinking()
        self.match = match_without_moves(self.match, step.keep)
        return step

    def play(self, move: Move) -> list[Event]:
        """Apply ``move`` for the seat to act (IllegalMove, changing nothing,
        if the rules refuse it); marks the summary due when the hand ends.
        In pass-and-play, nobody's cards are on show once the viewer's turn
        has ended (the AIs that play next must not show a human's hand). In a
        lesson, a legal move off the script is refused with the coach's words."""
        if self.guide is not None:
            reason = self.guide.refusal(self.match.current_player, move)
            if reason is not None:
                raise IllegalMove(reason)
        events = self.match.apply(move)
        if self.guide is not None:
            self.guide.played()
        if self.match.state is not None and self.match.state.is_over:
            self.summary_due = True
        elif len(self.humans) > 1 and self.match.current_player != self.viewer:
            self.turn_down()            # pass-and-play: a hand goes face down when its turn ends
        return events
