"""The table's controls: one key for each action, the same in every game.

:data:`BINDINGS` is the whole keyboard of the tables, in the order the key
help lists it. Each game binds the actions its record names
(:func:`game_moves`; its table's :meth:`~.tables.base.Table.key_actions`
returns exactly those, with the :data:`SHARED` ones every table has: a test
holds every table to it);
the in-game key help (the Keys panel) and the rules screen are both written
from here, so they list exactly the keys that work, less the keys that read
a thing the game does not have (:data:`READS`, :func:`listed_acts`).

A new key: add an :class:`Act`, its :class:`Binding` here, the act's name to
the ``keys`` of the records of the games that use it, and its callback to
those tables' ``key_actions``.

A replay (:data:`REPLAY`) and the demo table (:data:`DEMO`) have keys of
their own, listed in their Keys panels from here the same way; a lesson's
table adds the coach's (:data:`LESSON`).

Double-clicks are told apart here too (:class:`DoubleClick`), so that every
table uses the same interval.

The gamepad is mapped here too, beside the keys: each :class:`PadInput`
(a button, a stick pushed, a trigger pulled) stands for a key, so every
screen and every table answers a pad as it answers that key, with no code of
its own. At a table an input is an act (:data:`PAD_TABLE`, the pad's X being
the game's first move: :func:`pad_acts`); on every other screen it is a key
(:data:`PAD_SCREENS`); at a table the right trigger held makes the other
inputs the moves X does not make (:data:`PAD_MOVES`), so every move of every
game has a way on the pad (:func:`pad_way`), and the left trigger held makes
them the keys that ask (:data:`PAD_ASK`). :func:`pad_help` writes the pad's help in the names
of the pad in hand (:data:`PAD_NAMES`).

Every help item is kept translatable (:func:`help_item`: a message whose
names, the keys' or buttons' names and what they do, are messages too, a
letter aside), and said in the player's language where it is drawn or
said; a pad's glyph is still found by the English name of its button.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Hashable, Iterable, Sequence

import pygame

from ..games import record
from ..i18n import NP_, Listed, Message, said_as
from .pad_buttons import PAD_CAPTIONS, PadInput, pad_name

#: Two clicks on the same thing within this many seconds are a double-click.
DOUBLE_CLICK_S = 0.4


class Act(enum.Enum):
    """What a key can do at a table."""

    LEFT = "left"
    RIGHT = "right"
    GROUP_LEFT = "group left"
    GROUP_RIGHT = "group right"
    SELECT = "select"
    UP = "up"
    DOWN = "down"
    CLEAR = "clear"
    DRAW = "draw"
    TAKE = "take"
    TAKE_COLUMN_1 = "take column 1"
    TAKE_COLUMN_2 = "take column 2"
    MELD = "meld"
    LAY_OFF = "lay off"
    DISCARD = "discard"
    PLAY = "play"
    FOLD = "fold"
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big gin"
    PASS = "pass"
    HINT = "hint"
    PLAY_HINT = "play hint"
    SORT = "sort"
    UNDO = "undo"
    LOG = "log"
    LOG_BACK = "log back"
    LOG_ON = "log on"
    KEYS = "keys"
    MENU = "menu"
    STEP_BACK = "step back"
    STEP_ON = "step on"
    TURN_BACK = "turn back"
    TURN_ON = "turn on"
    TO_START = "to start"
    TO_END = "to end"
    PLAY_PAUSE = "play or pause"
    SLOWER = "slower"
    FASTER = "faster"
    SHOW_ME = "show me"
    SPEECH = "speech"
    READ_HAND = "read hand"
    READ_PILES = "read piles"
    READ_MELDS = "read melds"
    READ_TRICK = "read trick"
    READ_SCORES = "read scores"
    READ_TURN = "read turn"
    READ_LOG = "read log"
    REPEAT = "repeat"
    STAND_IN = "stand in"
    SEE_PILES = "see piles"


@dataclass(frozen=True)
class Binding:
    """The keys of one action, how the key help names them (``caption``: a
    letter as it is, a key named in words a message in the context "a
    key's name", kept translatable) and what it says the action does
    (``words``: a message in the context "what a key does"). ``ctrl``: the key counts
    only with Ctrl (or Cmd) held; every other binding ignores presses with
    Ctrl, Alt or Cmd held. ``shift``: the key counts only with Shift held,
    and then before a binding of the same key without it (which takes the
    key with or without Shift: a plus sign needs Shift on many keyboards)."""

    keys: tuple[int, ...]
    caption: str
    words: str
    ctrl: bool = False
    shift: bool = False


#: Keys named in words that a caption names with another (:func:`either_key`).
SPACE = said_as(*NP_("a key's name", "Space"))
ENTER = said_as(*NP_("a key's name", "Enter"))
#: A caption naming two keys that do the same thing ("Space or Enter").
EITHER_KEY: tuple[str, str] = NP_("two keys that do the same", "{key} or {other}")


def either_key(key: str, other: str) -> Message:
    """The caption of a binding whose keys ``key`` and ``other`` do the
    same ("Space or Enter"), each key's name kept a message of its own
    (:func:`key_names` finds them)."""
    return said_as(*EITHER_KEY, key=key, other=other)


def key_names(caption: str) -> tuple[str, ...]:
    """The keys a binding's ``caption`` names, each kept translatable (a
    letter as it is): the two of an :func:`either_key` caption, else the
    caption itself ("D", "Ctrl+Z")."""
    if isinstance(caption, Message) and (caption.context, caption.message) == EITHER_KEY:
        return caption.names["key"], caption.names["other"]
    return (caption,)


BINDINGS: dict[Act, Binding] = {
    Act.LEFT: Binding((pygame.K_LEFT,), said_as(*NP_("a key's name", "Left")),
                      said_as(*NP_("what a key does", "move through your hand"))),
    Act.RIGHT: Binding((pygame.K_RIGHT,), said_as(*NP_("a key's name", "Right")),
                       said_as(*NP_("what a key does", "move through your hand"))),
    Act.GROUP_LEFT: Binding((pygame.K_LEFT,), said_as(*NP_("a key's name", "Shift+Left")),
                            said_as(*NP_("what a key does", "move by group")), shift=True),
    Act.GROUP_RIGHT: Binding((pygame.K_RIGHT,), said_as(*NP_("a key's name", "Shift+Right")),
                             said_as(*NP_("what a key does", "move by group")), shift=True),
    Act.SELECT: Binding((pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER),
                        either_key(SPACE, ENTER),
                        said_as(*NP_("what a key does", "select a card (or press the chosen button)"))),
    Act.UP: Binding((pygame.K_UP,), said_as(*NP_("a key's name", "Up")),
                    said_as(*NP_("what a key does", "go to the action buttons"))),
    Act.DOWN: Binding((pygame.K_DOWN,), said_as(*NP_("a key's name", "Down")),
                      said_as(*NP_("what a key does", "go to the action buttons"))),
    Act.CLEAR: Binding((pygame.K_c,), "C", said_as(*NP_("what a key does", "clear the selection"))),
    Act.DRAW: Binding((pygame.K_d,), "D", said_as(*NP_("what a key does", "draw"))),
    Act.TAKE: Binding((pygame.K_t,), "T", said_as(*NP_("what a key does", "take"))),
    Act.TAKE_COLUMN_1: Binding((pygame.K_1, pygame.K_KP1), "1",
                               said_as(*NP_("what a key does", "take from column 1"))),
    Act.TAKE_COLUMN_2: Binding((pygame.K_2, pygame.K_KP2), "2",
                               said_as(*NP_("what a key does", "take from column 2"))),
    Act.MELD: Binding((pygame.K_m,), "M", said_as(*NP_("what a key does", "meld"))),
    Act.LAY_OFF: Binding((pygame.K_a,), "A", said_as(*NP_("what a key does", "lay off"))),
    Act.DISCARD: Binding((pygame.K_x, pygame.K_DELETE), "X", said_as(*NP_("what a key does", "discard"))),
    Act.PLAY: Binding((pygame.K_p,), "P", said_as(*NP_("what a key does", "play"))),
    Act.FOLD: Binding((pygame.K_f,), "F", said_as(*NP_("what a key does", "fold"))),
    Act.KNOCK: Binding((pygame.K_k,), "K", said_as(*NP_("what a key does", "knock"))),
    Act.GIN: Binding((pygame.K_g,), "G", said_as(*NP_("what a key does", "gin"))),
    Act.BIG_GIN: Binding((pygame.K_b,), "B", said_as(*NP_("what a key does", "big gin"))),
    Act.PASS: Binding((pygame.K_n,), "N", said_as(*NP_("what a key does", "pass"))),
    Act.HINT: Binding((pygame.K_h,), "H", said_as(*NP_("what a key does", "hint"))),
    Act.PLAY_HINT: Binding((pygame.K_h,), said_as(*NP_("a key's name", "Shift+H")),
                           said_as(*NP_("what a key does", "play the hinted move")), shift=True),
    Act.SORT: Binding((pygame.K_s,), "S", said_as(*NP_("what a key does", "sort"))),
    Act.UNDO: Binding((pygame.K_z,), said_as(*NP_("a key's name", "Ctrl+Z")),
                      said_as(*NP_("what a key does", "undo")), ctrl=True),
    Act.LOG: Binding((pygame.K_l,), "L", said_as(*NP_("what a key does", "show or hide the game log"))),
    Act.LOG_BACK: Binding((pygame.K_PAGEUP,), said_as(*NP_("a key's name", "Page Up")),
                          said_as(*NP_("what a key does", "scroll the open log back"))),
    Act.LOG_ON: Binding((pygame.K_PAGEDOWN,), said_as(*NP_("a key's name", "Page Down")),
                        said_as(*NP_("what a key does", "scroll the open log forward"))),
    Act.KEYS: Binding((pygame.K_F1,), "F1", said_as(*NP_("what a key does", "show or hide these keys"))),
    Act.MENU: Binding((pygame.K_ESCAPE,), said_as(*NP_("a key's name", "Esc")),
                      said_as(*NP_("what a key does", "menu"))),
    Act.STEP_BACK: Binding((pygame.K_LEFT,), said_as(*NP_("a key's name", "Left")),
                           said_as(*NP_("what a key does", "one move back"))),
    Act.STEP_ON: Binding((pygame.K_RIGHT,), said_as(*NP_("a key's name", "Right")),
                         said_as(*NP_("what a key does", "one move on"))),
    Act.TURN_BACK: Binding((pygame.K_UP,), said_as(*NP_("a key's name", "Up")),
                           said_as(*NP_("what a key does", "back to the start of a turn"))),
    Act.TURN_ON: Binding((pygame.K_DOWN,), said_as(*NP_("a key's name", "Down")),
                         said_as(*NP_("what a key does", "on to the next turn"))),
    Act.TO_START: Binding((pygame.K_HOME,), said_as(*NP_("a key's name", "Home")),
                          said_as(*NP_("what a key does", "back to the deal"))),
    Act.TO_END: Binding((pygame.K_END,), said_as(*NP_("a key's name", "End")),
                        said_as(*NP_("what a key does", "on to the last move"))),
    Act.PLAY_PAUSE: Binding((pygame.K_SPACE, pygame.K_p), either_key(SPACE, "P"),
                            said_as(*NP_("what a key does", "play or pause"))),
    Act.SLOWER: Binding((pygame.K_MINUS, pygame.K_KP_MINUS), said_as(*NP_("a key's name", "Minus")),
                        said_as(*NP_("what a key does", "play slower"))),
    Act.FASTER: Binding((pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS), said_as(*NP_("a key's name", "Plus")),
                        said_as(*NP_("what a key does", "play faster"))),
    Act.SHOW_ME: Binding((pygame.K_w,), "W", said_as(*NP_("what a key does", "show me: the coach plays the step"))),
    Act.SPEECH: Binding((pygame.K_F2,), "F2",
                        said_as(*NP_("what a key does", "speech on or off (on every screen)"))),
    Act.READ_HAND: Binding((pygame.K_r,), "R", said_as(*NP_("what a key does", "read your hand aloud"))),
    Act.READ_PILES: Binding((pygame.K_o,), "O", said_as(*NP_("what a key does", "read the open cards"))),
    Act.READ_MELDS: Binding((pygame.K_e,), "E", said_as(*NP_("what a key does", "read the melds on the table"))),
    Act.READ_TRICK: Binding((pygame.K_q,), "Q", said_as(*NP_("what a key does", "read the trick so far"))),
    Act.READ_SCORES: Binding((pygame.K_u,), "U", said_as(*NP_("what a key does", "read the scores"))),
    Act.READ_TURN: Binding((pygame.K_i,), "I",
                           said_as(*NP_("what a key does", "say whose turn it is and the cards in the stock"))),
    Act.READ_LOG: Binding((pygame.K_j,), "J", said_as(*NP_("what a key does", "read the last lines of the log"))),
    Act.REPEAT: Binding((pygame.K_y,), "Y", said_as(*NP_("what a key does", "say the last words again"))),
    Act.STAND_IN: Binding((pygame.K_v,), said_as(*NP_("a key's name", "Shift+V")),
                          said_as(*NP_("what a key does",
                                       "let the computer play for a friend who lost the connection "
                                       "(when you host)")), shift=True),
    Act.SEE_PILES: Binding((pygame.K_v,), "V",
                           said_as(*NP_("what a key does", "see the whole pile, every card face up in it"))),
}

#: The keys that ask, for playing by ear: each says what the table shows
#: (speech must be on); the same in every game.
ASK: tuple[Act, ...] = (Act.READ_HAND, Act.READ_PILES, Act.READ_MELDS, Act.READ_TRICK,
                        Act.READ_SCORES, Act.READ_TURN, Act.READ_LOG, Act.REPEAT)
#: The keys that ask about a thing only some games have (open cards, melds on
#: the table, a trick): every table binds them, so that one pressed where its
#: game lacks the thing says so in words; a game's key help lists those its
#: record names in ``reads`` (:func:`listed_acts`).
READS: tuple[Act, ...] = (Act.READ_PILES, Act.READ_MELDS, Act.READ_TRICK, Act.SEE_PILES)
#: What every table binds: the hand and the buttons, then the tools, then the keys that ask.
SHARED: tuple[Act, ...] = (Act.LEFT, Act.RIGHT, Act.GROUP_LEFT, Act.GROUP_RIGHT, Act.SELECT, Act.UP,
                           Act.DOWN, Act.CLEAR,
                           Act.HINT, Act.PLAY_HINT, Act.SORT, Act.UNDO, Act.LOG, Act.LOG_BACK, Act.LOG_ON, Act.KEYS,
                           Act.MENU, *ASK, Act.SEE_PILES)

#: The keys of a hand's replay, and the words that differ there.
REPLAY: tuple[Act, ...] = (Act.STEP_BACK, Act.STEP_ON, Act.TURN_BACK, Act.TURN_ON, Act.TO_START,
                           Act.TO_END, Act.PLAY_PAUSE, Act.SLOWER, Act.FASTER, Act.LOG, Act.LOG_BACK,
                           Act.LOG_ON, Act.KEYS, Act.MENU)
REPLAY_WORDS: dict[Act, str] = {Act.MENU: said_as(*NP_("what a key does", "leave the replay"))}
#: The keys of the demo table (the computer plays every seat).
DEMO: tuple[Act, ...] = (Act.LOG, Act.LOG_BACK, Act.LOG_ON, Act.KEYS, Act.MENU)
DEMO_WORDS: dict[Act, str] = {Act.MENU: said_as(*NP_("what a key does", "stop watching"))}

#: The keys the app itself answers on every screen, before the scene on top;
#: every table's key help lists them last.
ANYWHERE: tuple[Act, ...] = (Act.SPEECH,)

#: The keys a lesson's table has besides its game's (the coach's).
LESSON: tuple[Act, ...] = (Act.SHOW_ME,)
#: The keys the table of a match hosted from this app has besides its game's.
HOSTING: tuple[Act, ...] = (Act.STAND_IN,)

#: The moves among the acts: they run only on the player's own turn with
#: nothing moving; the others (moving through the hand, tools, the menu) run
#: at any time.
MOVES = frozenset({Act.DRAW, Act.TAKE, Act.TAKE_COLUMN_1, Act.TAKE_COLUMN_2, Act.MELD,
                   Act.LAY_OFF, Act.DISCARD, Act.PLAY, Act.FOLD, Act.KNOCK, Act.GIN,
                   Act.BIG_GIN, Act.PASS})

_MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


def game_moves(game_id: str) -> tuple[Act, ...]:
    """The move keys ``game_id``'s table binds besides :data:`SHARED`: its
    record's ``keys``, by their act's name; ValueError names one that is no act."""
    return tuple(Act(name) for name in record(game_id).keys)


def game_words(game_id: str) -> dict[Act, str]:
    """Where ``game_id``'s help words an act differently: its record's
    ``key_words``, each kept translatable."""
    return {Act(name): said_as(*marked) for name, marked in record(game_id).key_words.items()}


def game_acts(game_id: str) -> tuple[Act, ...]:
    """Every act ``game_id``'s table binds, in :data:`BINDINGS` order: its
    :func:`game_moves` and the :data:`SHARED` acts."""
    chosen = set(game_moves(game_id)) | set(SHARED)
    return tuple(act for act in BINDINGS if act in chosen)


def listed_acts(game_id: str) -> tuple[Act, ...]:
    """The acts ``game_id``'s key help lists: its :func:`game_acts`, less
    the :data:`READS` of things the game does not have (its record's ``reads``)."""
    has = {Act(name) for name in record(game_id).reads}
    return tuple(act for act in game_acts(game_id) if act not in READS or act in has)


def act_for(event: pygame.event.Event, acts: Iterable[Act]) -> Act | None:
    """The act among ``acts`` that the KEYDOWN ``event`` presses, if any
    (a binding with Shift before one without)."""
    if event.type != pygame.KEYDOWN:
        return None
    mod = getattr(event, "mod", 0)
    held, shifted = mod & _MODIFIERS, bool(mod & pygame.KMOD_SHIFT)
    for act in sorted(acts, key=lambda a: not BINDINGS[a].shift):
        binding = BINDINGS[act]
        if event.key in binding.keys and bool(held & (pygame.KMOD_CTRL | pygame.KMOD_META)) == \
                binding.ctrl and (binding.ctrl or not held) and (shifted or not binding.shift):
            return act
    return None


def help_items(game_id: str) -> list[str]:
    """The key help of ``game_id``'s table, one item per action it lists
    (:func:`listed_acts`: "D: draw");
    two acts with the same words share an item ("Left/Right: move through
    your hand"), then the keys of every screen (:data:`ANYWHERE`)."""
    return key_help(listed_acts(game_id), game_words(game_id)) + key_help(ANYWHERE, {})


def lesson_help(game_id: str) -> list[str]:
    """The key help of a lesson of ``game_id``: the game's, then the coach's."""
    return help_items(game_id) + key_help(LESSON, {})


def hosting_help(game_id: str) -> list[str]:
    """The key help of the table of a match of ``game_id`` hosted from this
    app: the game's, then the host's (:data:`HOSTING`)."""
    return help_items(game_id) + key_help(HOSTING, {})


def key_help(acts: Iterable[Act], words: dict[Act, str]) -> list[str]:
    """The key help of ``acts`` in their order, one item per action ("D:
    draw", :func:`help_item`), with ``words`` in place of a binding's own
    where given; two acts in a row with the same words share an item."""
    return shared_items((BINDINGS[act].caption, words.get(act, BINDINGS[act].words)) for act in acts)


def shared_items(pairs: Iterable[tuple[str, str]]) -> list[str]:
    """The :func:`help_item` of each (name, words) of ``pairs`` in their
    order, two in a row with the same words in one item ("Left/Right")."""
    items: list[tuple[list[str], str]] = []
    for name, words in pairs:
        if items and items[-1][1] == words:
            items[-1][0].append(name)
        else:
            items.append(([name], words))
    return [help_item(names, words) for names, words in items]


def help_item(names: Sequence[str], words: str) -> Message:
    """One item of a help, kept translatable: the keys or the pad's inputs
    ``names`` (each a letter or a message of its name), parted by "/", and
    ``words``, what they do: "Left/Right: move through your hand". Its
    names are ``keys`` and ``what`` (:func:`item_parts`)."""
    keys = names[0] if len(names) == 1 else Listed("/".join(names), names, "/")
    return said_as(*NP_("a key and what it does", "{keys}: {what}"), keys=keys, what=words)


def item_parts(item: str) -> tuple[str, str]:
    """The keys and the words of a help's ``item`` (:func:`help_item`), each
    as it was made (the keys' English names their glyphs are found by)."""
    if isinstance(item, Message) and {"keys", "what"} <= set(item.names):
        return item.names["keys"], item.names["what"]
    keys, _, words = item.partition(": ")
    return keys, words


#: SDL's game controller buttons as inputs.
PAD_BUTTONS: dict[int, PadInput] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: PadInput.UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: PadInput.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: PadInput.LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: PadInput.RIGHT,
    pygame.CONTROLLER_BUTTON_A: PadInput.A, pygame.CONTROLLER_BUTTON_B: PadInput.B,
    pygame.CONTROLLER_BUTTON_X: PadInput.X, pygame.CONTROLLER_BUTTON_Y: PadInput.Y,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: PadInput.LEFT_SHOULDER,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: PadInput.RIGHT_SHOULDER,
    pygame.CONTROLLER_BUTTON_START: PadInput.START, pygame.CONTROLLER_BUTTON_BACK: PadInput.BACK,
    pygame.CONTROLLER_BUTTON_GUIDE: PadInput.GUIDE,
    pygame.CONTROLLER_BUTTON_LEFTSTICK: PadInput.LEFT_STICK,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: PadInput.RIGHT_STICK,
}
#: SDL's game controller axes as inputs: (pushed towards minus, towards plus);
#: a trigger only pulls (towards plus).
PAD_AXES: dict[int, tuple[PadInput | None, PadInput]] = {
    pygame.CONTROLLER_AXIS_LEFTX: (PadInput.LEFT, PadInput.RIGHT),
    pygame.CONTROLLER_AXIS_LEFTY: (PadInput.UP, PadInput.DOWN),
    pygame.CONTROLLER_AXIS_RIGHTX: (PadInput.RIGHT_STICK_LEFT, PadInput.RIGHT_STICK_RIGHT),
    pygame.CONTROLLER_AXIS_RIGHTY: (PadInput.RIGHT_STICK_UP, PadInput.RIGHT_STICK_DOWN),
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: (None, PadInput.LEFT_TRIGGER),
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: (None, PadInput.RIGHT_TRIGGER),
}

