"""Property tests: legal_moves and why_illegal agree on random mid-hand states,
scores and observations keep their invariants."""

import random

from hypothesis import given, settings, strategies as st

from fanucci_desktop.engine import HandContext, Move
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game
from fanucci_desktop.games.fortune_rummy.rules import is_valid_meld

GAME = get_game("fortune-rummy")


def random_state(seed, players, steps, options):
    """A state reached by ``steps`` random legal moves from a seeded deal."""
    rng = random.Random(seed)
    state = GAME.new_hand(HandContext(players, 0, 1, seed, options))
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(choice(state.legal_moves(), rng))
    return state, rng


def candidates(state, rng):
    """Moves of every kind built from random cards of the hand, legal or not."""
    seat = state.current_player
    hand = list(state.observation(seat).hand)
    moves = [Move("draw")]
    for _ in range(40):
        cards = tuple(sorted(rng.sample(hand, min(len(hand), rng.randint(1, 5)))))
        moves.append(Move("meld", cards))
        moves.append(Move("take-pile", cards))
        moves.append(Move("discard", cards[:1]))
        melds = len(state.observation(seat).melds)
        if melds:
            moves.append(Move("add", cards[:rng.randint(1, len(cards))], "meld",
                              rng.randrange(melds)))
    return moves


options_st = st.fixed_dictionaries({o.key: st.booleans() for o in GAME.options if not o.choices})


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 8), steps=st.integers(0, 160),
       options=options_st)
def test_why_illegal_agrees_with_legal_moves(seed, players, steps, options):
    state, rng = random_state(seed, players, steps, options)
    if state.is_over:
        assert state.legal_moves() == [] and state.why_illegal(Move("draw")) == "The hand is over."
        return
    legal = state.legal_moves()
    assert legal and len(legal) == len(set(legal))
    for move in legal:
        assert state.why_illegal(move) is None, move
        assert Move.parse(str(move)) == move
        assert list(move.cards) == sorted(move.cards)
    for move in candidates(state, rng):
        reason = state.why_illegal(move)
        assert (reason is None) == (move in legal), (move, reason)
        assert reason is None or reason.endswith((".", ")"))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 8), steps=st.integers(0, 200),
       options=options_st)
def test_table_melds_stay_valid_and_scores_add_up(seed, players, steps, options):
    state, _ = random_state(seed, players, steps, options)
    zones = state.zones()
    melded = [0] * players
    obs = state.observation(0)
    for i, (owner, cards) in enumerate(obs.melds):
        assert is_valid_meld(cards, options)
        assert list(cards) == sorted(zones[f"meld:{i}"])
    for s in range(players):
        hand = zones[f"hand:{s}"]
        assert state.observation(s).hand_sizes[s] == len(hand)
        melded[s] = obs.melded[s]
    from fanucci_desktop.games.fortune_rummy import hand_penalty
    assert state.hand_scores() == [melded[s] + hand_penalty(zones[f"hand:{s}"])
                                   for s in range(players)]
    assert all(hand_penalty(zones[f"hand:{s}"]) <= 0 for s in range(players))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 8), steps=st.integers(0, 400),
       options=options_st)
def test_a_sampled_world_holds_the_very_pile_its_seat_saw_discarded(seed, players, steps, options):
    """The pile under the top card is hidden but remembered: every card on it
    was seen going on top, so a sampled world must hold exactly that pile
    (an AI judging whether to take it would otherwise guess at its cards)."""
    state, rng = random_state(seed, players, steps, options)
    for seat in range(players):
        sample = GAME.sample_state(state.observation(seat), rng)
        assert sample.pile == state.pile
