"""Moves at a remote seat's table read and move as at a local one: the
others' moves are logged in the table's words (a card the seat may not see
never named), their cards fly from where they were. A host and a friend on
127.0.0.1, the app's table on another seat."""

from __future__ import annotations

import threading

from fanucci_desktop.check.driver import run_frames
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from net_kit import TableHosting


def play_the_hand(app, table, watch=lambda: None) -> None:
    """Play the table's seat (its first legal move) until the hand ends,
    calling ``watch`` after every frame."""
    for _ in range(40_000):
        if isinstance(app.stack.top, (HandSummary, GameOver)):
            return
        if app.stack.top is table and table.session.human_turn and not table.busy:
            assert table.flow.play(table.legal[0]), table.line.text
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
