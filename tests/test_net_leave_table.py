"""At a seat of a match hosted elsewhere only the host saves the match: the
hand's summary and the pause menu offer to leave the table, not to save and
quit, and say that the host keeps the match and that joining it again takes
the seat back; leaving does that (the menu, and the seat's token rejoins
the same seat). The pause menu there names no deal number (the host keeps
it), and the game's end offers no "Play again" of the friends' seats. A
host on 127.0.0.1, the app's table on one seat."""

from __future__ import annotations

import threading

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.remote_session import RemoteSession
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.pause import Pause
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.theme import DrawnText
from net_kit import TableHosting

KEPT = "The host keeps the match: join it again to take your seat back."


def drawn_texts(app) -> list[str]:
    """The texts one whole frame draws."""
    app.theme.drawn = []
    try:
        app.draw()
        return [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
    finally:
        app.theme.drawn = None


def said_whole(texts: list[str], sentence: str) -> bool:
    """True when ``sentence`` is drawn, on one line or wrapped over lines in a row."""
    return any(" ".join(texts[i:j]) == sentence for i in range(len(texts)) for j in range(i + 1, len(texts) + 1))


def rejoins_the_same_seat(hosting: TableHosting, token: str, seat: int) -> bool:
    """True when joining again with the seat's ``token`` is given ``seat`` back."""
    again = RemoteSession(hosting.address, "Basil", token=token)
    again.start()
    try:
        for _ in range(500):
            view = again.view
            if view is not None:
                return view["you"] == seat
            threading.Event().wait(0.02)
        return False
    finally:
        again.close()


@pytest.fixture
def hosting():
    """A Gin Rummy match hosted on 127.0.0.1, Ada in its first seat (she
    waits: the position stays as dealt); stopped after the test."""
    hosted = TableHosting(HostedMatch.new("gin-rummy", ["remote", "remote"], 4_000_000_061), pause=30.0)
    yield hosted
    hosted.stop()


def leave(app, scene, table) -> tuple[str, int]:
    """Press the scene's Leave the table; returns the seat's token and seat."""
    token, seat = table.session.remote.token, table.session.you
    assert token is not None
    button = next(b for b in scene.buttons if b.label == "Leave the table")
    dr.run_frames(app, 1, events=dr.click(button.rect.center))
    return token, seat


def test_the_summary_at_a_seat_hosted_elsewhere_leaves_the_table_and_says_the_host_keeps_the_match(
        app, hosting):
    table = hosting.table_for(app)
    summary = HandSummary(app, table)
    app.stack.push(summary)
    dr.run_frames(app, 2)
    labels = [b.label for b in summary.buttons]
    assert "Leave the table" in labels and not [label for label in labels if "save" in label.lower()], labels
    texts = drawn_texts(app)
    assert said_whole(texts, KEPT), texts
    assert KEPT in summary.spoken_title()
    token, seat = leave(app, summary, table)
    assert isinstance(app.stack.top, MainMenu)
    assert table.session.remote.ended, "the seat is still joined"
    assert rejoins_the_same_seat(hosting, token, seat)


def test_the_pause_menu_at_a_seat_hosted_elsewhere_leaves_the_table_and_names_no_deal_number(app, hosting):
    table = hosting.table_for(app)
    app.nav.pause(table)
    pause = app.stack.top
    assert isinstance(pause, Pause)
    dr.run_frames(app, 2)
    labels = [b.label for b in pause.buttons]
    assert "Leave the table" in labels and not [label for label in labels if "save" in label.lower()], labels
    texts = drawn_texts(app)
    assert said_whole(texts, KEPT), texts
    assert not [text for text in texts if "deal number" in text], texts
    assert KEPT in pause.spoken_title()
    token, seat = leave(app, pause, table)
    assert isinstance(app.stack.top, MainMenu)
    assert table.session.remote.ended, "the seat is still joined"
    assert rejoins_the_same_seat(hosting, token, seat)


def test_the_end_of_a_match_hosted_elsewhere_offers_no_play_again_of_the_friends_seats(app, hosting):
    table = hosting.table_for(app)
    over = GameOver(app, table)
    assert [b.label for b in over.buttons] == ["Main menu"]
    assert over.buttons[0].primary and over.note() == ""


def test_a_match_played_here_still_saves_and_quits(app):
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
    assert "Save and quit" in [b.label for b in HandSummary(app, table).buttons]
    app.nav.pause(table)
    assert "Save and quit to menu" in [b.label for b in app.stack.top.buttons]
    assert not said_whole(drawn_texts(app), KEPT)
