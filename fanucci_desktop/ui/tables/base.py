"""The table scene every game table is made from.

:class:`Table` shows the session it is given (a person's match, a lesson,
a replay, the demo) through the perspective it is given (whose eyes: see
:mod:`~fanucci_desktop.session.perspective`): it takes the session's next
step when nothing moves, animates every move's events with card sprites
(:mod:`.frame.board`), shows the hand-off, the summary and game over through the
navigator, and holds its tools as parts (:mod:`.parts.tools`): each takes
input, changes with time and draws over the table. ``handle`` and ``draw``
are final and say their order; a game table changes what it shows and does
through the hooks documented on each method.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Mapping, Sequence

import pygame

from ...engine.cards import Card
from ...engine.match import Match
from ...engine.protocol import Event, Move
from ...i18n import N_
from ...session import Seat, TableSession
from ...session.log import GameLog
from ...session.perspective import Perspective
from ...session.replay import ReplaySession
from ...words import deal_line
from .. import controls, theme as th
from ..art_warmer import ArtWarmer
from ..cardart import CARD_ASPECT
from ..controls import Act
from ..memory import release_free_memory
from ..scene import Scene
from ..sprites import CardSprite, SpriteImages
from ..tween import soonest
from ..widgets import Button, FocusGroup
from . import generic
from .flow import TurnFlow
from .frame import board
from .frame.board import Slot
from .frame.readiness import Readiness
from .frame.redraw import Redraw
from .frame.sight import Sight, shown_whole
from .parts.coach import Coach, coach_width
from .parts.drop import DragAndDrop
from .parts.hand import Arrangement, HandArranger, HandCursor, HandOrders, by_suit
from .parts.new_mark import NewCard
from .parts.hold import FinalHold
from .parts.keycaps import KeyCaptions
from .parts.log import SidePanels
from .parts.message import MessageLine
from .parts.paint import TablePainter
from .parts.pile_view import KeptPile, PileView
from .parts.popups import Popups
from .parts.speech import Narrator
from .parts.tools import Controls, Hint, Part, SkipClick, ThinkingDots, ToolBar, Undo
from .parts.words import TableWords

#: What a table shows: a match being played, or a replay fed positions.
ShownSession = TableSession | ReplaySession
#: Moves that end a turn (asked to confirm when the setting is on).
TURN_ENDING = frozenset({"discard", "knock", "gin", "pass", "end", "fold", "go-out", "out"})


class Table(Scene):
    """A table for one match. ``seats[i]`` sits in seat ``i``."""

    name = "table"
    #: True when the table marks a deciding AI itself, so the shared thinking
    #: dots (drawn 36 design pixels above :meth:`plate_center`) stay away.
    marks_thinking = False
    #: The sound of a move by its action (any other: "place").
    SOUNDS: Mapping[str, str] = {"draw": "draw", "take": "draw", "meld": "meld"}

    def __init__(self, app, session: ShownSession, perspective: Perspective, *,
                 key_help: Sequence[str] | None = None,
                 leave: tuple[str, Callable[[], None]] | None = None,
                 words: Callable[[Table], TableWords] = TableWords,
                 painter: Callable[[Table], TablePainter] = TablePainter,
                 drag: Callable[[Table], DragAndDrop] = DragAndDrop,
                 arrange: Arrangement = by_suit,
                 conceal: Callable[[str, list[Card]], list[Card | None]] = shown_whole,
                 cursor: Callable[[Table], HandCursor] = HandCursor,
                 piles: Sequence[KeptPile] = (),
                 card_width: Callable[[tuple[int, int]], int] = generic.card_width) -> None:
        """A table showing ``session`` (made by whoever opens the table) through
        ``perspective``; ``key_help`` is what the Keys panel lists (default: the
        game's keys); ``leave`` the Menu button's label and action (default: pause).
        ``words``, ``painter`` and ``drag`` make its words, its picture and its
        drag and drop (a game's table gives its own; the final table's hold lasts
        the game record's ``hold_s``);
        ``arrange`` is the game's way to show a hand its player has not arranged
        (a sort; the default: by suit),
        ``conceal(zone, cards)`` a zone's cards as the viewer sees them when the
        zone is not hidden as a whole (a squared pile: only its top card; the
        others None), ``piles`` the piles whose cards its rules keep face up in
        view (:mod:`.parts.pile_view`), ``cursor`` makes the keyboard's cursor in the hand and
        ``card_width(size)`` is the width of a card at scale 1 in a window of ``size``."""
        super().__init__(app)
        #: The match, its seats, the viewer, turn flow, AI seats and autosaves (given, never swapped).
        self.session = session
        #: ``seats[i]`` sits in seat ``i`` (the session's).
        self.seats: list[Seat] = session.seats
        #: Whose eyes this table has (given, never swapped).
        self.perspective = perspective
        #: The width of a card at scale 1 in a window of a size (the game's, or the default).
        self.card_width = card_width
        #: Each seat's own order of its hand (Sort, and cards dragged within the hand).
        self.orders = HandOrders(arrange)
        #: What changes the viewer's order and puts the view in it.
        self.arranger = HandArranger(self, self.orders)
        #: What the table sees of the session through the perspective, once per position.
        self.sight = Sight(session, perspective, conceal, self.arranger.arrange)
        self.game_id: str = session.game_id
        self.info = session.info
        self.sprites: list[CardSprite] = []
        self.images = SpriteImages(app.art)
        self.selected: list[CardSprite] = []
        self.buttons = FocusGroup()
        label, on_leave = leave if leave is not None else (N_("Menu"), lambda: app.nav.pause(self))
        self.menu_button = Button(label=app.language.gettext(label), on_click=on_leave, size=th.SMALL)
        #: Every move of every player in words (:mod:`~fanucci_desktop.session.log`).
        self.log = GameLog()
        #: The card each seat just drew, and its "new" tab in the viewer's hand.
        self.new_mark = NewCard(self)
        self.card_w = 80
        #: The height of a card at scale 1.
        self.card_h = self.card_w * CARD_ASPECT
        #: Where a zone with no card shown is (cards coming from it start there; the layout sets it).
        self.zone_places: Mapping[str, pygame.Rect] = {}
        #: Scales besides those of the cards on show that the layout draws cards at (warmed ahead).
        self.warm_scales: tuple[float, ...] = ()
        self.hover_sprite: CardSprite | None = None
        #: The message line (a refusal, a hint, what happened).
        self.line = MessageLine(app.play)
        self.legal: tuple[Move, ...] = ()
        self.warmer = ArtWarmer(app.art)
        self.readiness = Readiness(self)
        self.double = controls.DoubleClick()
        #: True while a card eases up or down (selected, hinted, hovered).
        self.lifting = False
        guide = session.guide
        if guide is not None:
            self.name = "lesson"        # the scene's name where scenes are listed (the monkey's report)
            key_help = controls.lesson_help(self.game_id)
        # The parts -------------------------------------------------------------------
        self.flow = TurnFlow(self)
        #: Everything the table says (:mod:`.parts.words`).
        self.words = words(self)
        #: The table's picture (:mod:`.parts.paint`).
        self.painter = painter(self)
        self.hint = Hint(self, self.game_id)
        self.undo = Undo(self)
        self.drag = drag(self)
        #: The hand's final table held before the score (:mod:`.parts.hold`).
        self.hold = FinalHold(self)
        self.hand_cursor = cursor(self)
        self.popups = Popups(lambda: self.theme)
        #: The Log and Keys panels.
        self.side = SidePanels(self, key_help)
        #: The coach of a lesson (None at a real match).
        self.coach: Coach | None = None if guide is None else Coach(self, guide)
        #: What the table says aloud (:mod:`.parts.speech`).
        self.speech = Narrator(self)
        #: The whole of each pile the rules keep face up in view (Act.SEE_PILES).
        self.pile_view = PileView(self, piles)
        self.tools = ToolBar(self, {N_("Hint"): self.hint.ask, N_("Undo"): self.undo.take_back,
                                    N_("Sort"): self.arranger.sort, N_("Log"): lambda: self.side.toggle("log"),
                                    N_("Keys"): lambda: self.side.toggle("keys")})
        #: The parts, bottom first: :meth:`draw` draws them in this order over
        #: the table's picture, :meth:`handle` hands input the other way.
        self.parts: list[Part] = [Controls(self), self.hold, self.hint, SkipClick(self), self.drag,
                                  self.hand_cursor, self.popups, ThinkingDots(self), self.tools,
                                  *([self.coach] if self.coach else []), self.side, self.pile_view, self.speech,
                                  KeyCaptions(self)]
        #: What of the picture changed from frame to frame (:meth:`damage`).
        self.redraw = Redraw(self)

    # The session's match, seats, viewer and summary ----------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    # Records ------------------------------------------------------------------
    def view_record(self) -> dict[str, Any]:
        """The log and each seat's hand order, for the autosave (hook: a
        table may add what it keeps, calling this first)."""
        return {"log": self.log.record(), "hand_orders": self.orders.record(), "new_cards": self.new_mark.record()}

    def restore_view(self, data: Any) -> None:
        """Take back what :meth:`view_record` kept (hook). A part that does
        not read is left out: the match itself is never at stake."""
        if not isinstance(data, Mapping):
            return
        if "log" in data:
            self.log = GameLog.from_record(data["log"])
        self.orders.restore(data.get("hand_orders"))
        self.new_mark.restore(data.get("new_cards"))
        self.sync([], animate=False)

    # What the viewer sees -------------------------------------------------------
    # Layout ---------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.card_w = self.card_width(size)
        self.card_h = self.card_w * CARD_ASPECT
        if self.images.set_card_width(self.card_w):
            release_free_memory()           # the old width's images are gone
        t = self.theme
        self.menu_button.rect = generic.menu_place(w, t.px, generic.button_width(t, self.menu_button.label))
        self.tools.place()
        if self.coach is not None:
            self.coach.place()
        self.sync([], animate=False)
        # The art warmer renders what the table shows: first the felt, the backs
        # and the faces now face up (then the table is ready), then the cards the
        # person may move at the widths this layout uses (and those of
        # warm_scales): only what is on screen (board.warm_jobs).
        self.images.exact |= {max(2, round(self.card_w * sc)) for sc in self.warm_scales}
        self.readiness.begin()
        self.warmer.plan(*board.warm_jobs(self))

    def ready(self) -> bool:
        """In a person's session, False until the first frame's art is made
        and rehearsed (:mod:`.frame.readiness`); always True elsewhere."""
        return self.readiness.ready()

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Hook: screen centre of a seat's hand (the default: :func:`.generic.seat_anchor`)."""
        return generic.seat_anchor(self, seat)

    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        """Hook: where every visible card goes (the default: :func:`.generic.slots`)."""
        return generic.slots(self, view)

    def hand_top(self) -> float:
        """The y of the top edge of the bottom seat's hand (lifted cards included)."""
        ax, ay = self.seat_anchor(self.sight.bottom_seat)
        return ay - self.card_h * 0.5 - self.card_w * 0.3

    def plate_center(self, seat: int) -> tuple[float, float]:
        """Hook: where a seat's plate is (score pop-ups rise from there, the thinking dots sit over it)."""
        if seat == self.sight.bottom_seat:
            return self.theme.px(120), self.size[1] - self.theme.px(40)
        ax, ay = self.seat_anchor(seat)
        return ax, ay + self.card_h * 0.25 + self.theme.px(34)

    def coach_room(self) -> pygame.Rect:
        """Hook: where a lesson's coach panel, or the open game log, may sit, hiding nothing
        the player needs. By default the right of the table, under the tools,
        down to the hand, as wide as :func:`.parts.coach.coach_width`."""
        t = self.theme
        width, top = coach_width(self), self.menu_button.rect.bottom + t.px(12)
        return pygame.Rect(self.size[0] - width - t.px(12), top, width, max(0, round(self.hand_top()) - top))

    # Sprites --------------------------------------------------------------------
    def sync(self, events: Sequence[Event], animate: bool = True, stagger: float = 0.0) -> None:
        """Bring the sprites to the current view (:func:`.frame.board.sync`); a
        game table may add to it, calling this first. With no ``events``
        (a hand sorted, a hand-off, a position set by code) what the table
        sees is worked out again; a move's events come with a new position."""
        if not events:
            self.sight.forget()
        self.new_mark.note(events)
        board.sync(self, events, animate, stagger)

    def hand_sprites(self) -> list[CardSprite]:
        """Hook: the viewer's pickable hand sprites, left to right."""
        zone = f"hand:{self.sight.viewer}"
        return sorted((s for s in self.sprites if s.zone == zone and s.pickable and not s.dying),
                      key=lambda s: s.x)

    # Flow -----------------------------------------------------------------------
    def enter(self) -> None:
        self.tweens.speed = self.app.anim_speed
        if self.warmer.art is not self.app.art:     # the card art was remade (settings)
            self.images = SpriteImages(self.app.art)
            self.warmer.stop()
            self.warmer = ArtWarmer(self.app.art)
        self.images.name_trumps_in(self.app.language)   # back from Settings in another language
        if self.match.state is None:
            self.deal()                 # its art is made while the table prepares

    def leave(self) -> None:
        self.warmer.stop()                  # and waits for the image it is drawing
        self.session.close()                # a table left is never shown again
        self.hint.clear()

    @property
    def busy(self) -> bool:
        """True while cards move or a hand's scores rise (the next step waits)."""
        return self.tweens.busy or self.popups.holding

    def update(self, dt: float) -> None:
        for part in self.parts:
            part.update(dt)
        self.lifting = board.ease_lifts(self, dt)
        if self.session.saves_pending:
            self.session.collect_saves()
        landed = not self.tweens.busy          # nothing in flight in the frame drawn last
        super().update(dt)
        if landed and not self.tweens.busy:
            self.images.land()
        if not self.busy:
            self.flow.step()

    def wake_in(self) -> float | None:
        """Every frame while cards move or lift, a button's highlight eases,
        a step of the match is due, a new view waits to be drawn or the
        images of cards that landed wait to be forgotten, and whenever a
        part asks (cards carried, pop-ups rising; 8 frames a second while an
        AI or the hint thinks); None while the table waits for a person. An
        AI's move ready and an autosave written wake the app by themselves
        (the session's ``wake``). A game table adds its own timers with
        :func:`soonest`."""
        moving = (self.busy or self.lifting or self.redraw.owed or self.images.landing
                  or (self.session.step_due() and not self.hold.holding))   # a step due, not a held score
        return soonest(super().wake_in(), 0.0 if moving else None, *(part.wake_in() for part in self.parts))

    def deal(self) -> None:
        events = self.session.deal()
        self.log.add(None, deal_line(self.info.hand_word, self.match.hands[-1].number,
                                     self.seats[self.match.dealer].name))
        self.app.play("deal")
        self.sync(events, stagger=0.025)
        self.flow.autosave()

    def on_undo(self) -> None:
        """Hook: the match was replaced by an earlier one (refresh caches;
        a table that adds to it calls this first): no card is new any more."""
        self.new_mark.clear()

    def skip_animations(self) -> None:
        """Every animation jumps to its end."""
        self.tweens.finish()
        self.popups.clear()

    def on_hand_over(self) -> None:
        """Hook: the hand just ended (the default counts a finished match and holds the final table)."""
        self.flow.count_match()
        self.hold.start()

    # Moves and input ------------------------------------------------------------
    def candidate_moves(self) -> list[Move]:
        """Legal moves whose cards are exactly the selected cards."""
        if not self.session.human_turn:
            return []
        chosen = Counter(s.card for s in self.selected)
        return [m for m in self.legal if Counter(m.cards) == chosen]

    def refresh_actions(self) -> None:
        """Hook: rebuild the action buttons for the selection and the turn."""
        self.legal = tuple(self.match.legal_moves()) if self.session.human_turn else ()
        moves = self.candidate_moves()
        buttons = generic.action_buttons(self, moves[:5])
        self.buttons.set(buttons)
        self.buttons.focus = None

    def choose(self, move: Move) -> None:
        """A human picked ``move``: confirm it if asked to, then play it."""
        if self.app.settings.confirm_end_turn and move.action in TURN_ENDING:
            gettext = self.app.language.gettext
            self.app.nav.confirm(gettext("{move}?", move=self.words.move_label(move)), gettext("This ends your turn."),
                                 lambda: self.flow.play(move))
            return
        self.flow.play(move)

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for s in sorted(self.sprites, key=lambda s: s.z, reverse=True):
            if s.pickable and s.rect(self.card_w, CARD_ASPECT).collidepoint(pos):
                return s
        return None

    # Input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Final: ``event`` goes down the parts, topmost first, until one
        keeps it (:attr:`parts`: the panels, the coach, the tool buttons,
        drag and drop, a click that skips animations, and at the bottom the
        table's :class:`~.parts.tools.Controls`, which hand it to the hooks
        :meth:`intercept`, :meth:`key_actions` and :meth:`pointer`)."""
        for part in reversed(self.parts):
            if part.handle(event):
                return

    def intercept(self, event: pygame.event.Event) -> bool:
        """Hook: take ``event`` before the buttons and keys see it; True when
        taken. The default takes nothing."""
        return False

    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """Hook: what each act of this game's keys does -- exactly the acts
        :func:`.controls.game_acts` lists for the game (a test holds every
        table to it, so the key help is never wrong): the hand cursor, the
        buttons, the tools and :func:`.generic.move_keys`; a table adds its moves."""
        return {**generic.move_keys(self),
            Act.LEFT: lambda: self.hand_cursor.step(-1), Act.RIGHT: lambda: self.hand_cursor.step(1),
            Act.GROUP_LEFT: lambda: self.hand_cursor.step_group(-1),
            Act.GROUP_RIGHT: lambda: self.hand_cursor.step_group(1),
            Act.SELECT: self.hand_cursor.select, Act.CLEAR: lambda: generic.clear_selection(self),
            Act.UP: lambda: self.buttons.move(-1), Act.DOWN: lambda: self.buttons.move(1),
            **self.hint.key_actions(), Act.SORT: self.arranger.sort, Act.UNDO: self.undo.take_back,
            Act.LOG: lambda: self.side.toggle("log"), Act.KEYS: lambda: self.side.toggle("keys"),
            Act.LOG_BACK: lambda: self.side.scroll(8), Act.LOG_ON: lambda: self.side.scroll(-8),
            Act.MENU: lambda: self.app.nav.pause(self), Act.SEE_PILES: self.pile_view.toggle,
            **self.speech.key_actions(),
        }

    def pointer(self, event: pygame.event.Event) -> None:
        """Hook: the pointer over the table (not on a button). The default
        lifts the card under it, and on the viewer's turn a click selects a
        card (:meth:`toggle`), a double-click runs :meth:`double_clicked`
        and a click elsewhere :func:`.generic.zone_clicked`."""
        generic.pointer(self, event)

    def double_clicked(self, sprite: CardSprite) -> bool:
        """Hook: a double-click on a pickable card; the default discards a
        hand card (or plays it, in a trick game) when that is legal."""
        return generic.double_clicked(self, sprite)

    def toggle(self, sprite: CardSprite) -> None:
        """Hook: select or unselect a card for the next move."""
        if sprite in self.selected:
            self.selected.remove(sprite)
        else:
            self.selected.append(sprite)
        self.app.play("select")
        self.refresh_actions()

    # Drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Final: the picture (:meth:`draw_picture`), its strokes kept when
        drawn whole (:meth:`.Redraw.draw`)."""
        self.redraw.draw(surface)

    def draw_picture(self, surface: pygame.Surface) -> None:
        """Final: the game's picture (:attr:`painter`), then the parts over it,
        bottom first (:attr:`parts`: hint glow, carried cards, cursor,
        pop-ups, thinking dots, tools, coach, panels)."""
        self.painter.paint(surface)
        for part in self.parts:
            part.draw(surface)

    def damage(self, picture: int) -> list[pygame.Rect] | None:
        """Final: where the cards and the game's strokes changed (:mod:`.frame.redraw`)."""
        return self.redraw.damage(picture)


