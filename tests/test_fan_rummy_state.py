"""Fan Rummy hand: every ruling of RULINGS.md (Fan Rummy) and every example
of the rule text, on dealt hands and on hand-made tables."""

from __future__ import annotations

import json
import random

import pytest

from fanucci_desktop.engine import HandContext, IllegalMove, Match, Move, parse_card, parse_cards
from fanucci_desktop.games import get_game
from fanucci_desktop.games.fan_rummy import FanState, rules

GAME = get_game("fan-rummy")


def C(text: str):
    return parse_cards(text)


def M(text: str) -> Move:
    return Move.parse(text)


def table(hand0: str, hand1: str, knock: str, *, columns: tuple[str, str] = ("", ""),
          draw: str | None = None, phase: str = "discard", to_act: int = 0,
          dealer: int = 1, knock_taker: int = 1) -> FanState:
    """A hand-made table after the knock card was taken. Cards not placed go
    to the draw pile (or, when ``draw`` is given, to the discards), so every
    card of the deck is somewhere."""
    hands = [C(hand0), C(hand1)]
    cols = [C(columns[0]), C(columns[1])]
    knock_card = parse_card(knock)
    placed = set(hands[0]) | set(hands[1]) | set(cols[0]) | set(cols[1])
    rest = [c for c in rules.DECK if c not in placed]
    discards: list[list] = [[], []]
    if draw is None:
        pile = rest
    else:
        pile = C(draw)
        spare = [c for c in rest if c not in set(pile)]
        first = knock_taker
        for i, card in enumerate(spare):
            discards[first if i % 2 == 0 else 1 - first].append(card)
    took = [[], []]
    if knock_card in hands[knock_taker]:
        took[knock_taker].append(knock_card)
    return FanState(dealer=dealer, hands=hands, draw=pile, columns=cols,
                    knock_card=knock_card, knock_up=False, knock_taker=knock_taker,
                    discards=discards, took=took, phase=phase, to_act=to_act)


def deal(seed: int = 1, dealer: int = 1) -> FanState:
    return GAME.new_hand(HandContext(2, dealer, 1, seed))


def refused(state: FanState, text: str) -> str:
    before = state.to_dict()
    with pytest.raises(IllegalMove) as info:
        state.apply(M(text))
    assert state.to_dict() == before
    return str(info.value)


# -- the deal and the knock card ----------------------------------------------------
def test_ruling_deal_ten_each_two_columns_of_ten_knock_card_eleven_to_draw():
    state = deal(7)
    zones = state.zones()
    assert [len(zones["hand:0"]), len(zones["hand:1"])] == [10, 10]
    assert [len(zones["column:0"]), len(zones["column:1"])] == [10, 10]
    assert len(zones["knock"]) == 1 and len(zones["draw"]) == 11
    assert sorted(c for z in zones.values() for c in z) == sorted(rules.DECK)
    obs = state.observation(0)
    assert obs.columns == (tuple(zones["column:0"]), tuple(zones["column:1"]))
    assert obs.knock_card == zones["knock"][0] and obs.knock_up


def test_ruling_knock_card_non_dealer_takes_or_passes():
    state = deal(3, dealer=1)
    assert state.current_player == 0 and state.phase == "knock_card"
    assert set(state.legal_moves()) == {M("take knock"), M("pass")}
    assert "First the knock card" in refused(state, "draw")


def test_ruling_dealer_must_take_the_knock_card_after_a_pass():
    state = deal(3, dealer=1)
    state.apply(M("pass"))
    assert state.current_player == 1 and state.legal_moves() == [M("take knock")]
    assert refused(state, "pass") == "The non-dealer passed the knock card, so you must take it."
    knock = state.knock_card
    events = state.apply(M("take knock"))
    assert events[0].src == "knock" and events[0].dst == "hand:1"
    assert knock in state.hands[1] and state.knock_taker == 1 and not state.knock_up


