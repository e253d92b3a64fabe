"""Fan Rummy against the conformance kit.

Uniformly random play almost never knocks: a knock is on offer in about
one hand in forty and then is one move among a dozen, so nearly every hand
is dead and a random match to 100 runs to thousands of hands (far past the
kit's 50,000-move limit). Hence:

* the kit's ``check_conformance`` runs on ``SHORT``, the same game with the
  match target lowered to 1 (the first hand that scores ends the match; no
  hand rule changes), on seeds 0 and 1, which score within ~150 hands (most
  seeds take minutes);
* whole matches to the real target 100, over fixed and hypothesis-drawn
  seeds, are played by ``eager_move`` (random, but it goes out whenever it
  may), with every state check of the kit on the way; this also reaches the
  knock, lay-off and gin phases that random play hardly ever sees.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance import (check_cards_conserved, check_conformance, check_illegal_refused,
                         check_observations, check_replay, check_roundtrip)
from fanucci_desktop.engine import HandContext, Match, Move
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game
from fanucci_desktop.games.fan_rummy import FanGame

GAME = get_game("fan-rummy")


class ShortFanGame(FanGame):
    """Fan Rummy with a match target of 1 point, for whole-match checks."""

    info = dataclasses.replace(FanGame.info, target_score=1)


SHORT = ShortFanGame()
ENDINGS = ("big-gin", "gin", "knock")


def eager_move(moves: list[Move], rng: random.Random) -> Move:
    """Big gin, gin or a knock when legal (in that order), else at random."""
    for action in ENDINGS:
        found = [m for m in moves if m.action == action]
        if found:
            return choice(found, rng)
    return choice(moves, rng)


def test_conformance_kit_over_random_matches():
    matches = check_conformance(SHORT, player_counts=[2], seeds=range(2), check_every=100)
    assert all(m.is_over for m in matches)


def eager_match(seed: int, check_every: int) -> tuple[Match, set[str]]:
    """A match to 100 played by :func:`eager_move`, put through the kit's
    checks every ``check_every`` moves, in every lay-off phase and at the
    end of every hand. Returns the match and the endings seen."""
    rng, check_rng = random.Random(seed), random.Random(-seed)
    match = Match(GAME, 2, seed)
    endings: set[str] = set()
    pool: list[Move] = []
    step = 0
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            continue
        state = match.state
        where = f" seed {seed} hand {len(match.hands)} step {step}"
        if step % check_every == 0 or state.phase == "layoff":
            check_roundtrip(GAME, state, where)
            check_observations(GAME, state, check_rng, where)
            check_illegal_refused(GAME, state, pool[-30:] + [Move("fold"), Move("lead")], where)
        move = eager_move(state.legal_moves(), rng)
        pool.append(move)
        match.apply(move)
        check_cards_conserved(GAME, state, where)
        if state.is_over:
            endings.add(state.ending)
            check_observations(GAME, state, check_rng, where + " (over)")
        step += 1
    check_replay(GAME, match)
    totals = [sum(h.scores[i] for h in match.hands) for i in (0, 1)]
    assert totals == match.totals and max(totals) >= 100
    return match, endings


def test_eager_matches_to_100_pass_every_check():
    endings: set[str] = set()
    for seed in range(3):
        endings |= eager_match(seed, check_every=25)[1]
    assert {"knock", "gin", "dead"} <= endings


@settings(max_examples=3, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_eager_matches_over_random_seeds(seed):
    match, _ = eager_match(seed, check_every=60)
    assert match.winners


def test_sampled_states_put_seen_cards_in_the_opponents_hand_or_discards():
    rng = random.Random(4)
    for seed in range(6):
        state = GAME.new_hand(HandContext(2, 1, 1, seed))
        while not state.is_over and len(state.took[1]) < 3:
            moves = state.legal_moves()
            takes = [m for m in moves if m.action == "take"]
            state.apply(choice(takes or moves, rng))
        seat = 0
        obs = state.observation(seat)
        for _ in range(20):
            sample = GAME.sample_state(obs, rng)
            assert sample.observation(seat) == obs
            theirs = set(sample.hands[1]) | set(sample.discards[1])
            assert set(obs.opponent_took) <= theirs


def test_clone_is_independent_and_equal():
    state = GAME.new_hand(HandContext(2, 0, 1, 3))
    state.apply(Move.parse("take knock"))
    copy = state.clone()
    assert copy == state and copy.legal_moves() == state.legal_moves()
    copy.apply(copy.legal_moves()[0])
    assert copy != state and state.phase == "knock_discard"
