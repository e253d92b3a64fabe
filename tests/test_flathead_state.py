"""Flathead Rummy hand state: taking, laying down, laying off, discarding,
going out, final lay-offs, the rebuild and the dead hand, scoring, and the
match. Every turn-flow ruling has a test named after it."""

import json

import pytest

from fanucci_desktop.engine import HandContext, IllegalMove, Match, Move, parse_cards
from fanucci_desktop.engine.rng import new_rng, shuffled
from fanucci_desktop.games import get_game
from fanucci_desktop.games.flathead_rummy import GAME, FlatheadState
from fanucci_desktop.games.flathead_rummy.codes import CARDS, CODE, meld_order

ALL = list(range(len(CARDS)))


def codes(text):
    return [CODE[c] for c in parse_cards(text)]


def make_state(hands, tableau="", melds=(), owners=None, phase="take", to_act=0, draw=None,
               **extra):
    """A state from card texts; every card not placed goes to the draw pile
    (in deck order, its top the last) unless ``draw`` is given."""
    hands = [sorted(codes(h)) for h in hands]
    melds = [meld_order(codes(m)) for m in melds]
    placed = {c for h in hands for c in h} | set(codes(tableau)) | {c for m in melds for c in m}
    if draw is None:
        pile = [c for c in ALL if c not in placed]
    else:
        pile = codes(draw)
    n = len(hands)
    state = FlatheadState(
        num_players=n, dealer=n - 1, hand_number=1, seed=7, totals=(0,) * n, hands=hands,
        draw=pile, tableau=codes(tableau), melds=melds,
        owners=list(owners) if owners is not None else [0] * len(melds), marks=[0] * n,
        phase=phase, to_act=to_act, **extra)
    if draw is not None:
        # cards nobody placed are out of the test: park them in the tableau's past
        rest = [c for c in ALL if c not in placed and c not in pile]
        assert not rest, "a test with an explicit draw pile must place every card"
    return state


def mv(text):
    return Move.parse(text)


def play(state, *moves):
    events = []
    for text in moves:
        events.extend(state.apply(mv(text)))
    return events


def legal_texts(state):
    return {str(m) for m in state.legal_moves()}


# -- deal -----------------------------------------------------------------------

def test_deal_ten_each_and_flip_the_first_discard():
    state = GAME.new_hand(HandContext(4, dealer=2, hand_number=1, seed=99))
    assert [len(h) for h in state.hands] == [10, 10, 10, 10]
    assert len(state.tableau) == 1
    assert len(state.draw) == 174 - 41
    events = state.opening_events()
    assert [e.kind for e in events] == ["deal"] * 4 + ["flip"]
    assert events[-1].dst == "tableau" and list(events[-1].cards) == [CARDS[state.tableau[0]]]
    assert {e.dst for e in events[:4]} == {f"hand:{s}" for s in range(4)}


def test_deal_uses_the_projects_shuffle_of_the_seed():
    state = GAME.new_hand(HandContext(2, dealer=1, hand_number=1, seed=5))
    order = shuffled(ALL, new_rng(5, "deal"))
    assert state.hands[0] == sorted(order[0:20:2])
    assert state.tableau == [order[20]]
    assert state.draw[-1] == order[21]


def test_ruling_dealer_rotates_left_and_the_player_left_of_the_dealer_starts():
    for dealer in range(5):
        state = GAME.new_hand(HandContext(5, dealer=dealer, hand_number=1, seed=3))
        assert state.current_player == (dealer + 1) % 5
    match = Match(GAME, 3, seed=11)
    match.deal()
    dealers = [match.dealer]
    first = [match.state.current_player]
    while len(match.hands) < 3:
        while not match.state.is_over:
            moves = match.legal_moves()
            match.apply(next((m for m in moves if m.action in ("discard", "done")), moves[0]))
        match.deal()
        dealers.append(match.dealer)
        first.append(match.state.current_player)
    assert dealers == [2, 0, 1]
    assert first == [0, 1, 2]


# -- taking a card ----------------------------------------------------------------

