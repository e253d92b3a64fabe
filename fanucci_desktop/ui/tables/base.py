"""The table scene every game table is made from.

:class:`Table` shows the session it is given (a person's match, a lesson,
a replay, the demo) through the perspective it is given (whose eyes: see
:mod:`~fanucci_desktop.session.perspective`): it takes the session's next
step when nothing moves, animates every move's events with card sprites
(:mod:`.board`), shows the hand-off, the summary and game over through the
navigator, and brings the shared tools of :mod:`.parts_shared`. ``handle``
and ``draw`` are final and say their order; a game table changes what it
shows and does through the hooks documented on each method.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any, Callable, Mapping, Sequence

import pygame

from ...engine.cards import Card
from ...engine.match import Match
from ...engine.protocol import Event, IllegalMove, Move
from ...session import Seat, Step, TableSession
from ...session.perspective import Perspective
from ...session.replay import ReplaySession
from ...session.log import GameLog
from ...session.undo import seen_cards
from ...storage import StorageError
from ...words import deal_line, past
from .. import controls
from .. import theme as th
from ..art_warmer import ArtWarmer
from ..cardart import CARD_ASPECT
from ..controls import Act
from ..memory import release_free_memory
from ..scene import Scene
from ..sprites import CardSprite, SpriteImages
from ..tween import SLOW_FRAME_S, soonest
from ..widgets import Button, FocusGroup
from . import board, generic
from .board import Slot
from .parts_shared import SharedParts
from .sight import Sight

#: What a table shows: a match being played, or a replay fed positions.
ShownSession = TableSession | ReplaySession
#: Seconds an AI waits after the last animation, by AI pace ("normal": a move every 0.8 s).
AI_PACE_S: dict[str, float] = {"slow": 1.0, "normal": 0.42, "fast": 0.0}
#: Moves that end a turn (asked to confirm when the setting is on).
TURN_ENDING = frozenset({"discard", "knock", "gin", "pass", "end", "fold", "go-out", "out"})
#: The longest a new table may take to prepare its first frame's art.
PREPARE_MAX_S = 3.0


class Table(SharedParts, Scene):
    """A table for one match. ``seats[i]`` sits in seat ``i``."""

    name = "table"

    def __init__(self, app, session: ShownSession, perspective: Perspective, *,
                 key_help: Sequence[str] | None = None,
                 leave: tuple[str, Callable[[], None]] | None = None) -> None:
        """A table showing ``session`` (made by whoever opens the table) through
        ``perspective``; ``key_help`` is what the Keys panel lists (default: the
        game's keys); ``leave`` the Menu button's label and action (default: pause)."""
        super().__init__(app)
        #: The match, its seats, the viewer, turn flow, AI seats and autosaves (given, never swapped).
        self.session = session
        #: Whose eyes this table has (given, never swapped).
        self.perspective = perspective
        #: What the table sees of the session through the perspective, once per position.
        self.sight = Sight(session, perspective, self.conceal, self.arrange_view)
        self.game_id: str = session.game_id
        self.info = session.info
        self.sprites: list[CardSprite] = []
        self.images = SpriteImages(app.art)
        self.selected: list[CardSprite] = []
        self.buttons = FocusGroup()
        label, on_leave = leave if leave is not None else ("Menu", self.pause)
        self.menu_button = Button(label=label, on_click=on_leave, size=th.SMALL)
        #: Every move of every player in words (:mod:`~fanucci_desktop.session.log`).
        self.log = GameLog()
        self.card_w = 80
        self.hover_sprite: CardSprite | None = None
        self.message = ""
        self._legal: list[Move] = []
        self.warmer = ArtWarmer(app.art)
        self._prepare_deadline: float | None = None
        self._shown = False
        self.double = controls.DoubleClick()
        #: True while a card eases up or down (selected, hinted, hovered).
        self.lifting = False
        self.init_shared_parts(key_help)

    # The session's match, seats, viewer and summary ----------------------------------
    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def seats(self) -> list[Seat]:
        """``seats[i]`` sits in seat ``i`` (the session's)."""
        return self.session.seats

    @property
    def humans(self) -> list[int]:
        """The seats people play (the session's)."""
        return self.session.humans

    @property
    def viewer(self) -> int | None:
        """The seat whose own hand the person at this table picks, sorts and
        is hinted (None: nobody's, as behind a hand-off or with every hand face up)."""
        return self.sight.viewer

    @property
    def you(self) -> int | None:
        """The seat this table says "you" and "your" to (None: nobody)."""
        return self.sight.you

    @property
    def summary_due(self) -> bool:
        return self.session.summary_due

    @summary_due.setter
    def summary_due(self, due: bool) -> None:
        self.session.summary_due = due

    # Records ------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The autosave record of this table: the session's, and the view."""
        return {**self.session.record(), "view": self.view_record()}

    def autosave(self) -> None:
        """Save the match and the view on the saver thread (frames never wait for the disk)."""
        self.session.autosave(self.view_record())

    # What the viewer sees -------------------------------------------------------
    def hidden_for_viewer(self) -> set[str]:
        """Zones whose cards are drawn face down (:meth:`.Sight.hidden_zones`)."""
        return self.sight.hidden_zones()

    def view(self) -> dict[str, list[Card | None]]:
        """Every zone's cards as the viewer may see them, None for a back
        (:meth:`.Sight.view`: once per position)."""
        return self.sight.view()

    def conceal(self, zone: str, cards: list[Card]) -> list[Card | None]:
        """Hook: ``zone``'s cards as the viewer sees them when the zone is not
        hidden as a whole (a squared pile: only its top card; the others None)."""
        return cards

    def observation(self):
        """The bottom seat's observation (:meth:`.Sight.observation`: once per position)."""
        return self.sight.observation()

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom of the table."""
        return self.sight.bottom_seat

    # Layout ---------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.card_w = self.card_width(size)
        if self.images.set_card_width(self.card_w):
            release_free_memory()           # the old width's images are gone
        t = self.theme
        self.menu_button.rect = pygame.Rect(w - t.px(112), t.px(16), t.px(96), t.px(40))
        self.place_tools()
        self.sync([], animate=False)
        self.warm_faces()

    def card_width(self, size: tuple[int, int]) -> int:
        """Hook: the width of a card at scale 1 for a window of ``size``."""
        w, h = size
        return max(40, round(min(w / 12.5, h * 0.2 / CARD_ASPECT)))

    def warm_faces(self) -> None:
        """Render on the art warmer what the table shows: first the felt,
        the backs and the faces now face up (then the table is
        :meth:`ready`), then every card of the game at the widths this
        layout uses, so a card turned face up seldom waits for its art."""
        if self._prepare_deadline is None:
            self._prepare_deadline = time.monotonic() + PREPARE_MAX_S
        self.warmer.plan(*board.warm_jobs(self))

    def ready(self) -> bool:
        """In a person's session, False until the art of the first frame
        (and of the deal) is rendered, at most :data:`PREPARE_MAX_S`; always
        True elsewhere. Once True, it stays True."""
        if not self._shown:
            self._shown = (not self.app.realtime or self.warmer.prepared() or
                           (self._prepare_deadline is not None
                            and time.monotonic() > self._prepare_deadline))
        return self._shown

    @property
    def card_h(self) -> float:
        """Height of a card at scale 1."""
        return self.card_w * CARD_ASPECT

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Hook: screen centre of a seat's hand (the default: :func:`.generic.seat_anchor`)."""
        return generic.seat_anchor(self, seat)

    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        """Hook: where every visible card goes (the default: :func:`.generic.slots`)."""
        return generic.slots(self, view)

    def stack(self, zone: str, cards: Sequence[Card | None], x: float, y: float,
              scale: float = 1.0, z0: float = 100.0, shown: int = 5) -> list[Slot]:
        """A squared pile (:func:`.board.stack`)."""
        return board.stack(self.card_w, zone, cards, x, y, scale, z0, shown)

    def hand_top(self) -> float:
        """The y of the top edge of the bottom seat's hand (lifted cards included)."""
        ax, ay = self.seat_anchor(self.bottom_seat)
        return ay - self.card_h * 0.5 - self.card_w * 0.3

    # Sprites --------------------------------------------------------------------
    def sync(self, events: Sequence[Event], animate: bool = True, stagger: float = 0.0) -> None:
        """Bring the sprites to the current view (:func:`.board.sync`); a
        game table may add to it, calling this first. With no ``events``
        (a hand sorted, a hand-off, a position set by code) what the table
        sees is worked out again; a move's events come with a new position."""
        if not events:
            self.sight.forget()
        board.sync(self, events, animate, stagger)

    def zone_anchor(self, zone: str) -> tuple[float, float] | None:
        """Where cards of ``zone`` come from when no sprite of theirs is shown."""
        for s in self.sprites:
            if s.zone == zone:
                return s.x, s.y
        if zone.startswith("hand:"):
            return self.seat_anchor(int(zone.split(":")[1]))
        return None

    # Flow -----------------------------------------------------------------------
    def enter(self) -> None:
        self.tweens.speed = self.app.anim_speed
        if self.warmer.art is not self.app.art:     # the card art was remade (settings)
            self.images = SpriteImages(self.app.art)
            self.warmer.stop()
            self.warmer = ArtWarmer(self.app.art)
        if self.match.state is None:
            self.deal()                 # its art is made while the table prepares

    def leave(self) -> None:
        self.warmer.stop()                  # and waits for the image it is drawing
        self.session.close()                # a table left is never shown again
        self.clear_hint()

    @property
    def busy(self) -> bool:
        """True while cards move or a hand's scores rise (the next step waits)."""
        return self.tweens.busy or self.popups.holding

    def update(self, dt: float) -> None:
        self.poll_hint()
        self.lifting = board.ease_lifts(self, dt)
        self.buttons.update(dt)
        self.menu_button.update(dt)
        self.popups.update(dt)
        self.refresh_tools()
        for b in self.tools:
            b.update(dt)
        if self.session.saves_pending:
            self.session.collect_saves()
        super().update(dt)
        if self.busy:
            return
        self.advance()

    def wake_in(self) -> float | None:
        """Every frame while cards move, lift or are carried, pop-ups rise, a
        button's highlight eases or a step of the match is due; 8 frames a second while an AI or the hint
        thinks (the thinking dots move); None while the table waits for a
        person. An AI's move ready and an autosave written wake the app by
        themselves (the session's ``wake``). A game table adds its own timers with :func:`soonest`."""
        moving = (self.busy or self.lifting or self.drag is not None or bool(self.popups)
                  or self.session.step_due())     # a step due (a summary closed by code) asks for its frame
        thinking = self.session.thinking or self.hint_pending
        return soonest(super().wake_in(), 0.0 if moving else None,
                       SLOW_FRAME_S if thinking else None,
                       self.buttons.wake_in(),
                       *(b.wake_in(False) for b in (self.menu_button, *self.tools)))

    def advance(self) -> None:
        """Take the session's next step when nothing is animating."""
        step = self.session.next_step()
        if step is Step.DEAL:
            self.deal()
        elif step is Step.SUMMARY:
            self.summary_due = False
            self.show_summary()
        elif step is Step.HAND_OFF:
            self.hand_off(self.match.current_player)
        elif step in (Step.THINK, Step.COLLECT):
            self.run_ai()

    def deal(self) -> None:
        events = self.session.deal()
        self.log.add(None, deal_line(self.info.hand_word, self.match.hands[-1].number,
                                     self.seats[self.match.dealer].name))
        self.app.play("deal")
        self.sync(events, stagger=0.025)
        self.autosave()

    def hand_off(self, seat: int) -> None:
        """Hide every hand and ask for the device to be passed to ``seat``."""
        self.session.turn_down()
        self.sync([], animate=False)
        self.app.nav.hand_off(self, seat)

    def accept_hand_off(self, seat: int) -> None:
        """The player of ``seat`` took the device: show their cards."""
        self.session.pass_to(seat)
        self.sync([])

    def run_ai(self) -> None:
        """Start the AI to act deciding on a worker thread, or play its move
        once it is ready and the AI-pace time has passed."""
        if not self.session.thinking:
            pace = 0.0 if self.app.anim_speed == 0 else AI_PACE_S.get(self.app.settings.ai_pace, 0.42)
            self.session.think(min_seconds=pace)
            return
        move = self.session.collect()
        if move is not None:
            self.apply(move)

    def apply(self, move: Move) -> bool:
        """Play ``move`` for the current seat; False (with a message) if refused."""
        seat = self.match.current_player
        mine = seat is not None and self.seats[seat].is_human and self.viewer == seat
        seen = seen_cards(self.view()) if mine else None
        hand, keep = len(self.match.hands), len(self.match.hands[-1].moves) if self.match.hands else 0
        line = self.logged_move(seat, move)      # words from before the move
        label = self.log_label(move) if mine else ""   # undo names the card taken, not the next
        try:
            events = self.session.play(move)
        except IllegalMove as exc:
            self.say_refusal(str(exc))
            return False
        self.log.begin_move()
        self.log.add(seat, line)
        self.message = ""
        self.selected = []
        self.clear_hint()
        self.app.play(self.sound_for(move))
        self.note_move(seat if mine else None, hand, keep, label, seen)
        if self.match.state is not None and self.match.state.is_over:
            self.on_hand_over()
            self.pop_scores(self.match.hands[-1].scores or [])
        self.sync(events)
        self.autosave()
        return True

    def on_hand_over(self) -> None:
        """Record a finished match in the statistics (unless the session keeps no records)."""
        if self.match.is_over and self.session.kept:
            try:
                self.app.stats.record_match(self.game_id, [s.to_dict() for s in self.seats],
                                            self.match.winners, list(self.match.totals))
            except (StorageError, ValueError) as exc:
                self.app.toast(f"Statistics could not be saved: {exc}")
            for text in self.app.stats.take_warnings():
                self.app.toast(text)

    def show_summary(self) -> None:
        """The hand summary or game over; in pass-and-play every hand the
        rules still keep hidden is turned down first, as everyone looks."""
        if len(self.humans) > 1 and self.viewer is not None:
            self.session.turn_down()
            self.sync([], animate=False)
        if self.match.is_over:
            self.session.collect_saves(wait=True)
            try:
                if self.session.kept:           # a demo never touches the game's save
                    self.app.saves.clear_match(self.game_id)
            except StorageError as exc:
                self.app.toast(str(exc))
            self.app.nav.game_over(self)
        else:
            self.app.nav.hand_summary(self)

    def next_hand(self) -> None:
        """Close the summary: the next hand is dealt on the next update."""
        self.summary_due = False

    def pause(self) -> None:
        self.app.nav.pause(self)

    # Moves and input ------------------------------------------------------------
    def move_label(self, move: Move) -> str:
        """A button label for ``move``, in words (:func:`.generic.move_words`)."""
        return generic.move_words(move)

    def log_label(self, move: Move) -> str:
        """Hook: ``move`` in words inside a sentence, for the hint and undo
        ("Hint: discard the 7 of Hearts"): lowercase, cards named with "the"
        (a button's label may be shorter)."""
        text = self.move_label(move)
        return text[:1].lower() + text[1:]

    def hand_ending(self) -> str:
        """Hook: how the last hand ended, a sentence for its summary ("" unsaid)."""
        return ""

    def logged_move(self, seat: int | None, move: Move) -> str:
        """Hook: the log's sentence for ``move`` before ``seat`` plays it ("Ada discarded
        the 7 of Hearts."), or "" when the table logs its events; never names a hidden card."""
        return f"{self.seats[seat].name if seat is not None else 'The table'} {past(generic.public_words(move))}."

    def sound_for(self, move: Move) -> str:
        return {"draw": "draw", "take": "draw", "meld": "meld"}.get(move.action, "place")

    @property
    def human_turn(self) -> bool:
        return self.session.human_turn

    def candidate_moves(self) -> list[Move]:
        """Legal moves whose cards are exactly the selected cards."""
        if not self.human_turn:
            return []
        chosen = Counter(s.card for s in self.selected)
        return [m for m in self._legal if Counter(m.cards) == chosen]

    def refresh_actions(self) -> None:
        """Hook: rebuild the action buttons for the selection and the turn."""
        self._legal = self.match.legal_moves() if self.human_turn else []
        moves = self.candidate_moves()
        buttons = generic.action_buttons(self, moves[:5])
        self.buttons.set(buttons)
        self.buttons.focus = None

    def choose(self, move: Move) -> None:
        """A human picked ``move``: confirm it if asked to, then play it."""
        if self.app.settings.confirm_end_turn and move.action in TURN_ENDING:
            self.app.nav.confirm(f"{self.move_label(move)}?", "This ends your turn.",
                                 lambda: self.apply(move))
            return
        self.apply(move)

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for s in sorted(self.sprites, key=lambda s: s.z, reverse=True):
            if s.pickable and s.rect(self.card_w, CARD_ASPECT).collidepoint(pos):
                return s
        return None

    # Input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Every table's input, in this order (final: a game table changes
        what happens through the hooks named here):

        1. the shared tools' pointer input (:meth:`shared_input`: drag and
           drop, the tool buttons, a click that skips animations);
        2. Esc opens the menu;
        3. :meth:`intercept`, for a game's moment that takes any input (a
           recap or a finished trick on show);
        4. the Menu button and the action buttons (Tab, and Enter or Space
           on the focused one);
        5. a key: the act :mod:`.controls` binds it to, from :meth:`key_actions`
           (a move only on the viewer's own turn with nothing moving);
        6. the pointer over the table: :meth:`pointer`."""
        if self.shared_input(event):
            return
        if controls.act_for(event, (Act.MENU,)) is not None:
            self.pause()
            return
        if self.intercept(event):
            return
        if self.menu_button.handle(event, False):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            greyed = next((b for b in self.buttons.widgets if b.visible and not b.enabled
                           and b.rect.collidepoint(event.pos)), None)
            if greyed is not None:
                if greyed.on_click is not None and self.human_turn:
                    greyed.on_click()          # a greyed button still says why it cannot act
                return
        if self.buttons.handle(event, arrows=False):
            return
        if event.type == pygame.KEYDOWN:
            self.press(event)
            return
        self.pointer(event)

    def intercept(self, event: pygame.event.Event) -> bool:
        """Hook: take ``event`` before the buttons and keys see it; True when
        taken. The default takes nothing."""
        return False

    def press(self, event: pygame.event.Event) -> None:
        """Run the act a KEYDOWN ``event`` is bound to (see :meth:`handle`)."""
        actions = self.key_actions()
        act = controls.act_for(event, actions)
        if act is None:
            return
        if act in controls.MOVES and (not self.human_turn or self.busy):
            return
        actions[act]()

    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """Hook: what each act of this game's keys does -- exactly the acts
        :func:`.controls.game_acts` lists for the game (a test holds every
        table to it, so the key help is never wrong): the hand cursor, the
        buttons, the tools and :func:`.generic.move_keys`; a table adds its moves."""
        return {**generic.move_keys(self),
            Act.LEFT: lambda: self.step_cursor(-1),
            Act.RIGHT: lambda: self.step_cursor(1),
            Act.SELECT: self.select_cursor,
            Act.UP: lambda: self.buttons.move(-1),
            Act.DOWN: lambda: self.buttons.move(1),
            Act.CLEAR: self.clear_selection,
            Act.HINT: self.hint,
            Act.SORT: self.sort_hand,
            Act.UNDO: self.undo,
            Act.LOG: lambda: self.toggle_panel("log"),
            Act.LOG_BACK: lambda: self.side.scroll(8),
            Act.LOG_ON: lambda: self.side.scroll(-8),
            Act.KEYS: lambda: self.toggle_panel("keys"),
            Act.MENU: self.pause,
        }

    def pointer(self, event: pygame.event.Event) -> None:
        """Hook: the pointer over the table (not on a button). The default
        lifts the card under it, and on the viewer's turn a click selects a
        card (:meth:`toggle`), a double-click runs :meth:`double_clicked`
        and a click elsewhere :meth:`zone_clicked`."""
        generic.pointer(self, event)

    def zone_clicked(self, zone: str, pos: tuple[int, int]) -> bool:
        """Hook: a click on ``zone`` (a pile, a meld, the table) with no card
        picked. The default plays the one legal move of the selection (or,
        with nothing selected, the one card-less move) that lands there."""
        return generic.zone_clicked(self, zone)

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
    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.art.table(surface.get_size(), self.app.settings.table_color), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        """Final: the game's picture (:meth:`paint`), then the shared layer
        over it (:meth:`draw_shared`: hint glow, drag, cursor, pop-ups,
        thinking dots, tools, panels)."""
        self.paint(surface)
        self.draw_shared(surface)

    def paint(self, surface: pygame.Surface) -> None:
        """Hook: the table's picture: felt, zones, cards, HUD, buttons."""
        self.draw_background(surface)
        self.draw_zones(surface)
        for sprite in sorted(self.sprites, key=lambda s: s.z):
            self.images.draw(surface, sprite, self.card_w)
            if sprite in self.selected:
                r = sprite.rect(self.card_w, CARD_ASPECT)
                pygame.draw.rect(surface, th.ACCENT, r.inflate(4, 4), max(2, self.theme.px(3)),
                                 border_radius=max(3, r.w // 12))
        self.draw_over_cards(surface)
        self.draw_hud(surface)
        self.buttons.draw(surface, self.theme)
        self.menu_button.draw(surface, self.theme, False)

    def draw_over_cards(self, surface: pygame.Surface) -> None:
        """Over the cards, under the HUD: highlights (per-game tables)."""

    def draw_zones(self, surface: pygame.Surface) -> None:
        """Under the cards: zone outlines and labels (per-game tables add theirs)."""

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Hook: seat plates, the title, the turn prompt and the last event
        (the default: :func:`.generic.draw_hud`)."""
        generic.draw_hud(self, surface)

    def own_thinking_indicator(self) -> bool:
        """Hook: True when the table marks a deciding AI itself, so the
        shared thinking dots (drawn 36 design pixels above
        :meth:`plate_center`) stay away."""
        return False

    def prompt(self) -> str:
        """Hook: the line above the action bar (the default: :func:`.generic.turn_prompt`)."""
        return generic.turn_prompt(self)
