"""The app's rules of English: counts, verbs that agree with "You", each game's word for a hand."""

from __future__ import annotations

from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import get_game, hand_word
from fanucci_desktop.words import count, deal_line, says, whose


def test_counts_take_the_noun_in_the_right_number():
    assert [count(n, "trick") for n in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]
    assert count(1, "point") == "1 point" and count(5, "mouse", "mice") == "5 mice"


def test_a_verb_agrees_with_you_and_with_a_name():
    assert says("You", "deals", "deal") == "You deal"
    assert says("Ada", "deals", "deal") == "Ada deals"
    assert whose("You") == "Your" and whose("Basil") == "Basil's"


def test_each_game_has_one_word_for_a_hand():
    assert hand_word("trophy-case") == "Deal" and hand_word("fan-rummy") == "Hand"
    assert deal_line(hand_word("trophy-case"), 1, "You") == "Deal 1: You deal."


def test_trophy_case_scores_and_trick_texts_have_no_maybe_plurals():
    match = Match(get_game("trophy-case"), 3, seed=4)
    texts = []
    while not match.is_over and len(match.hands) < 3:
        texts += [e.text for e in match.deal()]
        while not match.state.is_over:
            texts += [e.text for e in match.apply(match.state.legal_moves()[0])]
        texts += match.state.score_details()
    assert texts and not any("(s)" in text for text in texts)


def test_cards_are_named_briefly_and_a_suit_twice_is_named_card_by_card():
    from fanucci_desktop.engine import parse_cards
    from fanucci_desktop.words import cards_in_words

    assert cards_in_words(parse_cards("AD QD KD")) == "Ace, Queen and King of Diamonds"
    assert cards_in_words(parse_cards("7S 7C")) == "7 of Spades and Clubs"
    assert cards_in_words(parse_cards("KS KS KH")) == "King of Spades, King of Spades and King of Hearts"
