"""Trophy Case: one test per ruling of RULINGS.md (Trophy Case section) and
per example of the rule text, named after it."""

from __future__ import annotations

import pytest

from fanucci_desktop.engine import HandContext, IllegalMove, Match, Move, parse_cards
from fanucci_desktop.games.trophy_case.rules import deal_size, high_card, trick_points
from test_trophy_case_helpers import GAME, act, deal, legal


def cards(text: str):
    return parse_cards(text)


# -- dealing ---------------------------------------------------------------------
@pytest.mark.parametrize("n, size", [(3, 14), (4, 12), (5, 11)])
def test_ruling_deal_sizes_14_12_11(n, size):
    assert deal_size(n) == size
    state = GAME.new_hand(HandContext(n, n - 1, 1, seed=7))
    assert [len(state.zones()[f"hand:{p}"]) for p in range(n)] == [size] * n
    assert len(state.zones()["stock"]) == 174 - n * size


def test_ruling_deal_size_refuses_other_table_sizes():
    with pytest.raises(ValueError):
        deal_size(2)
    with pytest.raises(ValueError):
        deal_size(6)


def _play_deals(n: int, seed: int, deals: int) -> list:
    """Play ``deals`` deals of a match with the first legal move each time and
    return the state of each deal as dealt (a clone) and at its end."""
    match = Match(GAME, n, seed)
    out = []
    while len(out) < deals and not match.is_over:
        match.deal()
        dealt = match.state.clone()
        while not match.state.is_over:
            match.apply(match.state.legal_moves()[0])
        out.append((dealt, match.state))
    return out


def test_ruling_one_shuffle_for_every_three_deals():
    deals = _play_deals(4, seed=3, deals=4)
    assert len(deals) == 4
    assert [d.cycle_deal for d, _ in deals] == [1, 2, 3, 1]
    (d1, e1), (d2, e2), (d3, _), (d4, _) = deals
    # deal 2 comes from what deal 1 left in the stock, its cards set aside
    public_1 = {c for name in ("set_aside", "trick", *(f"won:{p}" for p in range(4)))
                for c in e1.zones()[name]}
    assert set(d2.zones()["set_aside"]) == public_1
    assert set(d2.zones()["discarded"]) == {c for p in range(4)
                                            for c in d1.zones()[f"hand:{p}"]} - public_1
    dealt_2 = {c for p in range(4) for c in d2.zones()[f"hand:{p}"]}
    assert dealt_2 <= set(e1.zones()["stock"])
    assert len(d2.zones()["stock"]) == 174 - 2 * 48
    assert len(d3.zones()["stock"]) == 174 - 3 * 48
    assert not ({c for p in range(4) for c in d3.zones()[f"hand:{p}"]}
                & (set(d2.zones()["set_aside"]) | dealt_2 | set(d2.zones()["discarded"])))
    # deal 4: a fresh shuffle of all 174 cards
    assert d4.zones()["set_aside"] == [] and d4.zones()["discarded"] == []
    assert len(d4.zones()["stock"]) == 174 - 48
    assert d4.deal_number == 4


def test_ruling_deal_four_shuffles_with_its_own_seed():
    deals = _play_deals(3, seed=11, deals=4)
    d4 = deals[3][0]
    ctx = HandContext(3, d4.dealer, 4, seed=123, carry=deals[2][1].carry())
    again = GAME.new_hand(ctx)
    other = GAME.new_hand(HandContext(3, d4.dealer, 4, seed=124, carry=deals[2][1].carry()))
    assert again.zones()["hand:0"] != other.zones()["hand:0"]
    assert again.cycle_deal == 1 and again.zones()["set_aside"] == []


# -- the lead ----------------------------------------------------------------------
def test_ruling_lead_any_suited_card_never_a_trump():
    state = deal("5 Rain, 9 Bugs, Grue", "1 Lamps", "2 Lamps")
    assert legal(state) == ["lead 9 Bugs", "lead 5 Rain"]
    assert "trump" in state.why_illegal(Move.parse("lead Grue"))
    assert state.why_illegal(Move.parse("fold")) is not None


