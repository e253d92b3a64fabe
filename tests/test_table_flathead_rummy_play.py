"""The Flathead Rummy table driven by synthetic mouse and keyboard input:
whole hands solo against the AI and pass-and-play, refusals with the rules'
reason that change nothing, buried takes marked only for the player to act,
lay-off targets, and the end-of-hand lay-offs held on the table before the
score."""

from __future__ import annotations

import random

import pygame
import pytest

from fanucci_desktop.engine.match import Match
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games import get_game
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.session import TableSession
from fanucci_desktop.session.perspective import Perspective
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.tables.flathead_rummy.table import FlatheadTable

from test_table_flathead_rummy_kit import (card, click, crafted, frames, hand_card_pos, install,
                                           make_app, new_table, pick, play_by_keys, play_by_mouse,
                                           press, send, tableau_pos, wait_for_human)


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    app.shutdown()


def play_hand(app, table, how: str, seed: int, limit: int = 400) -> int:
    """Play the current hand to its end, every human move by ``how``
    ('mouse' or 'keys'); each input must make exactly that move."""
    rng = random.Random(seed)
    made = 0
    while wait_for_human(app, table) == "human":
        state = table.match.state
        move = pick(state.legal_moves(), rng)
        before = list(table.match.hands[-1].moves)
        (play_by_mouse if how == "mouse" else play_by_keys)(app, table, move)
        assert table.match.hands[-1].moves[:len(before) + 1] == before + [str(move)], \
            (str(move), table.line.text)
        made += 1
        frame_check(app)()
        assert made < limit, "the hand does not end"
    return made


def test_solo_hand_by_mouse_alone(app):
    table = new_table(app, humans=1, players=2, seed=4)
    made = play_hand(app, table, "mouse", seed=1)
    assert made >= 3
    assert isinstance(app.stack.top, HandSummary)
    assert table.match.hands[-1].scores is not None


def test_pass_and_play_hand_by_keyboard_alone(app):
    table = new_table(app, humans=2, players=2, seed=8)
    made = play_hand(app, table, "keys", seed=2)
    assert made >= 4
    assert isinstance(app.stack.top, HandSummary)


def test_opponent_hands_and_draw_pile_are_backs(app):
    table = new_table(app, humans=1, players=4, seed=6)
    wait_for_human(app, table)
    assert table.sight.viewer == 0
    for seat in (1, 2, 3):
        backs = [s for s in table.sprites if s.zone == f"hand:{seat}"]
        assert backs and all(s.card is None for s in backs)
    assert all(s.card is None for s in table.sprites if s.zone == "draw")
    assert all(s.card is not None for s in table.sprites if s.zone == "tableau")
    assert all(s.card is not None for s in table.sprites if s.zone == "hand:0")


def refused_unchanged(app, table, act, reason_part: str) -> None:
    """``act`` is refused with a message holding ``reason_part``; nothing changes."""
    before = table.match.state.to_dict()
    moves = list(table.match.hands[-1].moves)
    act()
    frames(app, 2)
    assert reason_part in table.line.text, table.line.text
    assert table.match.state.to_dict() == before
    assert table.match.hands[-1].moves == moves


BURIED = crafted(["3 Zurfs, 4 Zurfs, 9 Bugs, 1 Lamps, 7 Faces", "0 Rain, 2 Hives, 6 Mazes, 8 Ears"],
                 "5 Zurfs, 8 Hives, 2 Ears, 6 Books", melds=["5 Faces, 6 Faces, 8 Faces, Grue"],
                 owners=[1])


def test_buried_card_taken_by_click_only_when_playable(app):
    table = new_table(app, players=2)
    install(app, table, BURIED.clone())
    state = table.match.state
    assert table.takeable == {card("5 Zurfs"), card("6 Books")}
    refused_unchanged(app, table, lambda: click(app, tableau_pos(table, 1)),
                      state.why_illegal(Move("take", (card("8 Hives"),))))
    assert "only if you can play it" in table.line.text
    click(app, tableau_pos(table, 0))
    assert table.match.hands[-1].moves[-1] == "take 5 Zurfs"
    assert table.line.text == ""


def test_buried_marks_never_shown_on_another_players_turn(app):
    table = new_table(app, players=2)
    install(app, table, crafted(["3 Zurfs, 4 Zurfs, 9 Bugs", "0 Rain, 2 Hives, 6 Mazes"],
                                "5 Zurfs, 8 Hives", to_act=1))
    assert not table.session.human_turn
    assert table.takeable == set()
    assert not any(s.pickable for s in table.sprites if s.zone == "tableau")


