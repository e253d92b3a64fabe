"""Joining a real host from the app: ``serve`` runs as a process on
127.0.0.1, the app (dummy video driver) opens Join a match from the menu,
types the address, the code and a name, and plays the hand to its end at
the game's own table by mouse-free key and button events, the table
showing only the seat's own cards all along."""

from __future__ import annotations

import random
import subprocess
import sys

import pygame

from fanucci_desktop.check.driver import click, key, run_frames
from fanucci_desktop.check.invariants import privacy_failures
from fanucci_desktop.net.remote_table import RemoteTableSession
from fanucci_desktop.net.discovery import Found
from fanucci_desktop.ui.scenes.join import JoinScene, address_url, found_words
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables.base import Table
from test_net_kill import free_port

PY = [sys.executable, "-m", "fanucci_desktop"]


def typed(app, text: str) -> None:
    """Type ``text`` into the focused field."""
    for ch in text:
        run_frames(app, 1, events=[pygame.event.Event(pygame.TEXTINPUT, text=ch)])


def test_an_address_is_read_as_a_websocket_address_and_an_empty_one_is_none():
    assert address_url(" 192.168.1.20:8765 ") == "ws://192.168.1.20:8765"
    assert address_url("wss://example.org:443") == "wss://example.org:443"
    assert address_url("  ") is None


def test_a_match_heard_on_the_network_is_listed_in_words_and_fills_the_address(app):
    heard = [Found("Ada's table", "192.168.1.20", 8765, "gin-rummy", 1, 1)]
    assert found_words(heard[0]) == "Ada's table · Gin Rummy · 1 seat open"
    assert found_words(Found("Friday", "192.168.1.31", 8765, "fortune-rummy", 1, 3)) \
        == "Friday · Fortune Rummy · 3 seats open"
    scene = JoinScene(app, app.nav.remote_table, finder=lambda: heard)
    app.stack.push(scene)
    for _ in range(100):
        run_frames(app, 1)
        if scene.found:
            break
    assert [b.label for b in scene.found] == ["Ada's table · Gin Rummy · 1 seat open"]
    run_frames(app, 1, events=click(scene.found[0].rect.center))
    assert scene.address.value == "192.168.1.20:8765"


def test_the_app_looks_for_matches_on_the_network_only_in_a_persons_session(app):
    app.nav.join()
    assert not app.stack.top.searching        # tests send nothing to the network


def test_a_seat_kept_for_an_address_that_is_refused_is_forgotten_and_the_code_joins_next(app, tmp_path):
    from fanucci_desktop.net.seatkeep import SeatKeeper
    port = free_port()
    host = subprocess.Popen(PY + ["serve", "--game", "gin-rummy", "--seats", "remote,normal",
                                  "--port", str(port), "--address", "127.0.0.1", "--data",
                                  str(tmp_path / "host")],
                            stdout=subprocess.PIPE, stderr=open(tmp_path / "host.log", "a"), text=True)
    try:
        host.stdout.readline()
        code = host.stdout.readline().split(": ")[1].strip()
        url = f"ws://127.0.0.1:{port}"
        keeper = SeatKeeper(app.paths.data_dir)
        keeper.keep(url, "a-token-the-host-has-not", "Basil", code)
        app.nav.join()
        scene = app.stack.top
        scene.address.value, scene.code.value, scene.player.value = f"127.0.0.1:{port}", code, "Basil"
        scene.join()
        for _ in range(500):
            if scene.error:
                break
            run_frames(app, 1)
            pygame.time.wait(10)
        assert scene.error.endswith("Join again to take a seat with the join code.")
        assert keeper.token(url) is None
        scene.join()
        for _ in range(500):
            if isinstance(app.stack.top, Table):
                break
            run_frames(app, 1)
            pygame.time.wait(10)
        assert isinstance(app.stack.top, Table), scene.status()
        assert keeper.token(url) is not None
    finally:
        host.terminate()
        host.wait(timeout=30)


def serve(tmp_path, port: int, folder: str) -> tuple[subprocess.Popen, str]:
    """A served Gin Rummy match on 127.0.0.1:``port`` (data in ``folder``), and its join code."""
    host = subprocess.Popen(PY + ["serve", "--game", "gin-rummy", "--seats", "remote,normal",
                                  "--port", str(port), "--address", "127.0.0.1", "--data",
                                  str(tmp_path / folder)],
                            stdout=subprocess.PIPE, stderr=open(tmp_path / "host.log", "a"), text=True)
    host.stdout.readline()
    return host, host.stdout.readline().split(": ")[1].strip()


