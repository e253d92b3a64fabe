"""The simulate command: its JSON result, its arguments and its rotation of
the starting seat."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from test_ai_helpers import TINY, landed_game
from fanucci_desktop.games.shed import GAME as TOY

from fanucci_desktop.commands.simulate import simulate

KEYS = {"game", "seats", "wins", "points", "illegal_moves", "unfinished", "decision_ms",
        "seconds"}


def _check_shape(result, seats, count_key, count):
    assert KEYS <= set(result)
    assert result[count_key] == count
    assert result["seats"] == seats
    assert len(result["wins"]) == len(result["points"]) == len(seats)
    assert set(result["decision_ms"]) == set(seats)
    for summary in result["decision_ms"].values():
        assert set(summary) == {"p50", "p95", "max", "n"}
        assert 0 <= summary["p50"] <= summary["p95"] <= summary["max"]
        assert summary["n"] > 0
    assert result["seconds"] >= 0


def test_hands_mode_counts_hands_and_splits_ties():
    result = simulate(TOY, ["random", "normal"], seed=4, hands=9)
    _check_shape(result, ["random", "normal"], "hands", 9)
    assert result["hands_played"] == 9
    assert sum(result["wins"]) == pytest.approx(9)


def test_games_mode_counts_games_and_points_add_up():
    result = simulate(TOY, ["easy", "random", "normal"], seed=5, games=4)
    _check_shape(result, ["easy", "random", "normal"], "games", 4)
    assert result["games_finished"] == 4
    assert sum(result["wins"]) == pytest.approx(4)
    # each figure is rounded to 3 places; a tie split three ways is 0.333 each
    assert sum(result["hand_wins"]) == pytest.approx(result["hands_played"], abs=3 * 0.0005)


def test_the_starting_seat_rotates_between_games():
    seen = []
    result = simulate(TOY, ["random", "random"], seed=6, games=4,
                      progress=seen.append)
    assert result["games_finished"] == 4 and len(seen) == 4
    from fanucci_desktop.engine import Match
    from fanucci_desktop.engine.rng import derive_seed
    starters = []
    for g in range(4):
        match = Match(TOY, 2, derive_seed(6, "match", g), first_dealer=(1 + g) % 2)
        match.deal()
        starters.append(match.state.current_player)
    assert starters == [0, 1, 0, 1]


def test_same_seed_same_result():
    a = simulate(TOY, ["hard", "easy"], seed=8, hands=4, budget=TINY)
    b = simulate(TOY, ["hard", "easy"], seed=8, hands=4, budget=TINY)
    for key in ("wins", "points", "hands_played"):
        assert a[key] == b[key]


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        simulate(TOY, ["random"], seed=1, hands=1)
    with pytest.raises(ValueError):
        simulate(TOY, ["random", "random"], seed=1, hands=1, games=1)
    with pytest.raises(ValueError):
        simulate(TOY, ["random", "genius"], seed=1, hands=1)


def _run_cli(*args):
    return subprocess.run([sys.executable, "-m", "fanucci_desktop", "simulate", *args],
                          capture_output=True, text=True, timeout=120)


def test_command_line_prints_one_json_object_last():
    landed_game("fan-rummy")
    out = _run_cli("--game", "fan-rummy", "--seats", "normal,easy", "--hands", "2",
                   "--seed", "3", "--options", "{}")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    _check_shape(result, ["normal", "easy"], "hands", 2)
    assert result["game"] == "fan-rummy"
    assert "hand 2/2" in out.stderr


def test_command_line_refuses_an_unknown_game():
    out = _run_cli("--game", "snap", "--seats", "easy,easy", "--games", "1", "--seed", "1")
    assert out.returncode == 2
    assert "unknown game" in out.stderr