def test_refusals_name_the_reason_and_change_nothing(app):
    table = new_table(app, players=2)
    install(app, table, BURIED.clone())
    state = table.match.state
    # taking the turn's card is the only way to start
    refused_unchanged(app, table, lambda: press(app, pygame.K_m), "three or more cards")
    pos = hand_card_pos(table, card("9 Bugs"))
    refused_unchanged(app, table, lambda: send(app, dr.click((round(pos[0]), round(pos[1]))) * 2),
                      state.why_illegal(Move("discard", (card("9 Bugs"),))))
    click(app, tableau_pos(table, 3))           # take the top discard, 6 Books
    assert table.match.hands[-1].moves[-1] == "take 6 Books"
    refused_unchanged(app, table, lambda: click(app, table.pile_rect().center),
                      "already taken a card")
    table.selected = []
    pos = hand_card_pos(table, card("6 Books"))
    refused_unchanged(app, table, lambda: send(app, dr.click((round(pos[0]), round(pos[1]))) * 2),
                      "may not discard it again")
    press(app, pygame.K_c)
    for text in ("1 Lamps", "9 Bugs"):
        click(app, hand_card_pos(table, card(text)))
    refused_unchanged(app, table, lambda: press(app, pygame.K_m), "at least three cards")
    click(app, hand_card_pos(table, card("3 Zurfs")))
    refused_unchanged(app, table, lambda: press(app, pygame.K_m), "is not a meld")


def test_layoff_targets_lit_and_laid_off_by_clicking_the_meld(app):
    table = new_table(app, players=2)
    install(app, table, crafted(["7 Faces, 3 Zurfs, 9 Bugs", "0 Rain, 2 Hives, 6 Mazes"], "5 Zurfs",
                                melds=["1 Books, 2 Books, 3 Books", "4 Faces, 5 Faces, 6 Faces"],
                                owners=[1, 0], phase="play"))
    click(app, hand_card_pos(table, card("7 Faces")))
    legal = {m.index for m in table.match.legal_moves()
             if m.action == "layoff" and m.cards == (card("7 Faces"),)}
    assert set(table.layoff_targets()) == legal == {1}
    labels = [b.label for b in table.buttons.widgets]
    assert any(label.startswith("Lay off on") and " meld 2  (A)" in label for label in labels)
    refused_unchanged(app, table, lambda: click(app, table.geo.melds.boxes[0].cards.center),
                      "does not fit meld 1")
    click(app, table.geo.melds.boxes[1].cards.center)
    assert table.match.hands[-1].moves[-1] == "layoff 7 Faces -> meld 1"


def test_prompt_always_says_what_to_do(app):
    table = new_table(app, players=2)
    install(app, table, BURIED.clone())
    assert "draw a card (D)" in table.words.prompt() and "6 of Books (T)" in table.words.prompt()
    assert "card outlined in pink deeper" in table.words.prompt()
    pos = tableau_pos(table, 0)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])),
                                       rel=(0, 0), buttons=(0, 0, 0))], draw=True)
    assert table.peek == 0
    press(app, pygame.K_d)
    assert table.match.state.phase == "play"
    assert "Select cards" in table.words.prompt()


def test_recap_of_the_final_layoffs_holds_the_table_before_the_score(tmp_path):
    app = make_app(tmp_path, speed="fast")
    try:
        table = new_table(app, humans=1, players=3)
        # Basil (seat 1) goes out by laying down his last three cards; then
        # Cleo (AI) and Ada (you) may lay off before the count.
        install(app, table, crafted(
            ["4 Faces, 9 Bugs, 0 Rain", "1 Lamps, 2 Lamps, 3 Lamps", "7 Faces, 8 Mazes"],
            "5 Zurfs", melds=["5 Faces, 6 Faces, 8 Faces, Grue"], owners=[0], phase="play", to_act=1))
        state = table.match.state
        table.flow.play(Move("meld", (card("1 Lamps"), card("2 Lamps"), card("3 Lamps"))))
        assert state.phase == "final_layoffs"
        assert wait_for_human(app, table) == "human"
        assert table.match.hands[-1].moves[-1] == "done"      # Cleo had nothing to lay off
        assert "Basil went out" in table.words.prompt()
        click(app, hand_card_pos(table, card("4 Faces")))
        click(app, table.geo.melds.boxes[0].cards.center)
        assert table.match.hands[-1].moves[-1] == "layoff 4 Faces -> meld 0"
        press(app, pygame.K_n)
        assert table.match.state.is_over
        frames(app, 30)
        assert table.hold.holding and app.stack.top is table
        title, lines = table.words.recap_lines()
        assert title == "Basil went out!"
        assert any(line.startswith("Ada laid off the 4 of Faces · 2 cards left") for line in lines)
        assert table.late_layoffs == [(0, card("4 Faces"))]
        press(app, pygame.K_SPACE)
        frames(app, 5)
        assert isinstance(app.stack.top, HandSummary)
    finally:
        app.shutdown()


def test_done_is_offered_in_the_final_layoffs_whatever_is_selected(app):
    table = new_table(app, players=2)
    install(app, table, crafted(["4 Faces, 9 Bugs", ""], "5 Zurfs",
                                melds=["5 Faces, 6 Faces, 7 Faces"], phase="final_layoffs"))
    table.match.state.winner = 1
    table.sync([], animate=False)
    click(app, hand_card_pos(table, card("9 Bugs")))
    labels = [b.label for b in table.buttons.widgets]
    assert labels == ["Done laying off  (N)"]
    assert "fits no meld" in table.words.prompt()
    press(app, pygame.K_c)
    click(app, hand_card_pos(table, card("4 Faces")))
    assert [b.label for b in table.buttons.widgets][-1] == "Done laying off  (N)"
    press(app, pygame.K_a)
    assert table.match.hands[-1].moves[-1] == "layoff 4 Faces -> meld 0"
    press(app, pygame.K_n)
    assert table.match.hands[-1].moves[-1] == "done"


