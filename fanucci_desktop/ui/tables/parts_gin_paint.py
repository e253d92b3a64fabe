"""How the gin-family tables (Fan Rummy, Gin Rummy) draw what they share:
the laid-off cards outlined in the defender's colour, empty places and the
click targets of the phase, captions, the cards seen taken by the
opponent, seat plates with hand counts, scores and the dealer chip, the
viewer's deadwood against the knock limit, the prompt, the newest log lines
and the knock / gin banners.

:class:`GinHudParts` is a mixin of each gin-family table; it draws only
public facts and the viewer's own cards.
"""

from __future__ import annotations

import pygame

from ...engine.cards import Card
from ...words import count, match_length, says
from .. import theme as th
from ..cardart import CARD_ASPECT
from .parts_gin_layout import PLATE_H, PLATE_W
from .popups import Popup


class GinHudParts:
    """The drawing the gin-family tables share (mixed into the table). The
    table gives :meth:`draw_info_panel` (its game's panel),
    :meth:`knock_limit`, ``geo`` and the deadwood of the viewer's cards."""

    def banner(self, text: str) -> None:
        """A banner across the middle of the table (knock, gin)."""
        top, bottom = self.geo.band
        self.popups.add(Popup(text, (self.size[0] / 2, (top + bottom) / 2), size=th.TITLE,
                              banner=True), self.app.anim_speed)

    def paint(self, surface: pygame.Surface) -> None:
        """The whole table (the table's ``draw``): as the base table draws,
        with the laid-off cards outlined in the defender's colour (each
        outline under the cards lying on it)."""
        self.draw_background(surface)
        self.draw_zones(surface)
        laid, color = self.laid_off_marks()
        t = self.theme
        for sprite in sorted(self.sprites, key=lambda s: s.z):
            self.images.draw(surface, sprite, self.card_w)
            r = sprite.rect(self.card_w, CARD_ASPECT)
            if sprite.card in laid and sprite.zone.startswith("meld:") and not sprite.dying:
                pygame.draw.rect(surface, color, r.inflate(t.px(4), t.px(4)), max(2, t.px(3)),
                                 border_radius=max(3, r.w // 12))
            if sprite in self.selected:
                pygame.draw.rect(surface, th.ACCENT, r.inflate(4, 4), max(2, t.px(3)),
                                 border_radius=max(3, r.w // 12))
        self.draw_hud(surface)
        self.buttons.draw(surface, t)
        self.menu_button.draw(surface, t, False)

    def laid_off_marks(self) -> tuple[set[Card], tuple[int, int, int]]:
        """The cards laid off on the table melds and the defender's colour."""
        state = self.observation()
        if state is None or not state.laid_off or state.out_player is None:
            return set(), th.ACCENT
        defender = 1 - state.out_player
        return {c for c, _ in state.laid_off}, th.SEAT_COLORS[defender % len(th.SEAT_COLORS)]

    def draw_zones(self, surface: pygame.Surface) -> None:
        """Empty places, the click targets of this phase, captions and the knock panel."""
        t = self.theme
        r = max(3, self.card_w // 12)
        for rect in self.geo.outlines:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (0, 0, 0, 50), layer.get_rect(), border_radius=r)
            pygame.draw.rect(layer, (255, 255, 255, 70), layer.get_rect(), max(1, t.px(2)),
                             border_radius=r)
            surface.blit(layer, rect)
        hinted = self.hinted_zone()
        for zone in self.pickable_zones() | self.lit_zones() | ({hinted} if hinted else set()):
            rect = self.geo.targets.get(zone)
            if rect is not None:
                color = th.HINT if zone == hinted else th.ACCENT
                pygame.draw.rect(surface, color, rect.inflate(t.px(10), t.px(10)),
                                 max(1, t.px(2 if zone != hinted else 4)), border_radius=r + t.px(4))
        self.draw_info_panel(surface)
        for card, rect in self.geo.took:            # public: seen taken face up
            t.shadow(surface, rect, max(2, rect.w // 12), blur=3, offset=2, alpha=90)
            surface.blit(self.images.base(card, rect.w), rect)
        for label in self.geo.labels:
            t.blit_text(surface, label.text, (label.x, label.y), label.size, label.color,
                        bold=label.bold, anchor=label.anchor, shadow=True, box=label.box())

    def draw_hud(self, surface: pygame.Surface) -> None:
        t = self.theme
        w, h = surface.get_size()
        current = self.match.current_player
        for seat in self.geo.plates:
            self.plate(surface, seat, seat == current)
        title = f"{self.info.name}  ·  Hand {len(self.match.hands)}"
        t.blit_text(surface, title, (t.px(20), t.px(18)), th.SMALL, th.TEXT, bold=True, shadow=True)
        t.blit_text(surface, f"{match_length(self.match.target)}  ·  {says(self.seats[self.match.dealer].name, 'deals', 'deal')}",
                    (t.px(20), t.px(42)), th.TINY, th.MUTED, shadow=True)
        self.draw_deadwood(surface)
        text, size = self.prompt_text()
        if text:
            color = self.message_color()
            t.blit_text(surface, text, self.prompt_rect().midbottom, size, color, bold=True,
                        anchor="midbottom", shadow=True, box=self.prompt_room())
        self.draw_log(surface)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The newest log lines, right of the hand above the deadwood panel."""
        t = self.theme
        dead = self.deadwood_rect()
        height = t.font(th.TINY).get_linesize() * 5
        self.draw_log_strip(surface, pygame.Rect(dead.x, dead.y - t.px(10) - height, dead.w, height))

    # Where the HUD goes (the tests check these never overlap) ------------------------------
    def prompt_text(self) -> tuple[str, int]:
        """The prompt and its type size: smaller when a long reason would not
        fit the window at the usual size (longer still, it is cut at a word
        when drawn, whole under the pointer)."""
        t = self.theme
        text = self.prompt()
        for size in (th.BODY, th.SMALL):
            if t.font(size, True).size(text)[0] <= self.prompt_room().w:
                return text, size
        return text, th.SMALL

    def prompt_room(self) -> pygame.Rect:
        """The band the prompt may take: the window less a margin each side."""
        t = self.theme
        return pygame.Rect(t.px(20), 0, self.size[0] - t.px(40), self.size[1])

    def prompt_rect(self) -> pygame.Rect:
        """Where the prompt line is drawn (midbottom just above the action bar)."""
        t = self.theme
        text, size = self.prompt_text()
        w, h = t.font(size, True).size(text or " ")
        rect = pygame.Rect(0, 0, min(w, self.prompt_room().w), h)
        rect.midbottom = (round(self.size[0] / 2), round(self.action_top() - t.px(6)))
        return rect

    def plate_rect(self, seat: int) -> pygame.Rect:
        """A seat plate's rectangle, kept on screen."""
        t = self.theme
        rect = pygame.Rect(0, 0, t.px(PLATE_W), t.px(PLATE_H))
        cx, cy = self.geo.plates.get(seat, (0, 0))
        rect.center = (round(cx), round(cy))
        return rect.clamp(pygame.Rect((0, 0), self.size).inflate(-t.px(8), -t.px(8)))

    def deadwood_rect(self) -> pygame.Rect:
        """The viewer's deadwood panel, bottom right."""
        t = self.theme
        rect = pygame.Rect(0, 0, t.px(PLATE_W), t.px(PLATE_H))
        rect.bottomright = (self.size[0] - t.px(16), self.size[1] - t.px(16))
        return rect

    def draw_deadwood(self, surface: pygame.Surface) -> None:
        """The viewer's deadwood against the knock limit, bottom right."""
        if self.viewer is None or not self.my_cards():
            return
        t = self.theme
        whole, after = self.deadwood_info()
        card = self.chosen()
        hint = self.hint_move
        hinted = hint.cards[0] if hint is not None and len(hint.cards) == 1 else None
        if card in after:
            value = after[card]
        elif hinted in after:                 # the box speaks of the hinted discard
            value = after[hinted]
        else:
            value = min(after.values()) if after else whole
        limit = self.knock_limit()
        rect = self.deadwood_rect()
        past = self.phase in ("layoff", "over")      # going out is past: no knock advice
        ok = value <= limit and not past
        t.panel(surface, rect, (18, 24, 34), th.GOOD if ok else (60, 72, 92), radius=16,
                alpha=215, edge_width=2 if ok else 1)
        heads = ["Your deadwood", "Deadwood"]
        if card in after:
            heads = ["This discard leaves", "Leaves"]
        elif hinted in after:
            heads = ["The hint leaves", "Hint leaves"]
        elif after:
            heads = ["Best discard leaves", "At best"]
        shown = t.blit_text(surface, str(value), (rect.right - t.px(14), rect.centery), th.HEADING,
                            th.GOOD if ok else th.TEXT, bold=True, anchor="midright")
        room = pygame.Rect(rect.x + t.px(14), rect.y, shown.left - t.px(8) - rect.x - t.px(14), rect.h)
        t.blit_text(surface, t.first_fitting(heads, room.w, th.TINY), (room.x, rect.y + t.px(7)), th.TINY,
                    th.MUTED, box=room)
        if past:
            notes = ["lay off to lower it", "lay off"] if self.phase == "layoff" else ["the hand is over", "over"]
        elif value == 0:
            notes = ["gin!"]
        elif limit == 0:
            notes = ["only gin ends this hand", "gin only"]
        else:
            notes = ["you may knock"] if ok else [f"knock at {limit} or less", f"knock at {limit}"]
        note = t.first_fitting(notes, room.w, th.TINY)
        t.blit_text(surface, note, (room.x, rect.bottom - t.px(7)), th.TINY,
                    th.GOOD if ok else th.MUTED, anchor="bottomleft", box=room)

    def plate(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        """A seat plate: initial, name, kind and cards held, score, dealer chip."""
        t = self.theme
        s = self.seats[seat]
        rect = self.plate_rect(seat)
        t.panel(surface, rect, (18, 24, 34), th.ACCENT if active else (60, 72, 92),
                radius=16, alpha=225, edge_width=2.5 if active else 1)
        color = th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
        cx = rect.x + t.px(26)
        pygame.draw.circle(surface, color, (cx, rect.centery), t.px(15))
        t.blit_text(surface, s.name[:1].upper(), (cx, rect.centery), th.SMALL, (20, 20, 20),
                    bold=True, anchor="center")
        score = t.blit_text(surface, str(self.match.totals[seat]), (rect.right - t.px(14), rect.centery),
                            th.SUBHEADING, th.ACCENT, bold=True, anchor="midright")
        room = pygame.Rect(rect.x + t.px(48), rect.y, score.left - t.px(8) - rect.x - t.px(48), rect.h)
        t.blit_text(surface, s.name, (room.x, rect.y + t.px(8)), th.SMALL, th.TEXT, bold=True, box=room)
        held = count(len(self.view().get(f"hand:{seat}", [])), "card")
        kind = "human" if s.is_human else f"{s.kind} AI"
        t.blit_text(surface, t.first_fitting([f"{held} · {kind}", held], room.w, th.TINY),
                    (room.x, rect.bottom - t.px(8)), th.TINY, th.MUTED, anchor="bottomleft", box=room)
        if seat == self.match.dealer:
            chip = pygame.Rect(0, 0, t.px(22), t.px(22))
            chip.center = (rect.right - t.px(4), rect.top + t.px(4))
            pygame.draw.circle(surface, (245, 240, 228), chip.center, chip.w // 2)
            pygame.draw.circle(surface, th.ACCENT_DARK, chip.center, chip.w // 2, max(1, t.px(2)))
            t.blit_text(surface, "D", chip.center, th.TINY, (30, 30, 30), bold=True, anchor="center",
                        box=chip)
