"""The app that hosts a match may let the computer play for a friend who
lost the connection, by the button at its table or the key Shift+V, instead of
waiting; the friend's rejoin with their token takes the seat back. A host
and a friend on 127.0.0.1, the host's own seat at its table."""

from __future__ import annotations

import asyncio
import threading

import pygame
import pytest

from fanucci_desktop.check.driver import click, key, run_frames, until_presses_count
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.client import Client
from fanucci_desktop.net.hosting import HostThread
from fanucci_desktop.net.remote_session import RemoteSession
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.tables.parts.connection import StandInButton
from net_kit import FAST, LOOPBACK, frames_until


@pytest.mark.parametrize("by", ["key", "button"])
def test_the_host_hands_a_dropped_friend_to_the_computer_and_the_friend_takes_it_back(app, by):
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 4_000_000_067)
    token = hosted.reserve(0, "Basil")
    hosting = HostThread(hosted, limits=FAST)
    address = f"ws://{LOOPBACK}:{hosting.start(LOOPBACK, 0)}"
    loop = asyncio.new_event_loop()
    tokens: list[str] = []
    ada = Client(address, "Ada", code=hosted.code, keep_token=tokens.append, backoff=(0.05, 0.3))
    friend = threading.Thread(target=lambda: loop.run_until_complete(ada.run()), daemon=True)
    friend.start()
    remote = RemoteSession(address, "Basil", token=token, wake=app.wake)
    remote.start()
    assert frames_until(app, lambda: remote.view is not None and remote.view["observation"] is not None)
    app.nav.remote_table(remote, hosting)
    table = app.stack.top
    button = next(part for part in table.parts if isinstance(part, StandInButton))
    assert frames_until(app, lambda: table.seats[1].status == "online")
    assert not button.button.visible
    assert table.side.key_help == controls.hosting_help("gin-rummy")     # the Keys panel says Shift+V
    assert table.side.key_help[-1].startswith("Shift+V: ")
    asyncio.run_coroutine_threadsafe(ada.close(), loop)     # its loop ends with its run
    friend.join(10)
    assert frames_until(app, lambda: button.button.visible), table.seats[1]
    assert button.button.label == "Computer plays for Ada  (Shift+V)"
    until_presses_count(app)
    run_frames(app, 1, events=key(pygame.K_v, pygame.KMOD_SHIFT, text="V") if by == "key" else click(button.button.rect.center))
    assert frames_until(app, lambda: table.seats[1].status == "lost the connection: computer plays"), table.seats[1]
    assert hosted.seats[1].stand_in
    assert not button.button.visible
    back = Client(address, token=tokens[0], backoff=(0.05, 0.3))
    loop2 = asyncio.new_event_loop()
    rejoined = threading.Thread(target=lambda: loop2.run_until_complete(back.run()), daemon=True)
    rejoined.start()
    assert frames_until(app, lambda: table.seats[1].status == "online"), table.seats[1]
    assert not hosted.seats[1].stand_in
    asyncio.run_coroutine_threadsafe(back.close(), loop2)
    rejoined.join(10)
    app.nav.main_menu()
    assert hosting.stopped
