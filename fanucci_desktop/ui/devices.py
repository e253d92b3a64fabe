"""The devices besides the keyboard and mouse, read in one place for the app.

:class:`Devices` holds the gamepads (:class:`.pads.Pads`) and the fingers
(:class:`.touch.Touch`) and decides, for the screen on top, what their input
means: a pad's input is the key :mod:`.controls` maps it to there (at the
table in play its act, on the other screens :data:`.controls.PAD_SCREENS`),
a finger is the mouse. The app hands it every event first
(:meth:`Devices.handle`) and routes what it says the event stands for, so
no screen or table has code of its own for a pad or a finger.

Two things it does besides: a pad's A on a focused name field, or a tap on
one, opens the on-screen keyboard (:mod:`.scenes.keyboard`); a long press
says what lies under the finger (:meth:`Devices.describe`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from . import theme as th
from .cardart import CARD_ASPECT
from .controls import PAD_ASK, PAD_ASK_LAYER, PAD_MOVE_LAYER, PAD_SCREENS, act_key, pad_acts, pad_help
from .pad_buttons import PadInput
from .pads import PAD_EVENTS, Pads, start_controllers
from .touch import FINGER_EVENTS, Touch, from_touch
from .widgets import TextField

if TYPE_CHECKING:
    from ..app import App

#: How long the words of a long press stay (seconds).
DESCRIBE_S = 4.0


class Devices:
    """The pads and the fingers of ``app``."""

    def __init__(self, app: "App") -> None:
        self.app = app
        start_controllers()
        #: The gamepads: picked up and let go as they come, their input read as keys.
        self.pads = Pads(keys_for=self.pad_key, notice=app.toast)
        #: The fingers, read as the mouse.
        self.touch = Touch(size=lambda: app.size, long_press=self.describe)

    def handle(self, event: pygame.event.Event) -> tuple[bool, list[pygame.event.Event]]:
        """(taken, meant): whether ``event`` is the devices' own (the app
        goes no further with it) and the events it stands for, to route as
        the app routes any (keys for a pad, the mouse for a finger)."""
        if from_touch(event):
            return True, []             # SDL's mouse made of a finger: the finger's own is made here
        meant = self.pads.handle(event) + self.touch.handle(event)
        if getattr(event, "pad", False) and self.type_on_screen(event, pygame.K_RETURN):
            return True, []
        if getattr(event, "finger", False) and event.type == pygame.MOUSEBUTTONUP:
            # the release goes on to the stack, which lets it go (it was held
            # as the keyboard came) rather than keep the button held
            self.type_on_screen(event, None)
        return event.type in PAD_EVENTS or event.type in FINGER_EVENTS or self.pads.idle(event), meant

    def update(self, dt: float) -> None:
        self.touch.update(dt)

    def wake_in(self) -> float | None:
        """When a finger held still becomes a long press (None: no finger down)."""
        return self.touch.wake_in()

    def pad_key(self, pad_input: PadInput, holding: frozenset[PadInput]) -> tuple[int, int] | None:
        """The key (and modifiers) a pad's ``pad_input`` presses on the
        screen on top, its pad ``holding`` those other inputs down: at the
        table in play its act's (:func:`.controls.pad_acts`; a key that asks
        with :data:`.controls.PAD_ASK_LAYER` held, a move with
        :data:`.controls.PAD_MOVE_LAYER` held), on a screen that
        :attr:`~.scene.Scene.asks` a key that asks with the trigger held,
        elsewhere :data:`.controls.PAD_SCREENS`'; None for nothing."""
        app = self.app
        table = app.nav.table_in_play()
        if table is not None and app.stack.top is table:
            act = pad_acts(table.game_id, lesson=table.session.guide is not None,
                           asking=PAD_ASK_LAYER in holding,
                           moving=PAD_MOVE_LAYER in holding).get(pad_input)
            return None if act is None else act_key(act)
        if PAD_ASK_LAYER in holding and app.stack.top is not None and app.stack.top.asks:
            asked = PAD_ASK.get(pad_input)
            return None if asked is None else act_key(asked)
        screen = PAD_SCREENS.get(pad_input)
        return None if screen is None else (screen[0], 0)

    def pad_help(self, table: Any) -> list[str]:
        """The pad's help for ``table``'s Keys panel, in the names of the pad
        used last: the game's at the table in play (a lesson's with the
        coach's), the other screens' at a table shown in a replay or a demo."""
        if table is not self.app.nav.table_in_play():
            return pad_help(None, self.pads.style)
        return pad_help(table.game_id, self.pads.style, lesson=table.session.guide is not None)

    def _widgets(self) -> list[Any]:
        """The visible, enabled controls of the screen on top."""
        top = self.app.stack.top
        group = top.focus_group() if top is not None else None
        return [w for w in (group.widgets if group is not None else ()) if w.visible and w.enabled]

    def type_on_screen(self, event: pygame.event.Event, key: int | None) -> bool:
        """Open the on-screen keyboard for a name field: the focused one
        when ``event`` is the press of ``key`` (the pad's A), or, ``key``
        None, the one a finger was lifted on; True when it opened."""
        if key is not None:
            top = self.app.stack.top
            group = top.focus_group() if top is not None else None
            field = group.focused if group is not None and event.type == pygame.KEYDOWN \
                and event.key == key else None
        else:
            field = next((w for w in self._widgets() if w.rect.collidepoint(event.pos)), None)
        if not isinstance(field, TextField) or field not in self._widgets():
            return False
        self.app.nav.on_screen_keyboard(field)
        return True

    def _card_at(self, pos: tuple[int, int]) -> str:
        """At the table in play, the card face up under ``pos`` (a card its
        viewer may not see has none) by name, and why the last move was
        refused when it was ("" for none)."""
        table = self.app.nav.table_in_play()
        if table is None or self.app.stack.top is not table:
            return ""
        shown = [s for s in table.sprites if not s.dying and s.card is not None
                 and s.rect(table.card_w, CARD_ASPECT).collidepoint(pos)]
        if not shown:
            return ""
        name = max(shown, key=lambda s: s.z).card.name
        text, colour = table.line.said
        return f"{name}. {text}" if colour == th.REFUSAL and text and text == table.line.text else name

    def describe(self, pos: tuple[int, int]) -> None:
        """A long press at ``pos``: say what lies there (the control, in the
        words speech uses; at a table the card, :meth:`_card_at`; else the
        scene's answer), in a notice and, with speech on, aloud."""
        top = self.app.stack.top
        if top is None:
            return
        widget = next((w for w in self._widgets() if w.rect.collidepoint(pos)), None)
        text = widget.spoken() if widget is not None else self._card_at(pos) or top.what_is_at(pos)
        if text:
            self.app.toast(text, DESCRIBE_S, again=True)
            self.app.speaker.say(text)
