"""Privacy holds for the ear: over many random hands of every game, solo and
in pass-and-play, with the keys that ask and the hand cursor pressed on every
turn of a person, no utterance names a card the listener's seat may not see.

The listener is the seat holding the device as the words are said (the
session's viewer); behind a hand-off, nobody's: then only cards every person
may see may be named. What a seat may see is what its observation shows
face up now (the engine's zones less its hidden zones, a squared pile's
under-cards concealed as the table conceals them) or has shown it earlier
in the hand (a discard since buried)."""

from __future__ import annotations

import pygame
import pytest

from ear_kit import Ear, Heard, cards_named
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import Card
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui.controls import ASK, BINDINGS
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary

GAME_IDS = [g.id for g in GAMES]
#: Hands played per game and way of playing (solo, pass-and-play).
HANDS = 2
#: What a person presses on each turn before moving: every key that asks,
#: then along the hand, choosing a card, and clearing the choice.
PRESSES = [BINDINGS[act].keys[0] for act in ASK] + [pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT,
                                                     pygame.K_SPACE, pygame.K_c, pygame.K_LEFT]


class Witness:
    """Checks each utterance against what its listener may see."""

    def __init__(self) -> None:
        self.table = None
        self.seen: dict[int, set[Card]] = {}
        self.hand = 0
        self.checked = 0
        self.named = 0

    def visible(self, seat: int) -> set[Card]:
        table = self.table
        state = table.match.state
        if state is None:
            return set()
        hidden = state.hidden_zones(seat)
        return {c for zone, cards in state.zones().items() if zone not in hidden
                for c in table.sight.conceal(zone, list(cards)) if c is not None}

    def look(self) -> None:
        """Every seat notes what it sees now (once a frame, and as words are said)."""
        if len(self.table.match.hands) != self.hand:
            self.hand, self.seen = len(self.table.match.hands), {}
        for seat in self.table.session.humans:
            self.seen.setdefault(seat, set()).update(self.visible(seat))

    def __call__(self, heard: Heard) -> None:
        if self.table is None:
            return
        self.look()
        listeners = [heard.viewer] if heard.viewer is not None else self.table.session.humans
        allowed = set.intersection(*(self.seen[s] for s in listeners))
        named = cards_named(heard.text)
        self.checked += 1
        self.named += len(named)
        assert set(named) <= allowed, (f"said to {listeners}: {heard.text!r} names "
                                       f"{sorted(map(str, set(named) - allowed))}")


@pytest.mark.parametrize("humans", [1, 2], ids=["solo", "pass-and-play"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_utterance_names_a_card_its_listener_may_not_see(tmp_path, game_id, humans):
    witness = Witness()
    ear = Ear(tmp_path, witness=witness)
    try:
        dr.run_frames(ear.app, 2)
        for hand in range(HANDS):
            seats = dr.default_seats(game_id, humans=humans)
            table = dr.new_table(ear.app, game_id, seats, seed=100 * hand + humans)
            ear.table = witness.table = table
            pilot = dr.Autopilot(ear.app, table, seed=hand)
            asked: set[tuple] = set()
            for _ in range(100_000):
                top = ear.app.stack.top
                if isinstance(top, (HandSummary, GameOver)):
                    break
                turn = (table.session.viewer, len(table.match.hands[-1].moves) if table.match.hands else -1)
                if top is table and table.session.human_turn and not table.busy and turn not in asked:
                    asked.add(turn)
                    for key in PRESSES:     # heard, not looked at: the frames are not drawn
                        ear.app.frame(dr.FRAME_S, dr.key(key), draw=False)
                pilot.step()
                witness.look()
            else:
                raise AssertionError("the hand never ended")
            assert len(asked) > 2
            dr.run_frames(ear.app, 3)           # the summary is said
            ear.app.stack.pop()
            ear.app.stack.pop() if ear.app.stack.top is table else None
            dr.run_frames(ear.app, 2)
        # the check saw many words and many cards named
        assert witness.checked > 100 and witness.named > 50, (witness.checked, witness.named)
    finally:
        ear.close()
