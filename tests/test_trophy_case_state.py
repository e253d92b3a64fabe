"""Trophy Case state protocol: legality explanations, move text, clone,
observation contents, sampling, persistence, events and score details."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fanucci_desktop.engine import HandContext, IllegalMove, Match, Move, parse_cards
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game
from fanucci_desktop.games.trophy_case import TrophyObservation
from test_trophy_case_helpers import GAME, act, deal, legal

CANDIDATES = ([Move("lead", (c,)) for c in GAME.deck()] + [Move("play", (c,)) for c in GAME.deck()]
              + [Move("fold"), Move("pass"), Move("play", tuple(parse_cards("1 Rain, 2 Rain"))),
                 Move("play"), Move("fold", tuple(parse_cards("1 Rain"))),
                 Move("play", tuple(parse_cards("1 Rain")), "trick")])


def _states_along_a_match(n: int, seed: int, every: int):
    """Every ``every``-th live state of a random match (clones)."""
    rng = random.Random(seed)
    match = Match(GAME, n, seed)
    step = 0
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            continue
        if step % every == 0:
            yield match.state.clone()
        match.apply(choice(match.state.legal_moves(), rng))
        step += 1


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.sampled_from([3, 4, 5]))
def test_why_illegal_agrees_with_legal_moves_and_explains_in_words(seed, n):
    for state in _states_along_a_match(n, seed, every=37):
        legal_moves = set(state.legal_moves())
        for move in CANDIDATES:
            reason = state.why_illegal(move)
            assert (reason is None) == (move in legal_moves), (move, reason)
            if reason is not None:
                assert not reason[0].islower() and reason.endswith("."), reason


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.sampled_from([3, 4, 5]))
def test_moves_are_canonical_and_round_trip_as_text(seed, n):
    for state in _states_along_a_match(n, seed, every=5):
        moves = state.legal_moves()
        assert len(set(moves)) == len(moves)
        assert [m for m in moves if m.action != "fold"] == sorted(
            (m for m in moves if m.action != "fold"), key=lambda m: m.cards[0])
        assert all(Move.parse(str(m)) == m for m in moves)
        assert moves.count(Move("fold")) <= 1 and (Move("fold") not in moves
                                                   or moves[-1] == Move("fold"))


def test_clone_is_equal_and_independent():
    state = deal("5 Rain, 9 Rain, 1 Bugs", "6 Rain, 2 Bugs", "7 Zurfs, 3 Lamps")
    act(state, "lead 5 Rain")
    copy = state.clone()
    assert copy == state and copy.legal_moves() == state.legal_moves()
    before = state.to_dict()
    act(copy, "play 6 Rain", "play 7 Zurfs", "play 9 Rain")
    assert state.to_dict() == before
    assert copy.to_dict() != before


def test_observation_shows_the_table_and_nothing_hidden():
    state = deal("5 Rain, 3 Rain, 1 Bugs", "0 Zurfs, 2 Bugs, 3 Bugs", "2 Rain, 4 Rain, 4 Bugs",
                 totals=(3, 4, 5))
    act(state, "lead 5 Rain", "play 0 Zurfs", "play 2 Rain", "play 3 Rain", "fold")
    obs = state.observation(2)
    assert obs.phase == "play" and obs.current_player == 2
    assert obs.hand == tuple(parse_cards("4 Bugs, 4 Rain"))
    assert obs.trick == tuple(parse_cards("5 Rain, 0 Zurfs, 2 Rain, 3 Rain"))
    assert obs.trick_players == (0, 1, 2, 0) and obs.folded == (1,)
    assert obs.high == 0 and obs.led_colour == "blue" and obs.suit_order == ("Rain", "Zurfs")
    assert obs.hand_sizes == (1, 2, 2) and obs.totals == (3, 4, 5)
    assert obs.seen == tuple(sorted(obs.trick))
    text = json.dumps(obs.to_dict())
    for hidden in ("1 Bugs", "2 Bugs", "3 Bugs"):
        assert hidden not in text
    act(state, "play 4 Rain", "fold")  # 4 Rain does not beat; seat 0 (high) folds
    obs = state.observation(0)
    assert obs.phase == "lead" and obs.leader == 0 and obs.tricks[-1].winner == 2
    assert obs.won(2) == tuple(parse_cards("5 Rain, 0 Zurfs, 2 Rain, 3 Rain, 4 Rain"))
    assert obs.to_dict()["won"][2] == [str(c) for c in obs.won(2)]


def test_sample_state_keeps_what_the_seat_knows_and_deals_the_rest():
    match = Match(GAME, 4, seed=9)
    match.deal()
    rng = random.Random(1)
    for _ in range(30):
        match.apply(choice(match.state.legal_moves(), rng))
    state = match.state
    obs = state.observation(1)
    samples = [GAME.sample_state(obs, random.Random(k)) for k in range(4)]
    for sample in samples:
        assert sample.observation(1) == obs
        for zone in ("trick", "set_aside", *(f"won:{p}" for p in range(4))):
            assert sample.zones()[zone] == state.zones()[zone]
    assert len({tuple(s.zones()["hand:0"]) for s in samples}) > 1
    with pytest.raises(TypeError):
        GAME.sample_state(object(), rng)


def test_from_dict_refuses_malformed_states():
    data = deal("5 Rain", "6 Rain", "7 Rain").to_dict()
    missing = dict(data, stock=data["stock"][1:])
    doubled = dict(data, hands=[["5 Rain"], ["5 Rain"], ["7 Rain"]])
    for bad in (missing, doubled, dict(data, num_players=6), {"hands": []},
                dict(data, to_act=7), dict(data, ending="lost"), dict(data, folded=[0])):
        with pytest.raises(ValueError):
            GAME.state_from_dict(bad)


def test_events_name_real_zones():
    match = Match(GAME, 3, seed=2)
    rng = random.Random(2)
    zone_re = re.compile(r"^(stock|set_aside|discarded|trick|hand:\d|won:\d)$")
    while not match.is_over:
        events = match.deal() if match.needs_deal else match.apply(
            choice(match.state.legal_moves(), rng))
        for event in events:
            for zone in (event.src, event.dst):
                assert zone is None or zone_re.match(zone), event


def test_opening_events_deal_every_hand_and_reshuffle_once_a_cycle():
    match = Match(GAME, 5, seed=4)
    kinds = []
    for _ in range(4):
        events = match.deal()
        deals = [e for e in events if e.kind == "deal"]
        assert [e.player for e in deals] == list(range(5))
        assert all(len(e.cards) == 11 and e.src == "stock" for e in deals)
        kinds.append(any(e.kind == "reshuffle" for e in events))
        while not match.state.is_over:
            match.apply(match.state.legal_moves()[0])
    assert kinds == [True, False, False, True]


def test_score_details_say_how_points_were_made():
    state = deal("8 Rain, 1 Bugs", "∞ Rain, 2 Bugs", "1 Lamps, 2 Lamps")
    act(state, "lead 8 Rain", "play ∞ Rain", "fold", "fold")
    details = state.score_details()
    assert details[1] == "3 points from 1 trick won: the 8 of Rain and the ∞ of Rain."
    assert details[0] == "No trick won, no points."


def test_illegal_move_changes_nothing():
    state = deal("9 Rain, 1 Bugs", "2 Rain, 5 Bugs", "1 Lamps, 2 Lamps")
    act(state, "lead 9 Rain")
    before = state.to_dict()
    with pytest.raises(IllegalMove, match="cannot fold"):
        state.apply(Move("fold"))
    with pytest.raises(IllegalMove, match="do not hold"):
        state.apply(Move.parse("play 3 Rain"))
    assert state.to_dict() == before
    assert legal(state) == ["play 2 Rain"]


def test_game_registry_entry_and_options():
    assert get_game("trophy-case") is GAME
    assert GAME.info.target_score == 30 and len(GAME.deck()) == 174
    assert [o.key for o in GAME.options] == ["target"]      # the match length, no house rules
    with pytest.raises(ValueError):
        GAME.resolve_options({"anything": True})
    assert isinstance(GAME.new_hand(HandContext(3, 2, 1, seed=1)).observation(0),
                      TrophyObservation)


# -- who ran out of cards -------------------------------------------------------------
def test_a_deal_ended_by_running_out_names_who_ran_out():
    state = deal("5 Rain, 7 Rain, 1 Bugs", "6 Rain", "3 Lamps, 4 Lamps")
    events = act(state, "lead 5 Rain", "play 6 Rain", "fold", "play 7 Rain")
    assert state.ending == "out_of_cards" and state.ran_out == [1]
    assert state.ending_text() == "Seat 1 ran out of cards: the deal is over."
    assert events[-1].text == state.ending_text()
    assert state.observation(0).ending_text == state.ending_text()
    again = GAME.state_from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.ran_out == [1] and again.ending_text() == state.ending_text()


def test_two_players_out_of_cards_at_once_are_both_named():
    state = deal("5 Rain", "6 Rain", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 6 Rain", "fold")
    assert state.ran_out == [0, 1]
    assert state.ending_text() == "Seat 0 and seat 1 ran out of cards: the deal is over."


def test_a_deal_ended_otherwise_names_nobody_out_of_cards():
    state = deal("9 Rain, 1 Lamps", "8 Zurfs, 2 Lamps", "3 Lamps, 4 Lamps", totals=(29, 0, 0))
    act(state, "lead 9 Rain", "fold", "fold")
    assert state.ending == "target" and state.ran_out == []


def test_a_match_ended_by_the_target_names_who_reached_it():
    state = deal("9 Rain, 1 Lamps", "8 Zurfs, 2 Lamps", "3 Lamps, 4 Lamps", totals=(29, 0, 0))
    events = act(state, "lead 9 Rain", "fold", "fold")
    assert state.ending_text() == "Seat 0 reached 30 points: the match is over."
    assert events[-1].text == state.ending_text()
    assert state.observation(2).ending_text == state.ending_text()


def test_a_state_saved_before_it_knew_who_ran_out_loads_with_the_old_words():
    state = deal("5 Rain, 7 Rain, 1 Bugs", "6 Rain", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 6 Rain", "fold", "play 7 Rain")
    older = {k: v for k, v in state.to_dict().items() if k != "ran_out"}
    loaded = GAME.state_from_dict(older)
    assert loaded.ran_out == [] and loaded.ending == "out_of_cards"
    assert loaded.ending_text() == "A player ran out of cards: the deal is over."


@pytest.mark.parametrize("ran_out", [[3], [0, 7]])
def test_who_ran_out_must_be_seats_of_the_deal(ran_out):
    state = deal("5 Rain, 7 Rain, 1 Bugs", "6 Rain", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 6 Rain", "fold", "play 7 Rain")
    with pytest.raises(ValueError):
        GAME.state_from_dict(dict(state.to_dict(), ran_out=ran_out))


def test_only_a_deal_ended_by_running_out_names_who_ran_out():
    state = deal("5 Rain, 7 Rain, 1 Bugs", "6 Rain", "3 Lamps, 4 Lamps")
    with pytest.raises(ValueError):
        GAME.state_from_dict(dict(state.to_dict(), ran_out=[1]))
