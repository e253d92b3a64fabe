"""Buttons, toggles, choosers, sliders and text fields with mouse and
keyboard focus. Scenes create widgets once and set their ``rect`` in their
layout step; a :class:`FocusGroup` routes events and draws focus rings.

Every widget also says itself in words for speech (:meth:`Widget.spoken`:
"Oklahoma, switch, off"), and the focus group tells what changed since it
was last asked (:meth:`FocusGroup.news`): the scene stack speaks it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, ClassVar, Sequence

import pygame

from ..i18n import N_, NN_, said, said_as, said_n
from ..storage.text import is_clean_char
from . import theme as th
from .control_words import EMPTY, OFF, ON, spoken_words
from .theme import Theme
from .tween import soonest

if TYPE_CHECKING:
    from .glyphs import Glyph

#: Of each second of its blink, the text caret shows this long.
CARET_ON_S = 0.55


@dataclass
class Widget:
    """Base: a rectangle that may take focus. ``hover`` eases towards 1 while
    the pointer is over it (drawn as a highlight)."""

    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    visible: bool = True
    hover: float = 0.0
    hovered: bool = False
    #: The name speech gives the widget where its label is not enough (a
    #: seat's name field, a label cut to fit); "" for its label.
    spoken_as: str = ""
    #: What speech says last, a sentence on what the control does ("" for nothing).
    spoken_description: str = ""
    #: What speech calls this kind of control ("switch").
    kind: ClassVar[str] = "control"

    def handle(self, event: pygame.event.Event, focused: bool) -> bool:
        """React to ``event``; True when consumed. By default a visible,
        enabled widget follows the pointer and activates on a click."""
        if not (self.visible and self.enabled):
            return False
        return self.pointer(event)

    def pointer(self, event: pygame.event.Event) -> bool:
        """Track hovering; a left click released on the widget activates it.
        True when such a click landed."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        """Keyboard activation (Enter or Space while focused)."""

    @property
    def hover_goal(self) -> float:
        return 1.0 if self.hovered and self.enabled else 0.0

    def update(self, dt: float) -> None:
        goal = self.hover_goal
        self.hover += (goal - self.hover) * min(1.0, dt * 14)
        if abs(goal - self.hover) < 0.01:
            self.hover = goal           # settled: no more frames for it

    def wake_in(self, focused: bool) -> float | None:
        """0 while the hover highlight eases, None at rest (see
        :meth:`~fanucci_desktop.ui.scene.Scene.wake_in`)."""
        return 0.0 if self.hover != self.hover_goal else None

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        raise NotImplementedError

    def spoken(self) -> str:
        """The widget in words, as speech says it when it takes the focus:
        its name, its kind, its state and its description ("Sound, switch, on")."""
        return spoken_words(self.spoken_as or getattr(self, "label", ""), self.kind, self.spoken_value(),
                            self.enabled, self.spoken_description)

    def spoken_value(self) -> str:
        """The part of :meth:`spoken` that the player changes ("on")."""
        return ""

    def spoken_change(self, before: str) -> str:
        """What speech says when the value changed from ``before`` while
        focused: the control's name and new value ("Sound: off", "Computer
        pace: Fast"; a text field says the letter typed instead)."""
        name = getattr(self, "label", "") or self.spoken_as
        return said(N_("{name}: {value}"), name=name, value=self.spoken_value()) if name else self.spoken_value()


