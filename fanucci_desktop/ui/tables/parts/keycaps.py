"""The key a move button shows: every table's action bar names, on each
button, the key that plays its move ("Draw  (D)"), and every prompt names
a move's key in the same form ("draw a card (D)"); both are written here,
once, for every game.

:data:`MOVE_KEYS` is the key of each move action, the same in every game
(the generic table plays its moves by it, :func:`.generic.key_move`; a
game's table binds the same acts to the same moves in its ``key_actions``).
While a gamepad was the device used last, a button's key that has a
button on the pad is named by the pad's name for it ("Draw  (Square)" on a
PlayStation pad, :func:`.controls.pad_acts`); the :class:`KeyCaptions`
part rebuilds the action bar when the device changes (the focus kept).

A move whose key plays it only with a choice (Flathead's T takes the top
card of the tableau, or the card picked in it; Fortune's A adds to the first
meld that takes the cards) shows that key too: the key reaches it, with the
choice the player made first.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ....engine.protocol import Move
from ...controls import BINDINGS, Act, game_moves, pad_acts, pad_name
from ...widgets import FocusGroup

#: The key of each move action, in every game.
MOVE_KEYS: dict[str, Act] = {
    "draw": Act.DRAW, "take": Act.TAKE, "take-pile": Act.TAKE, "discard": Act.DISCARD,
    "knock": Act.KNOCK, "gin": Act.GIN, "big-gin": Act.BIG_GIN, "pass": Act.PASS,
    "done": Act.PASS, "layoff": Act.LAY_OFF, "add": Act.LAY_OFF, "meld": Act.MELD,
    "play": Act.PLAY, "lead": Act.PLAY, "fold": Act.FOLD,
}


class KeyedTable(Protocol):
    """What the key captions read of a table: its game, and the app's
    devices (``app.devices.pads``: the device used last and the pad's kind)."""

    game_id: str
    app: Any


def move_act(table: KeyedTable, move: Move) -> Act | None:
    """The key that plays ``move`` at ``table``: its action's
    :data:`MOVE_KEYS` entry when the game binds that key, else None."""
    act = MOVE_KEYS.get(move.action)
    return act if act is not None and act in game_moves(table.game_id) else None


def key_caption(table: KeyedTable, act: Act) -> str:
    """How ``table`` names the key of ``act`` to its player ("D", "Space or
    Enter"): while a pad was used last, the pad's button for it when the pad
    has one ("Square"; the keyboard's key else)."""
    pads = table.app.devices.pads
    if pads.last == "pad":
        found = [pad_input for pad_input, bound in pad_acts(table.game_id, lesson=True).items() if bound == act]
        if found:
            return pad_name(found[0], pads.style)
    return BINDINGS[act].caption


def keyed_label(table: KeyedTable, label: str, act: Act | None) -> str:
    """A button's label with the key that presses it: "Draw  (D)"
    (``act`` None: a step no key makes, the label alone)."""
    return label if act is None else f"{label}  ({key_caption(table, act)})"


def with_key(table: KeyedTable, words: str, act: Act) -> str:
    """A move inside a prompt's sentence with its key: "draw a card (D)".
    The keyboard's key whatever the device: the prompt is also what speech
    says when it changes, and a pad taken up must not say it again."""
    return f"{words} ({BINDINGS[act].caption})"


class Refreshed(Protocol):
    """What :class:`KeyCaptions` needs of its table: the captions' needs and
    the action bar's rebuild."""

    game_id: str
    app: Any
    #: The action bar (its ``widgets`` and ``focus``).
    buttons: FocusGroup

    def refresh_actions(self) -> None: ...


class KeyCaptions:
    """A part of every table: when the device used last changes (keys or a
    pad, and the pad's kind) the action bar is rebuilt, so that its key
    captions name the device in hand."""

    def __init__(self, table: Refreshed) -> None:
        self.table = table
        self.device = self.in_hand()

    def in_hand(self) -> tuple[str, str]:
        """The device used last and the pad's kind."""
        pads = self.table.app.devices.pads
        return pads.last, pads.style

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        now = self.in_hand()
        if now != self.device:
            self.device = now
            focus = self.table.buttons.focus
            self.table.refresh_actions()
            if focus is not None and focus < len(self.table.buttons.widgets):
                self.table.buttons.focus = focus

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing: the buttons draw their captions."""

    def wake_in(self) -> float | None:
        return None
