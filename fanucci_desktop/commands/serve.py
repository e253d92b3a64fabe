"""``serve``: host a match with no window, for friends to join from their
own machines.

    python -m fanucci_desktop serve --game gin-rummy --seats remote,remote --port 8765
        [--address 0.0.0.0] [--tls-cert FILE --tls-key FILE] [--again]

``--seats`` lists one kind per seat: ``remote`` (a friend online) or an AI
level (``easy``, ``normal``, ``hard``). The host prints where it listens and
the join code, logs joins, leaves, refusals and results on stderr, saves the
match after every move in its data folder (``--data``; by default the app's
data folder's ``served`` folder), and on SIGTERM or Ctrl+C tells the clients,
stops and leaves the match saved. ``--again`` hosts that saved match again:
the friends' apps rejoin their seats with their tokens.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import secrets
import signal
import ssl
import sys
from pathlib import Path

from ..games import GAMES
from ..net.authority import HOSTED_KINDS, LOCAL, HostedMatch
from ..net.discovery import Advert, local_addresses
from ..net.host import Host, Limits
from ..storage import AppPaths
from ..storage.saves import SaveStore


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=[info.id for info in GAMES])
    parser.add_argument("--seats", default=None,
                        help=f"comma-separated kinds, one per seat "
                             f"({', '.join(k for k in HOSTED_KINDS if k != LOCAL)})")
    parser.add_argument("--port", type=int, default=8765, help="port to listen on (0: any free one)")
    parser.add_argument("--address", default="0.0.0.0",
                        help="address to listen on (default every address of this machine)")
    parser.add_argument("--tls-cert", type=Path, default=None, help="certificate (PEM) for wss://")
    parser.add_argument("--tls-key", type=Path, default=None, help="its private key (PEM)")
    parser.add_argument("--again", action="store_true", help="host the saved match of this game again")
    parser.add_argument("--seed", type=int, default=None, help="the match's seed (default: random)")
    parser.add_argument("--data", type=Path, default=None, help="folder of the hosted matches' saves")
    parser.add_argument("--hands", type=int, default=None, help="stop after N hands (default: the match)")
    parser.add_argument("--away-wait", type=float, default=60.0,
                        help="seconds to wait for a friend who dropped before the computer plays "
                             "their seat (negative: wait for ever)")
    parser.add_argument("--ai-pace", type=float, default=0.6, help="seconds before an AI's move")
    parser.add_argument("--next-hand", type=float, default=5.0, help="seconds between hands")
    parser.add_argument("--start-after", type=float, default=None,
                        help="deal after this many seconds even if seats are open (the computer plays them)")
    parser.add_argument("--linger", type=float, default=0.0,
                        help="seconds to stay up after the last hand, for clients to see its end")
    parser.add_argument("--advertise", default=None, metavar="NAME",
                        help="announce the match on the local network (mDNS) under NAME")
    parser.add_argument("--advertise-on", default=None, metavar="ADDRESS",
                        help="announce only on the interface of this address (and give it as the host's)")
    parser.add_argument("--rate", type=float, default=Limits.rate,
                        help="messages a client may send a second")


def tls_context(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    """The server's TLS context from ``cert`` and ``key`` (None: plain ws://)."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError("--tls-cert and --tls-key go together")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


def hosted_match(args: argparse.Namespace, store: SaveStore) -> HostedMatch:
    """The match to host: the saved one (``--again``) or a new one. ValueError in words."""
    if args.again:
        record, warnings = store.load_match(args.game)
        for warning in warnings:
            logging.warning("%s", warning)
        if record is None:
            raise ValueError(f"no hosted match of {args.game} is saved in {store.path(args.game).parent}")
        return HostedMatch.from_record(record)
    if not args.seats:
        raise ValueError("say who sits where with --seats, e.g. --seats remote,remote,normal")
    kinds = [k.strip() for k in args.seats.split(",")]
    if LOCAL in kinds:
        raise ValueError("a headless host has no screen for a local seat: use remote or an AI level")
    seed = args.seed if args.seed is not None else secrets.randbits(63)
    return HostedMatch.new(args.game, kinds, seed)


async def serve(args: argparse.Namespace) -> int:
    folder = args.data or AppPaths.default().data_dir / "served"
    store = SaveStore(AppPaths(folder, folder, folder))
    try:
        hosted = hosted_match(args, store)
        tls = tls_context(args.tls_cert, args.tls_key)
    except (ValueError, OSError, ssl.SSLError) as exc:
        print(f"serve: {exc}", file=sys.stderr)
        return 2

    def save(record: dict) -> list[str]:
        if hosted.match.is_over:
            return store.clear_match(args.game)
        return store.autosave(record)

    limits = Limits(away_wait=None if args.away_wait < 0 else args.away_wait, ai_pace=args.ai_pace,
                    next_hand=args.next_hand, rate=args.rate, linger=args.linger, burst=max(Limits.burst, int(args.rate * 2)))
    host = Host(hosted, save, limits, hands=args.hands)
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, host.stop)
    try:
        port = await host.start(args.address, args.port, tls)
    except OSError as exc:
        print(f"serve: cannot listen on {args.address}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 2
    scheme = "wss" if tls is not None else "ws"
    print(f"listening on {scheme}://{args.address}:{port}", flush=True)
    if args.address == "0.0.0.0":
        for address in local_addresses():
            print(f"friends join {scheme}://{address}:{port}", flush=True)
    print(f"join code: {hosted.code}", flush=True)
    if args.start_after is not None:
        loop.call_later(args.start_after, host.start_now)
    save(hosted.record())
    advert = None
    if args.advertise:
        shown = [args.advertise_on or args.address]
        if shown == ["0.0.0.0"]:
            shown = local_addresses()
        advert = Advert(args.advertise, port, shown, args.game, len(hosted.open_seats()),
                        [args.advertise_on] if args.advertise_on else None)
        await advert.publish()
        print(f"announced on the local network as {args.advertise!r}", flush=True)
    try:
        await host.run()
    finally:
        if advert is not None:
            await advert.withdraw()
    logging.info("stopped; the match is saved in %s", store.path(args.game))
    return 0


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    return asyncio.run(serve(args))
