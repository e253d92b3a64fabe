"""The AI's pace for the ear: with speech on, an AI's move waits until the
events before it have been spoken, so a listener hears every move in turn.

Pure Python: :class:`EarPace` is given how many told events are still
unheard (the speaker's ``unheard``) and a clock; the table asks it before
playing an AI's move.
"""

from __future__ import annotations

from typing import Callable

#: The longest an AI's move waits for the ear (a voice that never ends
#: must not stop the game).
EAR_WAIT_MAX_S = 20.0


class EarPace:
    """Whether the AI's next move waits for the events before it to be heard."""

    def __init__(self, unheard: Callable[[], int], clock: Callable[[], float],
                 longest: float = EAR_WAIT_MAX_S) -> None:
        self._unheard = unheard
        self._clock = clock
        self.longest = longest
        self._since: float | None = None

    @property
    def holding(self) -> bool:
        """True while a move is being held (the table polls then)."""
        return self._since is not None

    def hold(self) -> bool:
        """True while the move must wait: events are unheard and it has
        waited less than ``longest``; False lets it be played (and ends the wait)."""
        if self._unheard() > 0:
            now = self._clock()
            if self._since is None:
                self._since = now
            if now - self._since < self.longest:
                return True
        self._since = None
        return False
