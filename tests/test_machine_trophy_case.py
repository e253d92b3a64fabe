"""The engine state machine (tests/machine_kit.py) on Trophy Case at 3, 4
and 5 players: random legal and illegal moves, saves and loads between them."""

from __future__ import annotations

from fanucci_desktop.games import get_game
from machine_kit import machine_tests

TestTrophy3, TestTrophy4, TestTrophy5 = machine_tests(get_game("trophy-case"), [3, 4, 5])
