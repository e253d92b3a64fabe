"""The remote session a screen uses: its client on a thread of its own, the
screen (here the test's thread) reading the view, woken on news, asking
the host for a hint and playing moves that return at once."""

from __future__ import annotations

import asyncio
import random
import threading

from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.host import Host
from fanucci_desktop.net.remote_session import RemoteSession
from net_kit import FAST, LOOPBACK, friend


def test_a_screen_plays_a_hand_through_a_remote_session_woken_by_news():
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 7_000_000_037)
    ready, port = threading.Event(), []
    loop = asyncio.new_event_loop()

    async def hosting() -> None:
        host = Host(hosted, limits=FAST, hands=1)
        port.append(await host.start(LOOPBACK, 0))
        other = friend(f"ws://{LOOPBACK}:{port[0]}", "Ada", hosted.code, 1)
        ready.set()
        tasks = [asyncio.ensure_future(other.client.run()), asyncio.ensure_future(other.player.run())]
        await host.run()
        await asyncio.gather(*tasks)

    server = threading.Thread(target=lambda: loop.run_until_complete(hosting()), daemon=True)
    server.start()
    assert ready.wait(10)
    woken = threading.Event()
    session = RemoteSession(f"ws://{LOOPBACK}:{port[0]}", "Basil", code=hosted.code, wake=woken.set)
    assert session.status() == ["Connecting"] and session.view is None
    session.start()
    rng = random.Random(4)
    answered = None
    hinted = []
    for _ in range(5000):
        assert woken.wait(10), "no news came"
        woken.clear()
        view = session.view
        if view is not None and view["hand_over"]:
            break
        if session.my_turn and view["seq"] != answered:
            if not hinted:
                hinted.append(view["seq"])
                session.ask_hint()
                continue
            if len(hinted) == 1 and session.hint is not None:
                hinted.append(session.hint)
                assert session.hint in view["legal"], "the hint is not a legal move"
            answered = view["seq"]
            session.play(rng.choice(view["legal"]))
    server.join(20)
    assert len(hinted) == 2, "no hint came"
    assert session.view["scores"] == hosted.match.hands[0].scores
    assert [line["seq"] for line in session.log] == list(range(1, hosted.seq + 1))
    session.close()


def test_a_wrong_code_ends_the_session_with_the_hosts_words_and_no_retry():
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 7_000_000_039)
    loop = asyncio.new_event_loop()
    port: list[int] = []
    ready = threading.Event()
    host = Host(hosted)

    async def hosting() -> None:
        port.append(await host.start(LOOPBACK, 0))
        ready.set()
        await host.run()

    server = threading.Thread(target=lambda: loop.run_until_complete(hosting()), daemon=True)
    server.start()
    assert ready.wait(10)
    woken = threading.Event()
    session = RemoteSession(f"ws://{LOOPBACK}:{port[0]}", "Mallory", code="00000-00000", wake=woken.set)
    session.start()
    for _ in range(50):
        if session.status() != ["Connecting"]:
            break
        woken.wait(0.2)
        woken.clear()
    assert session.status() == ["That join code is not this match's. Check it with the host."]
    assert session.ended
    loop.call_soon_threadsafe(host.stop)
    server.join(10)
