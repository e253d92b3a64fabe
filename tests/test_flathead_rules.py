"""Flathead Rummy pure rules: meld types, bonus melds, lay-offs, scoring,
with a test named after every meld and scoring ruling and every example of
the rule text."""

import pytest

from fanucci_desktop.engine import parse_cards
from fanucci_desktop.games.flathead_rummy import (can_lay_off, hand_score, is_bonus_meld,
                                                  is_valid_meld)
from fanucci_desktop.games.flathead_rummy.explain import layoff_problem, meld_problem


def cards(text):
    return parse_cards(text)


def valid(text):
    return is_valid_meld(cards(text))


def bonus(text):
    return is_bonus_meld(cards(text))


# -- rule text examples: the three meld types ---------------------------------

def test_example_sets_of_three_sevens_and_four_nines():
    assert valid("7 Zurfs, 7 Bugs, 7 Faces")
    assert valid("9 Rain, 9 Lamps, 9 Ears, 9 Tops")
    assert not valid("7 Zurfs, 7 Bugs, 8 Faces")


def test_example_flushes_of_three_mazes_and_four_lamps():
    assert valid("0 Mazes, 4 Mazes, ∞ Mazes")
    assert valid("1 Lamps, 3 Lamps, 8 Lamps, 9 Lamps")
    assert not valid("0 Mazes, 4 Mazes, ∞ Bugs")


def test_example_red_run_2_lamps_3_plungers_4_fromps():
    assert valid("2 Lamps, 3 Plungers, 4 Fromps")


def test_example_blue_run_7_8_zurfs_9_rain():
    assert valid("7 Zurfs, 8 Zurfs, 9 Rain")


def test_example_infinity_of_tops_cannot_join_the_blue_run():
    assert not valid("7 Zurfs, 8 Zurfs, 9 Rain, ∞ Tops")
    assert not can_lay_off(cards("7 Zurfs, 8 Zurfs, 9 Rain"), cards("∞ Tops")[0])


def test_example_run_must_be_one_colour():
    assert not valid("3 Rain, 4 Lamps, 5 Rain")
    reason = meld_problem(cards("3 Rain, 4 Lamps, 5 Rain"))
    assert "a run must be one colour: 3 of Rain is blue, 4 of Lamps is red" in reason


# -- rulings: what a meld is ----------------------------------------------------

def test_ruling_meld_needs_three_cards():
    assert not valid("7 Zurfs, 7 Bugs")
    assert not valid("7 Zurfs, Grue")
    assert "at least three cards" in meld_problem(cards("7 Zurfs, 7 Bugs"))


def test_ruling_meld_holds_at_most_one_trump():
    assert valid("7 Zurfs, 7 Bugs, Grue")
    assert not valid("7 Zurfs, 7 Bugs, Grue, Time")
    assert not valid("7 Zurfs, Grue, Time")
    assert "only one trump" in meld_problem(cards("7 Zurfs, 7 Bugs, Grue, Time"))


def test_ruling_run_is_consecutive_ranks_of_one_colour():
    assert valid("3 Hives, 4 Time, 5 Faces, 6 Hives")
    assert not valid("3 Hives, 4 Time, 6 Faces")
    assert not valid("3 Hives, 4 Time, 4 Faces")
    assert "not consecutive" in meld_problem(cards("3 Hives, 4 Time, 6 Faces"))


def test_ruling_infinity_never_takes_part_in_a_run():
    assert not valid("8 Rain, 9 Zurfs, ∞ Tops")
    assert not valid("9 Zurfs, ∞ Tops, Grue")
    assert "∞ never takes part in a run" in meld_problem(cards("8 Rain, 9 Zurfs, ∞ Tops"))
    # ... but ∞ is a rank like any other for sets and flushes
    assert valid("∞ Tops, ∞ Rain, ∞ Bugs")
    assert valid("8 Rain, 9 Rain, ∞ Rain")


