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
  the hand ("3 of 10") and whether it is selected, after the name of its
  group when it comes into a named one ("Red: 4 of Hearts, 3 of 10"); a card
  selected says what else stays selected ("selected, with the 5 of Hearts")
  or what it put out ("selected instead of the 5 of Hearts").

It answers the keys that ask (:data:`~fanucci_desktop.ui.controls.ASK`):
your hand in its order, grouped as the table groups it (``TableWords.spoken_groups``), the
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
from collections import Counter
from typing import TYPE_CHECKING, Callable, Hashable, Sequence

import pygame

from ....card_names import ALONE, SUBJECT, card_name
from ....engine.cards import Card
from ....games import calls_hands_deals
from ....i18n import N_, NN_, SOURCE, Language
from ....session.log import LogLine
from ....session.pace import EAR_WAITS, EarPace
from ....words import YOU, card_move, cards_in_words, listed
from ...controls import Act, act_for
from .keycaps import device_words

if TYPE_CHECKING:
    from ....speech import Speaker
    from ..base import Table

#: The keys that move the cursor: pressed, the card pointed at is said again.
ARROWS = (Act.LEFT, Act.RIGHT, Act.GROUP_LEFT, Act.GROUP_RIGHT)
#: How many log lines the log key reads (the newest).
LOG_READ = 5
#: How often a table waiting for the ear looks again (seconds).
EAR_POLL_S = 0.1

#: The face-up zones the pile key reads, in order, and how each is named.
PILE_ZONES: tuple[tuple[str, str], ...] = (
    ("discard", N_("The discard pile")), ("tableau", N_("The tableau")), ("column:0", N_("Column 1")),
    ("column:1", N_("Column 2")), ("knock", N_("The knock card")), ("knock_discard", N_("The knock discard")))
#: Piles named even when empty (the others only while they hold cards), and
#: what is said of each then.
ALWAYS_THERE = {"discard": N_("The discard pile is empty"), "tableau": N_("The tableau is empty")}
#: Zones that are piles: only their top card is read.
SQUARED = frozenset({"discard"})
#: Zones taken from one end only (a Fan Rummy column: its outer card, the
#: last): read from that end in, the end named, and the column's number.
OPEN_END = {"column:0": 1, "column:1": 2}
#: The zones the stock may be called by.
STOCK_ZONES = ("stock", "draw")


def runs(cards: Sequence[Card], keys: Sequence[Hashable],
         label: Callable[[Hashable], str]) -> list[tuple[str, list[Card]]]:
    """``cards`` (the hand as shown) cut into groups of neighbours whose
    ``keys`` (one for each card) are the same, in their order, each named
    ``label(key)``: the groups speech reads and the group keys move through
    always follow the hand's own order, so the cursor meets the cards in
    the order the hand key reads them."""
    out: list[tuple[Hashable, list[Card]]] = []
    for card, key in zip(cards, keys):
        if out and out[-1][0] == key:
            out[-1][1].append(card)
        else:
            out.append((key, [card]))
    return [(label(key), group) for key, group in out]


def suit_key(card: Card) -> str:
    """A card's suit as a group's key ("" for the trumps: they group together)."""
    return "" if card.trump is not None else str(card.suit)


def spoken_list(items: Sequence[str], language: Language = Language()) -> str:
    """``items`` in one list as speech says it in ``language``: English as
    the log lists ("a, b and c", :func:`~fanucci_desktop.words.listed`),
    another language as it lists (:meth:`~fanucci_desktop.i18n.Language.listed`)."""
    return listed(items) if language.code == SOURCE else language.listed(items)


def spoken_cards(cards: Sequence[Card], language: Language = Language()) -> str:
    """Cards as speech names them, in ``language``. English says them as
    :func:`~fanucci_desktop.words.cards_in_words` does, but a trump with
    "the", as the log says it, so that the Time (a trump) is never heard as
    a suit ("8 of Mazes and the Time"); another language names each card
    standing alone, in its list ("A, B i C")."""
    if language.code != SOURCE:
        return spoken_list([card_name(c, ALONE, language) for c in cards], language)
    if not any(c.trump is not None for c in cards):
        return cards_in_words(cards)
    return listed([f"the {c.name}" if c.trump is not None else c.name for c in cards])


