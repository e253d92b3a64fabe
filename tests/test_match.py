"""The match layer: dealing as an explicit step, dealer rotation, totals, replay."""

import json

import pytest

from conformance import random_match
from fanucci_desktop.engine import IllegalMove, Match, ReplayError
from fanucci_desktop.games.shed import GAME


def test_dealer_rotates_left_and_seat_left_of_dealer_starts():
    match = Match(GAME, 3, seed=4)
    assert match.needs_deal and match.current_player is None
    dealers, starters = [], []
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            dealers.append(match.dealer)
            starters.append(match.current_player)
        match.apply(match.legal_moves()[0])
    assert dealers[:4] == [2, 0, 1, 2][:len(dealers[:4])]
    assert starters == [(d + 1) % 3 for d in dealers]


def test_match_ends_at_target_with_winners_and_totals():
    match = random_match(GAME, 2, seed=11)
    assert max(match.totals) >= match.target
    assert match.winners == [i for i, t in enumerate(match.totals) if t == max(match.totals)]
    assert match.totals == [sum(h.scores[i] for h in match.hands) for i in range(2)]
    with pytest.raises(IllegalMove):
        match.deal()


def test_cannot_move_before_the_deal_or_deal_mid_hand():
    match = Match(GAME, 2, seed=1)
    with pytest.raises(IllegalMove):
        match.apply(GAME.parse_move("draw"))
    match.deal()
    with pytest.raises(IllegalMove):
        match.deal()


def test_bad_match_arguments_are_refused():
    with pytest.raises(ValueError, match="seats 2 to 3"):
        Match(GAME, 4, seed=1)
    with pytest.raises(ValueError, match="unknown option"):
        Match(GAME, 2, seed=1, options={"wild": True})
    with pytest.raises(ValueError):
        Match(GAME, 2, seed=1, first_dealer=5)


def test_replay_mid_hand_gives_an_equal_match():
    match = Match(GAME, 2, seed=3)
    match.deal()
    for _ in range(3):
        match.apply(match.legal_moves()[-1])
    data = json.loads(json.dumps(match.to_dict()))
    again = Match.from_dict(data, GAME)
    assert again.to_dict() == match.to_dict()
    assert again.state == match.state


def test_replay_refuses_a_tampered_record():
    match = Match(GAME, 2, seed=3)
    match.deal()
    match.apply(match.legal_moves()[0])
    data = match.to_dict()
    data["hands"][0]["moves"][0] = "play 6H" if data["hands"][0]["moves"][0] != "play 6H" else "play 5H"
    with pytest.raises(ReplayError):
        Match.from_dict(data, GAME)
    data = match.to_dict()
    data["snapshot"]["played"] = []
    with pytest.raises(ReplayError, match="snapshot"):
        Match.from_dict(data, GAME)
    with pytest.raises(ReplayError):
        Match.from_dict({"format": 1, "game": "toy-shed"}, GAME)
