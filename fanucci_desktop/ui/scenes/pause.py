"""The pause overlay (Esc at the table)."""

from __future__ import annotations

import pygame

from ...games import calls_hands_deals
from .. import theme as th
from ..overlay import PanelOverlay
from ..tables.parts.connection import LEAVE_SEAT, SEAT_KEPT
from ..widgets import Button


class Pause(PanelOverlay):
    """Resume, this game's rules, settings, a finished hand's replay, save
    and quit to the menu (at a seat of a match another app hosts, which
    saves it: leave the table, and the words that the host keeps the match).

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
        #: A seat of a match another app hosts: nothing is saved here.
        self.seat_only = table.session.kept_by_host
        #: The language the buttons speak (:meth:`update` follows a change made in Settings).
        self.spoken_in = app.language
        self.set_buttons(self.buttons_in_words())

    def buttons_in_words(self) -> list[Button]:
        """The buttons, in the language spoken now."""
        table = self.table
        lesson = table.coach is not None
        gettext = self.app.language.gettext
        deals = calls_hands_deals(table.game_id)
        return [
            Button(label=gettext("Resume"), primary=True, on_click=self.resume),
            Button(label=gettext("Rules of {game}", game=table.info.name), on_click=self.rules),
            Button(label=gettext("Start the lesson again"), on_click=lambda: self.app.nav.learn(table.game_id))
            if lesson else Button(label=gettext("Settings"), on_click=self.settings),
            *([] if lesson or not table.session.replays_hands else
              [Button(label=gettext("Replay a deal") if deals else gettext("Replay a hand"),
                      on_click=lambda: self.app.nav.hand_list(table))]),
            Button(label=gettext("Leave the lesson") if lesson else gettext(LEAVE_SEAT) if self.seat_only
                   else gettext("Save and quit to menu"), on_click=self.quit_to_menu),
        ]

    def update(self, dt):
        """As an overlay does; back from Settings in another language, the
        buttons are said in it."""
        if self.app.language is not self.spoken_in:
            self.spoken_in = self.app.language
            self.set_buttons(self.buttons_in_words())
            self.layout(self.app.size)
        super().update(dt)

    def resume(self) -> None:
        """Back to the table; in pass-and-play through a hand-off to the
        player whose cards were on show (whoever resumes may be someone else)."""
        self.app.stack.pop()
        if self.private and self.table.sight.viewer is not None and self.app.stack.top is self.table:
            self.table.flow.hand_off(self.table.sight.viewer)
        elif self.app.stack.top is self.table:
            self.app.speaker.say(self.table.speech.where())     # by ear too, back where one was

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
        lesson is never saved: its session has nowhere to save; a seat of a
        match hosted elsewhere leaves, its match kept by the host)."""
        if not self.table.match.is_over:
            self.table.flow.autosave()
        self.app.nav.main_menu()

    def spoken_title(self):
        """Where the table is; at a seat of a match hosted elsewhere, who keeps it."""
        return self.where() + "." + (" " + self.app.language.gettext(SEAT_KEPT) if self.seat_only else "")

    def where(self) -> str:
        """The game and the hand the table is at ("Paused. Gin Rummy, hand 3")."""
        gettext = self.app.language.gettext
        n = len(self.table.match.hands)
        if calls_hands_deals(self.table.game_id):
            return gettext("Paused. {game}, deal {n}", game=self.table.info.name, n=n)
        return gettext("Paused. {game}, hand {n}", game=self.table.info.name, n=n)

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        gettext = self.app.language.gettext
        t.blit_text(surface, gettext("Paused"), (self.panel.centerx, self.panel.y + t.px(30)), th.HEADING, th.TEXT,
                    bold=True, anchor="midtop")
        m = self.table.match
        word = (gettext("deal {n}", n=len(m.hands)) if calls_hands_deals(self.table.game_id)
                else gettext("hand {n}", n=len(m.hands)))
        box = self.panel.inflate(-t.px(56), 0)
        if self.seat_only:          # the host keeps the deal number (it would tell the stock's order)
            r = t.blit_text(surface, gettext("{game}  ·  {hand}", game=self.table.info.name, hand=word),
                            (self.panel.centerx, self.panel.y + t.px(80)), th.SMALL, th.MUTED,
                            anchor="midtop", box=box)
            for line in t.wrap(gettext(SEAT_KEPT), box.w, th.SMALL):
                r = t.blit_text(surface, line, (self.panel.centerx, r.bottom + t.px(4)), th.SMALL, th.TEXT,
                                anchor="midtop", box=box)
        else:
            t.blit_text(surface, gettext("{game}  ·  {hand}  ·  deal number {seed}", game=self.table.info.name,
                                         hand=word, seed=m.seed),
                        (self.panel.centerx, self.panel.y + t.px(80)), th.SMALL, th.MUTED, anchor="midtop")
        self.focus.draw(surface, t)
