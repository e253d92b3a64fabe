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

#: Every game of the catalogue, by id.
GAME_IDS = sorted(r.info.id for r in RECORDS)


def lengths(game_id: str) -> tuple:
    """The match lengths a game offers, as its option lists them."""
    spec = next(o for o in get_game(game_id).options if o.key == "target")
    return tuple(v for v, _ in spec.choices)


def players(game_id: str) -> int:
    """A seat count the game is played with: three where it allows it."""
    info = get_game(game_id).info
    return max(info.min_players, min(3, info.max_players))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_offers_one_hand_a_short_and_the_standard_match(game_id):
    game = get_game(game_id)
    spec = next(o for o in game.options if o.key == "target")
    one, short, longer = lengths(game_id)
    assert one == ONE_HAND and short < longer
    assert spec.default == game.info.target_score == game.target_score({})
    assert spec.default in (short, longer)
    assert spec.label == "Match length"
    word = game.info.hand_word.lower()
    assert spec.choices[0][1] == f"One {word}"
    assert spec.description.startswith(f"One {word} (the first {word} that scores wins)")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_text_says_the_match_lengths(game_id):
    text = " ".join(p for s in record(game_id).rules for p in s.paragraphs)
    assert "match may be chosen when a game is set up" in text
    other = next(n for n in lengths(game_id)[1:] if n != get_game(game_id).info.target_score)
    assert str(other) in text


def record(game_id: str):
    """The game's record in the catalogue."""
    return next(r for r in RECORDS if r.info.id == game_id)


def play_hand(match: Match, rng: random.Random) -> None:
    """One hand to its end by a player that goes out whenever it may (in the
    gin games throwing what leaves the least deadwood)."""
    match.deal()
    while not match.state.is_over:
        moves = match.legal_moves()
        out = [m for m in moves if m.action in ("gin", "knock", "meld", "add", "layoff", "lay")]
        discards = [m for m in moves if m.action == "discard" and m.cards]
        if not out and discards and "knock" in record(match.game.info.id).keys:
            hand = match.state.hands[match.current_player]
            out = [min(discards, key=lambda m: gin_rules.deadwood(
                [c for c in hand if c != m.cards[0]]))]
        draws = [m for m in moves if m.action == "draw"]
        match.apply(rng.choice(out or draws or moves))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_one_hand_match_ends_after_the_first_hand_that_scores(game_id):
    game = get_game(game_id)
    for seed in range(1, 6):
        match = Match(game, players(game_id), seed, {"target": ONE_HAND})
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


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_short_match_is_saved_with_its_length(game_id):
    game = get_game(game_id)
    short = lengths(game_id)[1]
    match = Match(game, players(game_id), 3, {"target": short})
    match.deal()
    again = Match.from_dict(match.to_dict(), game)
    assert again.target == short and again.options["target"] == short
