"""The words the gin-family tables (Fan Rummy, Gin Rummy) share: the
prompt above the action bar (a message, how the hand ended, who is
deciding, or the game's own prompt for the viewer's turn), the lay-off
prompt, how a hand ended, button labels for the moves every gin-family
game has.

:class:`GinFamilyWords` is the part of each gin-family table that words
it (``table.words``); a game's words (``gin_rummy/words.py``,
``fan_rummy/words.py``) extend it with ``AI_DOING``, ``move_label``,
``logged_move``, ``turn_prompt``, ``dead_hand_words`` and ``knock_words``.
It reads only public facts, the viewer's own cards and ``view()``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ....engine.cards import Card
from ....engine.protocol import Move
from ....games.gin_melds.arrangement import best_arrangement
from ....games.gin_melds.melds import deadwood
from ....card_names import DISCARDED, MELDED, card_name
from ....words import YOU, shown_name
from ...controls import Act
from .. import generic
from ..parts.speech import runs
from ..parts.words import TableWords, waiting_words

if TYPE_CHECKING:
    from .shows import GinFamilyShows


class GinFamilyWords(TableWords):
    """What a gin-family table says (see the module docstring)."""

    #: What a player is deciding in each phase (shown while an AI thinks).
    AI_DOING: dict[str, str] = {}

    table: GinFamilyShows

    # What each game says in its own words ---------------------------------------------
    def spoken_groups(self, cards: list[Card]) -> list[tuple[str, list[Card]]]:
        """The hand read aloud in the order it is shown, in the groups of
        its best arrangement: each meld, and the deadwood (neighbours of one
        group together, :func:`.speech.runs`)."""
        melds, _ = best_arrangement(cards)
        keys: list[int] = []
        left = [list(meld) for meld in melds]
        for card in cards:
            home = next((i for i, meld in enumerate(left) if card in meld), len(left))
            if home < len(left):
                left[home].remove(card)
            keys.append(home)
        pgettext = self.table.app.language.pgettext
        deadwood_, meld = pgettext("a group of the hand", "Deadwood"), pgettext("a group of the hand", "Meld")
        return runs(cards, keys, lambda key: deadwood_ if key == len(melds) else meld)

    def hand_so_far(self, names: Sequence[str]) -> str:
        """A gin hand scores when it ends: what counts then is the deadwood,
        the viewer's said (its own hand, at its least)."""
        table = self.table
        language = table.app.language
        cards = [c for c in table.sight.view().get(f"hand:{table.sight.viewer}", []) if c is not None]
        said = language.gettext("This hand scores when it ends.")
        if cards and table.sight.viewer is not None:
            said += " " + language.gettext("Your deadwood now: {points}.", points=language.number(deadwood(cards)))
        return said

    def move_label(self, move: Move) -> str:
        """A button label for ``move``."""
        raise NotImplementedError

    def turn_prompt(self, state) -> str:
        """What the viewer, whose turn it is, can do now."""
        raise NotImplementedError

    def dead_hand_words(self, state) -> str:
        """Why the hand is dead."""
        raise NotImplementedError

    def knock_words(self, state, winner: int, tail: str) -> str:
        """How a knock ended the hand."""
        raise NotImplementedError

    # What the family says alike -------------------------------------------------------
    def prompt(self) -> str:
        """The line above the action bar: a message, how the hand ended, who
        is deciding, or on the viewer's turn the game's :meth:`turn_prompt`."""
        if self.table.line.text:
            return self.table.line.text
        state = self.table.sight.observation()
        if state is None:
            return ""
        if state.phase == "over":
            return self.hand_ending()
        seat = self.table.match.current_player
        if seat is None:
            return ""
        who = self.table.seats[seat]
        if not self.table.session.human_turn:
            return waiting_words(who, self.doing(state.phase), self.table.app.language)
        return self.turn_prompt(state)

    def doing(self, phase: str) -> str:
        """What a player is deciding in ``phase`` (shown while an AI thinks):
        the game's ``AI_DOING``, in the table's language."""
        doing = self.AI_DOING.get(phase)
        return self.table.app.language.gettext(doing) if doing else ""

    def layoff_prompt(self, card: Card | None, other: str) -> str:
        """The prompt while laying off on ``other``'s melds."""
        language = self.table.app.language
        gettext = language.gettext
        done = self.keyed(gettext("Done"), Act.PASS)
        if card is None:
            lay_off = self.keyed(gettext("lay it off"), Act.LAY_OFF)
            return gettext("{name} knocked: lay off your cards on their melds (choose a card, then click a meld or "
                           "{lay_off}), then {done}.", name=other, lay_off=lay_off, done=done)
        lay_off = self.keyed(gettext("Lay off {card}", card=card_name(card, MELDED, language)), Act.LAY_OFF)
        return gettext("{lay_off}, or click a meld. {done} when finished.", lay_off=lay_off, done=done)

    def hand_ending(self) -> str:
        """How the hand ended, in plain words (a dead hand and a knock in the
        game's words: :meth:`dead_hand_words`, :meth:`knock_words`)."""
        state = self.table.sight.observation()
        if state is None or state.ending is None:
            return ""
        if state.ending == "dead":
            return self.dead_hand_words(state)
        language = self.table.app.language
        scores = state.hand_scores
        winner = max((0, 1), key=lambda s: scores[s])
        tail = (language.gettext("{name}: +{points}.", name=shown_name(self.table.seats[winner].name, language),
                                 points=language.number(scores[winner])) if scores[winner]
                else language.gettext("Nobody scores."))
        if state.ending == "knock":
            return self.knock_words(state, winner, tail)
        out = self.table.seats[state.out_player].name
        if state.ending == "gin":
            return (language.gettext("You went gin! {points}", points=tail) if out == YOU else
                    language.gettext("{name} went gin! {points}", name=out, points=tail))
        return (language.gettext("You went big gin! {points}", points=tail) if out == YOU else
                language.gettext("{name} went big gin! {points}", name=out, points=tail))

    def card_move_label(self, move: Move, face_down: bool) -> str:
        """A button label for the moves every gin-family game has, in the
        table's language (the knock's and gin's discard said face down when
        ``face_down``)."""
        language = self.table.app.language
        gettext = language.gettext
        a = move.action
        if a == "done":
            return gettext("Done laying off")
        if a == "big-gin":
            return gettext("Big gin")
        if not move.cards:
            return generic.move_words(move, language)
        card = card_name(move.cards[0], DISCARDED, language)
        if a == "layoff":
            return gettext("Lay off {card} on meld {meld}", card=card_name(move.cards[0], MELDED, language),
                           meld=(move.index or 0) + 1)
        if a == "discard":
            return gettext("Discard {card}", card=card)
        if a == "knock":
            return (gettext("Knock, discarding {card} face down", card=card) if face_down else
                    gettext("Knock, discarding {card}", card=card))
        if a == "gin":
            return (gettext("Gin, discarding {card} face down", card=card) if face_down else
                    gettext("Gin, discarding {card}", card=card))
        return generic.move_words(move, language)
