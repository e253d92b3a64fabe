"""What a table shows of its game log and its keys, the same at every table.

* :func:`draw_log_strip`: the newest log lines in a corner of the table,
  whole (wrapped, never cut inside a word), what happened since the
  viewer's own last turn brighter.
* :class:`SidePanels`: the Log panel (button Log, key L), every line of the
  match, each turn marked by a bar in its player's colour, scrolled with the wheel or
  Page Up / Page Down, and the Keys panel (button Keys, key F1).

A table holds one :class:`SidePanels` as a part (``table.side``) and calls
:func:`draw_log_strip` with the place its layout gives the strip.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

import pygame

from ....i18n import NP_, Language, said_as
from ....session.log import GameLog, LogLine
from ... import controls, pad_buttons
from ... import theme as th
from ...glyphs import draw_glyph, glyph_for

if TYPE_CHECKING:
    from ..base import Table

#: The least room (design pixels, wide and high) the open log takes in the
#: table's room for a panel; in less it lies over the table's right, as the keys do.
ROOM_MIN = (120, 100)
#: A room for the log at least this wide (design pixels) is roomy: a table
#: looks for a wider one only below it.
ROOM_WIDE = 200


@dataclass(frozen=True)
class Head:
    """An open panel's head and foot (design pixels): its title's top and
    size, where its rows begin, and the padding under its last row."""

    title_top: int
    title_size: int
    rows_top: int
    foot: int


#: The head and foot of an open panel.
HEAD = Head(12, th.BODY, 48, 16)
#: The compact ones of a panel whose room holds fewer than :data:`ROWS_MIN`
#: rows under :data:`HEAD` (Fortune Rummy's room right of the discard pile
#: with 8 seats at 960x600: 4 rows under it, 5 under this).
HEAD_SHORT = Head(10, th.SMALL, 34, 10)
ROWS_MIN = 5
#: The most of a Keys panel's width its keys' column takes (:meth:`SidePanels.key_width`).
KEY_SHARE = 0.45
#: What scrolls the keys that do not fit, on the keys and on a pad.
SCROLLS_KEYS = (said_as(*NP_("a key's name", "Page Up/Down")),
                said_as(*NP_("a gamepad button's name", "Right stick")))
#: Colours of the log: the table's own lines, what is new, what is older.
TABLE_LINE = th.FAINT
NEW = th.TEXT
OLD = th.MUTED


def strip_place(t: th.Theme, size: tuple[int, int], left: float, lines: int = 3) -> pygame.Rect:
    """Where the log strip goes at a table whose layout gives it no place of
    its own: the bottom right corner beside the viewer's hand, from ``left``
    (right of the hand, at least 70% across) to the window's right margin,
    ``lines`` lines tall, resting 16 design px above the window's foot."""
    w, h = size
    height = t.font(th.TINY).get_linesize() * lines
    x = max(round(left), round(w * 0.7) - t.px(20))
    return pygame.Rect(x, h - t.px(16) - height, max(0, w - t.px(16) - x), height)


