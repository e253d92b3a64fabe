"""Moves' text form, option resolution and the registry."""

import pytest
from hypothesis import given, strategies as st

from fanucci_desktop.engine import (Choice, ChoiceKind, Event, EventKind, Move, MoveAction,
                                    parse_card, parse_cards)
from fanucci_desktop.engine.protocol import CHOICE_SUITS
from fanucci_desktop.engine.cards import fanucci_deck, standard_deck
from fanucci_desktop.games import catalog, game_info


@pytest.mark.parametrize("text", [
    "draw", "take 7 Zurfs", "meld 7 Zurfs, 8 Zurfs, 9 Rain", "layoff 6 Tops -> meld 3",
    "discard Grue", "take column 1", "take-pile 7H 7S 2C", "fold", "add 5H -> meld 0",
    "play 8S = suit H", "play 8 Zurfs = suit Time", "meld 4H 5H 6S = card 6H",
    "layoff 6 Tops -> meld 3 = card ∞ Tops", "play Time = card Time", "pass = suit Books",
])
def test_move_text_round_trips(text):
    move = Move.parse(text)
    assert str(move) == text
    assert Move.parse(str(move)) == move


def test_move_parts():
    move = Move.parse("layoff 6 Tops -> meld 3")
    assert move == Move("layoff", tuple(parse_cards("6 Tops")), "meld", 3)
    assert Move.parse("take column 1") == Move("take", (), "column", 1)
    assert Move.parse("take pile") == Move("take", (), "pile")


def test_a_choice_is_its_own_part_of_a_move_not_its_zone():
    move = Move.parse("play 8S = suit H")
    assert move == Move("play", tuple(parse_cards("8S")), choice=Choice.of_suit("H"))
    assert move.zone is None and move.choice.kind is ChoiceKind.SUIT and move.choice.suit == "H"
    wild = Move.parse("meld 4H 5H 6S = card 6H").choice
    assert wild.kind is ChoiceKind.CARD and wild.card == parse_card("6H") and wild.suit is None
    assert Move.parse("play 8S = suit h") == move            # a suit is read in any case
    assert Move.parse("play 5 Time = card Time").choice.card == parse_card("Time")


def test_a_move_without_a_choice_keeps_its_text_form():
    assert str(Move("play", tuple(parse_cards("8S")))) == "play 8S"
    assert Move("play", tuple(parse_cards("8S"))) != move_calling("H")
    assert move_calling("H") != move_calling("S")


def move_calling(suit: str) -> Move:
    return Move("play", tuple(parse_cards("8S")), choice=Choice.of_suit(suit))


@pytest.mark.parametrize("kind, suit, card", [
    ("suit", "Hearts", None), ("suit", None, None), ("card", None, None),
    ("suit", "H", parse_card("8S")), ("card", "H", parse_card("8S")), ("colour", "H", None)])
def test_a_choice_holds_exactly_the_field_of_its_kind(kind, suit, card):
    with pytest.raises(ValueError):
        Choice(kind, suit, card)


def test_a_move_choice_must_be_a_choice():
    with pytest.raises(ValueError, match="not a move choice"):
        Move("play", choice="H")


@pytest.mark.parametrize("text", ["", "  ", "Draw", "meld 7 Zorfs", "layoff 6 Tops ->",
                                  "take column one x", "7", "play 8S =", "play 8S = H",
                                  "play 8S = suit Hats", "play 8S = card 8X", "play 8S = suit"])
def test_bad_move_text_raises_value_error(text):
    with pytest.raises(ValueError):
        Move.parse(text)


ACTIONS = st.sampled_from(["draw", "take", "meld", "layoff", "discard", "play", "fold"])
ZONES = st.one_of(st.none(), st.tuples(st.sampled_from(["meld", "column", "pile"]),
                                       st.one_of(st.none(), st.integers(0, 20))))


@given(ACTIONS, st.lists(st.sampled_from(fanucci_deck()) | st.sampled_from(standard_deck()),
                         max_size=5), ZONES)
def test_any_move_round_trips(action, cards, zone):
    move = Move(action, tuple(cards), *(zone or (None, None)))
    assert Move.parse(str(move)) == move


CHOICES = st.one_of(
    st.none(), st.builds(Choice.of_suit, st.sampled_from(sorted(CHOICE_SUITS))),
    st.builds(Choice.of_card, st.sampled_from(fanucci_deck()) | st.sampled_from(standard_deck())))


@given(ACTIONS, st.lists(st.sampled_from(fanucci_deck()) | st.sampled_from(standard_deck()),
                         max_size=5), ZONES, CHOICES)
def test_any_move_with_a_choice_round_trips(action, cards, zone, choice):
    move = Move(action, tuple(cards), *(zone or (None, None)), choice)
    assert Move.parse(str(move)) == move
    assert (" = " in str(move)) == (choice is not None)


def test_registry_lists_the_five_games():
    """The games built in (an extra game asked for by FANUCCI_EXTRA_GAMES comes after them)."""
    games = [r.info for r in catalog.BUILT_IN]
    assert [r.info for r in catalog.RECORDS[:len(games)]] == games
    assert [g.id for g in games] == ["flathead-rummy", "trophy-case", "fortune-rummy",
                                     "fan-rummy", "gin-rummy"]
    ranges = {g.id: (g.min_players, g.max_players) for g in games}
    assert ranges == {"flathead-rummy": (2, 6), "trophy-case": (3, 5),
                      "fortune-rummy": (2, 8), "fan-rummy": (2, 2), "gin-rummy": (2, 2)}
    assert {g.id: g.target_score for g in games} == {
        "flathead-rummy": 42, "trophy-case": 30, "fortune-rummy": 500, "fan-rummy": 100,
        "gin-rummy": 100}
    for g in games:
        assert g.name and g.deck and g.description
    with pytest.raises(KeyError, match="known"):
        game_info("poker")


def test_move_actions_and_event_kinds_are_a_closed_vocabulary():
    assert {a.value for a in MoveAction} >= {"draw", "take", "meld", "layoff", "discard", "play",
                                             "fold", "knock", "gin", "big-gin", "pass", "done"}
    with pytest.raises(ValueError, match="not a move action"):
        Move("nonsense")
    with pytest.raises(ValueError):
        Move.parse("nonsense 7 Zurfs")
    assert Move(MoveAction.DRAW) == Move("draw") and str(Move(MoveAction.BIG_GIN)) == "big-gin"
    assert Event(EventKind.TRICK_WON).kind == "trick_won"
    with pytest.raises(ValueError, match="not an event kind"):
        Event("knocked")