#: The pad at a table, in the order its help lists it: each input's act
#: (None for X: the game's first move, :func:`pad_acts`).
PAD_TABLE: dict[PadInput, Act | None] = {
    PadInput.LEFT: Act.LEFT, PadInput.RIGHT: Act.RIGHT,
    PadInput.LEFT_SHOULDER: Act.GROUP_LEFT, PadInput.RIGHT_SHOULDER: Act.GROUP_RIGHT,
    PadInput.UP: Act.UP, PadInput.DOWN: Act.DOWN,
    PadInput.A: Act.SELECT, PadInput.B: Act.CLEAR, PadInput.X: None, PadInput.Y: Act.HINT,
    PadInput.RIGHT_STICK: Act.PLAY_HINT, PadInput.LEFT_STICK: Act.SORT,
    PadInput.RIGHT_STICK_LEFT: Act.UNDO, PadInput.RIGHT_STICK_RIGHT: Act.LOG,
    PadInput.RIGHT_STICK_UP: Act.LOG_BACK, PadInput.RIGHT_STICK_DOWN: Act.LOG_ON,
    PadInput.BACK: Act.KEYS, PadInput.START: Act.MENU, PadInput.GUIDE: Act.SHOW_ME,
}
#: Held at a table, the pad's right trigger turns the other inputs into the
#: moves (:data:`PAD_MOVES`), so a move without a button on show is made too.
PAD_MOVE_LAYER = PadInput.RIGHT_TRIGGER
#: What each input makes at a table while :data:`PAD_MOVE_LAYER` is held:
#: the first of its moves the game has (no game has both of a pair: a card
#: is discarded or played, a turn passed or folded).
PAD_MOVES: dict[PadInput, tuple[Act, ...]] = {
    PadInput.X: (Act.TAKE,), PadInput.A: (Act.DISCARD, Act.PLAY), PadInput.Y: (Act.MELD,),
    PadInput.B: (Act.LAY_OFF,), PadInput.UP: (Act.KNOCK,), PadInput.DOWN: (Act.PASS, Act.FOLD),
    PadInput.LEFT: (Act.TAKE_COLUMN_1,), PadInput.RIGHT: (Act.TAKE_COLUMN_2,),
    PadInput.LEFT_SHOULDER: (Act.GIN,), PadInput.RIGHT_SHOULDER: (Act.BIG_GIN,),
    PadInput.BACK: (Act.SEE_PILES,), PadInput.START: (Act.STAND_IN,),
}
#: The acts a pad reaches at every table besides the game's own: the key
#: of a hosted table's stand-in (its part answers it, :mod:`.tables.parts.connection`).
PAD_EXTRA: tuple[Act, ...] = (Act.STAND_IN,)
#: Held at a table, the pad's left trigger turns the other inputs into the
#: keys that ask (:data:`PAD_ASK`), so a player by ear can play with a pad.
PAD_ASK_LAYER = PadInput.LEFT_TRIGGER
#: What each input asks at a table while :data:`PAD_ASK_LAYER` is held
#: (Start: speech on or off).
PAD_ASK: dict[PadInput, Act] = {
    PadInput.A: Act.READ_HAND, PadInput.X: Act.READ_PILES, PadInput.Y: Act.READ_SCORES,
    PadInput.B: Act.REPEAT, PadInput.UP: Act.READ_TURN, PadInput.DOWN: Act.READ_LOG,
    PadInput.LEFT: Act.READ_MELDS, PadInput.RIGHT: Act.READ_TRICK, PadInput.START: Act.SPEECH,
}
#: The pad on every other screen: each input's key and what it does there.
PAD_SCREENS: dict[PadInput, tuple[int, str]] = {
    PadInput.UP: (pygame.K_UP, said_as(*NP_("what a gamepad button does", "move the focus"))),
    PadInput.DOWN: (pygame.K_DOWN, said_as(*NP_("what a gamepad button does", "move the focus"))),
    PadInput.LEFT: (pygame.K_LEFT, said_as(*NP_("what a gamepad button does",
                                                "change the value, or step back in a replay"))),
    PadInput.RIGHT: (pygame.K_RIGHT, said_as(*NP_("what a gamepad button does",
                                                  "change the value, or step on in a replay"))),
    PadInput.A: (pygame.K_RETURN, said_as(*NP_("what a gamepad button does", "choose"))),
    PadInput.B: (pygame.K_ESCAPE, said_as(*NP_("what a gamepad button does", "back"))),
    PadInput.START: (pygame.K_ESCAPE, said_as(*NP_("what a gamepad button does", "back"))),
    PadInput.X: (pygame.K_SPACE, said_as(*NP_("what a gamepad button does", "play or pause a replay"))),
    PadInput.Y: (pygame.K_l, said_as(*NP_("what a gamepad button does", "show or hide the log of a replay"))),
    PadInput.LEFT_SHOULDER: (pygame.K_PAGEUP, said_as(*NP_("what a gamepad button does", "scroll back"))),
    PadInput.RIGHT_SHOULDER: (pygame.K_PAGEDOWN, said_as(*NP_("what a gamepad button does", "scroll on"))),
    PadInput.LEFT_TRIGGER: (pygame.K_HOME, said_as(*NP_("what a gamepad button does", "to the start"))),
    PadInput.RIGHT_TRIGGER: (pygame.K_END, said_as(*NP_("what a gamepad button does", "to the end"))),
    PadInput.BACK: (pygame.K_F1, said_as(*NP_("what a gamepad button does", "show or hide the keys"))),
}

