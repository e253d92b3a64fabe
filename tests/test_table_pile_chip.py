"""The "See all" chip on a pile whose cards are out of sight overlaps
nothing (issue 54, seen in a real window: under an opponent's won pile in
Trophy Case it lay on their seat plate, at 960x600 over the score): at
960x600, 1280x800 and 2560x1440, in every game at its fewest and its most
seats, through the first moves of a hand, each chip lies clear of every
text, every panel (a plate, a strip) and every card that is not of its own
pile."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import DEFAULT_NAMES, Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.theme import Cover, DrawnText

SIZES = [(960, 600), (1280, 800), (2560, 1440)]
#: The moves of a hand looked at, at most.
MOVES = 80


def seats(game_id: str, most: bool) -> list[Seat]:
    """"You" and quick AIs at the game's fewest or most seats."""
    info = next(i for i in GAMES if i.id == game_id)
    n = info.max_players if most else info.min_players
    return [Seat("You")] + [Seat(DEFAULT_NAMES[i], "easy") for i in range(1, n)]


def overlaps(a: pygame.Rect, b: pygame.Rect) -> bool:
    clip = a.clip(b)
    return clip.w > 1 and clip.h > 1


def chip_faults(table, drawn) -> list[str]:
    """What each chip drawn this frame lies on, in words."""
    window = pygame.Rect((0, 0), table.size)
    live = [s for s in table.sprites if not s.dying and s.alpha > 0]
    found = []
    for zone, chip in table.pile_view.chips.items():
        own = [s.rect(table.card_w, CARD_ASPECT) for s in live if s.zone == zone]
        pile = own[0].unionall(own[1:]) if own else chip
        for d in drawn:
            if isinstance(d, DrawnText) and d.rect is not None and d.text.strip() \
                    and not chip.contains(d.rect) and overlaps(d.rect, chip):
                found.append(f"the chip of {zone} at {tuple(chip)} lies on the text {d.text!r} "
                             f"at {tuple(d.rect)}")
            elif isinstance(d, Cover) and d.rect != chip and d.rect != window \
                    and not d.rect.contains(pile) and overlaps(d.rect, chip):
                found.append(f"the chip of {zone} at {tuple(chip)} lies on a panel at {tuple(d.rect)}")
        for s in live:
            if s.zone != zone and overlaps(s.rect(table.card_w, CARD_ASPECT), chip):
                found.append(f"the chip of {zone} at {tuple(chip)} lies on a card of {s.zone}")
    return found


@pytest.mark.parametrize("most", [False, True], ids=["fewest", "most"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_see_all_chip_lies_clear_of_everything(tmp_path, game_id, size, most):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    found: dict[str, int] = {}
    try:
        table = dr.new_table(app, game_id, seats(game_id, most), seed=11)
        pilot = dr.Autopilot(app, table, seed=2)
        for _ in range(MOVES):
            if not pilot.moves(1) or app.stack.top is not table:
                break
            dr.run_frames(app, 2)
            if app.stack.top is not table or table.busy:
                continue
            app.theme.drawn = []
            app.frame(dr.FRAME_S)
            for line in chip_faults(table, app.theme.drawn):
                found[line] = found.get(line, 0) + 1
            app.theme.drawn = None
    finally:
        app.theme.drawn = None
        app.shutdown()
    assert not found, "\n".join(f"{line} ({n} times)" for line, n in found.items())
