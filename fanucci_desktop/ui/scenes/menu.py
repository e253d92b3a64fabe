"""The main menu: a tile per game (with its Learn button), Continue,
Join a match, Statistics, Settings, Rules, Quit.

The tiles stand in one row of at most :data:`MOST_TILES` shown at once, each
at least :data:`TILE_W` design pixels wide; with more games than fit, the row
scrolls by whole tiles (its arrows, the mouse wheel, or the focus moving onto
a tile out of view), so a shown tile is always whole."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ...engine.protocol import GameInfo
from ...games import catalog, game_info, record
from .. import theme as th
from ..scene import Scene
from ..theme import Theme
from ..tween import soonest
from ..widgets import Button, FocusGroup, Widget, focus_ring
from .common import card_fan, progress_words, sample_cards, score_parts, scores_words, time_ago


#: The height of a tile's pills (Watch, Learn, New match) and of the row's
#: arrows' width: a finger's target (design pixels, 44 px at 1280x800).
PILL_H = 44
#: How far above a tile's bottom edge its Watch button starts (design pixels).
TILE_BUTTONS = PILL_H + 8
#: The least room between a tile's lines and its Watch pill (design pixels).
PILL_GAP = 8
#: The narrowest a tile may be (design pixels): five side by side in the
#: smallest window.
TILE_W = 200
#: The tallest a tile may be (design pixels): room for its lines above its 44-px pills.
TILE_H = 470
#: The most tiles the row shows at once.
MOST_TILES = 5
#: The keys that move the menu's focus: along every game, the row scrolling to show it.
MOVES_FOCUS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)


def watch_width(theme: Theme) -> int:
    """The width of the Watch pill at the bottom left of a tile."""
    return theme.font(th.SMALL, True).size("Watch")[0] + theme.px(28)


def index_of(widgets: list, widget: Widget | None) -> int | None:
    """Where ``widget`` itself (not an equal one) is in ``widgets``, or None."""
    return next((i for i, w in enumerate(widgets) if w is widget), None)


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
    #: The size of the game's name: the one the menu found for every tile's name.
    name_size: int = th.SUBHEADING
    #: The size of the description: the one the menu found for every tile.
    text_size: int = th.SMALL

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

    def description_forms(self) -> list[str]:
        """The description, longest form first: whole, then its first
        clause (the words before a semicolon or a colon)."""
        assert self.info is not None
        text = self.info.description
        clause = re.split(r"[;:]", text)[0].rstrip()
        return [text] + ([clause + "."] if clause != text else [])

    def description(self, theme: Theme, width: int, height: int,
                    size: int | None = None) -> list[str]:
        """The game's description in lines of ``size`` (the tile's
        :attr:`text_size` by default) that fit ``width`` x ``height``
        pixels, whole: its longest form that fits, else none (the set-up
        screen and the rules say it whole)."""
        size = self.text_size if size is None else size
        step = theme.font(size).get_linesize() + theme.px(3)
        room = max(0, (height + theme.px(3)) // step)
        for form in self.description_forms():
            lines = theme.wrap(form, width, size)
            if len(lines) <= room:
                return lines
        return []

    def score_lines(self, theme: Theme, width: int) -> list[str]:
        """The running totals of the match in progress in lines of ``width``
        pixels: one line, with the unit where it fits, else as few lines as
        the players' totals need (none without a match in progress)."""
        if self.progress is None:
            return []
        for unit in (True, False):
            if theme.width(scores_words(self.progress, unit), th.SMALL) <= width:
                return [scores_words(self.progress, unit)]
        lines: list[str] = []
        for part in score_parts(self.progress, unit=False):
            if lines and theme.width(f"{lines[-1]} · {part}", th.SMALL) <= width:
                lines[-1] = f"{lines[-1]} · {part}"
            else:
                lines.append(part)
        return lines

    def progress_height(self, theme: Theme, scores: list[str]) -> int:
        """The height of the match in progress's status line and its score lines."""
        return (theme.font(th.SMALL, True).get_linesize()
                + len(scores) * (theme.font(th.SMALL).get_linesize() + theme.px(2)))

    def text_top(self, theme: Theme) -> int:
        """Where the tile's players line ends, for the tile at rest."""
        band_h = round(self.rect.h * 0.47)
        return (self.rect.y + band_h + theme.px(16) + theme.font(th.SUBHEADING, True).get_height()
                + theme.px(6) + theme.font(th.SMALL, True).get_height())

    def plan(self, theme: Theme, size: int | None = None) -> tuple[str, list[str], str, list[str]]:
        """What the tile at rest says below its players line, its
        description in ``size`` (its :attr:`text_size` by default): its
        deck line, its description's lines, the status of its match in
        progress and its score lines, all clear of its buttons. A tile with
        a match in progress has less room: it drops the deck line (the
        set-up screen says it) before it drops its description."""
        assert self.info is not None
        width, top, bottom = self.rect.w - theme.px(40), self.text_top(theme), self.rect.bottom
        deck = self.info.deck[:1].upper() + self.info.deck[1:]
        deck = theme.first_fitting([deck, deck.split(",")[0]], width, th.TINY)
        status, scores = "", self.score_lines(theme, width)
        floor = bottom - theme.px(TILE_BUTTONS) - theme.px(4)          # clear of the Watch pill
        if self.progress is not None:
            where = progress_words(self.progress)
            status = theme.first_fitting([f"In progress: {where} · {time_ago(self.progress['saved_at'])}",
                                          f"In progress: {where}", where[:1].upper() + where[1:]],
                                         width, th.SMALL, True)    # the time too, where it fits whole
            floor = (bottom - theme.px(TILE_BUTTONS) - theme.px(PILL_GAP)
                     - self.progress_height(theme, scores) - theme.px(4))
        deck_h = theme.font(th.TINY).get_height() + theme.px(2)
        for deck_line in ([deck, ""] if self.progress is not None else [deck]):
            room = floor - (top + (deck_h if deck_line else 0) + theme.px(12))
            lines = self.description(theme, width, room, size)
            if lines:
                return deck_line, lines, status, scores
        return deck, [], status, scores

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
        size = self.name_size
        drop = theme.font(th.SUBHEADING, True).get_height() - theme.font(size, True).get_height()
        r = theme.blit_text(surface, info.name, (x, y + drop), size, th.TEXT, bold=True, box=box)
        players = (f"{info.min_players} players" if info.min_players == info.max_players
                   else f"{info.min_players}–{info.max_players} players")
        r = theme.blit_text(surface, players, (x, r.bottom + theme.px(6)), th.SMALL, th.ACCENT, bold=True)
        deck_line, lines, status, scores = self.plan(theme)
        if deck_line:
            r = theme.blit_text(surface, deck_line, (x, r.bottom + theme.px(2)), th.TINY, th.FAINT,
                                box=box)
        y = r.bottom + theme.px(12)
        for line in lines:
            r = theme.blit_text(surface, line, (x, y), self.text_size, th.MUTED, box=box)
            y = r.bottom + theme.px(3)
        if status:          # its lines just above the tile's buttons (Watch: see MainMenu.layout)
            y = rect.bottom - theme.px(TILE_BUTTONS + PILL_GAP) - self.progress_height(theme, scores)
            r = theme.blit_text(surface, status, (x, y), th.SMALL, th.ACCENT, bold=True, box=box)
            for line in scores:
                r = theme.blit_text(surface, line, (x, r.bottom + theme.px(2)), th.SMALL, th.TEXT, box=box)
        word = "Resume" if self.progress is not None else "Play"
        room = rect.w - theme.px(20 + 12 + 12) - watch_width(theme)     # a clear gap right of Watch
        label = theme.first_fitting([f"{word}  ›", word], room, th.SMALL, True) if self.enabled \
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
        games = catalog.GAMES
        self.tiles = [GameTile(info=info, art=app.art,
                               on_click=lambda i=info: self.choose(i.id)) for info in games]
        #: "Watch" on each tile: the demo table, the computer in every seat.
        self.watch = [Button(label="Watch", size=th.SMALL, spoken_as=f"Watch {info.name}",
                             on_click=lambda i=info: self.app.nav.demo(i.id)) for info in games]
        #: A Learn button on each tile: the game's lesson, a guided first hand.
        self.learn_buttons = [Button(label="Learn", spoken_as=f"Learn {tile.info.name}", size=th.SMALL,
                                     on_click=lambda i=tile.info: self.app.nav.learn(i.id))
                              for tile in self.tiles]
        #: "New match" on the tile of a game with a match in progress (the
        #: tile itself resumes it): the set-up screen, which says what dealing abandons.
        self.new_buttons = [Button(label="New match", size=th.SMALL,
                                   spoken_as=f"New match of {info.name}",
                                   on_click=lambda i=info: self.new_game(i.id)) for info in games]
        #: Each pill over a tile, with its tile and its place on the resting tile.
        self.pills: list[tuple[Button, GameTile, pygame.Rect]] = []
        #: The row's arrows, shown when it has more games than fit: each
        #: scrolls it by the tiles shown.
        self.earlier = Button(label="‹", spoken_as="Earlier games", size=th.SUBHEADING,
                              on_click=lambda: self.scroll(-self.shown))
        self.later = Button(label="›", spoken_as="More games", size=th.SUBHEADING,
                            on_click=lambda: self.scroll(self.shown))
        #: The first tile shown and how many tiles the row shows.
        self.first = 0
        self.shown = len(self.tiles)
        self.continue_button = Button(label="Continue", primary=True, on_click=self.resume)
        #: The Continue button's subtitle, longest form first (the layout picks the one that fits).
        self.continue_forms: list[str] = ["No game in progress"]
        self.buttons = [
            self.continue_button,
            Button(label="Join a match", on_click=lambda: self.open("join")),
            Button(label="Statistics", on_click=lambda: self.open("statistics")),
            Button(label="Rules", on_click=lambda: self.open("rules")),
            Button(label="Settings", on_click=lambda: self.open("settings")),
            Button(label="Quit", on_click=app.quit),
        ]
        self.focus = FocusGroup(self.focusable())
        #: The matches in progress by game, and the most recent one (Continue).
        self.matches: dict[str, dict[str, Any]] = {}
        self.saved: dict[str, Any] | None = None
        self.intro = 0.0
        #: False until a frame at the current size is drawn: the card fans are
        #: made after it, one a frame, so that the menu shows as soon as it
        #: can (at start, after a resize).
        self.drawn = False

    def enter(self) -> None:
        self.tweens.speed = self.app.anim_speed
        in_progress = self.app.saves.in_progress()
        self.matches = {summary["game"]: summary for summary in in_progress}
        self.saved = in_progress[0] if in_progress else None
        self.continue_button.enabled = self.saved is not None
        if self.saved is not None:
            name = game_info(self.saved["game"]).name
            when = time_ago(self.saved["saved_at"])
            where = progress_words(self.saved)
            self.continue_forms = [f"{name} · {where} · {when}", f"{name} · {where}", name]
        else:
            self.continue_forms = ["No game in progress"]
        self.continue_button.subtitle = self.continue_forms[0]
        for tile in self.tiles:
            tile.art = self.app.art
            tile.progress = self.matches.get(tile.info.id)
        self.show_pills()
        for tile, learn in zip(self.tiles, self.learn_buttons):
            again = " again" if tile.info.id in self.app.settings.lessons_done else ""
            learn.spoken_as = f"Learn {tile.info.name}{again}"     # the ear hears no tile around it
        if self.size != (0, 0):             # the pills' words may differ: placed again
            self.layout(self.size)
        if self.focus.focused is None:      # arriving: Enter acts on the gold default at once
            self.focus.focus = index_of(self.focus.widgets, self.default_widget())
        self.intro = 0.0
        self.tweens.to(self, 0.5, "out_cubic", intro=1.0)

    def default_widget(self) -> Widget:
        """What Enter opens on arrival: Continue (drawn gold) when a match is
        in progress, else the first game's tile."""
        return self.continue_button if self.continue_button.enabled else self.tiles[self.first]

    def focusable(self) -> list[Widget]:
        """The widgets Tab reaches, in order: the shown tiles, their pills,
        the row's arrows and the bottom bar."""
        shown = range(self.first, self.first + self.shown)
        pills = [group[i] for group in (self.watch, self.new_buttons, self.learn_buttons) for i in shown]
        return [self.tiles[i] for i in shown] + pills + [self.earlier, self.later] + self.buttons

    def tab_order(self) -> list[Widget]:
        """Every widget the focus reaches, shown or not, in order: the
        tiles, the Watch, New match and Learn pills, the row's arrows and
        the bottom bar."""
        return (self.tiles + self.watch + self.new_buttons + self.learn_buttons
                + [self.earlier, self.later] + self.buttons)

    def tile_of(self, widget: Widget) -> int | None:
        """The tile a tile or a pill belongs to, by index (None for the others)."""
        for group in (self.tiles, self.watch, self.new_buttons, self.learn_buttons):
            at = index_of(group, widget)
            if at is not None:
                return at
        return None

    def reachable(self, widget: Widget) -> bool:
        """Whether the focus may rest on ``widget``: a tile or a pill its
        tile would show once in view, or a shown and enabled button."""
        at = self.tile_of(widget)
        if at is None:
            return widget.visible and widget.enabled
        tile = self.tiles[at]
        if widget is self.learn_buttons[at]:
            return record(tile.info.id).lesson is not None
        if widget is self.new_buttons[at]:
            return tile.progress is not None and tile.enabled
        return tile.enabled

    def move_focus(self, step: int) -> None:
        """Move the focus ``step`` places along :meth:`tab_order` (round
        the end), the row scrolled to show the game it lands on."""
        order = [w for w in self.tab_order() if self.reachable(w)]
        now = index_of(order, self.focus.focused)
        goal = order[0 if now is None and step > 0 else -1 if now is None else (now + step) % len(order)]
        at = self.tile_of(goal)
        if at is not None and not self.tiles[at].visible:
            self.scroll(at - self.first if at < self.first else at - (self.first + self.shown - 1))
        self.focus.focus = index_of(self.focus.widgets, goal)

    def scroll(self, by: int) -> None:
        """Move the row ``by`` tiles (kept within the games), keeping the
        focus where it was (on a tile that leaves the view: the nearest one shown)."""
        first = max(0, min(self.first + by, len(self.tiles) - self.shown))
        if first == self.first:
            return
        focused = self.focus.focused
        self.first = first
        if self.size != (0, 0):
            self.layout(self.size)
        self.focus.set(self.focusable())
        at = index_of(self.tiles, focused)
        if at is not None and not focused.visible:    # a focused tile scrolled away: the nearest shown
            focused = self.tiles[max(self.first, min(at, self.first + self.shown - 1))]
        self.focus.focus = index_of(self.focus.widgets, focused)

    def layout(self, size):
        self.drawn = False
        w, h = size
        t = self.theme
        margin, gap = t.px(48), t.px(22)
        top = t.px(170)
        bh = t.px(64)
        bottom_bar = h - t.px(40) - bh
        tile_h = min(bottom_bar - top - t.px(34), t.px(TILE_H))
        n = len(self.tiles)
        fit = max(1, (w - 2 * margin + gap) // (t.px(TILE_W) + gap))
        self.shown = min(n, MOST_TILES, fit)
        self.first = max(0, min(self.first, n - self.shown))
        tile_w = (w - 2 * margin - (self.shown - 1) * gap) // self.shown
        self.pills = []
        names = [tile.info.name for tile in self.tiles]
        name_size = next((s for s in (th.SUBHEADING, th.BODY)      # one size on every tile: a step
                          if all(t.width(name, s, True) <= tile_w - t.px(40) for name in names)),
                         th.BODY)                                  # down when narrow
        for i, tile in enumerate(self.tiles):
            tile.visible = self.first <= i < self.first + self.shown
            tile.name_size = name_size
            tile.rect = pygame.Rect(margin + (i - self.first) * (tile_w + gap), top, tile_w, tile_h)
        self.show_pills()
        for i, tile in enumerate(self.tiles):
            if not tile.visible:
                continue
            watch = pygame.Rect(tile.rect.x + t.px(12), tile.rect.bottom - t.px(TILE_BUTTONS),
                                watch_width(t), t.px(PILL_H))
            learn, new = self.top_pills(i)
            self.pills += [(self.watch[i], tile, watch), (self.learn_buttons[i], tile, learn),
                           (self.new_buttons[i], tile, new)]
        shown = [tile for tile in self.tiles if tile.visible]
        text_size = th.SMALL if all(tile.plan(t, th.SMALL)[1] for tile in shown) else th.TINY
        for tile in self.tiles:         # the descriptions in one size
            tile.text_size = text_size
        self.place_pills()
        scrolls = self.shown < n
        arrow_w = min(t.px(PILL_H), margin - t.px(4))
        for arrow, x in ((self.earlier, (margin - arrow_w) // 2),
                         (self.later, w - margin + (margin - arrow_w) // 2)):
            arrow.visible = scrolls
            arrow.rect = pygame.Rect(x, top + tile_h // 2 - t.px(36), arrow_w, t.px(72))
        self.earlier.enabled = self.first > 0
        self.later.enabled = self.first + self.shown < n
        gaps = (len(self.buttons) - 1) * gap
        widths = [1.9, 0.9] + [0.75] * (len(self.buttons) - 2)
        scale = (w - 2 * margin - gaps) / sum(widths)
        x = margin
        for b, bw_ in zip(self.buttons, widths):
            b.rect = pygame.Rect(round(x), bottom_bar, round(bw_ * scale), bh)
            x += bw_ * scale + gap
        room = self.continue_button.rect.w - t.px(20)
        self.continue_button.subtitle = t.first_fitting(self.continue_forms, room, th.TINY)

    def show_pills(self) -> None:
        """A tile's pills are shown with their tile, each as its game and match allow."""
        for i, tile in enumerate(self.tiles):
            self.watch[i].visible = tile.visible
            self.learn_buttons[i].visible = tile.visible and record(tile.info.id).lesson is not None
            self.new_buttons[i].visible = tile.visible and tile.progress is not None and tile.enabled

    def top_pills(self, i: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the Learn and New match pills of tile ``i`` rest: side by
        side along its top, clear of its card art; in their full words where
        the tile has room, else in short ones ("Learn", "New"; speech says
        them whole)."""
        t = self.theme
        tile = self.tiles[i].rect
        learn, new = self.learn_buttons[i], self.new_buttons[i]
        again = self.tiles[i].info.id in self.app.settings.lessons_done
        full = ("Learn again" if again else "Learn", "New match" if new.visible else "")
        room = tile.w - t.px(12 + 8 + 12)
        for words in (full, ("Learn", full[1]), ("Learn", "New" if new.visible else "")):
            widths = [t.font(th.SMALL, True).size(w)[0] + t.px(24) if w else 0 for w in words]
            if sum(widths) <= room:
                break
        learn.label, new.label = words[0], words[1] or "New match"
        top = tile.y + t.px(12)
        learn_rect = pygame.Rect(tile.x + t.px(12), top, widths[0], t.px(PILL_H))
        new_rect = pygame.Rect(0, top, widths[1], t.px(PILL_H))
        new_rect.right = tile.right - t.px(12)
        return learn_rect, new_rect

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
        saved, warnings = self.app.saves.load_match(game_id)
        for text in warnings:
            self.app.toast(text)
        if saved is None:
            self.enter()
            return
        self.app.nav.resume_match(saved)

    def open(self, which: str) -> None:
        """One of the screens of the menu's bottom bar: ``join``, ``statistics``,
        ``rules`` or ``settings``."""
        nav = self.app.nav
        {"join": nav.join, "statistics": nav.statistics, "rules": nav.rules,
         "settings": nav.settings}[which]()

    def spoken_title(self):
        return "Fanucci Desktop. Choose a game; Tab moves on, Enter opens."

    def focus_group(self):
        return self.focus

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-1 if event.y > 0 or event.x < 0 else 1)
            return
        if event.type == pygame.KEYDOWN and event.key in MOVES_FOCUS:
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            self.move_focus(-1 if back else 1)
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
        if not self.drawn:
            return
        for tile in self.tiles:   # one fan a frame keeps the first frame and resizes quick
            if tile.prepare_fan():
                break

    def wake_in(self):
        """Frames while a tile's card fan is still to be made (one a frame)."""
        stale = any(tile.fan_stale() for tile in self.tiles)
        return soonest(super().wake_in(), self.focus.wake_in(), 0.0 if stale else None)

    def draw(self, surface):
        self.drawn = True
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
        n = len(self.tiles)
        where = (f"Games {self.first + 1}–{self.first + self.shown} of {n}" if self.shown < n
                 else "Choose a game")
        t.blit_text(surface, where, (w - t.px(48), r.bottom + t.px(26)), th.SMALL, th.FAINT,
                    anchor="topright", alpha=alpha)
        self.focus.draw(surface, t)
