"""The shared table parts driven through the real tables with synthetic
events: sort and reorder, hint, drag and drop (lit targets, refusals), fair
undo, double-click, zone clicks, keyboard-only play, skip-click, score
pop-ups, concealed cards, and the Hint / Undo / Sort buttons on every table
at 960x600 and 2560x1440."""

from __future__ import annotations

import json
import time

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.commands.selftest import drop_target
from fanucci_desktop.engine.match import Match
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games import RECORDS, get_game
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.storage.saves import add_table_view
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.session.perspective import Perspective
from fanucci_desktop.ui.tables.opening import match_session, resumed_table
from fanucci_desktop.ui.tables.parts.drop import TABLE
from fanucci_desktop.ui.tables.parts.hand import sort_key
from fanucci_desktop.ui.tables.generic import button_label

GAMES = [r.info.id for r in RECORDS]


def my_turn(app, table, pilot=None, until=None) -> dr.Autopilot:
    pilot = pilot or dr.Autopilot(app, table)
    ok = pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table
                    and (until is None or until()), 20_000)
    assert ok, "the human never got that turn"
    return pilot


def solo(app, game_id: str, seed: int = 31, cls=None) -> Table:
    seats = dr.default_seats(game_id, humans=1, level="easy")
    if cls is None:
        return dr.new_table(app, game_id, seats, seed=seed)
    table = cls(app, match_session(app, Match(get_game(game_id), len(seats), seed), seats), Perspective.seat())
    app.stack.push(table)
    return table


def drag(app, table, start, end) -> None:
    dr.run_frames(app, 1, events=[
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 30), rel=(0, -30), buttons=(1, 0, 0))])
    dr.run_frames(app, 1, events=[
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def hand(table) -> list:
    return table.sight.view()[f"hand:{table.sight.viewer}"]


@pytest.mark.parametrize("game_id", GAMES)
def test_sort_key_cycles_and_the_order_survives_redraws_tools_on_screen(app, game_id):
    table = solo(app, game_id)
    my_turn(app, table)
    for size in ((2560, 1440), (960, 600)):
        app.resize(size)
        dr.run_frames(app, 1)
        screen = app.screen.get_rect()
        rects = [b.rect for b in table.tools.buttons] + [table.menu_button.rect]
        assert all(screen.contains(r) for r in rects), "Hint, Undo, Sort and Menu on screen"
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert [b.enabled for b in table.tools.buttons] == [True, False, True, True, True]
    dr.run_frames(app, 1, events=dr.key(pygame.K_s))
    assert hand(table) == sorted(hand(table), key=lambda c: sort_key(c, "suit"))
    dr.run_frames(app, 1, events=dr.click(table.tools.buttons[2].rect.center))
    assert hand(table) == sorted(hand(table), key=lambda c: sort_key(c, "rank"))
    table.sync([])
    app.resize((1280, 800))
    dr.run_frames(app, 2)
    assert hand(table) == sorted(hand(table), key=lambda c: sort_key(c, "rank"))
    zone = f"hand:{table.sight.viewer}"
    sprites = sorted((s for s in table.sprites if s.zone == zone and not s.dying), key=lambda s: s.x)
    assert [s.card for s in sprites] == hand(table), "the cards are drawn in the viewer's order"


def test_dragging_a_card_within_the_hand_reorders_it(app):
    table = solo(app, "flathead-rummy")
    my_turn(app, table)
    sprites = table.hand_sprites()
    first, last = sprites[0], sprites[-1]
    start = (first.rect(table.card_w, CARD_ASPECT).left + 6, round(first.y))
    end = (last.rect(table.card_w, CARD_ASPECT).right + 20, round(last.y))
    moves = len(table.match.hands[-1].moves)
    drag(app, table, start, end)
    assert hand(table)[-1] == first.card
    assert len(table.match.hands[-1].moves) == moves, "reordering is no move"


@pytest.mark.parametrize("game_id", GAMES)
def test_hint_suggests_a_legal_move_and_says_it(app, game_id):
    table = solo(app, game_id)
    my_turn(app, table)
    dr.run_frames(app, 1, events=dr.key(pygame.K_h))
    for _ in range(400):
        if table.hint.move is not None:
            break
        dr.run_frames(app, 1)
        time.sleep(0.005)
    assert table.hint.move in table.match.legal_moves()
    assert table.line.text == "Hint: " + table.words.log_label(table.hint.move)
    hinted = [s.card for s in table.hint.sprites()]
    assert sorted(hinted) == sorted(c for c in table.hint.move.cards if c in hand(table))


def test_hint_is_refused_when_it_is_not_your_turn(app):
    table = solo(app, "trophy-case")
    pilot = my_turn(app, table)
    table.flow.play(pilot.choose())
    table.hint.ask()
    assert table.hint.move is None and not table.hint.pending and "your own turn" in table.line.text


@pytest.mark.parametrize("game_id", GAMES)
def test_drag_and_drop_lights_targets_and_plays_the_move(app, game_id):
    table = solo(app, game_id)
    pilot = my_turn(app, table)
    for _ in range(60):
        target = drop_target(table, TABLE)
        if target is not None:
            break
        table.flow.play(pilot.choose())
        my_turn(app, table, pilot)
    sprite, point = target
    start = sprite.rect(table.card_w, CARD_ASPECT).center
    before = len(table.match.hands[-1].moves)
    dr.run_frames(app, 1, events=[
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))])
    assert table.drag.carrying is not None and table.drag.carrying.targets, "nothing lit while dragging"
    lit = {str(m) for ms in table.drag.carrying.targets.values() for m in ms}
    dr.run_frames(app, 1, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1)])
    for _ in range(5):
        dr.run_frames(app, 1)
    assert table.match.hands[-1].moves[before] in lit


