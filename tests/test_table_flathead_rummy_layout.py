"""Layout of the Flathead Rummy table: the tableau stays whole, in order and
readable however long it grows; melds never overlap; at 960x600 and
2560x1440 and for every table size (2-6) nothing overlaps or leaves the
window, nor does a lesson's coach column; meld names, kinds and bonus
stars; engine words made personal."""

from __future__ import annotations

import itertools
import re

import pygame
import pytest

from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.games.flathead_rummy.codes import CARDS
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.tables.flathead_rummy.words import meld_kind
from fanucci_desktop.ui.tables.flathead_rummy.layout import (MIN_STEP, ROW_PEEK, fit_melds,
                                                              fit_tableau, frame)
from fanucci_desktop.ui.tables.parts.coach import PANEL_W as COACH_W

from fanucci_desktop.games.flathead_rummy.codes import CODE, meld_order
from fanucci_desktop.games.flathead_rummy.state import FlatheadState

from test_table_flathead_rummy_kit import frames, install, make_app, new_table


@pytest.mark.parametrize("n", [1, 12, 45, 90, 140, 170])
@pytest.mark.parametrize("area", [(100, 100, 800, 110), (60, 90, 2300, 330), (50, 80, 840, 160)])
def test_tableau_whole_in_order_and_every_index_visible(n, area):
    rect = pygame.Rect(area)
    fit = fit_tableau(n, rect, 102, CARD_ASPECT)
    cw = 102 * fit.scale
    ch = cw * CARD_ASPECT
    assert len(fit.centers) == len(fit.visible) == n
    # reading order: row by row, left to right
    for (x0, y0), (x1, y1) in zip(fit.centers, fit.centers[1:]):
        assert y1 > y0 or (y1 == y0 and x1 > x0)
    for i, (x, y) in enumerate(fit.centers):
        card = pygame.Rect(0, 0, round(cw), round(ch))
        card.center = (round(x), round(y))
        assert rect.inflate(2, 2).contains(card), (i, card, rect)
    # every card shows its corner index: a strip at least MIN_STEP wide and
    # ROW_PEEK high (unless the area is too small even for that)
    if fit.height <= rect.h + 1:
        for v in fit.visible:
            assert v.w >= cw * MIN_STEP - 1 and v.h >= ch * ROW_PEEK - 1
    # the newest card shows whole
    last = fit.visible[-1]
    assert last.w >= round(cw) - 1 and last.h >= round(ch) - 1


def test_tableau_compresses_before_it_wraps_and_wraps_before_it_shrinks():
    area = pygame.Rect(0, 0, 1000, 200)
    small, long_row, wrapped = (fit_tableau(n, area, 100, CARD_ASPECT) for n in (5, 60, 120))
    assert small.rows == long_row.rows == 1
    step = lambda f: f.centers[1][0] - f.centers[0][0]  # noqa: E731
    assert step(long_row) < step(small)
    assert wrapped.rows >= 2


@pytest.mark.parametrize("count", [0, 1, 8, 20, 40])
def test_melds_never_overlap_and_stay_in_their_area(count):
    area = pygame.Rect(20, 300, 900, 200)
    sizes = [3 + (i % 4) for i in range(count)]
    fit = fit_melds(sizes, area, 90, CARD_ASPECT, tag_h=16, tag_min_w=44, gap=9)
    assert len(fit.boxes) == count
    if count <= 20:
        assert fit.fits
    if fit.fits:
        for box in fit.boxes:
            assert area.inflate(2, 2).contains(box.box)
        for a, b in itertools.combinations(fit.boxes, 2):
            assert not a.box.colliderect(b.box)
    for box, k in zip(fit.boxes, sizes):
        assert len(box.centers) == k


def big_state(players: int, tableau: int) -> FlatheadState:
    """A crowded hand: long tableau, a dozen melds, full hands."""
    melds = [[CARDS[s * 11 + r] for s in (0, 1, 2)] for r in range(10)]
    melds += [[CARDS[s * 11 + r] for r in (0, 1, 2, 3)] for s in (9, 10)]
    used = {c for m in melds for c in m}
    rest = [c for c in CARDS if c not in used]
    hands = [rest[i * 12:(i + 1) * 12] for i in range(players)]
    rest = rest[players * 12:]
    suited = [c for c in rest if not c.is_trump]
    tab = suited[:tableau]
    draw = [c for c in rest if c not in tab]
    return FlatheadState(
        num_players=players, dealer=players - 1, hand_number=1, seed=1, totals=(0,) * players,
        hands=[sorted(CODE[c] for c in h) for h in hands], draw=[CODE[c] for c in draw],
        tableau=[CODE[c] for c in tab], melds=[meld_order(CODE[c] for c in m) for m in melds],
        owners=[i % players for i in range(len(melds))], marks=[1] * players, phase="take",
        to_act=0)


def rects_of(table, zone_prefix: str) -> list[pygame.Rect]:
    return [s.rect(table.card_w, CARD_ASPECT) for s in table.sprites
            if s.zone.startswith(zone_prefix) and not s.dying]


