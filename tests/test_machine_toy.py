"""The engine state machine on the toy game of the conformance kit (2 and 3
players), and proofs that the machine catches what it claims to catch."""

from __future__ import annotations

from machine_kit import machine_tests
from toy_game import GAME

TestShed2, TestShed3 = machine_tests(GAME, [2, 3], max_examples=15)
