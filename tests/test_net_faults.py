"""A real network's faults between host and clients, through the fault
proxy on 127.0.0.1 (latency, jitter, held-back chunks, cut connections):
the hand still finishes with the host's result, a client whose connection
was cut says "reconnecting" and rejoins by itself with its whole view, and
the others are told who lost the connection, with the host's countdown,
or that the computer plays the seat once the host stops waiting."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace

from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.host import Host
from fault_proxy import FaultProxy
from net_kit import FAST, LOOPBACK, friend, run


async def faulty_hand(away_wait: float | None, cuts: int, hand_over: bool = False) -> dict:
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 7_000_000_031)
    host = Host(hosted, limits=replace(FAST, away_wait=away_wait, linger=1.5), hands=1)
    port = await host.start(LOOPBACK, 0)
    proxy = FaultProxy(port)
    relayed = await proxy.start()
    direct = friend(f"ws://{LOOPBACK}:{port}", "Ada", hosted.code, 1, pause=0.01)
    proxied = friend(f"ws://{LOOPBACK}:{relayed}", "Basil", hosted.code, 2, pause=0.01)
    friends = [direct, proxied]
    tasks = [asyncio.ensure_future(f.client.run()) for f in friends]
    tasks += [asyncio.ensure_future(f.player.run()) for f in friends]
    hosting = asyncio.ensure_future(host.run())
    rng = random.Random(3)
    said: list[str] = []
    states: list[str] = []
    for _ in range(cuts):
        await asyncio.sleep(rng.uniform(0.1, 0.3))
        view = direct.client.remote.view
        if hosting.done() or view is not None and view["hand_over"]:
            break
        proxy.cut(down=0.4)
        await asyncio.sleep(0.1)
        if hand_over and 1 not in host._here():
            host.hand_to_computer(1)
        await asyncio.sleep(0.1)
        states.append(proxied.client.state)
        said += direct.client.remote.waiting_words()
    await asyncio.wait_for(hosting, 60)
    await asyncio.wait_for(asyncio.gather(*tasks), 10)
    await proxy.close()
    return {"hosted": hosted, "friends": friends, "said": said, "states": states, "cuts": proxy.cuts}


def test_the_hand_finishes_through_latency_loss_and_cut_connections():
    out = run(faulty_hand(away_wait=None, cuts=4))
    scores = out["hosted"].match.hands[0].scores
    assert scores is not None
    for f in out["friends"]:
        assert f.client.remote.view["scores"] == scores
        assert [line["seq"] for line in f.client.remote.log] == list(range(1, out["hosted"].seq + 1))
    assert "reconnecting" in out["states"], out["states"]
    assert out["friends"][1].client.reconnects >= 1
    assert any(s.startswith("Basil lost the connection: waiting") for s in out["said"]), out["said"]


def test_a_seat_the_host_stops_waiting_for_is_played_by_the_computer_until_its_player_is_back():
    out = run(faulty_hand(away_wait=0.05, cuts=3))
    assert out["hosted"].match.hands[0].scores is not None
    assert "Basil lost the connection: the computer plays for now" in out["said"], out["said"]
    assert out["friends"][1].client.remote.view["seats"][1]["status"] in ("here", "ai")


def test_the_host_may_hand_a_dropped_seat_to_the_computer_at_once():
    out = run(faulty_hand(away_wait=None, cuts=3, hand_over=True))
    assert out["hosted"].match.hands[0].scores is not None
    assert "Basil lost the connection: the computer plays for now" in out["said"], out["said"]
