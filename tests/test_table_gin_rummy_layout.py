"""The Gin Rummy table's layout: at 960x600 and 2560x1440, in every phase
(the first-upcard offer, eleven cards with one chosen and a long discard
pile, the wall, lay-offs with the knocker's face-down discard, both hands
laid out at the end), no two things on the table overlap and nothing
leaves the window; the fanned discards show every corner."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.cardart import CARD_ASPECT

from test_table_gin_rummy_kit import crafted, make_app, new_table, press, quiet

SIZES = [(960, 600), (2560, 1440)]
HANDS = ["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"]


def offer(table):
    return crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard", took="")


def discard_phase(table):
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
                    stock=8, phase="discard", took="QH 8D 2S 7H QD 9D 6H KD")
    press(table.app, pygame.K_RIGHT)
    press(table.app, pygame.K_SPACE)
    return state


def wall(table):
    return crafted(table, hands=HANDS[::-1], pile="KH", stock=2, phase="wall")


def layoff_phase(table):
    return crafted(table, hands=["6H 9S KD 2C 3D 4S 8C QH JD 10S", ""], pile="9D", phase="layoff",
                   melds=["3H 4H 5H", "7C 7D 7S", "JS QS KS", "9C 10C JC QC KC"], deadwood="AC",
                   knock_down="2D", out_player=1, knocker_deadwood=1, stock=12)


def over_phase(table):
    state = layoff_phase(table)
    assert table.apply(Move("done"))                      # the hand is scored,
    table.reveal_left = 1e9                               # and the laid-out hands stay on show
    return state


STAGES = [offer, discard_phase, wall, layoff_phase, over_phase]


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
    if table.geo.took:
        took = [r for _, r in table.geo.took]
        out["taken by the opponent"] = took[0].unionall(took[1:])
    out["prompt"] = table.prompt_rect()
    for b in table.buttons.widgets:
        out[f"button {b.label}"] = b.rect
    out["menu"] = table.menu_button.rect
    for b in table.tools.buttons:
        if b.visible:
            out[f"tool {b.label}"] = b.rect
    title = t.font(th.SMALL, True).size(f"{table.info.name}  ·  Hand 1")
    out["title"] = pygame.Rect(t.px(20), t.px(18), title[0], t.px(42))
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


def pile_shows_every_corner(table) -> None:
    """The fanned discards: each card's corner index shows, the upcard whole on top."""
    pile = sorted((s for s in table.sprites if s.zone == "discard"), key=lambda s: s.z)
    fanned = [s for s in pile if s.x > pile[0].x + 1]
    assert len(fanned) >= 4
    w = table.card_w * pile[-1].scale
    steps = [b.x - a.x for a, b in zip(fanned, fanned[1:])]
    assert min(steps) >= 0.2 * w
    assert pile[-1].card == table.observation().upcard


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps_or_leaves_the_window(app_at, size):
    app = app_at(size)
    table = new_table(app, seed=2)
    screen = pygame.Rect((0, 0), size)
    for stage in STAGES:
        stage(table)
        quiet(app, 25)                            # lifts settle
        assert app.stack.top is table
        if stage is discard_phase:
            pile_shows_every_corner(table)
            assert table.chosen() is not None
        parts = elements(table)
        for name, rect in parts.items():
            assert screen.contains(rect), f"{stage.__name__} {size}: {name} {rect} leaves the window"
        names = sorted(parts)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                assert not parts[a].colliderect(parts[b]), \
                    f"{stage.__name__} {size}: {a} {parts[a]} overlaps {b} {parts[b]}"
