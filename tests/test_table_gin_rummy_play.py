"""The Gin Rummy table driven by synthetic mouse and keyboard input: whole
hands solo against the AI and pass-and-play, the first-upcard offer, knock
and gin enabled only when allowed, lay-offs on a meld by click, the wall
and its dead hand, dragging a card from the pile and the stock, and the
laid-out hands held before the score."""

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
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.theme import DrawnText

from test_table_gin_rummy_kit import (button, center, click, crafted, drag, hand_card_pos,
                                      hand_center, keyboard_move, make_app, new_table, pick,
                                      play_by_keys, play_by_mouse, press, quiet, sprite,
                                      wait_for_human)

HANDS = ["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"]


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
        move = pick(table.match.state.legal_moves(), rng)
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


def test_solo_hand_by_mouse_alone_clicks_double_clicks_and_drags(app):
    table = new_table(app, humans=1, seed=4)
    made = play_hand(app, table, "mouse", seed=1)
    assert made >= 6                                      # every way was used at least once
    assert isinstance(app.stack.top, HandSummary)
    assert table.match.hands[-1].scores is not None
    log = table.log.texts()
    assert any(line.startswith("The first upcard is the ") for line in log)
    assert any(line.startswith("You discarded the ") for line in log)


def test_pass_and_play_hand_by_keyboard_alone(app):
    table = new_table(app, humans=2, seed=8)
    made = play_hand(app, table, "keys", seed=2)
    assert made >= 4
    assert isinstance(app.stack.top, HandSummary)


def test_the_stock_is_backs_the_pile_face_up_and_the_opponent_hidden(app):
    table = new_table(app, humans=1, seed=6)
    wait_for_human(app, table)
    backs = [s for s in table.sprites if s.zone == "hand:1"]
    assert len(backs) in (10, 11) and all(s.card is None for s in backs)
    assert all(s.card is None for s in table.sprites if s.zone == "stock")
    pile = [s for s in table.sprites if s.zone == "discard"]
    assert pile and all(s.card is not None for s in pile)


