"""The pause overlay (Esc at the table)."""

from __future__ import annotations

import pygame

from ...games import hand_word
from .. import theme as th
from ..overlay import PanelOverlay
from ..widgets import Button


class Pause(PanelOverlay):
    """Resume, this game's rules, settings, a finished hand's replay, save
    and quit to the menu.

    In pass-and-play the table is not shown under the menu at all (a player
    who pauses and walks away shows nobody their hand), and Resume hands the
    device back to the player whose cards were on show."""

    name = "pause"
    panel_size = (460, 474)

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        #: Pass-and-play: the table stays out of sight while paused.
        self.private = len(table.session.humans) > 1
        lesson = table.coach is not None
        self.set_buttons([
            Button(label="Resume", primary=True, on_click=self.resume),
            Button(label=f"Rules of {table.info.name}", on_click=self.rules),
            Button(label="Start the lesson again", on_click=lambda: self.app.nav.learn(table.game_id))
            if lesson else Button(label="Settings", on_click=self.settings),
            *([] if lesson or not table.session.replays_hands else
              [Button(label=f"Replay a {hand_word(table.game_id).lower()}",
                      on_click=lambda: self.app.nav.hand_list(table))]),
            Button(label="Leave the lesson" if lesson else "Save and quit to menu", on_click=self.quit_to_menu),
        ])

    def resume(self) -> None:
        """Back to the table; in pass-and-play through a hand-off to the
        player whose cards were on show (whoever resumes may be someone else)."""
        self.app.stack.pop()
        if self.private and self.table.viewer is not None and self.app.stack.top is self.table:
            self.table.flow.hand_off(self.table.viewer)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()               # Esc resumes, the same way
            return
        super().handle(event)

    def draw_panel(self, surface: pygame.Surface) -> None:
        if self.private:
            self.theme.background(surface)      # opaque: no hand shows through
        super().draw_panel(surface)

    def rules(self) -> None:
        self.app.nav.rules(self.table.game_id)

    def settings(self) -> None:
        self.app.nav.settings()

    def quit_to_menu(self) -> None:
        """The game is saved after every move; save once more and leave (a
        lesson is never saved: its session has nowhere to save)."""
        if not self.table.match.is_over:
            self.table.autosave()
        self.app.nav.main_menu()

    def spoken_title(self):
        m = self.table.match
        return f"Paused. {self.table.info.name}, {hand_word(self.table.game_id).lower()} {len(m.hands)}."

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        t.blit_text(surface, "Paused", (self.panel.centerx, self.panel.y + t.px(30)), th.HEADING, th.TEXT,
                    bold=True, anchor="midtop")
        m = self.table.match
        t.blit_text(surface, f"{self.table.info.name}  ·  hand {len(m.hands)}  ·  deal number {m.seed}",
                    (self.panel.centerx, self.panel.y + t.px(80)), th.SMALL, th.MUTED, anchor="midtop")
        self.focus.draw(surface, t)