def draw_log_strip(t: th.Theme, surface: pygame.Surface, rect: pygame.Rect, log: GameLog,
                   viewer: int | None, align: str = "bottom", language: Language = Language()) -> None:
    """The newest lines of ``log`` that fit ``rect`` whole, said in ``language``, newest last,
    resting on its bottom (``align`` "bottom") or hanging from its top.
    Only when the newest line alone does not fit is it shortened, at a
    word, with its full form under the pointer. Drawn once for the same
    lines, then replayed (:meth:`.Theme.kept`): it shows at most a line a row."""
    line_h = t.font(th.TINY).get_linesize()
    room = max(1, rect.h // line_h)
    newest_first = [(line, NEW if turn.new else OLD)
                    for turn in reversed(log.turns(viewer)) for line in reversed(turn.lines)]
    t.kept(surface, ("log strip", tuple(rect), align, language, tuple(newest_first[:room])),
           lambda: _draw_rows(t, surface, rect, newest_first, line_h, room, align, language))


def _draw_rows(t: th.Theme, surface: pygame.Surface, rect: pygame.Rect,
               newest_first: list[tuple[LogLine, tuple[int, int, int]]], line_h: int, room: int,
               align: str, language: Language) -> None:
    """:func:`draw_log_strip`, drawn."""
    rows: list[tuple[str, tuple[int, int, int]]] = []
    for line, color in newest_first:
        wrapped = t.wrap(language.said(line.text), rect.w, th.TINY, most=None if rows else room)
        if len(rows) + len(wrapped) > room:
            if not rows:
                rows = [(text, color) for text in wrapped[:room - 1]]
                rows.append((" ".join(wrapped[room - 1:]), color))
            break
        rows = [(text, color) for text in wrapped] + rows
    y = rect.bottom - len(rows) * line_h if align == "bottom" else rect.y
    for text, color in rows:
        t.blit_text(surface, text, (rect.x, y), th.TINY, color, shadow=True, box=rect)
        y += line_h


def whole_lines(rows: list[tuple[str, str, tuple[int, int, int], bool]], start: int, end: int
                ) -> tuple[int, int]:
    """The window ``rows[start:end]`` of the log's rows narrowed to whole
    lines: it begins at a line's first row and ends before a line that
    runs on past it (a line cut at its top would lose who did it). Left as
    it is when no whole line fits."""
    start = max(0, start)
    first = start
    while first < end and not rows[first][3]:
        first += 1
    last = end
    while start < last < len(rows) and not rows[last][3]:
        last -= 1
    if first < last:
        return first, last
    return start, end


class SidePanels:
    """The Log and Keys panels at the right of a table: which is open and
    how far the log is scrolled back (in rows from its newest)."""

    def __init__(self, table: Table, key_help: Sequence[str] | None = None) -> None:
        """The panels of ``table``; ``key_help``: the Keys panel's items (default: the game's keys)."""
        self.table = table
        game_id = table.game_id
        #: The Keys panel's items ("D: draw"): the game's table keys unless given.
        self.key_help = list(key_help) if key_help is not None else controls.help_items(game_id)
        #: The open panel: "log", "keys" or None.
        self.open: str | None = None
        #: Rows of the log scrolled back from its newest (0: the newest show).
        self.back = 0
        #: Rows of the keys scrolled down from the first (0: the first show).
        self.down = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._most_back = 0
        self._most_down = 0

    def toggle(self, name: str) -> None:
        """Show panel ``name``, or hide it when it is already shown; the
        table places its cards again (it may make room for the open log)."""
        shut = self.open
        self.open = None if self.open == name else name
        self.back = self.down = 0
        self.table.sync([], animate=False)
        self.table.app.play("select")
        self.table.app.speaker.say(self.spoken(shut))

    def spoken(self, shut: str | None) -> str:
        """What the ear hears as a panel opens (its title and lines, the log's
        newest five, and the key that hides it) or closes (``shut``: the one
        that was open)."""
        gettext = self.table.app.language.gettext
        if self.open is None:
            return gettext("Keys hidden.") if shut == "keys" else gettext("Game log hidden.")
        title, lines = self.lines()
        if self.open == "keys":
            return gettext("{title}: {keys}. {key} hides it.", title=title, keys="; ".join(lines),
                           key=self.keys_key())
        return gettext("{title}: {lines} L hides it.", title=title, lines=" ".join(lines[-5:]))  # lines are sentences

    def scroll(self, rows: int) -> bool:
        """Scroll the open log ``rows`` back (negative: towards the newest),
        or the open keys ``rows`` up (negative: down, to the rows that do not
        fit); False when neither is open."""
        if self.open == "keys":
            self.down = max(0, min(self._most_down, self.down - rows))
            return True
        if self.open != "log":
            return False
        self.back = max(0, min(self._most_back, self.back + rows))
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """The mouse wheel over the open log scrolls it; True when used."""
        if event.type != pygame.MOUSEWHEEL or self.open != "log":
            return False
        if not self.rect.collidepoint(pygame.mouse.get_pos()):
            return False
        return self.scroll(3 * event.y)

    def items(self) -> list[str]:
        """The Keys panel's items: the pad's, in its own names, while a pad
        was the last thing used (:meth:`App.pad_help`), else the keys'."""
        devices = self.table.app.devices
        return devices.pad_help(self.table) if devices.pads.last == "pad" else self.key_help

    def keys_rows(self, t: th.Theme, width: int) -> list[tuple[str, str, tuple[int, int, int],
                                                                   pad_buttons.PadInput | None]]:
        """(key caption, words, colour, face) per drawn row of the key help,
        in the table's language; ``face``: the pad's face button the row's
        caption names, drawn as its glyph while a pad is in hand (found by
        the caption's English name, :func:`.glyphs.glyph_for`)."""
        said = self.table.app.language.said
        pads = self.table.app.devices.pads
        key_w = self.key_width(t, width)
        bold = t.font(th.SMALL, True)
        rows = []
        for key, words in map(controls.item_parts, self.items()):
            face = glyph_for(str(key), pads.style) if pads.last == "pad" else None
            caption = said(key)
            if face is None and bold.size(caption)[0] + t.px(12) > key_w:    # too wide: a row of its own
                rows.append((caption, "", th.TEXT, None))
                caption = ""
            for i, part in enumerate(t.wrap(said(words), width - key_w, th.SMALL)):
                rows.append((caption if i == 0 else "", part, th.TEXT, face if i == 0 else None))
        return rows

    def keys_key(self) -> str:
        """What shows and hides the Keys panel on the device used last: F1,
        the pad's Back, or for a finger the Keys button."""
        pads = self.table.app.devices.pads
        if pads.last == "touch":
            return self.table.app.language.gettext("the Keys button")
        if pads.last == "pad":
            return self.table.app.language.said(pad_buttons.pad_name(pad_buttons.PadInput.BACK, pads.style))
        return "F1"

    def key_width(self, t: th.Theme, width: int) -> int:
        """The width of the keys' column in a Keys panel ``width`` wide: its
        widest caption's, but at most :data:`KEY_SHARE` of the panel (a
        wider caption, a longer language's, takes a row of its own)."""
        if self.open != "keys":
            return 0
        said = self.table.app.language.said
        captions = [said(controls.item_parts(item)[0]) for item in self.items()]
        glyph = t.font(th.SMALL).get_linesize() if self.table.app.devices.pads.last == "pad" else 0
        widest = max(glyph, *(t.font(th.SMALL, True).size(k)[0] for k in captions)) + t.px(12)
        return min(widest, round(width * KEY_SHARE))

    def log_rows(self, t: th.Theme, width: int, log: GameLog, viewer: int | None
                 ) -> list[tuple[str, str, tuple[int, int, int], bool]]:
        """(mark, words, colour, first) per drawn row: a turn's rows carry
        its seat's number as ``mark`` ("" for the table's own lines, "new"
        for the divider before what is new since the viewer's own last
        turn); ``first`` is True on the first row of a wrapped line."""
        rows: list[tuple[str, str, tuple[int, int, int], bool]] = []
        marked = False
        for turn in log.turns(viewer):
            if turn.new and not marked:
                rows += [("new", part, th.ACCENT, i == 0) for i, part
                         in enumerate(t.wrap(self.table.app.language.gettext("Since your last turn"), width, th.SMALL,
                                             bold=True))]
                marked = True
            color = (NEW if turn.new else OLD) if turn.seat is not None else TABLE_LINE
            mark = "" if turn.seat is None else str(turn.seat)
            for line in turn.lines:
                rows += [(mark, part, color, i == 0)
                         for i, part in enumerate(t.wrap(self.table.app.language.said(line.text),
                                                         width - t.px(14), th.SMALL))]
        return rows or [("", self.table.app.language.gettext("Nothing has happened yet."), OLD, True)]

    def lines(self) -> tuple[str, list[str]]:
        """The open panel's title and its lines in words (what a test reads)."""
        if self.open == "keys":
            language = self.table.app.language
            return language.gettext("Keys"), [language.said(item) for item in self.items()]
        language = self.table.app.language
        return language.gettext("Game log"), ([language.said(text) for text in self.table.log.texts()]
                                              or [language.gettext("Nothing has happened yet.")])

    def update(self, dt: float) -> None:
        pass

    def wake_in(self) -> float | None:
        return None

    def place(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the open panel goes in a window of ``size``. The log, which
        may stay open through a game, sits in the room the table keeps free
        for a panel (:meth:`.Table.coach_room`; in a lesson, below the
        coach's panel, which sits there first), so it hides none of the
        table's plates, captions and strips, and stops above the prompt (a
        room smaller than :data:`ROOM_MIN` is left alone). The keys, a list
        opened and closed again, lie over the right of the table, under the
        tool buttons, down to the window's foot; so does the log when its
        room is too small, except where the coach sits: there it lies below
        the coach, or over the left of the table when that leaves it too
        little."""
        table, t = self.table, self.table.theme
        top = table.menu_button.rect.bottom + t.px(10)
        w, h = size
        if self.open == "log":
            rect = self.below_coach(table.coach_room().clip(pygame.Rect(0, top, w, h - top - t.px(16))))
            prompt = table.painter.prompt_rect
            if prompt.w and rect.colliderect(prompt):
                rect.h = max(0, min(rect.bottom, prompt.top - t.px(10)) - rect.top)
            if rect.w >= t.px(ROOM_MIN[0]) and rect.h >= t.px(ROOM_MIN[1]):
                return rect
        width = min(t.px(460), round(w * 0.42))
        rect = pygame.Rect(w - width - t.px(16), top, width, h - top - t.px(16))
        prompt = table.painter.prompt_rect
        if self.open == "log" and prompt.w and prompt.top > top + t.px(120):     # its height stays put
            rect.h = prompt.top - t.px(10) - top
        if self.open != "log" or self.below_coach(rect) == rect:
            return rect
        below = self.below_coach(rect)          # a lesson's coach sits there: below it, else across
        return below if below.h >= t.px(ROOM_MIN[1]) else rect.move(t.px(16) - rect.x, 0)

    def below_coach(self, rect: pygame.Rect) -> pygame.Rect:
        """``rect`` cut back to its part below a lesson's coach panel where
        they meet: the log keeps clear of the coach's words (the coach's
        panel is placed, and drawn, before the log's)."""
        coach = self.table.coach
        if coach is None or not coach.panel.colliderect(rect):
            return rect
        top = coach.panel.bottom + self.table.theme.px(10)
        return pygame.Rect(rect.x, top, rect.w, max(0, rect.bottom - top))

    def draw(self, surface: pygame.Surface) -> None:
        """The open panel (:meth:`place`): the keys in a column of their
        own, or the log's rows (its newest at the bottom, scrolled back by
        :attr:`back`)."""
        if self.open is None:
            return
        table = self.table
        t, log, viewer = table.theme, table.log, table.sight.viewer
        rect = self.place(surface.get_size())
        width = rect.w
        pad = t.px(16)
        inner = width - 2 * pad
        line_h = t.font(th.SMALL).get_linesize()
        head = HEAD if (rect.h - t.px(HEAD.rows_top + HEAD.foot)) // line_h >= ROWS_MIN else HEAD_SHORT
        top, foot, title_size, title_top = (t.px(head.rows_top), t.px(head.foot), head.title_size,
                                            t.px(head.title_top))
        room = max(1, (rect.h - top - foot) // line_h)
        if self.open == "keys":
            rows = self.keys_rows(t, inner)
            self._most_down = max(0, len(rows) - room)
            self.down = min(self.down, self._most_down)
            shown = rows[self.down:self.down + room]
        else:
            rows = self.log_rows(t, inner, log, viewer)
            self._most_back = max(0, len(rows) - room)
            self.back = min(self.back, self._most_back)
            start, end = whole_lines(rows, len(rows) - room - self.back, len(rows) - self.back)
            shown = [(*row[:3], None) for row in rows[start:end]]
        rect.h = min(rect.h, top + foot + len(shown) * line_h)
        self.rect = rect
        t.panel(surface, rect, (18, 24, 34), (60, 72, 92), radius=12, alpha=250)
        title = table.app.language.gettext("Keys") if self.open == "keys" else table.app.language.gettext("Game log")
        t.blit_text(surface, title, (rect.x + pad, rect.y + title_top), title_size, th.TEXT, bold=True)
        if self.open == "log" and self._most_back:
            gettext = table.app.language.gettext
            hints = [gettext("Wheel or Page Up/Down scrolls · L hides"), gettext("Wheel scrolls · L hides"),
                     gettext("L hides")]
        elif self.open == "keys":
            said, gettext = table.app.language.said, table.app.language.gettext
            scrolls = said(SCROLLS_KEYS[table.app.devices.pads.last == "pad"])
            hints = [gettext("{keys} scrolls · {key} hides", keys=scrolls, key=self.keys_key())] \
                if self._most_down else []
            hints.append(gettext("{key} hides this", key=self.keys_key()))
        else:
            hints = [table.app.language.gettext("{key} hides this", key="L")]
        title_w = t.font(title_size, True).size(title)[0]
        hint_box = pygame.Rect(rect.x + pad + title_w + t.px(12), rect.y, inner - title_w - t.px(12), rect.h)
        hint = next((h for h in hints if t.font(th.TINY).size(h)[0] <= hint_box.w), "")
        if hint:                                        # a narrow panel has room for its title only
            t.blit_text(surface, hint, (rect.right - pad, rect.y + title_top + t.px(4)), th.TINY,
                        th.MUTED, anchor="topright", box=hint_box)
        y = rect.y + top
        key_w = self.key_width(t, inner)
        box = pygame.Rect(rect.x + pad, rect.y, inner, rect.h)
        for n, (head, words, color, face) in enumerate(shown):
            if self.open == "keys":
                pads = table.app.devices.pads
                if face is not None:
                    draw_glyph(surface, t, face, pads.style,
                               (rect.x + pad + line_h // 2, y + line_h // 2), line_h // 2)
                elif head:
                    t.blit_text(surface, head, (rect.x + pad, y), th.SMALL, th.ACCENT, bold=True, box=box)
                t.blit_text(surface, words, (rect.x + pad + key_w, y), th.SMALL, color, box=box)
            else:
                if head.isdigit():              # a bar in the seat's colour marks each turn
                    seat_color = th.SEAT_COLORS[int(head) % len(th.SEAT_COLORS)]
                    gap = 0 if n + 1 < len(shown) and shown[n + 1][0] == head else t.px(3)
                    bar = pygame.Rect(rect.x + pad, y + t.px(2), t.px(4), line_h - gap)
                    t.draw_rect(surface, seat_color, bar, border_radius=t.px(2))
                x = rect.x + pad + (t.px(14) if head != "new" else 0)
                t.blit_text(surface, words, (x, y), th.SMALL, color, bold=head == "new", box=box)
            y += line_h
