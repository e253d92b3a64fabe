"""The tools every table holds as parts, and what a part is.

A part is an object the table holds (:attr:`~..base.Table.parts`) that may
take input, change with time and draw (:class:`Part`). The table hands an
event down its parts, topmost first, until one keeps it; it updates them
every frame, draws them bottom first over its own picture, and asks each
when it next needs a frame. The parts here:

* :class:`ToolBar`: the Hint, Undo, Sort, Log and Keys buttons left of the
  Menu button (a face-up table hides Hint, Undo and Sort: nobody plays there);
* :class:`Hint`: the ``normal`` AI suggests a move from the viewer's own
  observation, off the frame loop; its cards glow and the message line says it;
* :class:`Undo`: takes back the viewer's own moves of this turn while that
  is fair (:mod:`fanucci_desktop.session.undo`), by replaying the match record;
* :class:`SkipClick`: a click while cards move ends every animation;
* :class:`ThinkingDots`: the dots over a deciding AI's plate;
* :class:`Controls`, at the bottom: what no part above kept goes to the
  table's own controls (Esc, the Menu and action buttons, the keys, the
  pointer), through the table's hooks.

The others live beside what they show: drag and drop (:mod:`.drop`),
the hand's order and the keyboard cursor (:mod:`.hand`), the Log and
Keys panels (:mod:`.log`), the coach (:mod:`.coach`), the
pop-ups (:mod:`.popups`) and the whole-pile view (:mod:`.pile_view`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Protocol

import pygame

from ....ai import AsyncDecider
from ....engine.match import Match
from ....engine.protocol import Move
from ....engine.rng import derive_seed
from ....i18n import N_, said
from ....session.seats import make_ai
from ....session.undo import reveals, seen_cards
from ... import controls, theme as th
from ...cardart import CARD_ASPECT
from ...controls import Act
from ...sprites import CardSprite
from ...tween import SLOW_FRAME_S
from ...widgets import Button
from ..generic import button_width

if TYPE_CHECKING:
    from ....session import TableSession
    from ....session.replay import ReplaySession
    from ..base import Table
    from ..frame.sight import Sight
    from .message import MessageLine
    from .words import TableWords


class Part(Protocol):
    """What a table does with each of its parts (see the module docstring)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event``; True when the part keeps it (no part under it sees it)."""

    def update(self, dt: float) -> None:
        """Advance ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the table and the parts under this one."""

    def wake_in(self) -> float | None:
        """Seconds until the part changes by itself: 0 while it moves, None at rest."""


class Seen(Protocol):
    """What the small tools read of their table, and the one way they speak."""

    sprites: list[CardSprite]
    card_w: int
    #: The one way they speak (the message line).
    line: MessageLine
    #: Whose hand is operated (its ``viewer``).
    sight: Sight
    #: Whose turn it is (its ``human_turn``).
    session: TableSession | ReplaySession

    @property
    def theme(self) -> th.Theme: ...

    @property
    def match(self) -> Match: ...

    @property
    def words(self) -> TableWords: ...

    def choose(self, move: Move) -> None: ...

    def skip_animations(self) -> None: ...


class Hint:
    """The hint: asked on the viewer's turn (H), answered on a later frame,
    and played when the viewer asks (Shift+H, :meth:`play`)."""

    def __init__(self, table: Seen, game_id: str) -> None:
        self.table = table
        #: The move suggested (None: none on show).
        self.move: Move | None = None
        #: True while the AI looks for it.
        self.pending = False
        #: The player that suggests, and the worker it thinks on.
        self.player = make_ai("normal", game_id)
        self.decider = AsyncDecider()

    def ask(self) -> None:
        """Ask the ``normal`` AI for a suggestion from the viewer's observation."""
        match = self.table.match
        state = match.state
        if not self.table.session.human_turn or state is None:
            self.table.line.refuse(self.table.app.language.gettext("Hints are for your own turn."))
            return
        legal = match.legal_moves()
        if not legal:
            return
        seed = derive_seed(match.seed, "hint", len(match.hands), len(match.hands[-1].moves))
        self.decider.start(self.player, state.observation(self.table.sight.viewer), legal, seed)
        self.pending = True
        self.move = None
        self.table.line.say(self.table.app.language.gettext("Looking for a good move."))

    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """The hint's keys: ask for one, and play the one on show."""
        return {Act.HINT: self.ask, Act.PLAY_HINT: self.play}

    def play(self) -> None:
        """Play the hinted move as the viewer would choose it (the table's
        ``choose``: confirmed when the settings ask, taken back by Undo like
        any move); refused in plain words when it is not the viewer's turn
        or there is no hint on show. Cards still moving end first."""
        table = self.table
        gettext = table.app.language.gettext
        if not table.session.human_turn:
            table.line.refuse(gettext("A hint is played on your own turn only."))
        elif self.pending:
            table.line.refuse(gettext("The hint is still being worked out: try again in a moment."))
        elif self.move is None or self.move not in table.match.legal_moves():
            table.line.refuse(gettext("There is no hint to play: press H to ask for one."))
        else:
            table.skip_animations()
            table.choose(self.move)

    def clear(self) -> None:
        """Forget the suggestion, and stop looking for one."""
        self.decider.cancel()
        self.pending = False
        self.move = None

    def sprites(self) -> list[CardSprite]:
        """The viewer's hand sprites holding the hinted move's cards."""
        viewer = self.table.sight.viewer
        if self.move is None or viewer is None:
            return []
        want = list(self.move.cards)
        out = []
        for s in self.table.sprites:
            if s.zone == f"hand:{viewer}" and not s.dying and s.card in want:
                want.remove(s.card)
                out.append(s)
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Take the AI's answer once it is ready, if it still holds."""
        if not self.pending:
            return
        move = self.decider.poll()
        if move is None:
            return
        self.pending = False
        if not self.table.session.human_turn or move not in self.table.match.legal_moves():
            return
        self.move = move
        focus = self.table.buttons.focus
        self.table.refresh_actions()                # the gold button follows the hint
        if self.table.buttons.focus is None and focus is not None and focus < len(self.table.buttons.widgets):
            self.table.buttons.focus = focus        # and the keyboard focus stays where it was
        self.table.line.say(self.table.app.language.gettext("Hint: {move}", move=self.table.words.log_label(move)),
                            th.HINT)

    def draw(self, surface: pygame.Surface) -> None:
        """A glow around the hinted cards."""
        t = self.table.theme
        for s in self.sprites():
            r = s.rect(self.table.card_w, CARD_ASPECT)
            t.draw_rect(surface, th.HINT, r.inflate(t.px(8), t.px(8)), max(2, t.px(3)),
                        border_radius=max(3, r.w // 10))

    def wake_in(self) -> float | None:
        return SLOW_FRAME_S if self.pending else None


class Undo:
    """Undo: the viewer's own moves of this turn, while that is fair."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def blocked(self) -> str:
        """Why the viewer may not undo now, in the table's language ("" when they may)."""
        table = self.table
        language = table.app.language
        if table.coach is not None:
            return language.gettext("A lesson has no undo: start it again from the menu if you like.")
        if table.session.undo_book.never:           # the match's rules allow none (online)
            return language.said(table.session.undo_book.never)
        if not table.session.human_turn:
            return language.gettext("Undo takes back your own moves, on your own turn.")
        if table.drag.carrying is not None:
            return language.gettext("Finish dragging first.")
        return language.said(table.session.undo_book.check(table.sight.viewer, len(table.match.hands)))

    def take_back(self) -> bool:
        """Take back the viewer's last move of this turn, if fair."""
        table = self.table
        why = self.blocked()
        if why:
            table.line.refuse(why)
            return False
        table.hint.clear()
        table.tweens.finish()
        step = table.session.take_back()
        table.selected = []
        table.line.say(table.app.language.gettext("Taken back: {move}.", move=step.label))
        table.log.undo_move()            # the move taken back leaves the log
        table.app.play("select")
        table.on_undo()
        table.sync([])
        table.flow.autosave()
        return True

    def note(self, seat: int | None, hand: int, keep: int, label: str, seen_before) -> None:
        """Book a played move (``label``: its words from before it was
        played; ``seen_before``: the cards the mover saw before it, None
        when not a person playing their own turn)."""
        table = self.table
        book = table.session.undo_book
        if seat is None or seen_before is None:
            book.clear(said(N_("Another player has moved since.")))
            return
        state = table.match.state
        goes_on = (state is not None and not state.is_over and len(table.match.hands) == hand
                   and table.match.current_player == seat)
        revealed = reveals(seen_before, seen_cards(table.sight.view())) if goes_on else []
        book.record(seat, hand, keep, label, revealed, goes_on)


class ToolBar:
    """The tool buttons, top right left of the Menu button, on every table."""

    def __init__(self, table: Table, actions: dict[str, Callable[[], object]]) -> None:
        """``actions``: each tool's label (an English message, marked ``N_``,
        shown in the table's language) and what a click on it does, left to right."""
        self.table = table
        self.words = list(actions)
        self.buttons = [Button(label=table.app.language.gettext(label), on_click=act, size=th.SMALL)
                        for label, act in actions.items()]
        if table.perspective.face_up:    # every hand on show: nobody plays here, and
            for tool in self.buttons:    # the owner's bar and keys open the Log and Keys
                tool.visible = False

    def place(self) -> None:
        """Put the shown buttons left of the Menu button."""
        t = self.table.theme
        r = self.table.menu_button.rect
        x = r.left
        for b in reversed([b for b in self.buttons if b.visible]):
            w = button_width(t, b.label, minimum=t.px(64))
            x -= w + t.px(8)
            b.rect = pygame.Rect(x, r.top, w, r.h)

    def left(self) -> int:
        """The left edge of the leftmost tool shown, else of the Menu button
        (the table's layouts keep clear of it)."""
        return min((b.rect.left for b in self.buttons if b.visible), default=self.table.menu_button.rect.left)

    def handle(self, event: pygame.event.Event) -> bool:
        """The pointer over a tool: its highlight, and a click runs it (a
        greyed one still says why it cannot act). A press on a tool or the
        Menu button is kept, so nothing under them takes it."""
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle(event, False)
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        hit = next((b for b in self.buttons if b.visible and b.rect.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return hit is not None or self.table.menu_button.rect.collidepoint(event.pos)
        if hit is not None and hit.on_click is not None:
            hit.on_click()
            return True
        return False

    def update(self, dt: float) -> None:
        """Enable the tools for what is possible now, labelled in the
        table's language (a language chosen meanwhile places them again)."""
        table = self.table
        labels = [table.app.language.gettext(word) for word in self.words]
        if labels != [b.label for b in self.buttons]:
            for b, label in zip(self.buttons, labels):
                b.label = label
            self.place()
        hint, undo, sort, _log, _keys = self.buttons
        hint.enabled = table.session.human_turn and not table.hint.pending
        undo.enabled = not table.undo.blocked()
        sort.enabled = table.sight.viewer is not None
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.table.sight.viewer is not None:
            for b in self.buttons:
                b.draw(surface, self.table.theme, False)

    def wake_in(self) -> float | None:
        return min((w for b in self.buttons if (w := b.wake_in(False)) is not None), default=None)


class SkipClick:
    """A click while cards move or pop-ups show: every animation ends."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def handle(self, event: pygame.event.Event) -> bool:
        """Skip on a press; the press goes on to the parts and the table under it."""
        table = self.table
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and (table.tweens.busy or table.popups) and table.drag.carrying is None:
            table.skip_animations()
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def wake_in(self) -> float | None:
        return None


class ThinkingDots:
    """Three dots over the plate of an AI deciding its move, unless the table marks it itself."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def shown(self) -> bool:
        table = self.table
        seat = table.match.current_player
        return (table.session.thinking and seat is not None and table.seats[seat].is_computer
                and not table.marks_thinking)

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        """The dots, 36 design pixels above the seat's :meth:`~..base.Table.plate_center`."""
        if not self.shown():
            return
        t = self.table.theme
        x, y = self.centre()
        phase = pygame.time.get_ticks() / 1000.0 * 3
        for i in range(3):
            a = 0.5 + 0.5 * math.sin(phase - i * 0.9)
            t.draw_circle(surface, th.ACCENT, (x - t.px(14) + i * t.px(14), y),
                          max(2, round(t.px(3 + 2 * a))))

    def centre(self) -> tuple[int, int]:
        """The middle dot's centre."""
        x, y = self.table.plate_center(self.table.match.current_player)
        return round(x), round(y - self.table.theme.px(36))

    def area(self) -> pygame.Rect:
        """Every pixel the dots may cover, however large they pulse."""
        t = self.table.theme
        reach = t.px(14) + max(2, t.px(5)) + 2
        rect = pygame.Rect(0, 0, 2 * reach, 2 * (max(2, t.px(5)) + 2))
        rect.center = self.centre()
        return rect

    def wake_in(self) -> float | None:
        """8 frames a second while an AI thinks (the dots, or the table's own mark, move)."""
        return SLOW_FRAME_S if self.table.session.thinking else None


class Controls:
    """The table's own controls, under every other part. An event that
    reaches them goes, in this order, to:

    1. Esc: the menu;
    2. the table's ``intercept``, for a game's moment that takes any input
       (a finished trick on show; the hand's final table is the ``hold``
       part's, just above these controls);
    3. the Menu button and the action buttons (Tab, and Enter or Space on
       the focused one; a greyed one says why it cannot act);
    4. a key: the act :mod:`~fanucci_desktop.ui.controls` binds it to, from
       the table's ``key_actions`` (a move only on the viewer's own turn with
       nothing moving);
    5. the pointer over the table: the table's ``pointer``.
    """

    def __init__(self, table: Table) -> None:
        self.table = table

    def handle(self, event: pygame.event.Event) -> bool:
        """Keeps every event (nothing lies under the table's controls)."""
        table = self.table
        if controls.act_for(event, (Act.MENU,)) is not None:
            table.app.nav.pause(table)
            return True
        if table.intercept(event) or table.menu_button.handle(event, False):
            return True
        greyed = self.greyed_under(event)
        if greyed is not None:
            if greyed.on_click is not None and table.session.human_turn:
                greyed.on_click()          # a greyed button still says why it cannot act
            return True
        if table.buttons.handle(event, arrows=False):
            return True
        if event.type == pygame.KEYDOWN:
            self.press(event)
        else:
            table.pointer(event)
        return True

    def greyed_under(self, event: pygame.event.Event) -> Button | None:
        """The greyed action button a left click lands on, if any."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return None
        return next((b for b in self.table.buttons.widgets if b.visible and not b.enabled
                     and b.rect.collidepoint(event.pos)), None)

    def press(self, event: pygame.event.Event) -> None:
        """Run the act a KEYDOWN ``event`` is bound to. A move key on the
        viewer's turn while cards still move ends every animation first, so
        the move is made at once, as pressed."""
        table = self.table
        actions = table.key_actions()
        act = controls.act_for(event, actions)
        if act is None or (act in controls.MOVES and not table.session.human_turn):
            return
        if act in controls.MOVES and table.busy:
            table.skip_animations()
            if table.busy:
                table.line.refuse(table.app.language.gettext("Wait a moment: the cards are still moving."))
                return
        actions[act]()

    def update(self, dt: float) -> None:
        self.table.buttons.update(dt)
        self.table.menu_button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        pass          # the buttons are part of the table's picture

    def wake_in(self) -> float | None:
        """While a button's highlight eases."""
        waits = (self.table.buttons.wake_in(), self.table.menu_button.wake_in(False))
        return min((w for w in waits if w is not None), default=None)
