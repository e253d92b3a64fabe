"""Every game's state reads and writes the very JSON it did before its fields
were declared once (issue 40): saves stay byte-compatible.

``tests/data/states-<game>.json`` was written by the code of main at
cb0bbed: states met in seeded matches played by a random player that goes
out whenever it may, with each state's dict, every seat's observation dict
and the text of its legal moves. Loading a state and writing it again must
give the same text, key order included (saves are written with
``json.dumps``); so must its clone, and a move played on the clone must
leave the original untouched.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fanucci_desktop.games import get_game

DATA = Path(__file__).parent / "data"
GAMES = ("gin-rummy", "fan-rummy", "flathead-rummy", "fortune-rummy", "trophy-case")


def entries(game_id: str) -> list[dict]:
    return json.loads((DATA / f"states-{game_id}.json").read_text())


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_state_is_written_back_byte_for_byte(game_id):
    game = get_game(game_id)
    for i, entry in enumerate(entries(game_id)):
        state = game.state_from_dict(entry["state"])
        assert json.dumps(state.to_dict()) == json.dumps(entry["state"]), f"entry {i}"
        assert json.dumps(state.clone().to_dict()) == json.dumps(entry["state"]), f"entry {i}"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_state_gives_the_same_observations_and_moves(game_id):
    game = get_game(game_id)
    for i, entry in enumerate(entries(game_id)):
        state = game.state_from_dict(entry["state"])
        seen = [state.observation(s).to_dict() for s in range(state.num_players)]
        assert seen == entry["observations"], f"entry {i}"
        assert [str(m) for m in state.legal_moves()] == entry["legal_moves"], f"entry {i}"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_clone_is_independent(game_id):
    game = get_game(game_id)
    for i, entry in enumerate(entries(game_id)):
        state = game.state_from_dict(entry["state"])
        if state.is_over:
            continue
        before = json.dumps(state.to_dict())
        copy = state.clone()
        for move in state.legal_moves()[:3]:
            trial = copy.clone()
            trial.apply(move)
            assert json.dumps(state.to_dict()) == before, f"entry {i}: {move}"
        copy.apply(copy.legal_moves()[-1])
        assert json.dumps(state.to_dict()) == before, f"entry {i}"
        assert [str(m) for m in state.legal_moves()] == entry["legal_moves"], f"entry {i}"
