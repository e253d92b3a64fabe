"""Fan Rummy pure rules: melds, deadwood (against an exhaustive reference
search), the knock limit, arrangements and lay-offs."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fanucci_desktop.engine import parse_card, parse_cards
from fanucci_desktop.games.fan_rummy import rules
from fanucci_desktop.games.fan_rummy.rules import (DECK, all_best_arrangements,
                                                   best_arrangement, card_value, deadwood,
                                                   defender_best_deadwood, is_valid_meld,
                                                   knock_arrangement, knock_limit, layoffs)


def C(text: str):
    return parse_cards(text)


# -- an exhaustive reference, independent of the meld table -------------------
def reference_melds(hand):
    """Every valid meld inside ``hand`` as a tuple of positions: every 3 or 4
    cards of one rank, and every stretch of 3+ consecutive ranks of a suit
    (of any length, not only the 3-5 the engine's table holds)."""
    out = []
    by_rank: dict[int, list[int]] = {}
    by_suit: dict[str, dict[int, int]] = {}
    for i, card in enumerate(hand):
        by_rank.setdefault(card.rank, []).append(i)
        by_suit.setdefault(card.suit, {})[card.rank] = i
    for group in by_rank.values():
        for size in (3, 4):
            out.extend(combinations(group, size))
    for ranks in by_suit.values():
        for low in ranks:
            high = low
            while high + 1 in ranks:
                high += 1
                if high - low >= 2:
                    out.append(tuple(ranks[r] for r in range(low, high + 1)))
    return out


def reference_deadwood(hand) -> int:
    """Least deadwood by trying every collection of disjoint melds."""
    values = [min(c.rank, 10) for c in hand]
    melds = [(sum(1 << i for i in m), sum(values[i] for i in m)) for m in reference_melds(hand)]
    best = total = sum(values)

    def search(start: int, used: int, covered: int) -> None:
        nonlocal best
        best = min(best, total - covered)
        for i in range(start, len(melds)):
            mask, value = melds[i]
            if not mask & used:
                search(i + 1, used | mask, covered + value)

    search(0, 0, 0)
    return best


# Hands from the whole deck, and from a dense corner of it (two or three suits,
# few ranks) where melds overlap and greedy choices go wrong.
whole_deck_hands = st.lists(st.sampled_from(DECK), min_size=10, max_size=11, unique=True)
dense_cards = [c for c in DECK if c.suit in "SHD" and c.rank <= 7]
dense_hands = st.lists(st.sampled_from(dense_cards), min_size=10, max_size=11, unique=True)


@settings(max_examples=2000, deadline=None)
@given(st.one_of(whole_deck_hands, dense_hands, dense_hands))
def test_deadwood_agrees_with_exhaustive_search(hand):
    assert deadwood(hand) == reference_deadwood(hand)


@settings(max_examples=300, deadline=None)
@given(st.one_of(whole_deck_hands, dense_hands))
def test_best_arrangement_is_a_partition_with_least_deadwood(hand):
    melds, loose = best_arrangement(hand)
    assert all(is_valid_meld(m) for m in melds)
    placed = [c for m in melds for c in m] + loose
    assert sorted(placed) == sorted(hand)
    assert sum(card_value(c) for c in loose) == deadwood(hand)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(dense_cards), min_size=11, max_size=11, unique=True),
       st.sampled_from(range(1, 11)))
def test_discard_deadwoods_agrees_with_deadwood(hand, limit):
    whole, options = rules.discard_deadwoods(rules.mask_of(hand), limit)
    assert whole == deadwood(hand)
    expected = {rules.BIT[c]: deadwood([x for x in hand if x != c]) for c in hand}
    assert options == {bit: dw for bit, dw in expected.items() if dw <= limit}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=0, max_size=16, unique=True))
def test_candidate_melds_are_the_table_melds_inside_the_hand(hand):
    mask = rules.mask_of(hand)
    assert sorted(rules.candidate_melds(mask)) == sorted(
        m for m in rules.SEARCH_MELDS if m & mask == m)


# -- melds ------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["7S 7H 7D", "7S 7H 7D 7C", "QC QS QH"])
def test_ruling_sets_three_or_four_of_a_rank(text):
    assert is_valid_meld(C(text))


