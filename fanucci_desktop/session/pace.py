"""The AI's pace for the ear: with speech on, an AI's move waits until the
events before it have been spoken, so a listener hears every move in turn.

Pure Python: :class:`EarPace` is given how many told events are still
unheard (the speaker's ``unheard``) and a clock; the table asks it before
playing an AI's move.
"""

from __future__ import annotations

from typing import Callable

#: The longest an AI's move waits for the ear "until it is said" (a voice
#: that never ends must not stop the game).
EAR_WAIT_MAX_S = 60.0
#: How long an AI's move may wait for the ear, in seconds, by the player's
#: setting (``Settings.speech_wait``; the words are the settings screen's).
EAR_WAITS: dict[str, float] = {"said": EAR_WAIT_MAX_S, "10s": 10.0, "5s": 5.0, "2s": 2.0, "none": 0.0}


class EarPace:
    """Whether the AI's next move waits for the events before it to be heard.

    ``longest`` says how many seconds a move may wait at most, asked at each
    wait (the setting may change meanwhile); 0 never waits."""

    def __init__(self, unheard: Callable[[], int], clock: Callable[[], float],
                 longest: Callable[[], float] = lambda: EAR_WAIT_MAX_S) -> None:
        self._unheard = unheard
        self._clock = clock
        self._longest = longest
        self._since: float | None = None

    @property
    def holding(self) -> bool:
        """True while a move is being held (the table polls then)."""
        return self._since is not None

    def hold(self) -> bool:
        """True while the move must wait: events are unheard and it has
        waited less than ``longest()``; False lets it be played (and ends the wait)."""
        if self._unheard() > 0:
            now = self._clock()
            if self._since is None:
                self._since = now
            if now - self._since < self._longest():
                return True
        self._since = None
        return False
