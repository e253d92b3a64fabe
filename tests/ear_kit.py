"""What the tests of speech at a table share: the app with speech written
to a transcript, each utterance kept with who held the device when it was
said, and the cards a sentence names, read back from its words.

:func:`cards_named` is the ear's side of :func:`fanucci_desktop.words.cards_in_words`:
it reads every card a sentence names, a card by its name ("7 of Zurfs",
"Queen of Spades", "Grue") or several at once ("Ace, Queen and King of
Diamonds", "7 of Spades and Clubs").

An ear may listen in the pseudo-language (``qps``): each utterance is
then checked for words that escaped the catalogs (:attr:`Ear.escaped`)
and heard back as the English it was made from (:func:`as_english`), so
that the same player decides from it.
"""

from __future__ import annotations

import re
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import (FANUCCI_SUITS, INFINITY, STANDARD_SUIT_NAMES, TRUMPS, Card,
                                          fanucci_card, standard_card, trump)
from fanucci_desktop.speech import SpeechSwitch
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.i18n import PSEUDO
from test_i18n_tables import english_words

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import catalogs  # noqa: E402  (tools/ is not a package)

#: Each letter of the pseudo-language and the English letter it stands for.
_PLAIN = {accented: plain for plain, accented in catalogs.ACCENTED.items()}
#: The names a table gives a seat of pass-and-play once called "You" (a
#: name, as "Ada" is: :func:`fanucci_desktop.session.seats.seated`).
SEAT_NAMES = re.compile(r"\bPlayer \d+\b")
#: What the pseudo-language adds to a message: its brackets and its padding.
_PADDING = re.compile(r" ·+\]|\[")


def as_english(text: str) -> str:
    """A text of the pseudo-language as the English it was made from: its
    brackets and padding gone, every letter plain again (the names in it,
    English already, stay as they are)."""
    return "".join(_PLAIN.get(c, c) for c in _PADDING.sub("", text))

_STANDARD_BY_NAME = {name: letter for letter, name in STANDARD_SUIT_NAMES.items()}
_RANK = r"(?:Ace|Jack|Queen|King|10|[0-9]|∞)"
_SUIT = "(?:" + "|".join(sorted([*FANUCCI_SUITS, *_STANDARD_BY_NAME], key=len, reverse=True)) + ")"
_GROUP = re.compile(rf"(?<![\w∞])({_RANK}(?:, {_RANK})*(?: and {_RANK})?) of "
                    rf"({_SUIT}(?:, {_SUIT})*(?: and {_SUIT})?)\b")
#: A trump is named after "the" or in a list ("Grue and Death"): "Time" alone
#: elsewhere is the suit ("you hold Time").
_TRUMP = re.compile(r"(?:(?<=the )|(?<=, )|(?<= and )|(?<=: )|(?<=; )|^)(" + "|".join(TRUMPS) + r")\b")
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
        if len(ranks) == 1 and suits[1:] == ["Time"]:      # "8 of Mazes and Time": the trump
            found += [_card(ranks[0], suits[0]), trump("Time")]
            rest = rest.replace(m.group(0), " ", 1)
            continue
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

    def __init__(self, tmp_path: Path, size: tuple[int, int] = (1280, 800),
                 witness: Callable[[Heard], None] | None = None, language: str | None = None) -> None:
        """``witness`` (if given) sees every utterance as it is said;
        ``language`` is the app's (None: as the system says)."""
        self.transcript = tmp_path / "said.txt"
        self.app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant",
                       speech=SpeechSwitch(on=True, transcript=self.transcript), language=language)
        #: True when the app speaks the pseudo-language: each line is heard back as its English.
        self.pseudo = language == PSEUDO
        #: Each utterance of the pseudo-language with a word that escaped
        #: translation, and those words (:func:`test_i18n_tables.english_words`).
        self.escaped: list[tuple[str, list[str]]] = []
        self.heard: list[Heard] = []
        self.table = None
        self._lock = threading.Lock()
        engine = self.app.speaker.engine
        speak = engine.speak

        def speak_and_note(text: str, cut: threading.Event) -> None:
            viewer = self.table.session.viewer if self.table is not None else None
            heard = Heard(text, viewer)
            with self._lock:
                self.heard.append(heard)
            if witness is not None:
                witness(heard)
            speak(text, cut)
        engine.speak = speak_and_note       # the engine is the transcript: instant, on this thread
        self.read = 0

    def lines(self) -> list[str]:
        """Everything the transcript holds, a line each, as heard (in the
        pseudo-language: as its English, :func:`as_english`)."""
        lines = self.transcript.read_text(encoding="utf-8").splitlines() if self.transcript.exists() else []
        return [as_english(line) for line in lines] if self.pseudo else lines

    def new_lines(self) -> list[str]:
        """What the transcript gained since last asked, a line each, as
        heard; in the pseudo-language each line's escaped words are noted
        (:attr:`escaped`)."""
        lines = self.transcript.read_text(encoding="utf-8").splitlines() if self.transcript.exists() else []
        fresh, self.read = lines[self.read:], len(lines)
        if not self.pseudo:
            return fresh
        self.escaped += [(line, words) for line in fresh if (words := english_words(SEAT_NAMES.sub("", line)))]
        return [as_english(line) for line in fresh]

    def press(self, key: int, mod: int = 0, frames: int = 2) -> list[str]:
        """Press ``key`` and run ``frames`` frames; what was said since last asked."""
        dr.run_frames(self.app, frames, events=dr.key(key, mod=mod))
        return self.new_lines()

    def close(self) -> None:
        self.app.shutdown()


