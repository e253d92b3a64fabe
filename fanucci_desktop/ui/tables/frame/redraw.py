"""What of a table's picture changed since the last frame drawn.

While cards move and nothing else does, a frame need not paint the whole
window. :class:`Redraw` remembers how each card sprite looked in the last
frame drawn and answers, for the next, the rectangles that changed: where
each changed sprite was and where it is now (with room for its shadow, its
selection ring, a hint's glow and the cursor's ring), the thinking dots,
the pop-ups and the painter's marks that follow a card
(:meth:`.TablePainter.marks`). The app draws the whole frame clipped to
them and shows only them (:meth:`~fanucci_desktop.app.App.draw`): inside,
everything is drawn as in a whole frame, in the same order, so the pixels
are the same.

When the game moves on (the sprites brought to a new view, a move, the
turn passing, the hand ending, an animation ending, a line logged, a
message), the rest of the picture may change too: the plates, the prompt,
the log strip, pile labels, highlights, buttons, a recap. Such a frame
draws the picture once with nothing shown, to list its strokes
(:mod:`...ink`), and draws again where they differ from the strokes on
screen, besides where the cards changed (after a move, the frame before
rehearsed the picture and listed them: :meth:`Redraw.rehearse`; they serve
when nothing they show changed since). The strokes on screen are those
of the last frame drawn whole, or listed so; a frame drawn in part for
moving cards changes no other stroke but the marks, the pop-ups and the
dots, which it draws again itself. A frame drawn in several passes
replays in every pass the strokes listed once (by that first drawing with
nothing shown, or by its first pass), instead of running the table's
drawing code once a pass.

Anything else changing asks for the whole window (None): the selection,
the pointer's card, the keyboard cursor, a hint, a side panel, a new hand,
a part that asks for frames of its own (a highlight easing, cards carried,
a hint being found), a table marking a thinking AI itself, the lesson's
coach, a resize, or a frame the table did not draw last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypeVar

import pygame

from ...ink import Ink, Stroke, changed, replay
from ...sprites import CardSprite, sprite_bounds
from ..parts.popups import Popups
from ..parts.tools import ThinkingDots

if TYPE_CHECKING:
    from ..base import Table

T = TypeVar("T")

#: Room around a sprite, in design pixels, for what is drawn around a card
#: (the selection ring, a hint's glow, the keyboard cursor's ring).
RING_ROOM = 12


def sprite_look(sprite: CardSprite, marked: bool) -> tuple:
    """What decides how ``sprite`` is drawn (``marked``: selected or hinted,
    drawn with a ring)."""
    return (sprite.card, sprite.x, sprite.y, sprite.angle, sprite.scale, sprite.alpha,
            sprite.flip, sprite.lift, sprite.z, sprite.dying, marked)


class Redraw:
    """The changes of one table's picture from frame to frame (see the
    module docstring). The table asks :meth:`damage` once for every frame
    it draws."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: The number of the last frame drawn with this table alone (None: none yet).
        self.picture: int | None = None
        #: What else the last frame was drawn from (:meth:`picture_key`).
        self.key: tuple | None = None
        #: What of the game the last frame showed (:meth:`game_key`).
        self.game: tuple | None = None
        #: The strokes on screen (None: not known).
        self.strokes: list[Stroke] | None = None
        #: The strokes of the picture this frame draws, listed before it is
        #: drawn, to replay within each clip (None: run the drawing code).
        self.replay: list[Stroke] | None = None
        #: Where the thinking dots were drawn last (None: not shown).
        self.dots: pygame.Rect | None = None
        #: True when the sprites were brought to a new view since the last frame drawn.
        self.restated = False
        #: Each sprite drawn last, by id: the sprite (held, so that its id is
        #: not given to another while it is remembered), its look and its bounds.
        self.drawn: dict[int, tuple[CardSprite, tuple, pygame.Rect]] = {}
        #: Where the pop-ups and the painter's marks were drawn last.
        self.marks: list[pygame.Rect] = []
        #: The card width and ring room the bounds in :attr:`drawn` were measured with.
        self.measure: tuple[int, int] | None = None
        #: The app frame in which the sprites were last brought to a new view.
        self.viewed_in: int | None = None
        #: The last picture this table was asked for (None after one it did not draw).
        self.shown: int | None = None
        #: True after a frame left a new view for a later one to draw (:meth:`damage`).
        self.owed = False
        #: True once the new view owed was rehearsed (:meth:`rehearse`).
        self.rehearsed = False
        #: The strokes the rehearsal listed, and what they were listed
        #: from: (picture, :attr:`viewed_in`, :meth:`picture_key`, :meth:`game_key`).
        self.rehearsal: tuple[Ink, tuple] | None = None

    def restate(self) -> None:
        """The sprites were brought to a new view: what the table shows
        besides them may have changed too (the next frame compares strokes)."""
        self.restated = True
        self.viewed_in = self.table.app.frames

    def damage(self, picture: int) -> list[pygame.Rect] | None:
        """The rectangles frame ``picture`` must draw again, [] for none;
        None for the whole window. Remembers this frame as drawn.

        A frame whose own update brought the sprites to a new view (a move
        applied: the engine, the sync, the autosave) draws nothing when the
        table was on show in the frame before, and leaves the new view owed
        (:attr:`owed`; the table asks for frames until it is drawn). The
        next frame rehearses it with nothing shown (:meth:`rehearse`), and
        the one after draws it, finding its new words and panels made (a
        hand's recap is several milliseconds of them). So no frame both
        works out a move and draws it, nor makes a picture's new words and
        draws them; the move shows two frames later. Input draws at once
        (the app draws whole then)."""
        table = self.table
        if (self.viewed_in == table.app.frames and not self.owed
                and self.shown is not None and picture == self.shown + 1):
            self.owed, self.rehearsed = True, False
        elif self.owed and not self.rehearsed:
            self.rehearsed = True
            if table.theme.drawn is None:       # (texts checked: none drawn unseen)
                self.rehearse(picture)
        else:
            return self.changes(picture)
        self.shown = None
        if self.picture == picture - 1:
            self.picture = picture           # nothing drawn: the window keeps the last picture
        return []

    def changes(self, picture: int) -> list[pygame.Rect] | None:
        """What frame ``picture`` draws again, the new view owed drawn with
        it (see :meth:`damage`)."""
        table = self.table
        self.owed = False
        self.shown = picture
        self.replay = None
        continuous = self.picture is not None and picture == self.picture + 1
        self.picture = picture
        key, game = self.picture_key(), self.game_key()
        same = continuous and key == self.key and self.quiet()
        moved_on = self.restated or game != self.game
        self.key, self.game, self.restated = key, game, False
        rehearsed = self.rehearsed_strokes(picture, key, game)     # (kept no longer in any case)
        before, marks_before, dots_before = self.drawn, self.marks, self.dots
        self.on_screen()
        now = self.drawn
        if not same or (moved_on and (self.strokes is None or table.theme.drawn is not None)):
            return None               # (while texts are checked, the app draws whole anyway)
        rects = [rect for sid, (_, look, rect) in now.items()
                 if sid not in before or before[sid][1] != look]
        rects += [rect for sid, (_, look, rect) in before.items()
                  if sid not in now or now[sid][1] != look]
        if marks_before != self.marks or table.popups:        # a pop-up fades as it rises
            rects += marks_before + self.marks
        rects += [area for area in (dots_before, self.dots) if area is not None]   # they pulse
        if moved_on:
            fresh = rehearsed is None
            ink = self.strokes_now() if fresh else rehearsed
            rects += changed(self.strokes, ink.strokes)
            self.strokes = ink.strokes
            self.replay = ink.strokes if ink.replayable and fresh else None   # (its cards' places are the last frame's)
        return rects

    def on_screen(self) -> None:
        """The sprites, the pop-ups and painter's marks and the thinking
        dots, as the table draws them now, are those on screen (the marks: the
        painter's and the whole-pile view's chips)."""
        table = self.table
        self.drawn = self.sprites_now()
        self.marks = table.popups.areas() + table.painter.marks() + table.pile_view.marks()
        dots = next(p for p in table.parts if isinstance(p, ThinkingDots))
        self.dots = dots.area() if dots.shown() else None

    def strokes_now(self) -> Ink:
        """The strokes of the table's picture now: the table drawn with the
        window's clip empty, so that nothing is drawn (see :mod:`...ink`)."""
        return self.unseen(self.listen)

    def rehearse(self, picture: int) -> None:
        """Draw the table with the window's clip empty, in frame
        ``picture``: nothing is drawn, but what its picture needs (words,
        panels, shadows) is made and kept, and its strokes are listed for
        the next frame (:meth:`rehearsed_strokes`)."""
        ink = self.unseen(self.listen)
        self.rehearsal = ink, (picture, self.viewed_in, self.picture_key(), self.game_key())

    def rehearsed_strokes(self, picture: int, key: tuple, game: tuple) -> Ink | None:
        """The strokes the rehearsal listed in the frame before ``picture``,
        when nothing they show changed since (no new view, the same
        ``key`` and ``game``): the game's strokes of this frame, but for
        the cards, which moved on (they are followed sprite by sprite).
        None otherwise. Used once."""
        rehearsal, self.rehearsal = self.rehearsal, None
        if rehearsal is None or rehearsal[1] != (picture - 1, self.viewed_in, key, game):
            return None
        return rehearsal[0]

    def unseen(self, draw: Callable[[pygame.Surface], T]) -> T:
        """``draw`` on the window with its clip empty, the table laid out for
        the window as it is now (after a resize the theme's scale is already
        the new window's: places of the old size at the new scale do not fit)."""
        surface = self.table.app.screen
        self.table.ensure_layout(surface.get_size())
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, 0, 0, 0))
        try:
            return draw(surface)
        finally:
            surface.set_clip(clip)

    def listen(self, surface: pygame.Surface) -> Ink:
        """Draw the table on ``surface``, its strokes noted."""
        theme = self.table.theme
        ink = theme.ink = Ink(surface)
        try:
            self.table.draw_picture(surface)
            return ink
        finally:
            theme.ink = None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table on ``surface``: a frame drawn whole runs the
        drawing code and keeps its strokes as the strokes on screen; a pass
        of a frame drawn in part replays the strokes listed for the frame
        (:meth:`damage`, or its first pass), else runs the drawing code
        within the clip, listing the strokes for the passes after it."""
        if surface.get_clip() == surface.get_rect():
            self.strokes = self.listen(surface).strokes
            self.on_screen()        # (drawn whole for input while a new view was owed, too)
        elif self.replay is not None:
            replay(self.replay, surface)
        elif len(self.table.app.clips) > 1:
            ink = self.listen(surface)
            if ink.replayable:
                self.replay = ink.strokes
        else:
            self.table.draw_picture(surface)

    def sprites_now(self) -> dict[int, tuple[CardSprite, tuple, pygame.Rect]]:
        """Each sprite by id: the sprite, its look and its bounds now (the
        bounds of the last frame drawn when its look is the same)."""
        table = self.table
        marked = {id(s) for s in table.selected} | {id(s) for s in table.hint.sprites()}
        room = table.theme.px(RING_ROOM)
        before = self.drawn if self.measure == (table.card_w, room) else {}
        self.measure = (table.card_w, room)
        now = {}
        for s in table.sprites:
            look = sprite_look(s, id(s) in marked)
            was = before.get(id(s))
            now[id(s)] = (s, look, was[2] if was is not None and was[1] == look
                          else sprite_bounds(s, table.card_w, room))
        return now

    def quiet(self) -> bool:
        """True when nothing but the sprites, the thinking dots and the
        pop-ups may have changed by itself: no other part asks for frames of
        its own (a highlight easing, cards carried, a hint being found), no
        lesson, and a thinking AI is marked by the shared dots."""
        table = self.table
        if table.coach is not None:
            return False
        if table.session.thinking and table.marks_thinking:
            return False
        return all(part.wake_in() is None for part in table.parts
                   if not isinstance(part, (ThinkingDots, Popups)))

    def picture_key(self) -> tuple:
        """What, besides the sprites and the game (:meth:`game_key`), the
        table's picture is drawn from: a change draws the whole window."""
        table = self.table
        return (table.size, table.card_w, len(table.match.hands),
                id(table.hover_sprite), table.side.open, table.side.back,
                id(table.hint.move), table.hand_cursor.index, table.buttons.focus, table.pile_view.open)

    def game_key(self) -> tuple:
        """What of the game the picture shows besides the sprites: a change
        draws again where the picture's strokes changed."""
        table = self.table
        return (id(table.match.state), table.session.summary_due, table.session.thinking, table.busy,
                tuple(table.seats),                        # a friend's connection on their plate
                table.line.text, table.line.said, len(table.log.lines),
                tuple(tuple(vars(widget).values())         # every field of a button may show
                      for widget in (*table.buttons.widgets, *table.tools.buttons, table.menu_button)))
