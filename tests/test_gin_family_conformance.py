"""Gin Rummy and Fan Rummy against the conformance kit: one kit, run on
each game (:data:`VARIANTS` says what differs).

Uniformly random play seldom knocks (a knock is one move among a dozen, and
random hands rarely get low enough), so most random hands end dead and a
random match to 100 runs to thousands of hands (far past the kit's
50,000-move limit). Hence:

* the kit's ``check_conformance`` runs on the same game with the match
  target lowered to 1 (the first hand that scores ends the match; no hand
  rule changes), on a few seeds (Gin Rummy also with every house rule);
* whole matches to the real target 100, over fixed and hypothesis-drawn
  seeds, are played by ``eager_move`` (random, but it goes out whenever it
  may), with every state check of the kit on the way; this also reaches the
  knock, lay-off and gin phases that random play hardly ever sees.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance import (check_cards_conserved, check_conformance, check_illegal_refused,
                         check_observations, check_replay, check_roundtrip)
from fanucci_desktop.engine import Card, Game, HandContext, Match, Move
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game

ALL_GIN_HOUSE_RULES = {"oklahoma": True, "big_gin": True, "game_bonuses": True}


@dataclass(frozen=True)
class Variant:
    """What the kit needs to know of one gin game.

    ``kit_runs``: (seeds, options) of each ``check_conformance`` run, every
    ``kit_every`` moves; ``checked_phases``: phases checked at every step of
    an eager match; ``stray_move``: a move the game never offers;
    ``eager_seeds`` and the ``endings`` they must reach between them;
    ``house_rules``: options of one more eager match (None: no options);
    ``takes``: how many cards seat 1 takes before sampling; ``taken`` and
    ``hidden_places``: the cards seat 0 saw seat 1 take that must be in seat
    1's hidden places, and those places in a sampled state; ``first_move``
    and the ``phase_after`` it."""

    game_id: str
    kit_runs: tuple[tuple[range, dict[str, bool]], ...]
    kit_every: int
    checked_phases: frozenset[str]
    stray_move: Move
    eager_seeds: range
    endings: frozenset[str]
    house_rules: dict[str, bool] | None
    takes: int
    taken: Callable[[Any], set[Card]]
    hidden_places: Callable[[Any], set[Card]]
    first_move: str
    phase_after: str

    def __str__(self) -> str:
        return self.game_id


def _gin_taken(obs: Any) -> set[Card]:
    visible = set(obs.discard_pile) | {c for m in obs.melds for c in m}
    return {c for c in obs.took[1] if c not in visible}


VARIANTS = [
    Variant("gin-rummy",
            kit_runs=((range(3), {}),
                      (range(2), {**ALL_GIN_HOUSE_RULES, "low_knock": True})),
            kit_every=7, checked_phases=frozenset({"layoff", "wall", "wall_knock"}),
            stray_move=Move("big-gin"), eager_seeds=range(2),
            endings=frozenset({"knock", "dead"}), house_rules=ALL_GIN_HOUSE_RULES, takes=2,
            taken=_gin_taken, hidden_places=lambda sample: set(sample.hands[1]),
            first_move="take discard", phase_after="discard"),
    Variant("fan-rummy", kit_runs=((range(2), {}),), kit_every=100,
            checked_phases=frozenset({"layoff"}), stray_move=Move("lead"),
            eager_seeds=range(3), endings=frozenset({"knock", "gin", "dead"}),
            house_rules=None, takes=3, taken=lambda obs: set(obs.opponent_took),
            hidden_places=lambda sample: set(sample.hands[1]) | set(sample.discards[1]),
            first_move="take knock", phase_after="knock_discard"),
]
ENDINGS = ("big-gin", "gin", "knock")


def short(game: Game) -> Game:
    """The same game with a match target of 1 point, for whole-match checks."""
    base = type(game)

    class Short(base):  # type: ignore[valid-type, misc]
        info = dataclasses.replace(base.info, target_score=1)

        def target_score(self, options) -> int:
            return 1

    return Short()


def eager_move(moves: list[Move], rng: random.Random) -> Move:
    """Big gin, gin or a knock when legal (in that order), else at random."""
    for action in ENDINGS:
        found = [m for m in moves if m.action == action]
        if found:
            return choice(found, rng)
    return choice(moves, rng)


#: Each kit run of each variant, a test of its own (they share nothing, and
#: Gin Rummy's two take long enough to be worth running side by side).
KIT_RUNS = [(variant, run) for variant in VARIANTS for run in range(len(variant.kit_runs))]


@pytest.mark.parametrize("variant, run", KIT_RUNS,
                         ids=[f"{variant}-run{run}" for variant, run in KIT_RUNS])
def test_conformance_kit_over_random_matches(variant, run):
    game = short(get_game(variant.game_id))
    seeds, options = variant.kit_runs[run]
    matches = check_conformance(game, player_counts=[2], seeds=seeds,
                                check_every=variant.kit_every, options=options)
    assert all(m.is_over for m in matches)


def eager_match(variant: Variant, seed: int, check_every: int,
                options: dict[str, bool] | None = None) -> tuple[Match, set[str]]:
    """A match to 100 played by :func:`eager_move`, put through the kit's
    checks every ``check_every`` moves, in every phase the variant names and
    at the end of every hand. Returns the match and the endings seen."""
    game = get_game(variant.game_id)
    rng, check_rng = random.Random(seed), random.Random(-seed)
    match = Match(game, 2, seed, options)
    endings: set[str] = set()
    pool: list[Move] = []
    step = 0
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            continue
        state = match.state
        where = f" seed {seed} hand {len(match.hands)} step {step}"
        if step % check_every == 0 or state.phase in variant.checked_phases:
            check_roundtrip(game, state, where)
            check_observations(game, state, check_rng, where)
            check_illegal_refused(game, state, pool[-30:] + [Move("fold"), variant.stray_move],
                                  where)
        move = eager_move(state.legal_moves(), rng)
        pool.append(move)
        match.apply(move)
        check_cards_conserved(game, state, where)
        if state.is_over:
            endings.add(state.ending)
            check_observations(game, state, check_rng, where + " (over)")
        step += 1
    check_replay(game, match)
    totals = [sum(h.scores[i] for h in match.hands) for i in (0, 1)]
    assert totals == match.totals and max(totals) >= 100
    return match, endings


@pytest.mark.parametrize("variant", VARIANTS, ids=str)
def test_eager_matches_to_100_pass_every_check(variant):
    endings: set[str] = set()
    for seed in variant.eager_seeds:
        endings |= eager_match(variant, seed, check_every=25)[1]
    assert variant.endings <= endings


@pytest.mark.parametrize("variant", [v for v in VARIANTS if v.house_rules], ids=str)
def test_eager_match_with_house_rules(variant):
    match, _ = eager_match(variant, 7, check_every=40, options=variant.house_rules)
    assert match.winners


@pytest.mark.parametrize("variant", VARIANTS, ids=str)
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_eager_matches_over_random_seeds(variant, seed):
    match, _ = eager_match(variant, seed, check_every=60)
    assert match.winners


@pytest.mark.parametrize("variant", VARIANTS, ids=str)
def test_sampled_states_put_seen_cards_in_the_opponents_hidden_places(variant):
    game = get_game(variant.game_id)
    rng = random.Random(4)
    for seed in range(6):
        state = game.new_hand(HandContext(2, 1, 1, seed))
        while not state.is_over and len(state.took[1]) < variant.takes:
            moves = state.legal_moves()
            takes = [m for m in moves if m.action == "take"]
            state.apply(choice(takes or moves, rng))
        seat = 0
        obs = state.observation(seat)
        for _ in range(20):
            sample = game.sample_state(obs, rng)
            assert sample.observation(seat) == obs
            assert variant.taken(obs) <= variant.hidden_places(sample)


@pytest.mark.parametrize("variant", VARIANTS, ids=str)
def test_clone_is_independent_and_equal(variant):
    game = get_game(variant.game_id)
    state = game.new_hand(HandContext(2, 0, 1, 3))
    state.apply(Move.parse(variant.first_move))
    copy = state.clone()
    assert copy == state and copy.legal_moves() == state.legal_moves()
    copy.apply(copy.legal_moves()[0])
    assert copy != state and state.phase == variant.phase_after
