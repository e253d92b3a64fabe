"""The table parts every game table shares, mixed into :class:`~.base.Table`.

* Hint (button, H): the ``normal`` AI suggests a move from the viewer's own
  observation, off the frame loop; its cards lift and glow and the message
  line says it in words.
* Undo (button, Ctrl+Z): takes back the viewer's own moves of this turn
  while that is fair (see :mod:`fanucci_desktop.session.undo`), by replaying the match record.
* Sort (button, S) cycles suit / rank / colour; dragging a hand card within
  the hand reorders it. The order is the viewer's own (:mod:`.parts_hand`).
* Drag and drop: a hand card (or the selection it belongs to) dragged onto a
  zone plays the move that puts those cards there (:meth:`drop_moves`);
  while dragging, the zones that take them light up; a refused drop says
  why and the cards fly back.
* A click skips running animations; score pop-ups at the end of a hand for
  tables without their own; a thinking indicator on a deciding AI's plate.

* Side panels (buttons Log and Keys, keys L and F1) and the log strip
  (:mod:`.parts_log`): the game log and the key help of :mod:`.controls`.
* In a lesson, the coach (:mod:`.parts_coach`): its panel, its rings and
  Show me; undo is off (the lesson's deal is not the match's seed).

:class:`~.base.Table`'s final ``handle`` runs :meth:`shared_input` first
and its final ``draw`` runs :meth:`draw_shared` last.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import pygame

from ...ai import AsyncDecider
from ...engine.cards import Card, parse_card
from ...engine.protocol import Move
from ...engine.rng import derive_seed
from ...session.log import GameLog
from ...session.seats import make_ai
from ...session.undo import reveals, seen_cards
from ...words import engine_text
from .. import controls, theme as th
from ..cardart import CARD_ASPECT
from ..sprites import CardSprite
from ..widgets import Button
from .parts_coach import PANEL_W as COACH_W, Coach
from .parts_drop import TABLE, drop_map, refusal, zone_words
from .parts_hand import SORT_LABELS, SORT_MODES, HandOrder
from .parts_log import SidePanels, draw_log_strip
from .popups import Popup, Popups

#: Pixels (at unit scale) the pointer must travel before a press becomes a drag.
DRAG_START_PX = 9
#: Colour of a lit drop target.
LIT = (120, 230, 140)


@dataclass
class Drag:
    """A drag in progress: the sprites carried, their offsets from the
    pointer, and zone -> the moves a drop there plays."""

    sprites: list[CardSprite]
    offsets: list[tuple[float, float]]
    targets: dict[str, list[Move]]
    pos: tuple[int, int]


class SharedParts:
    """Hint, undo, sorting, drag and drop, skip-click, pop-ups (see module doc)."""

    # State ------------------------------------------------------------------------
    def init_shared_parts(self, key_help: Sequence[str] | None) -> None:
        self.hand_orders: dict[int, HandOrder] = {}
        self.hint_move: Move | None = None
        self.hint_pending = False
        self.hint_player = make_ai("normal", self.game_id)

        self.hint_decider = AsyncDecider()
        self.drag: Drag | None = None
        self._press: tuple[CardSprite, tuple[int, int]] | None = None
        self.popups = Popups()
        self.key_card: int | None = None
        #: The last refusal or hint said and its colour (see :meth:`message_color`).
        self.said: tuple[str, tuple[int, int, int]] = ("", th.TEXT)
        guide = self.session.guide
        #: The coach of a lesson (None at a real match).
        self.coach: Coach | None = None if guide is None else Coach(guide)
        if guide is not None:
            self.name = "lesson"        # the scene's name where scenes are listed (the monkey's report)
            key_help = controls.lesson_help(self.game_id)
        #: The Log and Keys panels.
        self.side = SidePanels(self.game_id, key_help)
        t_small = th.SMALL
        self.tools = [Button(label="Hint", on_click=self.hint, size=t_small),
                      Button(label="Undo", on_click=self.undo, size=t_small),
                      Button(label="Sort", on_click=self.sort_hand, size=t_small),
                      Button(label="Log", on_click=lambda: self.toggle_panel("log"), size=t_small),
                      Button(label="Keys", on_click=lambda: self.toggle_panel("keys"), size=t_small)]
        if self.perspective.face_up:    # every hand on show: nobody plays here
            for tool in self.tools[:3]:
                tool.visible = False

    def place_tools(self) -> None:
        """Put the tool buttons left of the Menu button, top right on every table."""
        t = self.theme
        r = self.menu_button.rect
        x = r.left
        for b in reversed(self.tools):
            w = self.button_width(b.label, minimum=t.px(64))
            x -= w + t.px(8)
            b.rect = pygame.Rect(x, r.top, w, r.h)
        if self.coach is not None:
            self.coach.place(self)

    def coach_width(self) -> int:
        """How wide a lesson's coach panel is at this window: its design
        width, at most a third of the window; 0 at a match (no coach)."""
        if self.coach is None:
            return 0
        return min(self.theme.px(COACH_W), self.size[0] // 3)

    def coach_room(self) -> pygame.Rect:
        """Where a lesson's coach panel may sit: free table space that holds
        nothing the player needs (hook: a table gives its own). By default
        the right of the table, under the tools, down to the hand, as wide
        as :meth:`coach_width`."""
        t = self.theme
        width = self.coach_width()
        top = self.menu_button.rect.bottom + t.px(12)
        return pygame.Rect(self.size[0] - width - t.px(12), top, width,
                           max(0, round(self.hand_top()) - top))

    def button_width(self, label: str, minimum: int = 0, size: int = th.SMALL) -> int:
        """A button width that fits ``label`` (hook: tables may size theirs)."""
        t = self.theme
        return max(minimum, t.font(size, True).size(label)[0] + t.px(28))

    # Hand order -------------------------------------------------------------------
    def hand_order(self, seat: int) -> HandOrder:
        return self.hand_orders.setdefault(seat, HandOrder())

    def arrange_view(self, view: dict[str, list[Card | None]]) -> dict[str, list[Card | None]]:
        """The viewer's hand in the viewer's own order (cards they may see only)."""
        if self.viewer is None:
            return view
        zone = f"hand:{self.viewer}"
        cards = view.get(zone)
        if cards and all(c is not None for c in cards):
            view[zone] = list(self.hand_order(self.viewer).arrange(cards))  # type: ignore[arg-type]
        return view

    def sort_hand(self) -> None:
        """Cycle the viewer's sort mode (suit, rank, colour)."""
        if self.viewer is None:
            self.say_refusal("There is no hand to sort while the device is being passed.")
            return
        mode = self.hand_order(self.viewer).cycle()
        self.message = f"Hand sorted {SORT_LABELS[mode]}."
        self.app.play("select")
        self.sync([])

    def reorder(self, cards: Sequence[Card], index: int) -> None:
        """Move ``cards`` of the viewer's hand before position ``index``."""
        zone = f"hand:{self.viewer}"
        hand = [c for c in self.view().get(zone, []) if c is not None]
        self.hand_order(self.viewer).move(hand, cards, index)  # type: ignore[arg-type]
        self.sync([])

    # What a save keeps of the view ----------------------------------------------
    def view_record(self) -> dict[str, Any]:
        """The log and each seat's hand order, for the autosave (hook: a
        table may add what it keeps, calling this first)."""
        return {"log": self.log.record(),
                "hand_orders": {str(seat): {"mode": order.mode, "order": [str(c) for c in order.order]}
                                for seat, order in self.hand_orders.items()}}

    def restore_view(self, data: Any) -> None:
        """Take back what :meth:`view_record` kept (hook). A part that does
        not read is left out: the match itself is never at stake."""
        if not isinstance(data, Mapping):
            return
        if "log" in data:
            self.log = GameLog.from_record(data["log"])
        orders = data.get("hand_orders")
        for seat, saved in (orders.items() if isinstance(orders, Mapping) else ()):
            try:
                order = HandOrder()
                order.mode = saved["mode"] if saved.get("mode") in SORT_MODES else None
                order.order = [parse_card(text) for text in saved.get("order", [])]
                self.hand_orders[int(seat)] = order
            except (TypeError, ValueError, KeyError, AttributeError):
                continue
        self.sync([], animate=False)

    # Hint -------------------------------------------------------------------------
    def hint(self) -> None:
        """Ask the ``normal`` AI for a suggestion (answered on a later frame)."""
        state = self.match.state
        if not self.human_turn or state is None:
            self.say_refusal("Hints are for your own turn.")
            return
        legal = self.match.legal_moves()
        if not legal:
            return
        hands = len(self.match.hands)
        seed = derive_seed(self.match.seed, "hint", hands, len(self.match.hands[-1].moves))
        self.hint_decider.start(self.hint_player, state.observation(self.viewer), legal, seed)
        self.hint_pending = True
        self.hint_move = None
        self.message = "Looking for a good move…"

    def poll_hint(self) -> None:
        if not self.hint_pending:
            return
        move = self.hint_decider.poll()
        if move is None:
            return
        self.hint_pending = False
        if not self.human_turn or move not in self.match.legal_moves():
            return
        self.hint_move = move
        self.message = "Hint: " + self.log_label(move)
        self.said = (self.message, th.HINT)

    def clear_hint(self) -> None:
        self.hint_decider.cancel()
        self.hint_pending = False
        self.hint_move = None

    def hint_sprites(self) -> list[CardSprite]:
        """The viewer's hand sprites holding the hinted move's cards."""
        if self.hint_move is None or self.viewer is None:
            return []
        want = list(self.hint_move.cards)
        out = []
        for s in self.sprites:
            if s.zone == f"hand:{self.viewer}" and not s.dying and s.card in want:
                want.remove(s.card)
                out.append(s)
        return out

    # Undo -------------------------------------------------------------------------
    def undo_blocked(self) -> str:
        """Why the viewer may not undo now ("" when they may)."""
        if self.coach is not None:
            return "A lesson has no undo: start it again from the menu if you like."
        if not self.human_turn:
            return "Undo takes back your own moves, on your own turn."
        if self.drag is not None:
            return "Finish dragging first."
        return self.session.undo_book.check(self.viewer, len(self.match.hands))

    def undo(self) -> bool:
        """Take back the viewer's last move of this turn, if fair."""
        why = self.undo_blocked()
        if why:
            self.say_refusal(why)
            return False
        self.clear_hint()
        self.tweens.finish()
        step = self.session.take_back()
        self.selected = []
        self.message = f"Taken back: {step.label}."
        self.log.undo_move()            # the move taken back leaves the log
        self.app.play("select")
        self.on_undo()
        self.sync([])
        self.autosave()
        return True

    def on_undo(self) -> None:
        """Hook: the match was replaced by an earlier one (refresh caches)."""

    def note_move(self, seat: int | None, hand: int, keep: int, label: str,
                  seen_before) -> None:
        """Book a played move for undo (``label``: its words from before it
        was played; ``seen_before``: the cards the mover saw before it, None
        when not a human playing their own turn)."""
        if seat is None or seen_before is None:
            self.session.undo_book.clear("Another player has moved since.")
            return
        state = self.match.state
        goes_on = (state is not None and not state.is_over and len(self.match.hands) == hand
                   and self.match.current_player == seat)
        revealed = reveals(seen_before, seen_cards(self.view())) if goes_on else []
        self.session.undo_book.record(seat, hand, keep, label, revealed, goes_on)

    # Keyboard cursor ----------------------------------------------------------------
    def step_cursor(self, step: int) -> None:
        """Move the keyboard cursor ``step`` cards along the viewer's hand."""
        hand = self.hand_sprites()
        if not self.human_turn or not hand:
            return
        self.buttons.focus = None
        if self.key_card is None:
            self.key_card = 0 if step > 0 else len(hand) - 1
        else:
            self.key_card = (min(self.key_card, len(hand) - 1) + step) % len(hand)
        self.hover_sprite = hand[self.key_card]

    def select_cursor(self) -> None:
        """Select (or unselect) the card under the keyboard cursor."""
        hand = self.hand_sprites()
        if not self.human_turn or self.busy or not hand:
            return
        if self.key_card is None:
            self.key_card = 0
        self.toggle(hand[min(self.key_card, len(hand) - 1)])

    def clear_selection(self) -> None:
        """Unselect every card."""
        self.selected = []
        self.message = ""
        self.refresh_actions()

    # Drag and drop ----------------------------------------------------------------
    def drop_zones(self) -> dict[str, pygame.Rect]:
        """Zone -> its rectangle on screen for drops (hook). The default: the
        cards of each zone except the hands, and the table above the hand."""
        rects: dict[str, pygame.Rect] = {}
        for s in self.sprites:
            if s.dying or s.zone.startswith("hand:"):
                continue
            r = s.rect(self.card_w, CARD_ASPECT)
            rects[s.zone] = rects[s.zone].union(r) if s.zone in rects else r
        pad = self.theme.px(10)
        out = {z: r.inflate(pad, pad) for z, r in rects.items()}
        w, _ = self.size
        out[TABLE] = pygame.Rect(0, 0, w, max(0, round(self.hand_top())))
        return out

    def drop_targets(self, cards: Sequence[Card]) -> dict[str, list[Move]]:
        """Zone -> legal moves dropping ``cards`` there plays (hook)."""
        state = self.match.state
        if state is None or not self.human_turn:
            return {}
        return drop_map(state, cards, self.match.legal_moves())

    def drop_moves(self, cards: Sequence[Card], zone: str) -> list[Move]:
        """The moves dropping ``cards`` on ``zone`` plays, best first (hook)."""
        return self.drop_targets(cards).get(zone, [])

    def drop_zone_at(self, pos: tuple[int, int]) -> str | None:
        """The drop zone under ``pos``: the smallest zone rectangle holding
        it; "hand" over the viewer's hand; None off every zone."""
        zones = self.drop_zones()
        hits = [(r.w * r.h, z) for z, r in zones.items() if z != TABLE and r.collidepoint(pos)]
        if hits:
            return min(hits)[1]
        if pos[1] >= self.hand_top():
            return "hand"
        return TABLE if TABLE in zones and zones[TABLE].collidepoint(pos) else None

    def start_drag(self, sprite: CardSprite, pos: tuple[int, int]) -> None:
        carried = [s for s in self.selected if s.card is not None] if sprite in self.selected else [sprite]
        carried.sort(key=lambda s: s.x)
        cards = [s.card for s in carried if s.card is not None]
        for s in carried:
            self.tweens.cancel(s)
        self.drag = Drag(carried, [(s.x - pos[0], s.y - pos[1]) for s in carried],
                         self.drop_targets(cards), pos)
        self.hover_sprite = None

    def drag_to(self, pos: tuple[int, int]) -> None:
        assert self.drag is not None
        self.drag.pos = pos
        for s, (dx, dy) in zip(self.drag.sprites, self.drag.offsets):
            s.x, s.y, s.lift = pos[0] + dx, pos[1] + dy, 0.0

    def end_drag(self, pos: tuple[int, int]) -> None:
        """Drop the carried cards at ``pos``: reorder, play or refuse."""
        drag, self.drag = self.drag, None
        assert drag is not None
        cards = [s.card for s in drag.sprites if s.card is not None]
        zone = self.drop_zone_at(pos)
        if zone == "hand":
            others = [s for s in self.sprites if s.zone == f"hand:{self.viewer}" and not s.dying
                      and s not in drag.sprites]
            index = sum(1 for s in others if s.x < pos[0])
            self.reorder(cards, index)
            return
        moves = self.drop_moves(cards, zone) if zone is not None else []
        if not moves and zone == TABLE:
            rects = self.drop_zones()
            moves = [m for z, ms in drag.targets.items() if z not in rects for m in ms]
        if moves:
            self.choose(moves[0])
            self.sync([])
            return
        state = self.match.state
        reason = "Drop the cards on a lit place." if state is None or zone is None else \
            refusal(state, cards, zone, drag.targets)
        self.say_refusal(reason)
        self.sync([])

    def why_not(self, move: Move) -> str | None:
        """Hook: why the rules refuse ``move`` now, in the table's words
        (:meth:`engine_words`); None when it may be played."""
        state = self.match.state
        reason = "No hand is being played." if state is None else state.why_illegal(move)
        return None if reason is None else self.engine_words(reason)

    def engine_words(self, text: str) -> str:
        """A text of the rules as this table says it (:func:`~fanucci_desktop.words.engine_text`)."""
        return engine_text(text, [s.name for s in self.seats])

    def say_refusal(self, reason: str) -> None:
        """Show why something is refused (in :data:`.theme.REFUSAL`);
        nothing changes (hook)."""
        self.message = reason
        self.said = (reason, th.REFUSAL)
        self.app.play("error")

    def message_color(self) -> tuple[int, int, int]:
        """The message line's colour: the refusal or hint colour while it
        says a refusal or a hint, else the text colour."""
        text, color = self.said
        return color if self.message and self.message == text else th.TEXT

    # Input ------------------------------------------------------------------------
    def shared_input(self, event: pygame.event.Event) -> bool:
        """The shared parts' pointer input, ahead of the table's own; True when used."""
        if self.side.handle_wheel(event) or (self.coach is not None and self.coach.handle(self, event)):
            return True
        if event.type == pygame.MOUSEMOTION:
            for b in self.tools:
                b.handle(event, False)
            if self.drag is not None:
                self.drag_to(event.pos)
                return True
            if self._press is not None:
                sprite, start = self._press
                if math.dist(start, event.pos) >= self.theme.px(DRAG_START_PX) and sprite in self.sprites:
                    self._press = None
                    self.start_drag(sprite, start)
                    self.drag_to(event.pos)
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if any(b.visible and b.rect.collidepoint(event.pos) for b in self.tools + [self.menu_button]):
                return False
            if (self.tweens.busy or self.popups) and self.drag is None:
                self.skip_animations()
                return False
            sprite = self.sprite_at(event.pos) if self.human_turn and not self.busy else None
            if sprite is not None and sprite.zone == f"hand:{self.viewer}" and sprite.card is not None:
                self._press = (sprite, event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._press = None
            if self.drag is not None:
                self.end_drag(event.pos)
                return True
            for b in self.tools:
                if b.visible and b.rect.collidepoint(event.pos) and b.on_click is not None:
                    b.on_click()        # a greyed tool still says why it cannot act
                    return True
            return False
        return False

    def skip_animations(self) -> None:
        """A click while cards move: every animation jumps to its end."""
        self.tweens.finish()
        self.popups.clear()

    # Pop-ups and drawing ----------------------------------------------------------
    def own_score_popups(self) -> bool:
        """Hook: True when the table shows a hand's scores itself."""
        return False

    def plate_center(self, seat: int) -> tuple[float, float]:
        """Where a seat's plate is (hook; score pop-ups rise from there)."""
        t = self.theme
        w, h = self.size
        if seat == self.bottom_seat:
            return t.px(120), h - t.px(40)
        ax, ay = self.seat_anchor(seat)
        return ax, ay + self.card_h * 0.25 + t.px(34)

    def pop_scores(self, scores: Sequence[int]) -> None:
        """A "+N" over each seat that scored this hand."""
        if self.own_score_popups():
            return
        for seat, points in enumerate(scores):
            if points:
                x, y = self.plate_center(seat)
                self.popups.add(Popup(f"{points:+d}", (x, y - self.theme.px(30)), hold=True),
                                self.app.anim_speed)

    def draw_shared(self, surface: pygame.Surface) -> None:
        """Over everything the table drew: hint glow, lit drop targets, the
        carried cards, the keyboard focus ring, pop-ups, the AI's thinking
        dots and the Hint / Undo / Sort buttons."""
        t = self.theme
        width = max(2, t.px(3))
        for s in self.hint_sprites():
            r = s.rect(self.card_w, CARD_ASPECT)
            pygame.draw.rect(surface, th.HINT, r.inflate(t.px(8), t.px(8)), width,
                             border_radius=max(3, r.w // 10))
        if self.drag is not None:
            rects = self.drop_zones()
            under = self.drop_zone_at(self.drag.pos)
            lit = [z for z in self.drag.targets if z in rects]
            if any(z not in rects for z in self.drag.targets) and TABLE in rects and TABLE not in lit:
                lit.append(TABLE)     # zones with no cards yet take drops anywhere on the felt
            for zone in lit:
                r = rects[zone]
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((*LIT, 70 if zone == under else 34))
                surface.blit(glow, r)
                pygame.draw.rect(surface, LIT, r, width + (2 if zone == under else 0),
                                 border_radius=t.px(10))
                if zone == TABLE:
                    words = sorted({zone_words(z) for z in self.drag.targets if z not in rects})
                    text = "Drop here to lay down" if not words else "Drop here: " + ", ".join(words)
                    t.blit_text(surface, text, (r.centerx, r.bottom - t.px(12)),
                                th.SMALL, LIT, bold=True, anchor="midbottom", shadow=True)
            for s in self.drag.sprites:
                self.images.draw(surface, s, self.card_w)
        if self.key_card is not None and self.human_turn:
            hand = self.hand_sprites()
            if hand:
                r = hand[min(self.key_card, len(hand) - 1)].rect(self.card_w, CARD_ASPECT)
                pygame.draw.rect(surface, th.TEXT, r.inflate(t.px(10), t.px(10)), width,
                                 border_radius=max(3, r.w // 10))
        self.popups.draw(surface, t)
        if self.session.thinking and self.match.current_player is not None \
                and not self.own_thinking_indicator():
            x, y = self.plate_center(self.match.current_player)
            phase = pygame.time.get_ticks() / 1000.0 * 3
            for i in range(3):
                a = 0.5 + 0.5 * math.sin(phase - i * 0.9)
                pygame.draw.circle(surface, th.ACCENT, (round(x - t.px(14) + i * t.px(14)),
                                                        round(y - t.px(36))), max(2, round(t.px(3 + 2 * a))))
        if self.viewer is not None:
            for b in self.tools:
                b.draw(surface, t, False)
        if self.coach is not None:
            self.coach.draw(self, surface)
        self.draw_panel(surface)

    def hand_sprites(self) -> list[CardSprite]:
        """The viewer's pickable hand sprites, left to right (hook)."""
        zone = f"hand:{self.viewer}"
        return sorted((s for s in self.sprites if s.zone == zone and s.pickable and not s.dying),
                      key=lambda s: s.x)

    def refresh_tools(self) -> None:
        """Enable the tools for what is possible now (and the coach's Show me)."""
        if self.coach is not None:
            self.coach.update(self)
        hint, undo, sort, log, keys = self.tools
        hint.enabled = self.human_turn and not self.hint_pending
        undo.enabled = not self.undo_blocked()
        sort.enabled = self.viewer is not None

    # Side panels -------------------------------------------------------------------
    def toggle_panel(self, name: str) -> None:
        """Show the side panel ``name`` ("log": the game log, "keys": the
        key help), or hide it when it is already shown."""
        self.side.toggle(name)
        self.app.play("select")

    def panel_lines(self) -> tuple[str, list[str]]:
        """The open panel's title and lines (the log: its newest lines last)."""
        return self.side.lines(self.log)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The open side panel, under the tool buttons at the right."""
        self.side.draw(self.theme, surface, self.menu_button.rect.bottom + self.theme.px(10),
                       self.log, self.viewer)

    def draw_log_strip(self, surface: pygame.Surface, rect: pygame.Rect, align: str = "bottom") -> None:
        """The newest log lines, whole, in ``rect`` (see :func:`.parts_log.draw_log_strip`)."""
        draw_log_strip(self.theme, surface, rect, self.log, self.viewer, align)

