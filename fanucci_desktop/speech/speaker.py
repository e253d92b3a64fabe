"""The speaker: what is said, in which order, and what a newer utterance may cut.

Two kinds of utterance:

- **said** (:meth:`Speaker.say`): words about what the screen shows now (a
  title, the focused control, the answer to a key). They go stale: with
  ``interrupt`` (the default) a new one drops every stale utterance still
  waiting and cuts the stale one being spoken; without it, it waits its turn.
- **told** (:meth:`Speaker.tell`): an event the player has not heard yet (a
  move, a trick won, a score). Nothing drops or cuts it: it is spoken to its
  end, in order.

:class:`SpeechQueue` holds these rules and nothing else (no engine, no
thread), so they are tested alone. :class:`Speaker` feeds the queue to an
:class:`~.engines.Engine`: an instant engine (the transcript) is written to at
once; a speaking engine runs on a worker thread, so the main loop never waits
for a voice. Off, the speaker does nothing and starts no thread.
"""

from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .engines import Engine

#: What opens an engine: (the engine, "") or (None, why there is none).
Opener = Callable[[], "tuple[Engine | None, str]"]


@dataclass(frozen=True)
class SpeechSwitch:
    """The command line's ``--speech``: ``on``/``off`` (None: as the settings
    say) and a transcript file to write instead of speaking."""

    on: bool | None = None
    transcript: Path | None = None

    @classmethod
    def parse(cls, text: str) -> "SpeechSwitch":
        """``off``, ``on`` or ``transcript:FILE``; ValueError otherwise."""
        if text in ("on", "off"):
            return cls(on=text == "on")
        kind, _, path = text.partition(":")
        if kind == "transcript" and path:
            return cls(on=True, transcript=Path(path))
        raise ValueError(f"--speech takes off, on or transcript:FILE, not {text!r}")


def one_line(text: str) -> str:
    """``text`` as it is said: one line, single spaces, and the screen's
    separator dot ("Gin Rummy · hand 3") said as a pause (a comma)."""
    return " ".join(text.replace(" · ", ", ").split())


def sentences(*parts: str) -> str:
    """``parts`` as sentences, each ending in one full stop (or its own ! or
    ?); empty parts are left out: sentences("Hand 1 is over", "You knocked.")."""
    said = [p.strip() for p in parts if p.strip()]
    return " ".join(p if p[-1] in ".!?" else p + "." for p in said)


@dataclass(frozen=True)
class Utterance:
    """One thing to say. ``event``: the player must hear it to its end."""

    text: str
    event: bool = False
    #: Set when a newer utterance cuts this one while it is spoken.
    cut: threading.Event = field(default_factory=threading.Event, compare=False, repr=False)


class SpeechQueue:
    """The utterances waiting and the one being spoken (``current``)."""

    def __init__(self) -> None:
        self.waiting: deque[Utterance] = deque()
        self.current: Utterance | None = None

    def add(self, utterance: Utterance, interrupt: bool) -> None:
        """Queue ``utterance``. With ``interrupt`` (for a stale-able one), the
        stale utterances waiting are dropped and a stale one being spoken is
        cut; events are never dropped nor cut."""
        if interrupt and not utterance.event:
            self.waiting = deque(u for u in self.waiting if u.event)
            if self.current is not None and not self.current.event:
                self.current.cut.set()
        self.waiting.append(utterance)

    def take(self) -> Utterance | None:
        """The next utterance to speak (it becomes ``current``), or None."""
        self.current = self.waiting.popleft() if self.waiting else None
        return self.current

    def finished(self) -> None:
        """The current utterance was spoken (or cut)."""
        self.current = None

    def unheard(self) -> int:
        """How many events are waiting or being spoken."""
        return sum(u.event for u in self.waiting) + bool(self.current is not None and self.current.event)

    def clear(self) -> None:
        """Drop everything waiting and cut what is spoken (speech turned off)."""
        self.waiting.clear()
        if self.current is not None:
            self.current.cut.set()