def key_of(name: str) -> int:
    """The pygame key of a one-letter name ("r")."""
    return pygame.key.key_code(name)


#: The verbs a log line of a move starts with in English ("You drew from the stock.").
_VERBS = "|".join(("added", "discarded", "drew", "folded", "went", "knocked", "laid", "led", "melded",
                   "passed", "played", "took", "finished", "ended"))
_POINTED = re.compile(r"^(?P<name>.+), (?P<at>\d+) of (?P<of>\d+)(?P<chosen>, selected)?$")
_HAND_OFF = re.compile(r"^(?:Pass to (?P<name>[^.]+)\. .*|Your turn: take the device\. .*)"
                       r"press Enter to show your cards\.$", re.IGNORECASE)


#: A question with numbered answers ("Which suit does the 6 of Spades call? Press 1 to 3, ...").
ASKED = re.compile(r"\bPress 1 to \d+\b")


class HandOffHeard(Exception):
    """A player heard the hand-off screen: its turn at the device is over."""


class BlindPlayer:
    """A player who hears and presses keys, and nothing else.

    It knows the table's keys, as a person who read the key help does, and
    decides only from what :class:`Ear`'s transcript says: whose turn it is
    (I), its hand in the cursor's order (walking it with Right), and whether
    a key made a move (its own log line, "You discarded the ...") or was
    refused; a move that asks a choice it answers with the first answer. On its turn it tries, in order, to draw, to meld (sets and runs
    it finds in the hand it heard), to discard or play a card, and the keys
    that pass, fold or take; the first move heard is made, and it asks again
    whose turn it is. ``ask`` is how the harness lets the app run until the
    words are said (frames; an AI deciding is waited for)."""

    def __init__(self, ear: Ear, name: str, run: Callable[[int], None], keys: Iterable[str]) -> None:
        """``keys``: the key help of the table (what the Keys panel lists)."""
        self.ear = ear
        #: The one-character keys the help names ("d", "x", "1").
        self.keys = {caption.lower() for item in keys for caption in item.split(": ")[0].split("/")
                     if len(caption) == 1}
        self.name = name
        #: Its own move in the log: "You drew ..." (the log names a seat by
        #: its name in pass-and-play: "Ada drew ...").
        self.moved = re.compile(rf"^(?:You|{re.escape(name)}) (?:{_VERBS})\b")
        self.run = run
        self.moves = 0
        self.tries = 0
        #: The hand as last heard, left to right.
        self.held: list[str] = []

    def press(self, name: str | int) -> list[str]:
        key = name if isinstance(name, int) else pygame.key.key_code(name)
        dr.until_presses_count(self.ear.app)    # a screen just come takes presses a moment later
        self.ear.app.frame(dr.FRAME_S, dr.key(key), draw=False)
        self.run(2)
        said = self.ear.new_lines()
        if hand_off_to(said) is not None:
            self.moves += any(self.made_move(line) for line in said)   # a move that ended the turn
            raise HandOffHeard         # the device goes on: this player stops pressing
        return said

    def my_turn(self) -> bool:
        return any(line.startswith("Your turn.") for line in self.press("i"))

    def hand(self) -> list[str]:
        """The cards under the cursor, left to right, as the arrows say them."""
        said = self.goto(1)
        if said is None:
            return []
        names = [said[0]]
        for _ in range(said[2] - 1):
            said = self.pointed(self.press(pygame.K_RIGHT))
            if said is None:
                break
            names.append(said[0])
        self.held = names
        return names

    def goto(self, place: int) -> tuple[str, int, int, bool] | None:
        """Move the cursor to ``place`` (1 is the left end) by the places it says."""
        said = self.pointed(self.press(pygame.K_RIGHT)) or self.pointed(self.press(pygame.K_LEFT))
        for _ in range(60):
            if said is None or said[1] == place:
                return said
            said = self.pointed(self.press(pygame.K_RIGHT if said[1] < place else pygame.K_LEFT))
        return None

    @staticmethod
    def pointed(lines: list[str]) -> tuple[str, int, int, bool] | None:
        for line in reversed(lines):
            m = _POINTED.match(line)
            if m:
                return m["name"], int(m["at"]), int(m["of"]), bool(m["chosen"])
        return None

    def choose(self, names: list[str]) -> None:
        """Select each card of ``names`` (at its place in the hand last heard)."""
        places = list(enumerate(self.held, start=1))
        for name in names:
            place = next(p for p, held in places if held == name)
            places.remove((place, name))
            said = self.goto(place)
            if said is not None and not said[3]:
                self.press(pygame.K_SPACE)

    def made_move(self, line: str) -> bool:
        """True when ``line`` is its own move in the log (a log line, not a
        prompt that starts alike: "You took the knock card: discard one ...")."""
        return bool(self.moved.match(line)) and ":" not in line

    def tried(self, key: str) -> bool:
        """Press ``key`` (if the table has it); True when its own move was heard."""
        if key not in self.keys:
            return False
        self.tries += 1
        said = self.press(key)
        if not said:                    # nothing heard: the table was busy; once more a moment later
            self.run(6)
            said = self.press(key)
        if any(ASKED.search(line) for line in said):   # the move asks a choice: the first answer
            said = self.press("1")
        moved = any(self.made_move(line) for line in said)
        self.moves += moved
        return moved

    def turn(self) -> bool | None:
        """One move of its turn: True when made, False when it found none,
        None when it is not its turn (or the device is to be passed on)."""
        try:
            return self._turn()
        except HandOffHeard:
            return None

    def _turn(self) -> bool | None:
        if not self.my_turn():
            return None
        if self.tried("d"):
            return True
        hand = self.hand()
        for group in melds_in(hand) if "m" in self.keys else ():
            self.choose(group)
            if self.tried("m"):
                return True
            self.press("c")
        for card in sorted(hand, key=card_weight, reverse=True):
            self.choose([card])
            if self.tried("x") or self.tried("p"):
                return True
            self.press("c")
        return any(self.tried(key) for key in ("n", "f", "t", "1", "2"))


