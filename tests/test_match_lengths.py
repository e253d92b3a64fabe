"""Issue 54, item 6: a short match in every game. Each game offers a match
of one hand, a short one and the standard one (its rules' target), one
option built once (:func:`fanucci_desktop.games.match_length.match_length_option`)
and saved with the match's options; the match ends at the length chosen."""

from __future__ import annotations

import random

import pytest

from fanucci_desktop.engine import Match
from fanucci_desktop.games import get_game
from fanucci_desktop.games.catalog import RECORDS
from fanucci_desktop.games.gin_rummy import rules as gin_rules
from fanucci_desktop.words import ONE_HAND

#: Each game's lengths: one hand, then the others from short to long.
LENGTHS = {"gin-rummy": (ONE_HAND, 100, 250), "fan-rummy": (ONE_HAND, 50, 100),
           "flathead-rummy": (ONE_HAND, 21, 42), "trophy-case": (ONE_HAND, 15, 30),
           "fortune-rummy": (ONE_HAND, 250, 500)}
PLAYERS = {"gin-rummy": 2, "fan-rummy": 2, "flathead-rummy": 3, "trophy-case": 3,
           "fortune-rummy": 3}


def test_every_game_offers_one_hand_a_short_and_the_standard_match():
    assert {r.info.id for r in RECORDS} == set(LENGTHS)
    for record in RECORDS:
        game = record.game
        spec = next(o for o in game.options if o.key == "target")
        assert tuple(v for v, _ in spec.choices) == LENGTHS[game.info.id]
        assert spec.default == game.info.target_score == game.target_score({})
        assert spec.label == "Match length"
        word = game.info.hand_word.lower()
        assert spec.choices[0][1] == f"One {word}"
        assert spec.description.startswith(f"One {word} (the first {word} that scores wins)")


@pytest.mark.parametrize("game_id", sorted(LENGTHS))
def test_the_rules_text_says_the_match_lengths(game_id):
    record = next(r for r in RECORDS if r.info.id == game_id)
    text = " ".join(p for s in record.rules for p in s.paragraphs)
    assert "match may be chosen when a game is set up" in text
    assert str(LENGTHS[game_id][1]) in text


def play_hand(match: Match, rng: random.Random) -> None:
    """One hand to its end by a player that goes out whenever it may (in the
    gin games throwing what leaves the least deadwood)."""
    match.deal()
    while not match.state.is_over:
        moves = match.legal_moves()
        out = [m for m in moves if m.action in ("gin", "knock", "meld", "add", "layoff", "lay")]
        discards = [m for m in moves if m.action == "discard" and m.cards]
        if not out and discards and match.game.info.id in ("gin-rummy", "fan-rummy"):
            hand = match.state.hands[match.current_player]
            out = [min(discards, key=lambda m: gin_rules.deadwood(
                [c for c in hand if c != m.cards[0]]))]
        draws = [m for m in moves if m.action == "draw"]
        match.apply(rng.choice(out or draws or moves))


@pytest.mark.parametrize("game_id", sorted(LENGTHS))
def test_a_one_hand_match_ends_after_the_first_hand_that_scores(game_id):
    game = get_game(game_id)
    for seed in range(1, 6):
        match = Match(game, PLAYERS[game_id], seed, {"target": ONE_HAND})
        assert match.target == ONE_HAND and match.options["target"] == ONE_HAND
        rng = random.Random(seed)
        while not match.is_over and len(match.hands) < 20:
            play_hand(match, rng)
        assert match.is_over
        assert max(match.hands[-1].scores) > 0
        assert all(max(h.scores) <= 0 for h in match.hands[:-1])


def test_a_one_deal_trophy_case_match_plays_its_deal_out():
    """In a match of one deal the deal goes on past the first trick that
    scores, to its end (someone out of cards, or a trump-only lead)."""
    game = get_game("trophy-case")
    match = Match(game, 3, 2, {"target": ONE_HAND})
    play_hand(match, random.Random(2))
    state = match.state
    assert state.ending != "target" and len(state.tricks) > 1


@pytest.mark.parametrize("game_id", sorted(LENGTHS))
def test_a_short_match_is_saved_with_its_length(game_id):
    game = get_game(game_id)
    short = LENGTHS[game_id][1]
    match = Match(game, PLAYERS[game_id], 3, {"target": short})
    match.deal()
    again = Match.from_dict(match.to_dict(), game)
    assert again.target == short and again.options["target"] == short
