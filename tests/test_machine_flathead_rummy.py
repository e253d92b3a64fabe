"""The engine state machine (tests/machine_kit.py) on Flathead Rummy at 2, 4
and 6 players: random legal and illegal moves, saves and loads between them."""

from __future__ import annotations

from fanucci_desktop.games import get_game
from machine_kit import machine_tests

TestFlathead2, TestFlathead4, TestFlathead6 = machine_tests(get_game("flathead-rummy"),
                                                            [2, 4, 6], max_examples=8)
