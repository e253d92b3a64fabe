"""The engine state machine (tests/machine_kit.py) on Fortune Rummy at 2, 5
and 8 players, with its house-rule options drawn by hypothesis: random legal
and illegal moves, saves and loads between them."""

from __future__ import annotations

from fanucci_desktop.games import get_game
from machine_kit import machine_tests

TestFortune2, TestFortune5, TestFortune8 = machine_tests(get_game("fortune-rummy"),
                                                         [2, 5, 8], max_examples=8)
