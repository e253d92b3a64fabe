"""The Trophy Case hand cursor by keys: it starts on a card that may be
played, lands on one again at each new position of the player's turn, says
when none may be played, and a P pressed while cards still move plays the
picked card at once (issue 41, item 10)."""

from __future__ import annotations

import pygame

from fanucci_desktop.engine.protocol import Move
from test_table_trophy_case_kit import click_card, idle, make_app, press, rig, sprite_of, start
from table_fixtures import app_fixtures

OTHERS = ["1 Bugs,2 Bugs,4 Bugs,5 Bugs", "1 Rain,2 Rain,4 Rain,5 Rain"]
#: Ada led 5 Lamps, Basil played 7 Lamps: only 2 Lamps may be played (no folding).
NO_FOLD = dict(hands=["2 Lamps,9 Fromps,3 Bugs,Grue"] + OTHERS, trick="5 Lamps,7 Lamps",
               players=(1, 2), to_act=0)
#: You may beat with a new red suit, or fold: 9 Fromps and 2 Plungers may be played.
MAY_FOLD = dict(hands=["9 Fromps,2 Plungers,3 Bugs,Grue"] + OTHERS, trick="5 Lamps,7 Lamps",
                players=(1, 2), to_act=0)
#: Ada led 5 Lamps and Basil the 9 of Lamps: with no red card or trump, you cannot beat it.
NO_CARD = dict(hands=["3 Bugs,6 Bugs"] + OTHERS, trick="5 Lamps,9 Lamps", players=(1, 2), to_act=0)
#: As above, but you hold 2 Lamps (drawn right of the Bugs): you must play it.
ONLY_LAMPS = dict(hands=["3 Bugs,6 Bugs,2 Lamps"] + OTHERS, trick="5 Lamps,9 Lamps",
                  players=(1, 2), to_act=0)

shared_app, app = app_fixtures(make_app, "trophy_cursor")


def cursor_card(table):
    hand = table.hand_sprites()
    return hand[min(table.hand_cursor.index, len(hand) - 1)].card


def test_space_first_picks_a_card_that_may_be_played(app):
    table = start(app)
    rig(table, **NO_FOLD)
    assert table.hand_sprites()[0].card not in table.legal_cards()     # the left end may not
    press(app, pygame.K_SPACE)
    assert [s.card for s in table.selected] == [cursor_card(table)]
    assert cursor_card(table) in table.legal_cards()


def test_the_cursor_lands_on_a_playable_card_at_a_new_position(app):
    table = start(app)
    rig(table, **MAY_FOLD)
    press(app, pygame.K_RIGHT)
    assert cursor_card(table) in table.legal_cards()
    rig(table, **ONLY_LAMPS)                 # a new trick: that place now holds a card that may not
    hand = table.hand_sprites()
    assert hand[table.hand_cursor.index].card not in table.legal_cards()
    idle(app, 1)
    assert cursor_card(table) in table.legal_cards()
    assert table.hover_sprite.card == cursor_card(table)


def test_an_arrow_pressed_while_cards_still_move_lands_on_a_playable_card(app):
    table = start(app)
    rig(table, **MAY_FOLD)
    press(app, pygame.K_RIGHT)
    rig(table, **ONLY_LAMPS)                 # a new trick, its cards still sliding in
    table.tweens.to(table.hand_sprites()[0], 5.0, x=10)
    assert table.busy and table.hand_sprites()[table.hand_cursor.index].card not in table.legal_cards()
    press(app, pygame.K_LEFT)
    assert cursor_card(table) in table.legal_cards()


def test_with_no_card_to_play_the_cursor_says_so(app):
    table = start(app)
    rig(table, **NO_CARD)
    assert not table.legal_cards() and Move("fold") in table.match.legal_moves()
    press(app, pygame.K_RIGHT)
    assert table.words.prompt() == "None of your cards may be played now: fold (F)."


def test_p_while_cards_move_plays_the_card_at_once(app):
    table = start(app)
    rig(table, **MAY_FOLD)
    click_card(app, table, "9 Fromps")
    table.tweens.to(sprite_of(table, "3 Bugs"), 5.0, x=10)      # a card still sliding
    assert table.busy
    press(app, pygame.K_p)
    assert table.match.hands[-1].moves[-1] == "play 9 Fromps"


def test_p_while_a_finished_trick_is_on_show_sends_it_on_and_plays(app):
    table = start(app)
    rig(table, **MAY_FOLD)
    click_card(app, table, "9 Fromps")
    table.held = table.shown_trick()            # a trick held in the centre for a moment
    table.hold_left = 5.0
    assert table.busy
    press(app, pygame.K_p)
    assert table.held is None
    assert table.match.hands[-1].moves[-1] == "play 9 Fromps"