def test_a_resumed_table_recounts_the_final_layoffs(app):
    """A table opened on a saved match shows the same recap as one that saw
    the lay-offs: counts found by replaying the record equal those seen
    while the hand was played."""
    game = get_game("flathead-rummy")
    for seed in range(60):
        match = Match(game, 2, seed)
        match.deal()
        rng = random.Random(seed)
        seen: dict[int, int] = {}
        while not match.state.is_over:
            move = pick(match.state.legal_moves(), rng)
            if move.action == "layoff" and match.state.phase == "final_layoffs":
                seen[match.current_player] = seen.get(match.current_player, 0) + 1
            match.apply(move)
        if seen:
            break
    assert seen, "no hand with lay-offs after going out"
    session = TableSession(Match.from_dict(match.to_dict(), game), [Seat("Ada"), Seat("Basil")])
    table = FlatheadTable(app, session, Perspective.seat())
    assert table.final_layoffs == seen


def drag(app, start, end) -> None:
    """Press at ``start``, move in two steps to ``end``, release there."""
    s = (round(start[0]), round(start[1]))
    e = (round(end[0]), round(end[1]))
    mid = ((s[0] + e[0]) // 2, (s[1] + e[1]) // 2)
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=s, button=1)]
    events += [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
               for p in (mid, e)]
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=e, button=1))
    send(app, events)


def test_drag_a_card_onto_a_meld_lays_it_off_and_onto_the_tableau_discards(app):
    table = new_table(app, players=2)
    install(app, table, crafted(["7 Faces, 3 Zurfs, 9 Bugs", "0 Rain, 2 Hives, 6 Mazes"], "5 Zurfs",
                                melds=["4 Faces, 5 Faces, 6 Faces"], owners=[1], phase="play"))
    drag(app, hand_card_pos(table, card("7 Faces")), table.geo.melds.boxes[0].cards.center)
    assert table.match.hands[-1].moves[-1] == "layoff 7 Faces -> meld 0"
    made = len(table.match.hands[-1].moves)
    drag(app, hand_card_pos(table, card("9 Bugs")), table.geo.tableau.visible[0].center)
    assert table.match.hands[-1].moves[made] == "discard 9 Bugs"   # then the AI plays on


def test_a_drop_on_the_empty_part_of_the_tableau_discards_and_never_quotes_the_meld_rule(app):
    table = new_table(app, players=2)
    hands = ["7 Faces, 3 Zurfs, 9 Bugs", "0 Rain, 2 Hives, 6 Mazes"]
    install(app, table, crafted(hands, "5 Zurfs", phase="take"))
    area = table.geo.tableau_area
    empty = (area.right - table.theme.px(8), area.centery)
    assert not any(r.collidepoint(empty) for r in table.geo.tableau.visible)
    before = table.match.to_dict()
    drag(app, hand_card_pos(table, card("9 Bugs")), empty)     # not yet the time to discard
    assert table.match.to_dict() == before
    assert table.line.text and "meld" not in table.line.text.lower(), table.line.text
    install(app, table, crafted(hands, "5 Zurfs", phase="play"))
    made = len(table.match.hands[-1].moves)
    drag(app, hand_card_pos(table, card("9 Bugs")), empty)
    assert table.match.hands[-1].moves[made:made + 1] == ["discard 9 Bugs"], table.line.text


def test_a_single_card_dropped_on_the_open_felt_is_a_miss_not_the_meld_rule(app):
    table = new_table(app, players=2)
    hands = ["7 Faces, 3 Zurfs, 9 Bugs", "0 Rain, 2 Hives, 6 Mazes"]
    install(app, table, crafted(hands, "5 Zurfs", phase="play"))
    felt = table.geo.meld_zone.center                          # the empty melds box: no meld to lay off on
    before = table.match.to_dict()
    drag(app, hand_card_pos(table, card("9 Bugs")), felt)
    assert table.match.to_dict() == before
    assert table.line.text.startswith("That drop missed: drop the 9 of Bugs on the tableau"), table.line.text


def test_t_takes_the_tableau_card_whose_button_shows_it(app):
    """A buried card picked in the tableau (as a hint picks it) has a
    button "Take the 5 of Zurfs  (T)": T takes that card, not the top one."""
    table = new_table(app, players=2)
    install(app, table, BURIED.clone())
    table.selected = [s for s in table.sprites if s.zone == "tableau" and s.card == card("5 Zurfs")]
    table.refresh_actions()
    assert [b.label for b in table.buttons.widgets] == ["Take the 5 of Zurfs  (T)"]
    press(app, pygame.K_t)
    frames(app, 2)
    assert table.match.hands[-1].moves[-1] == "take 5 Zurfs"
