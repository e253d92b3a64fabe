"""Every table's seat plates say the same facts in the same form (issue 53,
"the seat plate and its caption"): who sits there, what plays the seat and
at what level, the cards it holds, its score; and none lies under the open
log panel at 960x600, 1280x800 and 2560x1440 (the generic table's plates
said no cards held and ran under the panel). Checked from the texts drawn,
for every game of the catalogue."""

from __future__ import annotations

import dataclasses
import re

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.tables.parts.plate import seat_kind
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.words import count
from test_legibility_tables import record_panel, texts_under_panel

SIZES = [(960, 600), (1280, 800), (2560, 1440)]


def seats_for(game_id: str) -> list[Seat]:
    info = next(i for i in GAMES if i.id == game_id)
    others = [Seat("Ada", "normal"), Seat("Basil", "easy"), Seat("Cleo", "hard")]
    return [Seat("You")] + others[:max(2, min(3, info.max_players)) - 1]


def held(table, seat: int) -> int:
    """The cards ``seat`` holds, as the table's observation counts them."""
    obs = table.sight.observation()
    sizes = getattr(obs, "hand_sizes", None)
    return sizes[seat] if sizes is not None else len(table.sight.view().get(f"hand:{seat}", []))


def plate_problems(table, texts: list[DrawnText]) -> list[str]:
    """What a seat's plate fails to say, in words: its name, or a caption
    that begins with the cards it holds and, where it says more, ends with
    what plays the seat ("10 cards · normal AI", "10 cards · 2 tricks · easy AI")."""
    said = [d.text for d in texts]
    found = []
    for seat, s in enumerate(table.seats):
        if seat == table.match.current_player and not s.is_human:
            continue                          # its line may say "thinking" for a moment
        if s.name not in said:
            found.append(f"no plate names {s.name}")
        cards = re.escape(count(held(table, seat), "card"))
        caption = re.compile(rf"^{cards}( · [^·]+)*$")
        full = re.compile(rf"^{cards}( · [^·]+)* · {re.escape(seat_kind(s))}$")
        matching = [t for t in said if caption.match(t)]
        if not matching:
            found.append(f"{s.name}'s plate does not begin with the {count(held(table, seat), 'card')} held")
        elif table.size[0] >= 1280 and not any(full.match(t) for t in matching):
            found.append(f"{s.name}'s plate does not end with {seat_kind(s)!r}: {matching}")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_plate_says_who_what_cards_and_score_clear_of_the_open_log(game_id, size, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    try:
        table = dr.new_table(app, game_id, seats_for(game_id), seed=4)
        pilot = dr.Autopilot(app, table, seed=1)
        starts = record_panel(table)
        found: set[str] = set()
        for step in range(10):
            if step == 4:
                table.side.toggle("log")
            app.theme.drawn, starts[:] = [], []
            app.frame(dr.FRAME_S)
            drawn = app.theme.drawn
            app.theme.drawn = None
            if app.stack.top is not table:
                break
            texts = [d for d in drawn if isinstance(d, DrawnText)]
            found |= set(plate_problems(table, texts))
            if table.side.open == "log" and starts:
                found |= set(texts_under_panel(drawn, starts[-1], table.side.rect))
            pilot.moves(1)
    finally:
        app.theme.drawn = None
        app.shutdown()
    assert not found, "\n".join(sorted(found))
