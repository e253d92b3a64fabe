"""Fortune Rummy rules functions: melds, meld values and hand penalties.

Every row of the scoring tables, every meld example of the rule texts and
the meld rulings of RULINGS.md, with each house rule off and on.
"""

import pytest

from fanucci_desktop.engine import parse_cards
from fanucci_desktop.games.fortune_rummy import hand_penalty, is_valid_meld, meld_value
from fanucci_desktop.games.fortune_rummy.codes import codes_of
from fanucci_desktop.games.fortune_rummy.rules import HouseRules, meld_problem

OFF: dict = {}
SETS_OVER_FOUR = {"sets_over_four": True}
ACES_FIFTEEN = {"aces_fifteen": True}
FOUR_CARD_SEQ = {"four_card_sequences": True}


def valid(text, options=None):
    return is_valid_meld(parse_cards(text), options)


def value(text, options=None):
    return meld_value(parse_cards(text), options)


def penalty(text):
    return hand_penalty(parse_cards(text))


def problem(text, options=None):
    return meld_problem(sorted(codes_of(parse_cards(text))), HouseRules.of(options))


# -- examples of the rule texts -------------------------------------------------------

def test_example_sets_4_4_4_and_4_4_4_4():
    assert valid("4S 4H 4D")
    assert valid("4S 4H 4D 4C")


def test_example_sequences_5_6_7_and_5_to_9_hearts():
    assert valid("5H 6H 7H")
    assert valid("5H 6H 7H 8H 9H")


def test_example_k_a_2_3_around_the_corner_is_not_a_meld():
    assert not valid("KH AH 2H 3H")
    assert "around the corner" in problem("KH AH 3H")


def test_example_deuces_cannot_be_melded_together():
    assert not valid("2S 2H 2D")
    assert not valid("2S 2H 2D 2C")
    assert "two natural" in problem("2S 2H 2D")


def test_example_ace_high_q_k_a_and_ace_low_a_2_3():
    assert valid("QH KH AH")
    assert valid("AH 2C 3H")
    assert value("QH KH AH") == 30
    assert value("AH 2C 3H") == 15


# -- meld rulings ---------------------------------------------------------------------------

def test_ruling_set_of_three_or_four_of_a_rank_duplicates_allowed():
    assert valid("9S 9S 9H")
    assert valid("9S 9S 9H 9H")
    assert not valid("9S 9H")
    assert not valid("9S 9H 9D 9C 9S")
    assert "at most four" in problem("9S 9H 9D 9C 9S")


def test_ruling_sequence_of_three_or_more_of_one_suit():
    assert valid("3C 4C 5C")
    assert valid("3C 4C 5C 6C 7C 8C 9C 10C JC QC KC")
    assert not valid("3C 4C 5D")
    assert not valid("3C 5C 6C")
    assert not valid("3C 4C 4C 5C")
    assert "same card twice" in problem("3C 4C 4C 5C")
    assert "too far apart" in problem("3C 5C 6C")


def test_ruling_aces_high_or_low_never_around_the_corner():
    assert valid("AD 3D 4D 2S")
    assert valid("JD QD KD AD")
    assert not valid("QD KD AD 3D 2S")
    assert valid("KD AD 2S") and value("KD AD 2S") == 30  # the deuce is the queen
    assert not valid("KD AD 3D 2S 2C")
    assert valid("AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD")  # 2D stands for itself
    assert valid("AD 2S 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD")
    assert not valid("AD 2S 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD 2C")


def test_ruling_deuces_wild_and_at_least_two_natural_cards():
    assert valid("7S 7H 2D")
    assert valid("7S 8S 2D")
    assert valid("7S 9S 2D")
    assert valid("7S 10S 2D 2C")
    assert not valid("7S 2D 2C")
    assert not valid("7S 2D 2C 2H")
    assert valid("7S 7H 2D 2C")
    assert not valid("7S 7H 7D 2C 2C")  # five cards in a set


# -- house rules: meld shapes ---------------------------------------------------------------

def test_house_rule_sets_over_four_off_and_on():
    five = "8S 8H 8D 8C 8S"
    assert not valid(five, OFF)
    assert valid(five, SETS_OVER_FOUR)
    assert valid("8S 8H 8D 8C 8S 8H 2C 2D", SETS_OVER_FOUR)
    assert not valid("8S 2H 2D 2C", SETS_OVER_FOUR)  # still two naturals needed
    assert value(five, SETS_OVER_FOUR) == 50


def test_house_rule_four_card_sequences_off_and_on():
    assert valid("5H 6H 7H 8H 9H", OFF)
    assert not valid("5H 6H 7H 8H 9H", FOUR_CARD_SEQ)
    assert valid("5H 6H 7H 8H", FOUR_CARD_SEQ)
    assert not valid("5H 6H 7H 8H 2C", FOUR_CARD_SEQ)
    assert "at most four cards (house rule)" in problem("5H 6H 7H 8H 9H", FOUR_CARD_SEQ)
    assert valid("5H 5S 5D 5C", FOUR_CARD_SEQ)  # sets are untouched


