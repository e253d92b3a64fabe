"""The hand's final table, held on screen before the score.

:class:`FinalHold` is a part of every table (``table.hold``). When a hand
ends (``Table.on_hand_over``) it keeps the table as the last move left it
-- Gin's laid-out hands, Flathead's recap, the last trick taken -- and the
turn flow does not open the score (:meth:`..flow.TurnFlow.step`) until:

* a person presses a key or clicks (a click anywhere but the Menu button;
  Esc and the Menu button open the menu, and what a part above this one
  keeps, a tool button or a panel, stays theirs): every animation ends
  and the score opens;
* or, where nobody plays (Watch, the demo), the table has stood still for
  the hold's ``seconds`` (times the animation speed): the hold ends as a
  key ends it.

The hold's ``seconds`` are the game record's ``hold_s``. At instant speed
nothing is held, nor in a game whose record holds for none (Shed). The time
left is not saved: a match resumed after its hand ended opens the score at
once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....games import record
from ...controls import Act, act_for

if TYPE_CHECKING:
    from ..base import Table


class FinalHold:
    """The hand's final table held before the score (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        """The table holds where nobody plays for its game record's
        ``hold_s`` seconds at normal speed (0: it never holds)."""
        self.table = table
        self.seconds = record(table.game_id).hold_s
        #: Seconds of the hold left (counted only where nobody plays).
        self.left = 0.0

    @property
    def holding(self) -> bool:
        """True while the hand is over and its final table holds the screen before the score."""
        return self.table.session.summary_due and self.left > 0

    def start(self) -> None:
        """The hand just ended: hold its final table."""
        self.left = self.seconds * self.table.app.anim_speed

    def end(self) -> None:
        """Go on to the score: the hold ends, and every animation with it."""
        self.left = 0.0
        self.table.skip_animations()

    def handle(self, event: pygame.event.Event) -> bool:
        """While holding, a key (not Esc) or a left click (not on the Menu button) ends the hold."""
        if not self.holding or act_for(event, (Act.MENU,)) is not None:
            return False
        click = (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                 and not self.table.menu_button.rect.collidepoint(event.pos))
        if event.type == pygame.KEYDOWN or click:
            self.end()
            return True
        return False

    def update(self, dt: float) -> None:
        """Where nobody plays, count the time the final table stands still, and end the hold when it is up."""
        if self.holding and self.table.session.hands_free and not self.table.busy:
            self.left = max(0.0, self.left - dt)
            if not self.left:
                self.end()

    def draw(self, surface: pygame.Surface) -> None:
        pass            # the table draws its final picture itself

    def wake_in(self) -> float | None:
        """Where nobody plays, when the hold ends (cards still moving ask for their own frames)."""
        return self.left if self.holding and self.table.session.hands_free else None