@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)])
def test_nothing_overlaps_or_leaves_the_window(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        for players in range(2, 7):
            table = new_table(app, players=players)
            install(app, table, big_state(players, 100 if players < 5 else 60))
            frames(app, 1, draw=True)
            screen = pygame.Rect(0, 0, *size)
            fr = table.geo.frame
            named = fr.named()
            band = named.pop("band")
            for (na, a), (nb, b) in itertools.combinations(named.items(), 2):
                assert not a.colliderect(b), (players, na, nb)
            for name, r in list(named.items()) + [("band", band)]:
                assert screen.contains(r), (players, name, r)
                if name.startswith("pod") or name in ("title", "menu"):
                    assert r.bottom <= band.top, (players, name)
                if name in ("steps", "my_plate", "log", "prompt"):
                    assert r.top >= band.bottom, (players, name)
            for r in rects_of(table, "tableau") + rects_of(table, "meld:") + rects_of(table, "draw"):
                assert band.inflate(2, 2).contains(r), (players, r)
            assert not table.geo.table_zone.colliderect(table.geo.meld_zone)
            assert table.geo.melds.fits
            coach_w = min(table.theme.px(COACH_W), size[0] // 3)
            lesson = frame(size, table.theme.unit, table.card_w, CARD_ASPECT, table.opponents,
                           table.hand_top(), fr.menu.left, coach_w)
            regions = lesson.named()
            coach = regions.pop("coach")
            assert screen.contains(coach) and coach.w == coach_w, (players, coach)
            assert coach.top <= lesson.band.top and coach.bottom == lesson.band.bottom, (players, coach)
            for name, r in regions.items():
                assert not coach.colliderect(r), (players, name)
            assert lesson.band.right < coach.left and lesson.band.bottom == fr.band.bottom
            assert lesson.band.left == fr.band.left and lesson.band.top == fr.band.top
            side = [named[k] for k in ("steps", "my_plate", "log")]
            for b in table.tools.buttons + [table.menu_button]:
                assert fr.menu.contains(b.rect), (players, b.label)
            for r in rects_of(table, f"hand:{table.sight.bottom_seat}"):
                assert screen.contains(r) and not any(r.colliderect(s) for s in side)
            for seat in range(1, players):
                for r in rects_of(table, f"hand:{seat}"):
                    assert fr.pods[seat].inflate(2, 2).contains(r), (players, seat)
            table.match.state.phase = "play"
            table.selected = [s for s in table.hand_sprites()[:1]]
            table.refresh_actions()
            assert table.buttons.widgets
            for b in table.buttons.widgets:
                assert screen.contains(b.rect) and not any(b.rect.colliderect(s) for s in side)
                assert not b.rect.colliderect(band)
            app.stack.pop()
    finally:
        app.shutdown()


def test_meld_kinds_and_bonus_names():
    def kind(text):
        return meld_kind(parse_cards(text))
    assert kind("7 Bugs, 7 Mazes, 7 Inkblots") == "colour set"
    assert kind("7 Bugs, 7 Lamps, 7 Rain") == "set"
    assert kind("∞ Bugs, ∞ Lamps, ∞ Rain") == "infinity"
    assert kind("2 Faces, 3 Faces, 4 Faces") == "flush run"
    assert kind("2 Faces, 5 Faces, 8 Faces") == "flush"
    assert kind("2 Lamps, 3 Plungers, 4 Fromps") == "run"
    assert kind("2 Faces, 3 Faces, Grue") == "flush"


def test_bonus_star_comes_from_the_meld_as_laid_down(tmp_path):
    app = make_app(tmp_path)
    try:
        table = new_table(app, players=2)
        frames(app, 2)
        table.match.hands[-1].moves[:] = ["draw", "meld 2 Faces, 3 Faces, 4 Faces", "discard 9 Bugs",
                                          "draw", "meld 7 Bugs, 7 Lamps, 7 Rain"]
        assert table.bonus_melds() == {0}
    finally:
        app.shutdown()


def test_engine_words_name_players_and_count_melds_from_one(tmp_path):
    app = make_app(tmp_path)
    try:
        table = new_table(app, players=2)
        assert table.words.engine_words("Player 1 went out: you may only lay off") == \
            "Basil went out: you may only lay off"
        assert table.words.engine_words("The 4 of Rain does not fit meld 0 (x)") == "The 4 of Rain does not fit meld 1 (x)"
    finally:
        app.shutdown()


def test_moves_in_words_for_hint_and_undo(tmp_path):
    app = make_app(tmp_path)
    try:
        from fanucci_desktop.engine.protocol import Move
        table = new_table(app, players=2)
        cards = tuple(parse_cards("2 Faces, 3 Faces, 4 Faces"))
        assert table.words.log_label(Move("meld", cards)) == \
            "lay down the 2, 3 and 4 of Faces (a flush run for a bonus mark)"
        assert table.words.log_label(Move("take", tuple(parse_cards("∞ Tops")))) == \
            "take the ∞ of Tops from the tableau"
        assert table.words.log_label(Move("draw")) == "draw a card"
    finally:
        app.shutdown()


def test_moves_in_words_for_hint_and_undo_are_said_in_the_players_language(tmp_path):
    app = make_app(tmp_path)
    try:
        from fanucci_desktop.card_names import MELDED, TAKEN, card_name
        from fanucci_desktop.engine.protocol import Move
        app.update_settings(language="pl")
        table = new_table(app, players=2)
        taken = tuple(parse_cards("∞ Tops"))
        assert table.words.log_label(Move("take", taken)) == \
            f"weź {card_name(taken[0], TAKEN, app.language)} ze stołu odrzuconych"
        run = tuple(parse_cards("2 Faces, 3 Faces, 4 Faces"))
        said = table.words.log_label(Move("meld", run))
        assert said.startswith("wyłóż ") and card_name(run[0], MELDED, app.language) in said
        assert said.endswith(", ze znacznikiem premii)") and not re.search(r"\b(lay|down|the|of)\b", said)
    finally:
        app.shutdown()
