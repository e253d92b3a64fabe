"""Trophy Case rules.py: high_card, trick_points and deal_size, with
hypothesis properties checked against the ruling stated directly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fanucci_desktop.engine import fanucci_deck, parse_cards
from fanucci_desktop.engine.cards import INFINITY
from fanucci_desktop.games.trophy_case.rules import deal_size, high_card, trick_points

DECK = fanucci_deck()
SUITED = [c for c in DECK if not c.is_trump]
TRUMPS = [c for c in DECK if c.is_trump]


@st.composite
def tricks(draw, with_trump: bool | None = None):
    """A trick in play order: a suited lead, then distinct cards."""
    lead = draw(st.sampled_from(SUITED))
    rest_pool = [c for c in (SUITED if with_trump is False else DECK) if c != lead]
    rest = draw(st.lists(st.sampled_from(rest_pool), unique=True, max_size=12))
    if with_trump:
        rest.insert(draw(st.integers(0, len(rest))), draw(st.sampled_from(TRUMPS)))
    return [lead, *rest]


def _beats(a, b, trick) -> bool:
    """The ruling in words: does card ``a`` outrank card ``b`` on ``trick``?"""
    colour = trick[0].color
    if a.is_trump != b.is_trump:
        return a.is_trump
    if (a.color == colour) != (b.color == colour):
        return a.color == colour
    if a.color != colour:
        return False
    suits = []
    for c in trick:
        if c.color == colour and c.suit not in suits:
            suits.append(c.suit)
    if a.suit != b.suit:
        return suits.index(a.suit) > suits.index(b.suit)
    return a.rank > b.rank


@settings(max_examples=150, deadline=None)
@given(tricks(with_trump=False))
def test_high_card_outranks_every_other_card_without_trumps(trick):
    best = high_card(trick)
    assert trick[best].color == trick[0].color
    for i, card in enumerate(trick):
        if i != best:
            assert _beats(trick[best], card, trick), (trick, best, i)


@settings(max_examples=60, deadline=None)
@given(tricks(with_trump=True))
def test_high_card_is_the_first_trump(trick):
    assert high_card(trick) == next(i for i, c in enumerate(trick) if c.is_trump)


@settings(max_examples=60, deadline=None)
@given(tricks(with_trump=False), st.data())
def test_out_of_colour_cards_never_change_the_high_card(trick, data):
    colour = trick[0].color
    ooc = [c for c in SUITED if c.color != colour and c not in trick]
    extra = data.draw(st.lists(st.sampled_from(ooc), unique=True, max_size=4))
    assert high_card(trick + extra) == high_card(trick)


def test_high_card_refuses_empty_and_trump_led_tricks():
    with pytest.raises(ValueError):
        high_card([])
    with pytest.raises(ValueError):
        high_card(parse_cards("Grue, 5 Rain"))
    with pytest.raises(ValueError):
        high_card(parse_cards("5H 6H"))


def test_high_card_led_suit_is_the_lowest_in_colour_suit():
    assert high_card(parse_cards("∞ Zurfs, 0 Rain")) == 1
    assert high_card(parse_cards("∞ Tops, 0 Zurfs")) == 1


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(DECK), unique=True, max_size=20))
def test_trick_points_count(cards):
    trumped = any(c.is_trump for c in cards)
    expected = (sum(1 for c in cards if c.rank in (8, 9))
                + 2 * sum(1 for c in cards if c.rank == INFINITY)
                + (sum(1 for c in cards if c.rank == 0) if trumped else 0))
    assert trick_points(cards) == expected


def test_deal_sizes_leave_enough_cards_for_three_deals_per_shuffle():
    for n in (3, 4, 5):
        assert 3 * n * deal_size(n) <= len(DECK)