def test_an_illegal_drop_is_refused_with_a_reason_and_changes_nothing(app):
    table = solo(app, "flathead-rummy")
    my_turn(app, table)          # the first step is to draw or take: no discard yet
    sprite = table.hand_sprites()[0]
    point = next((x, y) for y in range(200, 500, 20) for x in range(100, 1200, 40)
                 if table.drag.zone_at((x, y)) == TABLE)
    record = table.match.to_dict()
    drag(app, table, sprite.rect(table.card_w, CARD_ASPECT).center, point)
    dr.run_frames(app, 3)
    assert table.match.to_dict() == record
    assert table.line.text and table.drag.carrying is None
    assert not sprite.dying and abs(sprite.y - table.seat_anchor(table.sight.viewer)[1]) < table.card_h, \
        "the card flew back to the hand"


def test_undo_takes_back_a_face_up_take_and_refuses_after_a_stock_draw(app):
    table = solo(app, "flathead-rummy", seed=5)
    pilot = my_turn(app, table, until=lambda: any(m.action == "take" for m in table.match.legal_moves()))
    record = table.match.to_dict()
    take = next(m for m in table.match.legal_moves() if m.action == "take")
    log = table.log.texts()
    table.flow.play(take)
    assert table.log.texts()[:-1] == log and table.log.texts()[-1].startswith("You took")
    assert table.undo.blocked() == ""
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
    assert table.match.to_dict()["hands"] == record["hands"]
    assert table.line.text.startswith("Taken back")
    assert table.log.texts() == log, "the move taken back leaves the log"
    table.session.collect_saves(wait=True)      # autosaves are written on a worker thread
    assert app.saves.load_match(table.game_id)[0] is not None
    table.flow.play(Move("draw"))
    why = table.undo.blocked()
    assert "new card" in why
    dr.run_frames(app, 1, events=dr.click(table.tools.buttons[1].rect.center))
    assert table.match.hands[-1].moves[-1] == "draw" and table.line.text == why
    assert pilot is not None


def test_undo_is_refused_once_the_turn_has_passed(app):
    table = solo(app, "trophy-case")
    pilot = my_turn(app, table)
    table.flow.play(pilot.choose())
    moves = len(table.match.hands[-1].moves)
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
    assert len(table.match.hands[-1].moves) >= moves
    my_turn(app, table, pilot)
    assert table.undo.blocked() != "" and not table.tools.buttons[1].enabled


def test_double_click_discards_on_the_generic_table(app):
    table = solo(app, "fan-rummy", cls=Table)
    pilot = my_turn(app, table, until=lambda: any(m.action == "discard" for m in table.match.legal_moves()))
    sprite = next(s for s in table.hand_sprites()
                  if Move("discard", (s.card,)) in table.match.legal_moves())
    x, y = sprite.rect(table.card_w, CARD_ASPECT).center
    card = sprite.card
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    assert table.match.hands[-1].moves[-1] == str(Move("discard", (card,)))
    assert pilot is not None


def test_clicking_the_stock_draws_on_the_generic_table(app):
    table = solo(app, "fortune-rummy", cls=Table)
    my_turn(app, table)
    stock = next(s for s in table.sprites if s.zone in ("draw", "stock"))
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=stock.rect(table.card_w, CARD_ASPECT).center,
                                    button=1))
    assert table.match.hands[-1].moves[-1] == "draw"


def key_select(app, table, cards) -> None:
    """Select ``cards`` of the hand with Left/Right and Space only."""
    for card in cards:
        while True:
            sprites = table.hand_sprites()
            focus = table.hand_cursor.index
            if focus is not None and sprites[focus].card == card and sprites[focus] not in table.selected:
                break
            dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT))
        dr.run_frames(app, 1, events=dr.key(pygame.K_SPACE))