def test_ruling_zero_comes_before_one():
    assert valid("0 Bugs, 1 Mazes, 2 Inkblots")
    assert valid("0 Bugs, 2 Mazes, Grue")
    assert not valid("9 Bugs, 0 Mazes, 1 Inkblots")  # no wrapping around


def test_ruling_trump_stands_for_any_one_missing_card():
    assert valid("3 Lamps, 5 Fromps, Death")      # Death as 4
    assert valid("3 Lamps, 4 Fromps, Death")      # Death as 2 or 5
    assert not valid("3 Lamps, 6 Fromps, Death")  # two ranks missing
    assert valid("5 Ears, 5 Books, Snail")        # Snail as a 5
    assert valid("1 Ears, 7 Ears, Snail")         # Snail as an Ears
    assert "only one gap" in meld_problem(cards("3 Lamps, 6 Lamps, 7 Fromps, Death"))


def test_ruling_trump_needs_a_missing_card_to_stand_for():
    full_run = "0 Bugs, 1 Mazes, 2 Bugs, 3 Mazes, 4 Bugs, 5 Mazes, 6 Bugs, 7 Mazes, 8 Bugs, 9 Mazes"
    assert valid(full_run)
    assert not valid(full_run + ", Grue")
    assert valid("1 Mazes, 2 Bugs, 3 Mazes, 4 Bugs, 5 Mazes, 6 Bugs, 7 Mazes, 8 Bugs, 9 Mazes, Grue")
    whole_suit = ", ".join(f"{r} Tops" for r in list(range(10)) + ["∞"])
    assert valid(whole_suit) and not valid(whole_suit + ", Lobster")


def test_ruling_trump_role_is_not_fixed():
    # The ruling's own example: 5 Faces, 6 Faces, Grue + 8 Hives is a run, Grue as 7.
    meld = cards("5 Faces, 6 Faces, Grue")
    assert is_valid_meld(meld)            # Grue as 4 or 7, or as a Faces
    assert can_lay_off(meld, cards("8 Hives")[0])
    assert valid("5 Faces, 6 Faces, Grue, 8 Hives")
    # Grue as a Faces of any rank too: the flush role
    assert can_lay_off(meld, cards("∞ Faces")[0])


def test_ruling_meld_type_is_not_fixed():
    set_of_sixes = cards("6 Bugs, 6 Mazes, 6 Inkblots")
    assert can_lay_off(set_of_sixes, cards("6 Plungers")[0])
    flush = cards("0 Ears, 4 Ears, 9 Ears")
    assert can_lay_off(flush, cards("2 Ears")[0])
    assert not can_lay_off(flush, cards("2 Books")[0])
    # the whole group decides: 5-6-7-9 of Faces is only a flush, yet the
    # 8 of Hives fills the run; with the ∞ instead of the 9 nothing fits
    assert can_lay_off(cards("5 Faces, 6 Faces, 7 Faces, 9 Faces"), cards("8 Hives")[0])
    assert not can_lay_off(cards("5 Faces, 6 Faces, 7 Faces, ∞ Faces"), cards("8 Hives")[0])


def test_ruling_lay_off_refused_when_the_group_is_no_meld():
    reason = layoff_problem(cards("7 Zurfs, 8 Zurfs, 9 Rain"), cards("∞ Tops")[0], 3)
    assert reason.startswith("The ∞ of Tops does not fit meld 3")
    assert "∞ never takes part in a run" in reason
    assert "already holds a trump" in layoff_problem(cards("7 Zurfs, 8 Zurfs, Grue"),
                                                    cards("Time")[0])
    assert layoff_problem(cards("7 Zurfs, 8 Zurfs, Grue"), cards("9 Zurfs")[0]) is None


# -- rule text examples: laying off on bonus melds ------------------------------