def test_ruling_knock_card_taker_discards_face_down():
    state = deal(4, dealer=1)
    state.apply(M("take knock"))
    assert state.phase == "knock_discard" and state.current_player == 0
    assert all(m.action == "discard" for m in state.legal_moves())
    assert len(state.legal_moves()) == 11
    card = state.hands[0][0]
    events = state.apply(Move("discard", (card,)))
    assert events[0].dst == "discard"
    assert "discard" in state.hidden_zones(0) and "discard" in state.hidden_zones(1)
    assert card not in state.observation(1).to_dict()["own_discards"]
    assert state.observation(0).own_discards == (card,)
    assert str(card) not in json.dumps(state.observation(1).to_dict())


@pytest.mark.parametrize("taker_passes", [False, True])
def test_ruling_player_who_did_not_take_the_knock_card_plays_first(taker_passes):
    state = deal(5, dealer=1)
    if taker_passes:
        state.apply(M("pass"))
    state.apply(M("take knock"))
    taker = state.knock_taker
    assert taker == (1 if taker_passes else 0)
    state.apply(state.legal_moves()[0])
    assert state.phase == "take" and state.current_player == 1 - taker


# -- turns -------------------------------------------------------------------------------
def test_ruling_turn_take_draw_or_outermost_column_card_then_discard():
    state = deal(6)
    state.apply(M("take knock"))
    state.apply(state.legal_moves()[0])
    seat = state.current_player
    assert set(state.legal_moves()) == {M("draw"), M("take column 0"), M("take column 1")}
    reason = refused(state, f"discard {state.hands[seat][0]}")
    assert reason.startswith("You must take a card first")
    outer = state.columns[1][-1]
    events = state.apply(M("take column 1"))
    assert events[0].src == "column:1" and outer in state.hands[seat]
    assert len(state.columns[1]) == 9 and state.phase == "discard"
    assert "already taken" in refused(state, "draw")
    state.apply(Move("discard", (outer,)))
    assert state.current_player == 1 - seat and state.phase == "take"


def test_ruling_discards_are_never_visible_and_never_taken():
    state = deal(8)
    state.apply(M("take knock"))
    state.apply(state.legal_moves()[0])
    moves = state.legal_moves()
    assert all(m.zone != "discard" for m in moves)
    for seat in (0, 1):
        obs = state.observation(seat).to_dict()
        assert obs["discard_size"] == 1
        mine = state.discards[seat]
        assert obs["own_discards"] == [str(c) for c in mine]
    assert "discard" in state.hidden_zones(0)


def test_taken_column_cards_are_remembered_by_the_opponent():
    state = deal(9)
    state.apply(M("take knock"))
    knock = state.knock_card
    state.apply(next(m for m in state.legal_moves() if m.cards[0] != knock))
    seat = state.current_player
    outer = state.columns[0][-1]
    state.apply(M("take column 0"))
    assert state.observation(1 - seat).opponent_took == (outer,)
    assert knock in state.observation(seat).opponent_took
    # A drawn card is not seen by the opponent.
    state.apply(Move("discard", (outer,)))
    state.apply(M("draw"))
    assert state.observation(seat).opponent_took == (knock,)


# -- knocking ---------------------------------------------------------------------------------
KNOCKER = "AS 2S 3S 4H 4D 4C 9C 10C JC 7H 2D"   # after discarding 2D: deadwood 7


def test_ruling_knock_deadwood_at_most_knock_value_rule_text_example_seven():
    state = table(KNOCKER, "5S 6S 7S 8D 9D 10D KS KH QD QH", "7D")
    assert M("knock 2D") in state.legal_moves()
    assert M("knock 7H") in state.legal_moves()      # leaves 2D: deadwood 2
    assert M("knock 9C") not in state.legal_moves()  # leaves 10C JC 7H 2D
    assert state.why_illegal(M("knock 9C")).startswith("You may knock with at most 7")
    state6 = table(KNOCKER, "5S 6S 7S 8D 9D 10D KS KH QD QH", "6D")
    assert M("knock 2D") not in state6.legal_moves()
    assert "at most 6" in refused(state6, "knock 2D")


def test_ruling_knock_value_ace_means_one_or_less():
    hand = "AS 2S 3S 4H 4D 4C 9C 10C JC AD KD"
    state = table(hand, "5S 6S 7S 8D 9D 10D KS KH QD QH", "AH")
    assert M("knock KD") in state.legal_moves()      # leaves AD: 1
    assert M("knock AD") not in state.legal_moves()  # leaves KD: 10


