"""A hostile client against a real host on 127.0.0.1: at least 10,000
malformed, oversized, out-of-turn, replayed, illegal and foreign-token
messages, each refused in words, while two friends play the hand to its
end. The host stays up, the match is unharmed (it replays move by move and
the friends finish with its result), and a message that broke the
protocol closed its connection."""

from __future__ import annotations

import asyncio
import json
import os
import random
import time
from dataclasses import replace

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from fanucci_desktop.engine.match import Match
from fanucci_desktop.net import joincode, wire
from fanucci_desktop.net.authority import HostedMatch
from fanucci_desktop.net.host import Host, Limits
from net_kit import FAST, LOOPBACK, friend, run

#: Messages the seated hostile client sends that keep its connection open.
SEATED_JUNK = int(os.environ.get("JUNK", 9_000))
#: Connections opened to break the protocol, each with one message.
BREAKERS = int(os.environ.get("BREAK", 1_000))


#: Moves in the protocol's vocabulary that Flathead Rummy never allows.
ILLEGAL = ["fold", "knock", "take-pile", "gin", "pass", "lead 0 Bugs", "play Jester", "big-gin"]


class Seated:
    """A hostile client holding a seat: it reads everything it is told."""

    def __init__(self, link) -> None:
        self.link = link
        self.view: dict | None = None
        self.refused = 0
        self.reasons: set[str] = set()
        self.last_move: tuple[int, str] | None = None

    async def read(self) -> None:
        try:
            async for text in self.link:
                message = json.loads(text)
                if message["kind"] in ("welcome", "moved"):
                    self.view = message["view"]
                    if message["kind"] == "moved" and message.get("move"):
                        self.last_move = (message["seq"] - 1, message["move"])
                elif message["kind"] == "refused":
                    self.refused += 1
                    self.reasons.add(message["reason"].split(" position")[0])
        except ConnectionClosed:
            pass

    def junk(self, rng: random.Random) -> str:
        """One move that the host must refuse without closing."""
        view = self.view
        seq = view["seq"]
        mine = view["turn"] == view["you"]
        pick = rng.randrange(5)
        if pick == 0 and self.last_move is not None:                 # replayed
            return wire.write("move", seq=self.last_move[0], move=self.last_move[1])
        if pick == 1:                                                # late or from the future
            return wire.write("move", seq=seq + rng.choice([-3, -1, 1, 50]),
                              move=rng.choice(view["legal"] or ILLEGAL))
        if pick == 2:                                                # not a move
            return wire.write("move", seq=seq, move=rng.choice(["", "dance", "discard ZZ", "x" * 500]))
        if mine:                                                     # illegal now
            return wire.write("move", seq=seq, move=rng.choice(ILLEGAL))
        return wire.write("move", seq=seq, move=rng.choice(ILLEGAL))  # out of turn


def breaker(n: int, rng: random.Random) -> tuple[str, int]:
    """The first (and only) message of a protocol-breaking connection and
    the close code it must get."""
    kind = n % 9
    if kind == 0:
        return "{not json" + "]" * rng.randrange(5), wire.CLOSE_MALFORMED
    if kind == 1:
        return wire.write(rng.choice(["dance", "HELLO", "moves", ""])), wire.CLOSE_POLICY
    if kind == 2:
        return json.dumps({"kind": "hello", "protocol": 1, "code": "x" * 70_000}), wire.CLOSE_TOO_BIG
    if kind == 3:
        return wire.write("hello", protocol=rng.choice([0, 2, 99]), code="A"), wire.CLOSE_VERSION
    if kind == 4:
        return wire.write("hello", protocol=1, name="Mallory", code=joincode.new_code()), wire.CLOSE_CODE
    if kind == 5:
        return wire.write("hello", protocol=1, token=joincode.new_token()), wire.CLOSE_TOKEN
    if kind == 6:
        return wire.write("move", seq=1, move="draw"), wire.CLOSE_POLICY
    if kind == 7:
        return json.dumps([1, 2, {"kind": "hello"}]), wire.CLOSE_MALFORMED
    return "x" * 300_000, wire.CLOSE_TOO_BIG               # closed by the WebSocket layer itself


async def reasons_until_closed(link) -> tuple[int | None, list[str]]:
    """The close code the host ended ``link`` with and the reason of every
    refusal it sent before ("" for a message that was not one)."""
    said: list[str] = []
    try:
        async for reply in link:
            message = json.loads(reply)
            said.append(message.get("reason", "") if message.get("kind") == "refused" else "")
    except ConnectionClosed:
        pass
    return link.close_code, said


async def break_once(address: str, text: str) -> tuple[int | None, bool]:
    async with connect(address, max_size=None, compression=None) as link:
        await link.send(text)
        code, said = await reasons_until_closed(link)
        return code, any(said)