def test_ruling_first_deal_led_by_the_player_left_of_the_dealer():
    for dealer in range(4):
        state = GAME.new_hand(HandContext(4, dealer, 1, seed=dealer))
        assert state.current_player == (dealer + 1) % 4


def _trump_only_state():
    state = deal("5 Rain, Grue, Death", "1 Bugs, 2 Bugs", "7 Rain, 3 Lamps")
    act(state, "lead 5 Rain", "fold", "play 7 Rain", "fold")
    return state


def test_ruling_trump_only_leader_shows_hand_and_forces_new_deal():
    state = _trump_only_state()
    assert state.is_over and state.ending == "trump_only"
    zones = state.zones()
    assert sorted(zones["set_aside"]) == sorted(cards("Grue, Death"))
    assert sorted(zones["discarded"]) == sorted(cards("1 Bugs, 2 Bugs, 3 Lamps"))
    assert all(zones[f"hand:{p}"] == [] for p in range(3))
    assert state.hand_scores() == [0, 0, 0]
    assert "only trumps" in state.score_details()[0]
    # the same player leads the next deal
    carry = state.carry()
    assert carry["leader"] == 0
    nxt = GAME.new_hand(HandContext(3, 1, 2, seed=5, carry=carry))
    assert nxt.current_player == 0


def test_ruling_trump_only_redeal_counts_as_a_deal():
    state = _trump_only_state()
    nxt = GAME.new_hand(HandContext(3, 1, 2, seed=5, carry=state.carry()))
    assert nxt.deal_number == 2 and nxt.cycle_deal == 2
    assert set(cards("Grue, Death")) <= set(nxt.zones()["set_aside"])