def the_cards(cards: Sequence[Card], language: Language = Language()) -> str:
    """Cards inside a sentence, in ``language``: in English
    :func:`spoken_cards` after "the" ("the 5 and 6 of Hearts"; a trump
    alone is named as it is, "the Grue"); in another language as
    :func:`spoken_cards` names them (its sentence says them as a list)."""
    said = spoken_cards(cards, language)
    return said if language.code != SOURCE or said.startswith("the ") else f"the {said}"


def seats_counted(language: Language, names: Sequence[str], counts: Sequence[int],
                  you: tuple[str, str], other: tuple[str, str]) -> str:
    """Each seat's count in one list, in ``language``: ``names`` (the seats
    as the table says them, "You" to the viewer) each with its count, said
    by the plural message ``you`` (singular, plural, marked ``NN_``) for
    "You" and ``other`` for another seat: "You 12 points, Ada 30 points"."""
    return ", ".join(language.ngettext(*you, n) if name == YOU else language.ngettext(*other, n, name=name)
                     for name, n in zip(names, counts))


def seats_points(language: Language, names: Sequence[str], points: Sequence[int]) -> str:
    """Each seat's points in one list (:func:`seats_counted`): "You 12 points, Ada 30 points"."""
    return seats_counted(language, names, points, NN_("You {n} point", "You {n} points"),
                         NN_("{name} {n} point", "{name} {n} points"))


