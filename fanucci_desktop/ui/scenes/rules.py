"""Rules: each game's rules (its record's ``rules``),
with pictures of the cards a paragraph names."""

from __future__ import annotations

import re

import pygame

from ...engine.cards import FANUCCI_SUITS, TRUMPS, Card, parse_card
from ...games import GAMES, record
from ...card_names import ALONE, card_name
from ...i18n import N_, SOURCE, Language, Message
from ...rules_text import Section
from ...session.lesson import LESSONS
from ...words import listed
from .. import controls
from .. import theme as th
from ..cardart import CARD_ASPECT
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, FocusGroup
from .common import header

#: How the rules are read aloud, said on entering the screen.
READ_KEYS = N_("Right reads the next paragraph, Left the one before")
#: What the gamepad section says first: which pad's names it uses.
PAD_NOTE = N_("A gamepad plays every game too. Its buttons are named here as on an Xbox pad: A is "
              "the lowest of the four buttons on the right, B the one on the right, X the one on the "
              "left and Y the top one. A PlayStation pad has Cross, Circle, Square and Triangle there; "
              "a Nintendo pad's buttons of the same letters do the same. At a table:")
#: How to play by ear, the last section of every game's rules.
BY_EAR = Section(N_("Play by ear"), (
    N_("F2 turns speech on or off on every screen (or Speech in Settings). Each screen then says its "
       "title and the control that has the focus; Tab and the arrow keys move the focus and say where "
       "it is, Enter or Space presses it, and a name field says each letter typed."),
    N_("On this screen, {keys}."),
    N_("At a table every move is told as the log writes it (yours, the others', a trick won, a hand "
       "ended and its score), then what you may do now; a refused move says why. Left and Right say "
       "each card of your hand, its place (\"3 of 10\") and whether it is selected; Space selects it."),
    N_("Keys that ask, the same in every game: R reads your hand (melds and deadwood in Gin and Fan "
       "Rummy, by suit in the others), O the open cards (the discard pile's top, the tableau, the "
       "columns), E the melds on the table, Q the trick so far, U the scores, I whose turn it is and "
       "the cards left in the stock, J the last lines of the log, and Y says the last words again."),
    N_("In a lesson the coach's words are said as they change, and W shows you how to do what the "
       "coach asks. Watch tells every move; a replay says each step it comes to, whose move it was "
       "and the move."),
    N_("With speech on, the computer's players wait until you have heard what happened before they "
       "move (AI waits for speech, in Settings, says how long). In pass-and-play the hand-off names "
       "only the next player, and nothing of a hand is said until its owner has pressed Enter."),
    N_("Started with --speech transcript:FILE, the game writes everything it would say to FILE, a line "
       "each, instead of speaking: for a braille display or a tool of your own."),
))

_CARD_RE = re.compile(r"(?<![\w∞])(?:([0-9]|∞) (" + "|".join(FANUCCI_SUITS) + r")\b|(10|[2-9AJQK])([SHDC])\b"
                      r"|(?<=the )(" + "|".join(TRUMPS) + r")\b"
                      r"|(Ace|King|Queen|Jack|10|[2-9]) of (Spades|Hearts|Diamonds|Clubs)\b)")
#: A standard card's rank and suit as words name them, in our notation's letters.
_RANK_LETTER = {"Ace": "A", "King": "K", "Queen": "Q", "Jack": "J"}


def cards_named(text: str, limit: int = 10) -> list[Card]:
    """The cards a paragraph names in our notation (``7 Zurfs``, ``QS``, and a
    trump after "the": ``the Grue``) or, for a standard card, in words ("Queen
    of Spades"), in order, each once."""
    out: list[Card] = []
    for m in _CARD_RE.finditer(text):
        if m.group(6):
            token = _RANK_LETTER.get(m.group(6), m.group(6)) + m.group(7)[0]
        elif m.group(5):
            token = m.group(5)
        else:
            token = f"{m.group(1)} {m.group(2)}" if m.group(1) else f"{m.group(3)}{m.group(4)}"
        card = parse_card(token)
        if card not in out:
            out.append(card)
        if len(out) >= limit:
            break
    return out


def picture_caption(cards: list[Card], language: Language = Language()) -> str:
    """What goes under a paragraph's card pictures: each card named in
    words in ``language``, in the order shown ("Ace of Hearts, 2 of Hearts
    and 3 of Hearts", "Herz-Ass, Herz-2 und Herz-3")."""
    if language.code == SOURCE:
        return listed([card.name for card in cards])
    return language.listed([card_name(card, ALONE, language) for card in cards])