#: What the keys that ask do with :data:`PAD_ASK_LAYER` held and where,
#: the last item of a table's pad help ("LT+: ...").
PAD_ASK_WHERE = said_as(*NP_("what a gamepad button does",
                             "the keys that ask work at a table (a lesson's too) and on the summary "
                             "after a hand; the hand-off screen has none"))
#: What Up, Down, Left and Right are, the first item of every pad help.
PAD_ARROWS = said_as(*NP_("what a gamepad button does", "the D-pad or the left stick"))

def pad_acts(game_id: str, lesson: bool = False, asking: bool = False,
             moving: bool = False) -> dict[PadInput, Act]:
    """What each pad input does at ``game_id``'s table: :data:`PAD_TABLE`
    with X as the game's first move key that :data:`PAD_MOVES` does not
    reach (its first when the move layer reaches them all), less the acts the table does not
    bind (the coach's Show me only in a ``lesson``); ``asking`` (with
    :data:`PAD_ASK_LAYER` held), :data:`PAD_ASK` instead; ``moving`` (with
    :data:`PAD_MOVE_LAYER` held), :data:`PAD_MOVES`."""
    acts = set(game_acts(game_id)) | (set(LESSON) if lesson else set())
    if asking:
        return {pad_input: act for pad_input, act in PAD_ASK.items() if act in acts or act in ANYWHERE}
    if moving:
        acts |= set(PAD_EXTRA)
        found = {pad_input: next((act for act in choices if act in acts), None)
                 for pad_input, choices in PAD_MOVES.items()}
        return {pad_input: act for pad_input, act in found.items() if act is not None}
    moves = game_moves(game_id)
    first = next((act for act in moves if not any(act in choices for choices in PAD_MOVES.values())), moves[0])
    chosen = {pad_input: first if act is None else act for pad_input, act in PAD_TABLE.items()}
    return {pad_input: act for pad_input, act in chosen.items() if act in acts}


