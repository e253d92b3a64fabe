"""The Trophy Case table's words and facts: card names, seat numbers in
engine texts turned into names, move labels, the public facts hiding every hand, and a finished trick rebuilt with
its high card and folded players."""

from __future__ import annotations

from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.engine.match import Match
from fanucci_desktop.engine.protocol import Event, Move
from fanucci_desktop.games import get_game
from fanucci_desktop.ui.tables.trophy_case.facts import (PublicFacts, finished_trick,
                                                         public_facts, trick_keys)
from fanucci_desktop.card_names import card_name
from fanucci_desktop.ui.tables.trophy_case.words import move_words
from fanucci_desktop.words import engine_text


def cards(texts: str):
    return tuple(parse_card(t) for t in texts.split(","))


def test_card_names_and_trumps():
    assert [card_name(parse_card(t)) for t in ("7 Lamps", "∞ Bugs", "Grue")] == ["7 of Lamps", "∞ of Bugs", "Grue"]
    assert move_words(Move("lead", cards("Grue"))) == "Lead Grue (trump)"


def test_move_words():
    assert move_words(Move("lead", cards("∞ Faces"))) == "Lead the ∞ of Faces"
    assert move_words(Move("play", cards("Time"))) == "Play Time (trump)"
    assert move_words(Move("fold")) == "Fold"


def test_engine_texts_name_seats_and_count_melds_from_one():
    names = ["You", "Ada", "Basil"]
    text = "The ∞ of Bugs does not beat the high card, the 9 of Bugs (seat 2): play a higher black card."
    assert engine_text(text, names) == ("The ∞ of Bugs does not beat the high card, the 9 of Bugs (Basil): "
                                        "play a higher black card.")
    assert engine_text("Seat 1 folds.", names) == "Ada folds."
    assert engine_text("Player 0 went out.", names) == "You went out."
    assert engine_text("seat 7 is not at this table", names) == "seat 7 is not at this table"
    assert engine_text("It does not fit meld 0; column 1 is empty.", names) == \
        "It does not fit meld 1; column 2 is empty."


def test_public_facts_hold_no_hand():
    match = Match(get_game("trophy-case"), 4, 9, {})
    match.deal()
    facts = public_facts(match.state.observation(0))
    assert isinstance(facts, PublicFacts)
    assert "hand" not in PublicFacts.__dataclass_fields__
    values = [getattr(facts, f) for f in PublicFacts.__dataclass_fields__]
    hand = set(match.state.observation(0).hand)
    flat = {c for v in values if isinstance(v, tuple) for c in v if hasattr(c, "rank")}
    assert not (flat & hand)
    assert facts.hand_sizes == (12, 12, 12, 12)


def test_trick_keys_follow_the_trick_ranking():
    # Lamps led: Fromps joins second and outranks every Lamps; Bugs is out of colour.
    keys = trick_keys(cards("5 Lamps,2 Fromps,∞ Lamps,3 Bugs,Grue"))
    assert keys[1] > keys[2] > keys[0] > keys[3]
    assert keys[4] == max(keys)


def test_finished_trick_marks_the_winners_strongest_card_and_the_fold_that_ended_it():
    trick = cards("5 Lamps,7 Lamps,2 Fromps,9 Lamps")
    won = Event("trick_won", 0, trick, "trick", "won:0", value=1,
                plays=tuple(zip((1, 2, 0, 1), trick)), folded=(1, 2))   # Ada folds: You win
    done = finished_trick(won)
    assert done.winner == 0 and done.high == 2          # your 2 of Fromps
    assert done.folded == {1, 2}
    assert done.suit_order == ("Lamps", "Fromps") and done.led_colour == "red"
    assert done.points == 1 and not done.trumped


def test_finished_trick_high_is_the_trump():
    trick = cards("5 Lamps,∞ Lamps,Grue")
    done = finished_trick(Event("trick_won", 0, trick, "trick", "won:0", value=2,
                                plays=tuple(zip((1, 2, 0), trick))))
    assert done.high == 2 and done.trumped and done.folded == frozenset()


def test_a_won_trick_event_carries_the_plays_in_order_and_who_folded():
    match = Match(get_game("trophy-case"), 3, seed=7)
    match.deal()
    for _ in range(400):
        state = match.state
        events = match.apply(state.legal_moves()[-1])
        won = [e for e in events if e.kind == "trick_won"]
        if won:
            record = match.state.observation(0).tricks[-1]
            assert [seat for seat, _ in won[0].plays] == list(record.players)
            assert tuple(card for _, card in won[0].plays) == tuple(record.cards)
            assert finished_trick(won[0]).winner == record.winner
            return
    raise AssertionError("no trick was won")
