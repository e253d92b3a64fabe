"""The Trophy Case table's layout at the smallest and largest window sizes
for 3, 4 and 5 players: every part on screen, no two parts overlapping,
a long trick kept inside its well, the prompt never over the trick."""

from __future__ import annotations

import itertools

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.tables.trophy_case.layout import trick_positions
from test_table_trophy_case_kit import make_app, rig, start

HANDS = {3: 14, 4: 12, 5: 11}
SUITED = [f"{r} {s}" for s in ("Bugs", "Lamps", "Rain", "Hives", "Scythes", "Mazes", "Fromps",
                               "Zurfs", "Ears", "Inkblots", "Plungers", "Tops", "Faces", "Books")
          for r in "0123456789"]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("trophy_layout"))
    yield app
    app.shutdown()


def long_deal(n: int, trick_len: int) -> dict:
    """Full hands for ``n`` seats and a trick of ``trick_len`` red cards."""
    red = [c for c in SUITED if c.split()[1] in ("Lamps", "Fromps", "Plungers")][:trick_len]
    rest = [c for c in SUITED if c not in red]
    size = HANDS[n]
    hands = [",".join(rest[i * size:(i + 1) * size]) for i in range(n)]
    players = tuple((1 + i) % n for i in range(trick_len))
    return dict(hands=hands, trick=",".join(red), players=players, to_act=0, folded=(2,))


def sprite_rect(table, s) -> pygame.Rect:
    """The card's rectangle where it rests (a picked card's rise left out)."""
    r = s.rect(table.card_w, CARD_ASPECT)
    return r.move(0, round(s.lift))


def union(rects):
    out = rects[0].copy()
    for r in rects[1:]:
        out.union_ip(r)
    return out


def regions(table) -> dict[str, pygame.Rect]:
    """Every part of the table as a rectangle (shrunk by a pixel: touching is fine)."""
    g = table.geometry()
    out: dict[str, pygame.Rect] = {}
    zones: dict[str, list[pygame.Rect]] = {}
    for s in table.sprites:
        if not s.dying:
            zones.setdefault(s.zone, []).append(sprite_rect(table, s))
    for seat, pod in g.pods.items():
        out[f"plate:{seat}"] = pod.plate
        out[f"hand:{seat}"] = union(zones[f"hand:{seat}"])
        if seat == g.bottom:      # room for a picked card to rise
            out[f"hand:{seat}"] = out[f"hand:{seat}"].union(
                out[f"hand:{seat}"].move(0, -round(table.card_w * 0.28)))
        if f"won:{seat}" in zones and seat != g.bottom:
            out[f"won:{seat}"] = union(zones[f"won:{seat}"])
    out["won_panel"] = g.won_panel            # holds the bottom seat's won pile
    out["stock"] = union(zones["stock"])
    out["well"] = table.well
    out["menu"] = table.menu_button.rect
    for i, b in enumerate(table.tools.buttons):           # Hint, Undo, Sort, Log, Keys
        if b.rect.w > 0:
            out[f"tool:{i}"] = b.rect
    for name, r in table.drawn.items():
        if not name.startswith("tag:") and name != "help":
            out[name] = r
    if table.buttons.widgets:
        out["buttons"] = union([b.rect for b in table.buttons.widgets])
    return {k: r.inflate(-2, -2) for k, r in out.items()}


#: Parts drawn on purpose over one another.
ALLOWED = {frozenset(("info", "well"))}


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)])
def test_nothing_overlaps_or_leaves_the_window(app, size, n):
    app.stack.reset(MainMenu(app))
    app.resize(size)
    table = start(app, n=n)
    rig(table, **long_deal(n, 9))
    click = next(s for s in table.sprites if s.pickable)
    table.toggle(click)                     # buttons and a picked card shown
    dr.run_frames(app, 2)
    screen = pygame.Rect((0, 0), size)
    parts = regions(table)
    for name, r in parts.items():
        assert screen.contains(r), f"{name} {r} off the {size} window"
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        if frozenset((a, b)) in ALLOWED:
            continue
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}, {n} players"
    # the trick and its tags inside the well, tags clear of the info strip
    for s in table.sprites:
        if s.zone == "trick":
            assert table.well.contains(sprite_rect(table, s)), f"{s.card} out of the well"
    for name, r in table.drawn.items():
        if name.startswith("tag:"):
            assert table.well.contains(r) and not r.colliderect(table.drawn["info"])


@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)])
def test_a_very_long_trick_wraps_and_stays_in_its_area(size):
    area = pygame.Rect(100, 200, size[0] - 200, round(size[1] * 0.35))
    card_w = size[0] / 12.5
    for n in (1, 6, 20, 40):
        pos, scale, step = trick_positions(n, area, card_w, 20)
        w, h = card_w * scale, card_w * scale * CARD_ASPECT
        assert len(pos) == n
        for x, y in pos:
            assert area.left - 1 <= x - w / 2 and x + w / 2 <= area.right + 1
            assert area.top - 1 <= y - h / 2 - 20 and y + h / 2 <= area.bottom + 1
        if n > 1:
            assert step >= w * 0.3 - 1e-6          # every card's corner index stays readable
