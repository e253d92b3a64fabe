"""Running a lesson (:mod:`fanucci_desktop.engine.lesson`) over a match,
without pygame.

:func:`lesson_match` starts the match of a lesson: one hand, rigged, that
never ends the match (so it never counts in the statistics and never
touches the autosave of a real match). A :class:`Guide` follows that match:
the script step due now is the one numbered by the moves played so far, so
it is always what the position says. The session asks the guide to refuse a
learner's different legal move (:meth:`Guide.refusal`) and for the
opponents' scripted replies (:meth:`Guide.scripted`); the table's coach
panel shows :meth:`Guide.words` and rings :meth:`Guide.pointers`. The
guide's words are English messages (the lesson's, and its own marked
``N_``), said in the player's language by the coach that shows them.
"""

from __future__ import annotations

import random
import threading
from typing import Sequence

from ..ai.players import Player
from ..engine.lesson import Lesson, LessonStep, Pointer
from ..engine.match import Match
from ..engine.protocol import HandContext, Move, Observation
from ..games import RECORDS, get_game
from ..i18n import N_, Message, said
from .seats import Seat

#: Every game's lesson, by game id, in menu order (from the games' records).
LESSONS: dict[str, Lesson] = {r.info.id: r.lesson for r in RECORDS if r.lesson is not None}
#: The seed of every lesson's match (its deal is rigged; the seed only feeds the AI).
LESSON_SEED = 1


class LessonMatch(Match):
    """The match of a lesson: its one hand never ends the match, so there
    is no winner, nothing for the statistics and no save to clear."""

    @property
    def is_over(self) -> bool:
        return False


def lesson_seats(lesson: Lesson) -> list[Seat]:
    """The learner in seat 0, easy AIs in the others."""
    return [Seat(lesson.names[0])] + [Seat(name, "easy") for name in lesson.names[1:]]


def lesson_match(lesson: Lesson) -> LessonMatch:
    """The match of ``lesson``, its rigged hand dealt."""
    match = LessonMatch(get_game(lesson.game_id), len(lesson.names), LESSON_SEED,
                        first_dealer=lesson.dealer)
    match.deal()
    record = match.hands[-1]
    match.state = lesson.deal(HandContext(match.num_players, record.dealer, record.number, record.seed,
                                          dict(match.options), tuple(match.totals)))
    return match


class Scripted(Player):
    """An opponent's scripted reply, played through the usual AI seam."""

    level = "script"

    def __init__(self, move: Move) -> None:
        self.move = move

    def decide(self, observation: Observation, legal_moves: Sequence[Move],
               rng: random.Random, stop: threading.Event | None = None) -> Move:
        return self.move


class Guide:
    """Follows ``match`` through ``lesson`` (see the module docstring)."""

    def __init__(self, lesson: Lesson, match: Match) -> None:
        self.lesson = lesson
        self.match = match
        #: The coach's last gentle refusal, shown until the next move ("" none):
        #: a message, said in the player's language where it is shown.
        self.refused: Message | str = ""

    @property
    def index(self) -> int:
        """The number of moves played in the lesson's hand."""
        hands = self.match.hands
        return len(hands[0].moves) if len(hands) == 1 else len(self.lesson.steps) + 1

    def step(self) -> LessonStep | None:
        """The script step due now (None once the script is over)."""
        i = self.index
        return self.lesson.steps[i] if i < len(self.lesson.steps) else None

    @property
    def scripted_part(self) -> bool:
        """True while the script goes on."""
        return self.step() is not None

    @property
    def finished(self) -> bool:
        """True once the lesson's hand is over."""
        state = self.match.state
        return state is not None and state.is_over

    def expected(self) -> Move | None:
        """The move the script plays now, read from its text form."""
        step = self.step()
        return None if step is None else self.match.game.parse_move(step.move)

    def learner_step(self) -> LessonStep | None:
        """The step due now when it is the learner's move."""
        step = self.step()
        return step if step is not None and step.seat == 0 else None

    def refusal(self, seat: int | None, move: Move) -> Message | None:
        """Why the coach holds back ``move`` of ``seat``: a legal move of the
        learner that is not the script's, said with the step's words, as a
        message (None: play it)."""
        step = self.learner_step()
        if step is None or seat != 0 or str(move) == step.move or move not in self.match.legal_moves():
            return None
        self.refused = said(N_("You may do that in a real game, but this lesson goes another way. {step}"),
                            step=said(step.say))
        return self.refused

    def scripted(self, seat: int) -> Move | None:
        """The scripted reply of opponent ``seat`` now (None: the AI decides)."""
        step = self.step()
        if step is None or step.seat != seat or seat == 0:
            return None
        return self.expected()

    def played(self) -> None:
        """A move was played: the last refusal no longer applies."""
        self.refused = ""

    def words(self) -> tuple[str, str]:
        """What the coach says now: a line to act on, and the reason (or a
        tip; "" none), in English: each a message."""
        if self.finished:
            return (N_("The hand is over."), N_("Read how it scored, then go back to the menu or play "
                                                "the lesson again."))
        step = self.step()
        if step is not None:
            return step.say, step.why
        return self.lesson.after, self.tip()

    def tip(self) -> str:
        """A tip for the learner's free play: one whose action is legal now,
        turning over from move to move; "" when none fits."""
        if self.match.current_player != 0:
            return ""
        actions = {m.action for m in self.match.legal_moves()}
        fitting = [t.text for t in self.lesson.tips if t.action in actions]
        return fitting[self.index % len(fitting)] if fitting else ""

    def pointers(self) -> tuple[Pointer, ...]:
        """What the coach rings now."""
        step = self.step()
        return () if step is None or self.finished else step.pointers
