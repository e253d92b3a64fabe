"""What speech says of a control (:mod:`.widgets`): its kind, a
switch's state, an empty text field, and the whole of it in one line,
kept translatable until the speaker says it in the app's language."""

from __future__ import annotations

from ..i18n import N_, NP_, Message, listed_said, said, said_as

#: What speech says of a switch, on and off.
ON, OFF = NP_("a switch's state", "on"), NP_("a switch's state", "off")
#: What speech says of a text field with nothing in it.
EMPTY = N_("empty")
#: What speech calls each kind of control.
KINDS = {"control": NP_("a kind of control", "control"), "button": NP_("a kind of control", "button"),
         "switch": NP_("a kind of control", "switch"), "slider": NP_("a kind of control", "slider"),
         "text field": NP_("a kind of control", "text field")}


def spoken_words(name: str, kind: str, value: str = "", enabled: bool = True, description: str = "",
                 detail: str = "") -> Message:
    """A control in words, kept translatable (the speaker says it in the
    app's language; English as it reads): a button with a value says it
    before its kind ("Players: 3, button"), the others after it ("Sound,
    switch, on"); a disabled one adds "unavailable", then come its
    ``detail`` (a button's subtitle) and its ``description``, a sentence of
    its own. The parts are parted by commas in every language."""
    kind_said = said_as(*KINDS[kind])
    if kind == "button":
        parts = [said(N_("{name}: {value}"), name=name, value=value) if name and value else name or value, kind_said]
    else:
        parts = [name, kind_said, value]
    parts = [part for part in parts + ["" if enabled else said(N_("unavailable")), detail] if part]
    words = listed_said(", ".join(parts), parts, ", ")
    return listed_said(f"{words}. {description}", [words, description], ". ") if description else words
