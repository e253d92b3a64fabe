"""The words of the Trophy Case table: card names for people, moves in
plain words, and :class:`TrophyWords`, what the table says (its message
line and how a deal ended), the table's words part (``table.words``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence

from ....card_names import ALONE, DISCARDED, SUBJECT, SUITS, card_name, card_said
from ....engine.cards import Card
from ....i18n import N_, NP_, Language, said
from ....engine.protocol import Move
from ....words import YOU, engine_text
from ... import theme as th
from ...controls import Act
from ..frame.showing import Showing
from ..parts.speech import runs, seats_points, spoken_list
from ..parts.words import TableWords, waiting_words

if TYPE_CHECKING:
    from .facts import TrophyCaseShows


def move_words(move: Move, language: Language = Language()) -> str:
    """A move in plain words, in ``language``: ``Lead the 7 of Lamps``,
    ``Play Grue (trump)`` (a trump is named as a person is, without
    "the"), ``Fold``."""
    gettext = language.gettext
    if move.action == "fold":
        return gettext("Fold")
    if move.cards and move.action in ("lead", "play"):
        card = move.cards[0]
        if card.is_trump:
            name = card_name(card, ALONE, language)
            return (gettext("Lead {card} (trump)", card=name) if move.action == "lead" else
                    gettext("Play {card} (trump)", card=name))
        name = card_name(card, DISCARDED, language)
        return gettext("Lead {card}", card=name) if move.action == "lead" else gettext("Play {card}", card=name)
    return str(move).capitalize()


#: The log's sentences, for the person at the screen and for another seat.
LOGGED = {"lead": (N_("You led {card}."), N_("{name} led {card}.")),
          "play": (N_("You played {card}."), N_("{name} played {card}.")),
          "fold": (N_("You folded."), N_("{name} folded."))}
#: What the prompt asks for a card of the colour led.
PLAY_COLOUR = {"black": N_("Play a black card"), "red": N_("Play a red card"), "blue": N_("Play a blue card"),
               "yellow": N_("Play a yellow card"), "green": N_("Play a green card")}


#: The groups the hand is read in, by the cards' colour ("" for the trumps).
GROUPS = {"black": NP_("a group of the hand", "Black"), "red": NP_("a group of the hand", "Red"),
          "blue": NP_("a group of the hand", "Blue"), "yellow": NP_("a group of the hand", "Yellow"),
          "green": NP_("a group of the hand", "Green"), "": NP_("a group of the hand", "Trumps")}
#: What beats the high card of a suit, by the colour led ("" when no colour is led).
BEATS = {"": N_("a trump beats it, or a higher card of the led colour"),
         "black": N_("a trump beats it, or a higher card of the led colour (the led colour is black)"),
         "red": N_("a trump beats it, or a higher card of the led colour (the led colour is red)"),
         "blue": N_("a trump beats it, or a higher card of the led colour (the led colour is blue)"),
         "yellow": N_("a trump beats it, or a higher card of the led colour (the led colour is yellow)"),
         "green": N_("a trump beats it, or a higher card of the led colour (the led colour is green)")}


#: How a deal ended as the rules word it (``state.ENDINGS``, ``RAN_OUT``),
#: read back so that the table says it in the player's language: the seats
#: ("Seat 0", "Seat 0 and seat 2") and what happened.
ENDING = re.compile(r"^(?P<seats>[Ss]eat \d+(?:(?:, | and )seat \d+)*) (?P<what>ran out|reached|had only trumps)"
                    r"(?: (?P<target>\d+) points: the match is over\.| of cards: the deal is over\.| to lead and "
                    r"showed them: new deal\.)$")


class TrophyWords(TableWords):
    """What one Trophy Case table says."""

    table: TrophyCaseShows

    def hand_ending(self) -> str:
        """Why the deal ended, seats by name, and "you" to :attr:`.Sight.you`
        ("You ran out of cards: the deal is over.", "Ada ran out of ...")."""
        facts = self.table.facts()
        if facts is None:
            return ""
        names = [YOU if seat == self.table.sight.you else who.name
                 for seat, who in enumerate(self.table.seats)]
        language = self.table.app.language
        if facts.ending_text == "A player ran out of cards: the deal is over.":     # a state saved before seats were kept
            return language.gettext("A player ran out of cards: the deal is over.")
        found = ENDING.match(facts.ending_text)
        if found is None:
            return engine_text(facts.ending_text, names)
        seats = [names[int(n)] for n in re.findall(r"\d+", found["seats"]) if int(n) < len(names)]
        if not seats or len(seats) < len(re.findall(r"\d+", found["seats"])):
            return engine_text(facts.ending_text, names)
        alone = seats[0] if len(seats) == 1 else None
        listed_names = language.listed([language.pgettext("a seat in a list", "you") if name == YOU else name
                                        for name in seats])
        if found["what"] == "ran out":
            return (language.gettext("You ran out of cards: the deal is over.") if alone == YOU else
                    language.gettext("{name} ran out of cards: the deal is over.", name=alone) if alone else
                    language.gettext("{names} ran out of cards: the deal is over.", names=listed_names))
        if found["what"] == "had only trumps":
            return (language.gettext("You had only trumps to lead and showed them: new deal.") if alone == YOU else
                    language.gettext("{name} had only trumps to lead and showed them: new deal.", name=alone))
        target = int(found["target"])
        if alone == YOU:
            return language.ngettext("You reached {n} point: the match is over.",
                                     "You reached {n} points: the match is over.", target)
        if alone:
            return language.ngettext("{name} reached {n} point: the match is over.",
                                     "{name} reached {n} points: the match is over.", target, name=alone)
        return language.ngettext("{names} reached {n} point: the match is over.",
                                 "{names} reached {n} points: the match is over.", target, names=listed_names)

    def spoken_groups(self, cards: list[Card]) -> list[tuple[str, list[Card]]]:
        """The hand read aloud in its order by colour, as colour decides
        every play ("Red: 4 of Hearts and 9 of Books; Trumps: the Grue"),
        neighbours of one colour together (:func:`.speech.runs`)."""
        pgettext = self.table.app.language.pgettext
        return runs(cards, [str(c.color) if c.color is not None else "" for c in cards],
                    lambda key: pgettext(*GROUPS[str(key)]))

    def spoken_trick(self, names: Sequence[str], cards: Sequence[Card]) -> str:
        """Who played each card of the trick, who folded, who is high and
        what beats the high card, in the table's language ("The trick so
        far: Ada the 7 of Zurfs and you the 9 of Zurfs. Ben folded. You are
        high with the 9 of Zurfs: a trump beats it, or a higher blue card.")."""
        language = self.table.app.language
        gettext, pgettext = language.gettext, language.pgettext
        obs = self.table.sight.observation()
        if obs is None or not obs.trick:
            return gettext("No card is in the trick yet.")
        plays = spoken_list([
            pgettext("a play of the trick", "you {card}", card=card_name(c, SUBJECT, language)) if names[p] == YOU
            else pgettext("a play of the trick", "{name} {card}", name=names[p], card=card_name(c, SUBJECT, language))
            for p, c in zip(obs.trick_players, obs.trick)], language)
        said = gettext("The trick so far: {plays}.", plays=plays)
        folded = [names[p] for p in obs.folded]
        if folded == [YOU]:
            said += " " + gettext("You folded.")
        elif folded:
            you = pgettext("a seat in a list", "you")
            listed_names = spoken_list([you if name == YOU else name for name in folded], language)
            said += " " + gettext("{names} folded.", names=listed_names)
        if obs.high is not None:
            card = obs.trick[obs.high]
            if card.trump is not None:
                beats = gettext("a trump ends the trick")
            else:
                beats = gettext(BEATS.get(obs.led_colour or "", BEATS[""]))
            high = {"card": card_name(card, SUBJECT, language), "beats": beats}
            who = names[obs.trick_players[obs.high]]
            said += " " + (gettext("You are high with {card}: {beats}.", **high) if who == YOU else
                           gettext("{name} is high with {card}: {beats}.", name=who, **high))
        return said

    def hand_so_far(self, names: Sequence[str]) -> str:
        """This deal's trick points so far ("This deal so far: You 6
        points, Ada 9 points.")."""
        language = self.table.app.language
        obs = self.table.sight.observation()
        if obs is None:
            return language.gettext("No deal is under way.")
        return language.gettext("This deal so far: {points}.",
                                points=seats_points(language, names, obs.deal_points))

    def move_label(self, move: Move) -> str:
        return move_words(move, self.table.app.language)

    def logged_move(self, seat: int | None, move: Move) -> str:
        """The log's sentence for ``move``, kept translatable (a save keeps
        its English): "Ada led the 7 of Lamps.", "You folded."."""
        name: str = self.table.seats[seat].name if seat is not None else said(N_("The table"))
        you, other = LOGGED.get(move.action, (N_("You moved."), N_("{name} moved.")))
        names = {"card": card_said(move.cards[0], DISCARDED)} if move.cards else {}
        return said(you, **names) if name == YOU else said(other, name=name, **names)

    def prompt(self) -> str:
        return self.prompt_line()[0]

    def prompt_line(self) -> tuple[str, tuple[int, int, int]]:
        """The message line and its colour: what the player can do now, with
        the keys, in the table's language (each move with its key one
        placeholder of a whole message)."""
        k, language = self.keyed, self.table.app.language
        gettext = language.gettext
        facts = self.table.facts()
        if self.table.line.text:
            return self.table.line.text, self.table.line.color()
        if self.table.hold.holding:
            return gettext("{ending} The score is next: click or press a key.", ending=self.hand_ending()), th.TEXT
        if self.table.held is not None and self.table.held.winner is not None:
            taker = self.table.seats[self.table.held.winner].name
            return (gettext("You take the trick") if taker == YOU else
                    gettext("{name} takes the trick", name=taker)), th.TEXT
        seat = self.table.match.current_player
        if facts is None or seat is None:
            return self.hand_ending(), th.MUTED
        if not self.table.session.human_turn:
            who = self.table.seats[seat]
            return waiting_words(who, language=language), th.MUTED
        if self.table.selected and self.table.selected[0].card is not None:
            move = self.table.action_for(self.table.selected[0].card)
            reason = self.why_not(move)
            if reason:
                return reason, th.BAD
            return gettext("{move}: press the key or the button, or click the trick",
                           move=k(move_words(move, language), Act.PLAY)), th.TEXT
        if facts.phase == "lead":
            lead = k(gettext("lead it"), Act.PLAY)
            return gettext("Your lead: pick any suited card (not a trump), then {lead}", lead=lead), th.ACCENT
        trick = facts.trick
        fold_ok = Move("fold") in Showing.of(self.table).legal
        play_on, fold = k(gettext("play on"), Act.PLAY), k(gettext("fold"), Act.FOLD)
        if trick.high_player == seat:
            if fold_ok:
                return gettext("You hold the high card: {play} to stay in, or {fold}", play=play_on,
                               fold=fold), th.ACCENT
            return gettext("You hold the high card and the led suit: {play} (you cannot fold)",
                           play=play_on), th.ACCENT
        high = (card_name(trick.cards[trick.high], DISCARDED, language) if trick.high is not None
                else gettext("the high card"))
        if not self.table.legal_cards():
            return gettext("You cannot beat {card}: {fold}", card=high, fold=fold), th.ACCENT
        if fold_ok:
            beat = k(gettext("Beat {card}", card=high), Act.PLAY)
            return gettext("{beat}, or {fold}", beat=beat, fold=fold), th.ACCENT
        play = k(gettext(PLAY_COLOUR[trick.led_colour]) if trick.led_colour in PLAY_COLOUR else "", Act.PLAY)
        suit = language.pgettext(*SUITS[trick.suit_order[0]])
        return gettext("{play}: you hold {suit}, the led suit, so you cannot fold", play=play,
                       suit=suit), th.ACCENT