def card_weight(name: str) -> int:
    """A discard's badness as a player hears it: high ranks first."""
    rank = name.split(" of ")[0]
    return {"Ace": 1, "Jack": 11, "Queen": 12, "King": 13, "∞": 10}.get(rank, int(rank) if rank.isdigit() else 0)


def melds_in(hand: list[str]) -> list[list[str]]:
    """Sets (3 or 4 of a rank) and runs (3 in a row in a suit) among the cards heard."""
    cards = [(name.split(" of ")[0], name.split(" of ")[1]) for name in hand if " of " in name]
    ranks: dict[str, list[str]] = {}
    for rank, suit in cards:
        ranks.setdefault(rank, []).append(f"{rank} of {suit}")
    found = [names[:4] for names in ranks.values() if len(names) >= 3]
    suits: dict[str, set[int]] = {}
    for rank, suit in cards:
        suits.setdefault(suit, set()).add(card_weight(f"{rank} of {suit}"))
    words = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
    for suit, held in suits.items():
        for low in sorted(held):
            if {low, low + 1, low + 2} <= held:
                found.append([f"{words.get(r, str(r))} of {suit}" for r in (low, low + 1, low + 2)])
    return found


def hand_off_to(lines: list[str]) -> str | None:
    """The name the last hand-off said ("You" for "Your turn: take the device"), or None."""
    for line in reversed(lines):
        m = _HAND_OFF.match(line)
        if m:
            return m["name"] or "You"
    return None
