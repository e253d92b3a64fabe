"""A remote seat's table shows the others as they are: a friend online as a
friend ("online", "lost the connection: waiting" with the countdown), never
as a computer thinking; the computer's seats as the computer's. A host and
friends on 127.0.0.1, the app's table on one seat."""

from __future__ import annotations

import asyncio
import threading

from fanucci_desktop.check.driver import run_frames
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.remote_table import seat_shown
from fanucci_desktop.session.seats import FRIEND
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables.parts.plate import seat_caption
from fanucci_desktop.ui.tables.parts.tools import ThinkingDots
from net_kit import FAST, TableHosting as Hosting, frames_until


def test_a_friend_online_shows_as_a_friend_never_as_the_computer_thinking(app):
    hosted = HostedMatch.new("fortune-rummy", ["remote", "remote", "normal"], 4_000_000_041)
    hosting = Hosting(hosted, pause=0.01)
    table = hosting.table_for(app)
    you, computer = table.session.you, 2
    ada = 1 - you
    assert table.seats[ada].kind == FRIEND and table.seats[ada].name == "Ada"
    assert seat_caption(table.seats[ada])[0] == "online"
    assert "AI" not in " ".join(seat_caption(table.seats[ada]))
    assert table.seats[computer].is_computer and seat_caption(table.seats[computer])[0].endswith("AI")
    assert table.side.key_help == controls.help_items("fortune-rummy")      # no Shift+V: not hosted here
    dots = next(part for part in table.parts if isinstance(part, ThinkingDots))
    rng_moves = 0
    for _ in range(40_000):
        if isinstance(app.stack.top, (HandSummary, GameOver)):
            break
        if app.stack.top is table and table.session.human_turn and not table.busy:
            assert table.flow.play(table.legal[rng_moves % len(table.legal)]), table.line.text
            rng_moves += 1
        run_frames(app, 1)
        if table.match.current_player == ada:
            assert not dots.shown(), "the thinking dots over a friend's plate"
        threading.Event().wait(0.001)
    assert isinstance(app.stack.top, (HandSummary, GameOver)), "the hand did not end"
    hosting.stop()


def test_a_friend_who_dropped_shows_the_hosts_countdown_on_their_plate(app):
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 4_000_000_043)
    hosting = Hosting(hosted, pause=30.0)          # Ada never moves before she drops
    table = hosting.table_for(app)
    ada = 1 - table.session.you
    assert frames_until(app, lambda: table.seats[ada].status == "online")
    asyncio.run_coroutine_threadsafe(hosting.box["ada"].client.close(), hosting.loop).result(10)
    assert frames_until(app, lambda: table.seats[ada].status.startswith(
        "lost the connection: waiting ")), table.seats[ada]
    assert table.seats[ada].kind == FRIEND
    seconds = int(table.seats[ada].status.rsplit(" ", 2)[1])
    assert 0 < seconds <= FAST.away_wait
    assert seat_caption(table.seats[ada])[0].startswith("lost the connection: waiting")
    hosting.stop()


def test_the_computers_seats_show_the_level_the_host_gave_them(app):
    hosted = HostedMatch.new("fortune-rummy", ["remote", "remote", "hard", "easy"], 4_000_000_047)
    hosting = Hosting(hosted, pause=30.0)
    table = hosting.table_for(app)
    assert [table.seats[2].kind, table.seats[3].kind] == ["hard", "easy"]
    assert seat_caption(table.seats[2])[0].endswith("hard AI")
    assert seat_caption(table.seats[3])[0].endswith("easy AI")
    hosting.stop()


def test_a_computers_seat_from_a_host_that_names_no_level_shows_as_normal():
    """PROTOCOL.md, Versions: a host of version 1 from before ``level``."""
    older = {"name": "AI 3", "kind": "ai", "status": "ai"}
    assert seat_shown(older, you=False, left=None).kind == "normal"
    assert seat_shown({**older, "level": "easy"}, you=False, left=None).kind == "easy"
