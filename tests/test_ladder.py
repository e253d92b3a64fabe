"""The ``ladder`` command: duplicate deals from every seat, and its intervals."""

from __future__ import annotations

import math

import pytest

from fanucci_desktop.commands.ladder import (
    Setup, describe, ladder, mean_interval, play_deal, share_of_top, wilson,
)
from fanucci_desktop.games import get_game


def setup(game: str, subject: str, field: str, players: int = 2, games: bool = False) -> Setup:
    return Setup(game, subject, field, players, 5, games, get_game(game).resolve_options({}))


def test_wilson_interval_matches_the_textbook_figures():
    low, high = wilson(60, 100)
    assert math.isclose(low, 0.5020, abs_tol=1e-4) and math.isclose(high, 0.6906, abs_tol=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(10, 10)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.7225, abs=1e-4)


def test_mean_interval_is_the_mean_plus_or_minus_1_96_standard_errors():
    mean, low, high = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    assert math.isclose(high - mean, 1.959964 * math.sqrt(5 / 3) / 2, rel_tol=1e-6)
    assert mean - low == pytest.approx(high - mean)


def test_a_tie_for_the_top_score_shares_the_win():
    assert share_of_top([5, 5, 1], 0) == 0.5
    assert share_of_top([5, 5, 1], 2) == 0.0
    assert share_of_top([-3, -7], 0) == 1.0


def test_each_deal_is_played_once_from_every_seat():
    result = play_deal(setup("trophy-case", "normal", "random", players=3), deal=0)
    assert result.hands == 3 and len(result.margins) == 3
    assert set(result.ms) == {"normal", "random"}
    assert result.illegal == 0 and result.unfinished == 0


def test_the_same_deal_gives_the_same_result_and_another_deal_another():
    one = play_deal(setup("fan-rummy", "normal", "easy"), deal=3)
    again = play_deal(setup("fan-rummy", "normal", "easy"), deal=3)
    other = play_deal(setup("fan-rummy", "normal", "easy"), deal=4)
    assert one.margins == again.margins
    assert one.margins != other.margins


def test_normal_beats_random_at_fortune_rummy_and_the_report_says_how_hands_ended():
    result = ladder(setup("fortune-rummy", "normal", "random"), deals=8)
    assert result["hands"] == 16 and result["fair_share"] == 0.5
    assert result["win_rate"] > 0.5 and result["margin"] > 0
    assert result["win_ci"][0] <= result["win_rate"] <= result["win_ci"][1]
    assert sum(result["ended"].values()) == 16
    text = describe(result)
    assert "normal against random" in text and "hands ended" in text


def test_whole_matches_count_match_wins():
    result = ladder(setup("fan-rummy", "normal", "random", games=True), deals=1)
    assert result["games"] == 2 and 0 <= result["game_wins"] <= 2
    assert result["hands"] >= 2


def test_the_oracle_may_be_the_subject_and_an_unknown_level_is_refused():
    result = ladder(setup("trophy-case", "oracle", "random", players=3), deals=1)
    assert result["decision_ms"]["oracle"]["n"] > 0
    with pytest.raises(ValueError, match="unknown AI level"):
        ladder(setup("fan-rummy", "grandmaster", "easy"), deals=1)
    with pytest.raises(ValueError, match="seats"):
        ladder(setup("fan-rummy", "easy", "easy", players=3), deals=1)
