"""Fortune Rummy against the conformance kit: whole random matches for 2 to 8
players, with and without the house rules."""

from hypothesis import given, settings, strategies as st

from conformance import check_conformance, random_match
from fanucci_desktop.games import get_game

GAME = get_game("fortune-rummy")
ALL_ON = {o.key: True for o in GAME.options}


def test_conformance_every_table_size():
    matches = check_conformance(GAME, player_counts=range(2, 9), seeds=[0], check_every=30)
    assert [m.num_players for m in matches] == list(range(2, 9))
    assert all(m.is_over and max(m.totals) >= 500 for m in matches)


def test_conformance_small_tables_more_seeds():
    matches = check_conformance(GAME, player_counts=[2, 3, 4], seeds=range(1, 4),
                                check_every=20)
    assert len(matches) == 9


def test_conformance_with_every_house_rule():
    matches = check_conformance(GAME, player_counts=[2, 6], seeds=[5], check_every=30,
                                options=ALL_ON)
    assert all(m.options == ALL_ON for m in matches)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8))
def test_random_matches_end_with_a_winner(seed, players):
    match = random_match(GAME, players, seed)
    assert match.winners and max(match.totals) >= 500
