"""``selftest``: drive the real app with no window and check that it held.

Synthetic mouse and keyboard input goes through every scene (menu, new
game, settings, rules, statistics, pause, hand-off, hand summary, game
over); hands of every available game are played through the real tables at
instant speed with the pass-and-play privacy rule checked after every frame;
the match is saved, resumed from the autosave and played on. The shared
table parts are exercised in every game: hint, sort, a drag and drop, undo
(or its refusal with a reason). A finished hand of every game is replayed
to its end and back, each step checked against the engine, and every
game's demo table plays a few turns, uncounted. ``--input pad`` (or
``touch``) instead drives the app by gamepad (or finger) events alone
(:mod:`..check.device_tour`). ``--platform-dirs`` keeps settings, saves
and statistics in the real platform folders instead of a temporary one (so
CI can check a bundle saves where it should). Exit code 0 only if every
check held.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import tempfile
import time
import traceback
from typing import Callable, Iterator

import pygame

from ..app import App
from ..check import driver as dr
from ..check.device_tour import Hands, tour
from ..check.invariants import frame_check
from ..engine.match import Match, ReplayError
from ..games import GAMES
from ..session.lesson import LESSONS
from ..session.seats import Seat
from ..storage import AppPaths, load_settings
from ..ui.cardart import CARD_ASPECT
from ..ui.scenes.demo import DemoScene
from ..ui.scenes.handoff import HandOff
from ..ui.scenes.menu import MainMenu
from ..ui.scenes.new_game import NewGame
from ..ui.scenes.pause import Pause
from ..ui.scenes.rules import RulesScene
from ..ui.scenes.settings import SettingsScene
from ..ui.scenes.statistics import StatisticsScene
from ..ui.scenes.replay import ReplayScene
from ..ui.scenes.summary import GameOver, HandSummary
from ..ui.tables.base import Table
from ..ui.tables.parts.drop import TABLE
from ..ui.tables.parts.hand import sort_key
from .selftest_online import online_checks


def as_it_opened(resumed: Match, saved: dict) -> dict | None:
    """``resumed``'s record cut back to the moves of ``saved`` (a
    :meth:`Match.to_dict`): the match as it stood when it opened from that
    save, the moves played since taken off (a resumed AI whose turn it is
    may play before a frame is looked at: its only move, at once). None when
    ``resumed`` does not begin with the saved moves or does not replay."""
    data = resumed.to_dict()
    hands = saved["hands"]
    if len(data["hands"]) < len(hands):
        return None
    data["hands"] = data["hands"][:len(hands)]
    if hands:
        last, keep = data["hands"][-1], len(hands[-1]["moves"])
        if last["moves"][:keep] != hands[-1]["moves"]:
            return None
        last["moves"], last["scores"] = last["moves"][:keep], hands[-1]["scores"]
    data["snapshot"] = None
    data.pop("totals")
    try:
        return Match.from_dict(data, resumed.game).to_dict()
    except ReplayError:
        return None

def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hands", type=int, default=1, help="hands to play per game (default 1)")
    parser.add_argument("--platform-dirs", action="store_true",
                        help="use the real platform folders for settings, saves and statistics")
    parser.add_argument("--online", action="store_true",
                        help="host a hand of every game on 127.0.0.1 for clients in other processes")
    parser.add_argument("--input", choices=("keys", "pad", "touch"), default="keys",
                        help="drive the app by the keyboard and mouse (default), or by gamepad or "
                             "finger events alone: every screen visited, every game played to game over")


class Checks:
    """Named checks; a failing one is reported, the rest still run."""

    def __init__(self) -> None:
        self.failed: list[str] = []
        self.passed = 0

    def run(self, name: str, fn: Callable[[], None]) -> None:
        start = time.perf_counter()
        try:
            fn()
        except Exception:  # a selftest reports every failure and goes on
            self.failed.append(name)
            print(f"FAIL {name}\n{traceback.format_exc()}", flush=True)
            return
        self.passed += 1
        print(f"ok   {name} ({time.perf_counter() - start:.1f}s)", flush=True)


@contextlib.contextmanager
def app_paths(platform_dirs: bool) -> Iterator:
    """The folders the selftest's app uses: the real platform ones, or a
    temporary folder removed afterwards."""
    if platform_dirs:
        yield AppPaths.default()
        return
    with tempfile.TemporaryDirectory() as tmp:
        yield AppPaths.under(tmp)


def shared_parts(app, info) -> Callable[[], None]:
    """Hint, sort, a drag and drop and undo through real input on a table of
    ``info``'s game (one human, the rest easy AIs)."""
    def human_turn(table, pilot) -> None:
        assert pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table,
                          20_000), "the human never got a turn"

    def go() -> None:
        app.nav.main_menu()
        seats = dr.default_seats(info.id, humans=1, level="easy")
        table = dr.new_table(app, info.id, seats, seed=31)
        pilot = dr.Autopilot(app, table, draw_every=5)
        human_turn(table, pilot)
        zone = f"hand:{table.sight.viewer}"
        dr.run_frames(app, 1, events=dr.key(pygame.K_s))
        hand = table.sight.view()[zone]
        assert hand == sorted(hand, key=lambda c: sort_key(c, "suit")), "S did not sort the hand by suit"
        dr.run_frames(app, 1, events=dr.key(pygame.K_s))
        hand = table.sight.view()[zone]
        assert hand == sorted(hand, key=lambda c: sort_key(c, "rank")), "S again did not sort by rank"
        dr.run_frames(app, 1, events=dr.key(pygame.K_h))
        for _ in range(600):
            if table.hint.move is not None:
                break
            dr.run_frames(app, 1)
            time.sleep(0.005)
        assert table.hint.move in table.match.legal_moves(), "no hint came"
        assert table.line.text.startswith("Hint: "), f"the hint is not said: {table.line.text!r}"
        for _ in range(60):   # play on until a hand card can be dragged somewhere
            human_turn(table, pilot)
            target = drop_target(table, TABLE)
            if target is not None:
                break
            table.flow.play(pilot.choose())
        assert target is not None, "no drag and drop found to try"
        sprite, point = target
        record = table.match.hands[-1].moves
        before = len(record)
        start = sprite.rect(table.card_w, CARD_ASPECT).center
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                  pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40),
                                     buttons=(1, 0, 0))]
        dr.run_frames(app, 1, events=events)
        assert table.drag.carrying is not None, "pressing and moving did not pick the card up"
        lit = {m for ms in table.drag.carrying.targets.values() for m in ms}
        dr.run_frames(app, 1, events=[
            pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1)])
        for _ in range(10):
            if len(table.match.hands[-1].moves) > before:
                break
            dr.run_frames(app, 1)
        record = table.match.hands[-1].moves
        assert len(record) > before and record[before] in {str(m) for m in lit}, \
            f"the drop did not play a lit move: {table.line.text!r}"
        if not table.undo.blocked():
            dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
            assert len(table.match.hands[-1].moves) == before, "Ctrl+Z did not take the move back"
        else:
            moves = len(table.match.hands[-1].moves)
            dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
            assert len(table.match.hands[-1].moves) >= moves, "an unfair undo happened"
        app.nav.main_menu()
    return go


