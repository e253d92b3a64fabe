"""The words of the Trophy Case table: card names for people, moves in
plain words, and :class:`TrophyWords`, what the table says (its message
line and how a deal ended), the table's words part (``table.words``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence

from ....engine.cards import INFINITY, Card
from ....engine.protocol import Move
from ....words import YOU, count, engine_text, listed, named, says
from ... import theme as th
from ...controls import Act
from ..frame.showing import Showing
from ..parts.speech import runs
from ..parts.words import TableWords, waiting_words

if TYPE_CHECKING:
    from .facts import TrophyCaseShows


def card_name(card: Card) -> str:
    """``7 of Lamps``, ``∞ of Bugs``, ``Grue (trump)``."""
    if card.is_trump:
        return f"{card.trump} (trump)"
    rank = "∞" if card.rank == INFINITY else str(card.rank)
    return f"{rank} of {card.suit}"


def move_words(move: Move) -> str:
    """A move in plain words: ``Lead the 7 of Lamps``, ``Play Grue (trump)``
    (a trump is named as a person is, without "the"), ``Fold``."""
    if move.action == "fold":
        return "Fold"
    if move.cards:
        the = "" if move.cards[0].is_trump else "the "
        return f"{move.action.capitalize()} {the}{card_name(move.cards[0])}"
    return str(move).capitalize()


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
        return runs(cards, [str(c.color) if c.color is not None else "" for c in cards],
                    lambda key: str(key).capitalize() if key else "Trumps")

    def spoken_trick(self, names: Sequence[str], cards: Sequence[Card]) -> str:
        """Who played each card of the trick, who folded, who is high and
        what beats the high card ("The trick so far: Ada the 7 of Zurfs and
        you the 9 of Zurfs. Ben folded. You are high with the 9 of Zurfs: a
        trump beats it, or a higher blue card.")."""
        obs = self.table.sight.observation()
        if obs is None or not obs.trick:
            return "No card is in the trick yet."
        plays = listed([f"{named(names[p]) if i else names[p]} the {c.name}"
                        for i, (p, c) in enumerate(zip(obs.trick_players, obs.trick))])
        folded = f" {listed([names[p] for p in obs.folded])} folded." if obs.folded else ""
        high = ""
        if obs.high is not None:
            card = obs.trick[obs.high]
            who = names[obs.trick_players[obs.high]]
            colour = f" (the led colour is {obs.led_colour})" if obs.led_colour else ""
            beats = (f"a trump beats it, or a higher card of the led colour{colour}"
                     if card.trump is None else "a trump ends the trick")
            high = f" {says(who, 'is', 'are')} high with the {card.name}: {beats}."
        return f"The trick so far: {plays}.{folded}{high}"

    def hand_so_far(self, names: Sequence[str]) -> str:
        """This deal's trick points so far ("This deal so far: You 6
        points, Ada 9 points.")."""
        obs = self.table.sight.observation()
        if obs is None:
            return "No deal is under way."
        return "This deal so far: " + ", ".join(
            f"{name} {count(points, 'point')}" for name, points in zip(names, obs.deal_points)) + "."

    def move_label(self, move: Move) -> str:
        return move_words(move)

    def prompt(self) -> str:
        return self.prompt_line()[0]

    def prompt_line(self) -> tuple[str, tuple[int, int, int]]:
        """The message line and its colour: what the player can do now, with the keys."""
        k = self.keyed
        facts = self.table.facts()
        if self.table.line.text:
            return self.table.line.text, self.table.line.color()
        if self.table.hold.holding:
            return f"{self.hand_ending()} The score is next: click or press a key.", th.TEXT
        if self.table.held is not None and self.table.held.winner is not None:
            return f"{says(self.table.seats[self.table.held.winner].name, 'takes', 'take')} the trick", th.TEXT
        seat = self.table.match.current_player
        if facts is None or seat is None:
            return self.hand_ending(), th.MUTED
        if not self.table.session.human_turn:
            who = self.table.seats[seat]
            return waiting_words(who, language=self.table.app.language), th.MUTED
        if self.table.selected and self.table.selected[0].card is not None:
            move = self.table.action_for(self.table.selected[0].card)
            reason = self.why_not(move)
            if reason:
                return reason, th.BAD
            return (f"{k(move_words(move), Act.PLAY)}: press the key or the button, or click the trick",
                    th.TEXT)
        if facts.phase == "lead":
            return f"Your lead: pick any suited card (not a trump), then {k('lead it', Act.PLAY)}", th.ACCENT
        trick = facts.trick
        fold_ok = Move("fold") in Showing.of(self.table).legal
        if trick.high_player == seat:
            if fold_ok:
                return (f"You hold the high card: {k('play on', Act.PLAY)} to stay in, or "
                        f"{k('fold', Act.FOLD)}"), th.ACCENT
            return f"You hold the high card and the led suit: {k('play on', Act.PLAY)} (you cannot fold)", th.ACCENT
        high = card_name(trick.cards[trick.high]) if trick.high is not None else "the high card"
        if not self.table.legal_cards():
            return f"You cannot beat the {high}: {k('fold', Act.FOLD)}", th.ACCENT
        if fold_ok:
            return f"{k(f'Beat the {high}', Act.PLAY)}, or {k('fold', Act.FOLD)}", th.ACCENT
        return (f"{k(f'Play a {trick.led_colour} card', Act.PLAY)}: you hold {trick.suit_order[0]}, "
                f"the led suit, so you cannot fold"), th.ACCENT

