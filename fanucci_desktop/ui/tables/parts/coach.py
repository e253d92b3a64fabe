"""The coach of a lesson, over any game table.

A :class:`Coach` shows what :class:`~fanucci_desktop.session.lesson.Guide`
says: a panel with what to do and why (or a tip once the script is over),
rings on the cards and zones it speaks of, and a "Show me" button that
plays the step. The panel sits where the table says it hides nothing the
player needs (``coach_room``). The table keeps its own controls: the
learner plays with them, and the session holds back a different legal move
with the coach's words. The coach is a part of the table
(``table.coach``, in a lesson only): it takes Show me and clicks on its
panel, and draws over the table and its other tools.

The coach's words name keys ("press Pass (or N)"); while a pad was the
device used last they name the pad's buttons instead, and while a finger
was, taps for clicks, drawn and said (:func:`.keycaps.device_words`), and
so does its Show me button (rebuilt when the device in hand changes).

The guide's words are English messages: the coach says them, its title,
its Show me button and what speech adds in the player's language as it
draws and speaks (:func:`coach_said`), so a language chosen meanwhile is
spoken at once; the device's words are then found in the translated line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....engine.cards import parse_card
from ....i18n import N_, Language, Message
from ....session.lesson import Guide
from ....speech import sentences
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...controls import LESSON, Act, act_for
from ...widgets import Button
from ..generic import button_width
from .keycaps import device_words, key_caption, keyed_button

if TYPE_CHECKING:  # the table the coach sits on (fanucci_desktop.ui.tables.base.Table)
    from ..base import Table

#: The colour of the coach's rings and title.
COACH = (250, 214, 110)
#: The panel's width at unit scale.
PANEL_W = 380
#: What speech adds to the coach's line when it is the learner's step (the
#: panel shows it on its Show me button), ``key`` Show me's key or pad button.
SHOW_ME_SAID = N_("{key} shows you how.")


def coach_width(table: Table) -> int:
    """How wide a lesson's coach panel, or the open game log, is at this
    window: its design width, at most a third of the window; 0 with neither."""
    return min(table.theme.px(PANEL_W), table.size[0] // 3) if table.coach or table.side.open == "log" else 0


def coach_said(language: Language, words: str) -> str:
    """``words``, an English text of the coach (a lesson's message, or a
    :class:`~fanucci_desktop.i18n.Message` such as a refusal), in
    ``language``; "" stays "" (no message)."""
    if not words:
        return ""
    return language.said(words) if isinstance(words, Message) else language.gettext(words)


class Coach:
    """The coach panel, its pointers and its Show me button for ``guide``."""

    def __init__(self, table: Table, guide: Guide) -> None:
        self.table = table
        self.guide = guide
        self.show_me = self.show_me_button()
        #: The device used last, the pad's kind and the language, as the Show me button names them.
        self.device = self.in_hand()
        self.panel = pygame.Rect(0, 0, 0, 0)
        #: True once the finished lesson has been marked in the settings.
        self.marked = False
        #: The coach's words last given to speech (:meth:`news`).
        self._heard: tuple[str, str] = ("", "")

    def show_me_button(self) -> Button:
        """The Show me button in the player's language, named with the key
        (or the pad's button) that presses it."""
        return keyed_button(self.table, self.table.app.language.gettext("Show me"), Act.SHOW_ME,
                            primary=True, size=th.SMALL)

    def in_hand(self) -> tuple[str, str, str]:
        """The device used last, the pad's kind and the language spoken."""
        pads = self.table.app.devices.pads
        return pads.last, pads.style, self.table.app.language.code

    def words(self) -> tuple[str, str]:
        """What the coach says now (:meth:`.Guide.words`), in the player's language."""
        language = self.table.app.language
        say, why = self.guide.words()
        return coach_said(language, say), coach_said(language, why)

    # Layout and input --------------------------------------------------------------
    def place(self) -> None:
        """The panel's place: the table's room for it (``Table.coach_room``),
        at most :data:`PANEL_W` wide; its height is set when it is drawn."""
        room = self.table.coach_room()
        self.panel = pygame.Rect(room.x, room.y, min(room.w, self.table.theme.px(PANEL_W)), 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """Show me (its button or its key), and clicks on the panel (they
        never reach the cards under it)."""
        if act_for(event, LESSON) is Act.SHOW_ME:
            self.play_step()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.show_me.handle(event, False)
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and self.panel.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP and self.show_me.visible \
                    and self.show_me.rect.collidepoint(event.pos):
                self.play_step()
            return True
        return False

    def play_step(self) -> bool:
        """Show me: play the learner's scripted move now; False when there is none."""
        move = self.guide.expected() if self.guide.learner_step() is not None else None
        if move is None or not self.table.session.human_turn or self.table.busy:
            return False
        return self.table.flow.play(move)

    def update(self, dt: float) -> None:
        """Show me only on the learner's turn; the lesson marked learnt in
        the settings once its hand is over; the Show me button named anew
        when the device in hand or the language changes."""
        if self.in_hand() != self.device:
            self.device = self.in_hand()
            self.show_me = self.show_me_button()
        self.show_me.visible = self.guide.learner_step() is not None and self.table.session.human_turn
        self.show_me.update(dt)
        if self.guide.finished and not self.marked:
            self.marked = True
            done = self.table.app.settings.lessons_done
            if self.guide.lesson.game_id not in done:
                self.table.app.update_settings(lessons_done=(*done, self.guide.lesson.game_id))

    # Speech ------------------------------------------------------------------------
    @property
    def instructs(self) -> bool:
        """True while the coach's line is what the learner is to do now (a
        scripted step of the learner's): speech says it instead of the prompt."""
        return self.guide.learner_step() is not None and self.table.session.human_turn

    def news(self) -> str:
        """What the coach says that was not said yet, as speech tells it: its
        line to act on and its reason (or tip), each when it changes, and on
        the learner's step how Show me is asked for, its keys named as the
        device in hand names them, all in the player's language; "" when
        nothing is new. Each call takes the news: the next one says only
        what changed since (the device changing is no news; the language
        changing is: the words are said again in it)."""
        say, why = self.words()
        said_say, said_why = self._heard
        self._heard = (say, why)
        fresh_say = say if say != said_say else ""
        fresh_why = why if why != said_why else ""
        if not (fresh_say or fresh_why):
            return ""
        show_me = self.table.app.language.gettext(SHOW_ME_SAID, key=key_caption(self.table, Act.SHOW_ME))
        return device_words(self.table, sentences(fresh_say, fresh_why,
                                               show_me if fresh_say and self.instructs else ""))

    # Drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The rings on what the coach speaks of, then the panel."""
        t = self.table.theme
        for rect in self.pointed():
            t.draw_rect(surface, COACH, rect.inflate(t.px(12), t.px(12)), max(2, t.px(4)),
                        border_radius=t.px(10))
        self.place()
        room = self.table.coach_room()
        say, why = (device_words(self.table, words) for words in self.words())
        note = device_words(self.table, coach_said(self.table.app.language, self.guide.refused)) or why
        pad = t.px(14)
        width = self.panel.w - 2 * pad
        lines = [(line, True, th.TEXT) for line in t.wrap(say, width, th.SMALL, True)]
        lines += [(line, False, th.HINT if self.guide.refused else th.MUTED)
                  for line in t.wrap(note, width, th.SMALL)] if note else []
        step = t.font(th.SMALL).get_linesize()
        title_h = t.font(th.TINY, True).get_linesize() + t.px(6)
        button_h = t.px(38) + pad if self.show_me.visible else 0
        space = room.bottom - self.panel.y - 2 * pad - title_h - button_h
        shown = max(1, min(len(lines), space // step))
        self.panel.h = 2 * pad + title_h + shown * step + button_h
        t.panel(surface, self.panel, alpha=245)
        x, y = self.panel.x + pad, self.panel.y + pad
        box = pygame.Rect(x, self.panel.y, width, self.panel.h)
        t.blit_text(surface, self.table.app.language.gettext("Coach"), (x, y), th.TINY, COACH, bold=True,
                    box=box)
        y += title_h
        for i, (line, bold, color) in enumerate(lines[:shown]):
            rest = " ".join(text for text, _, _ in lines[i:]) if i == shown - 1 else line
            t.blit_text(surface, rest, (x, y), th.SMALL, color, bold=bold, box=box)
            y += step
        if self.show_me.visible:
            bw = button_width(t, self.show_me.label, minimum=t.px(110))
            self.show_me.rect = pygame.Rect(self.panel.right - pad - bw, self.panel.bottom - pad - t.px(38),
                                            bw, t.px(38))
            self.show_me.draw(surface, t, False)

    def wake_in(self) -> float | None:
        return self.show_me.wake_in(False)

    def pointed(self) -> list[pygame.Rect]:
        """The screen rectangles of what the coach points at now: a card
        (the part of each copy in view), or every card of a zone."""
        rects: list[pygame.Rect] = []
        for pointer in self.guide.pointers():
            card = parse_card(pointer.card) if pointer.card else None
            live = [s for s in self.table.sprites if s.zone == pointer.zone and not s.dying]
            found = [s for s in live if card is None or s.card == card]
            if not found:
                continue
            if card is None:
                shown = [s.rect(self.table.card_w, CARD_ASPECT) for s in found]
                rects.append(shown[0].unionall(shown[1:]))
            else:               # every copy of the card (two decks hold two)
                rects += [in_view(s.rect(self.table.card_w, CARD_ASPECT),
                                  [o.rect(self.table.card_w, CARD_ASPECT) for o in live if o.z > s.z])
                          for s in found]
        return rects


def in_view(rect: pygame.Rect, over: list[pygame.Rect]) -> pygame.Rect:
    """``rect`` cut back to the part left in view by the cards ``over`` it
    in a fan or a column: a card lying further right (or further down) and
    covering the rest of it on that side."""
    out = rect.copy()
    for other in over:
        if out.left < other.left < out.right and other.right >= out.right \
                and other.top <= out.centery <= other.bottom:
            out.width = other.left - out.left
        elif out.top < other.top < out.bottom and other.bottom >= out.bottom \
                and other.left <= out.centerx <= other.right:
            out.height = other.top - out.top
    return out