async def hostile_hand() -> dict:
    hosted = HostedMatch.new("flathead-rummy", ["remote", "remote", "remote"], 7_000_000_017)
    limits = replace(FAST, rate=1e6, burst=10**6, free_tries=10**9)
    host = Host(hosted, limits=limits, hands=1)
    port = await host.start(LOOPBACK, 0)
    address = f"ws://{LOOPBACK}:{port}"
    rng = random.Random(5)
    link = await connect(address, max_size=None, compression=None)
    await link.send(wire.write("hello", protocol=1, name="Mallory", code=hosted.code))
    seated = Seated(link)
    reading = asyncio.ensure_future(seated.read())
    friends = [friend(address, name, hosted.code, seed, pause=0.02)
               for name, seed in (("Ada", 1), ("Basil", 2))]
    tasks = [asyncio.ensure_future(f.client.run()) for f in friends]
    tasks += [asyncio.ensure_future(f.player.run()) for f in friends]
    hosting = asyncio.ensure_future(host.run())
    sent = broken = 0
    closes: list[tuple[int, int | None, bool]] = []
    while seated.view is None or seated.view["hand"] == 0:
        await asyncio.sleep(0.01)
    turns = 0
    while not hosting.done():
        view = seated.view
        share = min(1.0, (turns + 1) / 8)
        if view["turn"] == view["you"] and view["legal"] and not view["hand_over"] \
                and sent >= SEATED_JUNK * share and broken >= BREAKERS * share:
            move = wire.write("move", seq=view["seq"], move=view["legal"][0])
            await link.send(move)
            await link.send(move)                     # the same move twice: played once
            sent += 1
            turns += 1
            deadline = time.monotonic() + 10
            while seated.view["seq"] == view["seq"] and time.monotonic() < deadline:
                await asyncio.sleep(0.002)
            continue
        if sent < SEATED_JUNK and not view["hand_over"]:
            for _ in range(min(60, SEATED_JUNK - sent)):
                await link.send(seated.junk(rng))
                sent += 1
        if broken < BREAKERS:
            batch = [breaker(broken + i, rng) for i in range(min(25, BREAKERS - broken))]
            results = await asyncio.gather(*(break_once(address, text) for text, _ in batch))
            closes += [(want, got, said) for (_, want), (got, said) in zip(batch, results)]
            broken += len(batch)
        deadline = time.monotonic() + 10
        while seated.refused < sent:
            assert time.monotonic() < deadline, f"{sent - seated.refused} hostile move(s) not refused"
            await asyncio.sleep(0.002)
        if sent >= SEATED_JUNK and broken >= BREAKERS:
            await asyncio.sleep(0.005)
    await asyncio.wait_for(asyncio.gather(*tasks), 10)
    await link.close()
    await reading
    return {"hosted": hosted, "host": host, "friends": friends, "seated": seated, "sent": sent,
            "closes": closes}


def test_ten_thousand_hostile_messages_are_each_refused_and_harm_nothing():
    out = run(asyncio.wait_for(hostile_hand(), 90))
    hosted, host, seated = out["hosted"], out["host"], out["seated"]
    assert out["sent"] + len(out["closes"]) >= 10_000
    assert seated.refused == out["sent"], "a hostile move went unanswered"
    assert all(want == got for want, got, _ in out["closes"]), \
        {(w, g) for w, g, _ in out["closes"] if w != g}
    assert all(said for want, _, said in out["closes"] if want != wire.CLOSE_TOO_BIG)
    assert len(host.refusals) == out["sent"] + len(out["closes"])
    assert {"It is not your turn.", "That is not a move this game knows."} <= seated.reasons
    record = hosted.match.hands[0]
    assert record.scores is not None
    Match.from_dict(hosted.match.to_dict(), hosted.match.game)       # replays, move by move
    for f in out["friends"]:
        assert f.client.remote.view["scores"] == record.scores
    assert len(record.moves) == len(set(range(len(record.moves))))


async def flood() -> tuple[HostedMatch, int | None, list[str]]:
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 7_000_000_019)
    host = Host(hosted, limits=Limits(rate=5, burst=10))
    port = await host.start(LOOPBACK, 0)
    hosting = asyncio.ensure_future(host.run())
    async with connect(f"ws://{LOOPBACK}:{port}", compression=None) as link:
        await link.send(wire.write("hello", protocol=1, name="Mallory", code=hosted.code))
        for _ in range(50):
            await link.send(wire.write("hint"))
        code, said = await reasons_until_closed(link)
    host.stop()
    await hosting
    return hosted, code, said


def test_a_flood_of_messages_is_refused_in_words_and_closes_the_connection():
    hosted, code, said = run(flood())
    assert code == wire.CLOSE_POLICY
    assert "Too many messages: at most 5 a second." in said
    assert hosted.match.hands == []


async def wrong_codes(tries: int) -> list[float]:
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 7_000_000_023)
    host = Host(hosted, limits=Limits(free_tries=2, slow_start=0.2))
    port = await host.start(LOOPBACK, 0)
    hosting = asyncio.ensure_future(host.run())
    waits = []
    for _ in range(tries):
        started = time.monotonic()
        code, said = await break_once(f"ws://{LOOPBACK}:{port}",
                                      wire.write("hello", protocol=1, name="M", code="WRONG-CODE0"))
        assert code == wire.CLOSE_CODE and said
        waits.append(time.monotonic() - started)
    host.stop()
    await hosting
    return waits


def test_repeated_wrong_codes_from_one_address_are_answered_ever_more_slowly():
    waits = run(wrong_codes(4))
    assert waits[2] >= 0.2 and waits[3] >= 0.4, waits


async def second_hello() -> tuple[int | None, list[str], int]:
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 7_000_000_029)
    host = Host(hosted)
    port = await host.start(LOOPBACK, 0)
    hosting = asyncio.ensure_future(host.run())
    async with connect(f"ws://{LOOPBACK}:{port}", compression=None) as link:
        await link.send(wire.write("hello", protocol=1, name="Mallory", code=hosted.code))
        token = json.loads(await link.recv())["token"]
        other, _ = hosted.join("Ada", hosted.code)
        await link.send(wire.write("hello", protocol=1, token=token + "x"))
        code, said = await reasons_until_closed(link)
    host.stop()
    await hosting
    return code, said, other


def test_a_second_hello_on_a_seated_connection_is_refused_and_closes_it():
    code, said, other = run(second_hello())
    assert code == wire.CLOSE_POLICY and "This connection has already said hello." in said
    assert other == 1