def test_ruling_take_the_top_of_the_draw_pile():
    state = make_state(["1 Bugs, 5 Rain", "2 Bugs"], tableau="9 Ears")
    top = state.draw[-1]
    events = play(state, "draw")
    assert top in state.hands[0] and state.phase == "play"
    assert events[0].kind == "draw" and events[0].src == "draw" and events[0].dst == "hand:0"


def test_ruling_take_the_last_card_of_the_tableau():
    state = make_state(["1 Bugs, 5 Rain", "2 Bugs"], tableau="3 Ears, 9 Ears")
    assert "take 9 Ears" in legal_texts(state)
    events = play(state, "take 9 Ears")
    assert CODE[parse_cards("9 Ears")[0]] in state.hands[0]
    assert events[0].src == "tableau" and events[0].dst == "hand:0"
    assert state.tableau == codes("3 Ears")


def test_ruling_buried_card_only_when_playable_this_turn():
    state = make_state(["7 Zurfs, 8 Zurfs, 1 Bugs", "2 Bugs"], tableau="9 Rain, 4 Lamps, 3 Ears")
    assert "take 9 Rain" in legal_texts(state)          # makes the blue run
    assert "take 4 Lamps" not in legal_texts(state)     # fits nothing
    reason = state.why_illegal(mv("take 4 Lamps"))
    assert "only if you can play it this turn" in reason


def test_ruling_buried_card_playable_by_lay_off_on_any_meld():
    state = make_state(["1 Bugs, 5 Rain", "2 Bugs"], tableau="6 Plungers, 3 Ears",
                       melds=["6 Bugs, 6 Mazes, 6 Inkblots"], owners=[1])
    assert "take 6 Plungers" in legal_texts(state)
    play(state, "take 6 Plungers")
    assert legal_texts(state) == {"layoff 6 Plungers -> meld 0"}


def test_ruling_buried_card_playable_after_other_lay_offs():
    # the 7 of Lamps fits the red run only once the 6 of Fromps is laid off
    state = make_state(["6 Fromps, 1 Bugs", "2 Bugs"], tableau="7 Lamps, 3 Ears",
                       melds=["3 Lamps, 4 Lamps, 5 Plungers"])
    assert "take 7 Lamps" in legal_texts(state)
    play(state, "take 7 Lamps")
    assert legal_texts(state) == {"layoff 6 Fromps -> meld 0"}
    play(state, "layoff 6 Fromps -> meld 0", "layoff 7 Lamps -> meld 0", "discard 1 Bugs")
    assert state.current_player == 1


def test_ruling_turn_cannot_end_until_the_buried_card_is_on_the_table():
    state = make_state(["7 Zurfs, 8 Zurfs, 1 Bugs, 1 Mazes", "2 Bugs"],
                       tableau="9 Rain, 4 Lamps, 3 Ears")
    play(state, "take 9 Rain")
    assert not any(m.action == "discard" for m in state.legal_moves())
    reason = state.why_illegal(mv("discard 1 Bugs"))
    assert reason == ("You must put the 9 of Rain you took from the tableau on the table "
                      "before your turn ends.")
    with pytest.raises(IllegalMove):
        state.apply(mv("discard 1 Bugs"))
    play(state, "meld 7 Zurfs, 8 Zurfs, 9 Rain")
    assert "discard 1 Bugs" in legal_texts(state)


