"""Gin Rummy knowledge: hard's heuristic (the move scores its search starts
from) goes out when it should, does not feed a meld the opponent has shown,
lays off (but not out of its own melds), and reads the opponent from its
picks and passes; hard's worlds give the opponent a played hand that fits
them. Normal plays plainer (tests/test_ai_gin_levels.py)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from fanucci_desktop.ai import make_player
from fanucci_desktop.ai.gin_reading import read_opponent
from fanucci_desktop.ai.gin_rummy import KNOWLEDGE, GinRummyKnowledge
from fanucci_desktop.ai.gin_worlds import (COULD_KNOCK, MELDED_LET_GO, opponent_stock_draws,
                                           world_weight)
from fanucci_desktop.ai.players import HeuristicPlayer
from fanucci_desktop.ai.search import SearchPlayer
from fanucci_desktop.engine.protocol import HandContext
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.games.gin_rummy import GinState
from fanucci_desktop.games.gin_rummy.rules import INDEX, deadwood_of_mask, mask_of
from fanucci_desktop.games import get_game


def _cards(text: str) -> list:
    return [parse_card(t) for t in text.split()]


def _state(mine: str, theirs: str, upcard: str, stock: str, **kwargs) -> GinState:
    """Seat 0 (the non-dealer) holds ``mine``; the stock's top is last."""
    return GinState(dealer=1, hands=[_cards(mine), _cards(theirs)], stock=_cards(stock),
                    pile=_cards(upcard), **kwargs)


#: The best-scored move of hard's heuristic, with no search.
HEURISTIC = HeuristicPlayer(KNOWLEDGE, "hard")


def _judged(state: GinState):
    seat = state.current_player
    return HEURISTIC.decide(state.observation(seat), state.legal_moves(), random.Random(0))


STOCK = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D 3D 4D 5D 6D 7D 8D 10D JD QD"


def test_gins_and_knocks_when_it_can() -> None:
    state = _state("AS 2S 3S 4H 5H 6H 9C 9D 9S KD", "2H 3H 7S 8S 10S JS QS KS AH AD",
                   "KH", STOCK)
    state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
    state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
    state.apply(next(m for m in state.legal_moves() if str(m) == "draw"))   # draws QD
    assert str(_judged(state)) in ("knock QD", "knock KD")


def test_keeps_a_pair_of_kings_early_and_breaks_it_late() -> None:
    """A start is worth its points times its chance to be completed in the
    draws left: two kings with both others live are worth keeping over a
    loose nine with the stock full, not with five cards left."""
    hand, opp = "AS 2S 3S 4H 5H 6H KC KD 8D 7C", "2H 3H 7S 8S 10S JS QS QC AH AD"
    early = _state(hand, opp, "4C", "KS 2C 3C 4D 5D 6D 7D 8C 9C 10C JC QD 2D 3D 5C 6C "
                   "8H 9H 10H JH QH KH 7H 4S 5S 6S 10D 9S")
    late = _state(hand, opp, "10D JD 4C", "KS 2C 3C 4D 5D 9S")
    for state in (early, late):
        for action in ("pass", "pass", "draw"):           # the non-dealer draws 9S
            state.apply(next(m for m in state.legal_moves() if str(m) == action))
    assert str(_judged(early)) == "discard 9S"
    assert str(_judged(late)) in ("discard KC", "discard KD")


def test_does_not_feed_a_meld_the_opponent_showed() -> None:
    hand = "AS 2S 3S 4H 5H 6H KD 9C JC 7D"
    opp = "KS KH 2H 3H 7S 8S 10S QS AH AD"
    plain = _state(hand, opp, "8H", STOCK)
    shown = _state(hand, opp, "8H", STOCK, took=[[], _cards("KS KH")])
    for state in (plain, shown):
        state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
        state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
        state.apply(next(m for m in state.legal_moves() if str(m) == "draw"))   # QD
    assert str(_judged(plain)) == "discard KD"
    assert str(_judged(shown)) == "discard QD"     # the KD would complete KS KH


