"""The Fan Rummy table driven by synthetic mouse and keyboard input: whole
hands solo against the AI and pass-and-play, refusals with the rules'
reason that change nothing, knock and gin enabled only when allowed, lay-offs
on a meld by click, and the laid-out hands held before the score."""

from __future__ import annotations

import dataclasses
import random
import time

import pygame
import pytest

from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.summary import HandSummary

from test_table_fan_rummy_kit import (button, click, crafted, hand_card_pos, keyboard_move,
                                      make_app, new_table, pick, play_by_keys, play_by_mouse,
                                      press, quiet, wait_for_human)


def card(text: str):
    return parse_cards(text)[0]


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    app.shutdown()


def play_hand(app, table, how: str, seed: int) -> int:
    """Play one hand by ``how`` ('mouse' or 'keys') for every human turn;
    each input must make exactly the intended move. Returns the moves made by input."""
    rng = random.Random(seed)
    made = 0
    while wait_for_human(app, table) == "human":
        state = table.match.state
        move = pick(state.legal_moves(), rng)
        before = list(table.match.hands[-1].moves)
        if how == "mouse":
            play_by_mouse(app, table, move, made)
        else:
            move = keyboard_move(table, move)
            play_by_keys(app, table, move)
        assert table.match.hands[-1].moves == before + [str(move)], table.message
        assert table.message == ""
        made += 1
        frame_check(app)()
    return made


def test_solo_hand_by_mouse_alone(app):
    table = new_table(app, humans=1, seed=4)
    made = play_hand(app, table, "mouse", seed=1)
    assert made >= 3
    assert isinstance(app.stack.top, HandSummary)
    assert table.match.hands[-1].scores is not None
    discards = [line for line in table.log.texts() if "discard" in line]   # face down: never named
    assert discards and all(line.endswith("discarded face down.") for line in discards)


def test_pass_and_play_hand_by_keyboard_alone(app):
    table = new_table(app, humans=2, seed=8)
    made = play_hand(app, table, "keys", seed=2)
    assert made >= 4
    assert isinstance(app.stack.top, HandSummary)


def test_opponent_hand_is_backs_until_shown(app):
    table = new_table(app, humans=1, seed=6)
    wait_for_human(app, table)
    assert table.viewer == 0
    backs = [s for s in table.sprites if s.zone == "hand:1"]
    assert len(backs) == 10 and all(s.card is None for s in backs)
    assert all(s.card is None for s in table.sprites if s.zone in ("draw", "discard"))
    assert all(s.card is not None for s in table.sprites if s.zone.startswith("column:"))


# -- refusals -------------------------------------------------------------------------------
def discard_phase(table):
    return crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C TC JC AD KS", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                   knock="3D", phase="discard")


def test_clicking_the_draw_pile_after_taking_is_refused_with_the_reason(app):
    table = new_table(app)
    state = discard_phase(table)
    before = table.match.to_dict()
    click(app, table.geo.targets["draw"].center)
    assert table.message == state.why_illegal(Move("draw"))
    assert "already taken a card" in table.message
    assert table.match.to_dict() == before


def test_knock_enabled_only_for_a_discard_that_allows_it(app):
    table = new_table(app)
    state = discard_phase(table)
    assert button(table, "Knock").enabled                 # with no card chosen: the best knock
    assert button(table, "Knock").subtitle == "discard King of Spades"
    assert table.prompt().startswith("You may knock (K): discard the King of Spades, leaving 1.")
    click(app, hand_card_pos(table, card("AD")))          # discarding AD leaves KS: 10 > 3
    knock = button(table, "Knock")
    assert not knock.enabled
    before = table.match.to_dict()
    click(app, knock.rect.center)                         # a disabled button explains
    assert table.message == state.why_illegal(Move("knock", (card("AD"),)))
    assert "at most 3" in table.message and "you would have 10" in table.message
    assert table.match.to_dict() == before
    assert not button(table, "Gin").enabled
    click(app, hand_card_pos(table, card("KS")))          # leaves AD: 1 <= 3
    assert button(table, "Knock").enabled
    assert "deadwood 1 of 3" in button(table, "Knock").subtitle
    press(app, pygame.K_k)
    assert table.match.hands[-1].moves[-1] == "knock KS"


