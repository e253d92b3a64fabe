"""The overlays that ask: a yes/no confirmation, and a choice among a few answers."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ...speech import sentences
from .. import theme as th
from ..overlay import PanelOverlay
from ..widgets import Button


class Confirm(PanelOverlay):
    """Asks ``question``; ``on_yes`` runs after the overlay closes, and
    ``on_no`` (if given) after the other answer. Esc closes it with neither.
    The answers read ``yes_label`` and ``no_label`` (None: "Yes" and "No"
    in the app's language); the caller gives the question and the detail
    in it."""

    name = "confirm"
    panel_size = (560, 250)
    closes_on_escape = True

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None],
                 yes_label: str | None = None, no_label: str | None = None,
                 on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.question, self.detail, self.on_yes, self.on_no = question, detail, on_yes, on_no
        gettext = app.language.gettext
        self.set_buttons([Button(label=yes_label or gettext("Yes"), primary=True, on_click=self.yes),
                          Button(label=no_label or gettext("No"), on_click=self.no)])
        #: The question and the detail in lines, whole (placed by :meth:`layout`).
        self.question_lines: list[str] = []
        self.detail_lines: list[str] = []

    def yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.stack.pop()
        if self.on_no is not None:
            self.on_no()

    def spoken_title(self):
        return sentences(self.question, self.detail)

    def layout(self, size):
        """The panel grows to hold the question and its detail whole."""
        super().layout(size)
        t = self.theme
        room = self.panel.w - t.px(48)
        self.question_lines = t.wrap(self.question, room, th.SUBHEADING, True)
        self.detail_lines = t.wrap(self.detail, room, th.SMALL) if self.detail else []
        needed = (t.px(36) + len(self.question_lines) * t.font(th.SUBHEADING, True).get_linesize()
                  + t.px(14) + len(self.detail_lines) * (t.font(th.SMALL).get_linesize() + t.px(4))
                  + t.px(28) + self.buttons_height() + t.px(28))
        self.panel.h = min(max(self.panel.h, needed), size[1] - t.px(20))
        self.panel.centery = size[1] // 2
        self.place_buttons()

    def side_by_side(self) -> bool:
        """True when both answers fit whole side by side (else one above the other)."""
        t = self.theme
        half = (self.panel.w - t.px(100)) // 2
        return all(t.width(b.label, b.size, True) + t.px(24) <= half for b in self.buttons)

    def buttons_height(self) -> int:
        t = self.theme
        return t.px(50) if self.side_by_side() else 2 * t.px(50) + t.px(12)

    def place_buttons(self):
        t = self.theme
        bh = t.px(50)
        if self.side_by_side():
            bw = (self.panel.w - t.px(100)) // 2
            for i, b in enumerate(self.buttons):
                b.rect = pygame.Rect(self.panel.x + t.px(40) + i * (bw + t.px(20)),
                                     self.panel.bottom - t.px(28) - bh, bw, bh)
            return
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.panel.x + t.px(40), self.panel.bottom - t.px(28) - bh
                                 - (len(self.buttons) - 1 - i) * (bh + t.px(12)), self.panel.w - t.px(80), bh)

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        box = self.panel.inflate(-t.px(48), 0)
        y = self.panel.y + t.px(36)
        for line in self.question_lines:
            r = t.blit_text(surface, line, (self.panel.centerx, y), th.SUBHEADING, th.TEXT, bold=True,
                            anchor="midtop", box=box)
            y = r.bottom
        y += t.px(14)
        for line in self.detail_lines:
            r = t.blit_text(surface, line, (self.panel.centerx, y), th.SMALL, th.MUTED, anchor="midtop",
                            box=box)
            y = r.bottom + t.px(4)
        self.focus.draw(surface, t)


class ChooseOne(Confirm):
    """Asks ``question`` with one button per answer (``answers``: each
    label and what picking it does, which runs after the overlay closes).
    Up, Down and Tab move between them, Enter picks, and the number keys
    pick the answer of that number at once; Esc closes it with none."""

    name = "choose_one"

    def __init__(self, app, question: str, answers: Sequence[tuple[str, Callable[[], None]]]) -> None:
        language = app.language
        super().__init__(app, question, language.gettext("Press 1 to {last}, or Escape to play something else.",
                                                         last=language.number(len(answers))),
                         on_yes=lambda: None)
        self.set_buttons([Button(label=f"{n}. {label}", spoken_as=label,
                                 on_click=lambda act=act: self.pick(act))
                          for n, (label, act) in enumerate(answers, 1)])

    def pick(self, act: Callable[[], None]) -> None:
        self.app.stack.pop()
        act()

    def side_by_side(self) -> bool:
        """The answers stand one above another."""
        return False

    def buttons_height(self) -> int:
        t = self.theme
        return len(self.buttons) * t.px(50) + (len(self.buttons) - 1) * t.px(12)

    def handle(self, event):
        number = event.key - pygame.K_1 if event.type == pygame.KEYDOWN else -1
        if 0 <= number < len(self.buttons):
            self.buttons[number].activate()
            return
        super().handle(event)
