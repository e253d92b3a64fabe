"""A person at the real app, for the journey tests (``test_journey_*.py``).

:class:`Person` opens the app as it runs for a player (the dummy video
driver, no window), and acts only as a person can: it presses keys and
clicks by putting the events SDL would send on the app's own event queue
(``pygame.event.post``), and each frame takes them from there
(``pygame.event.get``) as the main loop does. Between actions it reads what
the screen shows: the scene on top and every text drawn in a frame.

Presses come the way people make them: one after another in quick
succession (:meth:`Person.keys_quickly`, all in one frame), at the very
frame a screen changes by itself (:meth:`Person.press_when`), and on empty
space (:meth:`Person.click_empty`). A person's move at a table is chosen as
the hint would choose it and made through :meth:`Table.choose`, the path a
click on an action takes (the tables' own input has its kits in
``tests/*_kit.py``); the journeys test the edges between screens.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Callable

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.session.seats import make_decider
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.ui.widgets import Button, FocusGroup, Widget

#: One frame of the journeys, in seconds (the main loop's 60 a second).
FRAME_S = 1 / 60


def key_events(key: int, text: str = "", mod: int = 0) -> list[pygame.event.Event]:
    """The events of one key press: down, its text (if any), up."""
    events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)]
    if text:
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    return events + [pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)]


def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """The events of one left click at ``pos``: move there, press, release."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


