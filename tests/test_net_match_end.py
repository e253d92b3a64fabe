"""A hosted match that ends stops its host: when a hand takes someone to
the target, the host says the result and closes, whether or not a number
of hands was asked for (``selftest --online`` hung on a Flathead hand of
six that reached its target of 42 in the first hand)."""

from __future__ import annotations

import asyncio

import pytest

from fanucci_desktop.games.match_length import TARGET
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.host import Host
from fanucci_desktop.words import ONE_HAND
from net_kit import FAST, LOOPBACK, friend


@pytest.mark.parametrize("hands", [None, 3])
def test_the_host_stops_when_the_match_is_over(hands):
    hosted = HostedMatch.new("gin-rummy", ["easy", "easy"], 5_000_000_011, {TARGET: ONE_HAND})

    async def hosting() -> None:
        host = Host(hosted, limits=FAST, hands=hands)
        await host.start(LOOPBACK, 0)
        await asyncio.wait_for(host.run(), 60)

    asyncio.run(hosting())
    assert hosted.match.is_over
    assert len(hosted.match.hands) == 1


def test_a_friend_is_told_the_match_is_over_not_that_it_is_saved():
    hosted = HostedMatch.new("gin-rummy", ["remote", "easy"], 5_000_000_013, {TARGET: ONE_HAND})

    async def hosting():
        host = Host(hosted, limits=FAST)
        port = await host.start(LOOPBACK, 0)
        ada = friend(f"ws://{LOOPBACK}:{port}", "Ada", hosted.code, 3, hands=None)
        tasks = [asyncio.ensure_future(ada.client.run()), asyncio.ensure_future(ada.player.run())]
        await asyncio.wait_for(host.run(), 60)
        await asyncio.wait_for(asyncio.gather(*tasks), 10)
        return ada

    ada = asyncio.run(hosting())
    assert hosted.match.is_over
    assert ada.client.reason == "The match is over."
