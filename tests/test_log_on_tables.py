"""The game log at every table: an undone move leaves the log with all it
caused, and Continue after the app is closed and opened again shows the same
log and the same hand order; the log panel scrolls back through a long log."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import RECORDS
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.tables.parts.log import HEAD_SHORT
from fanucci_desktop.ui.theme import DrawnText


def to_my_turn(app, table, pilot) -> None:
    assert pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table, 20_000)


def undoable_move(table):
    """A legal move of the person's after which Undo is allowed, played;
    None when this turn has none (then the person plays on)."""
    record = table.match.to_dict()
    for move in table.match.legal_moves():
        before = table.log.texts()
        table.flow.play(move)
        if table.undo.blocked() == "":
            return move, before
        if table.match.to_dict() != record:    # played, but not to be taken back: go on from here
            return None
    return None


@pytest.mark.parametrize("game_id", [r.info.id for r in RECORDS if r.undoable])
def test_undo_leaves_the_log_and_continue_after_a_relaunch_shows_the_same_log(tmp_path, game_id):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    table = dr.new_table(app, game_id, dr.default_seats(game_id, level="easy"), seed=12)
    pilot = dr.Autopilot(app, table, seed=3)
    found = None
    for _ in range(30):
        to_my_turn(app, table, pilot)
        found = undoable_move(table)
        if found is not None:
            break
        if table.session.human_turn and not table.busy:
            table.flow.play(pilot.choose())
    assert found is not None, "no move of the person's could be taken back"
    move, before = found
    assert table.log.texts() != before, "the move was logged"
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
    assert table.log.texts() == before, "the move taken back left the log with all it caused"
    dr.run_frames(app, 1, events=dr.key(pygame.K_s))              # the person sorts their hand
    table.flow.autosave()
    lines = list(table.log.lines)
    hand = table.sight.view()[f"hand:{table.sight.viewer}"]
    mode = table.orders.of(table.sight.viewer).mode
    app.shutdown()                                                 # the app is closed ...

    again = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        dr.run_frames(again, 5)
        menu = again.stack.top
        assert isinstance(menu, MainMenu) and menu.continue_button.enabled
        dr.run_frames(again, 1, events=dr.click(menu.continue_button.rect.center))
        resumed = again.stack.top
        dr.run_frames(again, 30)
        assert resumed.game_id == game_id
        assert resumed.log.lines == lines and lines
        assert resumed.orders.of(resumed.sight.viewer).mode == mode
        assert resumed.sight.view()[f"hand:{resumed.sight.viewer}"] == hand
    finally:
        again.shutdown()


def test_the_log_panel_scrolls_back_through_a_long_log(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        table = dr.new_table(app, "fortune-rummy", dr.default_seats("fortune-rummy", level="easy"), seed=4)
        for n in range(80):
            table.log.add(n % 3, f"Line {n} of a long log.")
        dr.run_frames(app, 1, events=dr.key(pygame.K_l))

        def shown() -> list[int]:
            """The numbers of the lines the panel shows (a line may wrap in a narrow panel)."""
            app.theme.drawn = []
            dr.run_frames(app, 1)
            drawn, app.theme.drawn = app.theme.drawn, None
            return [int(d.text.split()[1]) for d in drawn if getattr(d, "text", "").startswith("Line ")
                    and table.side.rect.contains(d.rect)]          # the panel's, not the strip's

        newest = shown()
        assert 79 in newest and 0 not in newest
        for _ in range(20):
            dr.run_frames(app, 1, events=dr.key(pygame.K_PAGEUP))
        oldest = shown()
        assert 0 in oldest and 79 not in oldest
        for _ in range(20):
            dr.run_frames(app, 1, events=dr.key(pygame.K_PAGEDOWN))
        assert shown() == newest
    finally:
        app.shutdown()


@pytest.mark.parametrize("game_id", ["flathead-rummy", "fortune-rummy", "trophy-case"])
def test_pass_and_play_hides_a_hand_as_its_turn_ends_and_names_the_next_person_only_at_the_hand_off(
        tmp_path, game_id):
    from fanucci_desktop.session.seats import Seat
    from fanucci_desktop.ui.scenes.handoff import HandOff

    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        seats = [Seat("Ann"), Seat("Cy", "easy"), Seat("Bo")]
        table = dr.new_table(app, game_id, seats, seed=6)
        pilot = dr.Autopilot(app, table, seed=2)
        assert pilot.play(lambda: table.session.human_turn and table.match.current_player == 0
                          and app.stack.top is table, 20_000)
        while table.match.current_player == 0:
            table.flow.play(pilot.choose())
        assert table.match.current_player == 1, "an AI plays between the two people"
        seen = []
        for _ in range(400):                           # the AI's turn, frame by frame
            if isinstance(app.stack.top, HandOff):
                break
            dr.run_frames(app, 1)
            shown = [s for s in table.sprites if s.zone == "hand:0" and s.card is not None
                     and s.flip > 0.5 and not s.dying]
            seen.append((table.sight.viewer, len(shown), table.words.prompt()))
        assert seen and all(viewer is None and face_up == 0 for viewer, face_up, _ in seen), \
            "Ann's cards are face down as soon as her turn is over"
        assert not any("Bo" in prompt for _, _, prompt in seen), "Bo is named only at the hand-off"
        assert isinstance(app.stack.top, HandOff) and "Bo" in app.stack.top.player
    finally:
        app.shutdown()


def test_the_open_log_shows_only_whole_lines():
    """A line wrapped over rows is shown whole or not at all: a window that
    would begin on its second row (losing who did it) begins at the next
    line, and one that would end inside a line ends before it."""
    from fanucci_desktop.ui.tables.parts.log import whole_lines

    def row(words: str, first: bool) -> tuple:
        return ("1", words, (0, 0, 0), first)

    rows = [row("Ada drew.", True), row("Basil discarded", True), row("the 9 of Diamonds.", False),
            row("Cleo drew from the", True), row("stock.", False), row("Dmitri drew.", True)]
    assert whole_lines(rows, 2, 6) == (3, 6)          # not from "the 9 of Diamonds."
    assert whole_lines(rows, 0, 4) == (0, 3)          # not up to "Cleo drew from the"
    assert whole_lines(rows, 1, 3) == (1, 3)          # already whole
    assert whole_lines(rows, 2, 3) == (2, 3)          # no whole line fits: left as it is
    assert whole_lines(rows, -4, 2) == (0, 1)          # "Basil discarded" runs on past the end


@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_in_a_lesson_the_open_log_keeps_clear_of_the_coach(tmp_path, game_id, size):
    """The log and the coach share the table's room for a panel: the coach
    sits there first and the open log, drawn after it, never lies over it
    (it once covered the coach's words), at the lesson's start and after
    its first steps, and keeps room for a line."""
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        app.nav.learn(game_id)
        table = app.stack.top
        dr.run_frames(app, 3)
        dr.run_frames(app, 2, events=dr.key(pygame.K_l))
        assert table.side.open == "log"
        for step in range(4):
            app.theme.drawn = []
            dr.run_frames(app, 1)
            drawn, app.theme.drawn = app.theme.drawn, None
            coach, log = table.coach.panel, table.side.rect
            assert coach.h and log.h, f"step {step}: coach {coach}, log {log}"
            assert not coach.colliderect(log), f"step {step}: the log {log} covers the coach {coach}"
            rows_top = log.y + app.theme.px(HEAD_SHORT.rows_top) - 1     # under the title, short or not
            rows = [d.text for d in drawn if isinstance(d, DrawnText) and d.rect is not None
                    and log.contains(d.rect) and d.rect.top >= rows_top]
            assert rows, f"step {step}: the log {log} holds no line"
            if not table.coach.play_step():
                break
            dr.run_frames(app, 3)
    finally:
        app.shutdown()
