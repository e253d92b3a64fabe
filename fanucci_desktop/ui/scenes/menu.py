"""The main menu: a tile per game (with its Learn button), Continue,
Statistics, Settings, Rules, Quit."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ...engine.protocol import GameInfo
from ...games import GAMES, game_info
from ...session.lesson import LESSONS
from .. import theme as th
from ..scene import Scene
from ..theme import Theme
from ..tween import soonest
from ..widgets import Button, FocusGroup, Widget, focus_ring
from .common import card_fan, progress_words, sample_cards, scores_words, time_ago


#: How far above a tile's bottom edge its Watch button starts (design pixels).
TILE_BUTTONS = 37


@dataclass
class GameTile(Widget):
    """A game's tile: a fan of its cards, its name, players and description."""

    info: GameInfo | None = None
    on_click: Callable[[], None] | None = None
    fan: pygame.Surface | None = None
    fan_key: tuple = ()
    #: The summary of this game's match in progress (see SaveStore.in_progress), or None.
    progress: dict[str, Any] | None = None
    art: Any = field(default=None, repr=False)

    def handle(self, event, focused):
        # A disabled ("Coming soon") tile still takes its clicks; activate ignores them.
        return self.visible and self.pointer(event)

    def activate(self):
        if self.enabled and self.on_click:
            self.on_click()

    def fan_width(self) -> int:
        """The card width of the fan at the tile's current size."""
        band_h = round(self.rect.h * 0.47)
        return max(20, round(min(self.rect.w * 0.26, band_h * 0.52)))

    def fan_stale(self) -> bool:
        """True when the fan is missing or made for another size or art."""
        return self.fan is None or self.fan_key != (self.fan_width(), id(self.art))

    def prepare_fan(self) -> bool:
        """Render the card fan for the current size and art if it is stale;
        True when it did (the menu makes one a frame, after the first frame)."""
        if not self.fan_stale():
            return False
        assert self.info is not None
        card_w = self.fan_width()
        self.fan = card_fan(self.art, sample_cards(self.info.id), card_w)
        self.fan_key = (card_w, id(self.art))
        return True

    def spoken(self):
        """The game, its players, and its match in progress if any."""
        info = self.info
        assert info is not None
        players = (f"{info.min_players} players" if info.min_players == info.max_players
                   else f"{info.min_players} to {info.max_players} players")
        words = f"{info.name}, {'button' if self.enabled else 'coming soon'}, {players}"
        if self.progress is not None:
            words += f", in progress: {progress_words(self.progress)}, {scores_words(self.progress)}"
        return words

    def lift(self, theme: Theme) -> int:
        """How far the tile rises under the pointer, in pixels (its pills rise with it)."""
        return round(theme.px(6) * self.hover)

    def description(self, theme: Theme, width: int, height: int) -> tuple[int, list[str]]:
        """The game's description in lines that fit ``width`` x ``height``
        pixels, whole: in the small size, else the tiny one, else its first
        clause (the words before a semicolon or a colon); when not even that
        fits, none (the set-up screen and the rules say it whole)."""
        assert self.info is not None
        text = self.info.description
        forms = [(th.SMALL, text), (th.TINY, text)]
        clause = re.split(r"[;:]", text)[0].rstrip()
        if clause != text:
            forms += [(th.SMALL, clause + "."), (th.TINY, clause + ".")]
        for size, form in forms:
            step = theme.font(size).get_linesize() + theme.px(3)
            room = max(1, (height + theme.px(3)) // step)
            lines = theme.wrap(form, width, size)
            if len(lines) <= room:
                return size, lines
        return th.SMALL, []

    def draw(self, surface, theme: Theme, focused):
        info = self.info
        assert info is not None
        rect = self.rect.move(0, -self.lift(theme))
        theme.shadow(surface, rect, theme.px(18), blur=14, offset=6 + 6 * self.hover, alpha=150)
        top = tuple(round(a + (b - a) * self.hover) for a, b in zip((34, 44, 62), (44, 57, 80)))
        pygame.draw.rect(surface, top, rect, border_radius=theme.px(18))
        band = rect.copy()
        band.h = round(rect.h * 0.47)
        pygame.draw.rect(surface, (22, 52, 44), band, border_top_left_radius=theme.px(18),
                         border_top_right_radius=theme.px(18))
        pygame.draw.line(surface, th.ACCENT_DARK, band.bottomleft, (band.right - 1, band.bottom), 1)
        edge = tuple(round(a + (b - a) * self.hover) for a, b in zip(th.PANEL_EDGE, th.ACCENT))
        pygame.draw.rect(surface, edge, rect, max(1, theme.px(1.5)), border_radius=theme.px(18))
        if self.fan is not None:
            fan_rect = self.fan.get_rect(center=band.center)
            surface.blit(self.fan, fan_rect)
        x = rect.x + theme.px(20)
        y = band.bottom + theme.px(16)
        width = rect.w - theme.px(40)
        box = pygame.Rect(x, rect.y, width, rect.h)
        size = next((s for s in (th.SUBHEADING, th.BODY)      # one size on every tile: a step
                     if all(theme.width(g.name, s, True) <= width for g in GAMES)), th.BODY)  # down when narrow
        drop = theme.font(th.SUBHEADING, True).get_linesize() - theme.font(size, True).get_linesize()
        r = theme.blit_text(surface, info.name, (x, y + drop), size, th.TEXT, bold=True, box=box)
        players = (f"{info.min_players} players" if info.min_players == info.max_players
                   else f"{info.min_players}–{info.max_players} players")
        r = theme.blit_text(surface, players, (x, r.bottom + theme.px(6)), th.SMALL, th.ACCENT, bold=True)
        deck = info.deck[:1].upper() + info.deck[1:]
        r = theme.blit_text(surface, theme.first_fitting([deck, deck.split(",")[0]], width, th.TINY),
                            (x, r.bottom + theme.px(2)), th.TINY, th.FAINT, box=box)
        y = r.bottom + theme.px(12)
        bottom = rect.bottom - theme.px(16) - theme.font(th.SMALL).get_linesize()
        if self.progress is not None:   # two lines above the tile's buttons (Watch: see MainMenu.layout)
            bottom = rect.bottom - theme.px(TILE_BUTTONS) - 2 * theme.font(th.SMALL).get_linesize() \
                - theme.px(8)
        size, lines = self.description(theme, width, bottom - y)
        for line in lines:
            r = theme.blit_text(surface, line, (x, y), size, th.MUTED, box=box)
            y = r.bottom + theme.px(3)
        if self.progress is not None:
            p = self.progress
            where = progress_words(p)
            status = theme.first_fitting([f"In progress: {where} · {time_ago(p['saved_at'])}",
                                          f"In progress: {where}", where[:1].upper() + where[1:]],
                                         width, th.SMALL, True)    # the time too, where it fits whole
            r = theme.blit_text(surface, status, (x, bottom + theme.px(4)), th.SMALL, th.ACCENT, bold=True,
                                box=box)
            theme.blit_text(surface, scores_words(p), (x, r.bottom + theme.px(2)), th.SMALL, th.TEXT, box=box)
        label = ("Resume  ›" if self.progress is not None else "Play  ›") if self.enabled \
            else "Coming soon"
        theme.blit_text(surface, label, (rect.right - theme.px(20), rect.bottom - theme.px(16)),
                        th.SMALL, th.ACCENT if self.enabled else th.FAINT, bold=True, anchor="bottomright")
        if focused:
            focus_ring(surface, theme, rect, 18)


class MainMenu(Scene):
    """The first screen."""

    name = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.tiles = [GameTile(info=info, art=app.art,
                               on_click=lambda i=info: self.choose(i.id)) for info in GAMES]
        #: "Watch" on each tile: the demo table, the computer in every seat.
        self.watch = [Button(label="Watch", size=th.SMALL, spoken_as=f"Watch {info.name}",
                             on_click=lambda i=info: self.app.nav.demo(i.id)) for info in GAMES]
        #: A Learn button on each tile: the game's lesson, a guided first hand.
        self.learn_buttons = [Button(label="Learn", size=th.SMALL, visible=tile.info.id in LESSONS,
                                     on_click=lambda i=tile.info: self.app.nav.learn(i.id))
                              for tile in self.tiles]
        #: "New match" on the tile of a game with a match in progress (the
        #: tile itself resumes it): the set-up screen, which says what dealing abandons.
        self.new_buttons = [Button(label="New match", size=th.SMALL, visible=False,
                                   spoken_as=f"New match of {info.name}",
                                   on_click=lambda i=info: self.new_game(i.id)) for info in GAMES]
        #: Each pill over a tile, with its tile and its place on the resting tile.
        self.pills: list[tuple[Button, GameTile, pygame.Rect]] = []
        self.continue_button = Button(label="Continue", primary=True, on_click=self.resume)
        self.buttons = [
            self.continue_button,
            Button(label="Statistics", on_click=lambda: self.open("statistics")),
            Button(label="Rules", on_click=lambda: self.open("rules")),
            Button(label="Settings", on_click=lambda: self.open("settings")),
            Button(label="Quit", on_click=app.quit),
        ]
        self.focus = FocusGroup(self.tiles + self.watch + self.new_buttons + self.learn_buttons + self.buttons)
        #: The matches in progress by game, and the most recent one (Continue).
        self.matches: dict[str, dict[str, Any]] = {}
        self.saved: dict[str, Any] | None = None
        self.intro = 0.0

    def enter(self) -> None:
        self.tweens.speed = self.app.anim_speed
        in_progress = self.app.saves.in_progress()
        self.matches = {summary["game"]: summary for summary in in_progress}
        self.saved = in_progress[0] if in_progress else None
        self.continue_button.enabled = self.saved is not None
        if self.saved is not None:
            name = game_info(self.saved["game"]).name
            when = time_ago(self.saved["saved_at"])
            self.continue_button.subtitle = f"{name} · {progress_words(self.saved)} · {when}"
        else:
            self.continue_button.subtitle = "No game in progress"
        for tile, new in zip(self.tiles, self.new_buttons):
            tile.art = self.app.art
            tile.progress = self.matches.get(tile.info.id)
            new.visible = tile.progress is not None and tile.enabled
        for tile, learn in zip(self.tiles, self.learn_buttons):
            learn.label = "Learn again" if tile.info.id in self.app.settings.lessons_done else "Learn"
            again = " again" if learn.label != "Learn" else ""     # the ear hears no tile around it
            learn.spoken_as = f"Learn {tile.info.name}{again}"
        self.intro = 0.0
        self.tweens.to(self, 0.5, "out_cubic", intro=1.0)

    def layout(self, size):
        w, h = size
        t = self.theme
        margin, gap = t.px(48), t.px(22)
        top = t.px(170)
        bh = t.px(64)
        bottom_bar = h - t.px(40) - bh
        tile_h = min(bottom_bar - top - t.px(34), t.px(430))
        n = len(self.tiles)
        tile_w = (w - 2 * margin - (n - 1) * gap) // n
        self.pills = []
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(margin + i * (tile_w + gap), top, tile_w, tile_h)
            watch_w = t.font(th.SMALL, True).size(self.watch[i].label)[0] + t.px(28)
            watch = pygame.Rect(tile.rect.x + t.px(12), tile.rect.bottom - t.px(TILE_BUTTONS),
                                watch_w, t.px(27))
            learn_w = max(t.font(th.SMALL, True).size(label)[0] for label in ("Learn", "Learn again"))
            learn = pygame.Rect(tile.rect.x + t.px(12), top + t.px(12), learn_w + t.px(24), t.px(34))
            new = pygame.Rect(0, 0, t.font(th.SMALL, True).size(self.new_buttons[i].label)[0] + t.px(24),
                              t.px(34))
            new.topright = (tile.rect.right - t.px(12), top + t.px(12))
            if new.left < learn.right + t.px(8):            # a narrow tile: under Learn
                new.topleft = (learn.x, learn.bottom + t.px(8))
            self.pills += [(self.watch[i], tile, watch), (self.learn_buttons[i], tile, learn),
                           (self.new_buttons[i], tile, new)]
        self.place_pills()
        bw = (w - 2 * margin - 4 * gap) // 5
        widths = [bw * 1.6] + [bw * 0.85] * 4
        scale = (w - 2 * margin - 4 * gap) / sum(widths)
        x = margin
        for b, bw_ in zip(self.buttons, widths):
            b.rect = pygame.Rect(round(x), bottom_bar, round(bw_ * scale), bh)
            x += bw_ * scale + gap

    def place_pills(self) -> None:
        """Each pill where it sits on its tile, lifted with the tile (see :meth:`GameTile.lift`)."""
        for pill, tile, rest in self.pills:
            pill.rect = rest.move(0, -tile.lift(self.theme))

    def choose(self, game_id: str) -> None:
        """A game's tile: "Resume ›" resumes its match in progress, "Play ›"
        opens the set-up screen (a new match over one in progress: the
        tile's "New match")."""
        if game_id in self.matches:
            self.resume(game_id)
        else:
            self.new_game(game_id)

    def new_game(self, game_id: str) -> None:
        self.app.nav.new_game(game_id)

    def resume(self, game_id: str | None = None) -> None:
        """Open ``game_id``'s match in progress (the most recent one by default)."""
        if game_id is None:
            if self.saved is None:
                return
            game_id = self.saved["game"]
        record, warnings = self.app.saves.load_match(game_id)
        for text in warnings:
            self.app.toast(text)
        if record is None:
            self.enter()
            return
        self.app.nav.resume_match(record)

    def open(self, which: str) -> None:
        """One of the screens of the menu's bottom bar: ``statistics``,
        ``rules`` or ``settings``."""
        nav = self.app.nav
        {"statistics": nav.statistics, "rules": nav.rules, "settings": nav.settings}[which]()

    def spoken_title(self):
        return "Fanucci Desktop. Choose a game; Tab moves on, Enter opens."

    def focus_group(self):
        return self.focus

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1 if event.key == pygame.K_RIGHT else -1)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.focus.focus = None
            return
        tile_buttons = self.watch + self.new_buttons + self.learn_buttons
        if event.type != pygame.KEYDOWN and any(b.handle(event, False) for b in tile_buttons):
            return                      # a button over its tile takes its clicks first
        self.focus.handle(event)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)
        self.place_pills()
        for tile in self.tiles:   # one fan a frame keeps the first frame and resizes quick
            if tile.prepare_fan():
                break

    def wake_in(self):
        """Frames while a tile's card fan is still to be made (one a frame)."""
        stale = any(tile.fan_stale() for tile in self.tiles)
        return soonest(super().wake_in(), self.focus.wake_in(), 0.0 if stale else None)

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        w = surface.get_width()
        slide = round((1 - self.intro) * t.px(24))
        alpha = round(255 * self.intro)
        r = t.blit_text(surface, "Fanucci Desktop", (t.px(48), t.px(40) - slide), th.TITLE, th.TEXT,
                        bold=True, shadow=True, alpha=alpha)
        pygame.draw.rect(surface, th.ACCENT, (t.px(50), r.bottom + t.px(8), t.px(70), t.px(5)),
                         border_radius=t.px(3))
        t.blit_text(surface, "Card games for one or more players: solo against the computer, "
                    "or passing the device around.", (t.px(48), r.bottom + t.px(26)), th.SMALL, th.MUTED,
                    alpha=alpha)
        t.blit_text(surface, "Choose a game", (w - t.px(48), r.bottom + t.px(26)), th.SMALL, th.FAINT,
                    anchor="topright", alpha=alpha)
        self.focus.draw(surface, t)
