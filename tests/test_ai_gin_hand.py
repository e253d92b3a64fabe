"""The gin games' shared hand judgement (:mod:`fanucci_desktop.ai.gin_hand`):
what a live two-card start is worth; the least deadwood of a hand and after
each discard, worked out once per hand, as the rules count it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from fanucci_desktop.ai.gin_hand import (START_WEIGHT, Outlook, after_discards, least_deadwood,
                                         outlook, start_value)
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.games.gin_rummy.rules import deadwood_of_mask, mask_of


def _mask(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def test_a_start_is_worth_its_points_times_its_chance_to_be_completed() -> None:
    look = Outlook(draws=4, unseen=30)
    # two kings with two kings to come; the other cards start nothing
    value = start_value(_mask("KS KH 2D 9C 5H"), 0, look)
    assert value == pytest.approx(START_WEIGHT * (1 - (28 / 30) ** 4) * 20)


def test_a_start_is_worth_less_as_the_stock_runs_down() -> None:
    hand = _mask("KS KH 2D 9C 5H")
    early, late = outlook(stock_size=28, unseen=35), outlook(stock_size=5, unseen=15)
    assert early.draws > late.draws >= 1
    assert start_value(hand, 0, early) > start_value(hand, 0, late) > 0


def test_a_start_whose_completing_cards_are_gone_is_worth_nothing() -> None:
    look = Outlook(draws=8, unseen=30)
    assert start_value(_mask("KS KH 2D"), _mask("KD KC"), look) == 0.0
    # a run start of 9 and 10 is live while the 8 or the jack is
    assert start_value(_mask("9S 10S 2D"), _mask("8S"), look) > 0.0
    assert start_value(_mask("9S 10S 2D"), _mask("8S JS"), look) == 0.0


def test_a_start_of_high_cards_is_worth_more_than_one_of_low_cards() -> None:
    look = Outlook(draws=8, unseen=30)
    assert start_value(_mask("KS KH"), 0, look) == pytest.approx(
        10 * start_value(_mask("AS AH"), 0, look))


def test_cards_in_a_meld_start_nothing() -> None:
    look = Outlook(draws=8, unseen=30)
    assert start_value(_mask("5S 6S 7S 9D"), 0, look) == 0.0


# -- least deadwood, remembered -------------------------------------------------
#: Hands drawn from a few ranks of two suits (so melds overlap: sets across
#: runs, runs longer than five), or from the whole deck.
_meld_rich = st.lists(st.sampled_from([s * 13 + r for s in range(4) for r in (0, 1, 2, 3)]
                                      + [s * 13 + r for s in (1, 3) for r in range(13)]),
                      min_size=10, max_size=11, unique=True)
_any = st.lists(st.integers(0, 51), min_size=10, max_size=11, unique=True)


@settings(max_examples=400, deadline=None)
@given(cards=st.one_of(_meld_rich, _any))
def test_least_deadwood_and_after_discards_agree_with_the_rules(cards: list[int]) -> None:
    hand = sum(1 << c for c in cards)
    assert least_deadwood(hand) == deadwood_of_mask(hand)
    after = after_discards(hand)
    assert set(after) == {1 << c for c in cards}
    for c in cards:
        assert after[1 << c] == deadwood_of_mask(hand & ~(1 << c)), c


def test_after_discards_splits_a_long_run_as_the_rules_do() -> None:
    # 3S..9S is a run of seven: the 6 out of its middle leaves 3-5 and 7-9,
    # the 3 off its end leaves 4-9; either way only KH KD 2C 4C are loose
    hand = _mask("3S 4S 5S 6S 7S 8S 9S KH KD 2C 4C")
    after = after_discards(hand)
    assert after[_mask("6S")] == after[_mask("3S")] == 26
    assert after[_mask("KH")] == 16
    assert least_deadwood(hand & ~_mask("6S")) == 26
