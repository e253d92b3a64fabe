"""The gin games' shared hand judgement (:mod:`fanucci_desktop.ai.gin_hand`):
what a live two-card start is worth."""

from __future__ import annotations

import pytest

from fanucci_desktop.ai.gin_hand import START_WEIGHT, Outlook, outlook, start_value
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.games.gin_rummy.rules import mask_of


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
