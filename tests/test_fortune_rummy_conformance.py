"""Fortune Rummy against the conformance kit: whole random matches for 2 to 8
players, with and without the house rules.

The stalemate ruling ends a hand only when a rebuilt stock runs out with no
card melded since it was rebuilt, so uniformly random play, which melds now
and then, drags a hand through scores of rebuilt stocks. The matches here are
played by :func:`melder`: random moves, but a meld, an addition or taking the
pile half the time one is legal, as players do."""

import random

from hypothesis import given, settings, strategies as st

from conformance import check_conformance, random_match
from fanucci_desktop.engine import Match, Move, State
from fanucci_desktop.games import get_game

GAME = get_game("fortune-rummy")
ALL_ON = {o.key: True for o in GAME.options if not o.choices}      # every house rule
BUILDS = ("meld", "add", "take-pile")


def melder(state: State, moves: list[Move], rng: random.Random) -> Move:
    """A random legal move; half the time a meld, an addition or taking the
    pile when one is legal."""
    builds = [m for m in moves if m.action in BUILDS]
    return rng.choice(builds if builds and rng.random() < 0.5 else moves)


def test_conformance_every_table_size():
    matches = check_conformance(GAME, player_counts=range(2, 9), seeds=[0], check_every=30,
                                policy=melder)
    assert [m.num_players for m in matches] == list(range(2, 9))
    assert all(m.is_over and max(m.totals) >= 500 for m in matches)


def test_conformance_small_tables_more_seeds():
    matches = check_conformance(GAME, player_counts=[2, 3, 4], seeds=range(1, 4),
                                check_every=20, policy=melder)
    assert len(matches) == 9


def test_conformance_with_every_house_rule():
    matches = check_conformance(GAME, player_counts=[2, 6], seeds=[5], check_every=30,
                                options=ALL_ON, policy=melder)
    assert all(m.options == {"target": 500, **ALL_ON} for m in matches)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8))
def test_random_matches_end_with_a_winner(seed, players):
    match = random_match(GAME, players, seed, policy=melder)
    assert match.winners and max(match.totals) >= 500


def test_ruling_stalemate_uniformly_random_hands_end():
    """Every hand ends, whatever is played: single hands of uniformly random
    moves end (each rebuilt stock costs the table a melded card)."""
    for seed, players in ((3, 2), (4, 5), (5, 8)):
        rng = random.Random(seed)
        match = Match(GAME, players, seed)
        match.deal()
        for _ in range(200_000):
            if match.state.is_over:
                break
            match.apply(rng.choice(match.state.legal_moves()))
        assert match.state.is_over, f"seed {seed}: a hand of {players} did not end"
