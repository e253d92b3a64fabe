"""The project's own shuffle: deterministic, a permutation, independent of random.shuffle."""

import random

from hypothesis import given, strategies as st

from fanucci_desktop.engine.rng import derive_seed, randbelow, shuffled


def test_shuffle_is_fixed_by_the_seed_for_all_time():
    # The order for seed 7 is part of the save format: it must never change.
    assert shuffled(range(10), random.Random(7)) == [8, 3, 1, 4, 7, 0, 9, 6, 2, 5]


def test_derive_seed_is_stable_and_separates_labels():
    assert derive_seed(1, "hand", 1) == derive_seed(1, "hand", 1)
    assert derive_seed(1, "hand", 1) != derive_seed(1, "hand", 2)
    assert derive_seed("a") == 0xca978112ca1bbdca


@given(st.lists(st.integers(), max_size=40), st.integers(0, 2**32))
def test_shuffle_is_a_permutation(items, seed):
    out = shuffled(items, random.Random(seed))
    assert sorted(out) == sorted(items)


@given(st.integers(1, 1000), st.integers(0, 2**32))
def test_randbelow_in_range(n, seed):
    assert 0 <= randbelow(random.Random(seed), n) < n