def joined(app, scene: JoinScene, address: str, code: str, name: str) -> list[str]:
    """Join from ``scene`` until a table opens; what the screen said on the way."""
    scene.address.value, scene.code.value, scene.player.value = address, code, name
    said: list[str] = []
    scene.join()
    for _ in range(500):
        if isinstance(app.stack.top, Table) or scene.error:
            break
        said.append(scene.status())
        run_frames(app, 1)
        pygame.time.wait(10)
    return said + [scene.error]


def test_a_second_match_at_the_same_address_is_joined_with_its_code_not_the_seat_kept_of_the_first(
        app, tmp_path):
    """A seat's token is kept with the match it belongs to (known by its
    join code): it rejoined every later match at the address first, and was
    refused there."""
    from fanucci_desktop.net.seatkeep import SeatKeeper
    port = free_port()
    address, url = f"127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    keeper = SeatKeeper(app.paths.data_dir)
    first, code = serve(tmp_path, port, "first")
    try:
        app.nav.join()
        said = joined(app, app.stack.top, address, code, "Basil")
        assert isinstance(app.stack.top, Table), said
        kept = keeper.token(url, code)
        assert kept is not None and keeper.token(url, "") == kept
    finally:
        first.terminate()
        first.wait(timeout=30)
    app.nav.join()
    second, new_code = serve(tmp_path, port, "second")
    try:
        assert keeper.token(url, new_code) is None, "the first match's seat is offered to the second"
        said = joined(app, app.stack.top, address, new_code, "Basil")
        assert isinstance(app.stack.top, Table), said
        assert not any("token" in line for line in said), said
        assert keeper.token(url, new_code) not in (None, kept)
    finally:
        second.terminate()
        second.wait(timeout=30)


def test_join_without_an_address_or_code_asks_for_it_in_words(app):
    app.nav.join()
    run_frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, JoinScene)
    scene.join()
    assert scene.status() == "Type the address the host gave you."
    scene.address.value = "127.0.0.1:1"
    scene.join()
    assert scene.status() == "Type the join code the host gave you."
    assert scene.session is None


def test_the_app_joins_a_served_match_and_plays_the_hand_seeing_only_its_seat(app, tmp_path):
    port = free_port()
    host = subprocess.Popen(PY + ["serve", "--game", "gin-rummy", "--seats", "remote,normal",
                                  "--port", str(port), "--address", "127.0.0.1", "--data",
                                  str(tmp_path / "host"), "--hands", "1", "--ai-pace", "0",
                                  "--next-hand", "0", "--linger", "3"],
                            stdout=subprocess.PIPE, stderr=open(tmp_path / "host.log", "a"), text=True)
    try:
        host.stdout.readline()
        code = host.stdout.readline().split(": ")[1].strip()
        run_frames(app, 2)
        menu = app.stack.top
        join_button = next(b for b in menu.buttons if b.label == "Join a match")
        run_frames(app, 1, events=click(join_button.rect.center))
        scene = app.stack.top
        assert isinstance(scene, JoinScene)
        for field, text in ((scene.address, f"127.0.0.1:{port}"), (scene.code, code),
                            (scene.player, "Basil")):
            run_frames(app, 1, events=click(field.rect.center))
            typed(app, text)
        run_frames(app, 1, events=key(pygame.K_RETURN))
        for _ in range(600):
            if isinstance(app.stack.top, Table):
                break
            assert scene.error == "", scene.error
            run_frames(app, 1)
            pygame.time.wait(10)
        table = app.stack.top
        assert isinstance(table, Table) and isinstance(table.session, RemoteTableSession)
        assert table.seats[0].name == "Basil" and table.sight.viewer == 0
        rng = random.Random(5)
        played = 0
        for _ in range(20_000):
            top = app.stack.top
            if isinstance(top, (HandSummary, GameOver)):
                break
            assert privacy_failures(app) == []
            hand = table.sight.view()["hand:1"]
            assert all(card is None for card in hand), "the other seat's hand is shown"
            if top is table and table.session.human_turn and not table.busy:
                assert table.legal, (played, table.match.legal_moves(), table.session.human_turn)
                assert table.flow.play(rng.choice(table.legal)), table.line.text
                played += 1
            run_frames(app, 1)
            if not table.session.human_turn:
                pygame.time.wait(2)
        assert isinstance(app.stack.top, (HandSummary, GameOver)), "the hand did not end"
        assert played > 0
        assert table.match.hands[-1].scores is not None
    finally:
        if host.poll() is None:
            host.terminate()
            host.wait(timeout=30)
