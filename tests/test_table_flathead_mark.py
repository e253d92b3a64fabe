"""Flathead Rummy's "you may take it" mark is unmistakable for a mark
(issue: a green tint and bar on a tableau card, in a deck where green is a
suit, read as the card's colour) and explained the first time it shows
(the dimmed card that may not be taken was explained nowhere): every
colour the tableau's marks are drawn in is far in hue from every suit's
colour of the deck, and the first frame that marks or dims a tableau card
says what both mean, and the prompt names the mark as it looks."""

from __future__ import annotations

import colorsys

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.cardart.palette import FANUCCI_HUES
from fanucci_desktop.ui.tables.flathead_rummy import paint

#: How far apart in hue (degrees) a mark must be from a suit's colour.
APART = 40


def hue(rgb) -> float:
    r, g, b = (int(rgb[i:i + 2], 16) / 255 for i in (1, 3, 5)) if isinstance(rgb, str) else \
        (c / 255 for c in rgb[:3])
    return colorsys.rgb_to_hsv(r, g, b)[0] * 360


def suit_hues() -> list[float]:
    """The hues of the deck's coloured suits (black has none)."""
    return [hue(h.ink) for name, h in FANUCCI_HUES.items() if name != "black"]


def far_from_every_suit(rgb) -> bool:
    return all(min(abs(hue(rgb) - h), 360 - abs(hue(rgb) - h)) >= APART for h in suit_hues())


def first_marked_turn(app, table, pilot) -> bool:
    """Play until the person's first turn with a tableau of 2+ cards to take from."""
    return pilot.play(lambda: app.stack.top is table and table.session.human_turn and not table.busy
                      and table.takeable and len(table.sight.zones().get("tableau", ())) > 1)


def test_the_take_mark_is_drawn_in_no_suits_colour(app, monkeypatch):
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy"), seed=5)
    pilot = dr.Autopilot(app, table, seed=3)
    assert first_marked_turn(app, table, pilot)
    drawn: list[tuple] = []
    real_outline, real_rect = paint.outline, paint.alpha_rect
    monkeypatch.setattr(paint, "outline", lambda t, s, r, color, *a, **k: (drawn.append(("outline", color)),
                                                                         real_outline(t, s, r, color, *a, **k)))
    monkeypatch.setattr(paint, "alpha_rect", lambda t, s, r, rgba, *a, **k: (drawn.append(("fill", rgba)),
                                                                           real_rect(t, s, r, rgba, *a, **k)))
    table.painter.draw_over_cards(app.screen)           # the marks over the cards, alone
    marks = [color for kind, color in drawn if kind == "outline"]
    assert marks, "no takeable tableau card was marked"
    for color in marks:
        assert far_from_every_suit(color), f"the mark {color} reads as a suit's colour"
    tinted = [rgba for kind, rgba in drawn if kind == "fill"
              and colorsys.rgb_to_hsv(*(c / 255 for c in rgba[:3]))[1] > 0.3]
    assert not tinted, f"a tableau card is tinted in a colour: {tinted}"


def test_the_marks_are_explained_the_first_time_they_show(app):
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy"), seed=5)
    pilot = dr.Autopilot(app, table, seed=3)
    assert first_marked_turn(app, table, pilot)
    said = table.words.prompt()                        # shown above the buttons, and said aloud
    assert "draw a card (D)" in said and "green" not in said, said
    assert "Dimmed: you could not play it this turn." in said, said
    if table.takeable - {table.top_discard()}:
        assert f"a card outlined in {th.MARK_WORD}" in said, said
    else:
        assert f"Outlined in {th.MARK_WORD}: you may take it." in said, said
    # explained once: at the next turn with marks, the prompt says the move only
    table.flow.play(next(m for m in table.match.legal_moves() if m.action == "draw"))
    assert pilot.play(lambda: not table.session.human_turn)
    assert first_marked_turn(app, table, pilot)
    assert "dimmed" not in table.words.prompt() and "draw a card (D)" in table.words.prompt()


@pytest.mark.parametrize("color", [th.MARK])
def test_the_theme_mark_is_no_suits_colour(color):
    assert far_from_every_suit(color)
