"""Statistics: a game at a time, chosen on the left. Its hands (played,
won, the best hand and a chart of the latest hands' points) and its
matches per opponent level (played, won, win rate, best score, streaks,
given up)."""

from __future__ import annotations

from typing import Any

import pygame

from ...games import GAMES, calls_hands_deals
from ...i18n import N_, Language
from ...speech import sentences
from ...storage import LEVELS, HandStatsStore
from .. import theme as th
from ..chart import draw_bars
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, FocusGroup
from .common import header

LEVEL_LABELS = {"all": N_("All matches"), "easy": N_("vs easy AI"), "normal": N_("vs normal AI"),
                "hard": N_("vs hard AI"), "pass-and-play": N_("Pass-and-play"),
                "online": N_("Online with friends")}
COLUMNS = ((N_("Played"), "played"), (N_("Won"), "won"), (N_("Win %"), "win_rate"),
           (N_("Best score"), "best_score"), (N_("Streak"), "streak"), (N_("Best run"), "best_streak"),
           (N_("Given up"), "abandoned"))


def cell_text(key: str, counters: dict | None, language: Language) -> str:
    """How a figure is shown, written for ``language``: a dash for nothing recorded."""
    if not counters:
        return "–"
    value = counters.get(key)
    if value is None:
        return "–"
    if key == "win_rate":
        return language.percent(value)
    return language.number(value)


def hands_line(game_id: str, figures: dict[str, Any] | None, language: Language) -> str:
    """The hands of a game in one line: "12 hands played, 5 won (42%) · best hand: 31 points"
    (deals in a game that deals)."""
    deals = calls_hands_deals(game_id)
    if not figures or not figures["played"]:
        return language.gettext("No deals played yet") if deals else language.gettext("No hands played yet")
    played, won = figures["played"], figures["won"]
    names = {"won": language.number(won), "rate": language.percent(won / played)}
    parts = [language.ngettext("{n} deal played, {won} won ({rate})", "{n} deals played, {won} won ({rate})",
                               played, **names) if deals else
             language.ngettext("{n} hand played, {won} won ({rate})", "{n} hands played, {won} won ({rate})",
                               played, **names)]
    best = figures["best"]
    if best is not None and best > 0:       # no "best" of hands lost
        parts.append(language.ngettext("best deal: {n} point", "best deal: {n} points", best) if deals
                     else language.ngettext("best hand: {n} point", "best hand: {n} points", best))
    return " · ".join(parts)


def chart_title(deals: bool, hands: int, language: Language) -> str:
    """The title of the chart of the latest ``hands`` hands (deals where
    ``deals``) in ``language``: "Your points in the latest 12 hands (gold:
    won)"; a single one is "the one hand so far", never "the latest 1 hand"."""
    if not hands:
        return (language.gettext("Your deals will show here") if deals
                else language.gettext("Your hands will show here"))
    if hands == 1:
        return (language.gettext("Your points in the one deal so far (gold: won)") if deals
                else language.gettext("Your points in the one hand so far (gold: won)"))
    if deals:
        return language.ngettext("Your points in the latest {n} deal (gold: won)",
                                 "Your points in the latest {n} deals (gold: won)", hands)
    return language.ngettext("Your points in the latest {n} hand (gold: won)",
                             "Your points in the latest {n} hands (gold: won)", hands)


