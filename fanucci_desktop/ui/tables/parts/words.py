"""What a table says: :class:`TableWords`, the words every table has and
the generic table's words (a game without a table package of its own).

A table holds its words as a part (``table.words``); a game's table gives
its own, a subclass in its ``words.py`` that says its moves, its prompt and
how its hands end in its own words. Every owner word ("you", "your",
"Ada's") is said to ``table.sight.you``, the seat the perspective says "you" to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ....engine.cards import Card
from ....engine.protocol import Move
from ....i18n import N_, Language, said
from ....session.seats import FRIEND, Seat
from ....words import engine_said
from ...controls import Act
from ..generic import logged_words, move_words
from .choice import distinct, without_choice
from .keycaps import device_words, move_act, with_key
from .speech import runs, spoken_cards, suit_key

if TYPE_CHECKING:
    from ..frame.showing import TableShows


def waiting_words(seat: Seat, about: str = "", language: Language = Language()) -> str:
    """The prompt while ``seat``, not the viewer, decides, the same in every
    game, in ``language``: the computer "is thinking" (``about`` what, where
    the game says, already in the language: "Ada is thinking about the
    knock card."), a friend online is waited for, and a person at this
    screen is handed the device."""
    if seat.is_computer:
        if about:
            return language.gettext("{name} is thinking about {about}.", name=seat.name, about=about)
        return language.gettext("{name} is thinking.", name=seat.name)
    if seat.kind == FRIEND:
        return language.gettext("Waiting for {name} to play.", name=seat.name)
    return language.gettext("Pass the device on.")


class TableWords:
    """Everything one table says in words."""

    def __init__(self, table: TableShows) -> None:
        self.table = table

    def prompt(self) -> str:
        """The line above the action bar: a message, who is deciding, or what the viewer may do."""
        seat = self.table.match.current_player
        if self.table.line.text:
            return self.table.line.text
        if seat is None:
            return ""
        if not self.table.session.human_turn:
            return waiting_words(self.table.seats[seat], language=self.table.app.language)
        gettext = self.table.app.language.gettext
        if self.table.selected and not self.table.buttons.widgets:
            return gettext("No move uses exactly these cards")
        if not self.table.selected and not self.table.buttons.widgets:
            return gettext("Your turn: pick cards for your move (Left/Right and Space, or click them)")
        moves = distinct(self.table.candidate_moves()[:5])
        keyed = [self.keyed(self.log_label(without_choice(m)), act) for m in moves
                 if (act := move_act(self.table, m)) is not None]
        if not keyed:
            return gettext("Your turn")
        offered = self.table.app.language.alternatives(keyed)
        if not self.table.selected and any(m.cards for m in self.table.legal):
            return gettext("Your turn: {moves}, or pick cards for another move (Left/Right and Space, or click them)",
                           moves=offered)
        return gettext("Your turn: {moves}", moves=offered)

    def hand_so_far(self, names: Sequence[str]) -> str:
        """What the hand being played has counted so far, as the scores key
        says it after the match's totals, in the table's language
        (``names``: each seat as the table says it, "You" to the viewer). By
        default: nothing counts before the hand ends."""
        return self.table.app.language.gettext("This hand scores when it ends.")

    def spoken_trick(self, names: Sequence[str], cards: Sequence[Card]) -> str:
        """The trick being played as the trick key says it, in the table's
        language (``cards``: its face-up cards, ``names``: the seats as the
        table says them); by default its cards (a game with tricks says who
        played each)."""
        language = self.table.app.language
        return (language.gettext("The trick so far: {cards}.", cards=spoken_cards(cards, language)) if cards
                else language.gettext("No card is in the trick yet."))

    def spoken_groups(self, cards: list[Card]) -> list[tuple[str, list[Card]]]:
        """The viewer's hand as speech reads it and the group keys move
        through it: ``cards`` (the hand as shown) cut into groups of
        neighbours (:func:`.speech.runs`), each labelled ("" for none); by
        default by suit, unlabelled (its cards name the suit)."""
        return runs(cards, [suit_key(c) for c in cards], lambda key: "")

    def shown_prompt(self) -> str:
        """The prompt as drawn and said: :meth:`prompt` in the words of the
        device in hand, its keys and its clicks named as the device names
        them (:func:`.keycaps.device_words`); speech says it when
        :meth:`prompt` changes (a device taken up says nothing new)."""
        return device_words(self.table, self.prompt())

    def keyed(self, words: str, act: Act) -> str:
        """A move inside a prompt with the key that plays it, in the one
        form of every table: "draw from the stock (D)" (:func:`.keycaps.with_key`)."""
        return with_key(self.table, words, act)

    def move_label(self, move: Move) -> str:
        """A button label for ``move``, in words, in the table's language."""
        return move_words(move, self.table.app.language)

    def log_label(self, move: Move) -> str:
        """``move`` in words inside a sentence, for the hint and undo
        ("Hint: discard the 7 of Hearts"): lowercase, cards named with "the"
        (a button's label may be shorter)."""
        return self.table.app.language.inside_sentence(self.move_label(move))

    def hand_ending(self) -> str:
        """How the last hand ended, a sentence for its summary ("" unsaid)."""
        return ""

    def logged_move(self, seat: int | None, move: Move) -> str:
        """The log's sentence for ``move`` before ``seat`` plays it ("Ada discarded
        the 7 of Hearts."), kept translatable (:func:`.generic.logged_words`),
        or "" when the table logs its events; never names a hidden card."""
        name: str = self.table.seats[seat].name if seat is not None else said(N_("The table"))
        return logged_words(name, move)

    def why_not(self, move: Move) -> str | None:
        """Why the rules refuse ``move`` now, in the table's words
        (:meth:`engine_words`); None when it may be played."""
        state = self.table.match.state
        reason = said(N_("No hand is being played.")) if state is None else state.why_illegal(move)
        return None if reason is None else self.engine_words(reason)

    def engine_words(self, text: str) -> str:
        """A text of the rules as this table says it, in its language
        (:func:`~fanucci_desktop.words.engine_said`)."""
        return engine_said(text, [s.name for s in self.table.seats], self.table.app.language)