@pytest.mark.parametrize("text", ["7S 7H", "7S 7H 8D", "7S 7H 7D 7S"])
def test_not_a_set(text):
    assert not is_valid_meld(C(text))


@pytest.mark.parametrize("text", ["AS 2S 3S", "2H 3H 4H 5H", "JD QD KD", "9C 10C JC QC KC"])
def test_runs_of_three_or_more_in_a_suit(text):
    assert is_valid_meld(C(text))


def test_ruling_runs_ace_low_only():
    assert is_valid_meld(C("AS 2S 3S"))
    assert not is_valid_meld(C("QS KS AS"))
    assert not is_valid_meld(C("KH AH 2H"))


@pytest.mark.parametrize("text", ["4S 5S 6H", "4S 5S 7S", "4S 6S"])
def test_not_a_run(text):
    assert not is_valid_meld(C(text))


# -- values ------------------------------------------------------------------------
def test_ruling_deadwood_values():
    assert [card_value(parse_card(t)) for t in "AS 2H 9D 10C JS QH KD".split()] == \
        [1, 2, 9, 10, 10, 10, 10]


def test_ruling_knock_value_is_read_like_deadwood_ace_one():
    assert knock_limit(parse_card("AH")) == 1
    assert knock_limit(parse_card("7C")) == 7
    assert knock_limit(parse_card("10D")) == 10
    assert knock_limit(parse_card("KS")) == 10


# -- deadwood examples ----------------------------------------------------------------
def test_deadwood_of_a_hand_with_no_meld_is_its_value():
    assert deadwood(C("AS 3H 5D 7C 9S JH KD 2C 4S 6H")) == 1 + 3 + 5 + 7 + 9 + 10 + 10 + 2 + 4 + 6


def test_deadwood_prefers_the_better_use_of_a_shared_card():
    # The run 5S-10S leaves 7H 7D KC QC (34); the set 7S 7H 7D with the run
    # 8S 9S 10S leaves 5S 6S KC QC (31), the least.
    hand = C("5S 6S 7S 8S 9S 10S 7H 7D KC QC")
    assert deadwood(hand) == 31
    melds, loose = best_arrangement(hand)
    assert sorted(loose) == sorted(C("5S 6S KC QC"))
    assert sorted(map(sorted, melds)) == sorted([sorted(C("7S 7H 7D")), sorted(C("8S 9S 10S"))])


def test_deadwood_gin_and_big_gin_hands():
    assert deadwood(C("AS 2S 3S 4H 4D 4C 9C 10C JC QC")) == 0
    assert deadwood(C("AS 2S 3S 4H 4D 4C 9C 10C JC QC KH")) == 10
    assert deadwood(C("AS 2S 3S 4H 4D 4C 8C 9C 10C JC QC")) == 0


def test_longer_runs_are_shown_joined():
    melds, loose = best_arrangement(C("2H 3H 4H 5H 6H 7H 8H 9H KS KD"))
    assert melds == [C("2H 3H 4H 5H 6H 7H 8H 9H")] and sorted(loose) == sorted(C("KS KD"))


def test_all_best_arrangements_lists_ties():
    # 5S with 4S 6S (a run) or with 5H 5D (a set): 10 deadwood either way.
    options = all_best_arrangements(C("4S 5S 6S 5H 5D 9C 10C JC QC KC"))
    shown = {tuple(tuple(map(str, rules.cards_of(m))) for m in melds) for melds, _ in options}
    assert shown == {(("4S", "5S", "6S"), ("9C", "10C", "JC", "QC", "KC")),
                     (("5S", "5H", "5D"), ("9C", "10C", "JC", "QC", "KC"))}


# -- lay-offs ---------------------------------------------------------------------------
def test_layoffs_extend_runs_and_complete_sets():
    melds = [C("4H 5H 6H"), C("9S 9H 9D")]
    assert layoffs(C("3H 7H 9C KS"), melds) == sorted(C("3H 7H 9C"))