class Speaker:
    """Says utterances through ``engine`` while ``enabled``.

    ``opener`` finds the engine the first time speech is on (so that nothing
    is probed or started while it is off); ``engine`` None after that: there
    is none, the speaker stays silent. ``last`` is the last utterance
    given, for :meth:`repeat_last`."""

    def __init__(self, engine: Engine | None = None, enabled: bool = False,
                 opener: Opener | None = None, said: Callable[[str], str] | None = None) -> None:
        """``said`` turns what is given to say into the words spoken (the
        app says a :class:`~fanucci_desktop.i18n.Message`, made where no
        language is known, in its language); None: the text as it is."""
        self.engine = engine
        self._words = said or (lambda text: text)
        self.enabled = False
        self._opener = opener
        self.last = ""
        self.queue = SpeechQueue()
        self._lock = threading.Condition()
        self._worker: threading.Thread | None = None
        self._closing = False
        #: Why no engine speaks, once, for the app to show (then "").
        self.problem = ""
        #: The language spoken (its code), told to every engine opened.
        self.language = "en"
        self.set_enabled(enabled)

    @property
    def audible(self) -> bool:
        """True when on and an engine is there to speak."""
        return self.enabled and self.engine is not None

    def say(self, text: str, interrupt: bool = True) -> None:
        """Say ``text`` about what is shown now (see the module's rules)."""
        self._add(Utterance(text), interrupt)

    def tell(self, text: str) -> None:
        """Tell an event: spoken to its end, after what is already waiting."""
        self._add(Utterance(text, event=True), False)

    def repeat_last(self) -> None:
        """Say the last utterance again (it is stale-able now: heard once)."""
        if self.last:
            self._add(Utterance(self.last), True, remember=False)

    def set_enabled(self, on: bool) -> None:
        """Turn speech on or off; off drops what waits and cuts what is
        spoken. On for the first time opens the engine (``problem`` then
        says why there is none)."""
        self.enabled = on
        if on and self._opener is not None:
            self.engine, self.problem = self._opener()
            self._opener = None
            if self.engine is not None:
                self.engine.set_language(self.language)
        if not on:
            with self._lock:
                self.queue.clear()

    def set_language(self, code: str) -> None:
        """Speak language ``code`` from the next utterance: the engine's
        voice for it, where it has one (:meth:`Engine.set_language`)."""
        self.language = code
        if self.engine is not None:
            self.engine.set_language(code)

    def _add(self, utterance: Utterance, interrupt: bool, remember: bool = True) -> None:
        text = one_line(self._words(utterance.text))
        if not self.audible or not text:
            return
        if remember:
            self.last = text
        utterance = Utterance(text, utterance.event)
        assert self.engine is not None
        if self.engine.instant:
            self.engine.speak(text, utterance.cut)
            return
        with self._lock:
            self.queue.add(utterance, interrupt)
            self._lock.notify()
        if self._worker is None:
            self._worker = threading.Thread(target=self._run, name="speech", daemon=True)
            self._worker.start()

    def _run(self) -> None:
        """The worker: speak the queue, one utterance at a time."""
        assert self.engine is not None
        while True:
            with self._lock:
                while not self._closing and not self.queue.waiting:
                    self._lock.wait()
                if self._closing:
                    return
                utterance = self.queue.take()
            assert utterance is not None
            try:
                self.engine.speak(utterance.text, utterance.cut)
            except OSError:
                pass                    # an engine that failed once may speak the next line
            with self._lock:
                self.queue.finished()
                self._lock.notify_all()

    def unheard(self) -> int:
        """How many told events are still waiting or being spoken (0 off, or
        with an instant engine): the AI's pace waits for 0."""
        with self._lock:
            return self.queue.unheard()

    def drain(self, timeout: float) -> bool:
        """Wait until nothing is waiting or spoken; False on timeout (tests)."""
        with self._lock:
            return self._lock.wait_for(lambda: not self.queue.waiting and self.queue.current is None,
                                       timeout)

    def close(self) -> None:
        """Stop the worker and the engine (the app quits)."""
        with self._lock:
            self._closing = True
            self.queue.clear()
            self._lock.notify_all()
        if self._worker is not None:
            self._worker.join(timeout=2.0)
        if self.engine is not None:
            self.engine.close()
