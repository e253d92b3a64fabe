"""Every screen of the app, set up in turn on a real app with no window.

The ``screenshots`` command saves each one; the legibility tests read every
text each one draws (``Theme.drawn``). A screen is ready when the generator
yields its name: its last frame is drawn and nothing is moving.
"""

from __future__ import annotations

from typing import Iterator

import pygame

from ..engine.cards import fanucci_deck, standard_deck
from ..games import GAMES, game_info
from ..net.authority import HostedMatch
from ..net.discovery import Found
from ..session.lesson import LESSONS
from ..session.seats import DEFAULT_NAMES, Seat
from ..ui.scenes.join import JoinScene
from ..ui.scenes.menu import MainMenu
from ..ui.scenes.new_game import NewGame
from ..ui.scenes.rules import RulesScene
from ..ui.scenes.settings import SettingsScene
from ..ui.scenes.statistics import StatisticsScene
from . import driver as dr


def slug(game_id: str) -> str:
    """A game's part of a screen's name: its id with underscores ("gin_rummy")."""
    return game_id.replace("-", "_")


def full_seats(game_id: str) -> list[Seat]:
    """The largest table of ``game_id``: you and AIs of every level."""
    info = game_info(game_id)
    levels = ("easy", "normal", "hard")
    return [Seat("You")] + [Seat(DEFAULT_NAMES[i], levels[i % 3]) for i in range(1, info.max_players)]


def every_screen(app, crowded: bool = False) -> Iterator[str]:
    """Set up each screen of ``app`` in turn and yield its name once drawn.

    The basic tour is the one the screenshots show. ``crowded`` adds, for
    every game, its table at the most seats with the log and the keys
    panels open, and the summary of a hand at that table."""

    def settle(frames: int = 3) -> None:
        dr.run_frames(app, frames)

    playable = list(GAMES)
    first = playable[0].id if playable else None
    settle(20)
    yield "menu_empty"
    if first is not None:
        # Statistics and Continue need some history: play one match quickly.
        table = dr.new_table(app, first, dr.default_seats(first), seed=11)
        dr.Autopilot(app, table).finish_match()
        app.nav.main_menu()
        table = dr.new_table(app, first, dr.default_seats(first), seed=12)
        dr.Autopilot(app, table).moves(3)
        app.nav.main_menu()
    menu = app.stack.top
    hover = menu.tiles[1].rect.center if isinstance(menu, MainMenu) else (0, 0)
    dr.run_frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0),
                                                     buttons=(0, 0, 0))])
    settle(30)
    yield "menu"
    for info in playable:
        app.stack.push(NewGame(app, info.id))
        settle()
        yield "new_game" if info.id == first else f"new_game_{slug(info.id)}"
        if info.id == first:
            app.nav.on_screen_keyboard(app.stack.top.names[0])
            settle()
            yield "keyboard"
        app.nav.main_menu()
    for info in playable:
        table = dr.new_table(app, info.id, dr.default_seats(info.id), seed=5)
        pilot = dr.Autopilot(app, table)
        pilot.moves(max(4, table.match.num_players * 2))
        settle()
        yield f"table_{slug(info.id)}"
        if info.id == first:
            table.app.nav.pause(table)
            settle()
            yield "pause"
            app.stack.pop()
            pilot.finish_hand()
            settle()
            yield "hand_summary"
            app.stack.top.replay()
            replay = app.stack.top
            replay.go_to(replay.replay.length // 2)
            replay.view.toggle_panel("log")
            settle()
            yield "replay"
            app.nav.back()
            table.app.nav.pause(table)
            app.nav.hand_list(table)
            settle()
            yield "hand_list"
        app.nav.main_menu()
    if crowded:
        for info in playable:
            table = dr.new_table(app, info.id, full_seats(info.id), seed=8)
            pilot = dr.Autopilot(app, table)
            pilot.moves(table.match.num_players * 3)
            for panel in ("log", "keys"):
                table.side.toggle(panel)
                settle()
                yield f"table_{slug(info.id)}_full_{panel}"
            table.side.toggle("keys")
            pilot.finish_hand()
            settle()
            yield f"hand_summary_{slug(info.id)}_full"
            app.nav.main_menu()
    if first is not None:
        seats = [Seat("Ada"), Seat("Basil")] + dr.default_seats(first)[2:]
        table = dr.new_table(app, first, seats, seed=3)
        settle(30)
        yield "handoff"
        app.nav.main_menu()
        table = dr.new_table(app, first, dr.default_seats(first), seed=21)
        dr.Autopilot(app, table).finish_match()
        settle()
        yield "game_over"
        app.nav.main_menu()
    if first is not None:
        app.nav.demo(first, seed=6)
        dr.watch(app, app.stack.top, 6)
        settle()
        yield "demo"
        app.nav.main_menu()
    for game_id, lesson in LESSONS.items():
        app.nav.learn(game_id)
        table = app.stack.top
        settle()
        module = slug(game_id)
        yield f"lesson_{module}_start"
        learner_steps = [i for i, step in enumerate(lesson.steps) if step.seat == 0]
        shown = 1
        while table.coach.guide.step() is not None and not table.coach.guide.finished:
            if not table.coach.play_step():
                settle(1)
                continue
            settle()
            shown += 1
            if shown == len(learner_steps) // 2:
                yield f"lesson_{module}_middle"
        for _ in range(240):            # the last scripted move lands before the picture
            if not table.busy:
                break
            settle(1)
        yield f"lesson_{module}_end"
        app.nav.main_menu()
    for name, make in (("settings", lambda: SettingsScene(app)), ("rules", lambda: RulesScene(app)),
                       ("statistics", lambda: StatisticsScene(app))):
        app.stack.push(make())
        settle()
        yield name
        app.nav.main_menu()
    app.nav.join()
    settle()
    yield "join"
    app.nav.main_menu()
    # two matches as discovery would list them (the documentation's
    # addresses: nothing is sent), of the catalogue's first and last games
    heard = [Found("Ada's table", "192.0.2.20", 8765, GAMES[0].id, 1, 1),
             Found("Friday cards", "192.0.2.31", 8765, GAMES[-1].id, 1, GAMES[-1].max_players - 1)]
    app.stack.push(JoinScene(app, app.nav.remote_table, finder=lambda: heard))
    for _ in range(100):
        settle(1)
        if not app.stack.top.searching:
            break
    yield "join_found"
    app.nav.main_menu()
    if first is not None:           # a match opened for friends (on 127.0.0.1 here)
        app.nav.new_game(first)
        app.nav.host_match(HostedMatch.new(first, ["remote", "remote"], 7), 0, "Basil")
        lobby = app.stack.top
        for _ in range(200):
            settle(1)
            if lobby.seats():
                break
        yield "lobby"
        lobby.leave_screen()
        app.nav.main_menu()
    if crowded:
        for info in playable[1:]:
            app.stack.push(RulesScene(app, info.id))
            settle()
            yield f"rules_{slug(info.id)}"
            app.nav.main_menu()


def galleries(app, width: int = 96) -> dict[str, pygame.Surface]:
    """Every card face of both decks, in rows (not a screen: the art itself)."""
    return {"gallery_fanucci": app.art.gallery(fanucci_deck(), width, 15),
            "gallery_standard": app.art.gallery(standard_deck(), width, 13)}
