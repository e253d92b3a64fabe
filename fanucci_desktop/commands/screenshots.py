"""``screenshots DIR``: PNGs of every screen, drawn by the real app with no
window: menu, new game, each game's table mid-hand, hand-off, hand summary,
game over, pause, settings, rules, statistics and the two card galleries."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

import pygame

from ..app import App
from ..check import driver as dr
from ..engine.cards import fanucci_deck, standard_deck
from ..games import GAMES
from ..storage import AppPaths
from ..session.seats import Seat
from ..ui.scenes.common import game_available
from ..ui.scenes.menu import MainMenu
from ..ui.scenes.new_game import NewGame
from ..ui.scenes.rules import RulesScene
from ..ui.scenes.settings import SettingsScene
from ..ui.scenes.statistics import StatisticsScene


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", type=Path, help="folder to write the PNG files to")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT (default 1280x800)")


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
        paths = AppPaths.under(tmp)
        app = App(paths=paths, size=parse_size(args.size), animation_speed="instant")

        def shot(name: str, frames: int = 3) -> None:
            dr.run_frames(app, frames)
            pygame.image.save(app.screen, str(out / f"{name}.png"))
            written.append(name)

        playable = [info for info in GAMES if game_available(info)]
        # Statistics and Continue need some history: play through one match quickly.
        first = playable[0].id if playable else None
        shot("menu_empty", 20)
        if first is not None:
            table = dr.new_table(app, first, dr.default_seats(first), seed=11)
            pilot = dr.Autopilot(app, table)
            pilot.finish_match()
            app.nav.main_menu()
            table = dr.new_table(app, first, dr.default_seats(first), seed=12)
            dr.Autopilot(app, table).moves(3)
            app.nav.main_menu()
        menu = app.stack.top
        hover = menu.tiles[1].rect.center if isinstance(menu, MainMenu) else (0, 0)
        dr.run_frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0),
                                                         buttons=(0, 0, 0))])
        shot("menu", 30)
        if first is not None:
            app.stack.push(NewGame(app, first))
            shot("new_game")
            app.nav.main_menu()
        for info in playable:
            table = dr.new_table(app, info.id, dr.default_seats(info.id), seed=5)
            pilot = dr.Autopilot(app, table)
            pilot.moves(max(4, table.match.num_players * 2))
            shot(f"table_{info.module}")
            if info.id == first:
                table.pause()
                shot("pause")
                app.stack.pop()
                pilot.finish_hand()
                shot("hand_summary")
            app.nav.main_menu()
        if first is not None:
            seats = [Seat("Ada"), Seat("Basil")] + dr.default_seats(first)[2:]
            table = dr.new_table(app, first, seats, seed=3)
            dr.run_frames(app, 30)
            shot("handoff")
            app.nav.main_menu()
            table = dr.new_table(app, first, dr.default_seats(first), seed=21)
            dr.Autopilot(app, table).finish_match()
            shot("game_over")
            app.nav.main_menu()
        for name, scene in (("settings", SettingsScene(app)), ("rules", RulesScene(app)),
                            ("statistics", StatisticsScene(app))):
            app.stack.push(scene)
            shot(name)
            app.nav.main_menu()
        width = 96
        pygame.image.save(app.art.gallery(fanucci_deck(), width, 15), str(out / "gallery_fanucci.png"))
        pygame.image.save(app.art.gallery(standard_deck(), width, 13), str(out / "gallery_standard.png"))
        written += ["gallery_fanucci", "gallery_standard"]
        app.shutdown()
    pygame.quit()
    print(f"wrote {len(written)} screenshots to {out}: {', '.join(written)}")
    return 0
