"""Fortune Rummy names melds and cards as a player does (QA after issue 41:
"Hint: add Queen of Clubs to Queen of Spades to 2 of Hearts" for a set of
Queens, "You added the Jack of Spades on meld 2." with one meld on the
table, "meld 9 of Spades, 9 of Spades and 2 of Hearts")."""

from __future__ import annotations

import re

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import Card, DeckKind
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.tables.fortune_rummy.words import meld_kind
from fanucci_desktop.words import cards_counted


def card(rank: int, suit: str) -> Card:
    return Card(DeckKind.standard, suit, rank)


def test_a_card_held_twice_is_said_once_with_its_count():
    assert cards_counted([card(9, "S"), card(9, "S"), card(2, "H")]) == "two 9s of Spades and the 2 of Hearts"
    assert cards_counted([card(9, "S"), card(9, "C"), card(2, "H")]) == "the 9 of Spades, 9 of Clubs and 2 of Hearts"


def test_a_meld_is_named_by_its_kind():
    assert meld_kind([card(12, "S"), card(12, "H"), card(2, "D")]) == "set of Queens"
    assert meld_kind([card(10, "S"), card(2, "D"), card(12, "S")]) == "run of Spades from 10 to Queen"
    assert meld_kind([card(12, "S"), card(13, "S"), card(1, "S")]) == "run of Spades from Queen to Ace"


def test_additions_name_the_owner_and_the_meld_on_the_log_the_hint_and_the_buttons(app):
    table = dr.new_table(app, "fortune-rummy", [Seat("You"), Seat("Ada", "easy")], seed=5)
    pilot = dr.Autopilot(app, table, seed=3)
    labels: list[str] = []
    for _ in range(400):
        if not pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table):
            break
        adds = [m for m in table.match.legal_moves() if m.action == "add"]
        labels += [table.words.move_label(m) for m in adds] + [table.words.log_label(m) for m in adds]
        if len(table.match.hands) > 1:
            break
        pilot.moves(1)
    logged = [line for line in table.log.texts() if " added " in line]
    assert labels and logged, "no addition was offered and made"
    for text in labels + logged:
        assert not re.search(r"\bmeld \d", text), text
        assert re.search(r"\bto (your|Ada's) (first |second )?(set of \w+|run of \w+ from \w+ to \w+)",
                         text), text


def test_a_card_held_twice_is_counted_in_the_hand_score():
    from fanucci_desktop.words import cards_counted
    assert cards_counted([card(4, "D"), card(4, "D")]) == "two 4s of Diamonds"
    assert cards_counted([card(4, "D"), card(5, "D")]) == "the 4 and 5 of Diamonds"


def test_the_prompt_offers_a_meld_to_add_to_only_when_the_player_has_one(app):
    said: set[tuple[bool, str]] = set()
    for seed in range(1, 12):
        table = dr.new_table(app, "fortune-rummy", [Seat("You"), Seat("Ada", "easy")], seed=seed)
        pilot = dr.Autopilot(app, table, seed=3)
        for _ in range(4):
            pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table)
            if table.phase != "take":
                mine = any(owner == table.sight.viewer for owner, _ in table.sight.observation().melds)
                table.selected = table.hand_sprites()[:1]
                table.refresh_actions()
                prompt = table.words.prompt()
                assert table.buttons.widgets and ("your melds" in prompt) == mine, prompt
                assert "these cards" not in prompt, prompt             # one card is selected
                said.add((mine, prompt))
                table.selected = []
                table.refresh_actions()
            pilot.moves(1)
        app.stack.pop()
        if {m for m, _ in said} == {False, True}:
            break
    assert {m for m, _ in said} == {False, True}, said


def test_a_meld_with_a_card_held_twice_is_logged_in_the_words_of_its_button(app):
    """The log said "Ada melded the 4 of Hearts, 4 of Hearts, 4 of Clubs and
    4 of Clubs." for the button "Meld two 4s of Hearts and two 4s of Clubs"."""
    table = dr.new_table(app, "fortune-rummy", [Seat("You"), Seat("Ada", "easy")], seed=5)
    meld = Move("meld", (card(4, "H"), card(4, "H"), card(4, "C"), card(4, "C")))
    assert table.words.move_label(meld) == "Meld two 4s of Hearts and two 4s of Clubs"
    assert table.words.logged_move(1, meld) == "Ada melded two 4s of Hearts and two 4s of Clubs."
    discard = Move("discard", (card(10, "H"),))
    assert table.words.logged_move(1, discard) == "Ada discarded the 10 of Hearts."


def test_the_prompt_with_no_take_says_why_in_a_clause_not_a_second_aside(tmp_path):
    """Played in a real window: "Your turn: draw from the stock (D) (no meld
    of yours takes the 8 of Hearts)", two asides in a row. The reason is a
    clause of its own."""
    from test_table_fortune_rummy_kit import make_app, rig, settle, start
    app = make_app(tmp_path, size=(960, 600))
    try:
        table = start(app)
        rig(table, ["3C", "5D", "7S", "9H", "JC", "4S", "6D", "8C", "10H", "QD", "AS"], ["KH"])
        settle(app, table)
        said = table.words.prompt()
        assert said == "Your turn: draw from the stock (D); no meld of yours takes the King of Hearts", said
        assert not re.search(r"\)\s*\(", said), said
    finally:
        app.shutdown()
