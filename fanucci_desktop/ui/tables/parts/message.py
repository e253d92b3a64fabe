"""The message line of a table: a refusal, a hint, what happened.

:class:`MessageLine` is an object every table holds (``table.line``) with
no input or drawing of its own: what it says is drawn by the painter in the
prompt's place and spoken by the narrator (:mod:`.speech`). A refusal is
said in :data:`~...theme.REFUSAL` with the error sound.
"""

from __future__ import annotations

from typing import Callable

from ... import theme as th


class MessageLine:
    """What the message line says now, and the colour it was said in."""

    def __init__(self, play: Callable[[str], None]) -> None:
        """``play(name)`` sounds the app's effect ``name``."""
        self._play = play
        #: The words on the line ("" when it is empty).
        self.text = ""
        #: The last thing said with :meth:`say` and its colour (see :meth:`color`).
        self.said: tuple[str, tuple[int, int, int]] = ("", th.TEXT)

    def say(self, text: str, color: tuple[int, int, int] = th.TEXT) -> None:
        """Show ``text`` on the message line, in ``color``."""
        self.text = text
        self.said = (text, color)

    def refuse(self, reason: str) -> None:
        """Show why something is refused (in :data:`~...theme.REFUSAL`); nothing changes."""
        self.say(reason, th.REFUSAL)
        self._play("error")

    def color(self) -> tuple[int, int, int]:
        """The line's colour: the colour it was said in while it says it (a
        refusal, a hint), else the text colour."""
        text, color = self.said
        return color if self.text and self.text == text else th.TEXT
