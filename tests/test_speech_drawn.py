"""Issue 54, item 10: the drawn card is named to its owner. A draw from the
stock is logged for everybody as "You drew from the stock."; the ear of the
seat that drew then hears "You drew the 4 of Hearts." (the card the view
shows in its hand), and nothing names it in the log that the others see."""

from __future__ import annotations

from collections import Counter

import pytest

from ear_kit import Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine import Move
from fanucci_desktop.ui.controls import BINDINGS, Act


def hand(table) -> Counter:
    return Counter(c for c in table.sight.view()[f"hand:{table.sight.viewer}"] if c is not None)


def draw_at_a_turn(ear, game_id: str):
    """A table of ``game_id`` played to the viewer's first turn that may
    draw, then the draw key pressed: (the table, the card drawn, what was said)."""
    table = dr.new_table(ear.app, game_id, dr.default_seats(game_id), seed=6)
    ear.table = table

    def may_draw() -> bool:
        return (table.session.human_turn and not table.busy
                and any(m.action == "draw" for m in table.match.legal_moves()))
    dr.Autopilot(ear.app, table).play(may_draw)
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    before = hand(table)
    said = ear.press(BINDINGS[Act.DRAW].keys[0], frames=3)
    (card,) = list(hand(table) - before)
    return table, card, said


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy", "fortune-rummy", "flathead-rummy"])
def test_the_card_drawn_is_named_to_its_owner_only(ear, game_id):
    table, card, said = draw_at_a_turn(ear, game_id)
    assert f"You drew the {card.name}." in said, said
    assert not [t for t in table.log.texts() if card.name in t and "drew" in t]


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy", "fortune-rummy", "flathead-rummy"])
def test_the_cursor_goes_to_the_card_drawn_wherever_the_hand_puts_it(ear, game_id):
    """The card drawn gets the hand's focus and is said with its place;
    Space then selects it."""
    table, card, said = draw_at_a_turn(ear, game_id)
    sprites = table.hand_sprites()
    assert table.hover_sprite is not None and table.hover_sprite.card == card
    at = sprites.index(table.hover_sprite) + 1
    assert any(line.endswith(f"{card.name}, {at} of {len(sprites)}") for line in said), said
    ear.press(BINDINGS[Act.SELECT].keys[0])
    assert [s.card for s in table.selected] == [card]


def test_a_take_of_a_face_up_card_is_not_said_as_a_draw(ear):
    table = dr.new_table(ear.app, "gin-rummy", dr.default_seats("gin-rummy"), seed=6)
    ear.table = table

    def may_take() -> bool:
        return (table.session.human_turn and not table.busy
                and Move("take", (), "discard") in table.match.legal_moves())
    dr.Autopilot(ear.app, table).play(may_take)
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    said = ear.press(BINDINGS[Act.TAKE].keys[0], frames=3)
    assert said and not [line for line in said if " drew the " in line], said


def kept_order(before: list, now: list) -> list:
    left = Counter(before)
    kept = []
    for card in now:
        if left[card] > 0:
            left[card] -= 1
            kept.append(card)
    return kept


def test_a_hand_sorted_again_after_a_draw_or_a_take_says_so(tmp_path):
    """In the gin games the hand stands melds first: a card come may sort
    the cards held before into another order, and the ear is told so
    (and only then)."""
    seen = set()
    for seed in range(1, 40):
        ear = Ear(tmp_path / str(seed))
        try:
            dr.run_frames(ear.app, 2)
            table = dr.new_table(ear.app, "gin-rummy", dr.default_seats("gin-rummy"), seed=seed)
            ear.table = table
            dr.Autopilot(ear.app, table).play(lambda: table.session.human_turn and not table.busy
                                              and any(m.action == "draw" for m in table.match.legal_moves()))
            dr.run_frames(ear.app, 2)
            ear.new_lines()
            viewer = f"hand:{table.sight.viewer}"
            before = list(table.sight.view()[viewer])
            said = ear.press(BINDINGS[Act.DRAW].keys[0], frames=3)
            moved = kept_order(before, list(table.sight.view()[viewer])) != before
            told = "Your hand was sorted again (R reads it in its new order)." in said
            assert told == moved, (moved, said)
            seen.add(moved)
        finally:
            ear.close()
        if seen == {True, False}:
            break
    assert seen == {True, False}, "no draw sorted the hand again"
