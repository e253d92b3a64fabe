"""A match hosted from the app that stopped (the host left it, quit or was
killed: it is saved after every change) shows on the menu's Continue as
"Host again"; Continue opens it for joining again, the host's seat is
taken up again at its table, and a friend rejoins with their token."""

from __future__ import annotations

import asyncio
import threading

from fanucci_desktop.check.driver import click, run_frames
from fanucci_desktop.net.client import Client
from fanucci_desktop.ui.scenes.lobby import Lobby
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.new_game import ONLINE
from fanucci_desktop.ui.tables.base import Table
from net_kit import frames_until
from test_net_lobby import set_up


def test_a_stopped_hosted_match_is_hosted_again_from_continue_and_the_friend_rejoins(app, monkeypatch):
    lobby = set_up(app, ["human", ONLINE])
    assert frames_until(app, lambda: len(lobby.seats()) == 2)
    loop = asyncio.new_event_loop()
    tokens: list[str] = []
    ada = Client(f"ws://{lobby.addresses[0]}", "Ada", code=lobby.code, keep_token=tokens.append,
                 backoff=(0.05, 0.3))
    joined = threading.Thread(target=lambda: loop.run_until_complete(ada.run()), daemon=True)
    joined.start()
    assert frames_until(app, lambda: isinstance(app.stack.top, Table))
    table = app.stack.top
    assert frames_until(app, lambda: table.session.human_turn and not table.busy)
    assert table.flow.play(table.legal[0])
    assert frames_until(app, lambda: len(table.match.hands[-1].moves) == 1)
    hand, seq = table.session.remote.view["observation"], table.session.remote.view["seq"]
    app.nav.main_menu()                                   # the host quits the match: it stays saved
    joined.join(10)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    run_frames(app, 2)
    assert menu.continue_button.enabled
    assert menu.continue_forms[0].startswith("Host again: Gin Rummy · hand 1"), menu.continue_forms
    opened: list[Lobby] = []                # the lobby may hand over to the table within a frame
    made = Lobby.__init__

    def noted(self, *args, **kwargs) -> None:
        made(self, *args, **kwargs)
        opened.append(self)

    monkeypatch.setattr(Lobby, "__init__", noted)
    run_frames(app, 1, events=click(menu.continue_button.rect.center))
    assert len(opened) == 1 and opened[0].seat == 0
    lobby = opened[0]
    assert frames_until(app, lambda: isinstance(app.stack.top, Table))
    table = app.stack.top
    assert table.seats[0].name == "Basil" and table.seats[1].name == "Ada"
    assert table.session.remote.view["seq"] == seq      # nothing lost, nothing played twice
    assert table.session.remote.view["observation"] == hand
    assert frames_until(app, lambda: table.seats[1].status.startswith("lost the connection"))
    loop2 = asyncio.new_event_loop()
    back = Client(f"ws://{lobby.addresses[0]}", token=tokens[0], backoff=(0.05, 0.3))
    rejoined = threading.Thread(target=lambda: loop2.run_until_complete(back.run()), daemon=True)
    rejoined.start()
    assert frames_until(app, lambda: table.seats[1].status == "online"), table.seats[1]
    assert back.remote.view is not None and back.remote.view["you"] == 1
    asyncio.run_coroutine_threadsafe(back.close(), loop2)
    rejoined.join(10)
    app.nav.main_menu()
