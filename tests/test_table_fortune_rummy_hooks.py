"""The Fortune Rummy table on the shared base's hooks: the squared pile
through ``conceal`` (held to by the selftest's privacy check), the card
width through ``card_width``, the thinking dots on the deciding seat's pod
header (``plate_center``), drag and drop onto the pile and the stock
(``drop_zones`` / ``drop_targets``), undo dropping a queued move
(``on_undo``) and refusals told apart from other news (``say_refusal``)."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.tables.fortune_rummy.facts import sorted_cards
from fanucci_desktop.ui.tables.fortune_rummy.words import QUEEN_HINT
from fanucci_desktop.ui.tables.fortune_rummy.layout import card_width
from fanucci_desktop.ui.tables.parts.drop import TABLE
from test_table_fortune_rummy_kit import (HAND, PILE, card_point, cards, click_card, hand_sprite,
                                          make_app, rig, rigged, settle, start)
from table_fixtures import app_fixtures

shared_app, app = app_fixtures(make_app, "fortune_hooks")


@pytest.fixture
def table(app):
    return rigged(app)


def snapshot(table):
    return table.match.state.to_dict()


def drag(app, table, sprite, target: tuple[int, int]) -> None:
    """Press on ``sprite``, move past the drag threshold, move to
    ``target`` and let go there (a real drag, event by event)."""
    start_at = card_point(table, sprite)
    lifted = (start_at[0], start_at[1] - table.theme.px(40))
    dr.run_frames(app, 1, events=[
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_at, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=lifted, rel=(0, -40), buttons=(1, 0, 0))])
    assert table.drag.carrying is not None, "the card was not picked up"
    dr.run_frames(app, 1, events=[
        pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)])
    settle(app, table)


# The squared pile and the card width ------------------------------------------------
def test_conceal_squares_the_pile_and_the_privacy_check_holds_to_it(app, table):
    assert table.sight.conceal("discard", cards("2C 9D 7H")) == [None, None] + cards("7H")
    assert table.sight.conceal("stock", cards("2C 9D")) == cards("2C 9D")
    assert table.sight.conceal("discard", []) == []
    check = frame_check(app)
    check()                                   # the table as drawn passes
    under = [s for s in table.sprites if s.zone == "discard" and s.card is None]
    assert len(under) == 2
    under[0].card = cards("9D")[0]            # a card under the top shown face up
    with pytest.raises(AssertionError, match="concealed there"):
        check()


def test_card_width_is_the_layout_width_at_every_size(app, table):
    for size in ((960, 600), (1280, 800), (2560, 1440)):
        assert table.card_width(size) == card_width(size)
    assert table.card_w == card_width(app.size)
    for s in table.sprites:        # every sprite placed with that width (one layout pass)
        if s.zone == f"hand:{table.sight.viewer}":
            assert s.rect(table.card_w, CARD_ASPECT).w == pytest.approx(table.card_w, abs=2)


# The thinking dots --------------------------------------------------------------------
def changed_rects(a: pygame.Surface, b: pygame.Surface) -> list[pygame.Rect]:
    """Bounding boxes of the pixels that differ between two drawings."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    back = b.copy()
    back.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    same.invert()
    return same.get_bounding_rects()


@pytest.mark.parametrize("n", [2, 5])
def test_thinking_dots_sit_on_the_deciding_seats_pod_header(app, n):
    table = start(app, n=n)
    rig(table, HAND, PILE, phase="play")
    settle(app, table)
    table.flow.play(Move("discard", tuple(cards("KD"))))     # seat 1 (an AI) is to act now
    seat = table.match.current_player
    assert seat == 1 and not table.seats[seat].is_human
    surface = pygame.Surface(app.size)
    table.session.thinking = False
    table.draw(surface)
    still = surface.copy()
    table.session.thinking = True         # deciding: the shared dots are drawn
    table.draw(surface)
    table.session.thinking = False
    changed = changed_rects(still, surface)
    assert changed, "no thinking dots were drawn"
    pod = table.geo.pods[seat]
    header = pygame.Rect(pod.x, pod.y, pod.w, table.geo.header_h)
    name_x, room, info = table.painter.pod_header(seat, table.sight.observation())
    assert info.endswith("thinking")
    words = table.painter.pod_info_rect(seat, info, name_x)
    backs = [s.rect(table.card_w, CARD_ASPECT) for s in table.sprites if s.zone == f"hand:{seat}"]
    assert backs
    melds = list(table.meld_rects.values())
    for r in changed:
        assert header.contains(r), f"dots {r} leave the header {header}"
        assert r.left >= words.right, "the dots cover the words"
        assert r.right <= name_x + room, "the dots reach the score"
        assert not any(r.colliderect(b) for b in backs + melds), "the dots cover cards"


