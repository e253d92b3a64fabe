"""The marks on the viewer's hand at the Gin and Fan Rummy tables (issue
41, item 10): a bracket over the cards of each meld of the hand's best
arrangement, and a "new" tab on the card just drawn or taken, until the
player's next discard; both drawn, at every window size."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games.gin_melds.arrangement import best_arrangement
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.tables.gin_family.paint import MELD_MARK

import gin_family_table_kit as kit
from test_table_gin_rummy_kit import HANDS, crafted, make_app, new_table
from test_legibility import SIZES


def marks(table) -> tuple[list[list[str]], str | None]:
    """The painter's marks in words: each run of meld cards, and the new card."""
    found = table.painter.hand_marks()
    fresh = table.new_mark.sprite()
    return [[str(s.card) for s in run] for run in found.runs], (str(fresh.card) if fresh else None)


def cards(text: str) -> list[str]:
    return [str(c) for c in parse_cards(text)]


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    app.shutdown()


def test_the_melds_of_a_known_hand_are_marked_and_the_card_drawn_is_new(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", phase="take")     # 2-3-4 of Hearts, three 5s, 9-10-J of Clubs
    runs, fresh = marks(table)
    assert sorted(map(sorted, runs)) == sorted(sorted(cards(m)) for m in ("2H 3H 4H", "5S 5D 5C", "9C 10C JC"))
    assert fresh is None
    drawn = table.match.state.stock[-1]
    kit.press(app, pygame.K_d)
    assert table.match.hands[-1].moves[-1] == "draw"
    assert marks(table)[1] == str(drawn) and drawn in table.my_cards()
    kit.press(app, pygame.K_s)                   # sorted by the player: the marks stay on the same cards
    assert marks(table)[1] == str(drawn)
    assert sorted(c for run in marks(table)[0] for c in run) == sorted(
        cards("2H 3H 4H 5S 5D 5C 9C 10C JC"))
    table.choose(Move("discard", (drawn,)))
    dr.run_frames(app, 2)
    assert marks(table)[1] is None                # discarded: nothing is new


def test_a_card_taken_from_the_pile_is_new_and_undo_forgets_it(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="6C KH", phase="take")
    kit.press(app, pygame.K_t)
    assert table.match.hands[-1].moves[-1] == "take discard"
    assert marks(table)[1] == "KH"
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_LCTRL))
    assert table.line.text.startswith("Taken back") and marks(table)[1] is None


def test_the_new_card_is_kept_with_the_view_a_save_resumes(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", phase="take")
    drawn = table.match.state.stock[-1]
    kit.press(app, pygame.K_d)
    kept = table.view_record()
    table.new_mark.clear()
    table.restore_view(kept)
    assert marks(table)[1] == str(drawn)
    table.restore_view({**kept, "new_cards": {"0": "no card", "x": "AD"}})    # unreadable: left out
    assert marks(table)[1] is None


def test_a_hand_its_player_arranged_stays_theirs_through_a_save_old_or_new(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", phase="take")
    seat = table.sight.viewer
    assert not table.custom_order()
    table.arranger.sort()
    kept = table.view_record()
    assert kept["hand_orders"][str(seat)]["own"] is True
    table.orders.of(seat).own = False
    table.restore_view(kept)
    assert table.custom_order()
    table.orders.of(seat).own = False       # a save written before the orders said so lists the seats
    old = {**kept, "hand_orders": {str(seat): {**kept["hand_orders"][str(seat)], "own": None}},
           "own_order": [seat]}
    table.restore_view(old)
    assert table.custom_order()


def test_a_fan_rummy_hand_shows_its_melds_and_its_new_card(app):
    table = kit.new_table(app, "fan-rummy", seed=4)
    for _ in range(20_000):
        if table.session.human_turn and not table.busy and Move("draw") in table.match.legal_moves():
            break
        dr.Autopilot(app, table).step()
    before = set(table.my_cards())
    kit.press(app, pygame.K_d)
    new = set(table.my_cards()) - before
    runs, fresh = marks(table)
    assert [fresh] == [str(c) for c in new]
    melds, _ = best_arrangement(table.my_cards())
    assert sorted(c for run in runs for c in run) == sorted(str(c) for m in melds for c in m)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_marks_are_drawn_legibly_at_every_size(tmp_path, size):
    app = make_app(tmp_path, size)
    try:
        table = new_table(app)
        crafted(table, hands=HANDS, pile="7C", phase="take")
        kit.press(app, pygame.K_d)
        app.theme.drawn = []
        app.frame(dr.FRAME_S)
        found = table.painter.hand_marks()
        runs, fresh = found.runs, table.new_mark.sprite()
        assert len(runs) == 3 and fresh is not None
        new = [d for d in app.theme.drawn if getattr(d, "text", "") == "new"]
        assert new and new[0].px >= 12 and new[0].rect.bottom <= fresh.rect(table.card_w, 1.4).top + 4
        above = fresh.rect(table.card_w, 1.4)
        assert app.screen.get_at((above.centerx, above.top - 2))[:3] != (0, 0, 0)
        for run in runs:                         # the bracket's colour above each meld's first card
            r = run[0].rect(table.card_w, 1.4)
            column = [app.screen.get_at((r.left + 8, y))[:3] for y in range(r.top - 40, r.top)]
            assert MELD_MARK in column, (size, [str(s.card) for s in run])
    finally:
        app.theme.drawn = None
        app.shutdown()


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy"])
def test_a_frame_works_out_the_hand_marks_once(tmp_path, game_id, monkeypatch):
    """The redraw lists the marks and the picture draws them, in the same
    frame, from one working out (while the cards move, at normal speed),
    and what they use is never older than the cards they follow."""
    app = App(paths=AppPaths.under(str(tmp_path)), size=(960, 600), animation_speed="normal")
    try:
        table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=3)
        find, calls = table.painter.find_hand_marks, []
        monkeypatch.setattr(table.painter, "find_hand_marks", lambda hand: calls.append(hand) or find(hand))
        pilot = dr.Autopilot(app, table, draw_every=1)
        marked = 0
        for frame in range(400):
            before = len(calls)
            pilot.step(1 / 60)
            assert len(calls) - before <= 1, f"frame {frame} worked out the marks {len(calls) - before} times"
            assert table.painter.hand_marks() == find(table.painter.held_hand()), f"frame {frame}: stale marks"
            marked += bool(app.changed and table.painter.hand_marks().runs)
        assert marked >= 20, f"only {marked} frames drawn in part showed marks"
    finally:
        app.shutdown()