# -- the first upcard ---------------------------------------------------------------------------
def test_the_first_upcard_offer_says_whose_it_is_and_what_passing_does(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard")
    assert table.prompt() == ("First upcard: take the 7 of Clubs (T), or pass (N) and the dealer, "
                              "Ada, may take it.")
    assert [b.label for b in table.buttons.widgets] == ["Take upcard  (T)", "Pass  (N)"]
    assert button(table, "Pass").subtitle == "then the dealer"
    press(app, pygame.K_n)
    assert table.match.hands[-1].moves[-1] == "pass"
    assert table.log.texts()[-1] == "You turned down the first upcard, the 7 of Clubs."


def test_the_dealer_is_offered_the_upcard_after_a_pass_then_the_non_dealer_draws(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard", dealer=0,
            upcard_passes=1, to_act=0)
    assert table.prompt() == ("Ada passed the first upcard. Take the 7 of Clubs (T), or pass (N) "
                              "too and Ada draws first from the stock.")
    assert button(table, "Pass").subtitle == "then they draw"
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard", upcard_passes=2)
    assert table.prompt() == "You both passed the first upcard: draw from the stock (D) to begin."
    assert [b.label for b in table.buttons.widgets] == ["Draw  (D)"]
    before = table.match.to_dict()
    press(app, pygame.K_t)                                # taking it now is refused, with the reason
    assert table.message == "Both players passed the first upcard: draw from the stock."
    assert table.match.to_dict() == before
    click(app, table.geo.targets["stock"].center)
    assert table.match.hands[-1].moves[-1] == "draw"


def test_taking_the_upcard_by_dragging_it_to_the_hand(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard")
    drag(app, center(table, sprite(table, "discard")), (400, 200))    # let go off the hand
    assert table.match.hands[-1].moves == [] or table.match.hands[-1].moves[-1] != "take discard"
    assert table.message == "Drop the card on your hand to take it."
    drag(app, center(table, sprite(table, "discard")), hand_center(table))
    assert table.match.hands[-1].moves[-1] == "take discard"
    assert card("7C") in table.my_cards()


# -- knock and gin ------------------------------------------------------------------------------
def discard_phase(table):
    return crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
                   phase="discard", knock_value=3)


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
    assert "deadwood 1 of 3" in button(table, "Knock").subtitle
    press(app, pygame.K_k)
    assert table.match.hands[-1].moves[-1] == "knock KS"
    assert table.log.texts()[-1] == "You knocked."        # the face-down discard is not named


def test_gin_enabled_when_all_ten_meld(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC QC KS", HANDS[1]], pile="7C", phase="discard")
    assert button(table, "Gin").enabled
    assert "King of Spades" in button(table, "Gin").subtitle
    click(app, hand_card_pos(table, card("2H")))
    assert not button(table, "Gin").enabled
    click(app, hand_card_pos(table, card("KS")))
    click(app, button(table, "Gin").rect.center)
    assert table.match.hands[-1].moves[-1] == "gin KS"
    assert table.match.state.ending == "gin"
    assert table.prompt().startswith("You went gin! You: +")


def test_gin_only_hand_says_so(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
            phase="discard", knock_value=0)
    assert not button(table, "Knock").enabled
    assert button(table, "Knock").subtitle == "gin only this hand"
    assert table.prompt().endswith("only gin ends this hand.")


# -- the wall -------------------------------------------------------------------------------------
def test_a_pass_at_the_wall_ends_the_hand_dead_and_says_so(app):
    table = new_table(app)
    state = crafted(table, hands=HANDS[::-1], pile="KH", stock=2, phase="wall")
    assert not state.can_knock_with_upcard()
    assert "The wall" in table.prompt() and "the hand is dead" in table.prompt()
    assert any(label.text == "The wall: 2 left" for label in table.geo.labels)
    assert not button(table, "Take upcard").enabled
    before = table.match.to_dict()
    press(app, pygame.K_d)
    assert table.message == state.why_illegal(Move("draw"))
    press(app, pygame.K_t)
    assert table.message == state.why_illegal(Move("take", (), "discard"))
    assert table.match.to_dict() == before
    click(app, button(table, "Pass").rect.center)
    assert table.match.state.ending == "dead"
    assert table.prompt() == ("Dead hand: the stock reached the wall and the upcard made no knock; "
                              "nobody scores.")
    assert table.log.texts()[-2:] == ["You passed at the wall.", table.prompt()]
    backs = [s for s in table.sprites if s.zone == "hand:1"]
    assert len(backs) == 10 and all(s.card is None for s in backs)   # a dead hand shows nothing
    frame_check(app)()


def test_taking_the_upcard_at_the_wall_must_knock(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC KS", HANDS[1]], pile="AD", stock=2,
            phase="wall")
    assert button(table, "Take upcard").enabled
    press(app, pygame.K_t)
    assert table.match.state.phase == "wall_knock"
    assert [b.label.split("  ")[0] for b in table.buttons.widgets] == ["Knock", "Gin"]
    assert table.prompt().startswith("You took the upcard at the wall: you must knock or go gin.")
    press(app, pygame.K_k)
    assert table.match.hands[-1].moves[-1] == "knock KS"


# -- lay-offs and the end of the hand ------------------------------------------------------------
def layoff_phase(table):
    return crafted(table, hands=["6H 9S KD 2C 3D 4S 8C QH JD 10S", ""], pile="9D", phase="layoff",
                   melds=["3H 4H 5H", "7C 7D 7S"], deadwood="AC", knock_down="2D",
                   out_player=1, knocker_deadwood=1)


def test_layoff_by_clicking_a_meld_and_refusal_for_a_card_that_does_not_fit(app):
    table = new_table(app)
    state = layoff_phase(table)
    assert sprite(table, "knock_discard").card is None    # the knocker's discard stays hidden
    before = table.match.to_dict()
    click(app, hand_card_pos(table, card("KD")))
    click(app, table.geo.targets["meld:0"].center)
    reason = state.why_illegal(Move("layoff", (card("KD"),), "meld", 0))
    assert table.message == reason.replace("meld 0", "meld 1")   # the table counts from 1
    assert table.match.to_dict() == before
    click(app, hand_card_pos(table, card("6H")))
    click(app, table.geo.targets["meld:0"].center)
    assert table.match.hands[-1].moves[-1] == "layoff 6H -> meld 0"
    assert table.log.texts()[-1] == "You laid off the 6 of Hearts on meld 1."


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
    groups = {s.zone for s in table.sprites if s.zone.startswith(("meld:", "deadwood", "hand:"))}
    assert {"meld:0", "meld:1", "deadwood", "hand:0"} <= groups
    assert sprite(table, "knock_discard").card is None   # the knocker's discard stays face down
    press(app, pygame.K_RETURN)                           # any key shows the score now
    quiet(app, 30)
    assert isinstance(app.stack.top, HandSummary)


def test_an_undercut_is_said_plainly(app):
    table = new_table(app)
    crafted(table, hands=["3H 4H 5H 7C 7D 7S JS QS KS AC", ""], pile="9D", phase="layoff",
            melds=["9C 10C JC"], deadwood="2D 3D 4S 5C", knock_down="KD",
            out_player=1, knocker_deadwood=14)
    press(app, pygame.K_n)
    assert table.match.state.ending == "knock"
    assert table.prompt() == ("You undercut Ada: 1 deadwood against 14. "
                              "You: +38.")


def test_cards_seen_taken_by_the_opponent_are_shown_until_seen_again(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
            phase="discard", took="QH 8D")
    assert [str(c) for c, _ in table.geo.took] == ["QH", "8D"]
    assert any(label.text == "Ada took" for label in table.geo.labels)


# -- undo ---------------------------------------------------------------------------------------
def test_undo_names_the_card_that_was_taken_not_the_one_under_it(app):
    table = new_table(app, seed=5)
    for _ in range(40):                                   # a turn where the upcard may be taken
        assert wait_for_human(app, table) == "human"
        legal = table.match.state.legal_moves()
        if any(m.action == "take" for m in legal) and len(table.match.state.pile) > 1:
            break
        table.apply(next(m for m in legal if m.action in ("pass", "draw", "discard")))
    upcard, under = table.match.state.pile[-1], table.match.state.pile[-2]
    table.apply(next(m for m in table.match.state.legal_moves() if m.action == "take"))
    assert table.undo_blocked() == ""
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
    assert table.message == f"Taken back: take the {upcard.name}.", under


# -- the hint and the deadwood box ---------------------------------------------------------------
def drawn_texts(app) -> list[str]:
    """Every text one drawn frame put on the screen."""
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    drawn, app.theme.drawn = app.theme.drawn, None
    return [d.text for d in drawn if isinstance(d, DrawnText)]


def test_the_deadwood_box_speaks_of_the_hinted_discard_not_another(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
            phase="discard", knock_value=3)
    texts = drawn_texts(app)
    assert "Best discard leaves" in texts and "1" in texts     # the King of Spades leaves the Ace
    table.hint_move = Move("discard", (card("AD"),))         # advice that keeps more deadwood
    table.message = "Hint: " + table.log_label(table.hint_move)
    texts = drawn_texts(app)
    assert "Hint: discard the Ace of Diamonds" in texts
    assert "Best discard leaves" not in texts, "the box must not contradict the hint"
    assert "The hint leaves" in texts and "10" in texts
    table.clear_hint()                                       # the AI's own hint agrees with the box
    press(app, pygame.K_h)
    for _ in range(300):                                     # the hint is thought on a worker
        if table.hint_move is not None:
            break
        time.sleep(0.01)
        quiet(app, 1)
    hinted = table.hint_move.cards[0]
    texts = drawn_texts(app)
    assert str(table.deadwood_info()[1][hinted]) in texts and "Best discard leaves" not in texts
