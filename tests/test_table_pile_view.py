"""Every card a game's rules keep face up in view can be seen or looked
through (issue: Gin's discard pile at 1280x800 showed six of its eight
cards, while its rules keep the whole pile in view): at every table of the
catalogue, each face-up card of the view outside the hands either shows
with its corner in sight, or the whole-pile view (V, or a click on the
pile's "See all" chip) shows it inside the window, and speech names it as
the view opens; Escape or a click closes the view."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import Card
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.controls import BINDINGS, Act
from fanucci_desktop.ui.scenes.pause import Pause
from fanucci_desktop.ui.tables.parts.speech import spoken_cards

#: The part of a card that names it, as fractions of its width and height
#: from its top-left corner (the test's own measure of "in sight").
INDEX = (0.2, 0.26)


def out_of_sight(table) -> dict[str, list[Card]]:
    """Each pile's face-up cards (a zone the table draws, hands aside) that
    no face-up sprite shows with its index corner uncovered by a sprite above it."""
    live = [s for s in table.sprites if not s.dying]
    rect = {id(s): s.rect(table.card_w, CARD_ASPECT) for s in live}

    def corner_free(s) -> bool:
        r = rect[id(s)]
        c = pygame.Rect(r.x, r.y, max(1, round(r.w * INDEX[0])), max(1, round(r.h * INDEX[1])))
        return not any(o.z > s.z and rect[id(o)].contains(c) for o in live)

    out: dict[str, list[Card]] = {}
    for zone, cards in table.sight.zones().items():
        if zone.startswith("hand:") or not any(s.zone == zone for s in live):
            continue
        seen = [s.card for s in live if s.zone == zone and s.card is not None and s.flip >= 1 and corner_free(s)]
        for card in cards:
            if card is None:
                continue
            if card in seen:
                seen.remove(card)
            else:
                out.setdefault(zone, []).append(card)
    return out


def press(app, act: Act) -> None:
    dr.run_frames(app, 1, events=dr.key(BINDINGS[act].keys[0]))


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_face_up_card_the_rules_keep_in_view_is_in_sight_or_in_the_whole_pile_view(app, game_id):
    table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=11)
    pilot = dr.Autopilot(app, table, seed=2)
    window = pygame.Rect((0, 0), app.size)
    looked = 0
    for _ in range(70):
        if not pilot.moves(1) or app.stack.top is not table:
            break
        dr.run_frames(app, 2)
        if app.stack.top is not table or table.busy:
            continue
        missing = out_of_sight(table)
        if not missing:
            continue
        looked += 1
        app.draw()
        assert table.pile_view.chips, f"{game_id}: no chip offers the whole pile of {sorted(missing)}"
        press(app, Act.SEE_PILES)
        assert table.pile_view.open, f"{game_id}: V opened no view of {missing}"
        app.draw()
        shown = [(zone, card) for zone, card, rect in table.pile_view.shown if window.contains(rect)]
        for zone, cards in missing.items():
            for card in cards:
                assert (zone, card) in shown, f"{game_id}: {card} of {zone} is out of sight and not in the view"
        press(app, Act.MENU)                                   # Escape closes it, and only it
        assert not table.pile_view.open and not isinstance(app.stack.top, Pause)
        if app.stack.top is not table or not table.pile_view.chips:     # the hand ended meanwhile
            continue
        chip = next(iter(table.pile_view.chips.values()))
        app.draw()
        dr.run_frames(app, 1, events=dr.click(chip.center))    # the chip opens it, a click closes it
        assert table.pile_view.open
        dr.run_frames(app, 1, events=dr.click((5, 5)))
        assert not table.pile_view.open
    assert looked or game_id not in ("gin-rummy",), "Gin's pile never outgrew its fan: the test saw nothing"


def test_the_whole_pile_is_said_as_it_opens_and_hides_no_rule(app):
    """Speech names every face-up card of the pile as the view opens; a
    squared pile's hidden cards are never named (only the view's cards are)."""
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=11)
    pilot = dr.Autopilot(app, table, seed=2)
    assert pilot.play(lambda: len(table.sight.zones().get("discard", ())) >= 8 and not table.busy
                      and app.stack.top is table)
    said: list[str] = []
    table.speech.speaker.say = said.append                  # what the table would say aloud
    press(app, Act.SEE_PILES)
    pile = [c for c in table.sight.zones()["discard"] if c is not None]
    text = " ".join(said)
    assert f"Discard pile, {len(pile)} cards, oldest first: " in text
    assert spoken_cards(pile) in text
