"""The end of a hand (points and how they were made, running-total chart)
and the end of a match (the winner, the final chart)."""

from __future__ import annotations

import pygame

from ...engine.match import Match
from ...engine.rng import derive_seed
from ...words import hand_word
from .. import theme as th
from ..chart import draw_chart
from ..overlay import PanelOverlay
from ..widgets import Button


def hand_rows(match: Match) -> list[tuple[int, int, str, int]]:
    """(seat, points this hand, how they were made, total) for the last hand."""
    record = match.hands[-1]
    scores = record.scores or [0] * match.num_players
    details = record.details or [""] * match.num_players
    return [(seat, scores[seat], details[seat], match.totals[seat]) for seat in range(match.num_players)]


def winners_line(names: list[str], winners: list[int]) -> str:
    if len(winners) == 1:
        name = names[winners[0]]
        return "You win!" if name == "You" else f"{name} wins!"
    return "Shared win: " + " and ".join(names[w] for w in winners)


class HandSummary(PanelOverlay):
    """Points per player for the hand just played, and the totals so far."""

    name = "hand_summary"
    panel_size = (1080, 680)
    dim_alpha = 180

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.set_buttons(self.make_buttons())

    def make_buttons(self) -> list[Button]:
        return [Button(label="Deal the next hand", primary=True, on_click=self.next_hand),
                Button(label="Save and quit", on_click=self.to_menu)]

    def next_hand(self) -> None:
        self.app.stack.pop()
        self.table.next_hand()

    def to_menu(self) -> None:
        self.app.nav.main_menu()

    def place_buttons(self):
        t = self.theme
        bh = t.px(52)
        widths = [t.px(280), t.px(260)]
        x = self.panel.right - t.px(32)
        for b, bw in zip(self.buttons, widths):
            x -= bw
            b.rect = pygame.Rect(x, self.panel.bottom - t.px(26) - bh, bw, bh)
            x -= t.px(14)

    def title(self) -> str:
        return f"{hand_word(self.table.game_id)} {len(self.table.match.hands)} is over"

    def subtitle(self) -> str:
        m = self.table.match
        leader = max(range(m.num_players), key=lambda s: m.totals[s])
        return f"{self.table.seats[leader].name} leads · first to {m.target} wins"

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        m = self.table.match
        p = self.panel
        pad = t.px(32)
        r = t.blit_text(surface, self.title(), (p.x + pad, p.y + t.px(26)), th.HEADING, th.TEXT, bold=True)
        t.blit_text(surface, self.subtitle(), (p.x + pad, r.bottom + t.px(6)), th.SMALL, th.ACCENT)
        top = r.bottom + t.px(44)
        bottom = self.buttons[0].rect.top - t.px(20)
        split = p.x + round(p.w * 0.56)
        self.draw_rows(surface, pygame.Rect(p.x + pad, top, split - p.x - pad - t.px(16), bottom - top))
        chart = pygame.Rect(split + t.px(8), top, p.right - pad - split - t.px(8), bottom - top)
        pygame.draw.rect(surface, (24, 31, 44), chart, border_radius=t.px(12))
        t.blit_text(surface, "Running totals", (chart.x + t.px(14), chart.y + t.px(10)), th.SMALL, th.MUTED,
                    bold=True)
        draw_chart(surface, t, chart.inflate(-t.px(16), -t.px(40)).move(0, t.px(12)),
                   [h.scores for h in m.hands if h.scores is not None],
                   [s.name for s in self.table.seats], m.target)
        self.focus.draw(surface, t)

    def draw_rows(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        t = self.theme
        m = self.table.match
        rows = hand_rows(m)
        head_y = area.y
        t.blit_text(surface, "PLAYER", (area.x + t.px(36), head_y), th.TINY, th.FAINT, bold=True)
        t.blit_text(surface, "HAND", (area.right - t.px(76), head_y), th.TINY, th.FAINT, bold=True,
                    anchor="topright")
        t.blit_text(surface, "TOTAL", (area.right - t.px(4), head_y), th.TINY, th.FAINT, bold=True,
                    anchor="topright")
        y = head_y + t.px(24)
        row_h = min(t.px(76), (area.bottom - y) // max(1, len(rows)))
        best = max(m.totals)
        for seat, points, detail, total in rows:
            row = pygame.Rect(area.x, y, area.w, row_h - t.px(6))
            pygame.draw.rect(surface, (36, 46, 63) if seat % 2 == 0 else (31, 40, 55), row,
                             border_radius=t.px(10))
            color = th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
            pygame.draw.circle(surface, color, (row.x + t.px(18), row.y + t.px(20)), t.px(8))
            name = self.table.seats[seat].name
            t.blit_text(surface, t.fit(name, row.w - t.px(200), th.BODY, True),
                        (row.x + t.px(36), row.y + t.px(8)), th.BODY, th.TEXT, bold=True)
            width = row.w - t.px(36) - t.px(150)
            lines = t.wrap(detail or "No points this hand", width, th.TINY)
            max_lines = max(1, (row.h - t.px(36)) // t.px(16))
            ly = row.y + t.px(33)
            for line in lines[:max_lines]:
                ly = t.blit_text(surface, line, (row.x + t.px(36), ly), th.TINY, th.MUTED).bottom + t.px(1)
            sign = "+" if points > 0 else ""
            t.blit_text(surface, f"{sign}{points}", (row.right - t.px(76), row.y + t.px(10)), th.SUBHEADING,
                        th.GOOD if points > 0 else (th.BAD if points < 0 else th.MUTED), bold=True,
                        anchor="topright")
            t.blit_text(surface, str(total), (row.right - t.px(12), row.y + t.px(10)), th.SUBHEADING,
                        th.ACCENT if total == best else th.TEXT, bold=True, anchor="topright")
            y += row_h


class GameOver(HandSummary):
    """The winner, the final chart; play again or back to the menu."""

    name = "game_over"

    def make_buttons(self) -> list[Button]:
        return [Button(label="Play again", primary=True, on_click=self.play_again),
                Button(label="Main menu", on_click=self.to_menu)]

    def title(self) -> str:
        m = self.table.match
        return winners_line([s.name for s in self.table.seats], m.winners)

    def subtitle(self) -> str:
        m = self.table.match
        return f"Game over after {len(m.hands)} hand{'s' if len(m.hands) != 1 else ''} · target {m.target}"

    def play_again(self) -> None:
        """The same seats and options, a new deal number."""
        m = self.table.match
        match = Match(m.game, m.num_players, derive_seed(m.seed, "again") % 10 ** 9, m.options)
        self.app.nav.start_match(match, self.table.seats, alone=True)
