"""When a new table may first be shown, in a person's session.

The stack keeps showing the last picture while the top scene is not ready
(:mod:`...scene`). A table is ready once the art warmer has made the felt,
the backs and the faces of its first frame (or :data:`PREPARE_MAX_S` has
passed), and then a few frames later, none shown (while the table prepares
the stack draws nothing new and shows nothing): the first ones bake the felt, a
band of rows a frame (what a game draws into it once:
``TablePainter.bake_step``, :mod:`..parts.felt`), the next rehearses the
first picture into the window's surface, so that its
texts, baked layers and turned cards are made before a frame that is shown
needs them, and no window-sized surface is made for it. Once shown, the
theme forgets the texts, shadows and layers these frames did not draw
(the screens' before it: 12 MB at 3840x2160), so a table keeps what it
shows; a screen coming back makes its own again.
Elsewhere (tests, ``selftest``, ``monkey``) a table is always ready and a
run is the same frame by frame.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..base import Table

#: The longest a new table may take to prepare its first frame's art.
PREPARE_MAX_S = 3.0


class Readiness:
    """Whether one table may be shown (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: When the preparation gives up waiting for the art (None: not begun).
        self.deadline: float | None = None
        #: The app's frames in which the felt's last band was baked and the
        #: first picture rehearsed (None: not yet), and when the baking
        #: began (:func:`time.monotonic`; 0.0: not yet).
        self.baked_at: int | None = None
        self.rehearsed_at: int | None = None
        self._rehearsal_began = 0.0
        #: The app's frame that baked the last band so far (one band a frame).
        self._band_at: int | None = None
        self.shown = False

    def begin(self) -> None:
        """The warmer was given the first frame's art: the clock starts (once)."""
        if self.deadline is None:
            self.deadline = time.monotonic() + PREPARE_MAX_S

    def ready(self) -> bool:
        """True once the table may be shown; it stays True."""
        table = self.table
        if not self.shown:
            if not table.app.realtime:
                self.shown = True
            elif self.rehearsed_at is not None:
                self.shown = table.app.frames > self.rehearsed_at
                if self.shown:
                    table.theme.drop_unused(time.monotonic() - self._rehearsal_began)
            elif self.baked_at is not None:
                if table.app.frames > self.baked_at:
                    for part in table.parts:    # their looks as the first frame finds them;
                        part.update(0.0)        # no time passes
                    table.draw(table.app.screen)    # not shown: the stack shows the last picture
                    self.rehearsed_at = table.app.frames
            elif self._rehearsal_began or table.warmer.prepared() or \
                    (self.deadline is not None and time.monotonic() > self.deadline):
                self._rehearsal_began = self._rehearsal_began or time.monotonic()
                if self._band_at != table.app.frames:
                    self._band_at = table.app.frames
                    if table.painter.bake_step(table.app.screen.get_size()):
                        self.baked_at = table.app.frames
        return self.shown
