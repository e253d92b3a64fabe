"""Settings: sound, animation and AI pace, card back, table colour, colour
badges, four-colour deck, confirm before ending a turn, fullscreen, speech,
how long a computer player waits for it, and the language. Every change is
saved at once and takes effect at once (a new language rebuilds the
screen's words at once)."""

from __future__ import annotations

import pygame

from ...engine.cards import parse_cards
from ...i18n import N_, available_languages, language_name
from ...storage.settings import SPEECH_WAITS
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, Choice, FocusGroup, Slider, Toggle
from .common import card_fan, header

SPEEDS = ("slow", "normal", "fast", "instant")
PACES = ("slow", "normal", "fast")
#: The animation speeds and computer paces in a player's words.
PACE_WORDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}
#: How long a computer player waits for speech (``Settings.speech_wait``), in a player's words.
SPEECH_WAIT_WORDS = {"said": N_("Until it is said"), "10s": N_("Up to 10 seconds"),
                     "5s": N_("Up to 5 seconds"), "2s": N_("Up to 2 seconds"), "none": N_("Don't wait")}
#: The names of the card backs (art/backs/) and of the felts; another is shown as its file name.
ART_WORDS = {"crimson": N_("Crimson"), "forest": N_("Forest"), "midnight": N_("Midnight"),
             "green": N_("Green"), "blue": N_("Blue"), "red": N_("Red"), "charcoal": N_("Charcoal"),
             "plum": N_("Plum")}


def _title(text: str) -> str:
    return text.replace("-", " ").replace("_", " ").capitalize()


class SettingsScene(Scene):
    """Two columns of settings and a live preview of the cards."""

    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self._preview_key: tuple = ()
        self._preview: pygame.Surface | None = None
        self.build()
        self.focus.focus = 0

    def build(self) -> None:
        """The widgets, in the language spoken now."""
        s = self.app.settings
        gettext = self.app.language.gettext
        backs = self.app.art.back_names()
        colors = self.app.art.table_colors()
        languages = ("", *available_languages())
        set_ = self.app.update_settings

        def named(names) -> list[str]:
            return [gettext(ART_WORDS[n]) if n in ART_WORDS else _title(n) for n in names]

        self.widgets_left = [
            Toggle(label=gettext("Sound"), value=s.sound, on_change=lambda v: set_(sound=v)),
            Slider(label=gettext("Volume"), value=s.volume, on_change=lambda v: set_(volume=v)),
            Choice(label=gettext("Animation speed"), options=SPEEDS,
                   labels=[gettext(PACE_WORDS[x]) for x in SPEEDS],
                   index=SPEEDS.index(s.animation_speed), on_change=lambda v: self.set_speed(v)),
            Choice(label=gettext("Computer pace"), options=PACES, labels=[gettext(PACE_WORDS[x]) for x in PACES],
                   index=PACES.index(s.ai_pace), on_change=lambda v: set_(ai_pace=v)),
            Toggle(label=gettext("Confirm before ending a turn"), value=s.confirm_end_turn,
                   on_change=lambda v: set_(confirm_end_turn=v)),
            Toggle(label=gettext("Fullscreen (F11)"), value=s.fullscreen,
                   on_change=lambda v: set_(fullscreen=v)),
            Choice(label=gettext("Language"), options=languages,
                   labels=[gettext("As the system") if not c else language_name(c) for c in languages],
                   index=languages.index(s.language) if s.language in languages else 0,
                   on_change=self.set_language),
        ]
        self.fullscreen_toggle = self.widgets_left[5]
        back = s.card_back if s.card_back in backs else (backs[0] if backs else "")
        self.widgets_right = [
            Choice(label=gettext("Card back"), options=backs, labels=named(backs),
                   index=backs.index(back) if back in backs else 0, on_change=lambda v: set_(card_back=v)),
            Choice(label=gettext("Table colour"), options=colors, labels=named(colors),
                   index=colors.index(s.table_color) if s.table_color in colors else 0,
                   on_change=lambda v: set_(table_color=v)),
            Toggle(label=gettext("Colour badges on Fanucci cards"), value=s.color_badges,
                   on_change=lambda v: set_(color_badges=v)),
            Toggle(label=gettext("Four-colour standard deck"), value=s.four_color_deck,
                   on_change=lambda v: set_(four_color_deck=v)),
            Toggle(label=gettext("Speech (F2)"), value=s.speech, on_change=lambda _v: self.app.toggle_speech()),
            Choice(label=gettext("AI waits for speech"), options=SPEECH_WAITS,
                   labels=[gettext(SPEECH_WAIT_WORDS[w]) for w in SPEECH_WAITS],
                   index=SPEECH_WAITS.index(s.speech_wait), on_change=lambda v: set_(speech_wait=v)),
        ]
        self.speech_toggle = self.widgets_right[-2]
        self.done = Button(label=gettext("Done"), primary=True, on_click=lambda: self.app.stack.pop())
        self.focus = FocusGroup(self.widgets_left + self.widgets_right + [self.done])

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on: the setting, then this screen's words
        anew (the focus stays on the language)."""
        self.app.update_settings(language=code)
        focused = self.focus.focus
        self.build()
        self.focus.focus = focused
        self.layout(self.app.size)

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
        self.fullscreen_toggle.value = self.app.fullscreen
        self.speech_toggle.value = self.app.speaker.enabled      # F2 turns it too

    def spoken_title(self):
        gettext = self.app.language.gettext
        return f"{gettext('Settings')}. {gettext('Changes are saved at once.')}"

    def focus_group(self):
        return self.focus

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def preview(self) -> pygame.Surface:
        area = self.preview_area
        key = (id(self.app.art), self.app.language.code, self.app.settings.table_color, area.size)
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
        gettext = self.app.language.gettext
        header(surface, t, gettext("Settings"), gettext("Changes are saved at once."))
        self.focus.draw(surface, t)
        if self.preview_area.h > t.px(60):
            t.shadow(surface, self.preview_area, t.px(14))
            surface.blit(self.preview(), self.preview_area)
