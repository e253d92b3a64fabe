"""The game log of a table: every move of every player in whole sentences,
grouped into turns, kept in the autosave, and taken back with an undone move.

Pure Python. The table adds the lines (:meth:`GameLog.add`) and marks where
each move's lines begin (:meth:`GameLog.begin_move`), so that an undone move
leaves the log with everything it caused (a bonus mark, a rebuilt stock).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Sequence

#: The newest lines a save keeps.
LOG_KEPT = 300
#: How many moves back the log can take back (undo never reaches further).
MARKS_KEPT = 50


@dataclass(frozen=True)
class LogLine:
    """One line: who it is about (None: the table itself, e.g. a deal) and
    what happened, as a whole sentence."""

    seat: int | None
    text: str


@dataclass(frozen=True)
class Turn:
    """Consecutive lines about one seat (or about the table)."""

    seat: int | None
    lines: tuple[LogLine, ...]
    #: Whether it happened after the viewer's own last turn.
    new: bool


class GameLog:
    """The lines of one match, oldest first."""

    def __init__(self, lines: Sequence[LogLine] = ()) -> None:
        self.lines: list[LogLine] = list(lines)[-LOG_KEPT:]
        self._marks: list[int] = []

    def __len__(self) -> int:
        return len(self.lines)

    def __iter__(self) -> Iterator[LogLine]:
        return iter(self.lines)

    def texts(self) -> list[str]:
        """Every line's words, oldest first."""
        return [line.text for line in self.lines]

    def add(self, seat: int | None, text: str) -> None:
        """Add a line (an empty text adds nothing)."""
        if text:
            self.lines.append(LogLine(seat, text))
            if len(self.lines) > LOG_KEPT:
                cut = len(self.lines) - LOG_KEPT
                del self.lines[:cut]
                self._marks = [max(0, m - cut) for m in self._marks]

    def begin_move(self) -> None:
        """The lines added from now on belong to one move (see :meth:`undo_move`)."""
        self._marks = self._marks[-(MARKS_KEPT - 1):] + [len(self.lines)]

    def undo_move(self) -> None:
        """Take back the lines of the last move begun."""
        if self._marks:
            del self.lines[self._marks.pop():]

    def turns(self, viewer: int | None) -> list[Turn]:
        """The lines grouped into turns; a turn is ``new`` when it came
        after the last line about ``viewer`` (nothing is new without one)."""
        last_own = max((i for i, line in enumerate(self.lines) if line.seat == viewer
                        and viewer is not None), default=None)
        turns: list[Turn] = []
        start = 0
        for i in range(1, len(self.lines) + 1):
            if i == len(self.lines) or self.lines[i].seat != self.lines[start].seat:
                new = last_own is not None and start > last_own
                turns.append(Turn(self.lines[start].seat, tuple(self.lines[start:i]), new))
                start = i
        return turns

    # The save ------------------------------------------------------------------------
    def record(self) -> list[dict[str, Any]]:
        """The newest lines as JSON."""
        return [{"seat": line.seat, "text": line.text} for line in self.lines[-LOG_KEPT:]]

    @classmethod
    def from_record(cls, data: Any) -> "GameLog":
        """The log :meth:`record` wrote; entries that do not read are left out."""
        lines = []
        for item in data if isinstance(data, list) else ():
            if isinstance(item, dict) and isinstance(item.get("text"), str):
                seat = item.get("seat")
                lines.append(LogLine(seat if isinstance(seat, int) else None, item["text"]))
        return cls(lines)