def test_ruling_no_play_may_strand_the_buried_card():
    # laying off the 8 of Zurfs would leave the 9 of Rain with no partner
    state = make_state(["7 Zurfs, 8 Zurfs, 1 Bugs", "2 Bugs"], tableau="9 Rain, 3 Ears",
                       melds=["5 Zurfs, 6 Zurfs, 7 Rain"])
    play(state, "take 9 Rain")
    assert "layoff 8 Zurfs -> meld 0" in legal_texts(state)  # the 9 follows it onto meld 0
    state2 = make_state(["1 Zurfs, 8 Zurfs, 9 Zurfs, 2 Bugs", "2 Mazes"], tableau="7 Zurfs, 3 Ears",
                        melds=["2 Zurfs, 3 Zurfs, 4 Zurfs"])
    play(state2, "take 7 Zurfs")
    # laying the 1 on the flush run keeps it a flush, where the 7 still fits
    assert "layoff 1 Zurfs -> meld 0" in legal_texts(state2)
    # laying off the ∞ of Tops makes 5-6-Grue-∞ a flush only, where the 8 of
    # Rain (taken to go on the 5-6-Grue run) no longer fits: refused
    state3 = make_state(["∞ Tops, 5 Bugs", "2 Bugs"], tableau="8 Rain, 3 Ears",
                        melds=["5 Tops, 6 Tops, Grue"])
    play(state3, "take 8 Rain")
    assert legal_texts(state3) == {"layoff 8 Rain -> meld 0"}
    assert "no way to play the 8 of Rain" in state3.why_illegal(mv("layoff ∞ Tops -> meld 0"))
    play(state3, "layoff 8 Rain -> meld 0")
    assert "layoff ∞ Tops -> meld 0" not in legal_texts(state3)   # now a run: ∞ never fits


def test_ruling_tableau_trumps_can_never_be_taken():
    state = make_state(["2 Scythes, 3 Scythes, 1 Bugs", "2 Bugs"], tableau="Grue, 5 Ears, Time")
    assert "take Time" not in legal_texts(state)
    assert "take Grue" not in legal_texts(state)
    assert state.why_illegal(mv("take Time")) == "Trumps in the discard tableau can never be taken."
    assert state.why_illegal(mv("take Grue")) == "Trumps in the discard tableau can never be taken."


def test_example_trump_as_first_discard_forces_a_draw():
    ctx_seed = next(s for s in range(2000)
                    if CARDS[shuffled(ALL, new_rng(s, "deal"))[20]].is_trump)
    state = GAME.new_hand(HandContext(2, dealer=1, hand_number=1, seed=ctx_seed))
    assert CARDS[state.tableau[0]].is_trump
    assert state.legal_moves() == [Move("draw")]


def test_ruling_taken_card_may_not_be_discarded_in_the_same_turn():
    state = make_state(["1 Bugs, 5 Rain", "2 Bugs"], tableau="3 Ears, 9 Ears")
    play(state, "take 9 Ears")
    assert "discard 9 Ears" not in legal_texts(state)
    assert state.why_illegal(mv("discard 9 Ears")) == (
        "You took the 9 of Ears from the tableau this turn; you may not discard it again.")
    play(state, "discard 1 Bugs", "draw", "discard 2 Bugs", "draw")
    assert "discard 9 Ears" in legal_texts(state)       # a later turn: it may go
def test_taken_card_cannot_be_left_alone_in_hand():
    # melding 1-2-3 Bugs would leave only the taken 9 of Ears: no discard possible
    state = make_state(["1 Bugs, 2 Bugs, 3 Bugs", "2 Mazes"], tableau="3 Ears, 9 Ears")
    play(state, "take 9 Ears")
    assert "meld 1 Bugs, 2 Bugs, 3 Bugs" not in legal_texts(state)
    assert "holding only the 9 of Ears" in state.why_illegal(mv("meld 1 Bugs, 2 Bugs, 3 Bugs"))
    # ... unless the taken card can then be laid off, going out
    state = make_state(["1 Bugs, 2 Bugs, 3 Bugs", "2 Mazes"], tableau="3 Ears, 9 Ears",
                       melds=["9 Books, 9 Scythes, 9 Rain"])
    play(state, "take 9 Ears", "meld 1 Bugs, 2 Bugs, 3 Bugs")
    assert legal_texts(state) == {"layoff 9 Ears -> meld 0"}


