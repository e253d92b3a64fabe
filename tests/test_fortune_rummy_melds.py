"""The Fortune Rummy meld finder against brute force over sub-multisets."""

import random
from itertools import combinations

from hypothesis import given, settings, strategies as st

from fanucci_desktop.games.fortune_rummy.codes import DEUCES, RANK, SUIT
from fanucci_desktop.games.fortune_rummy.melds import (find_additions, find_melds,
                                                       find_melds_with)
from fanucci_desktop.games.fortune_rummy.rules import HouseRules, valid_codes

# A narrow pool (two suits, the ace to the 9, the deuces) so hands are rich in melds.
POOL = [c for c in range(52) if SUIT[c] < 2 and RANK[c] <= 9] + list(DEUCES)

rules_st = st.builds(HouseRules, sets_over_four=st.booleans(),
                     four_card_sequences=st.booleans())


@st.composite
def hands(draw, low=3, high=10):
    """A multiset of codes with at most two copies of each card."""
    size = draw(st.integers(low, high))
    cards = draw(st.lists(st.sampled_from(POOL), min_size=size, max_size=size))
    out = []
    for c in cards:
        if out.count(c) < 2:
            out.append(c)
    return sorted(out)


def counts_of(codes):
    counts = [0] * 52
    for c in codes:
        counts[c] += 1
    return counts


def brute_melds(codes, rules):
    found = set()
    for size in range(3, len(codes) + 1):
        for combo in combinations(codes, size):
            if valid_codes(list(combo), rules):
                found.add(tuple(sorted(combo)))
    return found


@settings(max_examples=60, deadline=None)
@given(hand=hands(), rules=rules_st)
def test_find_melds_equals_brute_force(hand, rules):
    assert find_melds(counts_of(hand), rules) == brute_melds(hand, rules)


@settings(max_examples=40, deadline=None)
@given(hand=hands(2, 9), card=st.sampled_from(POOL), rules=rules_st)
def test_find_melds_with_a_card_equals_brute_force(hand, card, rules):
    if hand.count(card) == 2:
        hand.remove(card)
    expected = set()
    for size in range(2, len(hand) + 1):
        for combo in combinations(hand, size):
            if valid_codes(sorted(combo + (card,)), rules):
                expected.add(tuple(sorted(combo)))
    assert find_melds_with(counts_of(hand), card, rules) == expected


@settings(max_examples=40, deadline=None)
@given(hand=hands(4, 12), rules=rules_st, pick=st.randoms(use_true_random=False))
def test_find_additions_equals_brute_force(hand, rules, pick):
    melds = sorted(brute_melds(hand[:7], rules))
    if not melds:
        return
    meld = list(pick.choice(melds))
    rest = list(hand)
    for c in meld:
        rest.remove(c)
    expected = set()
    for size in range(1, len(rest) + 1):
        for combo in combinations(rest, size):
            if valid_codes(sorted(meld + list(combo)), rules):
                expected.add(tuple(sorted(combo)))
    assert find_additions(counts_of(rest), meld, rules) == expected


def test_thirty_card_hand_with_many_deuces_finds_every_sampled_meld():
    rng = random.Random(5)
    deck = [c for c in range(52) for _ in range(2)]
    rules = HouseRules()
    for _ in range(3):
        hand = sorted(rng.sample(deck, 26) + [DEUCES[0], DEUCES[1], DEUCES[2], DEUCES[3]])
        hand = [c for i, c in enumerate(hand) if hand[:i].count(c) < 2]
        found = find_melds(counts_of(hand), rules)
        assert all(valid_codes(list(m), rules) for m in found)
        for _ in range(3000):
            combo = sorted(rng.sample(hand, rng.randint(3, 7)))
            if valid_codes(combo, rules):
                assert tuple(combo) in found, combo
