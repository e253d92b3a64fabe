"""The real app with no window: start-up, pass-and-play privacy, hand-off,
save and resume, the summary, and the command line smoke run."""

import os
import subprocess
import sys

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.session import TableSession
from fanucci_desktop.session.perspective import Perspective
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.ui.tables.opening import resumed_table

GAME = "trophy-case"


def test_the_app_starts_on_the_main_menu_and_draws(app):
    dr.run_frames(app, 3)
    assert isinstance(app.stack.top, MainMenu)
    assert app.screen.get_at((5, 5))[:3] != (0, 0, 0)


def test_window_never_goes_below_the_minimum_size(app):
    app.resize((400, 300))
    assert app.size == (960, 600)


def test_pass_and_play_hides_every_hand_until_the_next_human_takes_over(app):
    table = dr.new_table(app, GAME, [Seat("Ada"), Seat("Basil"), Seat("Cleo", "easy")], seed=3)
    seen_handoff_for = set()
    violations = []
    private = frame_check(app)

    def check():
        private()
        top = app.stack.top
        seat = table.match.current_player
        if (seat is not None and not table.seats[seat].is_human and table.sight.viewer is not None
                and not table.match.state.is_over):
            violations.append(f"{table.seats[table.sight.viewer].name}'s cards shown while an AI plays")
        if isinstance(top, HandOff):
            seen_handoff_for.add(top.seat)
            if table.sight.viewer is not None:
                violations.append("viewer behind hand-off")
        elif table.sight.viewer is not None and table.match.current_player is not None:
            current = table.seats[table.match.current_player]
            if current.is_human and table.sight.viewer != table.match.current_player and not table.busy:
                violations.append(f"{table.seats[table.sight.viewer].name}'s cards shown on "
                                  f"{current.name}'s turn")

    pilot = dr.Autopilot(app, table, check=check, draw_every=5)
    assert pilot.moves(12)
    assert violations == []
    assert seen_handoff_for == {0, 1}
    assert pilot.finish_hand()
    assert table.sight.viewer is None, "a hand stays shown under the pass-and-play hand summary"
    assert violations == []


def test_a_hand_ends_in_the_summary_and_the_next_hand_is_dealt(app):
    table = dr.new_table(app, GAME, [Seat("You")] + [Seat(n, "easy") for n in ("Ada", "Basil")], seed=8)
    pilot = dr.Autopilot(app, table, draw_every=0)
    assert pilot.finish_hand()
    summary = app.stack.top
    assert isinstance(summary, HandSummary)
    dr.run_frames(app, 2)
    hands = len(table.match.hands)
    summary.next_hand()
    dr.run_frames(app, 3)
    assert len(table.match.hands) == hands + 1


def test_a_table_is_saved_after_moves_and_resumes_to_the_same_match(app):
    table = dr.new_table(app, GAME, [Seat("You")] + [Seat(n, "easy") for n in ("Ada", "Basil")], seed=4)
    assert dr.Autopilot(app, table).moves(5)
    before = table.match.to_dict()
    app.stack.reset(MainMenu(app))   # leaving the table waits for its saves
    record, warnings = app.saves.load_match(GAME)
    assert warnings == [] and record is not None
    resumed = resumed_table(app, record)
    assert resumed.match.to_dict() == before
    assert [s.name for s in resumed.seats] == ["You", "Ada", "Basil"]


