"""The finished hands of a match, to pick one to replay (from the pause
menu and the end of a match). The hand still being played is never listed:
a replay shows every hand face up."""

from __future__ import annotations

import pygame

from ...games import hand_word
from ...session.replay import finished_hands
from ...words import count, says
from .. import theme as th
from ..overlay import PanelOverlay
from ..widgets import Button


def hand_words(table, number: int) -> str:
    """One hand in a line: its number, who dealt, the moves, who scored best."""
    record = table.match.hands[number - 1]
    names = [s.name for s in table.seats]
    scores = record.scores or [0] * len(names)
    best = max(range(len(names)), key=lambda seat: scores[seat])
    return (f"{hand_word(table.game_id)} {number} · {count(len(record.moves), 'move')} · "
            f"{says(names[best], 'scores', 'score')} most ({scores[best]:+d})")


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
        self.rows = [Button(label=hand_words(table, n), on_click=lambda n=n: self.app.nav.replay_hand(table, n),
                            size=th.SMALL) for n in self.numbers]
        self.close = Button(label="Back", primary=True, on_click=self.app.nav.back)
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
        word = hand_word(self.table.game_id).lower()
        if not self.rows:
            return f"Replay a {word}. No {word} is over yet."
        return f"Replay a {word}: {count(len(self.rows), 'finished ' + word)}, the newest first."

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
        t.blit_text(surface, f"Replay a {hand_word(self.table.game_id).lower()}", (p.x + t.px(32), p.y + t.px(26)), th.HEADING, th.TEXT, bold=True,
                    box=box)
        note = ("Every hand face up, move by move." if self.rows else
                f"No {hand_word(self.table.game_id).lower()} is over yet: a replay shows every hand, "
                f"so the one being played waits until it ends.")
        y = p.y + t.px(68)
        for line in t.wrap(note, box.w, th.SMALL) if not self.rows else [note]:
            t.blit_text(surface, line, (p.x + t.px(32), y), th.SMALL, th.MUTED, box=box)
            y += t.font(th.SMALL).get_linesize()
        hidden = len(self.rows) - self.room
        if hidden > 0:
            t.blit_text(surface, f"{count(len(self.rows), 'hand')}: the wheel or Page Up/Down scrolls",
                        (p.centerx, self.close.rect.top - t.px(30)), th.TINY, th.MUTED, anchor="midtop",
                        box=box)
        self.focus.draw(surface, t)
