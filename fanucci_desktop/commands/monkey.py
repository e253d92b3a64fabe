"""``monkey``: random input to the real app with no window; invariants
checked after every frame.

Prints ONE JSON line: ``events``, ``scenes_visited``, ``games_played``,
``hands_finished``, ``exceptions``, ``invariant_failures``, ``seconds``
(and ``seed``, ``frames``, ``quits_answered_no``, ``failures``). Exit code 0
only when no exception was raised and every invariant held; otherwise the
seed and event to replay are printed on stderr with the first failure.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

import pygame

from ..check.monkey import Monkey


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--events", type=int, default=2000, help="random gestures to send (default 2000)")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of the run (default: a random one, printed)")
    parser.add_argument("--draw-every", type=int, default=6, metavar="K",
                        help="draw the frames of every K-th gesture (default 6; resizes always draw)")
    parser.add_argument("--any-size", action="store_true",
                        help="resize to any size, not only a fixed set of usual ones (slower: "
                             "card art is rendered anew for every size)")
    parser.add_argument("--progress", type=int, default=0, metavar="K",
                        help="print the figures so far (and new failures) on stderr every K events")
    parser.add_argument("--devices", action="store_true",
                        help="mix a gamepad's and a finger's gestures in with the mouse and keys")
    parser.add_argument("--keep-going", action="store_true",
                        help="after a failure go back to the menu and carry on (collects several)")


def run(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"

    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    result = Monkey(seed, draw_every=args.draw_every, keep_going=args.keep_going,
                    any_size=args.any_size, progress=args.progress, devices=args.devices).run(args.events)
    pygame.quit()
    print(json.dumps(result.to_dict()), flush=True)
    if not result.ok:
        first = result.failures[0]
        print(f"monkey: FAILED ({first.kind} in scene {first.scene!r} at event {first.event}, "
              f"during {first.gesture!r}): {first.message}\n"
              f"replay: python -m fanucci_desktop monkey --seed {seed} --events {first.event}"
              f"{' --keep-going' if args.keep_going else ''}{' --any-size' if args.any_size else ''}"
              f"{' --devices' if args.devices else ''} --draw-every {args.draw_every}\n"
              f"{first.traceback}", file=sys.stderr)
        return 1
    return 0
