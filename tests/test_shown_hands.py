"""Every hand face up in Replay and Watch (issue 41, item 10): at every game,
at its fewest and most seats, in a window of 960x600, 1280x800 and
2560x1440, each seat's hand is laid out face up with all its cards, in the
order the game sorts a hand (melds first for the gin family, by suit
otherwise), readable (no card narrower than the readable width, each
showing its corner index), inside the table, clear of every other card on
the table (melds, tableau, trick, piles) and of the other hands, and the
seat name nearest each hand is its owner's. Read from the table's layout
and the texts it draws, never from pixels; the frame's texts read whole
as the legibility tests ask."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import Card
from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import RECORDS, get_game
from fanucci_desktop.session.seats import DEFAULT_NAMES, Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.demo import DemoScene
from fanucci_desktop.ui.scenes.replay import ReplayScene
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.tables.frame.board import Slot
from fanucci_desktop.ui.tables.gin_family.layout import arranged_groups
from fanucci_desktop.ui.tables.shown_hands import INDEX_SHARE, READABLE_W, fit_hand
from fanucci_desktop.ui.theme import DrawnText
from table_fixtures import app_fixtures
from test_legibility import SIZES, problems

#: Each game at its fewest and its most seats.
TABLES = [(r.info.id, n) for r in RECORDS for n in sorted({r.info.min_players, r.info.max_players})]
GIN_FAMILY = {"fan-rummy", "gin-rummy"}

shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant"), "shown")


def sorted_as_the_game_sorts(game_id: str, cards: list[Card]) -> list[Card]:
    if game_id in GIN_FAMILY:
        return [c for group in arranged_groups(cards) for c in group]
    return sorted(cards, key=Card.sort_key)


def card_rect(table, slot: Slot) -> pygame.Rect:
    w = table.card_w * slot.scale
    rect = pygame.Rect(0, 0, round(w), round(w * CARD_ASPECT))
    rect.center = (round(slot.x), round(slot.y))
    return rect


def check_hands(table, size: tuple[int, int]) -> None:
    """Every seat's hand at ``table`` (laid out for the window ``size``), as the module says."""
    game_id = table.game_id
    state = table.match.state
    slots = table.slots(table.sight.view())
    where = f"{game_id}, {table.match.num_players} seats, {size[0]}x{size[1]}"
    boxes: dict[int, pygame.Rect] = {}
    for seat in range(table.match.num_players):
        held = list(state.zones()[f"hand:{seat}"])
        shown = sorted((s for s in slots if s.zone == f"hand:{seat}"), key=lambda s: s.z)
        assert all(s.card is not None for s in shown), f"{where}: seat {seat}'s hand shows a back"
        assert Counter(s.card for s in shown) == Counter(held), f"{where}: seat {seat}'s hand is not all shown"
        assert [s.card for s in shown] == sorted_as_the_game_sorts(game_id, held), \
            f"{where}: seat {seat}'s hand is not sorted"
        rects = [card_rect(table, s) for s in shown]
        for s, rect in zip(shown, rects):
            assert rect.w >= table.theme.px(READABLE_W) - 1, f"{where}: seat {seat}'s cards are {rect.w} px wide"
            assert pygame.Rect((0, 0), table.size).contains(rect), f"{where}: seat {seat}'s card leaves the table"
        for a, b in zip(rects, rects[1:]):
            if abs(a.y - b.y) < a.h * 0.3:          # the next card of the same row shows this one's index
                assert b.x - a.x >= a.w * INDEX_SHARE - 1, f"{where}: seat {seat}'s cards hide their index"
        if rects:
            boxes[seat] = rects[0].unionall(rects[1:])
    others = [card_rect(table, s) for s in slots if not s.zone.startswith("hand:")]
    for seat, box in boxes.items():
        for other, rect in boxes.items():
            assert other == seat or not box.colliderect(rect), f"{where}: the hands of {seat} and {other} overlap"
        hit = [r for r in others if box.colliderect(r)]
        assert not hit, f"{where}: seat {seat}'s hand overlaps the table's cards at {hit[0]}"
    cards = [(int(s.zone[5:]) if s.zone.startswith("hand:") else None, card_rect(table, s)) for s in slots]
    check_labels(table, boxes, cards, where)


def check_labels(table, boxes: dict[int, pygame.Rect], cards: list[tuple[int | None, pygame.Rect]],
                 where: str) -> None:
    """Whose cards each seat name claims: the name drawn nearest each hand
    is its owner's, and a name whose nearest card is a hand's names that
    hand's owner -- but for the bottom seat, whose plate keeps its place of
    live play at the bottom left, under its hand's row. The frame's texts
    read whole, and none asks the viewer to select cards (nobody plays here)."""
    app = table.app
    app.theme.drawn = []
    try:
        app.draw()
        drawn = list(app.theme.drawn)
    finally:
        app.theme.drawn = None
    names = {s.name for s in table.seats}
    labels = [d for d in drawn if isinstance(d, DrawnText) and d.rect is not None and d.text in names]

    def gap(rect: pygame.Rect, box: pygame.Rect) -> float:
        dx = max(box.left - rect.right, rect.left - box.right, 0)
        dy = max(box.top - rect.bottom, rect.top - box.bottom, 0)
        return (dx * dx + dy * dy) ** 0.5

    for seat, box in boxes.items():
        if seat != table.sight.bottom_seat:
            nearest = min(labels, key=lambda d: gap(d.rect, box))
            assert nearest.text == table.seats[seat].name, \
                f"{where}: the name nearest seat {seat}'s hand says {nearest.text!r}"
    for label in labels:
        if label.text == table.seats[table.sight.bottom_seat].name:
            continue
        owner, _rect = min(cards, key=lambda c: gap(label.rect, c[1]))
        assert owner is None or label.text == table.seats[owner].name, \
            f"{where}: {label.text!r} at {tuple(label.rect)} stands by seat {owner}'s cards"
    asks = [d.text for d in drawn if isinstance(d, DrawnText) and "select" in d.text.lower()]
    assert not asks, f"{where}: a table nobody plays at asks to select cards: {asks}"
    small = 12 if table.size[0] < 1280 else None
    assert not problems(drawn, small, whole=True), f"{where}: {problems(drawn, small, whole=True)}"


