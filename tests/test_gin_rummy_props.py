"""Property tests of Gin Rummy: on random hands (any house rules) every
card is in exactly one place, every legal move applies and why_illegal
agrees with legal_moves, every hand ends, and the scores add up."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from conformance import check_cards_conserved
from fanucci_desktop.engine import HandContext, Move
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game
from fanucci_desktop.games.gin_rummy import rules

GAME = get_game("gin-rummy")

options_st = st.fixed_dictionaries({o.key: st.sampled_from([v for v, _ in o.choices]) if o.choices else st.booleans()
                                     for o in GAME.options})


def eager_or_random(moves: list[Move], rng: random.Random, eager: float) -> Move:
    """A move going out (gin first) with probability ``eager`` when one is
    legal, else any legal move at random."""
    out = [m for m in moves if m.action in ("big-gin", "gin", "knock")]
    if out and rng.random() < eager:
        return min(out, key=lambda m: ("big-gin", "gin", "knock").index(m.action))
    return choice(moves, rng)


def candidates(state, rng: random.Random) -> list[Move]:
    """Moves of every kind built from random cards, legal or not."""
    moves = [Move("draw"), Move("pass"), Move("done"), Move("big-gin"),
             Move.parse("take discard"), Move("take", (), "stock")]
    for card in rng.sample(list(rules.DECK), 12):
        moves += [Move(a, (card,)) for a in ("discard", "knock", "gin")]
        moves.append(Move("layoff", (card,), "meld", rng.randrange(4)))
    return moves


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), options=options_st, eager=st.floats(0, 1))
def test_every_hand_ends_every_move_applies_cards_stay_put(seed, options, eager):
    rng = random.Random(seed)
    state = GAME.new_hand(HandContext(2, seed % 2, 1, seed, options))
    for step in range(2000):
        if state.is_over:
            break
        legal = state.legal_moves()
        assert legal and len(legal) == len(set(legal))
        if step % 9 == 0:
            for move in legal:
                assert state.why_illegal(move) is None and Move.parse(str(move)) == move
            for move in candidates(state, rng):
                reason = state.why_illegal(move)
                assert (reason is None) == (move in legal), (move, reason)
                assert reason is None or reason.endswith(".")
        state.apply(eager_or_random(legal, rng, eager))
        check_cards_conserved(GAME, state, f" seed {seed} step {step}")
    assert state.is_over, "a hand did not end within 2000 moves"
    assert state.legal_moves() == []


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), options=options_st)
def test_scores_add_up(seed, options):
    rng = random.Random(seed)
    state = GAME.new_hand(HandContext(2, 1, 1, seed, {**options, "game_bonuses": False}))
    while not state.is_over:
        state.apply(eager_or_random(state.legal_moves(), rng, 0.9))
    scores = state.hand_scores()
    if state.ending == "dead":
        assert scores == [0, 0]
        return
    out, theirs = state.out_player, state.defender_deadwood
    mine = state.knocker_deadwood
    assert mine == sum(rules.card_value(c) for c in state.shown_deadwood)
    assert theirs == rules.deadwood(state.hands[1 - out])
    assert mine <= state.knock_value or state.ending != "knock"
    if state.ending == "gin":
        assert scores[out] == 25 + theirs and scores[1 - out] == 0
    elif state.ending == "big-gin":
        assert scores[out] == 31 + theirs and scores[1 - out] == 0
    elif mine < theirs:
        assert scores == [theirs - mine if s == out else 0 for s in (0, 1)]
    elif mine > theirs:
        assert scores == [25 + mine - theirs if s != out else 0 for s in (0, 1)]
    else:
        assert scores == [0, 0]
    for meld in state.melds:
        assert rules.is_valid_meld(meld)
