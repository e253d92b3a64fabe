"""Settings: sound, animation and AI pace, card back, table colour, colour
badges, four-colour deck, confirm before ending a turn, fullscreen, speech
and how long a computer player waits for it. Every change is saved at once
and takes effect at once."""

from __future__ import annotations

import pygame

from ...engine.cards import parse_cards
from ...storage.settings import SPEECH_WAITS
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, Choice, FocusGroup, Slider, Toggle
from .common import card_fan, header

SPEEDS = ("slow", "normal", "fast", "instant")
PACES = ("slow", "normal", "fast")
#: How long a computer player waits for speech (``Settings.speech_wait``), in a player's words.
SPEECH_WAIT_WORDS = {"said": "Until it is said", "10s": "Up to 10 seconds", "5s": "Up to 5 seconds",
                     "2s": "Up to 2 seconds", "none": "Don't wait"}


def _title(text: str) -> str:
    return text.replace("-", " ").replace("_", " ").capitalize()


class SettingsScene(Scene):
    """Two columns of settings and a live preview of the cards."""

    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        backs = app.art.back_names()
        colors = app.art.table_colors()
        set_ = self.app.update_settings
        self.widgets_left = [
            Toggle(label="Sound", value=s.sound, on_change=lambda v: set_(sound=v)),
            Slider(label="Volume", value=s.volume, on_change=lambda v: set_(volume=v)),
            Choice(label="Animation speed", options=SPEEDS, labels=[_title(x) for x in SPEEDS],
                   index=SPEEDS.index(s.animation_speed), on_change=lambda v: self.set_speed(v)),
            Choice(label="Computer pace", options=PACES, labels=[_title(x) for x in PACES],
                   index=PACES.index(s.ai_pace), on_change=lambda v: set_(ai_pace=v)),
            Toggle(label="Confirm before ending a turn", value=s.confirm_end_turn,
                   on_change=lambda v: set_(confirm_end_turn=v)),
            Toggle(label="Fullscreen (F11)", value=s.fullscreen, on_change=lambda v: set_(fullscreen=v)),
        ]
        back = s.card_back if s.card_back in backs else (backs[0] if backs else "")
        self.widgets_right = [
            Choice(label="Card back", options=backs, labels=[_title(b) for b in backs],
                   index=backs.index(back) if back in backs else 0, on_change=lambda v: set_(card_back=v)),
            Choice(label="Table colour", options=colors, labels=[_title(c) for c in colors],
                   index=colors.index(s.table_color) if s.table_color in colors else 0,
                   on_change=lambda v: set_(table_color=v)),
            Toggle(label="Colour badges on Fanucci cards", value=s.color_badges,
                   on_change=lambda v: set_(color_badges=v)),
            Toggle(label="Four-colour standard deck", value=s.four_color_deck,
                   on_change=lambda v: set_(four_color_deck=v)),
            Toggle(label="Speech (F2)", value=s.speech, on_change=lambda _v: self.app.toggle_speech()),
            Choice(label="AI waits for speech", options=SPEECH_WAITS,
                   labels=[SPEECH_WAIT_WORDS[w] for w in SPEECH_WAITS],
                   index=SPEECH_WAITS.index(s.speech_wait), on_change=lambda v: set_(speech_wait=v)),
        ]
        self.speech_toggle = self.widgets_right[-2]
        self.done = Button(label="Done", primary=True, on_click=lambda: self.app.stack.pop())
        self.focus = FocusGroup(self.widgets_left + self.widgets_right + [self.done])
        self.focus.focus = 0
        self._preview_key: tuple = ()
        self._preview: pygame.Surface | None = None

    def set_speed(self, value: str) -> None:
        self.app.update_settings(animation_speed=value)

    def layout(self, size):
        w, h = size
        t = self.theme
        m = t.px(48)
        top = t.px(140)
        col_w = (w - 3 * m) // 2
        row, gap = t.px(50), t.px(10)
        for i, wdg in enumerate(self.widgets_left):
            wdg.rect = pygame.Rect(m, top + i * (row + gap), col_w, row)
        for i, wdg in enumerate(self.widgets_right):
            wdg.rect = pygame.Rect(2 * m + col_w, top + i * (row + gap), col_w, row)
        self.preview_area = pygame.Rect(2 * m + col_w, self.widgets_right[-1].rect.bottom + t.px(20), col_w,
                                        h - t.px(120) - self.widgets_right[-1].rect.bottom - t.px(20))
        bw, bh = t.px(200), t.px(56)
        self.done.rect = pygame.Rect(w - m - bw, h - t.px(30) - bh, bw, bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.focus.handle(event)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)
        for wdg in self.widgets_left:
            if isinstance(wdg, Toggle) and wdg.label.startswith("Fullscreen"):
                wdg.value = self.app.fullscreen
        self.speech_toggle.value = self.app.speaker.enabled      # F2 turns it too

    def spoken_title(self):
        return "Settings. Changes are saved at once."

    def focus_group(self):
        return self.focus

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def preview(self) -> pygame.Surface:
        area = self.preview_area
        key = (id(self.app.art), self.app.settings.table_color, area.size)
        if key != self._preview_key:
            t = self.theme
            surf = pygame.Surface(area.size, pygame.SRCALPHA)
            table = self.app.art.table(area.size, self.app.settings.table_color)
            mask = pygame.Surface(area.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=t.px(14))
            surf.blit(table, (0, 0))
            surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            card_w = max(20, round(min(area.w * 0.13, area.h * 0.42)))
            fan = card_fan(self.app.art, parse_cards("7 Zurfs, ∞ Lamps, Grue, QS, 10H, 4D, 9C"), card_w, 8)
            surf.blit(fan, fan.get_rect(center=(area.w * 0.42, area.h * 0.5)))
            back = self.app.art.back(card_w)
            for i in range(3):
                surf.blit(back, back.get_rect(center=(area.w * 0.85 - i * 2, area.h * 0.5 - i * 2)))
            self._preview, self._preview_key = surf, key
        assert self._preview is not None
        return self._preview

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        header(surface, t, "Settings", "Changes are saved at once.")
        self.focus.draw(surface, t)
        if self.preview_area.h > t.px(60):
            t.shadow(surface, self.preview_area, t.px(14))
            surface.blit(self.preview(), self.preview_area)
