"""Pass-and-play hand-off: a full screen that hides every hand until the
next player takes the device."""

from __future__ import annotations

import pygame

from ...games import calls_hands_deals
from ...words import YOU
from .. import theme as th
from ..scene import Scene
from ..tables.parts.keycaps import device_words
from ..tween import soonest

#: Keys that only change another key: pressed alone, they ask nothing.
MODIFIER_KEYS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                           pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI,
                           pygame.K_CAPSLOCK, pygame.K_NUMLOCK})
#: The button's glow pulses (2 s a beat) this long, then holds still, so a
#: screen waiting for a person draws nothing.
PULSE_S = 6.0


class HandOff(Scene):
    """"Pass to NAME": opaque, so nothing of the table shows through."""

    overlay = True
    name = "handoff"

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.player = table.seats[seat].name
        self.pulse = 0.0
        self.shown_s = 0.0
        #: Where things are drawn (see :meth:`layout`).
        self.badge = (0, 0)
        self.radius = 0
        self.title_top = self.line_top = 0
        self.button = pygame.Rect(0, 0, 0, 0)

    def accept(self) -> None:
        self.app.stack.pop()
        self.table.flow.accept_hand_off(self.seat)

    def spoken_title(self):
        """Only the next player's name: no card is said before they take over."""
        gettext = self.app.language.gettext
        if self.player == YOU:
            return device_words(self.table, gettext("Your turn: take the device. Press Enter to show your cards."))
        return device_words(self.table, gettext("Pass to {name}. {name}, press Enter to show your cards.",
                                                name=self.player))

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.accept()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.accept()
            elif event.key == pygame.K_ESCAPE:
                self.table.app.nav.pause(self.table)
            elif event.key not in MODIFIER_KEYS:         # every key answers, naming no card
                self.app.speaker.say(self.waiting_for())

    def waiting_for(self) -> str:
        """What a key other than Enter hears: whom the screen waits for."""
        gettext = self.app.language.gettext
        if self.player == YOU:
            return device_words(self.table, gettext("Press Enter when you have the screen."))
        return device_words(self.table, gettext("Press Enter when {name} has the screen.", name=self.player))

    def update(self, dt):
        super().update(dt)
        self.shown_s += dt
        self.pulse = (self.pulse + dt) % 2.0 if self.shown_s < PULSE_S else 0.0

    def wake_in(self):
        return soonest(super().wake_in(), 0.0 if self.shown_s < PULSE_S else None)

    def layout(self, size):
        """Everything has its place from the first frame (it does not rise
        or fade in): a click aimed at the button lands where it is drawn."""
        t = self.theme
        w, h = size
        self.badge = (w // 2, round(h * 0.36))
        self.radius = t.px(58)
        self.title_top = self.badge[1] + self.radius + t.px(30)
        self.line_top = self.title_top + t.font(th.TITLE, True).get_linesize() + t.px(14)
        self.button = pygame.Rect(0, 0, t.px(380), t.px(62))
        self.button.midtop = (w // 2, self.line_top + t.font(th.SMALL).get_linesize() + t.px(46))

    def draw(self, surface):
        t = self.theme
        t.background(surface)   # opaque: the table never shows through
        color = th.SEAT_COLORS[self.seat % len(th.SEAT_COLORS)]
        (cx, cy), radius = self.badge, self.radius
        t.shadow(surface, pygame.Rect(cx - radius, cy - radius, radius * 2, radius * 2), radius,
                 blur=14, offset=8)
        pygame.draw.circle(surface, color, (cx, cy), radius)
        t.blit_text(surface, self.player[:1].upper(), (cx, cy), th.TITLE, (24, 20, 14), bold=True,
                    anchor="center")
        gettext = self.app.language.gettext
        you = self.player == YOU
        title = gettext("Your turn: take the device") if you else gettext("Pass to {name}", name=self.player)
        t.blit_text(surface, title, (cx, self.title_top), th.TITLE, th.TEXT, bold=True, anchor="midtop",
                    shadow=True)
        info = self.table.info.name
        hand = len(self.table.match.hands)
        line = (gettext("{game}  ·  deal {number}  ·  every hand is hidden", game=info, number=hand)
                if calls_hands_deals(self.table.game_id) else
                gettext("{game}  ·  hand {number}  ·  every hand is hidden", game=info, number=hand))
        t.blit_text(surface, line, (cx, self.line_top), th.SMALL, th.MUTED, anchor="midtop")
        glow = 0.5 + 0.5 * abs(1 - self.pulse)
        btn = self.button
        t.shadow(surface, btn, t.px(31), blur=8, offset=4)
        base = tuple(round(c1 + (c2 - c1) * glow) for c1, c2 in zip(th.ACCENT_DARK, th.ACCENT))
        pygame.draw.rect(surface, base, btn, border_radius=t.px(31))
        label = gettext("Show my cards") if you else gettext("I'm {name}: show my cards", name=self.player)
        t.blit_text(surface, label, btn.center, th.BODY, th.ACCENT_TEXT,
                    bold=True, anchor="center")
        hint = device_words(self.table, gettext("Click anywhere or press Enter"))
        t.blit_text(surface, hint, (cx, btn.bottom + t.px(16)), th.TINY,
                    th.FAINT, anchor="midtop")
