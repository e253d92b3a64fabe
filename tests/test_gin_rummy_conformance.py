"""Gin Rummy against the conformance kit.

Uniformly random play seldom knocks (a knock is one move among a dozen,
and random hands rarely get under 10), so most random hands end dead at
the wall. Hence, as for Fan Rummy:

* the kit's ``check_conformance`` runs on ``SHORT``, the same game with
  the match target lowered to 1 (the first hand that scores ends the
  match; no hand rule changes), on a few seeds, with and without every
  house rule;
* whole matches to the real target 100 are played by ``eager_move``
  (random, but it goes out whenever it may), with every state check of
  the kit on the way; this also reaches the knock, lay-off and gin phases.
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
from fanucci_desktop.games.gin_rummy import GinGame

GAME = get_game("gin-rummy")
ALL_HOUSE_RULES = {"oklahoma": True, "big_gin": True, "game_bonuses": True}


class ShortGinGame(GinGame):
    """Gin Rummy with a match target of 1 point, for whole-match checks."""

    info = dataclasses.replace(GinGame.info, target_score=1)


SHORT = ShortGinGame()
ENDINGS = ("big-gin", "gin", "knock")


def eager_move(moves: list[Move], rng: random.Random) -> Move:
    """Big gin, gin or a knock when legal (in that order), else at random."""
    for action in ENDINGS:
        found = [m for m in moves if m.action == action]
        if found:
            return choice(found, rng)
    return choice(moves, rng)


def test_conformance_kit_over_random_matches():
    matches = check_conformance(SHORT, player_counts=[2], seeds=range(3), check_every=7)
    assert all(m.is_over for m in matches)


def test_conformance_kit_with_every_house_rule():
    matches = check_conformance(SHORT, player_counts=[2], seeds=range(2), check_every=7,
                                options={**ALL_HOUSE_RULES, "low_knock": True})
    assert all(m.is_over for m in matches)


def eager_match(seed: int, check_every: int, options: dict | None = None
                ) -> tuple[Match, set[str]]:
    """A match to 100 played by :func:`eager_move`, put through the kit's
    checks every ``check_every`` moves, in every lay-off phase and at the
    end of every hand. Returns the match and the endings seen."""
    rng, check_rng = random.Random(seed), random.Random(-seed)
    match = Match(GAME, 2, seed, options)
    endings: set[str] = set()
    pool: list[Move] = []
    step = 0
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            continue
        state = match.state
        where = f" seed {seed} hand {len(match.hands)} step {step}"
        if step % check_every == 0 or state.phase in ("layoff", "wall", "wall_knock"):
            check_roundtrip(GAME, state, where)
            check_observations(GAME, state, check_rng, where)
            check_illegal_refused(GAME, state, pool[-30:] + [Move("fold"), Move("big-gin")],
                                  where)
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
    for seed in range(2):
        endings |= eager_match(seed, check_every=25)[1]
    assert {"knock", "dead"} <= endings


def test_eager_match_with_house_rules():
    match, _ = eager_match(7, check_every=40, options=ALL_HOUSE_RULES)
    assert match.winners


@settings(max_examples=3, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_eager_matches_over_random_seeds(seed):
    match, _ = eager_match(seed, check_every=60)
    assert match.winners


def test_sampled_states_put_seen_cards_in_the_opponents_hand():
    rng = random.Random(4)
    for seed in range(6):
        state = GAME.new_hand(HandContext(2, 1, 1, seed))
        while not state.is_over and len(state.took[1]) < 2:
            moves = state.legal_moves()
            takes = [m for m in moves if m.action == "take"]
            state.apply(choice(takes or moves, rng))
        seat = 0
        obs = state.observation(seat)
        for _ in range(20):
            sample = GAME.sample_state(obs, rng)
            assert sample.observation(seat) == obs
            visible = set(obs.discard_pile) | {c for m in obs.melds for c in m}
            assert {c for c in obs.took[1] if c not in visible} <= set(sample.hands[1])


def test_clone_is_independent_and_equal():
    state = GAME.new_hand(HandContext(2, 0, 1, 3))
    state.apply(Move.parse("take discard"))
    copy = state.clone()
    assert copy == state and copy.legal_moves() == state.legal_moves()
    copy.apply(copy.legal_moves()[0])
    assert copy != state and state.phase == "discard"