def test_strategy_example_pull_the_buried_one_after_picking_up_the_one_of_bugs():
    # seat 1 discards the 1 of Bugs with the 1 of Books further back; seat 0 holds a 1
    state = make_state(["1 Ears, 5 Rain, 7 Lamps", "2 Bugs, 1 Bugs"], tableau="1 Books, 4 Ears",
                       to_act=1)
    play(state, "draw", "discard 1 Bugs")
    assert "take 1 Bugs" in legal_texts(state)     # seat 0 picks up the 1 of Bugs
    play(state, "take 1 Bugs", "discard 7 Lamps", "draw", "discard 2 Bugs")
    # ... and next turn lays down their 1 and the 1 of Bugs with the 1 of Books
    assert "take 1 Books" in legal_texts(state)
    play(state, "take 1 Books", "meld 1 Bugs, 1 Ears, 1 Books")
    assert state.melds == [codes("1 Bugs, 1 Ears, 1 Books")]
def test_strategy_example_three_groups_of_three_need_a_fourth_card():
    groups = "1 Bugs, 1 Lamps, 1 Rain, 4 Ears, 6 Ears, 8 Ears, 5 Tops, 6 Zurfs, 7 Zurfs"
    # three groups of three and two extra cards after the draw: cannot go out
    state = make_state([groups + ", 3 Hives, ∞ Books", "2 Bugs"], tableau="0 Ears", phase="play")
    play(state, "meld 1 Bugs, 1 Lamps, 1 Rain", "meld 4 Ears, 6 Ears, 8 Ears",
         "meld 5 Tops, 6 Zurfs, 7 Zurfs", "discard ∞ Books")
    assert state.winner is None and state.current_player == 1
    # with a set of four instead, the tenth card goes down too and the discard goes out
    state = make_state([groups + ", 1 Faces, ∞ Books", "2 Bugs"], tableau="0 Ears", phase="play")
    play(state, "meld 1 Bugs, 1 Lamps, 1 Rain, 1 Faces", "meld 4 Ears, 6 Ears, 8 Ears", "meld 5 Tops, 6 Zurfs, 7 Zurfs", "discard ∞ Books")
    assert state.winner == 0


def test_strategy_example_two_buried_ones_are_safer():
    # with one 1 in hand, neither buried 1 can be pulled (it needs a partner)
    state = make_state(["1 Ears, 5 Rain, 7 Lamps", "2 Bugs"], tableau="1 Books, 1 Time, 4 Ears")
    assert "take 1 Books" not in legal_texts(state)
    assert "take 1 Time" not in legal_texts(state)


# -- laying down and laying off ---------------------------------------------------------

def test_ruling_laying_down_a_bonus_meld_earns_a_mark():
    state = make_state(["2 Scythes, 2 Ears, 2 Books, 9 Rain, 9 Zurfs", "2 Bugs"], tableau="3 Ears")
    events = play(state, "draw", "meld 2 Scythes, 2 Ears, 2 Books")
    assert state.marks == [1, 0]
    assert [e.kind for e in events][-2:] == ["meld", "bonus_mark"]
    assert events[-2].dst == "meld:0" and state.owners == [0]


def test_ruling_laying_off_never_earns_a_mark():
    state = make_state(["2 Scythes, 9 Rain", "2 Bugs"], tableau="3 Ears",
                       melds=["2 Ears, 2 Books, 2 Mazes"], owners=[1])
    play(state, "draw", "layoff 2 Scythes -> meld 0")
    assert state.marks == [0, 0]
    # a plain meld earns none either
    state = make_state(["7 Zurfs, 8 Zurfs, 9 Rain, 1 Bugs", "2 Bugs"], tableau="3 Ears")
    play(state, "draw", "meld 7 Zurfs, 8 Zurfs, 9 Rain")
    assert state.marks == [0, 0]


def test_ruling_meld_with_trump_earns_no_mark():
    state = make_state(["2 Scythes, 3 Scythes, Grue, 1 Bugs", "2 Bugs"], tableau="3 Ears")
    play(state, "draw", "meld 2 Scythes, 3 Scythes, Grue")
    assert state.marks == [0, 0]


def test_ruling_marks_belong_to_one_hand():
    match = Match(GAME, 2, seed=4)
    match.deal()
    match.state.marks[0] = 3
    while not match.state.is_over:
        moves = match.legal_moves()
        match.apply(next((m for m in moves if m.action in ("discard", "done")), moves[0]))
    match.deal()
    assert match.state.marks == [0, 0]


