"""The demo table: a match with the computer in every seat, every hand face
up, at the AI pace of the settings, on the game's own table
(:class:`~fanucci_desktop.ui.tables.viewer.TableView`). A bar under it says
what it is and has Stop; Esc stops too. Nothing is saved or counted: the
table's session has no store, so the game's match in progress (one
autosave per game) is never touched.

Its hand summaries move on by themselves after a few seconds (see
:class:`~.summary.HandSummary`): a demo is watched hands-free."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ...engine.match import Match
from ...i18n import N_
from ...session import TableSession
from ...session.perspective import Perspective
from ...session.seats import Seat
from .. import controls
from .. import theme as th
from ..controls import Act
from ..scene import Scene
from ..tables.viewer import TableView
from ..tween import soonest
from ..widgets import Button, FocusGroup

#: The height of the bar under the table, in design pixels.
BAR_H = 64
#: What the bar says, in two lines.
DEMO_WORDS = (N_("Demonstration: the computer plays every seat, every hand face up"),
              N_("Nothing here is saved or counted · Stop watching (or Esc) returns to the menu"))


class DemoScene(Scene):
    """``match`` played by ``seats`` (all AI) on the game's table."""

    name = "demo"

    def __init__(self, app, match: Match, seats: Sequence[Seat]) -> None:
        super().__init__(app)
        if any(s.is_human for s in seats):
            raise ValueError("the demo table seats the computer only")
        #: Plays the match; no store: never saved, counted, nor clearing a save.
        self.session = TableSession(match, seats, store=None, report=app.toast,
                                    wake=app.wake)
        self.view = TableView(app, self.session, Perspective.all_face_up(),
                              controls.key_help(controls.DEMO, controls.DEMO_WORDS),
                              N_("Stop"), self.stop)
        self.stop_button = Button(label=app.language.gettext("Stop watching"), primary=True, on_click=self.stop, size=th.SMALL)
        self.focus = FocusGroup([self.stop_button])
        self.bar = pygame.Rect(0, 0, 0, 0)

    @property
    def table(self):
        """The game's table playing the demo."""
        return self.view.table

    def stop(self) -> None:
        """Back to the main menu."""
        self.app.nav.main_menu()

    def enter(self) -> None:
        self.view.enter()               # the first time, the table deals

    def leave(self) -> None:
        self.view.leave()

    def ready(self) -> bool:
        return self.view.ready()

    def spoken_title(self):
        gettext = self.app.language.gettext
        return " ".join([gettext("Watching {game}.", game=self.table.info.name),
                         *(f"{gettext(words)}." for words in DEMO_WORDS)])      # each a sentence of its own

    def focus_group(self):
        return self.focus

    def key_actions(self) -> dict[Act, Callable[[], object]]:
        """What each key of :data:`.controls.DEMO` does here."""
        return {Act.LOG: lambda: self.view.toggle_panel("log"),
                Act.LOG_BACK: lambda: self.view.scroll_log(8), Act.LOG_ON: lambda: self.view.scroll_log(-8),
                Act.KEYS: lambda: self.view.toggle_panel("keys"), Act.MENU: self.stop}

    def handle(self, event: pygame.event.Event) -> None:
        actions = self.key_actions()
        act = controls.act_for(event, actions)
        if act is not None:
            actions[act]()
            return
        if self.focus.handle(event, arrows=False):
            return
        self.view.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.focus.update(dt)
        self.view.update(dt)

    def wake_in(self) -> float | None:
        return soonest(super().wake_in(), self.view.wake_in(), self.focus.wake_in())

    def layout(self, size: tuple[int, int]) -> None:
        t = self.theme
        self.bar = self.view.layout(size, t.px(BAR_H))
        w = t.font(th.SMALL, True).size(self.stop_button.label)[0] + t.px(32)
        self.stop_button.rect = pygame.Rect(self.bar.right - t.px(16) - w, self.bar.centery - t.px(22), w, t.px(44))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        self.view.draw(surface)
        pygame.draw.rect(surface, (16, 21, 30), self.bar)
        pygame.draw.line(surface, th.PANEL_EDGE, self.bar.topleft, self.bar.topright, max(1, t.px(1)))
        box = pygame.Rect(self.bar.x + t.px(16), self.bar.y,
                          self.stop_button.rect.left - t.px(32) - self.bar.x, self.bar.h)
        line_h = t.font(th.SMALL).get_linesize()
        y = self.bar.centery - line_h
        for text, color in ((DEMO_WORDS[0], th.TEXT), (DEMO_WORDS[1], th.MUTED)):
            t.blit_text(surface, self.app.language.gettext(text), (box.x, y), th.SMALL, color,
                        bold=color == th.TEXT, box=box)
            y += line_h
        self.focus.draw(surface, t)