def test_ruling_knock_score_is_the_difference_of_deadwood():
    state = table(KNOCKER, "5S 6S 7S 8D 9D 10D KS KH QD QH", "7D")
    events = state.apply(M("knock 2D"))
    assert state.phase == "layoff" and state.current_player == 1
    assert {e.dst for e in events if e.kind == "meld"} == {"meld:0", "meld:1", "meld:2"}
    assert state.shown_deadwood == C("7H") and state.knocker_deadwood == 7
    assert state.hands[0] == []
    state.apply(M("done"))
    # Defender: 5S 6S 7S and 8D 9D 10D melded; KS KH QD QH = 40 deadwood.
    assert state.hand_scores() == [33, 0]
    assert state.score_details()[0] == (
        "Knock: 33 points, the opponent's 40 deadwood (King of Spades, Queen of Hearts, King of "
        "Hearts and Queen of Diamonds) less the knocker's 7 deadwood (7 of Hearts)")


def test_ruling_undercut_scores_25_plus_the_difference():
    lower = table(KNOCKER, "5S 6S 7S 8D 9D 10D 5H 5C AH KH", "8H")
    lower.apply(M("knock 2D"))
    lower.apply(M("done"))
    # Defender: runs 5S-7S and 8D-10D; 5H 5C AH KH = 21 left, more than 7.
    assert rules.deadwood(lower.hands[1]) == 21 and lower.knocker_deadwood == 7
    assert lower.hand_scores() == [14, 0]
    undercut = table(KNOCKER, "5S 6S 7S 8D 9D 10D JD 2H 3C AH", "8H")
    undercut.apply(M("knock 2D"))
    undercut.apply(M("done"))
    assert rules.deadwood(undercut.hands[1]) == 6
    assert undercut.hand_scores() == [0, 25 + 7 - 6]
    assert undercut.score_details()[1] == (
        "Undercut: 26 points, 25 for the undercut and 1 for the knocker's 7 deadwood (7 of "
        "Hearts) against 6 (Ace of Hearts, 2 of Hearts and 3 of Clubs)")
    assert undercut.score_details()[0] == "No points for the hand: the opponent scores the undercut"


def test_ruling_equal_deadwood_nobody_scores():
    state = table(KNOCKER, "5S 6S 7S 8D 9D 10D JD 2H 3C 2C", "8H")
    state.apply(M("knock 2D"))
    state.apply(M("done"))
    assert rules.deadwood(state.hands[1]) == 7
    assert state.hand_scores() == [0, 0] and state.is_over
    assert "nobody scores" in state.score_details()[0]


def test_ruling_defender_lays_off_on_the_knockers_melds_chains_included():
    # Knocker's melds: 0 = AS 2S 3S, 1 = 4H 4D 4C, 2 = 9C 10C JC.
    none = table(KNOCKER, "5S 6S 7S 8S 5H 8D 9D 10D KH QH", "9H")
    none.apply(M("knock 2D"))
    assert none.legal_moves() == [M("done")]   # 5S only fits after a 4S
    chain = table(KNOCKER, "4S 5S 6S 8S 5H 8H 8D 9D KH QH", "9H")
    chain.apply(M("knock 2D"))
    assert set(chain.legal_moves()) == {M("layoff 4S -> meld 0"), M("layoff 4S -> meld 1"),
                                        M("done")}
    assert refused(chain, "layoff 5S -> meld 0") == (
        "The 5 of Spades does not fit meld 0 (AS 2S 3S): a run takes only the next "
        "card of its suit at either end, ace low.")
    assert refused(chain, "layoff 8H -> meld 1").endswith(
        "a set takes only the last card of its rank.")
    events = chain.apply(M("layoff 4S -> meld 0"))
    assert events[0].src == "hand:1" and events[0].dst == "meld:0"
    chain.apply(M("layoff 5S -> meld 0"))     # possible now: the chain
    chain.apply(M("layoff 6S -> meld 0"))
    assert chain.melds[0] == C("AS 2S 3S 4S 5S 6S")
    assert chain.laid_off == [(c, 0) for c in C("4S 5S 6S")]
    chain.apply(M("done"))
    # Left: 8S 8H 8D a set; 5H 9D KH QH = 34 deadwood.
    assert chain.hand_scores() == [34 - 7, 0]


