"""How a table draws itself: :class:`TablePainter`, the picture every
table paints (felt, zones, cards, HUD, buttons) and the generic table's
plates, title, prompt and log strip.

A table holds its painter as a part (``table.painter``); a game's table
gives its own, a subclass in its ``paint.py`` that draws what only its game
has. The table's other parts draw over the picture (:mod:`.tools`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import theme as th
from ...cardart import CARD_ASPECT
from ...sprites import CardSprite, sprite_bounds
from ..generic import draw_prompt, hand_name, title_facts
from .keycaps import prompt_glyphs
from .log import draw_log_strip, strip_place
from .plate import draw_plate, plate_facts

if TYPE_CHECKING:
    from ..frame.showing import TableShows


#: The generic table's seat plate, wide and high (design pixels).
PLATE_SIZE = (210, 50)


class TablePainter:
    """The picture of one table."""

    def __init__(self, table: TableShows) -> None:
        self.table = table
        #: Where the prompt's lines (and any line drawn with them, such as
        #: Trophy Case's mouse help) were drawn in the last picture (empty:
        #: no prompt); every painter sets it where it draws the prompt, and
        #: the open Log panel keeps clear of it (:mod:`.log`).
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)

    def paint(self, surface: pygame.Surface) -> None:
        """The table's picture: felt, zones, cards, HUD, buttons."""
        table, t = self.table, self.table.theme
        self.draw_background(surface)
        self.draw_zones(surface)
        for sprite in sorted(table.sprites, key=lambda s: s.z):
            self.draw_card(surface, sprite)
            if sprite in table.selected:
                r = sprite.rect(table.card_w, CARD_ASPECT)
                t.draw_rect(surface, th.ACCENT, r.inflate(4, 4), max(2, t.px(3)),
                            border_radius=max(3, r.w // 12))
        self.draw_over_cards(surface)
        table.new_mark.draw(surface)
        self.draw_hud(surface)
        table.buttons.draw(surface, t)
        table.menu_button.draw(surface, t, False)

    def draw_card(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """One card sprite with its shadow (turned and sized fast while its
        angle or size is on its way, see :meth:`.SpriteImages.image`); not
        at all when it is wholly outside the clip, or, while strokes are
        noted (:mod:`...ink`), outside the window."""
        table, t = self.table, self.table.theme
        reach = surface.get_rect() if t.ink is not None else surface.get_clip()
        if not reach.colliderect(sprite_bounds(sprite, table.card_w, 0)):
            return
        table.images.draw(surface, sprite, table.card_w, table.tweens.moving(sprite), t.blit)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt."""
        app = self.table.app
        self.table.theme.blit(surface, app.art.table(surface.get_size(), app.settings.table_color), (0, 0))

    def bake_step(self, size: tuple[int, int]) -> bool:
        """Bake one band of what this table draws into its felt once, for a
        window of ``size`` (see :mod:`.felt`); True once the felt is baked
        whole. A table that bakes nothing into the plain felt is done at once."""
        return True

    def draw_zones(self, surface: pygame.Surface) -> None:
        """Under the cards: zone outlines and labels (a game's painter adds its own)."""

    def draw_over_cards(self, surface: pygame.Surface) -> None:
        """Over the cards, under the HUD: highlights (a game's painter adds its own)."""

    def marks(self) -> list[pygame.Rect]:
        """Where the painter draws, now, what follows a card beyond its edges
        (a label over it): a frame drawn in part draws again where they were
        and where they are (:mod:`..frame.redraw`). A game's painter that draws such
        a mark lists it here, after the "new" tab's (:mod:`.new_mark`)."""
        return self.table.new_mark.marks()

    def draw_log_strip(self, surface: pygame.Surface, rect: pygame.Rect, align: str = "bottom") -> None:
        """The newest log lines, whole, in ``rect`` (see :func:`.log.draw_log_strip`)."""
        table = self.table
        draw_log_strip(table.theme, surface, rect, table.log, table.sight.viewer, align, table.app.language)

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Seat plates, the title, the turn prompt and the last event."""
        table, t = self.table, self.table.theme
        w, h = surface.get_size()
        match = table.match
        for seat in range(match.num_players):
            rect = pygame.Rect(0, 0, t.px(PLATE_SIZE[0]), t.px(PLATE_SIZE[1]))
            rect.center = tuple(map(round, table.plate_center(seat)))
            rect.clamp_ip(surface.get_rect().inflate(-t.px(8), -t.px(8)))
            draw_plate(t, surface, rect, plate_facts(table, seat))
        title = f"{table.info.name}  ·  {hand_name(table)}"
        t.blit_text(surface, title, (t.px(20), t.px(18)), th.SMALL, th.TEXT, bold=True, shadow=True)
        t.blit_text(surface, title_facts(table),
                    (t.px(20), t.px(42)), th.TINY, th.MUTED, shadow=True)
        prompt = table.words.shown_prompt()
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        if prompt:
            y = table.hand_top() - t.px(8)
            if table.buttons.widgets:
                y = table.buttons.widgets[0].rect.top - t.px(8)
            self.prompt_rect = draw_prompt(t, surface, prompt, (w / 2, y), round(w * 0.6),
                                           glyphs=prompt_glyphs(table))
        self.draw_log_strip(surface, strip_place(t, (w, h), 0))
