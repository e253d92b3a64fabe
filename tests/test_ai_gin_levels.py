"""Gin Rummy's levels are three different players: ``hard`` searches with
the full heuristic (live starts, opponent reading, a draw of look-ahead),
``normal`` plays the plain rules of :class:`PlainGinKnowledge` (least
deadwood, no reading), ``easy`` those plain rules with noise. Each test
holds a position where the plain rule and the full heuristic differ."""

from __future__ import annotations

import random

from fanucci_desktop.ai import make_player
from fanucci_desktop.ai.fan_rummy import KNOWLEDGE as FAN_KNOWLEDGE
from fanucci_desktop.ai.gin_rummy import KNOWLEDGE, PlainGinKnowledge
from fanucci_desktop.ai.players import HeuristicPlayer
from fanucci_desktop.ai.search import SearchPlayer
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.games.gin_rummy import GinState

#: The best-scored move of hard's heuristic, with no search.
HEURISTIC = HeuristicPlayer(KNOWLEDGE, "hard")
NORMAL = make_player("normal", "gin-rummy")
STOCK = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D 3D 4D 5D 6D 7D 8D 10D JD QD"


def _cards(text: str) -> list:
    return [parse_card(t) for t in text.split()]


def _state(mine: str, theirs: str, upcard: str, stock: str, moves: str = "", **kwargs
           ) -> GinState:
    """Seat 0 (the non-dealer) holds ``mine``; the stock's top is last;
    ``moves`` (separated by commas) are played first."""
    state = GinState(dealer=1, hands=[_cards(mine), _cards(theirs)], stock=_cards(stock),
                     pile=_cards(upcard), **kwargs)
    for text in filter(None, moves.split(",")):
        state.apply(next(m for m in state.legal_moves() if str(m) == text))
    return state


def _moves(player, state: GinState, seeds: int = 4) -> set[str]:
    """The moves ``player`` makes in ``state`` over a few seeds."""
    obs = state.observation(state.current_player)
    return {str(player.decide(obs, state.legal_moves(), random.Random(k))) for k in range(seeds)}


def test_each_level_plays_with_its_own_knowledge() -> None:
    hard = make_player("hard", "gin-rummy")
    assert isinstance(hard, SearchPlayer) and hard.knowledge is KNOWLEDGE
    assert isinstance(NORMAL, HeuristicPlayer)
    assert isinstance(NORMAL.knowledge, PlainGinKnowledge)
    easy = make_player("easy", "gin-rummy")
    assert isinstance(easy, HeuristicPlayer) and easy.noise > 0
    assert isinstance(easy.knowledge, PlainGinKnowledge)
    # Fan Rummy shares the gin code but keeps one knowledge for normal and hard
    assert make_player("normal", "fan-rummy").knowledge is FAN_KNOWLEDGE
    assert make_player("hard", "fan-rummy").knowledge is FAN_KNOWLEDGE


def test_normal_breaks_a_live_pair_of_kings_that_hard_keeps_early() -> None:
    """Two kings with both others live, the stock full: hard's heuristic
    keeps them and throws the loose nine; normal throws a king, which
    leaves the least deadwood."""
    state = _state("AS 2S 3S 4H 5H 6H KC KD 8D 7C", "2H 3H 7S 8S 10S JS QS QC AH AD", "4C",
                   "KS 2C 3C 4D 5D 6D 7D 8C 9C 10C JC QD 2D 3D 5C 6C "
                   "8H 9H 10H JH QH KH 7H 4S 5S 6S 10D 9S", "pass,pass,draw")
    assert _moves(HEURISTIC, state) == {"discard 9S"}
    assert _moves(NORMAL, state) <= {"discard KC", "discard KD"}


def test_normal_reads_nothing_of_the_opponent() -> None:
    """The opponent took KS and KH: hard's heuristic will not feed them the
    KD; normal throws it, its highest deadwood."""
    stock = STOCK.replace("2D ", "") + " 2D"
    state = _state("AS 2S 3S 4H 5H 6H KD 9C 5C 7D", "KS KH 2H 3H 7S 8S 10S QS AH AD",
                   "8H", stock, "pass,pass,draw", took=[[], _cards("KS KH")])
    assert _moves(HEURISTIC, state) == {"discard 9C"}
    assert _moves(NORMAL, state) == {"discard KD"}


def test_normal_knocks_as_soon_as_it_may_with_the_least_deadwood() -> None:
    """After drawing the 2C, normal knocks with one point (the AD) left;
    hard's heuristic, with the stock deep, does not knock that way (it plays
    on for gin when two points or less are left)."""
    stock = STOCK.replace("2C ", "") + " 2C"
    state = _state("AS 2S 3S 4H 5H 6H 9C 9D 9S AD", "2H 3H 7S 8S 10S JS QS KS AH 7H",
                   "KH", stock, "pass,pass,draw")
    assert _moves(NORMAL, state) == {"knock 2C"}
    assert "knock 2C" not in _moves(HEURISTIC, state)


def test_normal_takes_the_upcard_when_it_saves_deadwood() -> None:
    """The first upcard: the 9S makes a set; a loose 9S for a king still
    saves one point; a JH for a king or queen saves nothing."""
    opp = "2H 3H 7S 8S 10S JS QS KS AH AD"
    makes_a_set = _state("AS 2S 3S 4H 5H 6H 9C 9D KC QD", opp, "9S", STOCK)
    saves_one = _state("AS 2S 3S 4H 5H 6H 8C 8D KC QD", opp, "9S", STOCK)
    no_use = _state("AS 2S 3S 4H 5H 6H 9C 9D KC QD", opp, "JH", STOCK)
    assert _moves(NORMAL, makes_a_set) == {"take discard"}
    assert _moves(NORMAL, saves_one) == {"take discard"}
    assert _moves(NORMAL, no_use) == {"pass"}