def pad_way(game_id: str, act: Act, lesson: bool = False) -> tuple[PadInput | None, PadInput] | None:
    """How the pad presses ``act`` at ``game_id``'s table: (the layer held,
    None for none; the input), an input alone before one with
    :data:`PAD_MOVE_LAYER` held; None when the pad has no way to it."""
    for layer in (None, PAD_MOVE_LAYER):
        found = [pad_input for pad_input, bound in pad_acts(game_id, lesson, moving=layer is not None).items()
                 if bound == act]
        if found:
            return layer, found[0]
    return None


def pad_way_name(way: tuple[PadInput | None, PadInput], style: str) -> str:
    """A :func:`pad_way` in the names of a pad of ``style``: "Square",
    "R2+Cross" (kept translatable: :func:`pad_name`)."""
    layer, pad_input = way
    if layer is None:
        return pad_name(pad_input, style)
    return held_with(pad_name(layer, style), pad_name(pad_input, style))


def held_with(held: str, name: str) -> str:
    """The input named ``held`` held down with the one named ``name``
    ("R2+Cross"; ``name`` "": with the others, "LT+"), each name kept
    translatable."""
    return Listed(f"{held}+{name}", (held, name), "+")


def act_key(act: Act) -> tuple[int, int]:
    """The key and modifiers that press ``act`` (its binding's first key)."""
    binding = BINDINGS[act]
    mod = pygame.KMOD_LCTRL if binding.ctrl else pygame.KMOD_LSHIFT if binding.shift else 0
    return binding.keys[0], mod