def test_reads_picks_and_passes() -> None:
    state = _state("AS 2S 3S 4H 5H 6H 9C 9D 9S KD", "2H 3H 7S 8S 10S JS QS KS AH AD",
                   "KH", STOCK, took=[[], _cards("QS")], passed=[[], _cards("5C")])
    read = read_opponent(state.observation(0))
    assert read.holds(INDEX[parse_card("QS")]) == 1.0
    assert read.holds(INDEX[parse_card("AS")]) == 0.0
    # a card near an upcard it turned down is less likely held than one far from it
    assert read.holds(INDEX[parse_card("6C")]) < read.holds(INDEX[parse_card("JD")])
    # JS-KS around QS: it would take the JS if it also held the KS or 10S
    assert read.feeds(INDEX[parse_card("JS")]) > read.feeds(INDEX[parse_card("2D")])


def test_lays_off_as_the_defender() -> None:
    state = _state("2C 3C 4C 5H 6H 7H 8D 9D KD QC", "AS 2S 3S 4S 9H 9C 9S 6D 2D AD",
                   "KH", STOCK)
    state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
    state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
    state.apply(next(m for m in state.legal_moves() if str(m) == "draw"))   # QD
    state.apply(next(m for m in state.legal_moves() if str(m) == "discard QD"))
    state.apply(next(m for m in state.legal_moves() if str(m) == "draw"))   # JD
    knock = next(m for m in state.legal_moves() if m.action == "knock")
    state.apply(knock)
    assert state.phase == "layoff"
    move = _judged(state)
    assert move.action == "layoff"


def test_keeps_its_own_meld_rather_than_lay_off_from_it() -> None:
    # 8S fits the knocker's 5S 6S 7S, but it also makes this hand's set of 8s:
    # laid off, it would leave 8D 8C loose (32 deadwood instead of 16).
    state = _state("3S 8S 2D 3D 4D 8D 2C 5C 6C 8C", "5S 6S 7S QH QD QC AS AD AC 2H",
                   "9C", "2S 3H 4H JD KC")
    for move in ("pass", "pass", "draw", "discard KC", "draw", "knock JD"):
        state.apply(next(m for m in state.legal_moves() if str(m) == move))
    assert state.phase == "layoff" and state.current_player == 0
    assert [m.action for m in state.legal_moves()] == ["layoff", "done"]
    assert str(_judged(state)) == "done"
    assert str(KNOWLEDGE.rollout_move(state, random.Random(0))) == "done"


def test_world_weight_doubts_a_hand_that_could_have_knocked_or_melds_what_it_let_go() -> None:
    state = _state("AS 2S 3S 4H 5H 6H 9C 9D 9S KD", "2H 3H 7S 8S 10S JS QS KS AH AD",
                   "KH", STOCK, passed=[[], _cards("5C")])
    obs = state.observation(0)              # nine draws made: the opponent has discarded
    plain = mask_of(_cards("2H 5H 7S 9S JS KS AD 4D 9D QH"))
    could_knock = mask_of(_cards("2H 3H 4H 7S 8S 9S JS QS KS AD"))
    melds_the_pass = mask_of(_cards("4C 6C 7S 9S JS KS AD 4D 9D QH"))
    assert world_weight(obs, plain) == 1.0
    assert world_weight(obs, could_knock) == COULD_KNOCK
    assert world_weight(obs, melds_the_pass) == MELDED_LET_GO
    # before the opponent's first discard its dealt hand proves nothing
    fresh = dataclasses.replace(obs, stock_size=31, took=((), ()))
    assert world_weight(fresh, could_knock) == 1.0


def _played_position(seed: int) -> GinState:
    """A hand dealt from ``seed`` and played by hard's heuristic in both
    seats until the seat to act is to draw and its opponent has drawn three cards from the
    stock (or the hand is over)."""
    game = get_game("gin-rummy")
    state = game.new_hand(HandContext(2, 1, 1, seed))
    player = HEURISTIC
    rng = random.Random(seed)
    while not state.is_over:
        obs = state.observation(state.current_player)
        if obs.phase == "take" and opponent_stock_draws(obs) >= 3:
            break
        state.apply(player.decide(obs, state.legal_moves(), rng))
    return state


