"""Hand replay without pygame: one finished hand of a match, move by move.

A :class:`HandReplay` is built from a match record (what
:meth:`~fanucci_desktop.engine.match.Match.to_dict` writes: the seed, the
options and every move as text), so a replay costs no storage and is exact:
position ``k`` is the match as the engine left it after the hand's first
``k`` moves. :class:`ReplaySession` is the session a table is given to show
a replay: it feeds the table those positions instead of taking moves, with
every hand face up.

Only hands whose play is over are replayed (:func:`finished_hands`): a
replay shows every hand face up, so replaying the hand still being played
would show a player the others' cards -- in pass-and-play, and against the
computer too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..engine.match import Match
from ..engine.protocol import Event, Game, IllegalMove, Move
from ..i18n import N_, said
from .lesson import Guide
from .perspective import Perspective
from .seats import Seat
from .table_session import Step
from .undo import UndoBook


def finished_hands(match: Match) -> list[int]:
    """The numbers of the hands of ``match`` whose play is over, oldest first."""
    return [record.number for record in match.hands if record.scores is not None]


@dataclass(frozen=True)
class ReplayMove:
    """One move of the hand: who made it, what it was, and the events it
    caused (what the table animates)."""

    seat: int
    move: Move
    events: tuple[Event, ...]


class HandReplay:
    """Hand ``number`` of the match recorded as ``record``, replayed by the
    engine: :meth:`match_at` gives the match after 0..:attr:`length` of its
    moves, :attr:`moves` says who made each move and what it caused.

    Raises :class:`~fanucci_desktop.engine.match.ReplayError` when the
    record does not replay and ValueError when the hand is not over."""

    def __init__(self, record: Mapping[str, Any], game: Game, number: int) -> None:
        hands = list(record["hands"])
        if not 1 <= number <= len(hands) or hands[number - 1].get("scores") is None:
            raise ValueError(f"hand {number} is not a finished hand of this match")
        before = {**record, "hands": hands[:number - 1], "snapshot": None}
        before.pop("totals", None)
        match = Match.from_dict(before, game)
        #: The events of the deal (the cards going out to the seats).
        self.opening: tuple[Event, ...] = tuple(match.deal())
        #: Hand ``number`` of the match.
        self.number = number
        self._positions: list[Match] = [match.copy()]
        self.moves: list[ReplayMove] = []
        for text in hands[number - 1]["moves"]:
            seat = match.current_player
            move = game.parse_move(text)
            events = match.apply(move)
            assert seat is not None
            self.moves.append(ReplayMove(seat, move, tuple(events)))
            self._positions.append(match.copy())

    @property
    def length(self) -> int:
        """How many moves the hand had."""
        return len(self.moves)

    @property
    def dealer(self) -> int:
        return self._positions[0].dealer

    def match_at(self, step: int) -> Match:
        """A copy of the match after the hand's first ``step`` moves (a table may keep it)."""
        if not 0 <= step <= self.length:
            raise ValueError(f"a step from 0 to {self.length}, not {step}")
        return self._positions[step].copy()

    def turn_starts(self) -> list[int]:
        """The steps at which a turn begins: the first move, and each move
        made by another seat than the move before it."""
        return [k for k, m in enumerate(self.moves) if k == 0 or self.moves[k - 1].seat != m.seat]


class ReplaySession:
    """What a table shows of a replay, in the place of a
    :class:`~.table_session.TableSession`: the same attributes and methods
    a table reads, but nobody plays. The scene showing the replay sets
    :attr:`match` to the position it wants and shows it through a
    perspective with every hand face up (:meth:`perspective`); nothing is
    saved, counted or decided."""

    def __init__(self, replay: HandReplay, seats: Sequence[Seat]) -> None:
        self.replay = replay
        self.match = replay.match_at(0)
        self.seats = list(seats)
        self.game_id = self.match.game.info.id
        self.info = self.match.game.info
        self.humans = [i for i, s in enumerate(self.seats) if s.is_human]
        #: Nobody holds the device: a replay is watched.
        self.viewer: int | None = None
        self.summary_due = False
        self.thinking = False
        self.undo_book = UndoBook()
        self.undo_book.clear(said(N_("A replay takes nothing back.")))
        self.saves_pending: list[Any] = []
        #: A replay teaches no lesson.
        self.guide: Guide | None = None

    def go_to(self, step: int) -> None:
        """Show the position after the hand's first ``step`` moves."""
        self.match = self.replay.match_at(step)

    def perspective(self) -> Perspective:
        """How a replay is shown: every hand face up, the first person's seat
        at the bottom (else the first seat), and that person called "you"
        when the match had only one (a pass-and-play match is replayed to
        everyone alike)."""
        first = self.humans[0] if self.humans else 0
        return Perspective.all_face_up(first, self.humans[0] if len(self.humans) == 1 else None)

    # What a table asks of its session ---------------------------------------------
    @property
    def kept(self) -> bool:
        """A replay keeps no records."""
        return False

    @property
    def kept_by_host(self) -> bool:
        """False: the replayed match is this app's."""
        return False

    @property
    def replays_hands(self) -> bool:
        """A replay is not replayed from within itself."""
        return False

    def record(self) -> dict[str, Any]:
        """The replayed position as a match record (never saved)."""
        return {"match": self.match.to_dict(), "seats": [s.to_dict() for s in self.seats]}

    def autosave(self, view: Mapping[str, Any] | None = None) -> None:
        """A replay is never saved."""

    def collect_saves(self, wait: bool = False) -> None:
        """There are no saves to collect."""

    def close(self) -> None:
        """Nothing runs in the background."""

    def stop_thinking(self) -> None:
        """Nobody thinks in a replay."""

    @property
    def human_turn(self) -> bool:
        """Never: a replay is watched."""
        return False

    def next_step(self) -> Step:
        """Nothing: the replay scene moves the position."""
        return Step.NOTHING

    def step_due(self) -> bool:
        return False

    def play(self, move: Move) -> list[Event]:
        """Refused: a replay is watched, not played."""
        raise IllegalMove("This is a replay: nothing can be played here.")