def test_gin_enabled_when_all_ten_meld(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C TC JC QC KS", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
            knock="3D", phase="discard")
    assert button(table, "Gin").enabled                   # with no card chosen: best discard
    assert "King of Spades" in button(table, "Gin").subtitle
    click(app, hand_card_pos(table, card("2H")))
    assert not button(table, "Gin").enabled
    click(app, hand_card_pos(table, card("KS")))
    click(app, button(table, "Gin").rect.center)
    assert table.match.hands[-1].moves[-1] == "gin KS"
    assert table.match.state.ending == "gin"


def test_pass_refused_for_the_dealer_after_a_pass(app):
    table = new_table(app)
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C TC JC QC", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                    knock="3D", phase="knock_card", knock_up=True)
    state.knock_passed = True
    state._moves = None
    table.sync([], animate=False)
    before = table.match.to_dict()
    press(app, pygame.K_n)
    assert table.message == "The non-dealer passed the knock card, so you must take it."
    assert table.match.to_dict() == before
    assert [b.label for b in table.buttons.widgets] == ["Take knock card  (T)"]
    click(app, table.geo.targets["knock"].center)
    assert table.match.hands[-1].moves[-1] == "take knock"


# -- lay-offs and the end of the hand ------------------------------------------------------------
def layoff_phase(table):
    return crafted(table, hands=["6H 9S KD 2C 3D 4S 8C QH JD TS", ""], knock="9D", phase="layoff",
                   melds=["3H 4H 5H", "7C 7D 7S"], deadwood="AC", out_player=1, knocker_deadwood=1)


def test_layoff_by_clicking_a_meld_and_refusal_for_a_card_that_does_not_fit(app):
    table = new_table(app)
    state = layoff_phase(table)
    before = table.match.to_dict()
    click(app, hand_card_pos(table, card("KD")))
    click(app, table.geo.targets["meld:0"].center)
    reason = state.why_illegal(Move("layoff", (card("KD"),), "meld", 0))
    assert "does not fit meld 0" in reason                # the rules count melds from 0,
    assert table.message == reason.replace("meld 0", "meld 1")   # the table from 1
    assert table.match.to_dict() == before
    click(app, hand_card_pos(table, card("6H")))
    click(app, table.geo.targets["meld:0"].center)
    assert table.match.hands[-1].moves[-1] == "layoff 6H -> meld 0"
    assert [str(c) for c in table.match.state.melds[0]] == ["3H", "4H", "5H", "6H"]


def test_hands_stay_laid_out_before_the_score(app):
    app.settings = dataclasses.replace(app.settings, animation_speed="normal")
    table = new_table(app)
    table.tweens.speed = app.anim_speed
    layoff_phase(table)
    click(app, hand_card_pos(table, card("6H")))
    click(app, table.geo.targets["meld:0"].center)
    quiet(app, 40)
    click(app, button(table, "Done").rect.center)
    assert table.match.state.is_over
    quiet(app, 60)                                        # one second: still showing the hands
    assert app.stack.top is table
    assert table.prompt() == ("Ada knocked with 1 deadwood against 66 for you, after you laid off "
                              "1 card. Ada: +65.")
    laid = [s for s in table.sprites if s.zone == "meld:0" and s.card == card("6H")]
    assert laid and laid[0].y < min(s.y for s in table.sprites if s.zone == "meld:0"
                                    and s.card != card("6H"))
    groups = {s.zone for s in table.sprites if s.zone.startswith(("meld:", "deadwood", "hand:"))}
    assert {"meld:0", "meld:1", "deadwood", "hand:0"} <= groups
    press(app, pygame.K_RETURN)                           # any key shows the score now
    quiet(app, 30)
    assert isinstance(app.stack.top, HandSummary)


def test_empty_column_refused_with_the_tables_numbering(app):
    table = new_table(app)
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                    knock="3D", phase="take", column=0)
    assert state.why_illegal(Move("take", (), "column", 0)) == "Column 0 is empty."
    before = table.match.to_dict()
    assert not button(table, "Take column 1").enabled
    press(app, pygame.K_1)
    assert table.message == "Column 1 is empty."
    click(app, table.geo.targets["column:1"].center)
    assert table.message == "Column 2 is empty."
    assert table.match.to_dict() == before
    press(app, pygame.K_d)
    assert table.match.hands[-1].moves[-1] == "draw"


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
    table.summary_due, table.reveal_left = True, 1e9
    table.sync([], animate=False)
    assert table.prompt() == "Dead hand: nothing is left to take, nobody scores."
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
        if table.hint_move is not None:
            break
        quiet(app, 1)
        time.sleep(0.01)
    assert table.hint_move in table.match.legal_moves()
    assert table.message.startswith("Hint: ")
    assert table.hinted_zone() in {"draw", "column:0", "column:1"}
