"""The key a move button shows: every table's action bar names, on each
button, the key that plays its move ("Draw  (D)"), and every prompt names
a move's key in the same form ("draw a card (D)"); both are written here,
once, for every game.

:data:`MOVE_KEYS` is the key of each move action, the same in every game
(the generic table plays its moves by it, :func:`.generic.key_move`; a
game's table binds the same acts to the same moves in its ``key_actions``).
While a gamepad was the device used last, a button's key that has a
button on the pad is named by the pad's name for it ("Draw  (Square)" on a
PlayStation pad, :func:`.controls.pad_acts`), and a face button is drawn
as the pad shows it (:func:`keyed_button`: the button's badge is the pad's
glyph, :class:`.glyphs.Glyph`, while speech says the name in words); the
:class:`KeyCaptions` part rebuilds the action bar when the device changes
(the focus kept).

A move whose key plays it only with a choice (Flathead's T takes the top
card of the tableau, or the card picked in it; Fortune's A adds to the first
meld that takes the cards) shows that key too: the key reaches it, with the
choice the player made first.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import pygame

from ....engine.protocol import Move
from ....i18n import N_, NP_, Language
from ...controls import BINDINGS, LESSON, Act, game_acts, game_moves, key_names, pad_way, pad_way_name
from ...pad_buttons import PadInput, pad_name
from ...glyphs import FACE, Glyph
from ...widgets import Button, FocusGroup

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


#: The keys that take from a column, by the column's index (Fan Rummy's 1 and 2).
COLUMN_KEYS: tuple[Act, ...] = (Act.TAKE_COLUMN_1, Act.TAKE_COLUMN_2)


def move_act(table: KeyedTable, move: Move) -> Act | None:
    """The key that plays ``move`` at ``table``: a take from a column its
    :data:`COLUMN_KEYS` key, else its action's :data:`MOVE_KEYS` entry,
    when the game binds that key; else None."""
    column = move.action == "take" and move.zone == "column" and move.index is not None \
        and move.index < len(COLUMN_KEYS)
    act = COLUMN_KEYS[move.index] if column else MOVE_KEYS.get(move.action)
    return act if act is not None and act in game_moves(table.game_id) else None


def pad_way_for(table: KeyedTable, act: Act) -> tuple[PadInput | None, PadInput] | None:
    """While a pad was used last, how it presses ``act`` at ``table``
    (:func:`.controls.pad_way`; None: the keys are in hand, or the pad has no way to it)."""
    if table.app.devices.pads.last != "pad":
        return None
    return pad_way(table.game_id, act, lesson=True)


def key_caption(table: KeyedTable, act: Act) -> str:
    """How ``table`` names the key of ``act`` to its player, in its language
    ("D", "Space or Enter"): while a pad was used last, the pad's way to it
    when the pad has one ("Square", "R2+Cross"; the keyboard's key else)."""
    way = pad_way_for(table, act)
    if way is not None:
        return table.app.language.said(pad_way_name(way, table.app.devices.pads.style))
    return table.app.language.said(BINDINGS[act].caption)


def keyed_label(table: KeyedTable, label: str, act: Act | None) -> str:
    """A button's label with the key that presses it: "Draw  (D)"
    (``act`` None: a step no key makes, the label alone)."""
    return label if act is None else f"{label}  ({key_caption(table, act)})"


def key_glyph(table: KeyedTable, act: Act | None) -> Glyph | None:
    """The pad's glyph for the key of ``act`` on a button of ``table``:
    while a pad was used last and its way to ``act`` is a face button
    (alone or with a trigger held), that button as the pad draws it, in
    place of its name at the end of :func:`keyed_label` (None: the label's
    words alone)."""
    way = None if act is None else pad_way_for(table, act)
    if way is None or way[1] not in FACE:
        return None
    style = table.app.devices.pads.style
    layer, face = way
    return Glyph(face, style, f"  ({table.app.language.said(pad_way_name(way, style))})",
                 "" if layer is None else f"{pad_name(layer, style)}+")


def keyed_button(table: KeyedTable, label: str, act: Act | None, **kwargs: Any) -> Button:
    """A button of ``table`` labelled ``label`` with the key that presses it
    (:func:`keyed_label`), drawn with the pad's glyph in place of the key's
    name while a pad is in hand (:func:`key_glyph`); ``kwargs`` go to the
    :class:`.widgets.Button`."""
    return Button(label=keyed_label(table, label, act), badge=key_glyph(table, act), **kwargs)


def with_key(table: KeyedTable, words: str, act: Act) -> str:
    """A move inside a prompt's sentence with its key: "draw a card (D)".
    The keyboard's key whatever the device: speech says the prompt when
    it changes, and a pad taken up must not change it (the prompt drawn and
    said names the pad's way, :func:`device_words`)."""
    return f"{words} ({table.app.language.said(BINDINGS[act].caption)})"


def prompt_glyphs(table: KeyedTable) -> dict[str, Glyph]:
    """The glyphs of a prompt drawn by :func:`shown_keys`: while a pad was
    used last, each move's way that ends in a face button, by the words it
    takes the place of ("(R2+Square)"); {} with the keys in hand."""
    out = {}
    for act in (*game_moves(table.game_id), Act.SEE_PILES):
        glyph = key_glyph(table, act)
        if glyph is not None:
            words = glyph.words.strip()
            out[words] = Glyph(glyph.face, glyph.style, words, glyph.held)
    return out


def shown_keys(table: KeyedTable, text: str) -> str:
    """``text`` (a prompt, its keys named by :func:`with_key`) as drawn:
    while a pad was used last, each move key in brackets, "(D)", names the
    pad's way to it instead, "(Square)", "(R2+Cross)" (a key the pad has no
    way to stays); with the keys in hand, ``text`` as it is. Each key is
    named once: a pad's name that is also a key's ("(X)" on an Xbox pad) is
    not named again."""
    pads = table.app.devices.pads
    if pads.last != "pad":
        return text
    said = table.app.language.said
    ways = {}
    for act in (*game_moves(table.game_id), Act.SEE_PILES):
        way = pad_way_for(table, act)
        if way is not None:
            ways[f"({said(BINDINGS[act].caption)})"] = f"({said(pad_way_name(way, pads.style))})"
    if not ways:
        return text
    return re.sub("|".join(re.escape(key) for key in ways), lambda found: ways[found.group(0)], text)


#: How a lesson's coach names a key to press, in a sentence of its words
#: ("press D", "Press Done (or N)"): each as the table's language says it,
#: ``{key}`` the key, so that :func:`pad_words` finds the keys there.
KEY_NAMED: tuple[tuple[str, str], ...] = (
    NP_("a key named in the coach's words", "press {key}"),
    NP_("a key named in the coach's words", "(or {key})"),
)


def key_named_pattern(language: Language, names: str) -> str:
    """The pattern of a key among ``names`` (a pattern's alternatives)
    named as :data:`KEY_NAMED` says in ``language``: the key alone is
    matched, the words around it looked for (the first letter in either
    case: "Press" begins a sentence)."""
    found = []
    for message in KEY_NAMED:
        before, _, after = language.translations.pgettext(*message).partition("{key}")
        first = before[:1]
        lead = (f"(?<=[{re.escape(first.upper())}{re.escape(first.lower())}]{re.escape(before[1:])})"
                if before else r"(?<![\w+])")
        tail = f"(?={re.escape(after)})" if after.strip() else r"(?![\w+])"
        found.append(f"{lead}({names}){tail}")
    return "|".join(found)


def pad_words(table: KeyedTable, text: str) -> str:
    """``text``, a sentence naming keys as a lesson's coach does ("press
    Pass (or N)", "click it, or press D", "press Up to reach the tableau"),
    in the table's language, in the words of the device in hand: while a
    pad was used last, each key of the table named after "press" or alone
    in "(or N)" (as :data:`KEY_NAMED` says them in the language), by the
    name the Keys panel gives it in the language ("drücke Leertaste",
    :func:`.controls.key_names`), names the pad's way to it instead ("press Pass (or Square)", "or press R2+Cross";
    a key the pad has no way to, or names alike, stays); with the keys in
    hand, ``text`` as it is."""
    pads = table.app.devices.pads
    if pads.last != "pad":
        return text
    language = table.app.language
    ways: dict[str, str] = {}
    for act in (*game_acts(table.game_id), *LESSON):
        way = pad_way_for(table, act)
        if way is None:
            continue
        for name in key_names(BINDINGS[act].caption):
            ways.setdefault(language.said(name), language.said(pad_way_name(way, pads.style)))
    if not ways:
        return text
    names = "|".join(re.escape(name) for name in sorted(ways, key=len, reverse=True))
    return re.sub(key_named_pattern(language, names), lambda found: ways[found.group(0)], text)


#: The words of the tables' prompts and refusals that name the mouse or a
#: key only, each with what a pad in hand and a finger say instead
#: (:func:`device_words`; None: the words stay, for a refusal only a click
#: or a tap can cause, or a drag a finger makes too). A pad's words name its
#: buttons by ``{select}`` (the one that chooses a card), ``{draw}``,
#: ``{keys}`` (the Keys panel) and ``{back}``, or name keys, which it names
#: as the pad's (:func:`pad_words`). Longer words first: each is found in
#: the sentence as it is said in the table's language.
POINTING: tuple[tuple[str, str | None, str | None], ...] = (
    # a lesson's coach: the mouse's way and the keys' (a pad's words name keys for it to name its buttons)
    (N_("click it (or press Up to reach the tableau, move to it with Left and Right, and press Space)"),
     N_("press Up to reach the tableau, move to it with Left and Right, and press Space"), N_("tap it")),
    (N_("double-click it (or select it and press X)"), N_("select it and press X"), N_("double-tap it")),
    (N_("(click it, or press D)"), N_("(press D)"), N_("(tap it)")),
    (N_("click it (or press T)"), N_("press T"), N_("tap it")),
    (N_("click it (or press 1)"), N_("press 1"), N_("tap it")),
    (N_("click it (or press 2)"), N_("press 2"), N_("tap it")),
    (N_("click the stock (or press D)"), N_("press D"), N_("tap the stock")),
    (N_("click the pile (or press T)"), N_("press T"), N_("tap the pile")),
    (N_("click the run (or press A)"), N_("press A"), N_("tap the run")),
    (N_("click her meld it fits (or press A)"), N_("press A"), N_("tap her meld it fits")),
    (N_("drag it onto the run (or press A)"), N_("press A"), None),
    # the new game's screen
    (N_("Point at an option, or Tab to it, to read what it does."),
     N_("Move to an option with Up and Down to read what it does."),
     N_("Touch and hold an option to read what it does.")),
    # the hand's summary, asked what there is to read: the focused button and how to press it
    (N_(" Enter: "), N_(" {select}: "), N_(" Tap: ")),
    # the pass-and-play hand-off
    (N_("Click anywhere or press Enter"), N_("Press {select}"), N_("Tap anywhere")),
    (N_("Press Enter to show your cards"), N_("Press {select} to show your cards"), N_("Tap to show your cards")),
    (N_("press Enter to show your cards"), N_("press {select} to show your cards"), N_("tap to show your cards")),
    (N_("Press Enter when"), N_("Press {select} when"), N_("Tap when")),
    # the tables' prompts, refusals and hints
    (N_(", double-click it or click the discard pile"), "", N_(", double-tap it or tap the discard pile")),
    (N_("(Left/Right and Space, or click)"), N_("(Left/Right and {select})"), N_("(tap it)")),
    (N_("(Left/Right and Space, or click them)"), N_("(Left/Right and {select})"), N_("(tap them)")),
    (N_("click it, or use the Left/Right keys"), N_("reach it with Left/Right and press {select}"), N_("tap it")),
    (N_("click it, or use the Left and Right keys"), N_("reach it with Left/Right and press {select}"),
     N_("tap it")),
    (N_("click it (or press D) to draw"), N_("press {draw} to draw"), N_("tap it to draw")),
    (N_(": press the key, click a button, or click one of your melds to add to it"), "",
     N_(": tap a button, or tap one of your melds to add to it")),
    (N_(": press the key or click the button"), "", N_(": tap the button")),
    (N_(": press the key or the button, or click the trick"), "", N_(": tap the button, or tap the trick")),
    (N_(": double-click a card to discard it"), "", N_(": double-tap a card to discard it")),
    (N_("(choose a card, then click a meld or "), N_("(choose a card, then "), N_("(choose a card, then tap a meld or ")),
    (N_(" or double-click the card"), "", N_(" or double-tap the card")),
    (N_(" (double-click discards)"), "", N_(" (double-tap discards)")),
    (N_(", or click a meld"), "", N_(", or tap a meld")),
    (N_(" — or click it"), "", N_(" — or tap it")),
    (N_(", or click it"), "", N_(", or tap it")),
    (N_("Move with the arrow keys, then press Space or A"), N_("Move with Left/Right, then press {select}"),
     N_("Tap it")),
    (N_("click or press a key"), N_("press {select}"), N_("tap the table")),
    (N_("or press any key"), N_("or press any button"), N_("or tap the table")),
    (N_("Escape, V or a click closes this view."), N_("{back} closes this view."), N_("A tap closes this view.")),
    (N_("press H to ask for one"), None, N_("tap Hint to ask for one")),
    (N_("then click the discard pile"), None, N_("then tap the discard pile")),
    (N_("then click the meld to lay it off"), None, N_("then tap the meld to lay it off")),
    (N_("then click the pile (or double-click it)"), None, N_("then tap the pile (or double-tap it)")),
    (N_("then click the pile"), None, N_("then tap the pile")),
    (N_("then click the meld"), None, N_("then tap the meld")),
)


def device_words(table: KeyedTable, text: str) -> str:
    """``text``, a prompt or a refusal of ``table`` in its language, in the
    words of the device used last, as it is drawn and said: with the keys
    or the mouse in hand ``text`` itself; with a finger each of
    :data:`POINTING`'s words for the mouse says a tap instead ("or tap
    it"); with a pad they name the pad's buttons (or go, where the pad's
    way to the move is named already) and so do the keys in brackets and
    after "press" (:func:`shown_keys`, :func:`pad_words`)."""
    pads = table.app.devices.pads
    if pads.last not in ("pad", "touch"):
        return text
    language = table.app.language
    names = {"select": key_caption(table, Act.SELECT), "draw": key_caption(table, Act.DRAW),
             "keys": key_caption(table, Act.KEYS),
             "back": language.said(pad_name(PadInput.B, pads.style))}
    put: list[str] = []         # the words put in, marked in the text until the keys are named
    for mouse, pad, touch in POINTING:
        instead = touch if pads.last == "touch" else pad
        found = language.gettext(mouse)
        if instead is not None and found in text:
            text = text.replace(found, f"\0{len(put)}\0")
            words = language.translations.gettext(instead) if instead else ""
            put.append((pad_words(table, words) if pads.last == "pad" else words).format(**names))
    if pads.last == "pad":      # the pad's names put in are not read as keys
        text = pad_words(table, shown_keys(table, text))
    return re.sub("\0([0-9]+)\0", lambda mark: put[int(mark.group(1))], text)


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
