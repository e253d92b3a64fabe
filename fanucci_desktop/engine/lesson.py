"""What a lesson is: a guided first hand of one game, as plain data.

Each game keeps its lesson in ``games/<game>/lesson.py`` (``LESSON``);
:mod:`fanucci_desktop.session.lesson` runs one over a match, and the table
shows it in a coach panel. A lesson is:

* a rigged deal (:attr:`Lesson.deal`: the game's own state, built from the
  hand's context, so the hand meets the game's key ideas);
* a script (:attr:`Lesson.steps`): the moves of the first part of the hand,
  in order, the learner's and the opponents' alike, each with the coach's
  words and what the coach points at;
* tips for the rest of the hand, played against easy AI (:attr:`Lesson.tips`).

Nothing here draws or knows a table: pointers name zones of the state
(``hand:0``, ``tableau``, ``meld:1``) and cards by their text form. The
coach's words (:attr:`LessonStep.say` and ``why``, :attr:`Tip.text`,
:attr:`Lesson.after`) are English messages, marked ``N_`` where each game
writes them; whoever shows or speaks them says them in the player's
language (the table's coach, :mod:`fanucci_desktop.ui.tables.parts.coach`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .protocol import HandContext, State


@dataclass(frozen=True)
class Pointer:
    """What the coach points at: a zone of the state, or one card in it
    (``card``: the card's text form; "" means the whole zone)."""

    zone: str
    card: str = ""


@dataclass(frozen=True)
class LessonStep:
    """One move of the script. ``seat`` plays ``move`` (its text form);
    ``say`` is what the coach says meanwhile (for the learner: what to do)
    and ``why`` the reason behind it; ``pointers`` ring what they speak of."""

    seat: int
    move: str
    say: str
    why: str = ""
    pointers: tuple[Pointer, ...] = ()


@dataclass(frozen=True)
class Tip:
    """A short piece of advice for the free part of the hand, shown on the
    learner's turn while a move whose action is ``action`` is legal."""

    action: str
    text: str


@dataclass(frozen=True)
class Lesson:
    """A guided first hand of ``game_id`` (see the module docstring).

    ``names[0]`` is the learner, the other seats are easy AIs; ``dealer``
    deals. ``deal`` makes the rigged hand from the match's context; the
    learner is seat 0. ``after`` is said when the script is over."""

    game_id: str
    names: tuple[str, ...]
    dealer: int
    deal: Callable[[HandContext], State]
    steps: tuple[LessonStep, ...]
    tips: tuple[Tip, ...]
    after: str
