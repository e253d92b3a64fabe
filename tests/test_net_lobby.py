"""Hosting from the set-up screen: a seat may be "a friend online";
dealing opens the lobby with the join code and the address (127.0.0.1 in
tests), the friend's seat "waiting" until taken; a friend joining from
another client and the person here play the hand at the game's own
table; Start now gives the open seats to the computer; Back stops hosting."""

from __future__ import annotations

import asyncio
import random
import threading

import pygame

from fanucci_desktop.check.driver import click, run_frames
from fanucci_desktop.check.invariants import privacy_failures
from fanucci_desktop.net.remote_table import RemoteTableSession
from fanucci_desktop.ui.scenes.lobby import Lobby
from fanucci_desktop.ui.scenes.new_game import ONLINE, name_refusal
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables.base import Table
from net_kit import friend


def set_up(app, kinds: list[str]) -> Lobby:
    """The Gin Rummy set-up screen with ``kinds``, dealt: the lobby."""
    app.nav.new_game("gin-rummy")
    run_frames(app, 2)
    form = app.stack.top
    for widget, kind in zip(form.kinds, kinds):
        widget.set_value(kind)
    form.names[0].value = "Basil"
    run_frames(app, 1, events=click(form.start.rect.center))
    lobby = app.stack.top
    assert isinstance(lobby, Lobby), form.error
    return lobby


def frames_until(app, done, most: int = 1500) -> bool:
    for _ in range(most):
        if done():
            return True
        run_frames(app, 1)
        pygame.time.wait(5)
    return done()


def test_online_one_person_plays_at_the_hosts_screen():
    assert name_refusal(["Basil", "Ada", "Cleo"], ["human", "human", ONLINE]) == (
        "Online, one person plays at this screen: make each other person a friend online.")
    assert name_refusal(["Basil", "You"], ["human", ONLINE]) is None


def test_a_friend_joins_the_lobby_and_both_play_the_hand_at_their_tables(app):
    lobby = set_up(app, ["human", ONLINE])
    assert lobby.addresses and lobby.addresses[0].startswith("127.0.0.1:")
    assert frames_until(app, lambda: lobby.seats() == ["Basil, at this screen",
                                                      "Seat 2: waiting for a friend"]), lobby.seats()
    run_frames(app, 1)
    loop = asyncio.new_event_loop()
    ada = friend(f"ws://{lobby.addresses[0]}", "Ada", lobby.code, 3)

    async def play() -> None:
        await asyncio.gather(ada.client.run(), ada.player.run())

    playing = threading.Thread(target=lambda: loop.run_until_complete(play()), daemon=True)
    playing.start()
    assert frames_until(app, lambda: isinstance(app.stack.top, Table)), lobby.seats()
    table = app.stack.top
    assert isinstance(table.session, RemoteTableSession)
    assert [s.name for s in table.seats] == ["Basil", "Ada"] and table.sight.viewer == 0
    rng = random.Random(2)
    for _ in range(40_000):
        if isinstance(app.stack.top, (HandSummary, GameOver)):
            break
        assert privacy_failures(app) == []
        assert all(card is None for card in table.sight.view()["hand:1"]), "Ada's hand is shown"
        if app.stack.top is table and table.session.human_turn and not table.busy:
            assert table.flow.play(rng.choice(table.legal)), table.line.text
        run_frames(app, 1)
        if not table.session.human_turn:
            pygame.time.wait(2)
    assert isinstance(app.stack.top, (HandSummary, GameOver)), "the hand did not end"
    app.nav.main_menu()                 # leaving the table stops hosting: Ada is told
    playing.join(20)
    assert ada.client.ended and "The host stopped" in ada.client.reason


def test_the_hosts_you_is_named_for_the_friends_who_read_it(app):
    app.nav.new_game("gin-rummy")
    form = app.stack.top
    form.kinds[1].set_value(ONLINE)
    form.names[0].value = "You"
    form.begin()
    lobby = app.stack.top
    assert frames_until(app, lambda: bool(lobby.seats()))
    assert lobby.seats()[0] == "Player 1, at this screen"
    lobby.leave_screen()


def test_a_computer_seat_keeps_the_name_the_set_up_screen_gave_it(app):
    """The set-up screen showed the computer's seat as "Basil" and the
    hosted table called it "AI 3"."""
    app.nav.new_game("trophy-case")
    form = app.stack.top
    form.kinds[1].set_value(ONLINE)
    form.kinds[2].set_value("normal")
    form.names[0].value, form.names[2].value = "Hugo", "Basil"
    form.begin()
    lobby = app.stack.top
    assert frames_until(app, lambda: bool(lobby.seats()))
    assert lobby.hosted.seats[2].name == "Basil"
    assert lobby.seats()[0] == "Hugo, at this screen" and "Basil" in lobby.seats()[2]
    lobby.leave_screen()


def test_start_now_gives_the_open_seat_to_the_computer_and_back_stops_hosting(app):
    lobby = set_up(app, ["human", ONLINE])
    assert frames_until(app, lambda: len(lobby.seats()) == 2)
    run_frames(app, 1, events=click(lobby.start_button.rect.center))
    assert frames_until(app, lambda: isinstance(app.stack.top, Table))
    table = app.stack.top
    assert table.session.remote.view["seats"][1]["status"] == "ai"
    app.nav.main_menu()
    lobby = set_up(app, ["human", ONLINE])
    hosting = lobby.hosting
    run_frames(app, 1, events=click(lobby.back.rect.center))
    assert not isinstance(app.stack.top, Lobby) and lobby.hosting is None
    assert hosting.stopped
    lobby = set_up(app, ["human", ONLINE])
    hosting = lobby.hosting
    app.nav.main_menu()                 # the menu over everything: hosting stops too
    assert hosting.stopped
