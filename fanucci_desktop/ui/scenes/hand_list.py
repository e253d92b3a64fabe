"""The finished hands of a match, to pick one to replay (from the pause
menu and the end of a match). The hand still being played is never listed:
a replay shows every hand face up."""

from __future__ import annotations

import pygame

from ...games import calls_hands_deals
from ...session.replay import finished_hands
from ...i18n import Language
from ...words import YOU
from .. import theme as th
from ..overlay import PanelOverlay
from ..widgets import Button


def hand_words(table, number: int, language: Language) -> str:
    """One hand in a line in ``language``: its number, its moves, who scored
    best, parted by " · "."""
    record = table.match.hands[number - 1]
    names = [s.name for s in table.seats]
    scores = record.scores or [0] * len(names)
    best = max(range(len(names)), key=lambda seat: scores[seat])
    points = ("+" if scores[best] >= 0 else "") + language.number(scores[best])
    return " · ".join((
        language.gettext("Deal {number}", number=number) if calls_hands_deals(table.game_id) else
        language.gettext("Hand {number}", number=number),
        language.ngettext("{n} move", "{n} moves", len(record.moves)),
        language.gettext("You score most ({points})", points=points) if names[best] == YOU else
        language.gettext("{name} scores most ({points})", name=names[best], points=points)))


class HandList(PanelOverlay):
    """A button per finished hand of ``table``'s match, newest first; the
    wheel and Page Up/Down scroll a long list (Tab goes through the rows shown)."""

    name = "hand_list"
    panel_size = (640, 560)
    closes_on_escape = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.numbers = list(reversed(finished_hands(table.match)))
        self.rows = [Button(label=hand_words(table, n, app.language),
                            on_click=lambda n=n: self.app.nav.replay_hand(table, n), size=th.SMALL)
                     for n in self.numbers]
        self.close = Button(label=app.language.gettext("Back"), primary=True, on_click=self.app.nav.back)
        self.set_buttons([*self.rows, self.close])
        self.focus.focus = 0
        #: The first row shown, and how many fit.
        self.first = 0
        self.room = 1

    def handle(self, event):
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = self.room if event.key == pygame.K_PAGEDOWN else -self.room
        if step:
            self.scroll(step)
            return
        super().handle(event)

    def spoken_title(self):
        language = self.app.language
        n = len(self.rows)
        if calls_hands_deals(self.table.game_id):
            return (language.ngettext("Replay a deal: {n} finished deal, the newest first.",
                                      "Replay a deal: {n} finished deals, the newest first.", n) if n else
                    language.gettext("Replay a deal. No deal is over yet."))
        return (language.ngettext("Replay a hand: {n} finished hand, the newest first.",
                                  "Replay a hand: {n} finished hands, the newest first.", n) if n else
                language.gettext("Replay a hand. No hand is over yet."))

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(max(0, len(self.rows) - self.room), self.first + rows))
        self.place_buttons()

    def place_buttons(self) -> None:
        t = self.theme
        bh, gap = t.px(46), t.px(8)
        top = self.panel.y + t.px(96)
        self.close.rect = pygame.Rect(self.panel.centerx - t.px(110), self.panel.bottom - t.px(24) - t.px(50),
                                      t.px(220), t.px(50))
        bottom = self.close.rect.top - t.px(40)
        self.room = max(1, (bottom - top + gap) // (bh + gap))
        self.first = max(0, min(self.first, len(self.rows) - self.room))
        for i, b in enumerate(self.rows):
            b.visible = self.first <= i < self.first + self.room
            y = top + (i - self.first) * (bh + gap)
            b.rect = pygame.Rect(self.panel.x + t.px(32), y, self.panel.w - t.px(64), bh)

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        p = self.panel
        box = p.inflate(-t.px(64), 0)
        gettext = self.app.language.gettext
        deal = calls_hands_deals(self.table.game_id)
        t.blit_text(surface, gettext("Replay a deal") if deal else gettext("Replay a hand"),
                    (p.x + t.px(32), p.y + t.px(26)), th.HEADING, th.TEXT, bold=True, box=box)
        note = (gettext("Every hand face up, move by move.") if self.rows else
                gettext("No deal is over yet: a replay shows every hand, so the one being played waits until "
                        "it ends.") if deal else
                gettext("No hand is over yet: a replay shows every hand, so the one being played waits until "
                        "it ends."))
        y = p.y + t.px(68)
        for line in t.wrap(note, box.w, th.SMALL) if not self.rows else [note]:
            t.blit_text(surface, line, (p.x + t.px(32), y), th.SMALL, th.MUTED, box=box)
            y += t.font(th.SMALL).get_linesize()
        hidden = len(self.rows) - self.room
        if hidden > 0:
            t.blit_text(surface, self.app.language.ngettext("{n} hand: the wheel or Page Up/Down scrolls",
                                                            "{n} hands: the wheel or Page Up/Down scrolls",
                                                            len(self.rows)),
                        (p.centerx, self.close.rect.top - t.px(30)), th.TINY, th.MUTED, anchor="midtop",
                        box=box)
        self.focus.draw(surface, t)
