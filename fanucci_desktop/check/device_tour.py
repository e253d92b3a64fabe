"""The app driven by one device alone: a gamepad's events or a finger's.

:func:`tour` visits the screens from the menu (rules, statistics, settings,
a game's set-up and its on-screen keyboard, Watch, Learn, a table, its pause
menu, a hand's replay, a summary, a hand-off, game over) and plays every game
to game over, sending nothing but controller events (``"pad"``) or finger
events (``"touch"``): the selftest's ``--input``. A control is reached as a
person would: by pad, walking the focus to it with the D-pad and pressing
A (B goes back); by touch, tapping it (and the screen's own way back).
Only the deal of a pass-and-play table is set up by the driver, which is
not input: the set-up screen's seat choices are the keyboard tour's.
"""

from __future__ import annotations

from typing import Callable, Iterator

import pygame

from ..games import GAMES
from ..session.seats import Seat
from ..ui.scenes.summary import GameOver, HandSummary
from ..ui.tables.base import Table
from ..ui.widgets import Widget
from . import driver as dr
from .pilots import PadPilot, Pilot, TouchPilot

#: The labels of the controls that go back, for a finger (the pad has B).
BACK_LABELS = ("Back", "Done", "Resume", "Main menu", "Back to the menu", "Leave", "Stop", "Stop watching",
               "Leave the lesson", "Leave the replay")
#: Presses a walk of the focus may take before it gives up.
MOST_STEPS = 60


class Hands:
    """How a person with one device reaches things (see the module docstring)."""

    def __init__(self, app, device: str, check: Callable[[], None]) -> None:
        self.app, self.device, self.check = app, device, check
        #: Every event sent (the selftest checks that none is a key or mouse event).
        self.sent: list[pygame.event.Event] = []

    def send(self, events: list[pygame.event.Event], frames: int = 3) -> None:
        dr.until_presses_count(self.app)        # a screen that came by itself takes no press at once
        self.sent += events
        dr.run_frames(self.app, 1, events=events)
        self.check()
        dr.run_frames(self.app, frames - 1)
        dr.until_presses_count(self.app)

    def press(self, button: int) -> None:
        self.send(dr.pad_button(button))

    def choose(self, widget: Widget) -> None:
        """Press ``widget``: walk the pad's focus to it and press A, or tap it."""
        if self.device == "touch":
            self.send(dr.tap(self.app, widget.rect.center))
            return
        group = self.app.stack.top.focus_group()
        for button in (pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT):
            for _ in range(MOST_STEPS):
                if group.focused is widget:
                    self.press(pygame.CONTROLLER_BUTTON_A)
                    return
                self.press(button)
        raise AssertionError(f"the pad's focus never reached {widget.spoken()!r}")

    def back(self) -> None:
        """Go back from the screen on top: the pad's B, or a tap on its way back."""
        if self.device == "pad":
            self.press(pygame.CONTROLLER_BUTTON_B)
            return
        top = self.app.stack.top
        group = top.focus_group()
        shown = getattr(getattr(top, "table", None), "menu_button", None)   # a replay's Leave, a demo's Stop
        ways = [shown] + list(group.widgets if group is not None else ())
        way = next((w for w in ways if w is not None and w.visible and getattr(w, "label", "") in BACK_LABELS),
                   None)
        assert way is not None, f"no way back on {top.name}"
        self.send(dr.tap(self.app, way.rect.center))

    def menu_of(self, table: Table) -> None:
        """Open ``table``'s pause menu: Start, or a tap on its Menu button."""
        if self.device == "pad":
            self.press(pygame.CONTROLLER_BUTTON_START)
        else:
            self.send(dr.tap(self.app, table.menu_button.rect.center))

    def pilot(self, table: Table) -> Pilot:
        """A player of ``table`` by this device (its events are counted in :attr:`sent` too)."""
        pilot = (PadPilot if self.device == "pad" else TouchPilot)(self.app, table, check=self.check)
        pilot.sent = self.sent
        return pilot


def labelled(app, label: str) -> Widget:
    """The control of the screen on top labelled ``label`` (its start)."""
    group = app.stack.top.focus_group()
    found = next((w for w in group.widgets if w.visible and getattr(w, "label", "").startswith(label)), None)
    assert found is not None, f"no {label!r} on {app.stack.top.name}"
    return found


def tour(hands: Hands) -> Iterator[str]:
    """Drive the app by ``hands``' device alone; yield the name of each
    screen reached and of each game played to its end (``hands.sent`` holds
    every event sent)."""
    app = hands.app
    app.nav.main_menu()
    dr.run_frames(app, 3)
    for label in ("Rules", "Statistics", "Settings"):
        hands.choose(labelled(app, label))
        yield app.stack.top.name
        hands.back()
        assert app.stack.top.name == "menu", f"back from {label} went to {app.stack.top.name}"
    menu = app.stack.top
    hands.choose(menu.watch[0])
    yield app.stack.top.name
    hands.back()
    hands.choose(app.stack.top.learn_buttons[0])
    lesson = app.stack.top
    yield lesson.name
    hands.menu_of(lesson)
    yield app.stack.top.name
    hands.choose(labelled(app, "Leave the lesson"))
    for n, info in enumerate(GAMES):
        app.nav.main_menu()
        dr.run_frames(app, 3)
        menu = app.stack.top
        hands.choose(menu.tiles[n])
        setup = app.stack.top
        yield setup.name
        if n == 0:
            hands.choose(setup.names[0])
            board, name = app.stack.top, setup.names[0].value
            yield board.name                                        # the on-screen keyboard
            hands.choose(board.rows[1][0])                          # Q
            assert setup.names[0].value == name + ("Q" if not name else "q"), "the keyboard typed nothing"
            if hands.device == "pad":
                hands.press(pygame.CONTROLLER_BUTTON_START)
            else:
                hands.choose(labelled(app, "Done"))
            assert app.stack.top is setup, "the keyboard did not close"
        hands.choose(setup.start)
        table = app.stack.top
        assert isinstance(table, Table), f"the set-up screen opened {table.name}"
        yield table.name
        pilot = hands.pilot(table)
        if n == 0:
            hands.menu_of(table)
            yield app.stack.top.name
            hands.choose(labelled(app, "Rules of"))
            hands.back()
            hands.choose(labelled(app, "Resume"))
            assert pilot.finish_hand(), "the first hand did not end"
            if isinstance(app.stack.top, HandSummary) and not isinstance(app.stack.top, GameOver):
                yield app.stack.top.name
                hands.choose(labelled(app, "Replay this"))
                assert app.stack.top.name == "replay", f"Replay opened {app.stack.top.name}"
                yield app.stack.top.name
                hands.back()
                assert isinstance(app.stack.top, HandSummary), f"back from the replay: {app.stack.top.name}"
        assert pilot.finish_match(), f"{info.name}: the match did not end"
        yield f"{info.id}: game over"
        hands.choose(labelled(app, "Main menu"))
    first = GAMES[0].id
    app.nav.main_menu()
    table = dr.new_table(app, first, [Seat("Ada"), Seat("Basil")], seed=8)   # pass and play: set up, not input
    pilot = hands.pilot(table)
    assert pilot.play(lambda: app.stack.top.name == "handoff", 20_000), "no hand-off came"
    yield app.stack.top.name
    assert pilot.finish_hand(), "the pass-and-play hand did not end"
    app.nav.main_menu()