def test_ruling_trump_only_show_keeps_points_won_earlier_in_the_deal():
    state = deal("5 Rain, 6 Rain, Grue", "1 Bugs, 2 Bugs, 3 Bugs", "9 Rain, 3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "fold", "play 9 Rain")
    act(state, "play 6 Rain")  # holds the led suit: may not fold, plays low
    act(state, "play 3 Lamps")  # the high player stays in with an out-of-colour card
    act(state, "fold")  # seat 0, left with Grue, folds; seat 2 wins 1 point
    assert state.is_over and state.ending == "trump_only"
    assert state.hand_scores() == [0, 0, 1]


# -- ranking -----------------------------------------------------------------------
def test_ruling_second_in_colour_suit_outranks_led_suit():
    assert high_card(cards("9 Rain, 0 Zurfs")) == 1
    assert high_card(cards("∞ Rain, 0 Tops, 9 Rain")) == 1
    state = deal("∞ Rain, 1 Bugs", "0 Zurfs, 5 Bugs", "1 Lamps, 2 Lamps")
    act(state, "lead ∞ Rain")
    assert legal(state) == ["play 0 Zurfs", "fold"]
    act(state, "play 0 Zurfs")
    assert state.observation(2).high == 1


def test_ruling_third_in_colour_suit_outranks_second():
    assert high_card(cards("9 Rain, 5 Zurfs, 0 Tops")) == 2
    assert high_card(cards("5 Rain, 0 Tops, ∞ Zurfs")) == 2
    assert high_card(cards("9 Rain, 5 Zurfs, 0 Tops, ∞ Zurfs")) == 2


def test_ruling_out_of_colour_never_beats():
    assert high_card(cards("0 Rain, ∞ Bugs, ∞ Lamps")) == 0
    state = deal("0 Rain, 1 Rain", "∞ Bugs, 3 Lamps", "1 Lamps, 2 Lamps")
    act(state, "lead 0 Rain")
    assert legal(state) == ["fold"]
    reason = state.why_illegal(Move.parse("play ∞ Bugs"))
    assert "out of colour" in reason and "never beats" in reason


def test_ruling_trumps_rank_above_everything():
    assert high_card(cards("∞ Rain, ∞ Zurfs, ∞ Tops, Grue")) == 3
    assert high_card(cards("∞ Rain, Snail, 9 Bugs")) == 1


def test_ruling_rank_order_within_a_suit_zero_to_infinity():
    assert high_card(cards("0 Rain, 1 Rain")) == 1
    assert high_card(cards("9 Rain, ∞ Rain")) == 1
    assert high_card(cards("∞ Rain, 9 Rain, 0 Rain")) == 0


def test_ruling_high_card_is_the_highest_card_of_a_player_still_in():
    state = deal("5 Rain, 3 Rain, 1 Bugs", "0 Zurfs, 2 Bugs, 3 Bugs",
                 "2 Rain, 4 Rain, 4 Bugs")
    act(state, "lead 5 Rain", "play 0 Zurfs", "play 2 Rain", "play 3 Rain")
    assert state.observation(0).high == 1
    act(state, "fold")  # the high player folds: 5 Rain of seat 0 is high again
    obs = state.observation(2)
    assert obs.high == 0 and obs.high_player == 0 and obs.folded == (1,)
    # seat 2 must now beat 5 Rain or (holding Rain) play any blue card
    assert legal(state) == ["play 4 Rain"]


# -- playing on a trick ------------------------------------------------------------
def test_ruling_must_follow_colour():
    state = deal("5 Rain, 1 Bugs", "7 Zurfs, 9 Bugs, Grue", "1 Lamps, 2 Lamps")
    act(state, "lead 5 Rain")
    assert legal(state) == ["play 7 Zurfs", "fold"]
    assert "follow colour" in state.why_illegal(Move.parse("play 9 Bugs"))
    assert "follow colour" in state.why_illegal(Move.parse("play Grue"))
    with pytest.raises(IllegalMove):
        state.apply(Move.parse("play Grue"))


def test_ruling_not_the_high_player_must_beat_or_fold():
    state = deal("5 Rain, 1 Bugs", "6 Zurfs, 2 Bugs", "2 Zurfs, 9 Zurfs, 4 Tops")
    act(state, "lead 5 Rain", "play 6 Zurfs")
    assert legal(state) == ["play 9 Zurfs", "play 4 Tops", "fold"]
    assert "does not beat" in state.why_illegal(Move.parse("play 2 Zurfs"))


def test_ruling_led_suit_holder_cannot_fold_and_may_play_a_non_beating_card():
    state = deal("9 Rain, 1 Bugs", "2 Rain, 3 Zurfs, 5 Bugs", "1 Lamps, 2 Lamps")
    act(state, "lead 9 Rain")
    assert legal(state) == ["play 2 Rain", "play 3 Zurfs"]
    reason = state.why_illegal(Move.parse("fold"))
    assert "cannot fold" in reason and "Rain" in reason
    act(state, "play 2 Rain")
    assert state.observation(2).high == 0 and 1 not in state.observation(2).folded


def test_ruling_high_player_may_play_any_legal_card_or_fold():
    state = deal("9 Rain, 1 Bugs, 4 Lamps, Grue", "2 Rain, 6 Bugs", "3 Rain, 7 Bugs")
    act(state, "lead 9 Rain", "play 2 Rain", "play 3 Rain")
    assert state.current_player == 0
    assert legal(state) == ["play 1 Bugs", "play 4 Lamps", "play Grue", "fold"]
    act(state, "play 1 Bugs")  # out of colour, still high: stays in
    assert state.observation(1).high == 0
    # holding the led colour, the high player must still follow colour
    state = deal("9 Rain, 0 Zurfs, 1 Bugs", "2 Rain, 6 Bugs", "3 Rain, 7 Bugs")
    act(state, "lead 9 Rain", "play 2 Rain", "play 3 Rain")
    assert legal(state) == ["play 0 Zurfs", "fold"]
    # holding the led suit, even the high player may not fold
    state = deal("9 Rain, 2 Rain, 1 Bugs", "3 Rain, 6 Bugs", "4 Rain, 7 Bugs")
    act(state, "lead 9 Rain", "play 3 Rain", "play 4 Rain")
    assert legal(state) == ["play 2 Rain"]


def test_ruling_trump_ends_the_trick_at_once():
    state = deal("0 Rain, 1 Bugs", "Grue, 5 Bugs", "∞ Rain, 2 Lamps")
    events = act(state, "lead 0 Rain", "play Grue")
    won = [e for e in events if e.kind == "trick_won"]
    assert len(won) == 1 and won[0].player == 1 and won[0].value == 1
    assert state.zones()["won:1"] == cards("0 Rain, Grue")
    assert state.zones()["trick"] == []
    assert state.current_player == 2  # seat 2 never played on that trick; now leads


def test_ruling_player_out_of_cards_stays_in_and_can_win():
    state = deal("5 Rain, 1 Bugs, 2 Bugs", "9 Rain", "3 Lamps, 4 Lamps")
    events = act(state, "lead 5 Rain", "play 9 Rain")
    assert any("Zero of Mud" in e.text for e in events)
    assert state.current_player == 2
    act(state, "fold")
    assert state.current_player == 0  # seat 1 is never asked to act
    assert 1 not in state.observation(0).folded
    act(state, "fold")
    assert state.zones()["won:1"] == cards("5 Rain, 9 Rain")
    assert state.hand_scores() == [0, 1, 0]


def test_ruling_player_out_of_cards_is_skipped_and_never_folds():
    state = deal("5 Rain, 1 Bugs", "6 Rain", "7 Zurfs, 2 Bugs", "9 Zurfs, 4 Lamps")
    act(state, "lead 5 Rain", "play 6 Rain", "play 7 Zurfs", "play 9 Zurfs", "fold")
    assert state.current_player == 2  # seat 1, out of cards, is not asked to act
    assert 1 not in state.observation(2).folded
    act(state, "fold")
    # seat 1 (no cards, not high) is still in; seat 3 is high and wins
    assert state.zones()["won:3"] == cards("5 Rain, 6 Rain, 7 Zurfs, 9 Zurfs")
    state = deal("5 Rain, 1 Bugs", "6 Rain", "7 Zurfs, 2 Bugs", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 6 Rain", "play 7 Zurfs", "fold", "fold")
    # seat 2 is high and the only other player still in has no cards: seat 2 wins
    assert state.zones()["won:2"] == cards("5 Rain, 6 Rain, 7 Zurfs")


def test_ruling_trick_ends_when_all_but_one_have_folded():
    state = deal("5 Rain, 1 Bugs", "8 Rain, 2 Bugs", "1 Lamps, 2 Lamps", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 8 Rain", "fold", "fold")
    assert state.trick  # seat 0 has not folded yet
    act(state, "fold")
    assert state.zones()["won:1"] == cards("5 Rain, 8 Rain")
    assert state.current_player == 2


def test_ruling_trick_ends_when_everyone_else_still_in_is_out_of_cards():
    state = deal("5 Rain, 7 Rain, 1 Bugs", "6 Rain", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 6 Rain", "fold")
    assert legal(state) == ["play 7 Rain"]
    act(state, "play 7 Rain")
    assert state.zones()["won:0"] == cards("5 Rain, 6 Rain, 7 Rain")
    assert state.is_over and state.ending == "out_of_cards"


# -- scoring -----------------------------------------------------------------------
def test_ruling_scoring_eights_nines_one_infinity_two():
    assert trick_points(cards("8 Rain, 9 Zurfs, ∞ Tops, 7 Bugs")) == 4
    assert trick_points(cards("∞ Rain, ∞ Bugs")) == 4
    assert trick_points(cards("1 Rain, 7 Zurfs")) == 0


def test_ruling_zeros_score_only_with_a_trump_on_the_trick():
    assert trick_points(cards("0 Rain, 0 Zurfs, 8 Tops")) == 1
    assert trick_points(cards("0 Rain, 0 Zurfs, 8 Tops, Death")) == 3
    state = deal("0 Rain, 1 Bugs", "0 Zurfs, 5 Bugs", "Grue, 2 Lamps")
    act(state, "lead 0 Rain", "play 0 Zurfs", "play Grue")
    assert state.hand_scores() == [0, 0, 2]
    assert "trump on the trick" in state.score_details()[2]


def test_ruling_trumps_score_nothing():
    assert trick_points(cards("5 Rain, Grue")) == 0
    assert trick_points(cards("Beauty")) == 0


# -- after the trick ---------------------------------------------------------------
def test_ruling_winner_left_neighbour_leads_next():
    state = deal("5 Rain, 1 Bugs", "8 Rain, 2 Bugs", "1 Lamps, 2 Lamps", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 8 Rain", "fold", "fold", "fold")
    assert state.current_player == 2
    state = deal("5 Rain, 1 Bugs", "1 Lamps, 2 Lamps", "3 Lamps, 4 Lamps", "9 Rain, 5 Lamps")
    act(state, "lead 5 Rain", "fold", "fold", "play 9 Rain", "fold")
    assert state.current_player == 0  # left of seat 3 is seat 0


def test_ruling_winner_left_neighbour_leads_next_across_deals():
    for n in (3, 4, 5):
        match = Match(GAME, n, seed=n)
        expected = None                   # set from each finished deal for the next
        while not match.is_over:
            match.deal()
            state = match.state
            if state.deal_number > 1:
                assert state.current_player == expected
            while not state.is_over:
                match.apply(state.legal_moves()[-1])
            if state.ending == "trump_only":
                expected = state.shown_by
            else:
                expected = (state.tricks[-1][0] + 1) % n
            assert state.carry()["leader"] == expected


def test_ruling_deal_ends_after_a_trick_when_any_player_is_out_of_cards():
    state = deal("5 Rain, 1 Bugs, 2 Bugs", "9 Rain", "3 Lamps, 4 Lamps")
    act(state, "lead 5 Rain", "play 9 Rain", "fold", "fold")
    assert state.is_over and state.ending == "out_of_cards"
    zones = state.zones()
    assert sorted(zones["discarded"]) == sorted(cards("1 Bugs, 2 Bugs, 3 Lamps, 4 Lamps"))
    assert state.legal_moves() == []


def test_ruling_match_ends_after_the_trick_reaching_30():
    state = deal("8 Rain, 1 Bugs, 2 Bugs", "1 Lamps, 2 Lamps", "3 Lamps, 4 Lamps",
                 totals=(29, 10, 0))
    act(state, "lead 8 Rain", "fold", "fold")
    assert state.is_over and state.ending == "target"
    assert state.hand_scores() == [1, 0, 0]
    state = deal("7 Rain, 1 Bugs, 2 Bugs", "1 Lamps, 2 Lamps", "3 Lamps, 4 Lamps",
                 totals=(29, 10, 0))
    act(state, "lead 7 Rain", "fold", "fold")
    assert not state.is_over  # 0 points: still 29


def test_ruling_highest_score_wins_and_a_shared_win_cannot_arise():
    # Only the trick's winner scores and the match ends after the first trick
    # taking anyone to 30, so exactly one player is at 30 or more: the winner.
    for n in (3, 4, 5):
        match = Match(GAME, n, seed=40 + n)
        while not match.is_over:
            match.deal()
            while not match.state.is_over:
                match.apply(match.state.legal_moves()[0])
        best = max(match.totals)
        assert best >= 30
        assert match.winners == [match.totals.index(best)]
        assert sum(t >= 30 for t in match.totals) == 1
        assert match.state.ending == "target"


# -- examples from the rule text ---------------------------------------------------
def test_rule_text_strategy_low_lead_makes_high_cards_the_third_suit():
    state = deal("1 Rain, 7 Tops", "5 Zurfs, 1 Bugs", "9 Zurfs, 2 Bugs")
    act(state, "lead 1 Rain", "play 5 Zurfs", "play 9 Zurfs")
    assert legal(state) == ["play 7 Tops", "fold"]
    act(state, "play 7 Tops")
    assert state.observation(1).high == 3


def test_rule_text_playing_all_cards_causes_new_hands():
    state = deal("9 Rain", "1 Lamps, 2 Lamps", "3 Lamps, 4 Lamps")
    act(state, "lead 9 Rain")
    act(state, "fold", "fold")
    assert state.is_over and state.ending == "out_of_cards"
    assert state.hand_scores() == [1, 0, 0]
