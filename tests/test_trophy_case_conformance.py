"""Trophy Case against the conformance kit: 3, 4 and 5 players over many
seeded random matches; every trick and every match ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance import check_conformance, check_replay, random_match
from fanucci_desktop.engine import Match
from fanucci_desktop.engine.rng import choice
from test_trophy_case_helpers import GAME


def test_conformance_kit_passes_for_3_4_and_5_players():
    matches = check_conformance(GAME, player_counts=[3, 4, 5], seeds=range(2), check_every=19)
    assert all(m.is_over for m in matches)
    assert {m.num_players for m in matches} == {3, 4, 5}


def test_many_seeded_matches_end_and_every_trick_ends():
    """90 random matches (no per-move checks, for speed): each trick ends
    within one card play or fold per player per card held, and each match
    ends with someone at 30 or more."""
    for n in (3, 4, 5):
        for seed in range(30):
            rng = random.Random(seed)
            match = Match(GAME, n, seed)
            while not match.is_over:
                match.deal()
                state = match.state
                tricks_before, moves_in_trick = 0, 0
                while not state.is_over:
                    match.apply(choice(state.legal_moves(), rng))
                    moves_in_trick += 1
                    if len(state.tricks) > tricks_before:
                        tricks_before, moves_in_trick = len(state.tricks), 0
                    assert moves_in_trick <= n * 15, f"seed {seed}: a trick does not end"
                assert len(match.hands) < 200, f"seed {seed}: the match does not end"
            assert max(match.totals) >= 30


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.sampled_from([3, 4, 5]))
def test_random_matches_from_any_seed_conform(seed, n):
    match = random_match(GAME, n, seed, check_every=60)
    check_replay(GAME, match)