def test_any_player_lays_off_on_anyones_meld():
    state = make_state(["4 Lamps, 1 Bugs", "2 Bugs"], tableau="3 Ears",
                       melds=["1 Lamps, 2 Lamps, 3 Lamps"], owners=[1])
    play(state, "draw")
    assert "layoff 4 Lamps -> meld 0" in legal_texts(state)
    events = play(state, "layoff 4 Lamps -> meld 0")
    assert events[0].src == "hand:0" and events[0].dst == "meld:0"
    assert state.owners == [1]


def test_example_laid_down_cards_cannot_be_rearranged():
    state = make_state(["4 Lamps, 1 Bugs, 1 Mazes", "2 Bugs"], tableau="3 Ears",
                       melds=["1 Lamps, 2 Lamps, 3 Lamps"])
    play(state, "draw")
    moves = state.legal_moves()
    assert {m.action for m in moves} <= {"meld", "layoff", "discard"}
    assert all(CODE[c] in state.hands[0] for m in moves for c in m.cards)


def test_meld_refusals_explain_themselves():
    state = make_state(["3 Rain, 4 Lamps, 5 Rain, 1 Bugs", "2 Bugs"], tableau="3 Ears")
    assert state.why_illegal(mv("meld 3 Rain, 4 Lamps, 5 Rain")) == (
        "You must take a card first: draw, or take a card from the discard tableau.")
    play(state, "draw")
    reason = state.why_illegal(mv("meld 3 Rain, 4 Lamps, 5 Rain"))
    assert "a run must be one colour: 3 of Rain is blue, 4 of Lamps is red" in reason
    assert state.why_illegal(mv("meld 5 Rain, 3 Rain, 4 Rain")).startswith("You do not hold")
    assert state.why_illegal(mv("layoff 1 Bugs -> meld 2")) == "There is no meld 2 on the table."
    assert state.why_illegal(mv("draw")) == "You have already taken a card this turn."
    assert "not a move of Flathead Rummy" in state.why_illegal(mv("fold"))


def test_meld_cards_must_be_in_canonical_order():
    state = make_state(["3 Rain, 4 Rain, 5 Rain, 1 Bugs", "2 Bugs"], tableau="3 Ears")
    play(state, "draw")
    assert "meld 3 Rain, 4 Rain, 5 Rain" in legal_texts(state)
    assert state.why_illegal(mv("meld 5 Rain, 3 Rain, 4 Rain")) == (
        "List the meld's cards in order: 3, 4 and 5 of Rain.")


# -- going out and the final lay-offs ----------------------------------------------------

def test_ruling_go_out_by_laying_down_the_last_card():
    state = make_state(["1 Bugs, 2 Bugs", "5 Lamps, 9 Ears", "8 Tops"], tableau="3 Bugs")
    events = play(state, "take 3 Bugs", "meld 1 Bugs, 2 Bugs, 3 Bugs")
    assert events[-1].kind == "went_out"
    assert state.winner == 0 and state.phase == "final_layoffs" and state.current_player == 1


def test_ruling_go_out_by_laying_off_the_last_card():
    state = make_state(["4 Lamps, 3 Ears", "5 Lamps, 9 Ears"], tableau="0 Ears", phase="play",
                       melds=["1 Lamps, 2 Lamps, 3 Lamps", "3 Books, 3 Scythes, 3 Bugs"])
    play(state, "layoff 4 Lamps -> meld 0")
    assert state.phase == "play" and state.winner is None
    events = play(state, "layoff 3 Ears -> meld 1")
    assert [e.kind for e in events] == ["layoff", "went_out"]
    assert state.winner == 0 and state.phase == "final_layoffs" and state.current_player == 1