def test_layoffs_chain():
    # 8H only fits once 7H is laid off, and 9H after that.
    melds = [C("4H 5H 6H")]
    assert layoffs(C("9H 8H 7H"), melds) == sorted(C("7H 8H 9H"))
    assert layoffs(C("9H 8H"), melds) == []


def test_layoffs_respect_ace_low_and_set_size():
    assert layoffs(C("KS"), [C("10S JS QS")]) == C("KS")
    assert layoffs(C("AS"), [C("JS QS KS")]) == []
    assert layoffs(C("AC"), [C("2C 3C 4C")]) == C("AC")
    assert layoffs(C("9C"), [C("9S 9H 9D")]) == C("9C")
    assert layoffs(C("9C"), [C("9S 9H 9D 9C")]) == []


def test_layoffs_prefer_a_run_when_a_card_fits_a_set_too():
    # 7C fits the sevens and the club run; on the run it lets 8C follow.
    melds = [C("7S 7H 7D"), C("4C 5C 6C")]
    assert layoffs(C("7C 8C"), melds) == sorted(C("7C 8C"))


def test_defender_best_deadwood_uses_the_best_lay_offs():
    melds = [C("4H 5H 6H")]
    # Laying off 7H 8H leaves 9S 9D KC: 28 (43 without lay-offs).
    assert defender_best_deadwood(C("7H 8H 9S 9D KC"), melds) == 28
    # Lay off 7H 8H and keep the set of nines: nothing left.
    assert defender_best_deadwood(C("7H 8H 9H 9S 9D"), melds) == 0


def reference_defender_best(hand, melds) -> int:
    """Least deadwood after lay-offs by trying every order of lay-offs."""
    best = reference_deadwood(hand)
    seen = set()

    def search(table, left) -> None:
        nonlocal best
        key = (tuple(sorted(map(tuple, map(sorted, table)))), tuple(sorted(left)))
        if key in seen:
            return
        seen.add(key)
        best = min(best, reference_deadwood(left))
        for card in left:
            for i, meld in enumerate(table):
                if is_valid_meld(meld + [card]):
                    search(table[:i] + [meld + [card]] + table[i + 1:],
                           [c for c in left if c != card])

    search([list(m) for m in melds], list(hand))
    return best


@settings(max_examples=150, deadline=None)
@given(st.permutations(dense_cards))
def test_defender_best_deadwood_agrees_with_trying_every_order(cards):
    knocker, defender = cards[:10], cards[10:20]
    melds, _ = best_arrangement(knocker)
    assert defender_best_deadwood(defender, melds) == reference_defender_best(defender, melds)
    grouped = 0
    for group in rules.layoff_groups(rules.mask_of(defender), melds):
        grouped |= group
    assert layoffs(defender, melds) == rules.cards_of(grouped)


def test_layoff_groups_run_outward_from_each_end():
    hand = rules.mask_of(C("2H 3H 7H 8H 10H 5C KS"))
    groups = rules.layoff_groups(hand, [C("4H 5H 6H"), C("5S 5H 5D")])
    assert sorted(map(rules.cards_of, groups)) == sorted(
        [C("3H"), C("2H 3H"), C("7H"), C("7H 8H"), C("5C")])
    assert rules.layoff_groups(rules.mask_of(C("AS KS")), [C("2S 3S 4S")]) == [
        rules.mask_of(C("AS"))]
    assert rules.layoff_groups(rules.mask_of(C("AS")), [C("JS QS KS")]) == []


def test_knock_arrangement_leaves_the_defender_least_to_lay_off():
    knocker = C("4S 5S 6S 5H 5D 9C 10C JC QC KC")
    # Defender holds 3S 7S 8S: the run 4S-6S would take all three, the set
    # of fives takes none of them.
    melds, loose = knock_arrangement(knocker, C("3S 7S 8S 2D 2H JD QH KH QS AD"))
    assert C("5S 5H 5D") in melds and sorted(loose) == sorted(C("4S 6S"))
    # Defender holds 5C: the set would take it, the run takes nothing.
    melds, loose = knock_arrangement(knocker, C("5C 7D 8D 2D 2H JD QH KH QS AD"))
    assert C("4S 5S 6S") in melds and sorted(loose) == sorted(C("5H 5D"))