# Drag and drop ------------------------------------------------------------------------
def test_drag_onto_the_pile_takes_it_with_the_carried_cards(app, table):
    click_card(app, table, "7S")
    table.double.forget()
    click_card(app, table, "7D")
    table.double.forget()
    targets = table.drag.targets(cards("7S 7D"))
    assert [str(m) for m in targets["discard"]] == ["take-pile 7S 7D"]
    assert all(m.action != "take-pile" for m in targets.get(TABLE, []))
    drag(app, table, hand_sprite(table, "7S"), table.pile_rects["discard"].center)
    obs = table.match.state.observation(0)
    assert obs.melds == ((0, tuple(cards("7S 7H 7D"))),)
    assert obs.phase == "play"


def test_drag_onto_the_pile_refused_with_the_take_pile_rule(app, table):
    click_card(app, table, "5H")
    table.double.forget()
    click_card(app, table, "9C")
    before = snapshot(table)
    drag(app, table, hand_sprite(table, "5H"), table.pile_rects["discard"].center)
    reason = table.match.state.why_illegal(Move("take-pile", sorted_cards(cards("5H 9C"))))
    assert reason and reason.startswith("The 7 of Hearts on top of the pile must go into a meld")
    assert table.line.text == reason
    assert snapshot(table) == before


def test_drag_onto_the_pile_discards_also_when_it_is_empty(app, table):
    rig(table, HAND, [], phase="play")
    settle(app, table)
    assert not [s for s in table.sprites if s.zone == "discard"]
    assert table.drag.zone_at(table.pile_rects["discard"].center) == "discard"
    moves = table.match.hands[-1].moves
    before = len(moves)
    drag(app, table, hand_sprite(table, "KD"), table.pile_rects["discard"].center)
    assert moves[before:before + 1] == ["discard KD"]


def test_drag_of_the_queen_of_spades_onto_the_pile_explains_the_rule(app, table):
    rig(table, HAND, PILE, phase="play")
    settle(app, table)
    before = snapshot(table)
    drag(app, table, hand_sprite(table, "QS"), table.pile_rects["discard"].center)
    assert table.line.text == ("The Queen of Spades can only be discarded when you go out. "
                             + QUEEN_HINT)
    assert snapshot(table) == before


@pytest.mark.parametrize("stock", ["full", "empty"])
def test_drag_onto_the_stock_is_refused_and_changes_nothing(app, table, stock):
    rig(table, HAND, PILE, phase="play")
    if stock == "empty":
        table.match.state.stock = []
        table.sync([], animate=False)
    settle(app, table)
    before = snapshot(table)
    assert table.drag.zone_at(table.pile_rects["stock"].center) == "stock"
    drag(app, table, hand_sprite(table, "KD"), table.pile_rects["stock"].center)
    assert table.line.text == "The stock only gives cards: click it (or press D) to draw."
    assert snapshot(table) == before
    assert hand_sprite(table, "KD").pickable       # the card flew back to the hand


# Undo and the queued move ------------------------------------------------------------
def test_undo_drops_the_move_queued_for_the_next_update(app):
    table = start(app, n=2, seed=15)   # the viewer acts first; the pile is one known card
    assert table.session.human_turn and table.match.state.phase == "take"
    take = next(m for m in table.match.legal_moves() if m.action == "take-pile")
    table.flow.play(take)                  # takes only the known top card: undoable
    settle(app, table)
    meld = next(m for m in table.match.legal_moves() if m.action == "meld")
    table.flow.play(meld)
    settle(app, table)
    assert not table.undo.blocked()
    spare = next(m for m in table.match.legal_moves()
                 if m.action == "discard" and m.cards[0] not in meld.cards)
    table.choose(spare)                # queued: played on the next update
    assert table._pending == spare
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
    settle(app, table, 3)
    assert table._pending is None
    assert table.match.hands[-1].moves == [str(take)], "the queued move was played after undo"
    assert table.session.human_turn and table.match.state.phase == "play"
    assert table.line.text.startswith("Taken back: ")


# The message line ----------------------------------------------------------------------
def test_refusals_are_in_the_refusal_colour_hints_in_the_hint_colour_other_news_is_plain(app, table):
    dr.run_frames(app, 1, events=dr.click(table.pile_rects["discard"].center))
    assert "choose the meld for the 7 of Hearts" in table.line.text
    assert table.line.color() == th.REFUSAL
    dr.run_frames(app, 1, events=dr.key(pygame.K_s))
    assert table.line.text == "Hand sorted by suit."
    assert table.line.color() == th.TEXT
    table.line.refuse("Not now.")
    assert table.line.color() == th.REFUSAL
    dr.run_frames(app, 1, events=dr.key(pygame.K_h))
    assert table.line.text.startswith(("Looking for a good move", "Hint: "))
    assert table.line.color() != th.REFUSAL
    for _ in range(600):
        if table.line.text.startswith("Hint: "):
            break
        dr.run_frames(app, 1)
    assert table.line.text.startswith("Hint: ") and table.line.color() == th.HINT