def test_ruling_gin_scores_25_plus_deadwood_and_allows_no_layoffs():
    gin = table("AS 2S 3S 4H 4D 4C 9C 10C JC QC KD", "4S 5S 6S 8D 9D 10D KS KH 8C 5H", "10H")
    assert M("gin KD") in gin.legal_moves() and M("knock KD") not in gin.legal_moves()
    assert "that is gin" in gin.why_illegal(M("knock KD"))
    events = gin.apply(M("gin KD"))
    assert gin.is_over and gin.current_player is None
    assert [e.kind for e in events][:2] == ["discard", "went_out"] and events[1].how == "gin"
    # 4S and 8C would fit the gin player's melds, but nobody lays off on gin.
    defender = rules.deadwood(C("4S 5S 6S 8D 9D 10D KS KH 8C 5H"))
    assert defender == 10 + 10 + 8 + 5
    assert gin.hand_scores() == [25 + defender, 0]
    assert gin.score_details()[0].startswith(
        f"Gin: {25 + defender} points, 25 for gin and {defender} for the opponent's deadwood (")


def test_ruling_big_gin_without_a_discard_scores_31_plus_deadwood_no_layoffs():
    hand = "AS 2S 3S 4H 4D 4C 9C 10C JC QC KC"
    state = table(hand, "4S 5S 6S 8D 9D 10D KS KH 8C 5H", "10H")
    assert M("big-gin") in state.legal_moves()
    discards_before = len(state.discards[0])
    events = state.apply(M("big-gin"))
    assert state.is_over and state.current_player is None     # no lay-off phase
    assert len(state.discards[0]) == discards_before
    assert not any(e.kind == "discard" for e in events)
    assert sum(len(m) for m in state.melds) == 11 and state.shown_deadwood == []
    assert state.hand_scores() == [31 + 33, 0]
    assert state.score_details()[0] == ("Big gin: 64 points, 31 for big gin and 33 for the "
                                        "opponent's deadwood (King of Spades, 5 of Hearts, King "
                                        "of Hearts and 8 of Clubs)")
    no_big = table("AS 2S 3S 4H 4D 4C 9C 10C JC QC 5D", "4S 5S 6S 8D 9D 10D KS KH 8C 5H", "10H")
    assert M("big-gin") not in no_big.legal_moves()
    assert "Big gin needs all eleven" in no_big.why_illegal(M("big-gin"))


@pytest.mark.parametrize("ending", ["knock", "gin", "big-gin"])
def test_ruling_spade_knock_card_doubles_the_points(ending):
    hands = {"knock": (KNOCKER, "knock 2D"),
             "gin": ("AS 2S 3S 4H 4D 4C 9C 10C JC QC KD", "gin KD"),
             "big-gin": ("AS 2S 3S 4H 4D 4C 9C 10C JC QC KC", "big-gin")}
    hand, move = hands[ending]
    points = []
    for knock in ("8H", "8S"):
        state = table(hand, "5S 6S 7S 8D 9D 10D KS KH QD QH", knock)
        state.apply(M(move))
        if not state.is_over:
            state.apply(M("done"))
        points.append(state.hand_scores()[0])
    assert points[1] == 2 * points[0] > 0
    assert "doubled for the spade knock card" in state.score_details()[0]


def test_spade_knock_card_doubles_an_undercut_too():
    state = table(KNOCKER, "5S 6S 7S 8D 9D 10D JD 2H 3C AH", "8S")
    state.apply(M("knock 2D"))
    state.apply(M("done"))
    assert state.hand_scores() == [0, 2 * (25 + 1)]