class Person:
    """Uses the app in ``folder`` at ``size`` (animations instant, the
    computer quick, unless told otherwise)."""

    def __init__(self, folder, size: tuple[int, int] = (1280, 800), speed: str = "instant") -> None:
        self.app = App(paths=AppPaths.under(str(folder)), size=size, animation_speed=speed)
        self.app.settings = dataclasses.replace(self.app.settings, ai_pace="fast")
        self.rng = random.Random(41)
        pygame.event.clear()
        self.frames(2)

    def close(self) -> None:
        self.app.theme.drawn = None
        self.app.shutdown()
        pygame.event.clear()

    # What the screen shows ------------------------------------------------------------
    @property
    def top(self):
        return self.app.stack.top

    @property
    def screen(self) -> str:
        """The name of the scene on top ("menu", "hand_summary", a table's ...)."""
        return self.top.name

    def table(self) -> Table:
        table = self.app.nav.table_in_play()
        assert table is not None, f"no table under {self.screen}"
        return table

    def texts(self) -> list[str]:
        """Every text one frame draws, as it was drawn (shortened or not)."""
        self.app.theme.drawn = []
        try:
            self.frame(draw=True)
            return [d.text for d in self.app.theme.drawn if isinstance(d, DrawnText) and d.text.strip()]
        finally:
            self.app.theme.drawn = None

    def reads(self, words: str) -> bool:
        """True when a text on screen holds ``words``."""
        return any(words in text for text in self.texts())

    def widgets(self) -> list[Widget]:
        """The visible widgets of the scene on top (its attributes, as the monkey finds them)."""
        found: list[Widget] = []
        for value in vars(self.top).values():
            group = value.widgets if isinstance(value, FocusGroup) else value
            items = group if isinstance(group, (list, tuple)) else [group]
            found += [w for w in items if isinstance(w, Widget) and w.visible and w not in found]
        return found

    def button(self, label: str) -> Button:
        """The visible button of the top scene whose label starts with ``label``."""
        buttons = [w for w in self.widgets() if isinstance(w, Button) and w.label.startswith(label)]
        assert buttons, f"no {label!r} on {self.screen}: {[getattr(w, 'label', '') for w in self.widgets()]}"
        return buttons[0]

    # Time -------------------------------------------------------------------------------
    def frame(self, draw: bool = False) -> None:
        """One frame of the main loop, with what the event queue holds; an
        AI that decides is waited for (a journey's frames never depend on
        the machine's speed)."""
        table = self.app.nav.table_in_play() or getattr(self.top, "table", None)  # the demo's own
        if table is not None and table.session.thinking:
            table.session.decider.settle(timeout=10.0)
        self.app.frame(FRAME_S, pygame.event.get(), draw=draw)

    def frames(self, n: int) -> None:
        for _ in range(n):
            self.frame()

    def wait(self, seconds: float) -> None:
        """Let ``seconds`` pass, a frame at a time."""
        self.frames(round(seconds / FRAME_S))

    def until(self, done: Callable[[], bool], seconds: float = 60.0, act: Callable[[], object] | None = None,
              what: str = "") -> None:
        """Frames (and ``act`` before each) until ``done()``; fails after ``seconds`` of frames."""
        for _ in range(round(seconds / FRAME_S)):
            if done():
                return
            if act is not None:
                act()
            self.frame()
        assert done(), f"{what or 'the goal'} not reached in {seconds} s; on screen: {self.screen}"

    def settle(self) -> None:
        """Wait until the screen on top takes a press, as a person looks before acting."""
        self.until(lambda: self.app.stack.takes_presses, 5.0, what="a screen that takes presses")
        self.frame()

    # Input -------------------------------------------------------------------------------
    def post(self, events: list[pygame.event.Event]) -> None:
        for event in events:
            pygame.event.post(event)

    def press(self, key: int, text: str = "", mod: int = 0, settle: bool = True) -> None:
        """Look at the screen, then press ``key``; one frame takes it."""
        if settle:
            self.settle()
        self.post(key_events(key, text, mod))
        self.frame()

    def post_key(self, key: int, text: str = "") -> None:
        """Put one key press on the queue; the next frame takes it."""
        self.post(key_events(key, text))

    def type(self, text: str) -> None:
        for ch in text:
            self.press(ord(ch.lower()), ch, settle=False)

    def keys_quickly(self, *keys: int) -> None:
        """Several keys pressed so fast that one frame sees them all."""
        self.settle()
        for key in keys:
            self.post(key_events(key))
        self.frame()

    def click(self, pos: tuple[int, int], settle: bool = True) -> None:
        if settle:
            self.settle()
        self.post(click_events((round(pos[0]), round(pos[1]))))
        self.frame()

    def click_button(self, label: str) -> None:
        """Click the button labelled ``label`` (the start of it) on the top scene."""
        self.settle()
        self.click(self.button(label).rect.center)

    def show_game(self, game_id: str):
        """On the menu, the game's tile brought into view as a person does:
        clicking the row's arrow ("›") until it shows. Returns the tile."""
        menu = self.top
        tile = next(t for t in menu.tiles if t.info.id == game_id)
        for _ in range(len(menu.tiles)):
            if tile.visible:
                return tile
            self.click(menu.later.rect.center)
        raise AssertionError(f"the tile of {game_id} never came into view")

    def click_empty(self) -> None:
        """A click where nothing is: a window corner no widget holds."""
        size = self.app.size
        for pos in ((4, size[1] - 4), (size[0] - 4, size[1] - 4), (size[0] // 2, 4)):
            if not any(w.rect.collidepoint(pos) for w in self.widgets()):
                self.click(pos)
                return
        raise AssertionError("no empty place to click")

    def press_when(self, changed: Callable[[], bool], key: int, seconds: float = 30.0,
                   act: Callable[[], object] | None = None) -> None:
        """Press ``key`` at the very frame ``changed()`` turns true (a screen
        that came by itself), before anyone could have seen it; ``act``
        before each frame until then (the person's moves)."""
        self.until(changed, seconds, act, what="the change of screen")
        self.post(key_events(key))
        self.frame()

    # At a table ------------------------------------------------------------------------
    def my_move(self) -> bool:
        """Make one move for the person whose turn it is (as the hint would
        choose it); False when it is not a person's turn now."""
        top = self.top
        if not isinstance(top, Table) or not top.session.human_turn or top.busy:
            return False
        decide = make_decider("normal", top.game_id)
        state = top.match.state
        seat = top.match.current_player
        top.choose(decide(state.observation(seat), state.legal_moves(), self.rng))
        self.frame()
        return True

    def play_until(self, done: Callable[[], bool], seconds: float = 600.0) -> None:
        """Play the person's moves (hand-offs taken with Space) until ``done()``."""
        def act() -> None:
            if self.screen == "handoff" and self.app.stack.takes_presses:
                self.post(key_events(pygame.K_SPACE))
            else:
                self.my_move()
        self.until(done, seconds, act, what="the end of the play")

    def hand_over(self) -> bool:
        """True once the hand in play has ended (its result on the table)."""
        table = self.app.nav.table_in_play()
        state = table.match.state if table is not None else None
        return state is not None and state.is_over
