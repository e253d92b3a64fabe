"""``screenshots DIR``: PNGs of every screen, drawn by the real app with no
window (the tour of :func:`~fanucci_desktop.check.screens.every_screen`:
menu, new game, each game's table mid-hand, hand-off, hand summary, game
over, pause, settings, rules, statistics) and the two card galleries."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

import pygame

from ..app import App
from ..check.screens import every_screen, galleries
from ..i18n import language_argument
from ..storage import AppPaths


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", type=Path, help="folder to write the PNG files to")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT (default 1280x800)")
    parser.add_argument("--crowded", action="store_true",
                        help="also every game at its most seats, with the log and keys open")
    # SUPPRESS: without it here, the --language given before the command stands.
    parser.add_argument("--language", type=language_argument, metavar="CODE", default=argparse.SUPPRESS,
                        help="the language the screens speak, such as de or ru (default: English)")


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    out: Path = args.dir
    out.mkdir(parents=True, exist_ok=True)
    written: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=parse_size(args.size), animation_speed="instant",
                  language=getattr(args, "language", None) or "en")
        for name in every_screen(app, crowded=args.crowded):
            pygame.image.save(app.screen, str(out / f"{name}.png"))
            written.append(name)
        for name, image in galleries(app).items():
            pygame.image.save(image, str(out / f"{name}.png"))
            written.append(name)
        app.shutdown()
    pygame.quit()
    print(f"wrote {len(written)} screenshots to {out}: {', '.join(written)}")
    return 0