# -- the dead hand ------------------------------------------------------------------------------
def test_ruling_dead_hand_when_nothing_can_be_taken_scores_nothing():
    state = table("AS 3S 5S 7S 9S JS KS 2H 4H 6H 8H", "AD 3D 5D 7D 9D JD KD 2C 4C 6C",
                  "QH", columns=("", "10H"), draw="", to_act=0)
    assert state.phase == "discard"
    state.apply(M("discard 8H"))
    assert not state.is_over and state.legal_moves() == [M("take column 1")]
    assert refused(state, "draw") == "The draw pile is empty."
    assert refused(state, "take column 0") == "Column 0 is empty."
    state.apply(M("take column 1"))
    events = state.apply(M("discard 10H"))
    assert [e.kind for e in events] == ["discard", "dead_hand"]
    assert state.is_over and state.ending == "dead" and state.current_player is None
    assert state.score_details()[0].startswith("Dead hand")
    assert state.hand_scores() == [0, 0] and state.legal_moves() == []
    assert "hand:1" in state.hidden_zones(0)   # a dead hand shows no cards


# -- the match -----------------------------------------------------------------------------------
def test_ruling_deal_alternates_and_the_game_goes_to_100():
    assert GAME.info.target_score == 100
    match = Match(GAME, 2, seed=11)
    match.deal()
    first = match.state.dealer
    rng = random.Random(2)
    hands = 1
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            hands += 1
            assert match.state.dealer == (first + hands - 1) % 2
            continue
        moves = match.legal_moves()
        ending = [m for m in moves if m.action in ("knock", "gin", "big-gin")]
        match.apply(ending[0] if ending else rng.choice(moves))
    assert match.is_over and max(match.totals) >= 100
    assert match.winners == [match.totals.index(max(match.totals))]


# -- moves, text and refusals ----------------------------------------------------------------------
def test_move_texts_round_trip():
    for text in ("take knock", "pass", "draw", "take column 0", "take column 1", "discard 10H",
                 "knock QS", "gin AD", "big-gin", "layoff 7H -> meld 2", "done"):
        assert str(M(text)) == text and Move.parse(str(M(text))) == M(text)


def test_refusals_explain_in_plain_words():
    state = table(KNOCKER, "5S 6S 7S 8D 9D 10D KS KH QD QH", "7D")
    assert refused(state, "discard KH") == "You do not hold the King of Hearts."
    assert refused(state, "gin 2D").startswith("Gin needs all ten cards melded")
    assert refused(state, "fold").startswith("Discard one card")
    state.apply(M("knock 2D"))
    assert refused(state, "layoff KS -> meld 7") == "There is no meld 7 on the table."
    state.apply(M("done"))
    assert refused(state, "done") == "The hand is over."


def test_observation_shows_the_table_after_a_knock():
    state = table(KNOCKER, "5S 6S 7S 8D 9D 10D KS KH QD QH", "7D")
    state.apply(M("knock 2D"))
    obs = state.observation(1)
    assert obs.melds == tuple(tuple(m) for m in state.melds) and obs.out_player == 0
    assert obs.shown_deadwood == (parse_card("7H"),) and obs.knocker_deadwood == 7
    assert obs.opponent_hand is None and obs.phase == "layoff"
    assert state.observation(0).opponent_hand is None     # defender's hand still hidden
    state.apply(M("done"))
    assert state.observation(0).opponent_hand == tuple(sorted(state.hands[1]))
    assert state.observation(0).hand_scores == (33, 0)


def test_knocker_lays_out_the_tied_arrangement_that_leaves_least_to_lay_off():
    # 5S goes in the run 4S-6S or the set of fives: 10 deadwood either way.
    # The defender holds 3S 7S 8S, which only the run would take.
    state = table("4S 5S 6S 5H 5D 9C 10C JC QC KC 2D", "3S 7S 8S 2H 3H JD QH KH QS AD", "KH")
    state.apply(M("knock 2D"))
    assert C("5S 5H 5D") in state.melds and state.shown_deadwood == C("4S 6S")
    assert state.legal_moves() == [M("done")]


def test_observation_carries_the_match_totals_and_knock_facts():
    state = GAME.new_hand(HandContext(2, 0, 3, 99, totals=(40, 61)))
    obs = state.observation(1)
    assert obs.totals == (40, 61) and obs.dealer == 0 and obs.phase == "knock_card"
    assert obs.knock_value == rules.knock_limit(state.knock_card)
    assert obs.knock_suit == state.knock_card.suit and obs.knock_taker is None
    assert obs.hand_sizes == (10, 10) and obs.draw_size == 11 and obs.discard_size == 0
    assert obs.opponent_hand is None and set(obs.hand) == set(state.hands[1])
