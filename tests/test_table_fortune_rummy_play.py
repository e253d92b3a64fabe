"""The Fortune Rummy table driven by synthetic mouse and keyboard events:
taking the pile only through a meld for its top card, adding to own melds,
the Queen of Spades rule, refusals that change nothing, whole hands."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.ui.tables.fortune_rummy.facts import display_order, sorted_cards
from fanucci_desktop.ui.tables.fortune_rummy.table import FortuneTable
from fanucci_desktop.ui.tables.fortune_rummy.words import QUEEN_HINT
from test_table_fortune_rummy_kit import (HAND, PILE, EventPlayer, card_point, cards, click_card,
                                          hand_sprite, make_app, rig, rigged, settle,
                                          start)
from table_fixtures import app_fixtures

shared_app, app = app_fixtures(make_app, "fortune_table")


@pytest.fixture
def table(app):
    table = rigged(app)
    assert isinstance(table, FortuneTable)
    return table


def snapshot(table):
    return table.match.state.to_dict()


def test_discard_pile_shows_only_its_top_card(app, table):
    assert table.sight.view()["discard"] == [None, None] + cards("7H")
    shown = [s.card for s in table.sprites if s.zone == "discard" and s.card is not None]
    assert shown == cards("7H")
    frame_check(app)()


def test_take_pile_by_choosing_the_meld_for_its_top_card(app, table):
    click_card(app, table, "7S")
    table.double.forget()
    click_card(app, table, "7D")
    dr.run_frames(app, 1, events=dr.click(table.pile_rects["discard"].center))
    settle(app, table)
    state = table.match.state
    obs = state.observation(0)
    assert obs.melds == ((0, tuple(cards("7S 7H 7D"))),)
    assert obs.phase == "play"
    assert set(cards("2C 9D")) <= set(obs.hand) and obs.discard_size == 0
    assert table.meld_rects[0].colliderect(table.geo.mine)


def test_take_pile_offers_name_the_meld_and_work_by_button(app, table):
    labels = [b.label for b in table.buttons.widgets]
    assert labels[0] == "Draw  (D)"
    take = [b for b in table.buttons.widgets if b.label.startswith("Take the pile with ")]
    assert take, labels
    dr.run_frames(app, 1, events=dr.click(take[0].rect.center))
    settle(app, table)
    assert table.match.state.observation(0).melds[0][0] == 0
    assert table.match.state.phase == "play"


def test_ruling_take_pile_refused_without_a_meld_for_the_top_card(app, table):
    before = snapshot(table)
    dr.run_frames(app, 1, events=dr.click(table.pile_rects["discard"].center))
    assert "choose the meld for the 7 of Hearts" in table.line.text
    click_card(app, table, "5H")
    table.double.forget()
    click_card(app, table, "9C")
    dr.run_frames(app, 1, events=dr.click(table.pile_rects["discard"].center))
    reason = table.match.state.why_illegal(Move("take-pile", tuple(cards("5H 9C"))))
    assert reason and reason.startswith("The 7 of Hearts on top of the pile must go into a meld")
    assert table.line.text == reason
    assert snapshot(table) == before


def test_draw_by_click_and_key(app, table):
    dr.run_frames(app, 1, events=dr.click(table.pile_rects["stock"].center))
    settle(app, table)
    assert table.match.state.phase == "play"
    before = snapshot(table)
    dr.run_frames(app, 1, events=dr.key(pygame.K_d))
    assert table.line.text == "You have already taken a card this turn."
    assert snapshot(table) == before


def test_ruling_queen_of_spades_discard_refused_and_explained(app, table):
    dr.run_frames(app, 1, events=dr.key(pygame.K_d))
    settle(app, table)
    before = snapshot(table)
    p = card_point(table, hand_sprite(table, "QS"))
    dr.run_frames(app, 1, events=dr.click(p) + dr.click(p))
    reason = table.match.state.why_illegal(Move("discard", tuple(cards("QS"))))
    assert reason == "The Queen of Spades can only be discarded when you go out."
    assert table.line.text == f"{reason} {QUEEN_HINT}"
    assert snapshot(table) == before
    table.line.text = ""
    assert table.words.prompt() == f"{reason} {QUEEN_HINT}"   # selected alone: said up front
    dr.run_frames(app, 1, events=dr.key(pygame.K_x))
    assert table.line.text == f"{reason} {QUEEN_HINT}" and snapshot(table) == before


def test_queen_of_spades_goes_out_as_last_card(app, table):
    rig(table, ["QS"], PILE, melds=((0, ["8H", "9H", "10H"]),), phase="play")
    settle(app, table)
    p = card_point(table, hand_sprite(table, "QS"))
    dr.run_frames(app, 1, events=dr.click(p) + dr.click(p))
    assert table.match.state.is_over and table.match.state.went_out == 0


def test_add_to_own_meld_by_clicking_it(app, table):
    rig(table, HAND, PILE, melds=((1, ["8C", "9C", "10C"]), (0, ["5S", "6S", "7S"])),
        phase="play")
    settle(app, table)
    click_card(app, table, "JH")
    assert 0 not in table.painter._targets() and 1 not in table.painter._targets()
    dr.run_frames(app, 1, events=dr.key(pygame.K_c))
    click_card(app, table, "7C")
    table.double.forget()
    assert table.painter._targets() == set()
    dr.run_frames(app, 1, events=dr.key(pygame.K_c))
    # 8S extends the viewer's spade run: it lights up and takes the card
    rig(table, HAND[:-1] + ["8S"], PILE, melds=((1, ["8C", "9C", "10C"]), (0, ["5S", "6S", "7S"])),
        phase="play")
    settle(app, table)
    click_card(app, table, "8S")
    assert table.painter._targets() == {1}
    dr.run_frames(app, 1, events=dr.click(table.meld_rects[1].center))
    settle(app, table)
    assert table.match.state.observation(0).melds[1] == (0, tuple(cards("5S 6S 7S 8S")))


def test_ruling_add_only_to_own_melds(app, table):
    rig(table, HAND, PILE, melds=((1, ["8C", "9C", "10C"]),), phase="play")
    settle(app, table)
    before = snapshot(table)
    click_card(app, table, "7C")
    assert table.meld_rects[0].colliderect(table.geo.pods[1])
    dr.run_frames(app, 1, events=dr.click(table.meld_rects[0].center))
    assert table.line.text == "You may add cards only to your own melds."
    assert snapshot(table) == before


def test_meld_by_key_and_by_clicking_the_meld_band(app, table):
    rig(table, HAND, PILE, phase="play")
    settle(app, table)
    for text in ("3C", "4D", "JH"):           # not a meld: the engine's reason, no change
        click_card(app, table, text)
        table.double.forget()
    before = snapshot(table)
    reason = table.match.state.why_illegal(Move("meld", sorted_cards(cards("3C 4D JH"))))
    assert table.words.prompt() == reason
    dr.run_frames(app, 1, events=dr.key(pygame.K_m))
    assert table.line.text == reason and snapshot(table) == before
    dr.run_frames(app, 1, events=dr.key(pygame.K_c))
    for text in ("7S", "7D", "7C"):
        click_card(app, table, text)
        table.double.forget()
    mine = table.geo.mine
    dr.run_frames(app, 1, events=dr.click((mine.right - 5, mine.bottom - 5)))
    settle(app, table)
    assert table.match.state.observation(0).melds == ((0, tuple(cards("7S 7D 7C"))),)


def test_keyboard_focus_select_and_enter(app, table):
    dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT))
    assert table.hand_cursor.index == 0
    dr.run_frames(app, 1, events=dr.key(pygame.K_SPACE))
    assert len(table.selected) == 1
    dr.run_frames(app, 1, events=dr.key(pygame.K_c))
    assert table.selected == []
    dr.run_frames(app, 1, events=dr.key(pygame.K_DOWN) + dr.key(pygame.K_RETURN))  # first button: Draw
    settle(app, table)
    assert table.match.state.phase == "play"


def test_display_order_places_deuces_where_they_stand():
    assert display_order(cards("5H 7H 2C")) == cards("5H 2C 7H")
    assert display_order(cards("AH QH KH")) == cards("QH KH AH")
    assert display_order(cards("AH 3H 2S")) == cards("AH 2S 3H")
    assert display_order(cards("9S 9D 2C 9H")) == cards("9S 9D 9H 2C")


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_whole_hand_solo_against_ai(app, mode):
    table = start(app, n=3, humans=1, seed=21)
    player = EventPlayer(app, table, mode, check=frame_check(app))
    assert player.play_hand()
    assert player.human_moves >= 4
    assert table.match.hands[0].scores is not None


def test_whole_hand_pass_and_play(app):
    table = start(app, n=3, humans=2, seed=8)
    player = EventPlayer(app, table, "mouse", check=frame_check(app))
    assert player.play_hand()
    assert player.handoffs >= 2 and player.human_moves >= 4


def press_select(app, table, texts: str) -> None:
    """Select cards by keys only: C clears, Right moves the focus, Space selects."""
    want = set(texts.split())
    dr.run_frames(app, 1, events=dr.key(pygame.K_c))
    for _ in range(len(table.hand_sprites())):
        dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT))
        sprite = table.hand_sprites()[table.hand_cursor.index]
        if str(sprite.card) in want and sprite not in table.selected:
            dr.run_frames(app, 1, events=dr.key(pygame.K_SPACE))
            want.discard(str(sprite.card))
    assert not want


def test_take_pile_and_add_by_keys(app, table):
    press_select(app, table, "7S 7D")
    dr.run_frames(app, 1, events=dr.key(pygame.K_t))
    settle(app, table)
    assert table.match.state.observation(0).melds == ((0, tuple(cards("7S 7H 7D"))),)
    press_select(app, table, "7C")
    dr.run_frames(app, 1, events=dr.key(pygame.K_a))
    settle(app, table)
    assert table.match.state.observation(0).melds == ((0, tuple(cards("7S 7H 7D 7C"))),)


def test_double_click_discards_and_ends_the_turn(app, table):
    moves = table.match.hands[-1].moves
    start_at = len(moves)
    dr.run_frames(app, 1, events=dr.key(pygame.K_d))
    settle(app, table)
    p = card_point(table, hand_sprite(table, "KD"))
    dr.run_frames(app, 1, events=dr.click(p) + dr.click(p))
    assert moves[start_at:start_at + 2] == ["draw", "discard KD"]
    assert table.match.current_player == 1 and not table.session.human_turn


def test_stock_rebuilt_from_the_pile_is_said(app, table):
    state = table.match.state
    state.stock = state.stock[:1]              # the last card of the stock
    table.sync([], animate=False)
    dr.run_frames(app, 1, events=dr.key(pygame.K_d))
    p = card_point(table, hand_sprite(table, "KD"))
    dr.run_frames(app, 1, events=dr.click(p) + dr.click(p))
    assert table.log.texts()[-1] == ("The discard pile, all but its top card, is turned over as the "
                             "new stock.")
    assert table.sight.view()["discard"] == cards("KD")
