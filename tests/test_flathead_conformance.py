"""Flathead Rummy against the conformance kit (2 to 6 players), and
hypothesis-driven random matches and hands checking the game's own
invariants: why_illegal agrees with legal_moves, cards are conserved, the
player to act always has a move, clones and dicts round-trip."""

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance import check_conformance, random_match
from fanucci_desktop.engine import HandContext, Move
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game
from fanucci_desktop.games.flathead_rummy import GAME, FlatheadState
from fanucci_desktop.games.flathead_rummy.codes import CARDS
from fanucci_desktop.games.flathead_rummy.melds import find_meld_codes
from fanucci_desktop.games.flathead_rummy.moves import DISCARD, DONE, DRAW, TAKE, layoff_move, meld_move


def test_conformance_kit_two_to_six_players():
    matches = check_conformance(get_game("flathead-rummy"), player_counts=[2, 3, 4, 5, 6],
                                seeds=range(1), check_every=15)
    assert all(m.is_over and max(m.totals) >= 42 for m in matches)


@settings(max_examples=3, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_hypothesis_random_two_player_matches(seed):
    match = random_match(GAME, 2, seed, check_every=40)
    assert max(match.totals) >= 42


def candidates(state: FlatheadState, rng: random.Random) -> list[Move]:
    """Every move that could make sense now, legal or not."""
    seat = state.current_player
    hand = state.hands[seat]
    moves = [DRAW, DONE, Move("fold"), Move("draw", (CARDS[0],))]
    moves += [TAKE[c] for c in state.tableau]
    moves += [DISCARD[c] for c in hand]
    moves += [layoff_move(c, i) for c in hand for i in range(len(state.melds) + 1)]
    moves += [meld_move(combo) for combo in find_meld_codes(hand)]
    triples = list(combinations(hand, 3))
    moves += [meld_move(t) for t in rng.sample(triples, min(10, len(triples)))]
    return moves


def check_state(state: FlatheadState, rng: random.Random) -> None:
    counts = Counter(c for h in state.hands for c in h)
    counts.update(state.draw)
    counts.update(state.tableau)
    counts.update(c for m in state.melds for c in m)
    assert counts == Counter(range(len(CARDS)))
    assert all(h == sorted(h) for h in state.hands)
    if state.is_over:
        assert state.legal_moves() == [] and state.current_player is None
        return
    legal = state.legal_moves()
    assert legal and len(set(legal)) == len(legal)
    assert all(Move.parse(str(m)) == m for m in legal)
    if state.phase == "play" and state.pending:
        assert state.taken in state.hands[state.current_player]
        assert not any(m.action == "discard" for m in legal)
    cands = candidates(state, rng)
    assert set(legal) <= set(cands)
    for move in cands:
        reason = state.why_illegal(move)
        assert (reason is None) == (move in legal), (str(move), reason)
        assert reason is None or reason.strip()


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=2, max_value=6), st.integers(min_value=0, max_value=2**32))
def test_hypothesis_random_hands_keep_every_invariant(num_players, seed):
    rng = random.Random(seed)
    state = GAME.new_hand(HandContext(num_players, dealer=seed % num_players, hand_number=1,
                                      seed=seed))
    steps = 0
    while not state.is_over and steps < 600:
        if steps % 3 == 0:
            check_state(state, rng)
        if steps % 25 == 0:
            copy = state.clone()
            assert copy == state and FlatheadState.from_dict(state.to_dict()) == state
        move = choice(state.legal_moves(), rng)
        state.apply(move)
        steps += 1
    check_state(state, rng)
    if state.is_over:
        scores = state.hand_scores()
        assert sum(1 for s in scores if s) <= 1
        if not state.dead:
            left = sum(len(h) for s, h in enumerate(state.hands) if s != state.winner)
            bonus = 5 if num_players == 2 else 0
            assert (left + bonus) <= scores[state.winner]
            if left + bonus:
                assert scores[state.winner] % (left + bonus) == 0


def test_many_seeded_matches_end_and_replay():
    """Cheaper than the kit: 20 whole random matches, each replayed from its record."""
    from conformance import check_replay
    from fanucci_desktop.engine import Match
    for n in range(2, 7):
        for seed in range(100, 104):
            rng = random.Random(seed)
            match = Match(GAME, n, seed)
            while not match.is_over:
                if match.needs_deal:
                    match.deal()
                    continue
                match.apply(choice(match.legal_moves(), rng))
            assert max(match.totals) >= 42
            assert match.totals == [sum(h.scores[i] for h in match.hands) for i in range(n)]
            check_replay(GAME, match)
