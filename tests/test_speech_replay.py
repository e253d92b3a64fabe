"""Replay and Watch by ear. A replay says each step it comes to (stepping
on, back, jumping or playing): where it is, whose move it was and the move
as its log writes it, once, and nothing else of its table; playing, the
next step waits until the last one was heard. Watch tells every line of
its log in order, as a table does."""

from __future__ import annotations

import pygame
import pytest

from ear_kit import Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui.scenes.demo import DemoScene
from fanucci_desktop.ui.scenes.replay import ReplayScene
from fanucci_desktop.words import whose

GAME_IDS = [g.id for g in GAMES]


@pytest.fixture
def ear(tmp_path):
    ear = Ear(tmp_path)
    dr.run_frames(ear.app, 2)
    yield ear
    ear.close()


def press(ear: Ear, key: int) -> list[str]:
    dr.until_presses_count(ear.app)
    return ear.press(key)


def tab_to(ear: Ear, words: str) -> None:
    """Tab until the control said starts with ``words`` (by ear: what Tab says)."""
    for _ in range(40):
        said = press(ear, pygame.K_TAB)
        if said and said[-1].startswith(words):
            return
    raise AssertionError(f"{words!r} was never said")


def open_replay(ear: Ear, game_id: str) -> ReplayScene:
    """A hand of ``game_id`` played to its summary, then its replay opened by keys."""
    table = dr.new_table(ear.app, game_id, dr.default_seats(game_id), seed=4)
    assert dr.Autopilot(ear.app, table).finish_hand()
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    tab_to(ear, "Replay this")
    said = press(ear, pygame.K_RETURN)
    replay = ear.app.stack.top
    assert isinstance(replay, ReplayScene)
    n = replay.replay.length
    assert said[2:] == [f"The deal. {' '.join(replay.table.log.texts())} {n} moves follow."], said
    return replay


def step_said(replay: ReplayScene, before: list[str]) -> str:
    """What the replay should say of the step it shows: its place, whose move
    it was, and the lines its log gained since ``before`` (the log before it)."""
    step = replay.step
    seat = replay.replay.moves[step - 1].seat
    lines = replay.table.log.texts()[len(before):]
    return f"Move {step} of {replay.replay.length}. {whose(replay.table.seats[seat].name)} move: {' '.join(lines)}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_step_of_a_replay_is_said_with_whose_move_it_was_as_the_log_writes_it(ear, game_id):
    replay = open_replay(ear, game_id)
    heard = {}
    for _ in range(min(6, replay.replay.length)):
        before = replay.table.log.texts()
        said = press(ear, pygame.K_RIGHT)
        assert said == [step_said(replay, before)]
        name = replay.table.seats[replay.replay.moves[replay.step - 1].seat].name
        assert name in said[0].split(": ", 1)[1]            # the log's line names the mover too
        heard[replay.step] = said[0]
    for step in sorted(heard)[:-1][::-1]:                   # back: the step now shown, said again
        assert press(ear, pygame.K_LEFT) == [heard[step]]
    end = press(ear, pygame.K_END)
    assert len(end) == 1 and end[0].startswith(f"Move {replay.replay.length} of {replay.replay.length}. ")
    deal = press(ear, pygame.K_HOME)
    assert len(deal) == 1 and deal[0].startswith("The deal. ")


def test_a_replay_playing_tells_every_step_in_order_and_waits_for_the_ear(ear, monkeypatch):
    replay = open_replay(ear, "gin-rummy")
    unheard = [1]
    monkeypatch.setattr(ear.app.speaker, "unheard", lambda: unheard[0])
    press(ear, pygame.K_SPACE)
    dr.run_frames(ear.app, 90)
    assert replay.playing and replay.step == 0 and ear.new_lines() == []      # the ear is not done
    unheard[0] = 0
    for _ in range(600):
        if replay.step >= 5:
            break
        dr.run_frames(ear.app, 2)
    replay.pause()
    dr.run_frames(ear.app, 2)
    said = ear.new_lines()
    moves = [line for line in said if line.startswith("Move ")]
    assert [m.split(".")[0] for m in moves] == [f"Move {i} of {replay.replay.length}"
                                                for i in range(1, replay.step + 1)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_watch_tells_every_line_of_its_log_in_order(ear, game_id):
    name = next(g.name for g in GAMES if g.id == game_id)
    ear.new_lines()
    tab_to(ear, f"Watch {name}")
    said = press(ear, pygame.K_RETURN)
    demo = ear.app.stack.top
    assert isinstance(demo, DemoScene)
    table = demo.table
    for _ in range(3000):
        if len(table.log) >= 8:
            break
        if table.session.thinking:
            table.session.decider.settle(timeout=10.0)
        dr.run_frames(ear.app, 1)
    logged = table.log.texts()
    dr.run_frames(ear.app, 2)                   # the lines of the last frame are told on the next
    said += ear.new_lines()
    assert len(logged) >= 8 and logged[0].endswith(" deals.")
    it = iter(said)
    assert all(any(line == heard for heard in it) for line in logged), "\n".join(["LOGGED", *logged, "SAID", *said])
