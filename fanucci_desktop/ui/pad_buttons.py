"""A gamepad's inputs and what each kind of pad calls them: the inputs
by their place on SDL's game controller (:class:`PadInput`), and the
names an Xbox, PlayStation, Nintendo, Steam Deck or unknown pad prints on
them (:func:`pad_name`), kept translatable where they are words."""

from __future__ import annotations

import enum

from ..i18n import NP_, said_as


class PadInput(enum.Enum):
    """An input of a gamepad, named by its place on SDL's game controller
    (an Xbox pad's layout: ``A`` is the bottom face button). The D-pad and
    the left stick pushed are the same four inputs; the right stick pushed
    is four more; a trigger pulled counts as a button."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    A = "a"
    B = "b"
    X = "x"
    Y = "y"
    LEFT_SHOULDER = "left shoulder"
    RIGHT_SHOULDER = "right shoulder"
    LEFT_TRIGGER = "left trigger"
    RIGHT_TRIGGER = "right trigger"
    START = "start"
    BACK = "back"
    GUIDE = "guide"
    LEFT_STICK = "left stick"
    RIGHT_STICK = "right stick"
    RIGHT_STICK_UP = "right stick up"
    RIGHT_STICK_DOWN = "right stick down"
    RIGHT_STICK_LEFT = "right stick left"
    RIGHT_STICK_RIGHT = "right stick right"


#: The pads whose buttons are named apart (``generic``: a pad SDL names no kind of).
PAD_STYLES: tuple[str, ...] = ("xbox", "playstation", "nintendo", "deck", "generic")
#: The names of the inputs that differ from pad to pad, by style; the rest
#: are named alike on every pad (:data:`PAD_CAPTIONS`). A letter is itself;
#: a name in words is a message in the context "a gamepad button's name",
#: kept translatable (each language names it as the pad's maker does there).
PAD_NAMES: dict[str, dict[PadInput, str]] = {
    "xbox": {PadInput.A: "A", PadInput.B: "B", PadInput.X: "X", PadInput.Y: "Y",
             PadInput.LEFT_SHOULDER: "LB", PadInput.RIGHT_SHOULDER: "RB",
             PadInput.LEFT_TRIGGER: "LT", PadInput.RIGHT_TRIGGER: "RT",
             PadInput.START: said_as(*NP_("a gamepad button's name", "Menu")),
             PadInput.BACK: said_as(*NP_("a gamepad button's name", "View")),
             PadInput.GUIDE: said_as(*NP_("a gamepad button's name", "Xbox button"))},
    "playstation": {PadInput.A: said_as(*NP_("a gamepad button's name", "Cross")),
                    PadInput.B: said_as(*NP_("a gamepad button's name", "Circle")),
                    PadInput.X: said_as(*NP_("a gamepad button's name", "Square")),
                    PadInput.Y: said_as(*NP_("a gamepad button's name", "Triangle")),
                    PadInput.LEFT_SHOULDER: "L1", PadInput.RIGHT_SHOULDER: "R1",
                    PadInput.LEFT_TRIGGER: "L2", PadInput.RIGHT_TRIGGER: "R2",
                    PadInput.START: said_as(*NP_("a gamepad button's name", "Options")),
                    PadInput.BACK: said_as(*NP_("a gamepad button's name", "Create")),
                    PadInput.GUIDE: said_as(*NP_("a gamepad button's name", "PS button")),
                    PadInput.LEFT_STICK: "L3", PadInput.RIGHT_STICK: "R3"},
    "nintendo": {PadInput.A: "A", PadInput.B: "B", PadInput.X: "X", PadInput.Y: "Y",
                 PadInput.LEFT_SHOULDER: "L", PadInput.RIGHT_SHOULDER: "R",
                 PadInput.LEFT_TRIGGER: "ZL", PadInput.RIGHT_TRIGGER: "ZR",
                 PadInput.START: said_as(*NP_("a gamepad button's name", "Plus")),
                 PadInput.BACK: said_as(*NP_("a gamepad button's name", "Minus")),
                 PadInput.GUIDE: said_as(*NP_("a gamepad button's name", "Home button"))},
    "deck": {PadInput.A: "A", PadInput.B: "B", PadInput.X: "X", PadInput.Y: "Y",
             PadInput.LEFT_SHOULDER: "L1", PadInput.RIGHT_SHOULDER: "R1",
             PadInput.LEFT_TRIGGER: "L2", PadInput.RIGHT_TRIGGER: "R2",
             PadInput.START: said_as(*NP_("a gamepad button's name", "Menu")),
             PadInput.BACK: said_as(*NP_("a gamepad button's name", "View")),
             PadInput.GUIDE: said_as(*NP_("a gamepad button's name", "Steam button"))},
    "generic": {PadInput.A: "A", PadInput.B: "B", PadInput.X: "X", PadInput.Y: "Y",
                PadInput.LEFT_SHOULDER: "L1", PadInput.RIGHT_SHOULDER: "R1",
                PadInput.LEFT_TRIGGER: "L2", PadInput.RIGHT_TRIGGER: "R2",
                PadInput.START: said_as(*NP_("a gamepad button's name", "Start")),
                PadInput.BACK: said_as(*NP_("a gamepad button's name", "Select")),
                PadInput.GUIDE: said_as(*NP_("a gamepad button's name", "Guide"))},
}
#: The names of the inputs every pad names alike (messages, as :data:`PAD_NAMES`' in words).
PAD_CAPTIONS: dict[PadInput, str] = {
    PadInput.UP: said_as(*NP_("a gamepad button's name", "Up")),
    PadInput.DOWN: said_as(*NP_("a gamepad button's name", "Down")),
    PadInput.LEFT: said_as(*NP_("a gamepad button's name", "Left")),
    PadInput.RIGHT: said_as(*NP_("a gamepad button's name", "Right")),
    PadInput.LEFT_STICK: said_as(*NP_("a gamepad button's name", "Left stick press")),
    PadInput.RIGHT_STICK: said_as(*NP_("a gamepad button's name", "Right stick press")),
    PadInput.RIGHT_STICK_UP: said_as(*NP_("a gamepad button's name", "Right stick up")),
    PadInput.RIGHT_STICK_DOWN: said_as(*NP_("a gamepad button's name", "Right stick down")),
    PadInput.RIGHT_STICK_LEFT: said_as(*NP_("a gamepad button's name", "Right stick left")),
    PadInput.RIGHT_STICK_RIGHT: said_as(*NP_("a gamepad button's name", "Right stick right")),
}


def pad_name(pad_input: PadInput, style: str) -> str:
    """What the pad of ``style`` (one of :data:`PAD_STYLES`) calls ``pad_input``."""
    return PAD_NAMES[style].get(pad_input) or PAD_CAPTIONS[pad_input]