class RulesScene(Scene):
    """A tab per game on the left, the chosen game's rules scrolling on the right."""

    name = "rules"

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id or GAMES[0].id
        self.tabs = [Button(label=info.name, on_click=lambda i=info.id: self.select(i)) for info in GAMES]
        gettext = app.language.gettext
        self.back = Button(label=gettext("Back"), primary=True, on_click=lambda: self.app.stack.pop())
        #: Opens the shown game's lesson, a guided first hand.
        self.learn = Button(label=gettext("Learn by playing"), visible=self.game_id in LESSONS,
                            on_click=lambda: self.app.nav.learn(self.game_id))
        self.focus = FocusGroup(self.tabs + [self.learn, self.back])
        self.scroll = 0.0
        self.goal = 0.0
        self._page: pygame.Surface | None = None
        self._page_key: tuple = ()
        self.view = pygame.Rect(0, 0, 0, 0)
        #: The paragraph last read aloud (-1: none yet; see :meth:`read`).
        self.reading = -1

    def select(self, game_id: str) -> None:
        self.game_id = game_id
        self.learn.visible = game_id in LESSONS
        self.scroll = self.goal = 0.0
        self.reading = -1
        self.app.speaker.say(self.spoken_title())

    def spoken_title(self) -> str:
        name = next(i.name for i in GAMES if i.id == self.game_id)
        lang = self.app.language
        return lang.ngettext("Rules of {game}. {keys}; {n} paragraph.", "Rules of {game}. {keys}; {n} paragraphs.",
                             len(self.paragraphs()), game=name, keys=lang.gettext(READ_KEYS))

    def focus_group(self):
        return self.focus

    def paragraphs(self) -> list[str]:
        """The rules as speech reads them, a paragraph at a time; a section's
        title starts its first paragraph."""
        return [f"{section.title}. {para}" if i == 0 else para
                for section in self.sections() for i, para in enumerate(section.paragraphs)]

    def read(self, step: int) -> None:
        """Read the next (``step`` 1) or previous (-1) paragraph aloud."""
        paragraphs = self.paragraphs()
        self.reading = min(max(0, self.reading + step), len(paragraphs) - 1)
        gettext = self.app.language.gettext
        ends = {0: gettext("First paragraph."), len(paragraphs) - 1: gettext("Last paragraph.")}
        self.app.speaker.say(" ".join(filter(None, (ends.get(self.reading), paragraphs[self.reading]))))

    def layout(self, size):
        w, h = size
        t = self.theme
        m = t.px(48)
        top = t.px(140)
        tab_w = t.px(230)
        for i, tab in enumerate(self.tabs):
            tab.rect = pygame.Rect(m, top + i * t.px(62), tab_w, t.px(52))
        bh = t.px(56)
        self.back.rect = pygame.Rect(m, h - t.px(30) - bh, tab_w, bh)
        self.learn.rect = self.back.rect.move(0, -bh - t.px(12))
        self.view = pygame.Rect(m + tab_w + t.px(28), top, w - 2 * m - tab_w - t.px(28), h - top - t.px(30))

    def controls_help(self) -> tuple[list[str], list[str]]:
        """The chosen game's gamepad items and its keys at the table (both
        from :mod:`..controls`; the keys with those of a match you host),
        as controls writes them: messages, said in the language where shown."""
        return controls.pad_help(self.game_id, "xbox"), controls.hosting_help(self.game_id)

    def english(self) -> list[Section]:
        """The chosen game's rules as written, in English: its record's
        sections, its gamepad and its keys (:meth:`controls_help`), and how
        to play by ear. Every heading and paragraph is a message (the
        gamepad's and keys' items made of messages, :func:`.controls.help_item`);
        a paragraph names its cards in the notation :func:`cards_named` reads."""
        pad, keys = self.controls_help()
        return [*record(self.game_id).rules, Section(N_("Gamepad"), (PAD_NOTE, *pad)),
                Section(N_("Keys"), tuple(keys)), BY_EAR]

    def sections(self) -> list[Section]:
        """:meth:`english` in the player's language, section for section and
        paragraph for paragraph (the gamepad's and keys' items said as made)."""
        language = self.app.language
        names = {"keys": language.gettext(READ_KEYS)}
        return [Section(language.gettext(section.title),
                        tuple(language.said(text) if isinstance(text, Message) else language.gettext(text, **names)
                              for text in section.paragraphs))
                for section in self.english()]

    def pictured(self) -> list[tuple[str, list[tuple[str, list[Card]]]]]:
        """What the page shows: each section's heading and its paragraphs in
        the player's language, each with the cards its English names (the
        same pictures in every language)."""
        return [(shown.title, [(text, cards_named(source))
                               for source, text in zip(written.paragraphs, shown.paragraphs)])
                for written, shown in zip(self.english(), self.sections())]

    def page(self) -> pygame.Surface:
        """The whole text of the chosen game, rendered once per width."""
        t = self.theme
        width = self.view.w - t.px(64)
        key = (self.game_id, width, id(self.app.art), t.unit, self.app.language.code)
        if self._page is not None and key == self._page_key:
            return self._page
        blocks: list[tuple[str, object]] = []
        for title, paragraphs in self.pictured():
            blocks.append(("title", title))
            for para, cards in paragraphs:
                for line in t.wrap(para, width, th.SMALL):
                    blocks.append(("line", line))
                if cards:
                    blocks.append(("cards", cards))
                blocks.append(("gap", t.px(10)))
        card_w = t.px(46)
        language = self.app.language
        heights = {"title": t.px(46), "line": t.px(23)}
        total = t.px(10)
        line_h = t.font(th.TINY).get_linesize()
        for kind, value in blocks:
            if kind == "cards":
                lines = len(t.wrap(picture_caption(value, language), width, th.TINY))  # type: ignore[arg-type]
                total += round(card_w * CARD_ASPECT) + t.px(4) + t.px(8) + lines * line_h + t.px(4)
                continue
            total += heights.get(kind, 0) if kind in heights else value  # type: ignore[operator]
        page = pygame.Surface((width, max(total, 1)), pygame.SRCALPHA)
        y = 0
        for kind, value in blocks:
            if kind == "title":
                y += t.px(14)
                r = t.blit_text(page, str(value), (0, y), th.BODY, th.ACCENT, bold=True)
                y = r.bottom + t.px(8)
            elif kind == "line":
                t.blit_text(page, str(value), (0, y), th.SMALL, th.TEXT)
                y += t.px(23)
            elif kind == "cards":
                x = 0
                for card in value:  # type: ignore[union-attr]
                    img = self.app.art.face(card, card_w)
                    page.blit(img, (x, y + t.px(4)))
                    x += card_w + t.px(8)
                y += img.get_height() + t.px(8)
                # the pictures' caption: each card by its name, in words
                for line in t.wrap(picture_caption(value, language), width, th.TINY):  # type: ignore[arg-type]
                    r = t.blit_text(page, line, (0, y), th.TINY, th.MUTED)
                    y = r.bottom
                y += t.px(4)
            else:
                y += value  # type: ignore[operator]
        self._page, self._page_key = page, key
        return page

    def max_scroll(self) -> float:
        return max(0.0, self.page().get_height() - (self.view.h - self.theme.px(48)))

    def handle(self, event):
        t = self.theme
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.read(1 if event.key == pygame.K_RIGHT else -1)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.goal -= event.y * t.px(60)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.goal += (1 if event.key == pygame.K_PAGEDOWN else -1) * self.view.h * 0.85
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.goal = 0 if event.key == pygame.K_HOME else self.max_scroll()
        else:
            self.focus.handle(event)
        self.goal = min(max(0.0, self.goal), self.max_scroll())

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)
        self.scroll += (self.goal - self.scroll) * min(1.0, dt * 14)
        if abs(self.goal - self.scroll) < 0.5:
            self.scroll = self.goal         # settled: no more frames for it

    def wake_in(self):
        scrolling = 0.0 if self.scroll != self.goal else None
        return soonest(super().wake_in(), self.focus.wake_in(), scrolling)

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        name = next(i.name for i in GAMES if i.id == self.game_id)
        gettext = self.app.language.gettext
        header(surface, t, gettext("Rules"), gettext("How to play {game}", game=name))
        for tab in self.tabs:
            tab.primary = False
        self.focus.draw(surface, t)
        current = self.tabs[[i.id for i in GAMES].index(self.game_id)]
        pygame.draw.rect(surface, th.ACCENT, (current.rect.x - t.px(10), current.rect.y + t.px(10), t.px(4),
                                              current.rect.h - t.px(20)), border_radius=t.px(2))
        t.panel(surface, self.view, alpha=240)
        inner = self.view.inflate(-t.px(64), -t.px(48))
        page = self.page()
        clip = surface.get_clip()
        surface.set_clip(inner)
        surface.blit(page, (inner.x, inner.y - round(self.scroll)))
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            track = pygame.Rect(self.view.right - t.px(14), inner.y, t.px(5), inner.h)
            pygame.draw.rect(surface, (50, 62, 82), track, border_radius=track.w)
            frac = inner.h / page.get_height()
            thumb = track.copy()
            thumb.h = max(t.px(30), round(track.h * frac))
            thumb.y = track.y + round((track.h - thumb.h) * self.scroll / self.max_scroll())
            pygame.draw.rect(surface, th.ACCENT, thumb, border_radius=track.w)
        if not record(self.game_id).rules:
            t.blit_text(surface, gettext("The rules of this game are not written yet."), inner.topleft, th.SMALL,
                        th.MUTED)
