"""What the tests of speech at a table share: the app with speech written
to a transcript, each utterance kept with who held the device when it was
said, and the cards a sentence names, read back from its words.

:func:`cards_named` is the ear's side of :func:`fanucci_desktop.words.cards_in_words`:
it reads every card a sentence names, a card by its name ("7 of Zurfs",
"Queen of Spades", "Grue") or several at once ("Ace, Queen and King of
Diamonds", "7 of Spades and Clubs").
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from pathlib import Path

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import (FANUCCI_SUITS, INFINITY, STANDARD_SUIT_NAMES, TRUMPS, Card,
                                          fanucci_card, standard_card, trump)
from fanucci_desktop.speech import SpeechSwitch
from fanucci_desktop.storage import AppPaths

_STANDARD_BY_NAME = {name: letter for letter, name in STANDARD_SUIT_NAMES.items()}
_RANK = r"(?:Ace|Jack|Queen|King|10|[0-9]|∞)"
_SUIT = "(?:" + "|".join(sorted([*FANUCCI_SUITS, *_STANDARD_BY_NAME], key=len, reverse=True)) + ")"
_GROUP = re.compile(rf"(?<![\w∞])({_RANK}(?:, {_RANK})*(?: and {_RANK})?) of "
                    rf"({_SUIT}(?:, {_SUIT})*(?: and {_SUIT})?)\b")
_TRUMP = re.compile(r"\b(" + "|".join(TRUMPS) + r")\b")
_LIST = re.compile(r", | and ")


def _card(rank: str, suit: str) -> Card:
    if suit in _STANDARD_BY_NAME:
        number = {"Ace": 1, "Jack": 11, "Queen": 12, "King": 13}.get(rank)
        return standard_card(number if number is not None else int(rank), _STANDARD_BY_NAME[suit])
    return fanucci_card(INFINITY if rank == "∞" else int(rank), suit)


def cards_named(text: str) -> list[Card]:
    """Every card ``text`` names, in order (a card named twice, twice)."""
    found: list[Card] = []
    rest = text
    for m in _GROUP.finditer(text):
        ranks, suits = _LIST.split(m.group(1)), _LIST.split(m.group(2))
        found += [_card(r, s) for s in suits for r in ranks]
        rest = rest.replace(m.group(0), " ", 1)
    found += [trump(m.group(1)) for m in _TRUMP.finditer(rest)]
    return found


@dataclass(frozen=True)
class Heard:
    """One utterance and who held the device (the session's viewer) as it was said."""

    text: str
    viewer: int | None


class Ear:
    """The app with speech on, written to a transcript; every utterance is
    also kept (:attr:`heard`) with the viewer of the table on top as it was said."""

    def __init__(self, tmp_path: Path, size: tuple[int, int] = (1280, 800)) -> None:
        self.transcript = tmp_path / "said.txt"
        self.app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant",
                       speech=SpeechSwitch(on=True, transcript=self.transcript))
        self.heard: list[Heard] = []
        self.table = None
        self._lock = threading.Lock()
        engine = self.app.speaker.engine
        speak = engine.speak

        def speak_and_note(text: str, cut: threading.Event) -> None:
            viewer = self.table.session.viewer if self.table is not None else None
            with self._lock:
                self.heard.append(Heard(text, viewer))
            speak(text, cut)
        engine.speak = speak_and_note       # the engine is the transcript: instant, on this thread
        self.read = 0

    def new_lines(self) -> list[str]:
        """What the transcript gained since last asked, a line each."""
        lines = self.transcript.read_text(encoding="utf-8").splitlines() if self.transcript.exists() else []
        fresh, self.read = lines[self.read:], len(lines)
        return fresh

    def press(self, key: int, mod: int = 0, frames: int = 2) -> list[str]:
        """Press ``key`` and run ``frames`` frames; what was said since last asked."""
        dr.run_frames(self.app, frames, events=dr.key(key, mod=mod))
        return self.new_lines()

    def close(self) -> None:
        self.app.shutdown()


def key_of(name: str) -> int:
    """The pygame key of a one-letter name ("r")."""
    return pygame.key.key_code(name)
