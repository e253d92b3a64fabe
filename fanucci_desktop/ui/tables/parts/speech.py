"""Speech at a table: what happens is told, what is asked is said.

:class:`Narrator` is the part of every table (``table.speech``) that speaks
through the app's speaker (:mod:`fanucci_desktop.speech`). Each frame with
speech on it

* **tells** every new line of the game log, in order (others' moves, your
  draw, a trick won, a hand ended and its score): nothing drops an event;
* in a lesson, then **tells** the coach's new words (:meth:`.coach.Coach.news`);
* then **says** what changed on the message line (a refusal, a hint, in the
  words the table shows) or the prompt (a newer one may cut it); while the
  coach's line is the learner's instruction, it stands for the prompt;
* says the card the keyboard cursor (or the pointer) comes to, its place in
  the hand ("3 of 10") and whether it is selected.

It answers the keys that ask (:data:`~fanucci_desktop.ui.controls.ASK`):
your hand, grouped as the table groups it (``TableWords.spoken_groups``), the
face-up piles (the discard pile, the tableau, the columns), the melds, the
trick so far, the scores, whose turn it is and the stock, the last log
lines, and the last thing said again.

Every card it names comes from the table's view (``table.sight.view()``: what the
perspective shows, hidden cards are None), never from the engine's state:
so speech keeps the privacy the picture keeps. With speech off it only
notes how far the log went (one comparison a frame), so turning speech on
never reads out the past.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from ....engine.cards import Card
from ....session.log import LogLine
from ....session.pace import EAR_WAITS, EarPace
from ....words import YOU, cards_in_words, count, listed, whose
from ...controls import Act, act_for

if TYPE_CHECKING:
    from ....speech import Speaker
    from ..base import Table

#: The keys that move the cursor: pressed, the card pointed at is said again.
ARROWS = (Act.LEFT, Act.RIGHT)
#: How many log lines the log key reads (the newest).
LOG_READ = 5
#: How often a table waiting for the ear looks again (seconds).
EAR_POLL_S = 0.1

#: The face-up zones the pile key reads, in order, and how each is named.
PILE_ZONES: tuple[tuple[str, str], ...] = (
    ("discard", "The discard pile"), ("tableau", "The tableau"), ("column:0", "Column 1"),
    ("column:1", "Column 2"), ("knock", "The knock card"), ("knock_discard", "The knock discard"))
#: Piles named even when empty (the others only while they hold cards).
ALWAYS_THERE = frozenset({"discard", "tableau"})
#: Zones that are piles: only their top card is read.
SQUARED = frozenset({"discard"})
#: The zones the stock may be called by.
STOCK_ZONES = ("stock", "draw")


def by_suit(cards: Sequence[Card]) -> list[tuple[str, list[Card]]]:
    """``cards`` grouped by suit in the order they come, trumps together
    last, each group unlabelled (its cards name the suit): the default
    grouping of a hand read aloud (``TableWords.spoken_groups``)."""
    groups: dict[str | None, list[Card]] = {}
    for card in cards:
        groups.setdefault(None if card.trump is not None else str(card.suit), []).append(card)
    trumps = groups.pop(None, [])
    return [("", group) for group in [*groups.values(), trumps] if group]


def spoken_cards(cards: Sequence[Card]) -> str:
    """Cards as speech names them: :func:`~fanucci_desktop.words.cards_in_words`,
    but a trump said with "the", as the log says it, so that the Time (a
    trump) is never heard as a suit ("8 of Mazes and the Time")."""
    if not any(c.trump is not None for c in cards):
        return cards_in_words(cards)
    return listed([f"the {c.name}" if c.trump is not None else c.name for c in cards])


class Narrator:
    """The table's speech (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: The last log line told (by identity: the log keeps its newest lines only).
        self._last: LogLine | None = table.log.lines[-1] if table.log.lines else None
        self._said: object = None
        self._prompt = ""
        self._pointed: tuple = ()
        #: False where the scene showing the table says what happens on it
        #: itself (a replay says each step): the log and the prompt are not told then.
        self.tells_play = True
        #: Holds the AI's next move until the events before it are heard.
        self.pace = EarPace(lambda: self.speaker.unheard(), time.monotonic,
                            lambda: EAR_WAITS[table.app.settings.speech_wait])

    @property
    def speaker(self) -> Speaker:
        return self.table.app.speaker

    # The part -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Keeps nothing; an arrow pressed says the card pointed at again,
        even when the cursor stays (at the end of the hand)."""
        if act_for(event, ARROWS) is not None:
            self._pointed = ()
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def wake_in(self) -> float | None:
        """A short poll while the AI waits for the ear, else None."""
        return EAR_POLL_S if self.pace.holding else None

    def update(self, dt: float) -> None:
        """Tell the new log lines and the coach's news, then say the new
        message or prompt and the card pointed at."""
        lines = self.table.log.lines
        if not self.speaker.audible:
            self._last = lines[-1] if lines else None
            self._said = None
            return
        if not self.table.app.stack.top_said():
            return                      # the screen's title first; the news on the next frame
        news = self._new_lines(lines)
        if not self.tells_play:
            self._say_pointed()
            return
        for line in news:
            self.speaker.tell(line.text)
        coach = self.table.coach
        if coach is not None:
            self.speaker.tell(coach.news())
        said = self.table.line.said
        prompt = self.table.words.prompt()
        if said is not self._said and said[0] and said[0] == self.table.line.text:
            self.speaker.say(said[0])
        elif prompt != self._prompt and prompt != self.table.line.text and not (coach and coach.instructs):
            self.speaker.say(prompt)
        self._said, self._prompt = said, prompt
        self._say_pointed()

    def _new_lines(self, lines: list[LogLine]) -> list[LogLine]:
        """The lines after the last one told (none when it left the log: an undo, a restored log)."""
        start = len(lines)
        if self._last is None:
            start = 0
        else:
            for i in range(len(lines) - 1, -1, -1):
                if lines[i] is self._last:
                    start = i + 1
                    break
        self._last = lines[-1] if lines else None
        return lines[start:]

    def _say_pointed(self) -> None:
        """The card under the cursor (or the pointer) when it or its selection changed."""
        table = self.table
        sprite = table.hover_sprite
        hand = table.hand_sprites()
        pointed = (id(sprite), sprite in table.selected) if sprite is not None else ()
        if pointed != self._pointed and sprite is not None and sprite.card is not None and sprite in hand:
            place = f"{hand.index(sprite) + 1} of {len(hand)}"
            chosen = "selected" if sprite in table.selected else ""
            self.speaker.say(", ".join(p for p in (sprite.card.name, place, chosen) if p))
        self._pointed = pointed

    # The keys that ask ------------------------------------------------------------
    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """What each key that asks does (every table binds them all)."""
        return {Act.READ_HAND: lambda: self.answer(self.hand()),
                Act.READ_PILES: lambda: self.answer(self.piles()),
                Act.READ_MELDS: lambda: self.answer(self.melds()),
                Act.READ_TRICK: lambda: self.answer(self.trick()),
                Act.READ_SCORES: lambda: self.answer(self.scores()),
                Act.READ_TURN: lambda: self.answer(self.turn()),
                Act.READ_LOG: lambda: self.answer(self.recent()),
                Act.REPEAT: self.speaker.repeat_last}

    def answer(self, text: str) -> None:
        """Say ``text`` (speech off: a note that it is off)."""
        if self.speaker.audible:
            self.speaker.say(text)
        else:
            self.table.app.toast("Speech is off: F2 turns it on.")

    def hand(self) -> str:
        """The viewer's hand as the table groups it, and what is selected."""
        table = self.table
        if table.sight.viewer is None:
            return "No hand is yours at this table now."
        cards = [c for c in table.sight.view().get(f"hand:{table.sight.viewer}", []) if c is not None]
        if not cards:
            return "Your hand is empty."
        groups = "; ".join(f"{label}: {spoken_cards(group)}" if label else spoken_cards(group)
                           for label, group in table.words.spoken_groups(cards))
        picked = [s.card for s in table.selected if s.card is not None]
        chosen = f" Selected: {spoken_cards(picked)}." if picked else ""
        return f"Your hand, {count(len(cards), 'card')}. {groups}.{chosen}"

    def piles(self) -> str:
        """The face-up piles: a discard pile's top card, a tableau's or a column's cards."""
        view = self.table.sight.view()
        said = []
        for zone, name in PILE_ZONES:
            if zone not in view:
                continue
            cards = view[zone]
            shown = [c for c in cards if c is not None]
            if not cards:
                if zone in ALWAYS_THERE:
                    said.append(f"{name} is empty")
            elif zone in SQUARED and cards[-1] is not None:
                said.append(f"{name}: {cards[-1].name} on top, {count(len(cards), 'card')}")
            elif shown:
                said.append(f"{name}: {spoken_cards(shown)}")
            else:
                said.append(f"{name}: {count(len(cards), 'card')} face down")
        return ". ".join(said) + "." if said else "No cards are face up in the middle of the table."

    def melds(self) -> str:
        """Every meld on the table (and deadwood laid open)."""
        view = self.table.sight.view()
        melds = sorted((int(zone.split(":")[1]), cards) for zone, cards in view.items()
                       if zone.startswith("meld:") and cards)
        said = [f"Meld {i + 1}: {spoken_cards([c for c in cards if c is not None])}" for i, cards in melds]
        deadwood = [c for c in view.get("deadwood", []) if c is not None]
        if deadwood:
            said.append(f"Deadwood laid open: {spoken_cards(deadwood)}")
        return ". ".join(said) + "." if said else "No melds are on the table."

    def trick(self) -> str:
        """The cards of the trick being played."""
        view = self.table.sight.view()
        if "trick" not in view:
            return f"{self.table.info.name} has no tricks."
        cards = [c for c in view["trick"] if c is not None]
        return f"The trick so far: {spoken_cards(cards)}." if cards else "No card is in the trick yet."

    def scores(self) -> str:
        """Each seat's total in the match, then what the hand being played
        has counted so far (``TableWords.hand_so_far``)."""
        totals = self.table.match.totals
        names = [self.name(seat) for seat in range(len(totals))]
        match = ", ".join(f"{name} {count(points, 'point')}" for name, points in zip(names, totals))
        return f"Scores: {match}. {self.table.words.hand_so_far(names)}"

    def turn(self) -> str:
        """Whose turn it is and how many cards the stock holds."""
        table = self.table
        seat = table.match.current_player
        turn = "No one is to play." if seat is None else f"{whose(self.name(seat))} turn."
        view = table.sight.view()
        stock = next((zone for zone in STOCK_ZONES if zone in view), None)
        return turn if stock is None else f"{turn} {count(len(view[stock]), 'card')} in the stock."

    def recent(self) -> str:
        """The newest log lines, oldest first."""
        lines = self.table.log.texts()[-LOG_READ:]
        return " ".join(lines) if lines else "Nothing has happened yet."

    def name(self, seat: int) -> str:
        """A seat's name as the table says it ("You" to :attr:`.Sight.you`)."""
        return YOU if seat == self.table.sight.you else self.table.seats[seat].name
