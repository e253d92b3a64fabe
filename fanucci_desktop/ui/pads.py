"""Gamepads: picked up and let go as they come and go, and read as keys.

:class:`Pads` is the one place a gamepad's input enters the app (the app
hands it every controller event). SDL's game controller API names the
buttons by their place, whatever the pad (:data:`.controls.PAD_BUTTONS`);
each press becomes the key that :mod:`.controls` maps its input to, a
KEYDOWN marked ``pad=True``, and its release the KEYUP, so every screen and
every table answers a pad as it answers the keyboard (and speech says each
move of the focus as it does for a key). A stick or a trigger counts as
pressed past :data:`PUSHED` of its travel and as released again under
:data:`RELEASED`, so a stick resting off centre presses nothing.

A pad connected is opened and named in a short notice; one disconnected is
let go with a notice, and the keys it held are released, so nothing stays
pressed. Neither stops or pauses a game.

:attr:`Pads.last` says which device was used last ("pad", "touch" for a
finger, or "keys": the keyboard or the mouse) and :attr:`Pads.style` the
kind of pad, so that help, glyphs and prompts name the device in hand
(:func:`pad_style`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from ..i18n import N_, said
from .controls import PAD_AXES, PAD_BUTTONS
from .pad_buttons import PadInput

#: A stick or trigger pushed past this part of its travel is pressed ...
PUSHED = 0.5
#: ... and released once back under this part (no flicker at the edge).
RELEASED = 0.3
#: SDL's full travel of an axis.
AXIS_MAX = 32767

#: The events a pad sends that :meth:`Pads.handle` takes.
PAD_EVENTS = frozenset({pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                        pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERDEVICEADDED,
                        pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERDEVICEREMAPPED})
#: SDL's raw joystick events: the same pad's input again, under another
#: name; the game controller events stand for them, so they are dropped.
JOYSTICK_EVENTS = frozenset({pygame.JOYAXISMOTION, pygame.JOYBALLMOTION, pygame.JOYHATMOTION,
                             pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYDEVICEADDED,
                             pygame.JOYDEVICEREMOVED})
#: Input that says the keyboard, mouse or a finger is in use.
OTHER_INPUT = frozenset({pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT,
                         pygame.FINGERDOWN})


@dataclass(frozen=True)
class OpenPad:
    """A pad opened: SDL's instance id for it (its events carry it), its
    name, and how to close it."""

    instance_id: int
    name: str
    close: Callable[[], None]


def open_controller(device_index: int) -> OpenPad:
    """Open the pad SDL lists at ``device_index`` (pygame.error if it cannot be)."""
    from pygame._sdl2 import controller
    opened = controller.Controller(device_index)
    return OpenPad(opened.as_joystick().get_instance_id(), opened.name, opened.quit)


def start_controllers() -> bool:
    """Start SDL's game controller system (pads already connected then
    arrive as CONTROLLERDEVICEADDED events); False where it cannot start."""
    try:
        from pygame._sdl2 import controller
        controller.init()
    except (ImportError, pygame.error):
        return False
    return True


def pad_style(name: str) -> str:
    """The kind of pad named ``name`` (SDL's name for it), one of
    :data:`.pad_buttons.PAD_STYLES`: whose button names and glyphs to show."""
    low = name.lower()
    if "steam deck" in low:
        return "deck"
    if any(word in low for word in ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense")):
        return "playstation"
    if any(word in low for word in ("nintendo", "switch", "joy-con", "joycon")):
        return "nintendo"
    if any(word in low for word in ("xbox", "xinput", "x-box", "steam virtual gamepad")):
        return "xbox"
    return "generic"


@dataclass
class Held:
    """A key a pad holds down now: its press was sent, its release is owed."""

    key: int
    mod: int
    pad: int


@dataclass
class Pads:
    """The pads connected and their input as keys.

    ``keys_for`` says, for the screen on top now, which key and modifiers
    an input presses, given the other inputs its pad holds down (None: it
    presses nothing there); ``notice`` shows a
    short message (the app's toast); ``opener`` opens a pad by SDL's device
    index (:func:`open_controller`; tests give their own)."""

    keys_for: Callable[[PadInput, frozenset[PadInput]], tuple[int, int] | None]
    notice: Callable[[str], None]
    opener: Callable[[int], OpenPad] = open_controller
    #: The pads open now, by SDL's instance id.
    pads: dict[int, OpenPad] = field(default_factory=dict)
    #: "pad" while a pad was the last device used, "touch" while a finger
    #: was, else "keys" (the keyboard or the mouse).
    last: str = "keys"
    #: The kind of the pad used last (see :func:`pad_style`).
    style: str = "generic"
    #: What each pressed input holds down, by (pad, input).
    held: dict[tuple[int, PadInput], Held] = field(default_factory=dict)
    #: Every input held down now, by (pad, input), pressing a key or not.
    down: set[tuple[int, PadInput]] = field(default_factory=set)

    def handle(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The key events ``event`` stands for ([] for none); notes the
        device in use. Controller events are taken here; other input only
        says the keyboard (or the mouse, or a finger) is in use."""
        if event.type in OTHER_INPUT and not getattr(event, "pad", False):
            finger = event.type == pygame.FINGERDOWN or getattr(event, "finger", False)
            self.last = "touch" if finger else "keys"
            return []
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._connect(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            return self._disconnect(event.instance_id)
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pad_input = PAD_BUTTONS.get(event.button)
            if pad_input is None:
                return []
            return self._press(event.instance_id, pad_input, event.type == pygame.CONTROLLERBUTTONDOWN)
        if event.type == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.instance_id, event.axis, event.value / AXIS_MAX)
        return []

    def idle(self, event: pygame.event.Event) -> bool:
        """True for a pad's event that changes nothing: SDL's raw joystick
        events, and a stick or trigger moving without crossing
        :data:`PUSHED` or :data:`RELEASED` (the main loop then goes back to
        sleep without a frame: a pad at rest never draws one)."""
        if event.type in JOYSTICK_EVENTS:
            return True
        if event.type != pygame.CONTROLLERAXISMOTION:
            return False
        value = event.value / AXIS_MAX
        for pad_input, sign in zip(PAD_AXES.get(event.axis, ()), (-1, 1)):
            if pad_input is None:
                continue
            held = (event.instance_id, pad_input) in self.down
            if (held and value * sign < RELEASED) or (not held and value * sign > PUSHED):
                return False
        return True

    def _used(self, pad: int) -> None:
        self.last = "pad"
        opened = self.pads.get(pad)
        if opened is not None:
            self.style = pad_style(opened.name)

    def _press(self, pad: int, pad_input: PadInput, down: bool) -> list[pygame.event.Event]:
        if not down:
            self.down.discard((pad, pad_input))
            held = self.held.pop((pad, pad_input), None)
            return [] if held is None else [key_event(pygame.KEYUP, held.key, held.mod, pad_input)]
        self._used(pad)
        if (pad, pad_input) in self.down:
            return []
        holding = frozenset(other for at, other in self.down if at == pad)
        self.down.add((pad, pad_input))
        pressed = self.keys_for(pad_input, holding)
        if pressed is None:
            return []
        self.held[(pad, pad_input)] = Held(*pressed, pad)
        return [key_event(pygame.KEYDOWN, *pressed, pad_input)]

    def _axis(self, pad: int, axis: int, value: float) -> list[pygame.event.Event]:
        """A stick or trigger moved to ``value`` (-1..1): the presses and
        releases of its two directions."""
        directions = PAD_AXES.get(axis)
        if directions is None:
            return []
        events: list[pygame.event.Event] = []
        for pad_input, sign in zip(directions, (-1, 1)):
            if pad_input is None:
                continue
            travel = value * sign
            held = (pad, pad_input) in self.down
            if held and travel < RELEASED:
                events += self._press(pad, pad_input, False)
            elif not held and travel > PUSHED:
                events += self._press(pad, pad_input, True)
        return events

    def _connect(self, device_index: int) -> None:
        try:
            opened = self.opener(device_index)
        except pygame.error as exc:
            self.notice(said(N_("A controller was connected but could not be used: {reason}"), reason=str(exc)))
            return
        self.pads[opened.instance_id] = opened
        self.notice(said(N_("Controller connected: {name}"), name=opened.name))

    def _disconnect(self, pad: int) -> list[pygame.event.Event]:
        opened = self.pads.pop(pad, None)
        releases = [key_event(pygame.KEYUP, held.key, held.mod, spot[1])
                    for spot, held in list(self.held.items()) if spot[0] == pad]
        self.held = {spot: held for spot, held in self.held.items() if spot[0] != pad}
        self.down = {spot for spot in self.down if spot[0] != pad}
        if opened is not None:
            self.notice(said(N_("Controller disconnected: {name}"), name=opened.name))
            try:
                opened.close()
            except pygame.error:
                pass
        if not self.pads and self.last == "pad":
            self.last = "keys"
        return releases


def key_event(kind: int, key: int, mod: int, pad_input: PadInput) -> pygame.event.Event:
    """A KEYDOWN or KEYUP a pad's ``pad_input`` pressed: marked ``pad=True``
    and with the input (``pad_input``) for a screen that tells two apart that
    press one key; it types no text."""
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0, pad=True,
                              pad_input=pad_input)
