"""The Trophy Case table driven by synthetic mouse and keyboard events:
playing and leading cards, the fold button (enabled only when folding is
allowed), refusals with the engine's reason that change nothing, the trick's
tags, high card and folded veils, the finished trick sliding to its winner,
and whole hands solo and pass-and-play with a privacy check every frame."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.tables.parts.popups import Popup
from fanucci_desktop.words import engine_text
from test_table_trophy_case_kit import (EventPlayer, button, card_point, click_button, click_card,
                                        everything_refused_keeps_state, idle, make_app, press,
                                        rig, send, sprite_of, start)
from table_fixtures import app_fixtures

OTHERS = ["1 Bugs,2 Bugs,4 Bugs,5 Bugs", "1 Rain,2 Rain,4 Rain,5 Rain"]
#: Ada led 5 Lamps, Basil played 7 Lamps; You may beat with a new red suit
#: or fold (you hold no Lamps); 3 Bugs and Grue break "follow colour".
MAY_FOLD = dict(hands=["9 Fromps,2 Plungers,3 Bugs,Grue"] + OTHERS, trick="5 Lamps,7 Lamps",
                players=(1, 2), to_act=0)
#: As above but you hold 2 Lamps, a card of the led suit: no folding.
NO_FOLD = dict(hands=["2 Lamps,9 Fromps,3 Bugs,Grue"] + OTHERS, trick="5 Lamps,7 Lamps",
               players=(1, 2), to_act=0)
#: You hold no red card: the trump ends the trick at once.
TRUMP = dict(hands=["3 Bugs,6 Bugs,Grue"] + OTHERS, trick="5 Lamps,∞ Lamps", players=(1, 2),
             to_act=0)


shared_app, app = app_fixtures(make_app, "trophy_table")


@pytest.fixture
def table(app):
    return start(app)


def last_move(table) -> str:
    return table.match.hands[-1].moves[-1] if table.match.hands[-1].moves else ""


def test_click_card_then_play_button_plays_it(app, table):
    rig(table, **MAY_FOLD)
    click_card(app, table, "9 Fromps")
    assert [s.card for s in table.selected] == [parse_card("9 Fromps")]
    assert button(table, "Play the 9 of Fromps").enabled
    click_button(app, table, "Play the 9 of Fromps")
    assert last_move(table) == "play 9 Fromps"
    assert sprite_of(table, "9 Fromps").zone == "trick"


def test_double_click_plays_the_card(app, table):
    rig(table, **MAY_FOLD)
    click_card(app, table, "2 Plungers")
    click_card(app, table, "2 Plungers")
    assert last_move(table) == "play 2 Plungers"


def test_click_on_the_trick_plays_the_picked_card(app, table):
    rig(table, **MAY_FOLD)
    click_card(app, table, "9 Fromps")
    table.double.forget()
    dr.run_frames(app, 1, events=dr.click(table.geometry().trick.center))
    assert last_move(table) == "play 9 Fromps"


def test_keys_pick_and_play(app, table):
    rig(table, **MAY_FOLD)
    press(app, pygame.K_RIGHT)              # the cursor on the first playable card
    assert table.hover_sprite.card in table.legal_cards() and not table.selected
    press(app, pygame.K_SPACE)              # picks it
    assert table.selected[0] is table.hover_sprite
    press(app, pygame.K_p)                  # plays it
    assert last_move(table).startswith("play ")


def test_illegal_card_is_refused_with_the_engine_reason_and_nothing_changes(app, table):
    rig(table, **MAY_FOLD)
    click_card(app, table, "3 Bugs")
    assert not button(table, "Play the 3 of Bugs").enabled
    reason = table.match.state.why_illegal(Move("play", (parse_card("3 Bugs"),)))
    assert "follow colour" in reason
    assert table.words.prompt() == engine_text(reason, [s.name for s in table.seats])
    message = everything_refused_keeps_state(table, lambda: press(app, pygame.K_p))
    assert message == reason
    assert table.words.prompt_line()[1] == th.REFUSAL                 # a refusal reads as one
    table.line.text = "Hand sorted by suit."                 # the shared parts' news does not
    assert table.words.prompt_line() == ("Hand sorted by suit.", th.TEXT)


def test_fold_button_is_enabled_when_folding_is_allowed(app, table):
    rig(table, **MAY_FOLD)
    assert button(table, "Fold").enabled
    click_button(app, table, "Fold")
    assert last_move(table) == "fold"


def test_fold_button_is_disabled_while_holding_the_led_suit(app, table):
    rig(table, **NO_FOLD)
    fold = button(table, "Fold")
    assert not fold.enabled
    reason = table.match.state.why_illegal(Move("fold"))
    assert "cannot fold" in reason
    everything_refused_keeps_state(table, lambda: click_button(app, table, "Fold"))
    message = everything_refused_keeps_state(table, lambda: press(app, pygame.K_f))
    assert message == reason
    assert "cannot fold" in table.words.prompt()


def test_lead_offers_a_lead_button_and_refuses_a_trump(app, table):
    rig(table, hands=["9 Fromps,3 Bugs,Grue"] + OTHERS, to_act=0)
    assert [b.label for b in table.buttons.widgets] == ["Lead a card  (P)"]   # no fold before the lead
    click_card(app, table, "Grue")
    message = everything_refused_keeps_state(table, lambda: press(app, pygame.K_p))
    assert "cannot lead a trump" in message
    click_card(app, table, "3 Bugs")
    click_button(app, table, "Lead the 3 of Bugs")
    assert last_move(table) == "lead 3 Bugs"


def test_trick_shows_tags_high_card_ring_and_folded_veils(app, table, monkeypatch):
    rig(table, hands=MAY_FOLD["hands"], trick="5 Lamps,7 Lamps", players=(1, 2), folded=(2,))
    trick = table.shown_trick()
    assert trick.led_colour == "red" and trick.suit_order == ("Lamps",)
    assert trick.high == 0 and trick.folded == {2}        # Basil folded: Ada's 5 is high
    veiled, ringed = [], []
    monkeypatch.setattr(table.painter, "veil", lambda surf, s, alpha, *a: veiled.append(s))
    monkeypatch.setattr(table.painter, "ring", lambda surf, s, col, w: ringed.append(s))
    table.draw(app.screen)
    assert sprite_of(table, "7 Lamps") in veiled              # folded player's card greyed
    assert sprite_of(table, "5 Lamps") not in veiled
    assert sprite_of(table, "5 Lamps") in ringed              # the high card
    assert sprite_of(table, "3 Bugs") in veiled               # unplayable now
    assert sprite_of(table, "9 Fromps") not in veiled


@pytest.fixture(scope="module")
def animated_app(tmp_path_factory):
    """An app at the normal animation speed."""
    app = make_app(tmp_path_factory.mktemp("trophy_animated"), speed="normal")
    yield app
    app.shutdown()


@pytest.fixture
def animated(animated_app):
    animated_app.stack.reset(MainMenu(animated_app))
    table = start(animated_app)
    idle(animated_app, 60)
    rig(table, **TRUMP)
    return animated_app, table


def test_finished_trick_is_held_then_slides_to_its_winner(animated):
    app, table = animated
    click_card(app, table, "Grue")
    click_button(app, table, "Play Grue")
    assert last_move(table) == "play Grue"
    assert table.held is not None and table.held.winner == 0 and table.held.trumped
    assert table.busy
    trick_cards = [parse_card(t) for t in ("5 Lamps", "∞ Lamps", "Grue")]
    idle(app, 20)
    assert all(sprite_of(table, str(c)).zone == "trick" for c in trick_cards)
    assert "You take the trick" in table.words.prompt()
    for _ in range(200):
        idle(app, 1)
        if table.held is None:
            break
    assert table.held is None
    idle(app, 40)
    wx, wy = table.geometry().pods[0].won
    for c in trick_cards:
        s = sprite_of(table, str(c))
        assert s.zone == "won:0"
        assert abs(s.x - wx) < table.card_w * 0.2 and abs(s.y - wy) < table.card_w * 0.2


def test_a_click_skips_the_pause_on_a_finished_trick(animated):
    app, table = animated
    click_card(app, table, "Grue")
    press(app, pygame.K_p)
    assert table.held is not None
    dr.run_frames(app, 1, events=dr.click((5, 300)))
    assert table.held is None
    assert sprite_of(table, "Grue").zone == "won:0"


def test_whole_hand_solo_against_ai_by_mouse_alone(app):
    table = start(app, n=3, humans=1, seed=11)
    player = EventPlayer(app, table, "mouse", check=frame_check(app))
    player.play_hand()
    assert player.moves > 0
    assert table.match.state.is_over


def test_whole_hand_pass_and_play_by_keyboard_alone(app):
    table = start(app, n=3, humans=3, seed=4)
    player = EventPlayer(app, table, "keys", check=frame_check(app))
    player.play_hand()
    assert player.handoffs > 1 and player.moves > 3
    assert table.match.state.is_over


@pytest.mark.parametrize("points_flying", [False, True])
def test_dragging_a_card_onto_the_trick_plays_it(app, table, points_flying):
    """Also while the points of the trick just won fly to its winner: that
    drag, played by mouse in a real window, carried nothing (the press only
    ended the pop-up), and the lead was silently not made."""
    rig(table, **MAY_FOLD)
    if points_flying:
        g = table.geometry()
        table.popups.add(Popup("+2", g.trick.center, g.pods[g.bottom].won, life=0.9), 1.0)
        assert table.popups and not table.busy
    start_pos = card_point(table, sprite_of(table, "9 Fromps"))
    end = table.geometry().trick.center
    mid = ((start_pos[0] + end[0]) // 2, (start_pos[1] + end[1]) // 2)
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)]
    events += [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
               for p in (mid, end)]
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    send(app, events)
    assert last_move(table) == "play 9 Fromps"
