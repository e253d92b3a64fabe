"""The game's own table on a seat hosted elsewhere: each game's observation
read back from the JSON the host sends equals the host's, the mirror state
made from it offers the seat the host's legal moves, and the app plays a
hand of every game at its own table against a host on 127.0.0.1, showing
only the seat's cards."""

from __future__ import annotations

import asyncio
import random
import threading

import pytest

from fanucci_desktop.check.driver import run_frames
from fanucci_desktop.check.invariants import privacy_failures
from fanucci_desktop.games import catalog
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.client import Client
from fanucci_desktop.net.host import Host
from fanucci_desktop.net.remote_session import RemoteSession
from fanucci_desktop.net.remote_table import RemoteTableSession, read_observation
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from net_kit import FAST, LOOPBACK

GAMES = [info.id for info in catalog.GAMES]


def seats_of(game_id: str) -> int:
    return 4 if game_id == "fortune-rummy" else catalog.game_info(game_id).min_players


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seats_observation_reads_back_and_its_mirror_offers_the_hosts_legal_moves(game_id):
    n = seats_of(game_id)
    hosted = HostedMatch.new(game_id, ["remote"] * n, 4_000_000_017)
    game = hosted.match.game
    hosted.deal()
    rng = random.Random(3)
    for _ in range(400):
        for seat in range(n):
            view = hosted.view(seat)
            observation = read_observation(game, n, view["observation"])
            assert observation == hosted.match.state.observation(seat)
            mirror = game.sample_state(observation, random.Random(view["seq"]))
            if view["turn"] == seat:
                assert sorted(map(str, mirror.legal_moves())) == sorted(view["legal"])
        if hosted.match.state.is_over:
            return
        seat = hosted.match.current_player
        hosted.play(seat, hosted.seq, str(rng.choice(hosted.match.legal_moves())))
    pytest.fail("the hand did not end in 400 moves")


def hosting(hosted: HostedMatch) -> tuple[str, threading.Thread]:
    """``hosted`` served on 127.0.0.1 on a thread of its own, for one hand."""
    loop = asyncio.new_event_loop()
    port: list[int] = []
    ready = threading.Event()

    async def serve() -> None:
        host = Host(hosted, limits=FAST, hands=1)
        port.append(await host.start(LOOPBACK, 0))
        ready.set()
        await host.run()

    server = threading.Thread(target=lambda: loop.run_until_complete(serve()), daemon=True)
    server.start()
    assert ready.wait(10)
    return f"ws://{LOOPBACK}:{port[0]}", server


@pytest.mark.parametrize("game_id", GAMES)
def test_the_app_plays_a_hand_of_every_game_at_its_own_table_seeing_only_its_seat(app, game_id):
    n = seats_of(game_id)
    hosted = HostedMatch.new(game_id, ["remote"] + ["normal"] * (n - 1), 4_000_000_019)
    address, server = hosting(hosted)
    remote = RemoteSession(address, "Basil", code=hosted.code, wake=app.wake)
    remote.start()
    for _ in range(500):
        view = remote.view
        if view is not None and view["observation"] is not None:
            break
        threading.Event().wait(0.02)
    app.nav.remote_table(remote)
    table = app.stack.top
    assert isinstance(table.session, RemoteTableSession) and table.sight.viewer == 0
    rng = random.Random(7)
    for _ in range(40_000):
        if isinstance(app.stack.top, (HandSummary, GameOver)):
            break
        assert privacy_failures(app) == []
        for seat in range(1, n):
            assert all(card is None for card in table.sight.view().get(f"hand:{seat}", [])), \
                f"seat {seat}'s hand is shown"
        if app.stack.top is table and table.session.human_turn and not table.busy:
            assert table.legal, "the seat's turn offers no move"
            assert table.flow.play(rng.choice(table.legal)), table.line.text
        run_frames(app, 1)
        if not table.session.human_turn:
            threading.Event().wait(0.002)
    assert isinstance(app.stack.top, (HandSummary, GameOver)), "the hand did not end"
    assert table.match.hands[-1].scores == hosted.match.hands[0].scores
    summary = app.stack.top
    assert not [b.label for b in summary.buttons if b.label.startswith("Replay")], \
        "a replay is offered with no record of the hand here"
    app.nav.pause(table)
    assert not [b.label for b in app.stack.top.buttons if b.label.startswith("Replay")]
    app.nav.main_menu()
    server.join(20)


def test_the_table_says_a_friend_dropped_then_the_hosts_last_words(app):
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 4_000_000_023)
    loop = asyncio.new_event_loop()
    box: dict = {}
    ready = threading.Event()

    async def serve() -> None:
        host = Host(hosted, limits=FAST, hands=1)
        port = await host.start(LOOPBACK, 0)
        box.update(host=host, address=f"ws://{LOOPBACK}:{port}")
        ada = Client(box["address"], "Ada", code=hosted.code)
        box["ada"] = ada
        ready.set()
        joining = asyncio.ensure_future(ada.run())
        await host.run()
        await joining

    server = threading.Thread(target=lambda: loop.run_until_complete(serve()), daemon=True)
    server.start()
    assert ready.wait(10)
    remote = RemoteSession(box["address"], "Basil", code=hosted.code, wake=app.wake)
    remote.start()

    def frames_until(said: str) -> bool:
        for _ in range(1000):
            run_frames(app, 1)
            if said in app.stack.top.line.text:
                return True
            threading.Event().wait(0.01)
        return False

    for _ in range(500):
        if remote.view is not None and remote.view["observation"] is not None:
            break
        threading.Event().wait(0.02)
    app.nav.remote_table(remote)
    table = app.stack.top
    run_frames(app, 2)
    assert "lost the connection" not in table.line.text
    asyncio.run_coroutine_threadsafe(box["ada"].close(), loop).result(10)
    assert frames_until("Ada lost the connection: waiting ("), table.line.text
    loop.call_soon_threadsafe(box["host"].stop)
    assert frames_until("The host stopped. The match is saved"), table.line.text
    server.join(20)
