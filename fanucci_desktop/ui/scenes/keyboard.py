"""The on-screen keyboard: a name typed with a pad or a finger.

A name field confirmed with the pad's A, or tapped with a finger, opens
:class:`OnScreenKeyboard` over its screen (the app decides:
:meth:`App.type_on_screen`). Its keys are a grid of buttons: the D-pad or
the stick moves along a row and between rows, A (or a tap) presses the key
under the focus, B deletes the letter before the caret, Start or the Done
key closes it. Each key typed goes into the field as typed text, so the
field's own rules hold (its length, the letters it allows); the first
letter of a name is a capital, the rest small unless Shift says otherwise.
"""

from __future__ import annotations

import pygame

from ...i18n import N_, Language
from .. import theme as th
from ..pad_buttons import PadInput
from ..overlay import PanelOverlay
from ..widgets import Button, TextField

#: The rows of letters (the last row of keys is :data:`ACTIONS`).
ROWS: tuple[str, ...] = ("1234567890", "qwertyuiop", "asdfghjkl'", "zxcvbnm-.")
#: The keys of the last row: what each does, by its label.
ACTIONS: tuple[str, ...] = (N_("Shift"), N_("Space"), N_("Delete"), N_("Done"))
#: How speech names the keys that are not letters or digits.
KEY_NAMES = {"'": N_("apostrophe"), "-": N_("hyphen"), ".": N_("full stop")}


class OnScreenKeyboard(PanelOverlay):
    """The keyboard over a screen, typing into ``field``."""

    name = "keyboard"
    panel_size = (760, 400)

    def __init__(self, app, field: TextField) -> None:
        super().__init__(app)
        self.field = field
        language = app.language
        #: Shift held for the next letter (None: as a name is written, a capital first).
        self.shift: bool | None = None
        self.rows: list[list[Button]] = [
            [Button(label=ch, on_click=lambda ch=ch: self.type(ch), spoken_as=spoken_key(ch, language))
             for ch in row] for row in ROWS]
        actions = {"Shift": self.toggle_shift, "Space": lambda: self.type(" "),
                   "Delete": self.delete, "Done": self.close}
        self.rows.append([Button(label=language.gettext(label), on_click=actions[label],
                                 primary=label == "Done") for label in ACTIONS])
        self.set_buttons([key for row in self.rows for key in row])
        self.show_case()

    def capital(self) -> bool:
        """True when the next letter is a capital."""
        return self.shift if self.shift is not None else not self.field.value.strip()

    def show_case(self) -> None:
        """The letter keys show the case the next letter is typed in."""
        for row in self.rows[:-1]:
            for key in row:
                key.label = key.label.upper() if self.capital() else key.label.lower()

    def type(self, text: str) -> None:
        """Type ``text`` into the field (in the case shown) and say it."""
        if text.isalpha() and self.capital():
            text = text.upper()
        before = self.field.value
        self.field.handle(pygame.event.Event(pygame.TEXTINPUT, text=text), True)
        self.shift = None
        self.show_case()
        if self.field.value != before:
            self.app.speaker.say(self.field.spoken_change(before))

    def delete(self) -> None:
        """Take the letter before the caret (or the selection)."""
        before = self.field.value
        self.field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                             unicode="", scancode=0), True)
        self.show_case()
        if self.field.value != before:
            self.app.speaker.say(self.field.spoken_change(before))

    def toggle_shift(self) -> None:
        self.shift = not self.capital()
        self.show_case()

    def close(self) -> None:
        self.app.stack.pop()

    def spoken_title(self) -> str:
        gettext = self.app.language.gettext
        name = self.field.spoken_as or self.field.placeholder
        if self.field.value:
            return gettext("Keyboard for {field}: {value}", field=name, value=self.field.value)
        return gettext("Keyboard for {field}: empty", field=name)

    def place_buttons(self) -> None:
        """The keys in rows under the text typed so far."""
        t = self.theme
        gap = t.px(8)
        top = self.panel.y + t.px(100)
        key_h = t.px(50)
        width = self.panel.w - t.px(48)
        for r, row in enumerate(self.rows):
            key_w = (width - gap * (len(ROWS[0]) - 1)) // len(ROWS[0])
            if r == len(self.rows) - 1:
                key_w = (width - gap * (len(row) - 1)) // len(row)
            x = self.panel.x + t.px(24)
            for key in row:
                key.rect = pygame.Rect(x, top + r * (key_h + gap), key_w, key_h)
                x += key_w + gap

    def where(self) -> tuple[int, int]:
        """The row and column of the focused key."""
        focused = self.focus.focused
        for r, row in enumerate(self.rows):
            if focused in row:
                return r, row.index(focused)
        return 0, 0

    def go(self, row: int, column: int) -> None:
        """Focus the key at ``row`` (wrapping) and the nearest ``column``."""
        row %= len(self.rows)
        column = min(column, len(self.rows[row]) - 1)
        self.focus.focus = self.focus.widgets.index(self.rows[row][column])

    def handle(self, event):
        if event.type == pygame.TEXTINPUT:
            self.field.handle(event, True)          # a real keyboard types here too
            return
        if event.type == pygame.KEYDOWN:
            row, column = self.where()
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.go(row, (column + step) % len(self.rows[row]))
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = 1 if event.key == pygame.K_DOWN else -1
                wide = len(self.rows[row])
                target = (row + step) % len(self.rows)
                self.go(target, column * len(self.rows[target]) // wide)
                return
            if event.key == pygame.K_ESCAPE:     # the pad's B deletes; its Start and Esc close
                self.delete() if getattr(event, "pad_input", None) is PadInput.B else self.close()
                return
            if event.key == pygame.K_BACKSPACE:
                self.delete()
                return
        super().handle(event)

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        box = pygame.Rect(self.panel.x + t.px(24), self.panel.y + t.px(24), self.panel.w - t.px(48), t.px(56))
        t.draw_rect(surface, (16, 22, 32), box, border_radius=t.px(8))
        t.draw_rect(surface, th.ACCENT, box, max(1, t.px(1.5)), border_radius=t.px(8))
        shown = self.field.value or self.field.placeholder
        t.blit_text(surface, shown, (box.x + t.px(12), box.centery), th.BODY,
                    th.TEXT if self.field.value else th.FAINT, anchor="midleft", box=box.inflate(-t.px(24), 0))
        self.focus.draw(surface, t)


def spoken_key(ch: str, language: Language = Language()) -> str:
    """How speech names key ``ch`` in ``language``."""
    return language.gettext(KEY_NAMES[ch]) if ch in KEY_NAMES else ch