def _mix(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def focus_ring(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, radius: float = 12) -> None:
    pad = theme.px(4)
    theme.draw_rect(surface, th.ACCENT, rect.inflate(pad * 2, pad * 2), max(2, theme.px(2.5)),
                    border_radius=theme.px(radius + 4))


@dataclass
class Button(Widget):
    """A push button, gold when ``primary``; a label too wide goes on two
    lines (no subtitle). With a ``badge`` (a pad's button) whose ``words``
    end the label, those words are drawn as its picture (speech says them)."""

    label: str = ""
    on_click: Callable[[], None] | None = None
    primary: bool = False
    subtitle: str = ""
    size: int = th.BODY
    badge: Glyph | None = None
    kind: ClassVar[str] = "button"

    def activate(self):
        if self.enabled and self.on_click is not None:
            self.on_click()

    def spoken(self):
        return spoken_words(self.spoken_as or self.label, self.kind, "", self.enabled, self.spoken_description,
                            self.subtitle)

    def draw(self, surface, theme, focused):
        if not self.visible:
            return
        r = theme.px(12)
        lift = round(theme.px(2) * self.hover)
        rect = self.rect.move(0, -lift)
        if self.primary:
            base, fg, edge = _mix(th.ACCENT, (250, 210, 120), self.hover), th.ACCENT_TEXT, th.ACCENT_DARK
        else:
            base, fg, edge = (_mix(th.PANEL, th.PANEL_HI, self.hover), th.TEXT,
                              _mix(th.PANEL_EDGE, th.ACCENT, self.hover * 0.6))
        if not self.enabled:
            base, fg, edge = th.PANEL, th.FAINT, th.PANEL
        theme.shadow(surface, rect, r, blur=6, offset=3 + 2 * self.hover, alpha=110)
        theme.draw_rect(surface, base, rect, border_radius=r)
        theme.draw_rect(surface, edge, rect, max(1, theme.px(1.2)), border_radius=r)
        badge = self.badge if self.badge is not None and self.label.endswith(self.badge.words) else None
        text = self.label[:-len(badge.words)] if badge is not None and badge.words else self.label
        step = theme.font(self.size, True).get_linesize()
        radius = max(theme.px(7), round(step * 0.7))
        room = badge.width(theme, radius, self.size) + theme.px(7) if badge is not None else 0
        box = rect.inflate(-theme.px(12) - room, 0).move(-room // 2, 0)
        if self.subtitle:
            drawn = [theme.blit_text(surface, text, (box.centerx, rect.centery - theme.px(2)),
                                     self.size, fg, bold=True, anchor="midbottom", box=box)]
            theme.blit_text(surface, self.subtitle, (rect.centerx, rect.centery + theme.px(2)), th.TINY,
                            fg if self.primary else th.MUTED, anchor="midtop",
                            box=rect.inflate(-theme.px(20), 0))
        else:
            lines = theme.lines_in(text, box.w, self.size, 2)
            drawn = [theme.blit_text(surface, line, (box.centerx, rect.centery + step * (i - (len(lines) - 1) / 2)),
                                     self.size, fg, bold=True, anchor="center", box=box)
                     for i, line in enumerate(lines)]
        if badge is not None:
            badge.draw(surface, theme, (drawn[-1].right + theme.px(7), drawn[-1].centery), radius, fg, self.size)
        if focused:
            focus_ring(surface, theme, rect)


@dataclass
class Toggle(Widget):
    """An on/off switch with a label on its left."""

    label: str = ""
    value: bool = False
    on_change: Callable[[bool], None] | None = None
    kind: ClassVar[str] = "switch"

    def activate(self):
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def spoken_value(self):
        return said_as(*ON) if self.value else said_as(*OFF)

    def draw(self, surface, theme, focused):
        _row_background(surface, theme, self.rect, self.hover)
        theme.blit_text(surface, self.label, (self.rect.x + theme.px(16), self.rect.centery),
                        th.BODY, th.TEXT if self.enabled else th.FAINT, anchor="midleft")
        h = theme.px(26)
        w = theme.px(48)
        sw = pygame.Rect(0, 0, w, h)
        sw.midright = (self.rect.right - theme.px(16), self.rect.centery)
        theme.draw_rect(surface, th.ACCENT if self.value else (58, 68, 86), sw, border_radius=h // 2)
        knob_x = sw.right - h // 2 if self.value else sw.left + h // 2
        theme.draw_circle(surface, (250, 248, 240), (knob_x, sw.centery), h // 2 - theme.px(3))
        if focused:
            focus_ring(surface, theme, self.rect, 10)


@dataclass
class Choice(Widget):
    """Pick one of ``options`` with arrows (or Left/Right keys); the label on
    the left, the current choice between the arrows on the right."""

    label: str = ""
    options: Sequence[str] = ()
    labels: Sequence[str] = ()
    index: int = 0
    on_change: Callable[[str], None] | None = None
    split_x: int = 0
    kind: ClassVar[str] = "button"

    @property
    def value(self) -> str:
        return self.options[self.index]

    def set_value(self, value: str) -> None:
        if value in self.options:
            self.index = list(self.options).index(value)

    def _arrow_rects(self, theme: Theme) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        s = min(self.rect.h - theme.px(12), theme.px(32))
        span = min(theme.px(260), self.rect.w // 2) if self.label else self.rect.w - theme.px(12)
        right = pygame.Rect(0, 0, s, s)
        right.midright = (self.rect.right - theme.px(10), self.rect.centery)
        left = pygame.Rect(0, 0, s, s)
        left.midright = (right.right - span, self.rect.centery)
        if not self.label:
            left.midleft = (self.rect.x + theme.px(6), self.rect.centery)
        mid = pygame.Rect(left.right, self.rect.y, right.left - left.right, self.rect.h)
        return left, mid, right

    def step(self, delta: int) -> None:
        if not self.options or not self.enabled:
            return
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event, focused):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            mid_x = self.split_x or self.rect.centerx
            self.step(-1 if event.pos[0] < mid_x else 1)
            return True
        elif event.type == pygame.KEYDOWN and focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def activate(self):
        self.step(1)

    def spoken_value(self):
        return str((self.labels or self.options)[self.index]) if self.options else ""

    def draw(self, surface, theme, focused):
        if self.label:
            _row_background(surface, theme, self.rect, self.hover)
            theme.blit_text(surface, self.label, (self.rect.x + theme.px(16), self.rect.centery),
                            th.BODY, th.TEXT, anchor="midleft")
        left, mid, right = self._arrow_rects(theme)
        self.split_x = mid.centerx
        fg = th.TEXT if self.enabled else th.FAINT
        for rect, pts in ((left, ((0.62, 0.25), (0.35, 0.5), (0.62, 0.75))),
                          (right, ((0.38, 0.25), (0.65, 0.5), (0.38, 0.75)))):
            theme.draw_rect(surface, th.PANEL_HI, rect, border_radius=rect.h // 2)
            theme.draw_lines(surface, th.ACCENT if self.enabled else th.FAINT, False,
                             [(rect.x + rect.w * a, rect.y + rect.h * b) for a, b in pts],
                             max(2, theme.px(2.5)))
        shown = (self.labels or self.options)[self.index] if self.options else ""
        theme.blit_text(surface, str(shown), mid.center, th.BODY, fg, bold=True, anchor="center",
                        box=mid.inflate(-theme.px(8), 0))
        if focused:
            focus_ring(surface, theme, self.rect, 10)


@dataclass
class Slider(Widget):
    """A 0..1 slider with a label; Left/Right keys move it by a tenth."""

    label: str = ""
    value: float = 0.5
    on_change: Callable[[float], None] | None = None
    dragging: bool = False
    track: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    kind: ClassVar[str] = "slider"

    def spoken_value(self):
        return said_n(*NN_("{n} percent", "{n} percent"), round(self.value * 100))

    def _set(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)), 2)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def handle(self, event, focused):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        if self.dragging and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            if self.track.w:
                self._set((event.pos[0] - self.track.x) / self.track.w)
            if event.type == pygame.MOUSEBUTTONUP:
                self.dragging = False
            return True
        if event.type == pygame.KEYDOWN and focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._set(self.value + (0.1 if event.key == pygame.K_RIGHT else -0.1))
            return True
        return False

    def draw(self, surface, theme, focused):
        _row_background(surface, theme, self.rect, self.hover)
        theme.blit_text(surface, self.label, (self.rect.x + theme.px(16), self.rect.centery),
                        th.BODY, th.TEXT if self.enabled else th.FAINT, anchor="midleft")
        span = min(theme.px(260), self.rect.w // 2)
        self.track = pygame.Rect(self.rect.right - theme.px(26) - span + theme.px(50),
                                 self.rect.centery - theme.px(3), span - theme.px(50), theme.px(6))
        theme.draw_rect(surface, (58, 68, 86), self.track, border_radius=self.track.h)
        filled = self.track.copy()
        filled.w = round(self.track.w * self.value)
        theme.draw_rect(surface, th.ACCENT if self.enabled else th.FAINT, filled, border_radius=self.track.h)
        theme.draw_circle(surface, (250, 248, 240), (self.track.x + filled.w, self.track.centery), theme.px(10))
        theme.blit_text(surface, f"{round(self.value * 100)}%",
                        (self.track.x - theme.px(14), self.rect.centery), th.SMALL, th.MUTED, anchor="midright")
        if focused:
            focus_ring(surface, theme, self.rect, 10)


@dataclass
class TextField(Widget):
    """A one-line text input (names, deal numbers). ``allowed`` filters keys.

    Editing as in any text box: a click on the field when it is not focused
    selects its whole text (typing replaces it), a click in the focused
    field puts the caret there; Ctrl+A selects all; Left, Right, Home and
    End move the caret (with Shift they select); Backspace and Delete take
    the selection or the letter beside the caret."""

    value: str = ""
    placeholder: str = ""
    max_len: int = 16
    allowed: Callable[[str], bool] = is_clean_char
    on_change: Callable[[str], None] | None = None
    caret: float = 0.0
    #: Where the caret stands (a letter index; None: at the end).
    caret_at: int | None = None
    #: The other end of the selection (None: nothing selected).
    anchor: int | None = None
    #: The x of each caret place in the last frame (for a click).
    places: list[int] = field(default_factory=list)
    kind: ClassVar[str] = "text field"

    @property
    def cursor(self) -> int:
        """The caret's index, kept inside the value (which others may set)."""
        return len(self.value) if self.caret_at is None else min(self.caret_at, len(self.value))

    def selection(self) -> tuple[int, int] | None:
        """The selected letters as (start, end), or None."""
        if self.anchor is None or min(self.anchor, len(self.value)) == self.cursor:
            return None
        return tuple(sorted((min(self.anchor, len(self.value)), self.cursor)))  # type: ignore[return-value]

    def select_all(self) -> None:
        self.anchor, self.caret_at = 0, len(self.value)

    def _move(self, to: int, select: bool) -> None:
        if select and self.anchor is None:
            self.anchor = self.cursor
        elif not select:
            self.anchor = None
        self.caret_at = max(0, min(len(self.value), to))
        self.caret = 0.0                # the caret shows at once where it went

    def _edit(self, start: int, end: int, text: str) -> None:
        """Put ``text`` in place of letters ``start`` to ``end`` (within ``max_len``)."""
        text = text[: max(0, self.max_len - (len(self.value) - (end - start)))]
        self.value = self.value[:start] + text + self.value[end:]
        self.anchor, self.caret_at = None, start + len(text)
        self.caret = 0.0
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event, focused):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if not focused:
                self.select_all()       # a click into the field: what is typed replaces it
            elif self.places:
                self._move(min(range(len(self.places)), key=lambda i: abs(self.places[i] - event.pos[0])),
                           False)
            return True   # takes the focus
        if not focused:
            return False
        if event.type == pygame.TEXTINPUT:
            text = "".join(ch for ch in event.text if self.allowed(ch))
            if text:
                start, end = self.selection() or (self.cursor, self.cursor)
                self._edit(start, end, text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.select_all()
        elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            chosen = self.selection()
            at = self.cursor
            if chosen is not None:
                self._edit(*chosen, "")
            elif event.key == pygame.K_BACKSPACE and at > 0:
                self._edit(at - 1, at, "")
            elif event.key == pygame.K_DELETE and at < len(self.value):
                self._edit(at, at + 1, "")
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            chosen = self.selection()
            if chosen is not None and not shift:        # an arrow ends a selection at its side
                self._move(chosen[0] if event.key == pygame.K_LEFT else chosen[1], False)
            else:
                self._move(self.cursor + (1 if event.key == pygame.K_RIGHT else -1), shift)
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self._move(0 if event.key == pygame.K_HOME else len(self.value), shift)
        else:
            return False
        return True

    def update(self, dt):
        super().update(dt)
        self.caret = (self.caret + dt) % 1.0

    def spoken(self):
        return spoken_words(self.spoken_as or self.placeholder, self.kind, self.value or said(EMPTY),
                            self.enabled, self.spoken_description)

    def spoken_value(self):
        return self.value

    def spoken_change(self, before):
        """What was typed ("A"), what was erased ("A, deleted"), or the new text."""
        after = self.value
        if after.startswith(before) and len(after) > len(before):
            return after[len(before):]
        if before.startswith(after) and len(before) > len(after):
            gone = before[len(after):]
            return said(N_("{letters}, deleted"), letters=gone) if after else said(N_("{letters}, deleted, empty"),
                                                                                   letters=gone)
        return after or said(EMPTY)

    def wake_in(self, focused: bool) -> float | None:
        """While focused, the caret blinks: the next frame is due when it
        shows or hides."""
        blink = (CARET_ON_S - self.caret if self.caret < CARET_ON_S else 1.0 - self.caret) \
            if focused else None
        return soonest(super().wake_in(focused), blink)

    def draw(self, surface, theme, focused):
        r = theme.px(8)
        theme.draw_rect(surface, (16, 22, 32), self.rect, border_radius=r)
        theme.draw_rect(surface, th.ACCENT if focused else _mix(th.PANEL_EDGE, th.MUTED, self.hover),
                        self.rect, max(1, theme.px(1.5)), border_radius=r)
        x = self.rect.x + theme.px(12)
        room = pygame.Rect(x, self.rect.y, self.rect.w - theme.px(24), self.rect.h)
        if not self.value:
            self.places = [x]
            theme.blit_text(surface, self.placeholder, (x, self.rect.centery), th.BODY, th.FAINT,
                            anchor="midleft", box=room)
        else:
            self.places = [x + theme.width(self.value[:i], th.BODY) for i in range(len(self.value) + 1)]
            chosen = self.selection() if focused else None
            if chosen is not None:
                band = pygame.Rect(self.places[chosen[0]], self.rect.y + theme.px(8),
                                   self.places[chosen[1]] - self.places[chosen[0]], self.rect.h - theme.px(16))
                theme.draw_rect(surface, th.ACCENT_DARK, band.clip(room), border_radius=theme.px(3))
            theme.blit_text(surface, self.value, (x, self.rect.centery), th.BODY, th.TEXT, anchor="midleft",
                            box=room)
        if focused and self.caret < CARET_ON_S:
            h = theme.px(22)
            caret_x = min(self.places[min(self.cursor, len(self.places) - 1)], room.right)
            theme.draw_line(surface, th.ACCENT, (caret_x, self.rect.centery - h // 2),
                            (caret_x, self.rect.centery + h // 2), max(1, theme.px(2)))


def _row_background(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, hover: float) -> None:
    color = _mix((26, 34, 48), th.PANEL_HI, hover)
    theme.draw_rect(surface, color, rect, border_radius=theme.px(10))


class FocusGroup:
    """The focusable widgets of a scene in Tab order. Tab / Shift+Tab and
    Up/Down move the focus; Enter or Space activates the focused widget; the
    mouse moves the focus to what it hovers."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus: int | None = None
        #: The widget and value last said (see :meth:`news`).
        self._said: tuple[Widget | None, str] = (None, "")

    def set(self, widgets: Sequence[Widget]) -> None:
        self.widgets = list(widgets)
        if self.focus is not None and self.focus >= len(self.widgets):
            self.focus = None

    @property
    def focused(self) -> Widget | None:
        if self.focus is None or not 0 <= self.focus < len(self.widgets):
            return None
        return self.widgets[self.focus]

    def move(self, delta: int) -> None:
        self._said = (None, "")             # speech says the focus again, even if it stays
        live = [i for i, w in enumerate(self.widgets) if w.visible and w.enabled]
        if not live:
            return
        if self.focus not in live:
            self.focus = live[0] if delta > 0 else live[-1]
            return
        pos = live.index(self.focus)
        self.focus = live[(pos + delta) % len(live)]

    def handle(self, event: pygame.event.Event, arrows: bool = True) -> bool:
        """Route ``event``; True when a widget or the focus logic used it."""
        focused = self.focused
        for w in list(self.widgets):
            if w.handle(event, w is focused):
                if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN):
                    # the handler may have rebuilt the widgets: focus the one
                    # clicked only if it is still there
                    self.focus = next((i for i, x in enumerate(self.widgets) if x is w), None)
                return True
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            if event.key == pygame.K_TAB:
                self.move(-1 if shift else 1)
                return True
            if arrows and event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move(1 if event.key == pygame.K_DOWN else -1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
                if not isinstance(focused, TextField):
                    focused.activate()
                    return True
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def news(self, whole: bool = False) -> str:
        """What speech says about the focus since it last asked: the focused
        widget in full when the focus moved (or with ``whole``), its change
        when its value changed ("off", a letter typed), else ""."""
        w = self.focused
        before_widget, before = self._said
        self._said = (w, w.spoken_value() if w is not None else "")
        if w is None:
            return ""
        if whole or w is not before_widget:
            return w.spoken()
        return w.spoken_change(before) if self._said[1] != before else ""

    def wake_in(self) -> float | None:
        """The soonest of the widgets' :meth:`Widget.wake_in`."""
        focused = self.focused
        return soonest(*(w.wake_in(w is focused) for w in self.widgets))

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        focused = self.focused
        for w in self.widgets:
            if w.visible:
                w.draw(surface, theme, w is focused)