def test_ruling_go_out_by_discarding_the_last_card():
    state = make_state(["1 Bugs, 2 Bugs, 3 Bugs", "5 Lamps, 9 Ears"], tableau="3 Ears")
    play(state, "draw")
    drawn = [c for c in state.hands[0] if c not in codes("1 Bugs, 2 Bugs, 3 Bugs")][0]
    play(state, "meld 1 Bugs, 2 Bugs, 3 Bugs")
    events = play(state, f"discard {CARDS[drawn]}")
    assert [e.kind for e in events] == ["discard", "went_out"]
    assert state.winner == 0 and state.tableau[-1] == drawn


def test_ruling_others_lay_off_in_turn_order_from_the_winners_left_never_lay_down():
    state = make_state(["1 Bugs, 2 Mazes", "4 Bugs, 7 Ears, 8 Ears, 9 Ears", "0 Mazes, 0 Lamps",
                        "6 Bugs, 1 Lamps"], tableau="3 Bugs", to_act=1)
    state.hands[1], state.hands[0] = state.hands[0], state.hands[1]
    # seat 1 holds 1-2 Bugs and goes out with the tableau's 3
    play(state, "take 3 Bugs", "meld 1 Bugs, 2 Mazes, 3 Bugs")
    assert state.phase == "final_layoffs" and state.current_player == 2
    assert legal_texts(state) == {"layoff 0 Mazes -> meld 0", "done"}
    assert "may only lay off" in state.why_illegal(mv("discard 0 Mazes"))
    play(state, "done")
    assert state.current_player == 3
    play(state, "done")
    assert state.current_player == 0
    # seat 0 may not lay down 7-8-9 of Ears, but may lay off the 4 of Bugs
    assert "never lay down" in state.why_illegal(mv("meld 7 Ears, 8 Ears, 9 Ears"))
    assert legal_texts(state) == {"layoff 4 Bugs -> meld 0", "done"}
    play(state, "layoff 4 Bugs -> meld 0", "done")
    assert state.is_over and state.current_player is None
    # 3 + 2 + 2 cards left, no marks
    assert state.hand_scores() == [0, 7, 0, 0]


def test_final_lay_offs_follow_the_grown_meld():
    # the 4 of Bugs laid off by one loser lets the next lay off the 5
    state = make_state(["1 Bugs, 2 Mazes", "4 Bugs, 9 Ears", "5 Bugs, 0 Lamps"], tableau="3 Bugs")
    play(state, "take 3 Bugs", "meld 1 Bugs, 2 Mazes, 3 Bugs")
    play(state, "layoff 4 Bugs -> meld 0", "done")
    assert "layoff 5 Bugs -> meld 0" in legal_texts(state)
    play(state, "layoff 5 Bugs -> meld 0", "done")
    assert state.is_over and state.hand_scores() == [2, 0, 0]


# -- scoring ------------------------------------------------------------------------------

def _finish(state):
    while not state.is_over:
        state.apply(Move("done"))


def test_ruling_score_example_seven_cards_two_marks_against_one():
    # 3 players; seat 0 goes out with 2 marks, seat 2 has 1 mark; 7 cards are left
    state = make_state(["1 Bugs, 2 Mazes", "4 Rain, 5 Ears, 6 Books, 7 Books",
                        "0 Lamps, 1 Lamps, Grue"], tableau="3 Bugs")
    state.marks[:] = [2, 0, 1]
    play(state, "take 3 Bugs", "meld 1 Bugs, 2 Mazes, 3 Bugs")
    _finish(state)
    assert state.hand_scores() == [14, 0, 0]
    assert state.score_details()[0] == ("Went out: 14 points, 1 for each of the 7 cards left "
                                        "in the others' hands, times 2 for bonus marks, 2 against the others' 1")


def test_ruling_score_example_two_players_24():
    state = make_state(["1 Bugs, 2 Mazes", "4 Rain, 5 Ears, 6 Books, 7 Books, 0 Lamps, 1 Lamps, Grue"],
                       tableau="3 Bugs")
    state.marks[:] = [2, 1]
    play(state, "take 3 Bugs", "meld 1 Bugs, 2 Mazes, 3 Bugs")
    _finish(state)
    assert state.hand_scores() == [24, 0]
    assert state.score_details()[0] == ("Went out: 24 points, 5 for going out and 7 for the 7 "
                                        "cards left in the other's hand, times 2 for bonus marks, "
                                        "2 against the other's 1")
    assert state.score_details()[1] == "No points: 7 cards left, 1 bonus mark"


