"""The Fortune Rummy table's layout: for 2 to 8 seats at the smallest, the
design and a large window, every part inside the window, nothing
overlapping (the top bar's title, key help and the shared Hint / Undo /
Sort / Menu buttons included), every meld inside its owner's area; and the
meld packing arithmetic."""

from __future__ import annotations

import itertools

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.ui.tables.fortune_rummy.layout import (POD_SCALE, POD_SMALL, SIDES,
                                                            STEP_TIGHT, flow, geometry,
                                                            pack_melds)
from test_table_fortune_rummy_kit import HAND, PILE, make_app, rig, settle, start

SIZES = [(960, 600), (1280, 800), (2560, 1440)]


def melds_for(n: int) -> tuple:
    """Two sets for every seat (a three and a four), three more melds for seat 0."""
    out = []
    for seat in range(n):
        r = str(3 + seat)
        out.append((seat, [f"{r}S", f"{r}H", f"{r}D"]))
        out.append((seat, [f"{r}S", f"{r}H", f"{r}D", f"{r}C"]))
    out += [(0, ["JC", "QC", "KC"]), (0, ["JH", "QH", "KH", "AH"]), (0, ["JD", "QD", "KD"])]
    return tuple(out)


@pytest.fixture(scope="module", params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized_app(request, tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("fortune_layout"), size=request.param)
    yield app
    app.shutdown()


def inside(rect: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(rect)


@pytest.mark.parametrize("n", range(2, 9))
def test_layout_has_no_overlaps(sized_app, n):
    app = sized_app
    app.stack.reset(MainMenu(app))
    table = start(app, n=n)
    hand = ["4C", "5C", "6C", "7C", "8C", "9C", "10C", "JS", "QS", "KS", "AS"]
    rig(table, hand, ["2C", "KH", "QD"], melds=melds_for(n), phase="play",
        other_size=4 if n > 5 else 11)
    settle(app, table)
    screen = pygame.Rect(0, 0, *app.size)
    geo = table.geo
    fixed = {f"pod{s}": r for s, r in geo.pods.items()}
    fixed.update(mine=geo.mine, plate=table.plate_rect(), menu=table.menu_button.rect)
    fixed.update({f"pile:{z}": r for z, r in table.pile_rects.items()})
    fixed.update({f"label:{z}": r for z, r in table.painter.label_rects().items()})
    fixed.update({f"tool:{b.label}": b.rect for b in table.tools.buttons})
    fixed.update({f"title:{i}": r for i, (_, r, *_rest) in enumerate(table.painter.title_lines())})
    for name, rect in fixed.items():
        assert inside(rect, screen), f"{name} {rect} leaves the window"
    for (a, ra), (b, rb) in itertools.combinations(fixed.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    for z, r in itertools.chain(table.pile_rects.items(), table.painter.label_rects().items()):
        assert inside(r, geo.piles), f"{z} {r} leaves the pile area {geo.piles}"
    # every meld inside its owner's area, melds apart from each other
    owners = [o for o, _ in table.sight.observation().melds]
    assert len(table.meld_rects) == len(owners)
    for i, rect in table.meld_rects.items():
        area = geo.mine if owners[i] == 0 else geo.pods[owners[i]]
        assert inside(rect, area), f"meld {i} {rect} leaves its owner's area {area}"
    for (a, ra), (b, rb) in itertools.combinations(table.meld_rects.items(), 2):
        assert not ra.colliderect(rb), f"meld {a} {ra} overlaps meld {b} {rb}"
    # the hand: on screen, below the action bar, clear of the plate
    hand_rects = [s.rect(table.card_w, CARD_ASPECT) for s in table.hand_sprites()]
    assert len(hand_rects) == len(hand)
    for r in hand_rects:
        assert r.left >= 0 and r.right <= app.size[0] and r.top >= geo.mine.bottom
        assert r.bottom <= app.size[1]
        assert not r.colliderect(table.plate_rect())
    # with cards selected, the action buttons sit between the melds and the hand
    table.toggle(table.hand_sprites()[0])
    assert table.buttons.widgets
    for b in table.buttons.widgets:
        assert inside(b.rect, screen) and b.rect.top > geo.mine.bottom
        assert all(not b.rect.colliderect(r) for r in fixed.values())
        assert b.rect.bottom < min(r.top for r in hand_rects) + table.card_w * 0.3
    # the opponents sit left, top and right, clockwise from the viewer's left
    left, top, right = SIDES[n - 1]
    sides = [geo.sides[s] for s in range(1, n)]
    assert sides == ["left"] * left + ["top"] * top + ["right"] * right


@settings(max_examples=60, deadline=None)
@given(lengths=st.lists(st.integers(3, 8), max_size=9), w=st.integers(120, 520),
       h=st.integers(60, 240))
def test_pack_melds_keeps_melds_apart_and_inside(lengths, w, h):
    area = pygame.Rect(10, 20, w, h)
    card_w = 60
    places = pack_melds(area, lengths, card_w, (POD_SCALE, POD_SMALL), 6)
    assert len(places) == len(lengths)
    rects = [p.rect(n, card_w) for p, n in zip(places, lengths)]
    fits = flow(area, lengths, card_w, POD_SMALL, STEP_TIGHT, 6) is not None
    for r in rects:                      # never beyond the sides or the bottom
        assert r.left >= area.left - 1 and r.right <= area.right + 1
        assert r.bottom <= area.bottom + 1
    if fits:
        for a, b in itertools.combinations(rects, 2):
            assert not a.inflate(-2, -2).colliderect(b.inflate(-2, -2))


def test_geometry_pods_for_every_seat_count():
    for n in range(2, 9):
        order = list(range(n))
        geo = geometry((1280, 800), 1.0, order)
        assert sorted(geo.pods) == order[1:]
        assert geo.mine.bottom < geo.hand_top


def test_a_big_hand_after_taking_the_pile_stays_on_screen(sized_app):
    app = sized_app
    app.stack.reset(MainMenu(app))
    table = start(app, n=3)
    hand = [f"{r}{s}" for s in "SHDC" for r in ("3", "4", "5", "6", "7", "8", "9", "10")][:30]
    rig(table, hand, ["2C", "KH", "QD"], phase="play", other_size=11)
    settle(app, table)
    rects = [s.rect(table.card_w, CARD_ASPECT) for s in table.hand_sprites()]
    assert len(rects) == 30
    screen = pygame.Rect(0, 0, *app.size)
    for r in rects:
        assert screen.contains(r) and not r.colliderect(table.plate_rect())
        assert r.top >= table.geo.mine.bottom
    step = sorted(r.x for r in rects)[1] - min(r.x for r in rects)
    assert step >= table.card_w * 0.2          # each card's corner index still shows


#: Turns as the log tells them: a draw and a discard, and a long meld line
#: (three rows in the open log at 960x600) before the last discard (two rows).
TURNS = [(1, "Basil drew."), (1, "Basil discarded the Queen of Diamonds."),
         (2, "Cora drew from the stock."), (2, "Cora discarded the 10 of Hearts."),
         (3, "Dmitri drew."),
         (3, "Dmitri melded the 4 of Hearts, 5 of Hearts, 6 of Hearts, 7 of Hearts and "
             "8 of Hearts."),
         (3, "Dmitri discarded the Queen of Diamonds.")]


def texts_in(app, table, rect: pygame.Rect) -> str:
    """The texts the table draws inside ``rect``, joined by spaces (a wrapped line whole again)."""
    app.theme.drawn = []
    table.draw(app.screen)
    drawn, app.theme.drawn = app.theme.drawn, None
    return " ".join(d.text for d in drawn if isinstance(d, DrawnText) and d.rect is not None
                    and rect.contains(d.rect))


@pytest.mark.parametrize("n", range(5, 9))
def test_beside_columns_of_pods_the_log_keeps_room_for_two_whole_lines(sized_app, n):
    """With pods at the sides (5 to 8 seats) the band of the piles is
    narrow: the piles sit left in it, so the log's newest lines, shut or
    open, show the last two whole (the open log with a compact head in so
    short a room), clear of the pods, the piles, their
    labels, your melds and the prompt (8 seats at 960x600 once left the
    strip too narrow to draw and the open log one wrapped line)."""
    app = sized_app
    app.stack.reset(MainMenu(app))
    table = start(app, n=n)
    rig(table, HAND, PILE, phase="take")
    for seat, text in TURNS:
        table.log.add(seat, text)
    settle(app, table)
    geo = table.geo
    fixed = {f"pod{s}": r for s, r in geo.pods.items()}
    fixed.update(mine=geo.mine, prompt=table.painter.prompt_rect)
    fixed.update({f"pile:{z}": r for z, r in table.pile_rects.items()})
    fixed.update({f"label:{z}": r for z, r in table.painter.label_rects().items()})
    assert table.painter.prompt_rect.w, "no prompt drawn"
    newest = [text for _, text in TURNS[-2:]]
    strip = table.painter.log_rect()
    shown = texts_in(app, table, strip)
    assert all(line in shown for line in newest), f"the strip {strip} shows {shown!r}"
    table.side.toggle("log")
    settle(app, table)
    panel = table.side.rect
    shown = texts_in(app, table, panel)
    assert all(line in shown for line in newest), f"the open log {panel} shows {shown!r}"
    for rect, what in ((strip, "the strip"), (panel, "the open log")):
        for name, r in fixed.items():
            assert not rect.colliderect(r), f"{what} {rect} overlaps {name} {r}"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3])
def test_the_row_of_seats_spans_the_table_with_two_or_three_players(size, players):
    """Issue 54, item 9: with 2 or 3 players the seats' pods were squashed
    into a third of the window each, the table's sides left empty; the row of
    pods along the top spans the width the piles' band has."""
    from fanucci_desktop.ui.tables.fortune_rummy.layout import geometry

    geo = geometry(size, size[0] / 1280, list(range(players)))
    pods = [geo.pods[s] for s in range(1, players)]
    row = pods[0].unionall(pods[1:])
    assert row.w >= geo.piles.w * 0.95, f"the pods {pods} span {row.w} of {geo.piles.w}"
    assert all(p.h >= geo.header_h * 2 for p in pods)