def drop_target(table, table_zone: str):
    """A viewer's hand card with a lit drop target, and a point on that target."""
    if table.sight.viewer is None:
        return None
    rects = table.drag.zones()
    for sprite in table.hand_sprites():
        if sprite.card is None:
            continue
        for zone in table.drag.targets([sprite.card]):
            if zone in rects and zone != table_zone and table.drag.zone_at(rects[zone].center) == zone:
                return sprite, rects[zone].center
            if zone == table_zone or zone not in rects:
                point = free_point(table, table_zone)
                if point is not None:
                    return sprite, point
    return None


def free_point(table, table_zone: str) -> tuple[int, int] | None:
    """A point on the bare felt above the hand (no zone's cards under it)."""
    w, _ = table.size
    for y in range(round(table.hand_top()) - 20, 40, -23):
        for x in range(40, w - 40, 37):
            if table.drag.zone_at((x, y)) == table_zone:
                return x, y
    return None


def by_device(device: str, platform_dirs: bool) -> int:
    """``--input pad`` or ``--input touch``: the tour of :mod:`..check.device_tour`
    with the invariants after every frame; it fails on any key or mouse event sent."""
    with app_paths(platform_dirs) as paths:
        app = App(paths=paths, size=(1280, 800), animation_speed="instant")
        hands = Hands(app, device, frame_check(app))
        reached: list[str] = []
        start = time.perf_counter()
        try:
            for name in tour(hands):
                reached.append(name)
                print(f"ok   {device}: {name} ({time.perf_counter() - start:.1f}s)", flush=True)
            sent = {pygame.event.event_name(e.type) for e in hands.sent}
            own = DEVICE_EVENTS[device]
            assert {e.type for e in hands.sent} <= own, f"events of another device sent: {sorted(sent)}"
            failed = 0
        except Exception:  # a selftest reports its failure
            print(f"FAIL {device}: after {reached[-1:] or 'the start'}\n{traceback.format_exc()}", flush=True)
            failed = 1
        app.shutdown()
    pygame.quit()
    print(f"selftest --input {device}: {len(reached)} screens and games reached, "
          f"{len(hands.sent)} {device} events sent, {failed} failed")
    return failed