def test_ruling_trumps_left_in_hand_count_one_each():
    state = make_state(["1 Bugs, 2 Mazes", "Grue, Time, Death", "Snail"], tableau="3 Bugs")
    play(state, "take 3 Bugs", "meld 1 Bugs, 2 Mazes, 3 Bugs")
    _finish(state)
    assert state.hand_scores() == [4, 0, 0]


def test_ruling_losers_marks_together_cut_the_multiplier():
    state = make_state(["1 Bugs, 2 Mazes", "4 Rain", "5 Rain", "6 Rain"], tableau="3 Bugs")
    state.marks[:] = [2, 1, 1, 0]
    play(state, "take 3 Bugs", "meld 1 Bugs, 2 Mazes, 3 Bugs")
    _finish(state)
    assert state.hand_scores() == [3, 0, 0, 0]
    assert state.score_details()[0] == ("Went out: 3 points, 1 for each of the 3 cards left "
                                        "in the others' hands (bonus marks 2 against the others' 2: no multiplier)")


def test_scores_are_zero_until_the_hand_is_over():
    state = make_state(["1 Bugs, 2 Mazes", "4 Rain"], tableau="3 Bugs")
    play(state, "take 3 Bugs", "meld 1 Bugs, 2 Mazes, 3 Bugs")
    assert state.hand_scores() == [0, 0]
    assert state.score_details() == ["", ""]


# -- the rebuild and the dead hand ------------------------------------------------------

def _empty_pile_state(rebuilt=False, tableau="0 Ears, 1 Ears, 2 Ears, 9 Books"):
    """A 2-player state with an empty draw pile: every card is in a hand,
    the tableau or a parked meld."""
    hand0, hand1 = "5 Rain, 7 Lamps", "6 Rain, 8 Lamps"
    placed = set(codes(f"{hand0}, {hand1}, {tableau}"))
    rest = [c for c in ALL if c not in placed]
    melds = [rest[i:i + 3] for i in range(0, len(rest) - len(rest) % 3, 3)]
    extra = rest[len(rest) - len(rest) % 3:]
    if extra:  # fold the leftovers into the last parked group
        melds[-1] = melds[-1] + extra
    state = FlatheadState(
        num_players=2, dealer=1, hand_number=1, seed=7, totals=(0, 0),
        hands=[sorted(codes(hand0)), sorted(codes(hand1))], draw=[], tableau=codes(tableau),
        melds=[meld_order(m) for m in melds], owners=[0] * len(melds), marks=[0, 0],
        phase="take", to_act=0, rebuilt=rebuilt)
    return state


def test_ruling_rebuild_the_draw_pile_once_from_the_tableau_but_its_last_card():
    state = _empty_pile_state()
    events = play(state, "draw")
    assert [e.kind for e in events] == ["reshuffle", "draw"]
    assert state.tableau == codes("9 Books")
    assert state.rebuilt
    expected = shuffled(codes("0 Ears, 1 Ears, 2 Ears"), new_rng(7, "rebuild"))
    assert state.hands[0] == sorted(codes("5 Rain, 7 Lamps") + [expected[-1]])
    assert state.draw == expected[:-1]
    assert events[0].src == "tableau" and events[0].dst == "draw"


def test_ruling_draw_pile_running_out_a_second_time_is_a_dead_hand():
    state = _empty_pile_state(rebuilt=True)
    events = play(state, "draw")
    assert [e.kind for e in events] == ["dead_hand"]
    assert state.is_over and state.dead
    assert state.hand_scores() == [0, 0]
    assert state.score_details() == ["Dead hand: nobody scores."] * 2


def test_dead_hand_when_there_is_nothing_to_rebuild():
    state = _empty_pile_state(tableau="9 Books")
    play(state, "draw")
    assert state.is_over and state.dead and not state.rebuilt


