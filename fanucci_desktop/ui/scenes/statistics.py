"""Statistics: per game and per opponent level, played, won, win rate,
best score, streaks and matches abandoned."""

from __future__ import annotations

import pygame

from ...games import GAMES
from ...speech import sentences
from ...storage import LEVELS
from .. import theme as th
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, FocusGroup
from .common import header

LEVEL_LABELS = {"all": "All matches", "easy": "vs easy AI", "normal": "vs normal AI",
                "hard": "vs hard AI", "pass-and-play": "Pass-and-play"}
COLUMNS = (("Played", "played"), ("Won", "won"), ("Win %", "win_rate"), ("Best score", "best_score"),
           ("Streak", "streak"), ("Best run", "best_streak"))


def cell_text(key: str, counters: dict | None) -> str:
    """How a figure is shown: a dash for nothing recorded."""
    if not counters:
        return "–"
    value = counters.get(key)
    if value is None:
        return "–"
    if key == "win_rate":
        return f"{round(value * 100)}%"
    return str(value)


class StatisticsScene(Scene):
    """A card per game with a row per opponent level."""

    name = "statistics"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = app.stats.summary()
        for text in app.stats.take_warnings():
            app.toast(text)
        self.done = Button(label="Back", primary=True, on_click=lambda: self.app.stack.pop())
        self.focus = FocusGroup([self.done])

    def spoken_title(self):
        """The title, then each game played: matches played and won."""
        played = [f"{info.name}: {cell_text('played', levels.get('all'))} played, "
                  f"{cell_text('won', levels.get('all'))} won"
                  for info in GAMES if (levels := self.data.get(info.id, {})).get("all", {}).get("played")]
        return sentences("Statistics", *(played or ["No match finished yet"]))

    def focus_group(self):
        return self.focus

    def layout(self, size):
        w, h = size
        t = self.theme
        bw, bh = t.px(200), t.px(56)
        self.done.rect = pygame.Rect(w - t.px(48) - bw, h - t.px(30) - bh, bw, bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.stack.pop()
            return
        self.focus.handle(event)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        total = sum(levels.get("all", {}).get("played", 0) for levels in self.data.values())
        header(surface, t, "Statistics",
               f"{total} match{'es' if total != 1 else ''} finished with a human at the table")
        w, h = surface.get_size()
        m, gap = t.px(48), t.px(20)
        top = t.px(140)
        bottom = self.done.rect.top - t.px(18)
        cols = (len(GAMES) + 1) // 2            # two rows of game cards
        card_w = (w - 2 * m - (cols - 1) * gap) // cols
        card_h = (bottom - top - gap) // 2
        for i, info in enumerate(GAMES):
            rect = pygame.Rect(m + (i % cols) * (card_w + gap), top + (i // cols) * (card_h + gap),
                               card_w, card_h)
            self.draw_game(surface, rect, info.name, self.data.get(info.id, {}))
        self.focus.draw(surface, t)

    def draw_game(self, surface: pygame.Surface, rect: pygame.Rect, title: str, levels: dict) -> None:
        t = self.theme
        t.panel(surface, rect, alpha=235)
        pad = t.px(18)
        t.blit_text(surface, title, (rect.x + pad, rect.y + pad - t.px(4)), th.BODY, th.TEXT, bold=True)
        abandoned = levels.get("all", {}).get("abandoned", 0)
        if abandoned:
            t.blit_text(surface, f"{abandoned} match{'es' * (abandoned != 1)} abandoned",
                        (rect.right - pad, rect.y + pad), th.SMALL, th.MUTED, anchor="topright")
        # the level column is as wide as its longest label (a narrow card gives way)
        widest = max(t.font(th.SMALL).size(LEVEL_LABELS[level])[0] for level in LEVELS)
        label_w = max(round(rect.w * 0.22), widest + t.px(8))
        col_w = (rect.w - 2 * pad - label_w) / len(COLUMNS)
        y = rect.y + pad + t.px(30)
        font = t.font(th.TINY, True)
        lines = 1
        for j, (label, _key) in enumerate(COLUMNS):
            # a heading wider than its column stands on two lines
            rows = t.wrap(label, round(col_w - t.px(6)), th.TINY, True)
            lines = max(lines, len(rows))
            right = rect.x + pad + label_w + col_w * (j + 1) - t.px(4)
            column = pygame.Rect(round(right - col_w + t.px(6)), rect.y, round(col_w - t.px(6)), rect.h)
            for k, row in enumerate(rows):
                t.blit_text(surface, row, (right, y + k * font.get_linesize()),
                            th.TINY, th.FAINT, bold=True, anchor="topright", box=column)
        y += font.get_linesize() * lines + t.px(6)
        row_h = (rect.bottom - pad - y) / len(LEVELS)
        for k, level in enumerate(LEVELS):
            counters = levels.get(level)
            ry = round(y + k * row_h)
            if k % 2 == 0:
                pygame.draw.rect(surface, (36, 46, 63), (rect.x + pad - t.px(6), ry, rect.w - 2 * pad + t.px(12),
                                                         round(row_h)), border_radius=t.px(6))
            cy = ry + row_h / 2
            t.blit_text(surface, LEVEL_LABELS[level], (rect.x + pad, cy), th.SMALL,
                        th.TEXT if counters else th.FAINT, anchor="midleft")
            for j, (_label, key) in enumerate(COLUMNS):
                text = cell_text(key, counters)
                color = th.ACCENT if key == "win_rate" and counters else (th.TEXT if counters else th.FAINT)
                t.blit_text(surface, text, (rect.x + pad + label_w + col_w * (j + 1) - t.px(4), cy), th.SMALL,
                            color, anchor="midright")