def pad_help(game_id: str | None, style: str = "generic", lesson: bool = False) -> list[str]:
    """The pad's help ("Y: hint") in the names of a pad of ``style``: at
    ``game_id``'s table (None: on the other screens), first what the arrows
    are (:data:`PAD_ARROWS`), at a table last the moves with the right
    trigger held ("RT+A: discard") and the keys that ask with the left
    trigger held ("LT+A: read your hand aloud") and where those work
    (:data:`PAD_ASK_WHERE`); two inputs in a row that do the same share an item."""
    if game_id is None:
        said = {pad_input: words for pad_input, (_, words) in PAD_SCREENS.items()}
    else:
        words = game_words(game_id)
        said = {pad_input: words.get(act, BINDINGS[act].words)
                for pad_input, act in pad_acts(game_id, lesson).items()}
    arrows = [PAD_CAPTIONS[pad_input] for pad_input in (PadInput.UP, PadInput.DOWN, PadInput.LEFT, PadInput.RIGHT)]
    items = [help_item(arrows, PAD_ARROWS)]
    items += shared_items((pad_name(pad_input, style), text) for pad_input, text in said.items())
    if game_id is None:
        return items
    items += [help_item([held_with(pad_name(layer, style), pad_name(pad_input, style))],
                        words.get(act, BINDINGS[act].words))
              for layer, kind in ((PAD_MOVE_LAYER, "moving"), (PAD_ASK_LAYER, "asking"))
              for pad_input, act in pad_acts(game_id, lesson, **{kind: True}).items()]
    return items + [help_item([held_with(pad_name(PAD_ASK_LAYER, style), "")], PAD_ASK_WHERE)]

class DoubleClick:
    """Tells a double-click from two clicks: :meth:`click` is True when the
    same ``target`` was clicked within :data:`DOUBLE_CLICK_S` before (and
    then forgets it, so a triple click is one double-click and one click)."""

    def __init__(self) -> None:
        self._last: tuple[Hashable | None, float] = (None, float("-inf"))

    def click(self, target: Hashable | None, now: float) -> bool:
        last, when = self._last
        if target is not None and target == last and now - when <= DOUBLE_CLICK_S:
            self._last = (None, float("-inf"))
            return True
        self._last = (target, now)
        return False

    def forget(self) -> None:
        self._last = (None, float("-inf"))