def test_hard_worlds_give_the_opponent_a_played_hand() -> None:
    game = get_game("gin-rummy")
    positions = [_played_position(seed) for seed in range(10)]
    positions = [s for s in positions if not s.is_over]
    assert len(positions) >= 6
    blind = played = 0.0
    for n, state in enumerate(positions):
        seat = state.current_player
        obs = state.observation(seat)
        for k in range(20):
            dealt = game.sample_state(obs, random.Random(k))
            world = KNOWLEDGE.sample_world(game, obs, random.Random(k))
            # the world agrees with all the seat saw
            assert world.observation(seat) == obs
            assert sorted(world.hands[1 - seat] + world.stock) == \
                sorted(dealt.hands[1 - seat] + dealt.stock)
            blind += deadwood_of_mask(mask_of(dealt.hands[1 - seat]))
            played += deadwood_of_mask(mask_of(world.hands[1 - seat]))
    # a played hand is far better than a blind deal of the same cards
    assert played < 0.75 * blind


def test_a_redeal_keeps_the_hidden_cards() -> None:
    state = next(s for s in map(_played_position, range(10)) if not s.is_over)
    seat = state.current_player
    opp_hand, stock = list(state.hands[1 - seat]), list(state.stock)
    state.redeal_hidden(seat, stock[:len(opp_hand)], opp_hand + stock[len(opp_hand):])
    assert sorted(state.hands[1 - seat] + state.stock) == sorted(opp_hand + stock)
    with pytest.raises(ValueError):
        state.redeal_hidden(seat, state.hands[seat], state.stock)


def test_opponent_stock_draws_counts_what_the_opponent_drew() -> None:
    game = get_game("gin-rummy")
    player = make_player("normal", game)
    dealer_took_first = 0
    for seed in range(12):
        for dealer in (0, 1):
            state = game.new_hand(HandContext(2, dealer, 1, seed))
            rng = random.Random(seed)
            drawn = [0, 0]
            while not state.is_over:
                seat = state.current_player
                obs = state.observation(seat)
                if obs.phase != "layoff":
                    assert opponent_stock_draws(obs) == drawn[1 - seat]
                move = player.decide(obs, state.legal_moves(), rng)
                drawn[seat] += move.action == "draw"
                dealer_took_first += (obs.phase == "first_upcard" and seat == dealer
                                      and move.action == "take")
                state.apply(move)
    assert dealer_took_first > 0      # the case where the dealer draws first was met


def test_a_played_world_when_the_opponent_took_the_same_card_twice() -> None:
    # it took the queen, threw it straight back, and took it again later
    state = _state("AS 2S 3S 4H 5H 6H 9C 9D 9S KD", "2H 3H 7S 8S 10S JS QS KS AH AD",
                   "KH", STOCK, took=[[], _cards("QS QS")])
    obs = state.observation(0)
    assert opponent_stock_draws(obs) > 0
    game = get_game("gin-rummy")
    for k in range(5):
        world = KNOWLEDGE.sample_world(game, obs, random.Random(k))
        assert parse_card("QS") in world.hands[1]


class _NoWorlds(GinRummyKnowledge):
    """Gin knowledge that refuses to deal a world: a search fails loudly."""

    def sample_world(self, game, obs, rng):
        raise AssertionError("searched")


def test_hard_takes_the_upcard_as_its_heuristic_does_and_searches_its_discards() -> None:
    game = get_game("gin-rummy")
    hard = SearchPlayer(game, _NoWorlds(), KNOWLEDGE.budget)
    positions = [s for s in map(_played_position, range(6)) if not s.is_over]
    assert positions
    for seed, state in enumerate(positions):
        obs = state.observation(state.current_player)
        assert obs.phase == "take"
        moves = state.legal_moves()
        assert hard.decide(obs, moves, random.Random(seed)) == \
            HEURISTIC.decide(obs, moves, random.Random(seed))
    state = positions[0]
    state.apply(next(m for m in state.legal_moves() if m.action == "draw"))
    with pytest.raises(AssertionError, match="searched"):
        hard.decide(state.observation(state.current_player), state.legal_moves(),
                    random.Random(0))
