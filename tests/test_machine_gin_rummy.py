"""The engine state machine (tests/machine_kit.py) on Gin Rummy (two
players): random legal and illegal moves, saves and loads between them."""

from __future__ import annotations

from fanucci_desktop.games import get_game
from machine_kit import machine_tests

(TestGin2,) = machine_tests(get_game("gin-rummy"), [2], max_examples=20)