class StatisticsScene(Scene):
    """The games as buttons on the left; the chosen game's figures on the right."""

    name = "statistics"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data = app.stats.summary()
        hands = HandStatsStore(app.paths)
        self.hands = hands.summary()
        self.recent = {info.id: hands.recent(info.id) for info in GAMES}
        for text in app.stats.take_warnings() + hands.take_warnings():
            app.toast(text)
        #: The game shown: the one with the latest hands, else the first.
        self.game = next((info.id for info in GAMES if self.recent[info.id]), GAMES[0].id)
        self.games = [Button(label=info.name, on_click=lambda i=info.id: self.show(i)) for info in GAMES]
        self.done = Button(label=app.language.gettext("Back"), primary=True, on_click=lambda: self.app.stack.pop())
        self.focus = FocusGroup(self.games + [self.done])
        self.show(self.game)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def show(self, game_id: str) -> None:
        """Show ``game_id``'s figures (its button stands out)."""
        self.game = game_id
        for info, button in zip(GAMES, self.games):
            button.primary = info.id == game_id

    def spoken_title(self):
        """The title, then each game played: matches played and won."""
        lang = self.app.language
        played = [lang.ngettext("{game}: {n} match played, {won} won", "{game}: {n} matches played, {won} won",
                                counters["played"], game=info.name, won=lang.number(counters.get("won", 0)))
                  for info in GAMES if (counters := self.data.get(info.id, {}).get("all", {})).get("played")]
        return sentences(lang.gettext("Statistics"), *(played or [lang.gettext("No match finished yet")]))

    def focus_group(self):
        return self.focus

    def layout(self, size):
        w, h = size
        t = self.theme
        m, gap = t.px(48), t.px(20)
        top = t.px(140)
        bw, bh = t.px(200), t.px(56)
        self.done.rect = pygame.Rect(w - m - bw, h - t.px(30) - bh, bw, bh)
        list_w = max(t.px(230), max(t.width(info.name, th.BODY, True) for info in GAMES) + t.px(40))
        row = min(t.px(56), (self.done.rect.top - t.px(18) - top) // len(GAMES) - t.px(10))
        for i, button in enumerate(self.games):
            button.rect = pygame.Rect(m, top + i * (row + t.px(10)), list_w, row)
        self.panel = pygame.Rect(m + list_w + gap, top, w - 2 * m - list_w - gap,
                                 self.done.rect.top - t.px(18) - top)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        before = self.focus.focused
        self.focus.handle(event)
        focused = self.focus.focused
        if focused is not before and focused in self.games:     # the keys walk through the games
            self.show(GAMES[self.games.index(focused)].id)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        total = sum(levels.get("all", {}).get("played", 0) for levels in self.data.values())
        hands = sum(levels.get("all", {}).get("played", 0) for levels in self.hands.values())
        lang = self.app.language
        # The two counts are phrases of their own, so each takes its plural form.
        header(surface, t, lang.gettext("Statistics"),
               lang.gettext("{hands} and {matches} finished with a person at the table",
                            hands=lang.ngettext("{n} hand", "{n} hands", hands),
                            matches=lang.ngettext("{n} match", "{n} matches", total)))
        self.draw_game(surface, self.panel)
        self.focus.draw(surface, t)

    def draw_game(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The chosen game: its hands with their chart on top, its matches below."""
        t = self.theme
        t.panel(surface, rect, alpha=235)
        pad = t.px(20)
        inner = rect.inflate(-2 * pad, -2 * pad)
        info = next(i for i in GAMES if i.id == self.game)
        lang = self.app.language
        deals = calls_hands_deals(self.game)
        r = t.blit_text(surface, info.name, inner.topleft, th.SUBHEADING, th.TEXT, bold=True, box=inner)
        lines = t.wrap(hands_line(self.game, self.hands.get(self.game, {}).get("all"), lang), inner.w, th.SMALL)
        for line in lines:
            r = t.blit_text(surface, line, (inner.x, r.bottom + t.px(4)), th.SMALL, th.ACCENT, box=inner)
        table_h = self.matches_height(inner.w)
        chart = pygame.Rect(inner.x, r.bottom + t.px(12), inner.w,
                            inner.bottom - table_h - t.px(16) - r.bottom - t.px(12))
        recent = self.recent[self.game]
        if chart.h >= t.px(60):
            pygame.draw.rect(surface, (24, 31, 44), chart, border_radius=t.px(10))
            title = chart_title(deals, len(recent), lang)
            c = t.blit_text(surface, title, (chart.x + t.px(12), chart.y + t.px(8)), th.TINY, th.MUTED,
                            bold=True, box=chart.inflate(-t.px(24), 0))
            if recent:
                draw_bars(surface, t, pygame.Rect(chart.x + t.px(8), c.bottom + t.px(6), chart.w - t.px(16),
                                                  chart.bottom - c.bottom - t.px(14)),
                          [points for points, _ in recent], [won for _, won in recent])
        self.draw_matches(surface, pygame.Rect(inner.x, inner.bottom - table_h, inner.w, table_h))

    def matches_height(self, width: int) -> int:
        """The height of the matches' table at ``width`` pixels."""
        t = self.theme
        return self.heading_lines(width) * t.font(th.TINY, True).get_linesize() + t.px(10) \
            + len(LEVELS) * (t.font(th.SMALL).get_linesize() + t.px(8))

    def columns(self, width: int) -> tuple[int, float]:
        """The width of the level column and of each figure's column."""
        t = self.theme
        gettext = self.app.language.gettext
        label_w = max(t.width(gettext(LEVEL_LABELS[level]), th.SMALL) for level in LEVELS) + t.px(16)
        return label_w, (width - label_w) / len(COLUMNS)

    def heading_lines(self, width: int) -> int:
        """Lines the tallest heading takes (one wider than its column stands on two)."""
        t = self.theme
        _, col_w = self.columns(width)
        gettext = self.app.language.gettext
        return max(len(t.wrap(gettext(label), round(col_w - t.px(16)), th.TINY, True)) for label, _ in COLUMNS)

    def draw_matches(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A row per opponent level, a column per figure; headings whole."""
        t = self.theme
        levels = self.data.get(self.game, {})
        label_w, col_w = self.columns(area.w)
        font = t.font(th.TINY, True)
        lang = self.app.language
        t.blit_text(surface, lang.gettext("Matches"), (area.x, area.y), th.TINY, th.FAINT, bold=True)
        for j, (label, _key) in enumerate(COLUMNS):
            right = area.x + label_w + col_w * (j + 1) - t.px(4)
            column = pygame.Rect(round(right - col_w + t.px(16)), area.y, round(col_w - t.px(16)), area.h)
            for k, line in enumerate(t.wrap(lang.gettext(label), column.w, th.TINY, True)):
                t.blit_text(surface, line, (right, area.y + k * font.get_linesize()), th.TINY, th.FAINT,
                            bold=True, anchor="topright", box=column)
        y = area.y + self.heading_lines(area.w) * font.get_linesize() + t.px(10)
        row_h = t.font(th.SMALL).get_linesize() + t.px(8)
        for k, level in enumerate(LEVELS):
            counters = levels.get(level)
            ry = y + k * row_h
            if k % 2 == 0:
                pygame.draw.rect(surface, (36, 46, 63), (area.x - t.px(6), ry, area.w + t.px(12), row_h),
                                 border_radius=t.px(6))
            cy = ry + row_h / 2
            t.blit_text(surface, lang.gettext(LEVEL_LABELS[level]), (area.x, cy), th.SMALL,
                        th.TEXT if counters else th.FAINT, anchor="midleft")
            for j, (_label, key) in enumerate(COLUMNS):
                color = th.ACCENT if key == "win_rate" and counters else (th.TEXT if counters else th.FAINT)
                t.blit_text(surface, cell_text(key, counters, lang),
                            (area.x + label_w + col_w * (j + 1) - t.px(4), cy), th.SMALL, color,
                            anchor="midright")