def test_unknown_option_refused():
    with pytest.raises(ValueError, match="unknown"):
        valid("5H 6H 7H", {"wild_jokers": True})


# -- meld scoring table: every row, aces_fifteen off and on ---------------------------------

@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_king_down_to_eight_10(options):
    assert value("8H 9H 10H", options) == 30
    assert value("JC QC KC", options) == 30
    assert value("KS KH KD", options) == 30


@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_seven_down_to_three_5(options):
    assert value("3D 4D 5D", options) == 15
    assert value("7S 7H 7C", options) == 15


@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_ace_played_high_10(options):
    assert value("QD KD AD", options) == 30


@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_ace_played_low_5(options):
    assert value("AD 2S 3D", options) == 15  # ace 5, deuce as the 2: 5, three 5


def test_score_row_ace_in_a_set_of_aces_10_or_15_with_the_house_rule():
    assert value("AS AH AD", OFF) == 30
    assert value("AS AH AD", ACES_FIFTEEN) == 45
    assert value("AS AH 2D", OFF) == 30
    assert value("AS AH 2D", ACES_FIFTEEN) == 40  # the deuce stays at 10


@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_deuce_as_king_down_to_eight_10(options):
    assert value("9H 10H 2S", options) == 30  # deuce as 8 or J: 10
    assert value("KS KH 2D", options) == 30


@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_deuce_as_seven_down_to_two_5(options):
    assert value("3H 4H 2S", options) == 15  # deuce as 2 or 5: 5 either way
    assert value("4S 4H 2D", options) == 15
    assert value("AH 3H 2S", options) == 15  # deuce as the 2 itself


@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_deuce_as_queen_of_spades_10(options):
    assert value("JS KS 2H", options) == 30  # the deuce stands for the QS: 10
    assert value("QH QD 2C", options) == 30


@pytest.mark.parametrize("options", [OFF, ACES_FIFTEEN])
def test_score_row_queen_of_spades_50(options):
    assert value("QS QH QD", options) == 70
    assert value("JS QS KS", options) == 70
    assert value("10S JS QS KS AS", options) == 90


def test_ruling_deuce_counts_as_the_card_that_scores_more():
    # 7H 8H 2C: the deuce could be the 6 (5) or the 9 (10): it counts 10.
    assert value("7H 8H 2C") == 25
    # 6H 7H 2C: a 5 or an 8: 10.
    assert value("6H 7H 2C") == 20
    # 5H 6H 2C: a 4 or a 7: 5 either way.
    assert value("5H 6H 2C") == 15
    # QH KH 2C: J (10) or high ace (10).
    assert value("QH KH 2C") == 30
    # AH 3H 4H 2C 2D: the deuces are 2 and 5 (or 5 and 6): 5 each.
    assert value("AH 3H 4H 2C 2D") == 25
    # With an ace low the sequence may not reach past the king.
    assert value("AH 3H 2C 2D") == 20


def test_ruling_meld_values_counted_as_the_melds_finally_stand():
    # Alone, 7H 8H 2C values the deuce as a 9; once 9H is added it can be a 6 or a 10.
    assert value("7H 8H 2C") == 25
    assert value("7H 8H 9H 2C") == 35
    # 7 to K with a deuce: the deuce is the high ace (10) rather than the 6.
    assert value("7H 8H 9H 10H JH QH KH 2C") == 75
    # Add the real ace: the deuce can only be the 6 now, so it drops to 5.
    assert value("7H 8H 9H 10H JH QH KH AH 2C") == 80


def test_meld_value_refuses_a_non_meld():
    with pytest.raises(ValueError, match="not a meld"):
        value("7H 9S 2C")


# -- hand penalties: every row ----------------------------------------------------------------

def test_penalty_row_king_down_to_eight_minus_10():
    assert penalty("KH") == penalty("QH") == penalty("JC") == penalty("10D") == -10
    assert penalty("9S") == penalty("8S") == -10


def test_penalty_row_seven_down_to_three_minus_5():
    for text in ("7H", "6S", "5D", "4C", "3H"):
        assert penalty(text) == -5


def test_penalty_row_queen_of_spades_minus_50():
    assert penalty("QS") == -50


def test_ruling_hand_penalties_ace_and_deuce_minus_10_from_the_alt_text():
    assert penalty("AS") == -10
    assert penalty("2H") == -10


def test_hand_penalty_adds_up_and_is_never_positive():
    assert penalty("") == 0
    assert penalty("QS KH 3C AD 2S") == -50 - 10 - 5 - 10 - 10