def test_a_whole_hand_by_keyboard_alone_on_the_generic_table(app):
    table = solo(app, "fan-rummy", cls=Table, seed=8)
    pilot = dr.Autopilot(app, table)
    for _ in range(200):
        if not pilot.play(lambda: isinstance(app.stack.top, HandSummary) or (
                table.session.human_turn and not table.busy and app.stack.top is table), 20_000):
            break
        if isinstance(app.stack.top, HandSummary):
            break
        move = pilot.choose()
        key_select(app, table, move.cards)
        labels = [b.label for b in table.buttons.widgets]
        assert button_label(table, move) in labels, f"{move} is not offered: {labels}"
        i = labels.index(button_label(table, move))
        dr.run_frames(app, 1, events=dr.key(pygame.K_DOWN) * (i + 1) + dr.key(pygame.K_RETURN))
        assert table.match.hands[-1].moves[-1] == str(move) or table.match.state.is_over
    assert isinstance(app.stack.top, HandSummary), "the hand did not end"


def test_a_click_skips_animations(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="slow")
    try:
        table = solo(application, "fortune-rummy")
        dr.run_frames(application, 3)
        assert table.tweens.busy, "the deal is animating"
        dr.run_frames(application, 1, events=dr.click((640, 300)))
        assert not table.tweens.busy
    finally:
        application.shutdown()


def test_score_popups_rise_over_the_seats_that_scored_and_hold_the_summary(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="normal")
    try:
        table = solo(application, "fortune-rummy")
        table.flow.pop_scores([35, 0, -10])
        assert [p.text for p in table.popups.items] == ["+35", "-10"]
        assert table.busy
        dr.run_frames(application, 1, events=dr.click((640, 300)))
        assert not table.popups
    finally:
        application.shutdown()


def test_concealed_cards_are_held_to_by_the_privacy_check(app):
    def squared(zone, cards):
        return [None] * (len(cards) - 1) + cards[-1:] if zone == "discard" else cards

    table = solo(app, "fortune-rummy", cls=lambda *a: Table(*a, conceal=squared))
    pilot = my_turn(app, table)
    check = frame_check(app)
    for _ in range(12):
        table.flow.play(pilot.choose())
        pilot = my_turn(app, table, pilot)
        check()
    pile = table.sight.view()["discard"]
    assert all(c is None for c in pile[:-1])
    shown = [s for s in table.sprites if s.zone == "discard" and s.card is not None]
    if len(pile) > 1:
        shown[0].card = table.match.state.zones()["discard"][0]
        with pytest.raises(AssertionError, match="concealed"):
            check()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_deal_flies_from_the_deck_face_down_one_card_after_another(tmp_path, game_id):
    application = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="normal")
    try:
        table = dr.new_table(application, game_id, dr.default_seats(game_id), seed=4)
        deck = next(z for z in ("draw", "stock") if z in table.match.state.zones())
        pile = [s for s in table.sprites if s.zone == deck]
        mine = [s for s in table.sprites if s.zone == f"hand:{table.sight.viewer}"]
        assert pile and mine
        starts = {(round(s.x), round(s.y)) for s in mine}
        assert len(starts) == 1 and all(s.flip == 0.0 for s in mine)
        x, y = starts.pop()
        assert any(abs(x - p.x) < table.card_w and abs(y - p.y) < table.card_w for p in pile)
        delays = sorted({tw.delay for tw in table.tweens.tweens if tw.target in mine})
        assert len(delays) > 1, "the cards leave the deck one after another"
        dr.run_frames(application, 400)
        assert all(s.flip == 1.0 for s in mine), "the player's cards end face up"
    finally:
        application.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_continue_restores_the_log_and_the_hand_order(app, game_id):
    table = solo(app, game_id)
    my_turn(app, table)
    dr.run_frames(app, 1, events=dr.key(pygame.K_s) + dr.key(pygame.K_s))    # sorted by rank
    shown = table.sight.view()[f"hand:{table.sight.viewer}"]
    record = json.loads(json.dumps(table.flow.record()))                          # as saved
    again = resumed_table(app, record)
    assert again.log.lines == table.log.lines and again.log.lines
    assert again.sight.view()[f"hand:{again.sight.viewer}"] == shown
    assert again.orders.of(again.sight.viewer).mode == table.orders.of(table.sight.viewer).mode


def test_a_save_of_schema_3_resumes_with_an_empty_log():
    envelope = {"data": {"match": {}, "seats": []}}
    assert add_table_view(envelope)["data"]["view"] == {"log": [], "hand_orders": {}}
