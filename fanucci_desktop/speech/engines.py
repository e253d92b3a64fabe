"""The engines that speak: a transcript file, the player's screen reader or
the system's speech engine. Each is found when the app starts; platform
libraries are optional and imported only here, when asked for.

- ``Transcript``: every utterance one line of a text file, flushed at once
  (what the tests read; a braille display or another tool can follow it).
- Linux: speech-dispatcher, which Orca itself speaks through, so the player
  hears our words in the voice, rate and language of their own screen
  reader. Through its Python client ``speechd`` when it is importable (it
  comes with the distribution's ``python3-speechd``, not from PyPI), else
  its ``spd-say`` command; with neither, ``espeak-ng`` (or ``espeak``) alone.
- Windows: ``cytolk`` (the optional extra ``speech``), the Python binding of
  Tolk: it finds the running screen reader (NVDA, JAWS, and others) and
  speaks through it, or through SAPI, the system's engine, when none runs.
- macOS: the system's ``say`` command (the system voice VoiceOver uses).

An engine speaks one utterance at a time: :meth:`Engine.speak` returns when
it was spoken, or when ``cut`` is set (a newer utterance made it stale).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Callable, Sequence

from ..i18n import N_, said

#: How often an engine that speaks looks whether its utterance was cut.
POLL_S = 0.05
#: Words a second a screen reader says, to guess when it is done where it
#: cannot tell (Tolk with NVDA): a brisk rate, so a guess never holds back.
WORDS_PER_S = 4.0


class Engine:
    """Speaks text. ``instant``: speaking takes no time (nothing to wait for,
    nothing to cut); the speaker then calls :meth:`speak` at once, in order,
    with no thread."""

    name = "engine"
    instant = False

    def speak(self, text: str, cut: threading.Event) -> None:
        """Say ``text``; return when it was said or ``cut`` is set."""
        raise NotImplementedError

    def set_language(self, code: str) -> None:
        """Speak language ``code`` (``de``, ``pt_BR``) from the next
        utterance, in the engine's voice for it where it has one. An engine
        that cannot choose (a transcript: it writes the words it is given;
        a screen reader: the player's own voice) keeps what it has."""

    def close(self) -> None:
        """Let go of the engine (the app quits)."""


class Transcript(Engine):
    """Every utterance a line of the file at ``path`` (appended, flushed)."""

    name = "transcript"
    instant = True

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._file: IO[str] = path.open("a", encoding="utf-8")

    def speak(self, text: str, cut: threading.Event) -> None:
        self._file.write(" ".join(text.split()) + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()


def espeak_voice(code: str) -> list[str]:
    """espeak-ng's arguments for the voice of language ``code``: its voices
    are named by language, in lower case with a hyphen (``pt-br``)."""
    return ["-v", code.replace("_", "-").lower()]


def dispatcher_language(code: str) -> str:
    """speech-dispatcher's name of language ``code`` (``pt-BR``): it then
    speaks in the voice its output module has for the language."""
    return code.replace("_", "-")


def spd_say_language(code: str) -> list[str]:
    """``spd-say``'s arguments for language ``code``."""
    return ["-l", dispatcher_language(code)]


class Command(Engine):
    """A speech command run once per utterance (``argv`` then the text, or the
    text on its standard input with ``stdin``); cutting it ends the process
    and runs ``cancel`` (speech-dispatcher speaks on after its client left).
    ``voice`` gives the arguments that choose a language's voice (put after
    the program's name); None: the command has no such choice."""

    def __init__(self, name: str, argv: Sequence[str], stdin: bool = False,
                 cancel: Sequence[str] = (), voice: Callable[[str], list[str]] | None = None) -> None:
        self.name = name
        self.argv = list(argv)
        self.stdin = stdin
        self.cancel = list(cancel)
        self.voice = voice
        #: The arguments of the language chosen (none until one is).
        self.voice_args: list[str] = []

    def set_language(self, code: str) -> None:
        if self.voice is not None:
            self.voice_args = self.voice(code)

    def command_line(self, text: str) -> list[str]:
        """What is run to say ``text``: the program, the voice's arguments, the rest."""
        argv = self.argv[:1] + self.voice_args + self.argv[1:]
        return argv if self.stdin else argv + [text]

    def speak(self, text: str, cut: threading.Event) -> None:
        argv = self.command_line(text)
        process = subprocess.Popen(argv, stdin=subprocess.PIPE if self.stdin else subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if self.stdin:
            assert process.stdin is not None
            try:
                process.stdin.write(text.encode("utf-8"))
                process.stdin.close()
            except OSError:
                pass                        # the command ended early: nothing to say
        while True:
            try:
                process.wait(timeout=POLL_S)
                return
            except subprocess.TimeoutExpired:
                if cut.is_set():
                    process.terminate()
                    process.wait()
                    if self.cancel:
                        subprocess.run(self.cancel, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, check=False)
                    return


class SpeechDispatcher(Engine):
    """speech-dispatcher through its Python client (``speechd``)."""

    name = "speech-dispatcher"

    def __init__(self, speechd) -> None:
        self._speechd = speechd
        self._client = speechd.SSIPClient("fanucci-desktop")

    def set_language(self, code: str) -> None:
        self._client.set_language(dispatcher_language(code))

    def speak(self, text: str, cut: threading.Event) -> None:
        done = threading.Event()
        kinds = self._speechd.CallbackType
        self._client.speak(text, callback=lambda _kind, *_args: done.set(),
                           event_types=(kinds.END, kinds.CANCEL))
        while not done.wait(POLL_S):
            if cut.is_set():
                self._client.cancel()
                return

    def close(self) -> None:
        self._client.close()


class ScreenReader(Engine):
    """Tolk (``cytolk``): the running screen reader, or SAPI. Tolk says
    whether SAPI still speaks but not every screen reader does, so an
    utterance counts as heard after its words at :data:`WORDS_PER_S`."""

    name = "screen reader"

    def __init__(self, tolk) -> None:
        self._tolk = tolk
        tolk.try_sapi(True)
        tolk.load()
        self.name = tolk.detect_screen_reader() or "SAPI"

    def speak(self, text: str, cut: threading.Event) -> None:
        self._tolk.output(text, False)
        if not cut.wait(len(text.split()) / WORDS_PER_S):
            return
        self._tolk.silence()

    def close(self) -> None:
        self._tolk.unload()


def open_engine(transcript: Path | None = None, platform: str | None = None,
                which: Callable[[str], str | None] = shutil.which) -> tuple[Engine | None, str]:
    """The engine to speak through and "" -- or None and why there is none,
    in words for the player. A ``transcript`` path is written to instead of
    speaking."""
    if transcript is not None:
        try:
            return Transcript(transcript), ""
        except OSError as exc:
            return None, said(N_("The speech transcript {path} cannot be written: {reason}."),
                              path=str(transcript), reason=exc.strerror)
    platform = platform or sys.platform
    if platform.startswith("linux"):
        try:
            import speechd                                  # the distribution's python3-speechd
            return SpeechDispatcher(speechd), ""
        except (ImportError, OSError, RuntimeError):
            pass                                            # absent, or no dispatcher to talk to
        if which("spd-say"):
            return Command("speech-dispatcher", ["spd-say", "--wait", "--"],
                           cancel=["spd-say", "--cancel"], voice=spd_say_language), ""
        for program in ("espeak-ng", "espeak"):
            if which(program):
                return Command(program, [program, "--stdin"], stdin=True, voice=espeak_voice), ""
        return None, said(N_("Speech is on, but no speech engine was found: install speech-dispatcher "
                             "or espeak-ng. The game plays on silently."))
    if platform == "win32":
        try:
            from cytolk import tolk                         # the optional extra "speech"
            return ScreenReader(tolk), ""
        except (ImportError, OSError):
            return None, said(N_("Speech is on, but no screen reader or speech engine could be reached: "
                                 "install the speech extra (cytolk). The game plays on silently."))
    if platform == "darwin" and which("say"):
        return Command("say", ["say"], stdin=True), ""
    return None, said(N_("Speech is on, but this system has no speech engine we know. The game plays on silently."))