class Narrator:
    """The table's speech (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: The last log line told (by identity: the log keeps its newest lines only).
        self._last: LogLine | None = table.log.lines[-1] if table.log.lines else None
        self._said: object = None
        self._prompt = ""
        self._pointed: tuple = ()
        #: The group of the card last said under the cursor (its label).
        self._group = ""
        #: The cards selected when the card under the cursor was last said.
        self._chosen: list[Card] = []
        #: The hand of the seat the table says "you" to, as the view shows it,
        #: when the log was last told (None: not known yet).
        self._hand: tuple[int | None, list[Card]] | None = None
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
            self._said, self._hand = None, None
            return
        if not self.table.app.stack.top_said():
            return                      # the screen's title first; the news on the next frame
        news = self._new_lines(lines)
        if not self.tells_play:
            self._say_pointed()
            return
        language = self.table.app.language
        for line in news:
            self.speaker.tell(language.said(line.text))
        for line in self._came(news):
            self.speaker.tell(line)
        coach = self.table.coach
        if coach is not None:
            self.speaker.tell(coach.news())
        said = self.table.line.said
        prompt = self.table.words.prompt()
        if said is not self._said and said[0] and said[0] == self.table.line.text:
            self.speaker.say(device_words(self.table, said[0]))
        elif prompt != self._prompt and prompt != self.table.line.text and not (coach and coach.instructs):
            self.speaker.say(self.table.words.shown_prompt())
        self._said, self._prompt = said, prompt
        self._say_pointed()

    def _came(self, news: list[LogLine]) -> list[str]:
        """What the seat the table says "you" to hears of cards just come to
        its hand, when the newest line is that seat's and its hand, as the
        view shows it, grew: the card drawn, named to it alone when no line
        named it ("You drew the 4 of Hearts.": a draw from the stock, never
        a face-up take), and that the hand was sorted again when the cards
        it held before now stand in another order. The view hides every
        other hand, so no other seat's card is ever named."""
        table = self.table
        you = table.sight.you
        shown = table.sight.view().get(f"hand:{you}", []) if you is not None else []
        cards = [c for c in shown if c is not None]
        before, self._hand = self._hand, (you, cards)
        if (you is None or before is None or before[0] != you or not before[1] or not news
                or news[-1].seat != you):
            return []
        gained = Counter(cards) - Counter(before[1])
        if not gained or Counter(before[1]) - Counter(cards):
            return []
        said = []
        language = table.app.language
        card = next(iter(gained))
        if sum(gained.values()) == 1 and not any(card.name in line.text for line in news):
            said.append(card_move("draw", YOU, [card], language))
        left = Counter(before[1])
        kept = []
        for c in cards:
            if left[c] > 0:
                left[c] -= 1
                kept.append(c)
        if kept != before[1]:
            said.append(language.gettext("Your hand was sorted again (R reads it in its new order)."))
        return said

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
        chosen = [s.card for s in table.selected if s.card is not None]
        if pointed != self._pointed and sprite is not None and sprite.card is not None and sprite in hand:
            at = hand.index(sprite)
            group = self.group_at(hand, at)
            said = self.place(sprite.card, at + 1, len(hand), pointed[1], chosen)
            if group and group != self._group:
                said = table.app.language.gettext("{group}: {card}", group=group, card=said)
            self._group = group
            self.speaker.say(said)
        self._pointed = pointed
        self._chosen = chosen

    def group_at(self, hand: list, index: int) -> str:
        """The label of the group (``TableWords.spoken_groups``) the card at
        ``index`` of ``hand`` (the hand's sprites) is in ("" for none)."""
        at = 0
        for label, group in self.table.words.spoken_groups([s.card for s in hand if s.card is not None]):
            at += len(group)
            if index < at:
                return label
        return ""

    def place(self, card: Card, at: int, of: int, selected: bool, chosen: list[Card]) -> str:
        """A card under the cursor, in the table's language: its name and
        its place in the hand ("4 of Hearts, 3 of 10"), and whether it is
        selected; when it was selected just now, what else stays selected
        with it ("..., selected, with the 5 of Hearts") or what it put out
        ("..., selected instead of the 5 of Hearts")."""
        language = self.table.app.language
        names = {"card": card_name(card, ALONE, language), "at": at, "of": of}
        if not selected:
            return language.gettext("{card}, {at} of {of}", **names)
        before = Counter(self._chosen)
        out = list((before - Counter(chosen)).elements())
        kept = list((Counter(chosen) & before).elements())
        if Counter(chosen) != before and out:
            return language.gettext("{card}, {at} of {of}, selected instead of {cards}",
                                    cards=the_cards(out, language), **names)
        if Counter(chosen) != before and kept:
            return language.gettext("{card}, {at} of {of}, selected, with {cards}",
                                    cards=the_cards(kept, language), **names)
        return language.gettext("{card}, {at} of {of}, selected", **names)

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
            self.table.app.toast(self.table.app.language.gettext("Speech is off: F2 turns it on."))

    def hand(self) -> str:
        """The viewer's hand as the table groups it, and what is selected."""
        table = self.table
        language = table.app.language
        gettext = language.gettext
        if table.sight.viewer is None:
            return gettext("No hand is yours at this table now.")
        cards = [c for c in table.sight.view().get(f"hand:{table.sight.viewer}", []) if c is not None]
        if not cards:
            return gettext("Your hand is empty.")
        groups = "; ".join(gettext("{group}: {cards}", group=label, cards=spoken_cards(group, language))
                           if label else spoken_cards(group, language)
                           for label, group in table.words.spoken_groups(cards))
        said = language.ngettext("Your hand, {n} card. {groups}.", "Your hand, {n} cards. {groups}.",
                                 len(cards), groups=groups)
        picked = [s.card for s in table.selected if s.card is not None]
        if picked:
            said += " " + gettext("Selected: {cards}.", cards=spoken_cards(picked, language))
        return said

    def piles(self) -> str:
        """The face-up piles: a discard pile's top card, a tableau's cards, a
        column's from its outer card (the one that may be taken) in."""
        language = self.table.app.language
        gettext, ngettext = language.gettext, language.ngettext
        view = self.table.sight.view()
        said = []
        for zone, name in PILE_ZONES:
            if zone not in view:
                continue
            cards = view[zone]
            shown = [c for c in cards if c is not None]
            if not cards:
                if zone in ALWAYS_THERE:
                    said.append(gettext(ALWAYS_THERE[zone]))
            elif zone in SQUARED and cards[-1] is not None:
                said.append(ngettext("{pile}: {card} on top, {n} card", "{pile}: {card} on top, {n} cards",
                                     len(cards), pile=gettext(name), card=card_name(cards[-1], ALONE, language)))
            elif zone in OPEN_END and cards[-1] is not None:
                inner = [card_name(c, ALONE, language) for c in reversed(cards[:-1]) if c is not None]
                names = {"column": OPEN_END[zone], "card": card_name(cards[-1], SUBJECT, language),
                         "under": spoken_list(inner, language)}
                said.append(ngettext("Column {column}, {n} card: the outer card, the one that may be taken, is "
                                     "{card}; under it, going in, {under}",
                                     "Column {column}, {n} cards: the outer card, the one that may be taken, is "
                                     "{card}; under it, going in, {under}", len(cards), **names) if inner else
                            ngettext("Column {column}, {n} card: the outer card, the one that may be taken, is "
                                     "{card}",
                                     "Column {column}, {n} cards: the outer card, the one that may be taken, is "
                                     "{card}", len(cards), **names))
            elif shown:
                said.append(gettext("{pile}: {cards}", pile=gettext(name), cards=spoken_cards(shown, language)))
            else:
                said.append(ngettext("{pile}: {n} card face down", "{pile}: {n} cards face down", len(cards),
                                     pile=gettext(name)))
        return (". ".join(said) + "." if said else
                gettext("No cards are face up in the middle of the table."))

    def melds(self) -> str:
        """Every meld on the table (and deadwood laid open)."""
        language = self.table.app.language
        gettext = language.gettext
        view = self.table.sight.view()
        melds = sorted((int(zone.split(":")[1]), cards) for zone, cards in view.items()
                       if zone.startswith("meld:") and cards)
        said = [gettext("Meld {number}: {cards}", number=i + 1,
                        cards=spoken_cards([c for c in cards if c is not None], language)) for i, cards in melds]
        deadwood = [c for c in view.get("deadwood", []) if c is not None]
        if deadwood:
            said.append(gettext("Deadwood laid open: {cards}", cards=spoken_cards(deadwood, language)))
        return ". ".join(said) + "." if said else gettext("No melds are on the table.")

    def trick(self) -> str:
        """The cards of the trick being played."""
        view = self.table.sight.view()
        if "trick" not in view:
            return self.table.app.language.gettext("{game} has no tricks.", game=self.table.info.name)
        cards = [c for c in view["trick"] if c is not None]
        names = [self.name(seat) for seat in range(self.table.match.num_players)]
        return self.table.words.spoken_trick(names, cards)

    def scores(self) -> str:
        """Each seat's total in the match (:meth:`totals`), then what the
        hand being played has counted so far (``TableWords.hand_so_far``)."""
        names = [self.name(seat) for seat in range(self.table.match.num_players)]
        return f"{self.totals()} {self.table.words.hand_so_far(names)}"

    def totals(self) -> str:
        """Each seat's total in the match: "Scores: You 12 points, Ada 30 points."."""
        language = self.table.app.language
        names = [self.name(seat) for seat in range(self.table.match.num_players)]
        return language.gettext("Scores: {scores}.", scores=seats_points(language, names, self.table.match.totals))

    def turn(self) -> str:
        """Whose turn it is and how many cards the stock holds."""
        table = self.table
        language = table.app.language
        seat = table.match.current_player
        turn = (language.gettext("No one is to play.") if seat is None else
                language.gettext("Your turn.") if self.name(seat) == YOU else
                language.gettext("{name}'s turn.", name=self.name(seat)))
        view = table.sight.view()
        stock = next((zone for zone in STOCK_ZONES if zone in view), None)
        if stock is None:
            return turn
        return f"{turn} " + language.ngettext("{n} card in the stock.", "{n} cards in the stock.", len(view[stock]))

    def where(self) -> str:
        """Where the player is, for one coming back to the table (from the
        pause menu): the game, the hand, whose turn, and what they may do."""
        table = self.table
        gettext = table.app.language.gettext
        names = {"game": table.info.name, "number": len(table.match.hands)}
        back = (gettext("Back at the table: {game}, deal {number}.", **names) if calls_hands_deals(table.game_id)
                else gettext("Back at the table: {game}, hand {number}.", **names))
        return f"{back} {self.turn()} {table.words.shown_prompt()}"

    def recent(self) -> str:
        """The newest log lines, oldest first."""
        language = self.table.app.language
        lines = [language.said(text) for text in self.table.log.texts()[-LOG_READ:]]
        return " ".join(lines) if lines else language.gettext("Nothing has happened yet.")

    def name(self, seat: int) -> str:
        """A seat's name as the table says it ("You" to :attr:`.Sight.you`)."""
        return YOU if seat == self.table.sight.you else self.table.seats[seat].name
