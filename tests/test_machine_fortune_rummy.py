"""The engine state machine (tests/machine_kit.py) on Fortune Rummy at 2, 5
and 8 players, with its house-rule options drawn by hypothesis: random legal
and illegal moves, saves and loads between them."""

from __future__ import annotations

import pytest

from fanucci_desktop.engine import IllegalMove, Move
from fanucci_desktop.games import get_game
from machine_kit import machine_tests, play_until, refusal_snapshot

GAME = get_game("fortune-rummy")
TestFortune2, TestFortune5, TestFortune8 = machine_tests(GAME, [2, 5, 8], max_examples=8)


def _multi_card_move(state) -> Move | None:
    return next((m for m in state.legal_moves() if len(set(m.cards)) >= 2), None)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_replay_cards_named_out_of_order_are_refused(seed):
    """Found by the machine's 'reorder' mutation (fixed in 3c21fd6): a meld,
    addition or pile take naming its cards out of the canonical order was
    accepted although legal_moves() did not list it. Replayed from seeded
    random play up to the first move with two or more different cards."""
    match = play_until(GAME, 2, seed, lambda state: _multi_card_move(state) is not None)
    move = _multi_card_move(match.state)
    reordered = Move(move.action, tuple(reversed(move.cards)), move.zone, move.index)
    before = refusal_snapshot(match)
    with pytest.raises(IllegalMove):
        match.apply(reordered)
    assert refusal_snapshot(match) == before
    match.apply(move)  # the canonical form still plays
