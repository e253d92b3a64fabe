"""The Fan Rummy table driven by synthetic mouse and keyboard input, where
it differs from Gin Rummy's (what both share is ``test_table_gin_family.py``):
refusals with the rules' reason that change nothing (a draw after taking,
the dealer's pass, an empty column), the columns under the pointer, the
deal, the knock's banner and points, a dead hand, the hand's order and the
hint's place to take from."""

from __future__ import annotations

import dataclasses
import time

import pygame

from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.session.seats import Seat

from gin_family_table_kit import app  # noqa: F401  (the fixture)
from gin_family_table_kit import button, card, click, hand_card_pos, make_app, press, quiet
from test_table_fan_rummy_kit import crafted, new_table


# -- refusals -------------------------------------------------------------------------------
def discard_phase(table):
    return crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C TC JC AD KS", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                   knock="3D", phase="discard")


def test_clicking_the_draw_pile_after_taking_is_refused_with_the_reason(app):
    table = new_table(app)
    state = discard_phase(table)
    before = table.match.to_dict()
    click(app, table.geo.targets["draw"].center)
    assert table.line.text == state.why_illegal(Move("draw"))
    assert "already taken a card" in table.line.text
    assert table.match.to_dict() == before


def test_pass_refused_for_the_dealer_after_a_pass(app):
    table = new_table(app)
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C TC JC QC", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                    knock="3D", phase="knock_card", knock_up=True)
    state.knock_passed = True
    state._moves = None
    table.sync([], animate=False)
    before = table.match.to_dict()
    press(app, pygame.K_n)
    assert table.line.text == "The non-dealer passed the knock card, so you must take it."
    assert table.match.to_dict() == before
    assert [b.label for b in table.buttons.widgets] == ["Take knock card  (T)"]
    click(app, table.geo.targets["knock"].center)
    assert table.match.hands[-1].moves[-1] == "take knock"


def test_empty_column_refused_with_the_tables_numbering(app):
    table = new_table(app)
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                    knock="3D", phase="take", column=0)
    assert state.why_illegal(Move("take", (), "column", 0)) == "Column 0 is empty."
    before = table.match.to_dict()
    assert not button(table, "Take column 1").enabled
    press(app, pygame.K_1)
    assert table.line.text == "Column 1 is empty."
    click(app, table.geo.targets["column:1"].center)
    assert table.line.text == "Column 2 is empty."
    assert table.match.to_dict() == before
    press(app, pygame.K_d)
    assert table.match.hands[-1].moves[-1] == "draw"


# -- the columns, the deal, the end of the hand -------------------------------------------------
def test_pointing_anywhere_on_a_column_lifts_its_outer_card(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
            knock="3D", phase="take", column=6)
    top = table.geo.targets["column:0"].midtop
    pos = (top[0], top[1] + 4)                            # the innermost card's corner
    quiet_move = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    app.frame(1 / 60, quiet_move)
    outer = max((s for s in table.sprites if s.zone == "column:0"), key=lambda s: s.z)
    assert table.hover_sprite is outer
    quiet(app, 20)
    assert outer.lift > 0


def test_the_deal_flies_from_the_deck_one_card_at_a_time(tmp_path):
    app = make_app(tmp_path)
    app.settings = dataclasses.replace(app.settings, animation_speed="normal")
    table = dr.new_table(app, "fan-rummy", [Seat("You"), Seat("Ada", "easy")], seed=3)
    app.frame(1 / 60)                                     # the deal starts
    deck = table.geo.targets["draw"].center
    knock = [s for s in table.sprites if s.zone == "knock"][0]
    assert (round(knock.x), round(knock.y)) == deck and knock.flip == 0.0   # still waiting
    delay = {id(tw.target): tw.delay for tw in table.tweens.tweens if tw.attr == "x"}

    def delays(zone):
        return [delay[id(s)] for s in table.sprites if s.zone == zone]
    hands, cols = delays("hand:0") + delays("hand:1"), delays("column:0") + delays("column:1")
    assert len(set(hands)) == 20 and max(hands) < min(cols) and max(cols) < delay[id(knock)]
    app.shutdown()


def test_knock_shows_a_banner_and_the_points_pop_up(app):
    app.settings = dataclasses.replace(app.settings, animation_speed="normal", ai_pace="fast")
    table = new_table(app)
    table.tweens.speed = app.anim_speed
    discard_phase(table)
    click(app, hand_card_pos(table, card("KS")))
    press(app, pygame.K_k)
    assert [p.text for p in table.popups.items] == ["You: Knock!"]
    for _ in range(300):                                  # the AI lays off and is done
        if table.match.state.is_over:
            break
        quiet(app, 2)
        time.sleep(0.01)                                  # the AI's pace is in real time
    assert table.match.state.is_over
    points = table.match.state.hand_scores()[0]
    assert points > 0 and "+%d" % points in [p.text for p in table.popups.items]


def test_dead_hand_keeps_the_opponents_hand_hidden(app):
    table = new_table(app)
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                    knock="3D", phase="over", to_act=None, column=0, knock_up=True)
    state.ending = "dead"
    table.session.summary_due, table.hold.left = True, 1e9
    table.sync([], animate=False)
    assert table.words.prompt() == "Dead hand: nothing is left to take, nobody scores."
    backs = [s for s in table.sprites if s.zone == "hand:1"]
    assert len(backs) == 10 and all(s.card is None for s in backs)
    assert not any(s.zone.startswith("meld:") for s in table.sprites)
    frame_check(app)()


def test_own_hand_shows_melds_first_then_deadwood_low_to_high(app):
    table = new_table(app)
    crafted(table, hands=["KS 2H 5S 3H 9C 4H 5D 10C JC 5C AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
            knock="3D", phase="discard")
    shown = [str(s.card) for s in sorted((s for s in table.sprites if s.zone == "hand:0"),
                                         key=lambda s: s.x)]
    assert shown == ["5S", "5D", "5C", "2H", "3H", "4H", "9C", "10C", "JC", "AD", "KS"]
    xs = sorted(s.x for s in table.sprites if s.zone == "hand:0")
    steps = [b - a for a, b in zip(xs, xs[1:])]
    assert steps[2] > steps[0] * 1.3 and steps[5] > steps[3] * 1.3   # a gap after each meld


def test_hint_points_at_the_place_to_take_from(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
            knock="3D", phase="take", column=6)
    press(app, pygame.K_h)
    for _ in range(400):
        if table.hint.move is not None:
            break
        quiet(app, 1)
        time.sleep(0.01)
    assert table.hint.move in table.match.legal_moves()
    assert table.line.text.startswith("Hint: ")
    assert table.hinted_zone() in {"draw", "column:0", "column:1"}
