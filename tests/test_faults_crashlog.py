"""A crash log lists the last moves of the match in play (issue 42, item 7)."""

import sys


from fanucci_desktop.launch import crash_log
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session import Seat


def test_the_crash_log_lists_the_moves_of_the_table_in_play(app):
    table = dr.new_table(app, "gin-rummy", [Seat("Ada"), Seat("Bot", "easy")], seed=5)
    assert dr.Autopilot(app, table).moves(6)
    played = [move for hand in table.match.hands for move in hand.moves]
    assert len(played) >= 6
    assert app.recent_moves() == [f"hand 1: {move}" for move in played]
    try:
        raise RuntimeError("the table fell over")
    except RuntimeError:
        path, why = crash_log(app, sys.exc_info())
    text = path.read_text("utf-8")
    assert f"last moves ({len(played)} of {len(played)}, oldest first)" in text
    assert f"  hand 1: {played[-1]}\n" in text


def test_a_failure_to_list_the_moves_is_written_in_the_log_not_hidden(app, monkeypatch):
    def broken():
        raise AttributeError("no such thing")
    monkeypatch.setattr(app, "recent_moves", broken)
    try:
        raise RuntimeError("the table fell over")
    except RuntimeError:
        path, _ = crash_log(app, sys.exc_info())
    assert "AttributeError('no such thing')" in path.read_text("utf-8")
