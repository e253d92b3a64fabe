"""Issue 54, item 3: every score line names every card it counts. Hands of
every game that scores cards are played to their end by a player that goes
out whenever it may (draws rather than takes, and in the gin games
throws what leaves the least deadwood); the lines of each hand's summary, read back by the ear
(:func:`ear_kit.cards_named`, with "two Kings of Spades" read as two cards),
name each card that the hand's score counts, as often as it is counted:
Fortune Rummy's melds and the cards left in hand (a card of two decks held
twice named twice) and the deadwood of both gin games. Flathead Rummy's
score counts the cards left in the losing hands, not which they are, and
those hands stay hidden: its lines say how many and name none."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from ear_kit import cards_named
from fanucci_desktop.engine import Card, Match, parse_cards
from fanucci_desktop.games import get_game
from fanucci_desktop.games.gin_rummy import rules as gin_rules

_TIMES = {"two": 2, "three": 3, "four": 4}
_COUNTED = re.compile(r"\b(two|three|four) (\w+?)s of (\w+)")
#: The moves that end a hand soonest, by preference.
_OUT = ("gin", "big-gin", "knock", "meld", "add", "layoff", "lay-off", "lay")


def heard(text: str) -> Counter:
    """The cards ``text`` names, "two Kings of Spades" counted twice."""
    spelled = _COUNTED.sub(lambda m: ", ".join([f"{m.group(2)} of {m.group(3)}"]
                                               * _TIMES[m.group(1)]), text)
    return Counter(cards_named(spelled))


def played(game_id: str, players: int, seed: int) -> Match:
    match = Match(get_game(game_id), players, seed, {}, 0)
    match.deal()
    rng = random.Random(seed)
    while not match.state.is_over:
        moves = match.legal_moves()
        out = [m for m in moves if m.action in _OUT]
        discards = [m for m in moves if m.action == "discard" and m.cards]
        if not out and discards and game_id in ("gin-rummy", "fan-rummy"):
            hand = match.state.hands[match.current_player]
            out = [min(discards, key=lambda m: gin_rules.deadwood(
                [c for c in hand if c != m.cards[0]]))]
        draws = [m for m in moves if m.action == "draw"]
        match.apply(rng.choice(out or draws or moves))
    return match


def gin_counted(state) -> Counter:
    """Both deadwoods of a gin hand: the knocker's shown and the
    defender's least after lay-offs."""
    if state.ending == "dead":
        return Counter()
    defender = state.hands[1 - state.out_player]
    return Counter(state.shown_deadwood) + Counter(gin_rules.best_arrangement(defender)[1])


def fortune_counted(state) -> Counter:
    obs = state.observation(0)
    counted = Counter(c for _, meld in obs.melds for c in meld)
    for seat in range(state.num_players):
        counted += Counter(state.observation(seat).hand)
    return counted


COUNTED = {"gin-rummy": gin_counted, "fan-rummy": gin_counted,
           "fortune-rummy": fortune_counted}


@pytest.mark.parametrize("game_id, players", [("gin-rummy", 2), ("fan-rummy", 2),
                                              ("fortune-rummy", 3)])
def test_every_score_line_names_every_card_it_counts(game_id, players):
    scored = 0
    for seed in range(1, 9):
        match = played(game_id, players, seed)
        counted = COUNTED[game_id](match.state)
        said = sum((heard(line) for line in match.hands[-1].details), Counter())
        assert not counted - said, f"seed {seed}: {match.hands[-1].details}"
        scored += bool(counted)
    assert scored >= 4, "too few hands scored any card"


def test_flathead_counts_the_cards_left_in_the_losing_hands_and_names_none():
    scored = 0
    for seed in range(1, 9):
        match = played("flathead-rummy", 3, seed)
        state, details = match.state, match.hands[-1].details
        if state.dead:
            continue
        for seat in range(3):
            if seat != state.winner:
                left = len(state.hands[seat])
                assert details[seat].startswith(f"No points: {left} card"), details
                assert not heard(details[seat]), details
                scored += bool(left)
    assert scored >= 4, "too few hands left any card"


def test_fortune_names_a_king_held_twice_in_a_set_of_four_kings():
    """The playtest's line: K♠ K♠ K♥ K♣ melded was "40 for the King of
    Spades, King of Hearts and King of Clubs"; it names the King held twice
    as its button does."""
    from test_fortune_rummy_state import make, mv
    state = make(["KS KS KH KC 4C", "KD 9S 4C"])
    state.apply(mv("meld KS KS KH KC"))
    line = state.score_details()[0]
    assert "40 for two Kings of Spades, the King of Hearts and the King of Clubs" in line
    assert heard(line) == Counter(parse_cards("KS KS KH KC 4C"))


def test_the_ear_reads_a_card_held_twice_twice():
    assert heard("less 20 for two Kings of Spades") == Counter(parse_cards("KS KS"))
    assert isinstance(next(iter(heard("the 9 of Hearts"))), Card)
