"""A game's tile on the main menu: a fan of its cards, its name, players
and description, and its pills (Learn, Watch, Play or Resume)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ...engine.protocol import GameInfo
from ...i18n import Language
from .. import theme as th
from ..theme import Theme
from ..widgets import Widget, focus_ring
from .common import card_fan, players_words, progress_words, sample_cards, score_parts, scores_words, time_ago


#: The height of a tile's pills (Watch, Learn, New match) and of the row's
#: arrows' width: a finger's target (design pixels, 44 px at 1280x800).
PILL_H = 44
#: How far above a tile's bottom edge its Watch button starts (design pixels).
TILE_BUTTONS = PILL_H + 8
#: The least room between a tile's lines and its Watch pill (design pixels).
PILL_GAP = 8


def watch_width(theme: Theme, label: str) -> int:
    """The width of the Watch pill (its words ``label``) at the bottom left of a tile."""
    return theme.font(th.SMALL, True).size(label)[0] + theme.px(28)


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
    #: The language the tile speaks (the menu's, set as it enters).
    language: Language = field(default_factory=Language)

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
        """True when the fan is missing or made for another size, art or
        language (the names on its trumps)."""
        return self.fan is None or self.fan_key != (self.fan_width(), id(self.art), self.language.code)

    def prepare_fan(self) -> bool:
        """Render the card fan for the current size and art if it is stale;
        True when it did (the menu makes one a frame, after the first frame)."""
        if not self.fan_stale():
            return False
        assert self.info is not None
        card_w = self.fan_width()
        self.fan = card_fan(self.art, sample_cards(self.info.id), card_w)
        self.fan_key = (card_w, id(self.art), self.language.code)
        return True

    def spoken(self):
        """The game, its players, and its match in progress if any."""
        info = self.info
        assert info is not None
        language = self.language
        players = players_words(info, language)
        if self.progress is not None:
            return language.gettext("{game}, button, {players}, in progress: {where}, {scores}",
                                    game=info.name, players=players,
                                    where=progress_words(self.progress, language),
                                    scores=scores_words(self.progress, language=language))
        if self.enabled:
            return language.gettext("{game}, button, {players}", game=info.name, players=players)
        return language.gettext("{game}, coming soon, {players}", game=info.name, players=players)

    def lift(self, theme: Theme) -> int:
        """How far the tile rises under the pointer, in pixels (its pills rise with it)."""
        return round(theme.px(6) * self.hover)

    def description_forms(self) -> list[str]:
        """The description, longest form first: whole, then its first
        clause (the words before a semicolon or a colon)."""
        assert self.info is not None
        text = self.language.gettext(self.info.description)
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
            said = scores_words(self.progress, unit, self.language)
            if theme.width(said, th.SMALL) <= width:
                return [said]
        lines: list[str] = []
        for part in score_parts(self.progress, False, self.language):
            if lines and theme.width(f"{lines[-1]} · {part}", th.SMALL) <= width:
                lines[-1] = f"{lines[-1]} · {part}"
            else:
                lines.append(part)
        return lines

    def play_line(self, theme: Theme) -> tuple[str, bool]:
        """The tile's "Resume ›" (a match in progress) or "Play ›" (else
        "Coming soon") and whether it sits beside the Watch pill: there
        where it fits whole, with its arrow if it can; else on a line of its
        own just above the pill, so that the word is never dropped."""
        gettext = self.language.gettext
        if not self.enabled:
            return gettext("Coming soon"), True
        word = (self.language.pgettext("a game's tile: go on with its match", "Resume")
                if self.progress is not None else gettext("Play"))
        beside = self.rect.w - theme.px(20 + 12 + 12) - watch_width(theme, gettext("Watch"))  # a gap right of Watch
        for label in (f"{word}  ›", word):
            if theme.width(label, th.SMALL, True) <= beside:
                return label, True
        return theme.first_fitting([f"{word}  ›", word], self.rect.w - theme.px(40), th.SMALL, True), False

    def buttons_height(self, theme: Theme) -> int:
        """How far above the tile's bottom edge its buttons start, in
        pixels: the Watch pill's row, and the line of "Resume ›" above it
        when that does not fit beside the pill (:meth:`play_line`)."""
        beside = self.play_line(theme)[1]
        return theme.px(TILE_BUTTONS) + (0 if beside else theme.font(th.SMALL, True).get_linesize()
                                         + theme.px(4))

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
        gettext = self.language.gettext
        deck = gettext(self.info.deck)
        deck = deck[:1].upper() + deck[1:]
        deck = theme.first_fitting([deck, deck.split(",")[0], ""], width, th.TINY)  # else none: never cut
        status, scores = "", self.score_lines(theme, width)
        buttons = self.buttons_height(theme)
        floor = bottom - buttons - theme.px(4)          # clear of the Watch pill and "Resume"
        if self.progress is not None:
            where = progress_words(self.progress, self.language)
            when = time_ago(self.progress["saved_at"], language=self.language)
            status = theme.first_fitting([gettext("In progress: {where} · {when}", where=where, when=when),
                                          gettext("In progress: {where}", where=where),
                                          where[:1].upper() + where[1:]],
                                         width, th.SMALL, True)    # the time too, where it fits whole
            floor = (bottom - buttons - theme.px(PILL_GAP)
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
        players = players_words(info, self.language)
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
            y = rect.bottom - self.buttons_height(theme) - theme.px(PILL_GAP) - self.progress_height(theme, scores)
            r = theme.blit_text(surface, status, (x, y), th.SMALL, th.ACCENT, bold=True, box=box)
            for line in scores:
                r = theme.blit_text(surface, line, (x, r.bottom + theme.px(2)), th.SMALL, th.TEXT, box=box)
        label, beside = self.play_line(theme)
        bottom = rect.bottom - theme.px(16) if beside else rect.bottom - theme.px(TILE_BUTTONS + 4)
        theme.blit_text(surface, label, (rect.right - theme.px(20), bottom),
                        th.SMALL, th.ACCENT if self.enabled else th.FAINT, bold=True, anchor="bottomright")
        if focused:
            focus_ring(surface, theme, rect, 18)
