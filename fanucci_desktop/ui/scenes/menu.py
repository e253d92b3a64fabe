"""The main menu: a tile per game (with its Learn button), Continue,
Join a match, Statistics, Settings, Rules, Quit.

The tiles stand in one row of at most :data:`MOST_TILES` shown at once, each
at least :data:`TILE_W` design pixels wide; with more games than fit, the row
scrolls by whole tiles (its arrows, the mouse wheel, or the focus moving onto
a tile out of view), so a shown tile is always whole."""

from __future__ import annotations

from typing import Any

import pygame

from ...games import catalog, game_info, record
from ...net.served import served_store
from .. import theme as th
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, FocusGroup, Widget
from .common import progress_words, shares, time_ago
from .game_tile import PILL_H, TILE_BUTTONS, GameTile, watch_width


#: The mark of a summary of a match hosted from here (Continue hosts it again).
HOSTED = "hosted"
#: The narrowest a tile may be (design pixels): five side by side in the
#: smallest window.
TILE_W = 200
#: The tallest a tile may be (design pixels): room for its lines above its 44-px pills.
TILE_H = 470
#: The most tiles the row shows at once.
MOST_TILES = 5
#: The keys that move the menu's focus: along every game, the row scrolling to show it.
MOVES_FOCUS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)


def index_of(widgets: list, widget: Widget | None) -> int | None:
    """Where ``widget`` itself (not an equal one) is in ``widgets``, or None."""
    return next((i for i, w in enumerate(widgets) if w is widget), None)


