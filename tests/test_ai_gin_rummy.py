"""Gin Rummy knowledge: the normal level goes out when it should, does not
feed a meld the opponent has shown, lays off, and reads the opponent from
its picks and passes."""

from __future__ import annotations

import random

from fanucci_desktop.ai import make_player
from fanucci_desktop.ai.gin_reading import read_opponent
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.games.gin_rummy import GinState
from fanucci_desktop.games.gin_rummy.rules import INDEX


def _cards(text: str) -> list:
    return [parse_card(t) for t in text.split()]


def _state(mine: str, theirs: str, upcard: str, stock: str, **kwargs) -> GinState:
    """Seat 0 (the non-dealer) holds ``mine``; the stock's top is last."""
    return GinState(dealer=1, hands=[_cards(mine), _cards(theirs)], stock=_cards(stock),
                    pile=_cards(upcard), **kwargs)


def _normal(state: GinState):
    seat = state.current_player
    return make_player("normal", "gin-rummy").decide(
        state.observation(seat), state.legal_moves(), random.Random(0))


STOCK = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D 3D 4D 5D 6D 7D 8D 10D JD QD"


def test_gins_and_knocks_when_it_can() -> None:
    state = _state("AS 2S 3S 4H 5H 6H 9C 9D 9S KD", "2H 3H 7S 8S 10S JS QS KS AH AD",
                   "KH", STOCK)
    state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
    state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
    state.apply(next(m for m in state.legal_moves() if str(m) == "draw"))   # draws QD
    assert str(_normal(state)) in ("knock QD", "knock KD")


def test_does_not_feed_a_meld_the_opponent_showed() -> None:
    hand = "AS 2S 3S 4H 5H 6H KD 9C JC 7D"
    opp = "KS KH 2H 3H 7S 8S 10S QS AH AD"
    plain = _state(hand, opp, "8H", STOCK)
    shown = _state(hand, opp, "8H", STOCK, took=[[], _cards("KS KH")])
    for state in (plain, shown):
        state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
        state.apply(next(m for m in state.legal_moves() if str(m) == "pass"))
        state.apply(next(m for m in state.legal_moves() if str(m) == "draw"))   # QD
    assert str(_normal(plain)) == "discard KD"
    assert str(_normal(shown)) == "discard QD"     # the KD would complete KS KH


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
    move = _normal(state)
    assert move.action == "layoff"
