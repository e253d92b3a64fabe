"""The Fan Rummy table's layout: at 960x600 and 2560x1440, in
every phase (full columns, eleven cards with one chosen, lay-offs, both
hands laid out at the end), no two things on the table overlap and nothing
leaves the window; the columns show every card's corner; a long refusal
is shown whole."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.cardart import CARD_ASPECT

from test_table_fan_rummy_kit import (click, crafted, hand_card_pos, make_app, new_table, press,
                                      quiet)

SIZES = [(960, 600), (2560, 1440)]
#: Part of a card's height the corner index needs (rank and suit).
INDEX = 0.28


def knock_card_phase(table):
    return crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                   knock="3D", phase="knock_card", knock_up=True, column=10)


def discard_phase(table):
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS",
                                  "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                    knock="3D", phase="discard", column=10, discards=3,
                    took="QH 8D 2S 7H QD 9D 6H KD")
    press(table.app, pygame.K_RIGHT)
    return state


def test_cards_seen_taken_by_the_opponent_are_shown_newest_last(tmp_path):
    app = make_app(tmp_path, size=(1280, 800))
    table = new_table(app, seed=2)
    discard_phase(table)
    shown = [str(c) for c, _ in table.geo.took]
    assert shown and shown == ["QH", "8D", "2S", "7H", "QD", "9D", "6H", "KD"][-len(shown):]
    assert any(label.text == "Ada took" for label in table.geo.labels)
    app.shutdown()


def layoff_phase(table):
    return crafted(table, hands=["6H 9S KD 2C 3D 4S 8C QH JD 10S", ""], knock="9D", phase="layoff",
                   melds=["3H 4H 5H", "7C 7D 7S", "JS QS KS", "9C 10C JC QC KC"], deadwood="AC",
                   out_player=1, knocker_deadwood=1, column=8, discards=6)


def over_phase(table):
    state = crafted(table, hands=["", "9S KD 2C 3D 4S 8C QH JD 10S"], knock="9D", phase="over",
                    to_act=None, melds=["3H 4H 5H 6H", "7C 7D 7S", "JS QS KS"], deadwood="AC",
                    out_player=0, knocker_deadwood=1, column=6, discards=8,
                    laid_off=[("6H", 0)])
    table.summary_due = True
    table.reveal_left = 1e9
    table.sync([], animate=False)
    return state


STAGES = [knock_card_phase, discard_phase, layoff_phase, over_phase]


def elements(table) -> dict[str, pygame.Rect]:
    """Everything drawn, by name: each zone's cards, each caption, the HUD."""
    t = table.theme
    out: dict[str, pygame.Rect] = {}
    for s in table.sprites:
        if s.dying:
            continue
        r = s.rect(table.card_w, CARD_ASPECT)
        out[s.zone] = out[s.zone].union(r) if s.zone in out else r
    scratch = pygame.Surface(table.size)
    for i, label in enumerate(table.geo.labels):        # as drawn: cut to its room, if it has one
        out[f"label {label.text!r} {i}"] = t.blit_text(scratch, label.text, (label.x, label.y), label.size,
                                                       label.color, label.bold, label.anchor, box=label.box())
    for seat in (0, 1):
        out[f"plate {seat}"] = table.plate_rect(seat)
    if table.my_cards():
        out["deadwood panel"] = table.deadwood_rect()
    out["knock panel"] = table.geo.info
    if not table.match.state.knock_up:
        out["knock card (taken)"] = table.geo.knock_spot
    if table.geo.took:
        took = [r for _, r in table.geo.took]
        out["taken by the opponent"] = took[0].unionall(took[1:])
    out["prompt"] = table.prompt_rect()
    for i, b in enumerate(table.buttons.widgets):
        out[f"button {b.label}"] = b.rect
    out["menu"] = table.menu_button.rect
    for b in table.tools.buttons:                         # Hint, Undo, Sort, Log, Keys
        if b.visible:
            out[f"tool {b.label}"] = b.rect
    title = t.font(th.SMALL, True).size(f"{table.info.name}  ·  Hand 1")
    out["title"] = pygame.Rect(t.px(20), t.px(18), title[0], t.px(42) + t.px(18) - t.px(18))
    return out


@pytest.fixture
def app_at(tmp_path):
    """A fresh app per window size (the theme's text cache follows the first size)."""
    made = []

    def make(size):
        made.append(make_app(tmp_path / f"{size[0]}x{size[1]}", size=size))
        return made[-1]
    yield make
    for app in made:
        app.shutdown()


def columns_show_every_corner(table) -> None:
    """Ten cards a column: each card's corner shows, the column straight."""
    for i in (0, 1):
        cards = sorted((s for s in table.sprites if s.zone == f"column:{i}"), key=lambda s: s.z)
        assert len(cards) == 10
        h = table.card_h * cards[0].scale
        gaps = [b.y - a.y for a, b in zip(cards, cards[1:])]
        assert min(gaps) >= INDEX * h, f"column {i}: corners hidden at {table.size}"
        assert all(abs(s.x - cards[0].x) < 1 for s in cards)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps_or_leaves_the_window(app_at, size):
    app = app_at(size)
    table = new_table(app, seed=2)
    screen = pygame.Rect((0, 0), size)
    for stage in STAGES:
        stage(table)
        quiet(app, 25)                            # lifts settle
        assert app.stack.top is table
        if stage is knock_card_phase:
            columns_show_every_corner(table)
        parts = elements(table)
        for name, rect in parts.items():
            assert screen.contains(rect), f"{stage.__name__} {size}: {name} {rect} leaves the window"
        names = sorted(parts)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                assert not parts[a].colliderect(parts[b]), \
                    f"{stage.__name__} {size}: {a} {parts[a]} overlaps {b} {parts[b]}"


def test_a_long_refusal_is_shown_whole_at_960x600(app_at):
    app = app_at(SIZES[0])
    table = new_table(app, seed=2)
    layoff_phase(table)
    click(app, hand_card_pos(table, parse_cards("QH")[0]))
    click(app, table.geo.targets["meld:0"].center)
    assert "does not fit meld 1" in table.message and len(table.message) > 100
    text, size = table.prompt_text()
    assert text == table.message and size < th.BODY
    assert pygame.Rect((0, 0), SIZES[0]).contains(table.prompt_rect())
