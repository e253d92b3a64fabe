"""``join``: take a seat of a hosted match with no window, and let the
computer's simplest player play it (a legal move chosen at random, or the
host's hint with ``--hints``). For trying a host out and for the online
selftest; a person joins from the app.

    python -m fanucci_desktop join --address ws://127.0.0.1:8765 --code K7QM2-XPD9B
        --name Ada [--data DIR] [--hands 1] [--result FILE]

The seat's token is kept in the data folder (``--data``) with its match,
so the same command run again rejoins the seat (and a new match's code at
the same address joins that match). With ``--hands N`` it leaves once N
hands have ended; ``--result FILE`` then gets the seat's last view as JSON.
Exit code 0 when the hands asked for were played (or the match ended).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
import sys
import time
from pathlib import Path

from ..net.autoplay import AutoPlayer
from ..net.client import BACKOFF, Client
from ..net.discovery import find
from ..net.seatkeep import SeatKeeper
from ..storage import AppPaths


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--address", default=None, help="the host's address, ws://HOST:PORT")
    parser.add_argument("--find", type=float, default=None, metavar="SECONDS",
                        help="list the matches announced on the local network, then stop")
    parser.add_argument("--find-on", default=None, metavar="ADDRESS",
                        help="listen only on the interface of this address")
    parser.add_argument("--code", default=None, help="the join code (not needed to rejoin)")
    parser.add_argument("--name", default="Guest", help="the name to play under")
    parser.add_argument("--data", type=Path, default=None, help="the data folder (keeps the seat's token)")
    parser.add_argument("--hands", type=int, default=None, help="leave after N hands")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random choice of moves")
    parser.add_argument("--hints", action="store_true", help="play the host's hint each turn")
    parser.add_argument("--result", type=Path, default=None, help="write the last view here as JSON")
    parser.add_argument("--pause", type=float, default=0.0, help="seconds to think before each move")
    parser.add_argument("--retry-most", type=float, default=BACKOFF[1],
                        help="longest pause in seconds between tries to reconnect")
    parser.add_argument("--timing", type=Path, default=None,
                        help="write when each change arrived (seconds since the epoch, by its number)")
    parser.add_argument("--tls-ca", type=Path, default=None, help="trust this certificate for wss://")


async def join(args: argparse.Namespace) -> int:
    keeper = SeatKeeper(args.data or AppPaths.default().data_dir)
    tls = ssl.create_default_context(cafile=str(args.tls_ca)) if args.tls_ca else None
    player: AutoPlayer | None = None
    arrived: dict[int, float] = {}

    def news(kind: str) -> None:
        if kind == "moved":
            arrived.setdefault(client.remote.seq, time.time())
        if player is not None:
            player.news(kind)

    client = Client(args.address, args.name, code=args.code,
                    token=keeper.token(args.address, args.code or ""),
                    keep_token=lambda token: keeper.keep(args.address, token, args.name, args.code or ""),
                    news=news, tls=tls,
                    backoff=(BACKOFF[0], args.retry_most))
    player = AutoPlayer(client, args.seed, args.hands, args.hints, args.pause)
    running = asyncio.ensure_future(client.run())
    await player.run()
    view = client.remote.view
    played = view is not None and (view["match_over"] or args.hands is not None
                                   and view["hand_over"] and view["hand"] >= args.hands)
    await client.close()
    await running
    if args.result is not None and view is not None:
        args.result.write_text(json.dumps({**view, "log": client.remote.log,
                                           "reconnects": client.reconnects}))
    if args.timing is not None:
        args.timing.write_text(json.dumps(arrived))
    if view is not None and view["match_over"]:
        keeper.forget(args.address)
    if not played:
        print(f"join: {client.reason or 'the seat was not played to its end'}", file=sys.stderr)
        return 1
    return 0


def run(args: argparse.Namespace) -> int:
    if args.find is not None:
        for found in find(args.find, [args.find_on] if args.find_on else None):
            print(json.dumps({"name": found.name, "address": found.url, "game": found.game,
                              "protocol": found.protocol, "open_seats": found.open_seats}), flush=True)
        return 0
    if args.address is None:
        print("join: say the host's address with --address ws://HOST:PORT, or look with --find 3",
              file=sys.stderr)
        return 2
    return asyncio.run(join(args))