#: The events each device may send.
DEVICE_EVENTS = {"pad": {pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP},
                 "touch": {pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION}}


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if getattr(args, "input", "keys") != "keys":
        return by_device(args.input, getattr(args, "platform_dirs", False))

    checks = Checks()
    if getattr(args, "online", False):
        online_checks(checks.run)
        print(f"selftest --online: {checks.passed} passed, {len(checks.failed)} failed")
        return 1 if checks.failed else 0
    with app_paths(getattr(args, "platform_dirs", False)) as paths:
        print(f"selftest: app folders under {paths.data_dir}", flush=True)
        app = App(paths=paths, size=(1280, 800), animation_speed="instant")
        playable = list(GAMES)

        def top(kind: type) -> object:
            scene = app.stack.top
            assert isinstance(scene, kind), f"expected {kind.__name__}, top is {type(scene).__name__}"
            return scene

        def menu() -> None:
            dr.run_frames(app, 5)
            menu_scene = top(MainMenu)
            assert menu_scene.focus.focused is menu_scene.tiles[0], "no focus on the first tile on arrival"
            dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT) * 2 + dr.key(pygame.K_LEFT))
            assert menu_scene.focus.focused is menu_scene.tiles[1], "keyboard focus does not move"

        def new_game_by_input() -> None:
            app.nav.main_menu()
            dr.run_frames(app, 2)
            menu_scene = top(MainMenu)
            info = playable[0]
            tile = menu_scene.tiles[[g.id for g in GAMES].index(info.id)]
            dr.run_frames(app, 2, events=dr.click(tile.rect.center))
            ng = top(NewGame)
            dr.run_frames(app, 1, events=dr.click(ng.names[0].rect.center))
            dr.run_frames(app, 1, events=dr.key(pygame.K_BACKSPACE) * 3 + dr.key(pygame.K_a, text="Zoe"))
            dr.run_frames(app, 1, events=dr.click(ng.deal.rect.center) + dr.key(pygame.K_1, text="4242"))
            dr.run_frames(app, 2, events=dr.click(ng.start.rect.center))
            table = top(Table)
            assert table.match.seed == 4242, "the deal number was not used"
            assert table.seats[0].name == "Zoe", f"the typed name was not used: {table.seats[0].name}"
            dr.run_frames(app, 5)

        def pause_and_scenes() -> None:
            table = app.stack.find(Table)
            assert table is not None
            dr.run_frames(app, 2, events=dr.key(pygame.K_ESCAPE))
            pause = top(Pause)
            dr.run_frames(app, 2, events=dr.click(pause.buttons[1].rect.center))
            rules = top(RulesScene)
            dr.run_frames(app, 2, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])
            dr.run_frames(app, 2, events=dr.key(pygame.K_ESCAPE))
            top(Pause)
            dr.run_frames(app, 2, events=dr.click(pause.buttons[0].rect.center))
            assert top(Table) is table and rules is not None

        def settings() -> None:
            app.nav.main_menu()
            app.stack.push(SettingsScene(app))
            scene = top(SettingsScene)
            dr.run_frames(app, 2)
            toggle = scene.widgets_left[0]
            before = app.settings.sound
            dr.run_frames(app, 2, events=dr.click(toggle.rect.center))
            saved, _ = load_settings(paths)
            assert saved.sound is (not before), "the sound setting was not saved"
            dr.run_frames(app, 2, events=dr.click(toggle.rect.center))
            dr.run_frames(app, 2, events=dr.key(pygame.K_ESCAPE))
            top(MainMenu)

        def rules_and_stats() -> None:
            for scene in (RulesScene(app), StatisticsScene(app)):
                app.stack.push(scene)
                dr.run_frames(app, 3, events=dr.key(pygame.K_PAGEDOWN))
                dr.run_frames(app, 2, events=dr.key(pygame.K_ESCAPE))
                top(MainMenu)

        def resize() -> None:
            for size in ((960, 600), (2560, 1440), (1280, 800)):
                app.resize(size)
                dr.run_frames(app, 2)
                assert app.size == size, f"window is {app.size}, not {size}"
            app.resize((500, 400))
            assert app.size == (960, 600), "the window went below the minimum size"
            app.resize((1280, 800))

        def play(info) -> Callable[[], None]:
            def go() -> None:
                app.nav.main_menu()
                ng = app.stack.push(NewGame(app, info.id))
                before = ng.count
                right_arrow = (ng.players.rect.right - ng.theme.px(20), ng.players.rect.centery)
                dr.run_frames(app, 2, events=dr.click(right_arrow))
                expected = before + 1 if before < info.max_players else info.min_players
                assert ng.count == expected, f"players {ng.count}, expected {expected}"
                for toggle in ng.options:
                    dr.run_frames(app, 1, events=dr.click(toggle.rect.center))
                    dr.run_frames(app, 1, events=dr.click(toggle.rect.center))
                app.nav.main_menu()
                seats = [Seat("Ada"), Seat("Basil")] + [Seat(f"Bot {i}", "easy")
                                                       for i in range(max(0, info.min_players - 2) or 1)]
                seats = seats[:info.max_players]
                table = dr.new_table(app, info.id, seats, seed=99)
                pilot = dr.Autopilot(app, table, check=frame_check(app), draw_every=7)
                for _ in range(args.hands):
                    assert pilot.finish_hand() or isinstance(app.stack.top, GameOver), "the hand did not end"
                    summary = app.stack.top
                    assert isinstance(summary, HandSummary)
                    dr.run_frames(app, 2)
                    if not isinstance(summary, GameOver):
                        summary.next_hand()
                assert pilot.handoffs > 0, "pass-and-play never handed off"
                assert pilot.moves(6) or isinstance(app.stack.top, GameOver)
                before = table.match.to_dict()
                app.nav.main_menu()   # leaving the table waits for its saves
                record, warnings = app.saves.load_match(table.game_id)
                assert record is not None, f"nothing was saved: {warnings}"
                dr.run_frames(app, 2)
                menu_scene = top(MainMenu)
                assert menu_scene.continue_button.enabled, "Continue is not offered"
                dr.run_frames(app, 2, events=dr.click(menu_scene.continue_button.rect.center))
                resumed = app.stack.find(Table)
                assert resumed is not None and resumed is not table, "Continue did not open a table"
                assert resumed.sight.viewer is None, "a resumed pass-and-play table shows a hand at once"
                assert as_it_opened(resumed.match, before) == before, \
                    "the resumed match differs from the saved one"
                dr.run_frames(app, 3)
                assert isinstance(app.stack.top, (HandOff, Table)), "no hand-off after resuming"
                pilot = dr.Autopilot(app, resumed, check=frame_check(app), draw_every=7)
                assert pilot.moves(4) or isinstance(app.stack.top, GameOver)
            return go

        def two_matches() -> None:
            """Two games' matches in progress at once: both listed, each resumes as it was."""
            left = {}
            for info in playable[:2]:
                app.nav.main_menu()
                table = dr.new_table(app, info.id, dr.default_seats(info.id, humans=1, level="easy"),
                                     seed=11)
                assert dr.Autopilot(app, table, check=frame_check(app)).moves(4), "no moves made"
                left[info.id] = table
            app.nav.main_menu()       # leaving a table waits for its saves
            dr.run_frames(app, 2)
            menu_scene = top(MainMenu)
            assert set(left) <= set(menu_scene.matches), f"not both in progress: {menu_scene.matches}"
            for game_id, table in left.items():
                menu_scene.resume(game_id)
                resumed = app.stack.find(Table)
                assert resumed is not None and resumed.game_id == game_id, "the wrong table opened"
                left_as = table.match.to_dict()
                assert as_it_opened(resumed.match, left_as) == left_as, f"{game_id} resumed changed"
                app.nav.main_menu()
                dr.run_frames(app, 2)
                menu_scene = top(MainMenu)

        def full_match() -> None:
            info = playable[0]
            app.nav.main_menu()
            played = app.stats.summary().get(info.id, {}).get("all", {}).get("played", 0)
            table = dr.new_table(app, info.id, dr.default_seats(info.id, humans=1, level="easy"), seed=5)
            pilot = dr.Autopilot(app, table, check=frame_check(app), draw_every=25)
            assert pilot.finish_match(), "the match did not end"
            over = top(GameOver)
            dr.run_frames(app, 2)
            stats = app.stats.summary()
            assert stats.get(info.id, {}).get("all", {}).get("played") == played + 1, f"not counted: {stats}"
            record, _ = app.saves.load_match(info.id)
            assert record is None, "a finished match is still offered to continue"
            dr.until_presses_count(app)
            dr.run_frames(app, 2, events=dr.click(over.buttons[0].rect.center))
            again = top(Table)
            assert again is not table and again.match.seed != table.match.seed

        def replay_and_demo() -> None:
            """Each game: a finished hand replayed to its end and back, each
            step the engine's position; then its demo plays uncounted."""
            for info in playable:
                app.nav.main_menu()
                table = dr.new_table(app, info.id, dr.default_seats(info.id, humans=1, level="easy"), seed=21)
                check = frame_check(app)
                assert dr.Autopilot(app, table, check=check).finish_hand(), "the hand did not end"
                record = table.match.to_dict()
                top(HandSummary).replay()
                scene = top(ReplayScene)
                n = scene.replay.length
                for step in [*range(1, n + 1), *range(n - 1, -1, -1)]:
                    dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT if step > scene.step else pygame.K_LEFT))
                    check()
                    hand = {**record["hands"][0], "moves": record["hands"][0]["moves"][:step], "scores": None}
                    data = {**{k: v for k, v in record.items() if k != "totals"}, "hands": [hand], "snapshot": None}
                    assert scene.step == step and scene.table.match.state == \
                        Match.from_dict(data, table.match.game).state, f"step {step} differs from the engine"
                stats = app.stats.summary()
                app.nav.demo(info.id, seed=3)
                demo = top(DemoScene)
                assert dr.watch(app, demo, 3 * demo.table.match.num_players) \
                    or demo.table.match.is_over, "the demo did not play"   # a short game may end first
                check()
                dr.until_presses_count(app)
                dr.run_frames(app, 1, events=dr.key(pygame.K_ESCAPE))
                top(MainMenu)
                assert app.stats.summary() == stats, "the demo was counted"
        def lesson(game_id: str) -> Callable[[], None]:
            def go() -> None:
                saved = app.saves.in_progress()
                app.nav.learn(game_id)
                table = top(Table)
                guide = table.coach.guide
                check = frame_check(app)
                for _ in range(20_000):
                    if guide.step() is None:
                        break
                    table.coach.play_step()
                    dr.run_frames(app, 1)
                    check()
                assert guide.step() is None, f"the script stopped at step {guide.index}"
                assert app.saves.in_progress() == saved, "a lesson touched the saved matches"
                app.nav.main_menu()
            return go

        checks.run("menu and keyboard focus", menu)
        if playable:
            checks.run("new game from mouse and keyboard input", new_game_by_input)
            checks.run("pause, rules from the table, resume", pause_and_scenes)
        checks.run("settings change and are saved", settings)
        checks.run("rules and statistics", rules_and_stats)
        checks.run("resize and minimum size", resize)
        for info in playable:
            checks.run(f"{info.name}: pass-and-play hands, save, resume", play(info))
            checks.run(f"{info.name}: hint, sort, drag and drop, undo", shared_parts(app, info))
            if info.id in LESSONS:
                checks.run(f"{info.name}: the lesson's script, by Show me", lesson(info.id))
        if playable:
            checks.run("two matches in progress at once, each resumed", two_matches)
            checks.run(f"{playable[0].name}: a whole match to game over, statistics", full_match)
            checks.run("a replay of every game's hand, and its demo", replay_and_demo)
        app.shutdown()
    pygame.quit()
    print(f"selftest: {checks.passed} passed, {len(checks.failed)} failed")
    return 1 if checks.failed else 0