def test_taking_from_the_tableau_stays_possible_with_an_empty_pile():
    state = _empty_pile_state()
    assert "take 9 Books" in legal_texts(state)


# -- observation, moves, persistence --------------------------------------------------------

def test_observation_holds_the_table_and_nothing_hidden():
    state = make_state(["1 Bugs, 2 Bugs, 9 Ears", "4 Rain, 5 Rain", "Grue"], tableau="3 Ears, 3 Bugs",
                       melds=["7 Zurfs, 8 Zurfs, 9 Rain"], owners=[2])
    state.marks[2] = 1
    obs = state.observation(0)
    data = obs.to_dict()
    json.dumps(data)
    assert data["hand"] == ["1 Bugs", "2 Bugs", "9 Ears"]
    assert data["melds"] == [["7 Zurfs", "8 Zurfs", "9 Rain"]] and data["meld_owners"] == [2]
    assert data["tableau"] == ["3 Ears", "3 Bugs"]
    assert data["hand_sizes"] == [3, 2, 1] and data["draw_size"] == len(state.draw)
    assert data["marks"] == [0, 0, 1] and data["phase"] == "take"
    text = json.dumps(data)
    assert "4 Rain" not in text and "Grue" not in text


def test_card_taken_from_the_tableau_stays_with_its_taker_when_sampling():
    import random
    state = make_state(["1 Bugs, 2 Bugs, 9 Ears", "4 Rain, 5 Rain"], tableau="3 Ears, 6 Rain",
                       to_act=1)
    play(state, "take 6 Rain")
    obs = state.observation(0)
    for seed in range(5):
        sample = GAME.sample_state(obs, random.Random(seed))
        assert CODE[parse_cards("6 Rain")[0]] in sample.hands[1]
        assert sample.observation(0) == obs
        permuted = state.permute_hidden(0, random.Random(seed))
        assert CODE[parse_cards("6 Rain")[0]] in permuted.hands[1]


def test_moves_read_well_and_parse_back():
    state = make_state(["7 Zurfs, 8 Zurfs, 9 Rain, 6 Tops", "2 Bugs"], tableau="3 Ears",
                       melds=["1 Bugs, 2 Mazes, 3 Inkblots", "3 Tops, 4 Tops, 5 Tops"])
    play(state, "draw")
    texts = legal_texts(state)
    assert "meld 7 Zurfs, 8 Zurfs, 9 Rain" in texts
    assert "layoff 6 Tops -> meld 1" in texts
    assert "discard 7 Zurfs" in texts
    for move in state.legal_moves():
        assert Move.parse(str(move)) == move
    assert str(Move("take", parse_cards("7 Zurfs"))) == "take 7 Zurfs"
    assert str(Move("discard", parse_cards("Grue"))) == "discard Grue"


def test_clone_is_independent_and_equal():
    state = GAME.new_hand(HandContext(3, dealer=0, hand_number=1, seed=8))
    copy = state.clone()
    assert copy == state
    copy.apply(copy.legal_moves()[0])
    assert copy != state
    assert FlatheadState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_from_dict_refuses_malformed_data():
    data = GAME.new_hand(HandContext(2, dealer=0, hand_number=1, seed=8)).to_dict()
    with pytest.raises(ValueError):
        FlatheadState.from_dict({**data, "phase": "lunch"})
    with pytest.raises(ValueError):
        FlatheadState.from_dict({k: v for k, v in data.items() if k != "draw"})


# -- the match ---------------------------------------------------------------------------

def test_ruling_match_ends_when_a_player_reaches_42():
    game = get_game("flathead-rummy")
    assert game is GAME and game.info.target_score == 42
    match = Match(game, 2, seed=21)
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            continue
        moves = match.legal_moves()
        order = ("meld", "layoff", "discard", "done", "draw", "take")
        match.apply(min(moves, key=lambda m: order.index(m.action)))
    assert max(match.totals) >= 42
    before_last = [t - s for t, s in zip(match.totals, match.hands[-1].scores)]
    assert max(before_last) < 42
