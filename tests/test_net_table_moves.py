"""Moves at a remote seat's table read and move as at a local one: the
others' moves are logged in the table's words (a card the seat may not see
never named), their cards fly from where they were. A host and a friend on
127.0.0.1, the app's table on another seat."""

from __future__ import annotations

import random
import threading

import pygame

from fanucci_desktop.check.driver import key, run_frames, until_presses_count
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.storage import HandStatsStore
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary, count_hand
from fanucci_desktop.net.remote_table import NO_UNDO, SENT
from net_kit import TableHosting, frames_until


def play_the_hand(app, table, watch=lambda: None, rng: random.Random | None = None) -> None:
    """Play the table's seat (its first legal move, or one ``rng`` picks)
    until the hand ends, calling ``watch`` after every frame."""
    for _ in range(40_000):
        if isinstance(app.stack.top, (HandSummary, GameOver)):
            return
        if app.stack.top is table and table.session.human_turn and not table.busy:
            move = table.legal[0] if rng is None else rng.choice(table.legal)
            assert table.flow.play(move), table.line.text
        run_frames(app, 1)
        watch()
        threading.Event().wait(0.001)
    raise AssertionError("the hand did not end")


def test_a_face_down_discard_of_a_friend_is_logged_without_its_card(app):
    hosted = HostedMatch.new("fan-rummy", ["remote", "remote"], 4_000_000_051)
    hosting = TableHosting(hosted, pause=0.005)
    table = hosting.table_for(app)
    ada = 1 - table.session.you
    play_the_hand(app, table)
    said = table.log.texts()
    assert "Ada discarded face down." in said, said
    hidden = {str(m).split(" ", 1)[1] for m in hosted.match.hands[0].moves
              if str(m).startswith("discard ")}
    assert hidden
    assert not [line for line in said if line.startswith("Ada discarded the")], said
    assert table.seats[ada].name == "Ada"
    hosting.stop()


def test_a_friends_moves_are_in_the_log_of_a_table_that_logs_events(app):
    hosted = HostedMatch.new("flathead-rummy", ["remote", "remote"], 4_000_000_053)
    hosting = TableHosting(hosted, pause=0.005)
    table = hosting.table_for(app)
    play_the_hand(app, table)
    said = table.log.texts()
    assert [line for line in said if line.startswith("Ada ")], said
    assert [line for line in said if line.startswith("Basil ")], said
    hosting.stop()


def test_a_friends_draw_from_the_stock_flies_from_the_stock(app):
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 4_000_000_057)
    hosting = TableHosting(hosted, pause=0.005)
    table = hosting.table_for(app)
    ada = 1 - table.session.you
    synced: list = []
    sync = table.sync

    def noting(events, animate=True, stagger=0.0):
        synced.extend(events)
        sync(events, animate, stagger)

    table.sync = noting
    play_the_hand(app, table)
    draws = [e for e in synced if e.kind == "draw" and e.player == ada]
    assert draws, [e.kind for e in synced]
    assert all(e.src == "stock" and e.dst == f"hand:{ada}" and e.cards == () for e in draws)
    hosting.stop()


def gin_at_the_seats_turn(app, seed: int):
    """A hosted Gin match of two friends, the app's table on one seat at its
    turn: (the hosting, the table, the moves of the hand so far)."""
    hosting = TableHosting(HostedMatch.new("gin-rummy", ["remote", "remote"], seed), pause=0.005)
    table = hosting.table_for(app)
    assert frames_until(app, lambda: table.session.human_turn and not table.busy)
    return hosting, table, len(table.match.hands[-1].moves)


def test_the_seats_move_is_sent_without_freezing_the_frame_and_shown_when_it_comes_back(app):
    hosting, table, moves = gin_at_the_seats_turn(app, 4_000_000_059)
    gate, held = threading.Event(), threading.Event()

    def hold_the_host() -> None:
        held.set()
        gate.wait(30)

    hosting.loop.call_soon_threadsafe(hold_the_host)     # the host answers nothing for now
    assert held.wait(10)
    move = table.legal[0]
    assert table.flow.play(move), table.line.text         # returns at once: the host is held
    assert not table.session.human_turn
    run_frames(app, 3)
    assert table.line.text.startswith(SENT), table.line.text
    assert len(table.match.hands[-1].moves) == moves
    assert not table.flow.play(move)                      # not twice while it travels
    gate.set()
    assert frames_until(app, lambda: len(table.match.hands[-1].moves) > moves)
    assert table.match.hands[-1].moves[moves] == str(move)
    assert frames_until(app, lambda: not table.line.text.startswith(SENT)), table.line.text
    hosting.stop()


def test_a_move_the_host_refuses_is_said_on_the_line_and_the_turn_stays(app):
    hosting, table, moves = gin_at_the_seats_turn(app, 4_000_000_061)
    assert table.flow.play(Move("knock"))                 # sent: only the host may say no
    assert frames_until(app, lambda: table.session.human_turn)
    assert len(table.match.hands[-1].moves) == moves
    run_frames(app, 2)
    assert table.line.text and not table.line.text.startswith(SENT), table.line.text
    assert table.flow.play(table.legal[0])
    assert frames_until(app, lambda: len(table.match.hands[-1].moves) > moves)
    hosting.stop()


def test_a_finished_online_match_counts_in_the_clients_own_statistics_once(app):
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 4_000_000_081, {"target": 1})
    hosting = TableHosting(hosted, pause=0.005, hints=True)      # Ada plays as the computer would
    table = hosting.table_for(app)
    you = table.session.you
    play_the_hand(app, table, rng=random.Random(5))
    assert isinstance(app.stack.top, GameOver), hosted.match.totals
    figures = app.stats.summary()["gin-rummy"]
    assert figures["all"]["played"] == 1 and figures["online"]["played"] == 1, figures
    assert figures["all"]["won"] == (1 if you in hosted.match.winners else 0)
    table.flow.count_match()                        # the same match again: counted once
    assert app.stats.summary()["gin-rummy"]["all"]["played"] == 1
    hands = HandStatsStore(app.paths).summary()["gin-rummy"]
    assert hands["all"]["played"] == 1 and hands["online"]["played"] == 1, hands
    count_hand(app, table)                          # its summary shown again: counted once
    assert HandStatsStore(app.paths).summary()["gin-rummy"]["all"]["played"] == 1
    hosting.stop()


def test_undo_online_says_the_rule_and_takes_nothing_back(app):
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 4_000_000_083)
    hosting = TableHosting(hosted, pause=0.005)
    table = hosting.table_for(app)
    for _ in range(20):                              # until the seat has moved and still acts
        assert frames_until(app, lambda: table.session.human_turn and not table.busy)
        moves = len(table.match.hands[-1].moves)
        assert table.flow.play(table.legal[0])
        assert frames_until(app, lambda: len(table.match.hands[-1].moves) > moves)
        run_frames(app, 2)
        if table.session.human_turn:
            break
    assert table.session.human_turn, "the seat never moved twice in a turn"
    before = len(table.match.hands[-1].moves)
    until_presses_count(app)
    run_frames(app, 1, events=key(pygame.K_z, mod=pygame.KMOD_CTRL))
    assert table.line.text == NO_UNDO
    assert len(table.match.hands[-1].moves) == before
    assert not table.tools.buttons[1].enabled
    hosting.stop()