def at_every_size(app, scene, check) -> None:
    try:
        for size in SIZES:
            app.resize(size)
            dr.run_frames(app, 2)
            scene.view.settle()
            check(scene.table, size)
    finally:
        app.resize((1280, 800))


@pytest.mark.parametrize("game_id, n", TABLES)
def test_watch_shows_every_hand_face_up_sorted_and_readable(app, game_id, n):
    seats = [Seat(DEFAULT_NAMES[i + 1] if i + 1 < len(DEFAULT_NAMES) else f"Seat {i + 1}", "easy")
             for i in range(n)]
    scene = DemoScene(app, Match(get_game(game_id), n, 4), seats)
    app.stack.reset(scene)
    assert dr.watch(app, scene, moves=2 * n + 3)
    at_every_size(app, scene, check_hands)


@pytest.mark.parametrize("game_id, n", TABLES)
def test_replay_shows_every_hand_face_up_sorted_and_readable(app, game_id, n):
    seats = [Seat("You")] + [Seat(DEFAULT_NAMES[i], "easy") for i in range(1, n)]
    table = dr.new_table(app, game_id, seats, seed=9)
    assert dr.Autopilot(app, table).finish_hand()
    assert isinstance(app.stack.top, HandSummary)
    app.stack.top.replay()
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    dr.run_frames(app, 2)
    at_every_size(app, scene, check_hands)                  # the deal
    scene.go_to(scene.replay.length // 2)
    at_every_size(app, scene, check_hands)                  # half way through the hand
    scene.go_to(longest_hand_step(scene))
    at_every_size(app, scene, check_hands)                  # where a hand is longest


def longest_hand_step(scene: ReplayScene) -> int:
    """The step of the replay where some seat holds the most cards."""
    def longest(step: int) -> int:
        scene.session.go_to(step)
        zones = scene.session.match.state.zones()
        return max(len(cards) for zone, cards in zones.items() if zone.startswith("hand:"))
    shown = scene.step
    best = max(range(scene.replay.length + 1), key=longest)
    scene.session.go_to(shown)
    return best


def test_a_long_hand_wraps_into_rows_before_its_cards_get_smaller():
    box = pygame.Rect(10, 20, 300, 200)
    fit = fit_hand(30, box, card_w=100, aspect=1.4, unit=1.0, largest=0.6)
    assert fit.scale == 0.6 and len(fit.centers) == 30
    rows: dict[float, list[float]] = {}
    for x, y in fit.centers:
        rows.setdefault(y, []).append(x)
        card = pygame.Rect(0, 0, 60, 84)
        card.center = (round(x), round(y))
        assert box.inflate(2, 2).contains(card)
    assert len(rows) > 1
    for xs in rows.values():
        assert all(b - a >= 60 * INDEX_SHARE - 1e-6 for a, b in zip(xs, xs[1:]))
    assert [y for y in rows] == sorted(rows)            # row by row, top down, in order


def test_a_hand_is_never_drawn_smaller_than_readable():
    fit = fit_hand(8, pygame.Rect(0, 0, 400, 200), card_w=100, aspect=1.4, unit=1.5, largest=0.3)
    assert fit.scale * 100 >= READABLE_W * 1.5 - 1e-6


def test_a_replay_never_labels_a_card_it_shows_face_up_face_down(app):
    """At the end of a replayed Gin Rummy hand the knocker's last discard is
    shown face up; its caption names it the last discard, not a card lying
    face down, and reads whole at every size."""
    for seed in range(9, 40):
        table = dr.new_table(app, "gin-rummy", [Seat("You"), Seat("Ada", "easy")], seed=seed)
        assert dr.Autopilot(app, table).finish_hand()
        app.stack.top.replay()
        scene = app.stack.top
        scene.go_to(scene.replay.length)
        dr.run_frames(app, 2)
        scene.view.settle()
        if scene.table.sight.view().get("knock_discard"):
            break
    else:
        raise AssertionError("no hand of the seeds tried ended in a knock")
    assert "knock_discard" not in scene.table.sight.hidden_zones()

    def check(table, size):
        app.theme.drawn = []
        app.frame(dr.FRAME_S)
        drawn, app.theme.drawn = app.theme.drawn, None
        texts = [d.text for d in drawn if isinstance(d, DrawnText)]
        assert not [t for t in texts if t.lower() in ("face down", "yours, face down")], texts
        assert "Last discard" in texts
        assert not problems(drawn, None, whole=True), size
    at_every_size(app, scene, check)
