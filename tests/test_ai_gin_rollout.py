"""The rollout policy and evaluation the gin games' searches share
(:mod:`fanucci_desktop.ai.gin_rollout`), played through each game's
knowledge: out as soon as allowed (big gin, gin, knock), else the discard
leaving the least deadwood, the highest of equals; an offered card only
when it saves 4 or more; a cut-off rollout valued by half the deadwood
difference (doubled under a spade knock card in Fan Rummy)."""

from __future__ import annotations

import random

import pytest

from fanucci_desktop.ai.fan_rummy import KNOWLEDGE as FAN
from fanucci_desktop.ai.gin_rollout import deadwood_margin, take_gain, turn_end
from fanucci_desktop.ai.gin_rummy import KNOWLEDGE as GIN
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.engine.protocol import HandContext, Move
from fanucci_desktop.games import get_game
from fanucci_desktop.games.gin_rummy import GinState
from fanucci_desktop.games.gin_rummy.rules import mask_of

STOCK = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D 3D 4D 5D 6D 7D 8D 10D JD QD"


def _cards(text: str) -> list:
    return [parse_card(t) for t in text.split()]


def _mask(text: str) -> int:
    return mask_of(_cards(text))


def _moves(text: str) -> list[Move]:
    return [Move.parse(t.strip()) for t in text.split(",")]


def _gin(mine: str, theirs: str, upcard: str, stock: str = STOCK) -> GinState:
    return GinState(dealer=1, hands=[_cards(mine), _cards(theirs)], stock=_cards(stock),
                    pile=_cards(upcard))


def test_a_turn_goes_out_big_gin_first_then_gin_then_a_knock() -> None:
    hand = _mask("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS")
    moves = _moves("discard AS, knock JS, gin AS, knock 10S, big-gin")
    assert str(turn_end(moves, hand)) == "big-gin"
    assert str(turn_end(moves[:4], hand)) == "gin AS"
    assert str(turn_end(moves[:2] + moves[3:4], hand)) == "knock JS"


def test_a_turn_discards_what_leaves_least_deadwood_the_highest_of_equals() -> None:
    # KH and QD leave the same deadwood less their own points: the king goes;
    # the 4S would break the run
    hand = _mask("2S 3S 4S 7H 7D 7C KH QD 5C 9C AD")
    moves = [Move("discard", (c,)) for c in _cards("2S 3S 4S 7H 7D 7C KH QD 5C 9C AD")]
    assert str(turn_end(moves, hand)) == "discard KH"
    assert str(turn_end([m for m in moves if str(m) != "discard KH"], hand)) == "discard QD"


def test_the_upcard_is_taken_in_a_rollout_only_when_it_saves_four() -> None:
    # 9C makes a set of nines (saves 9 less the best discard's change)
    state = _gin("9S 9H 2D 5D 7C JS QH KD AC 3H", "2H 3S 4S 5S 6S 7S 8S 10H JH KH", "9C")
    assert take_gain(_mask("9S 9H 2D 5D 7C JS QH KD AC 3H"), _mask("9C")) >= 4
    assert GIN.rollout_move(state, random.Random(0)).action == "take"
    # the KC melds nothing and would be thrown again: pass
    state = _gin("9S 9H 2D 5D 7C JS QH KD AC 3H", "2H 3S 4S 5S 6S 7S 8S 10H JH KH", "KC")
    assert take_gain(_mask("9S 9H 2D 5D 7C JS QH KD AC 3H"), _mask("KC")) == 0
    assert GIN.rollout_move(state, random.Random(0)).action == "pass"


def test_a_cut_off_rollout_is_worth_half_the_deadwood_difference() -> None:
    state = _gin("AS 2S 3S 4H 5H 6H 9C 9D 9S KD", "2H 3H 7S 8S 10S JS QS KS AD 5C", "KH")
    # seat 0: KD loose (10); seat 1: 10S-KS melds, 2H 3H 7S 8S AD 5C loose (26)
    assert deadwood_margin(state, 0) == pytest.approx(8.0)
    assert GIN.evaluate(state, 0) == deadwood_margin(state, 0) == -deadwood_margin(state, 1)


def test_fan_rummy_doubles_the_cut_off_value_under_a_spade_knock_card() -> None:
    game = get_game("fan-rummy")
    deals = [game.new_hand(HandContext(num_players=2, dealer=0, hand_number=1, seed=seed))
             for seed in range(40)]
    spades = [s for s in deals if s.knock_card.suit == "S" and deadwood_margin(s, 0)]
    others = [s for s in deals if s.knock_card.suit != "S" and deadwood_margin(s, 0)]
    assert spades and others
    for state in spades:
        assert FAN.evaluate(state, 0) == pytest.approx(2 * deadwood_margin(state, 0))
    for state in others:
        assert FAN.evaluate(state, 0) == pytest.approx(deadwood_margin(state, 0))