def test_exit_after_frames_runs_the_real_app_and_exits_zero(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"),
               XDG_STATE_HOME=str(tmp_path / "s"))
    out = subprocess.run([sys.executable, "-m", "fanucci_desktop", "--exit-after-frames", "5"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr


def test_f11_toggles_fullscreen_and_back(app):
    dr.run_frames(app, 1, events=dr.key(pygame.K_F11))
    assert app.fullscreen and app.settings.fullscreen
    dr.run_frames(app, 1, events=dr.key(pygame.K_F11))
    assert not app.fullscreen and not app.settings.fullscreen


def test_confirm_before_ending_a_turn_asks_and_plays_only_on_yes(app):
    from fanucci_desktop.ui.scenes.dialog import Confirm

    app.update_settings(confirm_end_turn=True)
    table = dr.new_table(app, GAME, [Seat("You")] + [Seat(n, "easy") for n in ("Ada", "Basil")], seed=4)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: table.session.human_turn and any(m.action == "fold" for m in table.match.legal_moves()))
    fold = next(m for m in table.match.legal_moves() if m.action == "fold")
    moves = pilot.total_moves()
    table.choose(fold)
    dialog = app.stack.top
    assert isinstance(dialog, Confirm) and pilot.total_moves() == moves
    dialog.buttons[1].activate()            # No
    assert app.stack.top is table and pilot.total_moves() == moves
    table.choose(fold)
    app.stack.top.buttons[0].activate()     # Yes
    assert pilot.total_moves() == moves + 1


def test_the_window_size_is_remembered(tmp_path):
    from fanucci_desktop.storage import load_settings

    paths = AppPaths.under(tmp_path)
    first = App(paths=paths, size=(1280, 800), animation_speed="instant")
    first.resize((1100, 700))
    first.shutdown()
    settings, _ = load_settings(paths)
    assert tuple(settings.window_size) == (1100, 700)
    second = App(paths=paths, animation_speed="instant")
    assert second.size == (1100, 700)
    second.shutdown()


def test_the_generic_table_plays_any_game_and_keeps_hidden_cards_down(app):
    from fanucci_desktop.engine.match import Match
    from fanucci_desktop.games import get_game

    match = Match(get_game("fan-rummy"), 2, 6)
    session = TableSession(match, [Seat("Ada"), Seat("Basil")])
    table = Table(app, session, Perspective.seat())   # the base class, no game drawing
    app.stack.push(table)
    violations = []
    pilot = dr.Autopilot(app, table, check=frame_check(app), draw_every=3)
    assert pilot.moves(10)
    assert violations == [] and pilot.handoffs >= 2
    faces = {s.zone for s in table.sprites if s.card is not None}
    assert faces and not faces & table.sight.hidden_zones()


def test_escape_closes_the_pause_menu_and_a_question_but_not_the_hand_summary(app):
    from fanucci_desktop.ui.scenes.dialog import Confirm
    from fanucci_desktop.ui.scenes.pause import Pause

    table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=3)
    escape = dr.key(pygame.K_ESCAPE)
    for overlay in (Pause(app, table), Confirm(app, "Quit?", "", lambda: None)):
        app.stack.push(overlay)
        dr.run_frames(app, 1, events=escape)
        assert app.stack.top is table
    app.stack.push(HandSummary(app, table))
    dr.run_frames(app, 1, events=escape)
    assert isinstance(app.stack.top, HandSummary)


def test_the_window_class_names_the_app_before_the_window_opens():
    """A taskbar groups windows by their class: SDL takes it from the
    environment when video starts. pygame, imported first as the launcher
    does, with a display about, sets it to the program's name ("-c" here,
    "__main__.py" for ``python -m``); starting the display puts ours."""
    env = {k: v for k, v in os.environ.items() if "WMCLASS" not in k}
    env.update(DISPLAY=":9999", SDL_VIDEODRIVER="x11")     # no such display: the dummy driver takes over
    code = ("import os, pygame, fanucci_desktop.app as a; a.init_display(); "
            "print(os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_VIDEO_WAYLAND_WMCLASS'])")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["FanucciDesktop", "FanucciDesktop"]


def test_the_question_before_ending_a_turn_is_asked_in_the_players_language(app):
    from fanucci_desktop.ui.scenes.dialog import Confirm

    app.update_settings(confirm_end_turn=True, language="es")
    table = dr.new_table(app, GAME, [Seat("You")] + [Seat(n, "easy") for n in ("Ada", "Basil")], seed=4)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: table.session.human_turn and any(m.action == "fold" for m in table.match.legal_moves()))
    fold = next(m for m in table.match.legal_moves() if m.action == "fold")
    table.choose(fold)
    dialog = app.stack.top
    assert isinstance(dialog, Confirm)
    assert dialog.question == f"¿{table.words.move_label(fold)}?" and dialog.detail == "Con esto termina tu turno."
