"""Every table, through a whole hand, reads whole (issue 41, item 6 at the
tables): at 960x600, 1280x800 and 2560x1440 a hand of every game is played
at its most seats, with the log panel open for the second half, and after
every move the frame's texts are checked as ``test_legibility`` checks a
screen: none shortened with an ellipsis, none wider than its box, none off
its surface, none overlapping another (texts at the tables take a shorter
wording made for a small window, never an ellipsis), no line of the log
strip lying over a card (Fortune Rummy's log ran across the viewer's melds),
and the open log panel covers no line of the prompt (issue 41, item 10) nor
any other text the table drew: a plate, a caption, a strip (Trophy Case's
"High:", Gin Rummy's "Upcard:", Fan Rummy's opponent's plate lay under it)."""

from __future__ import annotations

import dataclasses

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES, game_info
from fanucci_desktop.session.seats import DEFAULT_NAMES, Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.theme import DrawnText
from test_legibility import SIZES, problems

GAME_IDS = [info.id for info in GAMES]


def prompt_under_panel(drawn, prompt: str, panel) -> list[str]:
    """The lines of ``prompt`` drawn on the window where the open side
    panel at ``panel`` lies, in words (a line: a text of some words, part
    of the prompt, centred on the window as every table draws its prompt)."""
    return [f"the prompt {d.text!r} at {tuple(d.rect)} is under the log panel at {tuple(panel)}"
            for d in drawn if isinstance(d, DrawnText) and d.rect is not None and d.bounds is not None
            and " " in d.text.strip() and d.text.strip() in prompt
            and abs(d.rect.centerx - d.bounds.centerx) <= 2 and d.rect.colliderect(panel)]


def record_panel(table) -> list[int]:
    """Make ``table`` note, each time it draws its side panel, how many
    entries the theme's ``drawn`` list held before (what the table drew
    under the panel)."""
    starts: list[int] = []
    draw = table.side.draw

    def recording(surface):
        starts.append(len(table.theme.drawn))
        draw(surface)

    table.side.draw = recording
    return starts


def texts_under_panel(drawn, start: int, panel) -> list[str]:
    """The texts drawn before the open side panel (``drawn[:start]``) that
    lie under it at ``panel``, in words."""
    found = []
    for d in drawn[:start]:
        if not isinstance(d, DrawnText) or d.rect is None or not d.text.strip():
            continue
        overlap = d.rect.clip(panel)
        if overlap.w > 2 and overlap.h > 2:
            found.append(f"{d.text!r} at {tuple(d.rect)} is under the open panel at {tuple(panel)}")
    return found


def most_seats(game_id: str) -> list[Seat]:
    """"You" and quick (easy) AIs at the game's most seats, the longest names."""
    n = game_info(game_id).max_players
    return [Seat("You")] + [Seat(DEFAULT_NAMES[i], "easy") for i in range(1, n)]


def record_log_strip(table) -> list[tuple[int, int]]:
    """Make ``table`` note, each time it draws its log strip, which entries
    of the theme's ``drawn`` list the strip added (start, end)."""
    spans: list[tuple[int, int]] = []
    draw = table.painter.draw_log_strip

    def recording(surface, rect, align="bottom"):
        start = len(table.theme.drawn)
        draw(surface, rect, align)
        spans.append((start, len(table.theme.drawn)))

    table.painter.draw_log_strip = recording
    return spans


def log_over_cards(table, drawn, spans) -> list[str]:
    """The log strip's lines that lie over a card on the table, in words."""
    cards = [s.rect(table.card_w, CARD_ASPECT) for s in table.sprites if not s.dying and s.alpha > 0]
    found = []
    for start, end in spans:
        for d in drawn[start:end]:
            if not isinstance(d, DrawnText) or d.rect is None or not d.text.strip():
                continue
            for card in cards:
                overlap = d.rect.clip(card)
                if overlap.w > 2 and overlap.h > 2:
                    found.append(f"log line {d.text!r} lies over a card at {tuple(card)}")
                    break
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_hand_reads_whole(game_id, size, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    found: dict[str, int] = {}
    try:
        table = dr.new_table(app, game_id, most_seats(game_id), seed=11)
        pilot = dr.Autopilot(app, table, seed=2)
        spans = record_log_strip(table)
        panel_starts = record_panel(table)
        read, log_open = -1, False
        for _ in range(60_000):
            if isinstance(app.stack.top, (HandSummary, GameOver)):
                break
            if app.stack.top is table and not table.busy and pilot.total_moves() != read:
                read = pilot.total_moves()
                if read >= 12 and not log_open:
                    table.side.toggle("log")
                    log_open = True
                app.theme.drawn, spans[:], panel_starts[:] = [], [], []
                app.frame(dr.FRAME_S)
                lines = (problems(app.theme.drawn, 12 if size == (960, 600) else None, whole=True)
                         + log_over_cards(table, app.theme.drawn, spans))
                if log_open:
                    lines += prompt_under_panel(app.theme.drawn, table.words.prompt(), table.side.rect)
                    lines += texts_under_panel(app.theme.drawn, panel_starts[-1], table.side.rect)
                for line in lines:
                    found[line] = found.get(line, 0) + 1
                app.theme.drawn = None
            pilot.step()
        else:
            raise AssertionError("the hand did not end")
        assert read > 12 and log_open
    finally:
        app.theme.drawn = None
        app.shutdown()
    assert not found, "\n".join(f"{line} (after {n} moves)" for line, n in found.items())