def test_example_red_6_of_plungers_onto_black_colour_set_of_6s():
    black_sixes = cards("6 Bugs, 6 Mazes, 6 Inkblots")
    assert is_bonus_meld(black_sixes)
    assert can_lay_off(black_sixes, cards("6 Plungers")[0])
    assert not is_bonus_meld(black_sixes + cards("6 Plungers"))
    assert is_valid_meld(black_sixes + cards("6 Plungers"))


def test_example_flush_run_5_6_7_faces_plus_9_faces_is_a_flush():
    flush_run = cards("5 Faces, 6 Faces, 7 Faces")
    assert is_bonus_meld(flush_run)
    assert can_lay_off(flush_run, cards("9 Faces")[0])
    assert is_valid_meld(flush_run + cards("9 Faces"))
    assert not is_bonus_meld(flush_run + cards("9 Faces"))


def test_example_flush_run_5_6_7_faces_plus_8_hives_is_a_run():
    flush_run = cards("5 Faces, 6 Faces, 7 Faces")
    assert can_lay_off(flush_run, cards("8 Hives")[0])
    assert not is_bonus_meld(flush_run + cards("8 Hives"))
    assert not can_lay_off(flush_run, cards("8 Bugs")[0])


# -- rulings: bonus melds ---------------------------------------------------------

def test_ruling_bonus_colour_set():
    assert bonus("2 Scythes, 2 Ears, 2 Books")
    assert not bonus("2 Scythes, 2 Ears, 2 Bugs")   # a set, but two colours


def test_ruling_bonus_flush_run():
    assert bonus("0 Lamps, 1 Lamps, 2 Lamps, 3 Lamps")
    assert not bonus("0 Lamps, 1 Fromps, 2 Lamps")  # a run, not one suit
    assert not bonus("0 Lamps, 1 Lamps, 3 Lamps")   # a flush, not a run
    assert not bonus("8 Lamps, 9 Lamps, ∞ Lamps")   # ∞ never after 9


def test_ruling_bonus_infinity():
    assert bonus("∞ Bugs, ∞ Rain, ∞ Faces")
    assert bonus("∞ Bugs, ∞ Rain, ∞ Faces, ∞ Books")
    assert not bonus("∞ Bugs, ∞ Rain, Grue")


def test_example_grue_with_2_and_3_of_scythes_is_no_bonus():
    assert valid("2 Scythes, 3 Scythes, Grue")
    assert not bonus("2 Scythes, 3 Scythes, Grue")
    assert bonus("2 Scythes, 3 Scythes, 4 Scythes")


def test_ruling_meld_with_a_trump_is_never_a_bonus_meld():
    assert not bonus("2 Scythes, 2 Ears, 2 Books, Time")
    assert not bonus("1 Tops, 2 Tops, 3 Tops, Jester")


def test_plain_melds_are_not_bonus_melds():
    assert not bonus("7 Zurfs, 8 Zurfs, 9 Rain")
    assert not bonus("0 Mazes, 4 Mazes, ∞ Mazes")
    assert not bonus("7 Zurfs, 7 Bugs")   # not even a meld


# -- scoring -----------------------------------------------------------------------

def test_ruling_score_seed_example_14():
    # 7 cards left, winner 2 marks, the losers 1: 7 x (1 + 2 - 1)
    assert hand_score(7, 3, 2, 1) == 14


def test_ruling_score_seed_example_two_player_24():
    # (5 + 7) x (1 + 2 - 1)
    assert hand_score(7, 2, 2, 1) == 24


def test_ruling_losers_with_more_marks_leave_the_normal_score():
    assert hand_score(7, 4, 0, 3) == 7
    assert hand_score(7, 2, 1, 4) == 12
    assert hand_score(7, 4, 1, 1) == 7


def test_ruling_multiplier_grows_with_each_winner_mark():
    assert [hand_score(3, 3, m, 0) for m in range(4)] == [3, 6, 9, 12]


def test_hand_score_refuses_nonsense():
    with pytest.raises(ValueError):
        hand_score(-1, 3, 0, 0)
    with pytest.raises(ValueError):
        hand_score(3, 1, 0, 0)
