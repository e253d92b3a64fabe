"""Whose eyes a table has: the :class:`Perspective` it is given.

A table shows a session through one perspective, fixed when the table is
opened and never swapped:

* :meth:`Perspective.seat` -- one seat's eyes (a match against the
  computer, pass-and-play). The seat is the session's viewer, the one who
  holds the device: it changes at a pass-and-play hand-off, and is nobody
  (None) behind the hand-off screen.
* :meth:`Perspective.all_face_up` -- every hand face up (a hand's replay,
  the demo table). Only what no seat may see (a stock) stays face down.
* :meth:`Perspective.learner` -- the learner of a lesson: one seat's eyes,
  with a coach beside them.

Every owner word a table says ("you", "your", "Ada's") and every decision
to show a card face up comes from here (:meth:`Perspective.you`,
:meth:`Perspective.hidden_zones`). Nothing here draws; no pygame.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..engine.protocol import State


class Eyes(enum.Enum):
    """The kinds of perspective."""

    SEAT = "one seat"                  # solo and pass-and-play: the session's viewer
    ALL_FACE_UP = "all face up"        # Replay, Watch
    LEARNER = "learner"                # a lesson


def hidden_from_everyone(state: State, num_players: int) -> set[str]:
    """The zones of ``state`` that no seat may see (a stock, a buried card)."""
    return set.intersection(*(state.hidden_zones(seat) for seat in range(num_players)))


def hidden_from_someone(state: State, num_players: int) -> set[str]:
    """The zones of ``state`` some seat may not see (every hand, behind a hand-off)."""
    hidden: set[str] = set()
    for seat in range(num_players):
        hidden |= state.hidden_zones(seat)
    return hidden


@dataclass(frozen=True)
class Perspective:
    """Whose eyes a table has (see the module docstring). ``bottom`` is
    the seat drawn at the bottom when every hand is face up; ``spoken_to``
    is the seat a face-up table still says "you" to (the one person of a
    match replayed to them; None: nobody, as at the demo table)."""

    eyes: Eyes
    bottom: int = 0
    spoken_to: int | None = None

    @classmethod
    def seat(cls) -> "Perspective":
        """One seat's eyes: whoever holds the device (the session's viewer)."""
        return cls(Eyes.SEAT)

    @classmethod
    def learner(cls) -> "Perspective":
        """The learner's eyes in a lesson (the session's viewer, the learner's seat)."""
        return cls(Eyes.LEARNER)

    @classmethod
    def all_face_up(cls, bottom: int = 0, spoken_to: int | None = None) -> "Perspective":
        """Every hand face up, ``bottom`` at the bottom, ``spoken_to`` called "you"."""
        return cls(Eyes.ALL_FACE_UP, bottom, spoken_to)

    @property
    def face_up(self) -> bool:
        """True when every hand is on show (nobody plays at such a table)."""
        return self.eyes is Eyes.ALL_FACE_UP

    def you(self, viewer: int | None) -> int | None:
        """The seat this table says "you" and "your" to, given the session's
        ``viewer`` (None: nobody -- behind a hand-off, or watching the computer)."""
        return self.spoken_to if self.face_up else viewer

    def holder(self, viewer: int | None) -> int | None:
        """The seat whose own hand the table lets the person pick, sort and
        be hinted (None when every hand is face up: nobody plays)."""
        return None if self.face_up else viewer

    def bottom_seat(self, viewer: int | None, humans: list[int]) -> int:
        """The seat drawn at the bottom of the table: the viewer's, else
        the first person's, else the first seat; when every hand is face
        up, :attr:`bottom`."""
        if self.face_up:
            return self.bottom
        if viewer is not None:
            return viewer
        return humans[0] if humans else 0

    def hidden_zones(self, state: State | None, num_players: int, viewer: int | None) -> set[str]:
        """The zones whose cards are drawn face down: what the viewer may not
        see; with no viewer, every zone hidden from any seat; with every hand
        face up, what no seat may see."""
        if state is None:
            return set()
        if self.face_up:
            return hidden_from_everyone(state, num_players)
        if viewer is None:
            return hidden_from_someone(state, num_players)
        return state.hidden_zones(viewer)
