"""The table session runs a match without pygame: its steps, privacy and saves."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import RECORDS, get_game
from fanucci_desktop.session import Seat, Step, TableSession
from fanucci_desktop.session.perspective import Perspective

GAMES = [r.info.id for r in RECORDS]


def play_one_hand(session: TableSession, answer) -> list[Step]:
    """Follow the session's steps until the hand summary is due; ``answer``
    makes a human seat's move. Returns the steps seen."""
    seen: list[Step] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        step = session.next_step()
        seen.append(step)
        if step is Step.SUMMARY:
            return seen
        if step is Step.DEAL:
            session.deal()
        elif step is Step.HAND_OFF:
            session.viewer = session.match.current_player
        elif step is Step.HUMAN:
            session.play(answer(session))
        elif step is Step.THINK:
            session.think()
        elif step is Step.COLLECT:
            move = session.collect()
            if move is None:
                time.sleep(0.001)
            else:
                session.play(move)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hand_of_ai_seats_runs_on_the_session_alone(game_id):
    game = get_game(game_id)
    n = game.info.min_players
    saved: list[dict] = []
    session = TableSession(Match(game, n, seed=3), [Seat(f"P{i}", "easy") for i in range(n)],
                           store=lambda record: saved.append(record) or [])
    steps = play_one_hand(session, answer=lambda s: pytest.fail("no human seat"))
    assert steps[0] is Step.DEAL and Step.THINK in steps and Step.HUMAN not in steps
    assert session.match.hands[-1].scores is not None and session.summary_due
    session.autosave()
    session.close()
    assert saved and saved[-1]["match"]["hands"][-1]["moves"] == session.match.hands[-1].moves


def test_pass_and_play_hands_the_device_over_and_hides_every_hand_between():
    game = get_game("fan-rummy")
    session = TableSession(Match(game, 2, seed=9), [Seat("Ann"), Seat("Bo")])
    assert session.viewer is None
    session.deal()
    assert session.next_step() is Step.HAND_OFF
    eyes = Perspective.seat()
    hidden = eyes.hidden_zones(session.match.state, 2, session.viewer)
    assert {"hand:0", "hand:1"} <= hidden and eyes.you(session.viewer) is None
    session.pass_to(session.match.current_player)
    assert session.next_step() is Step.HUMAN and session.human_turn
    assert f"hand:{1 - session.viewer}" in eyes.hidden_zones(session.match.state, 2, session.viewer)
    assert f"hand:{session.viewer}" not in eyes.hidden_zones(session.match.state, 2, session.viewer)


def test_the_session_never_loads_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "from fanucci_desktop.session import Seat, Step, TableSession\n"
            "from fanucci_desktop.engine.match import Match\n"
            "from fanucci_desktop.games import RECORDS, get_game\n"
            "s = TableSession(Match(get_game('trophy-case'), 3, seed=1), [Seat('a', 'easy')] * 3)\n"
            "s.deal(); assert s.next_step() is Step.THINK\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
