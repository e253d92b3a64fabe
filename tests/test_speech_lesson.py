"""A lesson of every game, by ear: the coach's words are told at the table
(after the moves that led to them, and standing for the prompt while they
say what to do), and a blind learner who hears only the transcript takes
the lesson from the menu to its summary by keys alone: it opens the lesson
by the Learn button it hears, presses W where the coach says W shows how,
and plays the free part of the hand as :class:`ear_kit.BlindPlayer` does.

The harness watches the coach's panel (``Guide.words``) to know what the
coach showed, and checks every line of it reached the transcript in order."""

from __future__ import annotations

from typing import Callable

import pygame
import pytest

from ear_kit import BlindPlayer, Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import get_game
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.speech import one_line
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.ui.tables.parts.coach import SHOW_ME_SAID as SHOW_ME_WORDS

#: What the coach adds to a line to act on, with the keys in hand.
SHOW_ME_SAID = SHOW_ME_WORDS.format(key="W")

#: The most turns-that-found-no-move a lesson may take before the test gives up.
STUCK = 40


def coach_lines(shown: list[tuple[str, str]]) -> list[str]:
    """The coach's words as the panel showed them, each line once when it changed."""
    lines: list[str] = []
    before = ("", "")
    for say, why in shown:
        lines += [text for text, old in ((say, before[0]), (why, before[1])) if text and text != old]
        before = (say, why)
    return lines


def said_in_order(lines: list[str], transcript: str) -> list[str]:
    """The lines of ``lines`` not found in ``transcript`` after the one before them."""
    missing, at = [], 0
    for line in lines:
        found = transcript.find(one_line(line), at)
        if found < 0:
            missing.append(line)
        else:
            at = found + len(one_line(line))
    return missing


def open_lesson(ear: Ear, name: str) -> Table:
    """From the menu: Tab until the Learn button of ``name`` is heard, then Enter."""
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    for _ in range(40):
        dr.until_presses_count(ear.app)
        if ear.press(pygame.K_TAB) == [f"Learn {name}, button"]:
            break
    else:
        raise AssertionError(f"no Learn button for {name} was heard")
    dr.until_presses_count(ear.app)
    ear.press(pygame.K_RETURN)
    table = ear.app.stack.top
    assert isinstance(table, Table) and table.coach is not None
    return table


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_blind_learner_takes_the_lesson_to_its_end_and_hears_every_coach_line(tmp_path, game_id):
    lesson = LESSONS[game_id]
    ear = Ear(tmp_path)
    try:
        table = open_lesson(ear, get_game(game_id).info.name)
        ear.table = table
        guide = table.coach.guide
        shown: list[tuple[str, str]] = []

        def run(frames: int) -> None:
            for _ in range(frames):
                if table.session.thinking:
                    table.session.decider.settle(timeout=10.0)
                ear.app.frame(dr.FRAME_S, (), draw=False)
                if ear.app.stack.top is table:
                    shown.append(guide.words())

        player = BlindPlayer(ear, lesson.names[0], run, controls.lesson_help(game_id))
        stuck = 0
        for _ in range(3_000):
            if isinstance(ear.app.stack.top, (HandSummary, GameOver)):
                break
            run(3)
            ear.new_lines()
            heard = ear.transcript.read_text(encoding="utf-8").splitlines()
            if last(heard, lambda line: line.endswith(SHOW_ME_SAID)) > last(heard, player.made_move):           # the coach says what to do, and how W shows it
                if player.my_turn() and not player.tried("w"):
                    stuck += 1
            elif player.turn() is False:
                stuck += 1
            assert stuck < STUCK, (game_id, ear.transcript.read_text(encoding="utf-8").splitlines()[-30:])
        else:
            raise AssertionError("the lesson never ended")
        assert isinstance(ear.app.stack.top, (HandSummary, GameOver))
        assert guide.finished and player.moves > len([s for s in lesson.steps if s.seat == 0])

        transcript = ear.transcript.read_text(encoding="utf-8")
        script = [text for step in lesson.steps for text in (step.say, step.why) if text]
        assert said_in_order(script + [lesson.after, "The hand is over."], transcript) == []
        assert said_in_order(coach_lines(shown), transcript) == []
    finally:
        ear.close()


def last(lines: list[str], heard: Callable[[str], bool]) -> int:
    """The index of the last line ``heard`` is true of (-1: none)."""
    return max((i for i, line in enumerate(lines) if heard(line)), default=-1)


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_coach_line_that_says_what_to_do_stands_for_the_prompt(tmp_path, game_id):
    ear = Ear(tmp_path)
    try:
        table = open_lesson(ear, get_game(game_id).info.name)
        coach = table.coach
        for _ in range(200):            # to the learner's first scripted step
            if coach.instructs and not table.busy:
                break
            if table.session.thinking:
                table.session.decider.settle(timeout=10.0)
            dr.run_frames(ear.app, 1)
        dr.run_frames(ear.app, 3)
        said = ear.transcript.read_text(encoding="utf-8").splitlines()
        assert coach.instructs and said[-1].endswith(SHOW_ME_SAID), said[-3:]
        assert table.words.prompt() not in said
    finally:
        ear.close()
