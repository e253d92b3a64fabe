"""The card model: notation, colours, decks (RULINGS.md, card notation and the Fanucci deck)."""

from collections import Counter

import pytest
from hypothesis import given, strategies as st

from fanucci_desktop.engine.cards import (
    FANUCCI_SUITS, INFINITY, TRUMPS, Color, fanucci_card, fanucci_deck, format_cards,
    parse_card, parse_cards, standard_card, standard_deck, trump)


def test_fanucci_deck_has_174_distinct_cards():
    deck = fanucci_deck()
    assert len(deck) == 174
    assert len(set(deck)) == 174
    assert sum(c.is_trump for c in deck) == 9
    assert Counter(c.suit for c in deck if not c.is_trump) == {s: 11 for s in FANUCCI_SUITS}


def test_ruling_five_colours_three_suits_each():
    expected = {
        "black": {"Bugs", "Mazes", "Inkblots"}, "red": {"Lamps", "Fromps", "Plungers"},
        "blue": {"Rain", "Zurfs", "Tops"}, "yellow": {"Hives", "Time", "Faces"},
        "green": {"Scythes", "Ears", "Books"},
    }
    for colour, suits in expected.items():
        for suit in suits:
            card = fanucci_card(3, suit)
            assert str(card.color) == colour
            assert card.color.name == colour


def test_ruling_trumps_have_no_rank_suit_or_colour():
    for name in TRUMPS:
        card = trump(name)
        assert card.is_trump and card.rank is None and card.suit is None and card.color is None


def test_ruling_time_is_the_trump_and_5_time_a_suited_card():
    assert parse_card("Time") == trump("Time")
    five = parse_card("5 Time")
    assert not five.is_trump and five.suit == "Time" and five.rank == 5
    assert five.color is Color.yellow


def test_ruling_infinity_reads_as_symbol_or_inf():
    assert parse_card("∞ Tops") == parse_card("inf Tops") == fanucci_card(INFINITY, "Tops")
    assert str(parse_card("inf Tops")) == "∞ Tops"
    assert parse_card("∞ Tops").is_infinity


def test_standard_notation():
    assert parse_card("QS") == standard_card(12, "S")
    assert parse_card("10H") == standard_card(10, "H")
    assert parse_card("AC") == standard_card(1, "C")
    assert str(standard_card(10, "D")) == "10D"
    assert standard_card(1, "H").color is Color.red
    assert str(standard_card(13, "C").color) == "black"


@pytest.mark.parametrize("text", ["", "7", "Zurfs", "11 Zurfs", "7 Zorfs", "1S", "QX", "Grue Grue",
                                  "10", "∞", "0S"])
def test_unknown_text_raises_value_error_naming_it(text):
    with pytest.raises(ValueError) as info:
        parse_card(text)
    assert repr(text) in str(info.value)


def test_ruling_list_separated_by_commas_or_white_space():
    assert parse_cards("7 Zurfs, Grue, ∞ Tops") == [fanucci_card(7, "Zurfs"), trump("Grue"),
                                                     fanucci_card(INFINITY, "Tops")]
    assert parse_cards("7H 7S 10D") == [standard_card(7, "H"), standard_card(7, "S"),
                                        standard_card(10, "D")]
    assert parse_cards("7 Zurfs 8 Zurfs Grue") == [fanucci_card(7, "Zurfs"), fanucci_card(8, "Zurfs"),
                                                   trump("Grue")]
    assert format_cards([fanucci_card(7, "Zurfs"), trump("Grue")]) == "7 Zurfs, Grue"
    assert format_cards([standard_card(7, "H"), standard_card(10, "D")]) == "7H 10D"
    assert parse_cards("  ") == []
    with pytest.raises(ValueError, match="Zorfs"):
        parse_cards("7 Zurfs, 8 Zorfs")


def test_standard_deck_copies():
    assert len(standard_deck()) == 52 and len(set(standard_deck())) == 52
    two = standard_deck(2)
    assert len(two) == 104 and Counter(two) == {c: 2 for c in standard_deck()}
    with pytest.raises(ValueError):
        standard_deck(0)


def test_invalid_constructor_arguments_are_refused():
    with pytest.raises(ValueError):
        fanucci_card(11, "Bugs")
    with pytest.raises(ValueError):
        standard_card(14, "S")
    with pytest.raises(ValueError):
        trump("Joker")


def test_cards_are_immutable_hashable_and_ordered():
    card = parse_card("3 Bugs")
    with pytest.raises(AttributeError):
        card.rank = 4  # type: ignore[misc]
    assert {card: 1}[parse_card("3 bugs")] == 1
    assert sorted(fanucci_deck()) == fanucci_deck()
    assert sorted(standard_deck()) == standard_deck()


ALL_CARDS = fanucci_deck() + standard_deck()


@given(st.lists(st.sampled_from(ALL_CARDS), max_size=12))
def test_text_form_round_trips(cards):
    assert parse_cards(format_cards(cards)) == cards
    for card in cards:
        assert parse_card(str(card)) == card


def test_card_codes_are_unique_and_drive_equality():
    cards = fanucci_deck() + standard_deck()
    assert len({c.code for c in cards}) == len(cards) == 226
    assert parse_card("7 Zurfs") == fanucci_card(7, "Zurfs")
    assert hash(parse_card("QS")) == hash(standard_card(12, "S"))
    assert parse_card("QS") != parse_card("QH")
    assert (parse_card("QS") == "QS") is False
