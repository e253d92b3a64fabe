"""The selftest's save-and-resume comparison is of the match as saved: a
resumed table whose AI is to act may play its move (its only one, at once)
before a frame is looked at, and that move is not a difference
(``commands/selftest.py:as_it_opened``)."""

from __future__ import annotations

import random

from fanucci_desktop.commands.selftest import as_it_opened
from fanucci_desktop.engine import Game, Match
from fanucci_desktop.games import get_game
from fanucci_desktop.games.shed import GAME as SHED


def played(game: Game | str, moves: int, seed: int = 3) -> Match:
    """A match of ``game`` (or the game of that id) for two with ``moves`` random legal moves made."""
    rng = random.Random(seed)
    match = Match(get_game(game) if isinstance(game, str) else game, 2, seed)
    for _ in range(moves):
        if match.needs_deal:
            match.deal()
        match.apply(rng.choice(match.legal_moves()))
    return match


def test_a_match_resumed_as_saved_is_the_saved_match():
    match = played("gin-rummy", 5)
    assert as_it_opened(match, match.to_dict()) == match.to_dict()


def test_moves_played_since_it_opened_are_no_difference():
    match = played(SHED, 2)
    saved = match.to_dict()
    match.apply(match.legal_moves()[0])             # the resumed AI's move, before any look
    assert match.to_dict() != saved
    assert as_it_opened(match, saved) == saved


def test_a_move_that_ends_the_hand_and_a_new_deal_are_no_difference_either():
    match = played(SHED, 0)
    match.deal()
    rng = random.Random(1)
    while not match.needs_deal:
        saved = match.to_dict()
        match.apply(rng.choice(match.legal_moves()))
    assert match.needs_deal and match.hands[-1].scores is not None
    assert as_it_opened(match, saved) == saved
    between = match.to_dict()
    match.deal()
    assert as_it_opened(match, between) == between


def test_a_match_that_differs_from_the_save_is_found_out():
    saved = played("gin-rummy", 6).to_dict()
    diverged = played("gin-rummy", 6, seed=4)
    assert as_it_opened(diverged, saved) is None
    assert as_it_opened(played("gin-rummy", 3), saved) is None      # fewer moves than saved