class MainMenu(Scene):
    """The first screen."""

    name = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        games = catalog.GAMES
        self.tiles = [GameTile(info=info, art=app.art,
                               on_click=lambda i=info: self.choose(i.id)) for info in games]
        #: "Watch" on each tile: the demo table, the computer in every seat.
        self.watch = [Button(size=th.SMALL, on_click=lambda i=info: self.app.nav.demo(i.id)) for info in games]
        #: A Learn button on each tile: the game's lesson, a guided first hand.
        self.learn_buttons = [Button(size=th.SMALL, on_click=lambda i=tile.info: self.app.nav.learn(i.id))
                              for tile in self.tiles]
        #: "New match" on the tile of a game with a match in progress (the
        #: tile itself resumes it): the set-up screen, which says what dealing abandons.
        self.new_buttons = [Button(size=th.SMALL, on_click=lambda i=info: self.new_game(i.id)) for info in games]
        #: Each pill over a tile, with its tile and its place on the resting tile.
        self.pills: list[tuple[Button, GameTile, pygame.Rect]] = []
        #: The row's arrows, shown when it has more games than fit: each
        #: scrolls it by the tiles shown.
        self.earlier = Button(label="‹", size=th.SUBHEADING,
                              on_click=lambda: self.scroll(-self.shown))
        self.later = Button(label="›", size=th.SUBHEADING,
                            on_click=lambda: self.scroll(self.shown))
        #: The first tile shown and how many tiles the row shows.
        self.first = 0
        self.shown = len(self.tiles)
        self.continue_button = Button(primary=True, on_click=self.resume)
        #: The Continue button's subtitle, longest form first (the layout picks the one that fits).
        self.continue_forms: list[str] = [""]
        self.buttons = [
            self.continue_button,
            Button(on_click=lambda: self.open("join")),
            Button(on_click=lambda: self.open("statistics")),
            Button(on_click=lambda: self.open("rules")),
            Button(on_click=lambda: self.open("settings")),
            Button(on_click=app.quit),
        ]
        self.speak_language()
        self.focus = FocusGroup(self.focusable())
        #: The matches in progress by game, and the most recent one (Continue).
        self.matches: dict[str, dict[str, Any]] = {}
        self.saved: dict[str, Any] | None = None
        self.intro = 0.0
        #: False until a frame at the current size is drawn: the card fans are
        #: made after it, one a frame, so that the menu shows as soon as it
        #: can (at start, after a resize).
        self.drawn = False

    def speak_language(self) -> None:
        """Every button's words in the language spoken now (at the start,
        and back from Settings, where it may have changed)."""
        language = self.app.language
        gettext = language.gettext
        for tile, watch, learn, new in zip(self.tiles, self.watch, self.learn_buttons, self.new_buttons):
            name = tile.info.name
            tile.language = language
            watch.label, watch.spoken_as = gettext("Watch"), gettext("Watch {game}", game=name)
            learn.label = gettext("Learn")
            learn.spoken_as = (gettext("Learn {game} again", game=name)     # the ear hears no tile
                               if tile.info.id in self.app.settings.lessons_done    # around it
                               else gettext("Learn {game}", game=name))
            new.label, new.spoken_as = gettext("New match"), gettext("New match of {game}", game=name)
        self.earlier.spoken_as, self.later.spoken_as = gettext("Earlier games"), gettext("More games")
        labels = (gettext("Continue"), gettext("Join a match"), gettext("Statistics"), gettext("Rules"),
                  gettext("Settings"), gettext("Quit"))
        for button, label in zip(self.buttons, labels):
            button.label = label

    def enter(self) -> None:
        self.tweens.speed = self.app.anim_speed
        self.speak_language()
        in_progress = self.app.saves.in_progress()
        self.matches = {summary["game"]: summary for summary in in_progress}
        hosted = [{**summary, HOSTED: True}
                  for summary in served_store(self.app.paths.data_dir).in_progress()]
        latest = sorted(in_progress + hosted, key=lambda s: s["saved_at"], reverse=True)
        self.saved = latest[0] if latest else None
        self.continue_button.enabled = self.saved is not None
        if self.saved is not None:
            name = game_info(self.saved["game"]).name
            when = time_ago(self.saved["saved_at"], language=self.app.language)
            where = progress_words(self.saved, self.app.language)
            if self.saved.get(HOSTED):      # a match hosted from here that stopped
                name = self.app.language.gettext("Host again: {game}", game=name)
            self.continue_forms = [f"{name} · {where} · {when}", f"{name} · {where}", name]
        else:
            self.continue_forms = [self.app.language.gettext("No game in progress")]
        self.continue_button.subtitle = self.continue_forms[0]
        for tile in self.tiles:
            tile.art = self.app.art
            tile.progress = self.matches.get(tile.info.id)
        self.show_pills()
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
                                watch_width(t, self.watch[i].label), t.px(PILL_H))
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
        needs = [t.width(b.label, th.BODY, True) + t.px(24) for b in self.buttons]
        x = margin
        for b, bw_ in zip(self.buttons, shares([1.9, 0.9] + [0.75] * (len(self.buttons) - 2), needs,
                                              w - 2 * margin - gaps)):
            b.rect = pygame.Rect(round(x), bottom_bar, round(bw_), bh)
            x += bw_ + gap
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
        the tile has room, else in shorter ones ("Learn", "New"; then the
        lesson's word as a language says it in short; speech says them
        whole)."""
        t = self.theme
        tile = self.tiles[i].rect
        learn, new = self.learn_buttons[i], self.new_buttons[i]
        gettext, pgettext = self.app.language.gettext, self.app.language.pgettext
        again = self.tiles[i].info.id in self.app.settings.lessons_done
        learn_words, new_words = gettext("Learn"), gettext("New match")
        full = (gettext("Learn again") if again else learn_words, new_words if new.visible else "")
        room = tile.w - t.px(12 + 8 + 12)
        new_short = pgettext("a new match, in short", "New") if new.visible else ""
        for words in (full, (learn_words, full[1]), (learn_words, new_short),
                      (pgettext("a game's lesson, in short", "Learn"), new_short)):
            widths = [t.font(th.SMALL, True).size(w)[0] + t.px(24) if w else 0 for w in words]
            if sum(widths) <= room:
                break
        learn.label, new.label = words[0], words[1] or new_words
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
        """Open ``game_id``'s match in progress (the most recent one by
        default: a match hosted from here that stopped is hosted again)."""
        if game_id is None:
            if self.saved is None:
                return
            game_id = self.saved["game"]
            if self.saved.get(HOSTED):
                self.app.nav.host_again(game_id)
                return
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
        return self.app.language.gettext("Fanucci Desktop. Choose a game; Tab moves on, Enter opens.")

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
        gettext = self.app.language.gettext
        t.blit_text(surface, gettext("Card games for one or more players: solo against the computer, "
                                     "or passing the device around."), (t.px(48), r.bottom + t.px(26)), th.SMALL, th.MUTED,
                    alpha=alpha)
        n = len(self.tiles)
        where = (gettext("Games {first}–{last} of {n}", first=self.first + 1, last=self.first + self.shown, n=n)
                 if self.shown < n else gettext("Choose a game"))
        t.blit_text(surface, where, (w - t.px(48), r.bottom + t.px(26)), th.SMALL, th.FAINT,
                    anchor="topright", alpha=alpha)
        self.focus.draw(surface, t)
