"""The Trophy Case table (issue 9).

The trick runs across the centre in play order, each card tagged with its
player; the high card is lifted and ringed in gold, the cards of players who
folded are greyed, and a strip above the trick names the led colour, the
suit order of the trick (lowest first) and the high card. Opponents sit
along the top with their backs, won pile and plate (score, cards, tricks,
folded); the player's hand is fanned at the bottom, cards they may not play
now dimmed. A finished trick stays in the centre for a moment, then slides
to its winner's won pile with a score pop-up. After the deal's last move
the table stays on show, the last trick in the centre as it was played and
the prompt saying why the deal ended, until a key or a click opens the
score (in Watch, for a few seconds), as every table holds its final picture.

Input: click a card to pick it, then the Play / Lead button (or click the
trick, or double-click the card); the Fold button is enabled only when
folding is allowed. Keys (:mod:`.controls`): Left/Right move over the hand,
Space or Enter picks the card, P plays it, F folds. A refused action shows
the engine's reason and changes nothing.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import pygame

from ....engine.cards import Card
from ....engine.protocol import Event, EventKind, Move
from ....i18n import N_, NN_, said_n
from ....session.perspective import Perspective
from ....words import YOU
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...controls import Act
from ...sprites import CardSprite
from ...widgets import Button
from .. import generic
from ..base import ShownSession, Table
from ..frame import board
from ..frame.board import Slot, seat_order
from ..parts.drop import DragAndDrop
from ..parts.hand import HandCursor
from ..parts.keycaps import keyed_button, move_act
from ..parts.popups import Popup
from ..parts.pile_view import KeptPile
from ..shown_hands import fit_hand, hand_slots
from .facts import PublicFacts, TrickView, finished_trick, public_facts
from .layout import (FAN_SCALE, PILE_SCALE, WON_SCALE, Geometry, table_geometry,
                     trick_positions)
from .paint import HIGH_GOLD, Painter
from .words import TrophyWords, move_words

#: Seconds a finished trick stays in the centre before it slides (normal speed).
HOLD_S = 1.1
#: The public piles: each seat's tricks won in the deal and the cards of the
#: shuffle's earlier deals, which everyone saw played.
KEPT = (KeptPile("won:", N_("Tricks won by {name}"), N_("Tricks won by you")),
        KeptPile("set_aside", N_("Cards of earlier deals")))


class TrophyDrops(DragAndDrop):
    """Drag and drop at the Trophy Case table: the trick's well takes a card (to lead or play)."""

    table: TrophyCaseTable

    def zones(self) -> dict[str, pygame.Rect]:
        zones = super().zones()
        zones["trick"] = self.table.geometry().trick.copy()
        return zones


class TrophyCursor(HandCursor):
    """The keyboard's place in the hand at Trophy Case: on the cards that may be played."""

    table: TrophyCaseTable

    def start(self, hand: list[CardSprite], step: int, current: int | None) -> int:
        """The keyboard cursor lands on the first (or last) card that may be
        played now, and stays on the card it is on while that one may; when
        none may, it stays (or starts at the end) and the message line says so."""
        legal = self.table.legal_cards()
        playable = [i for i, s in enumerate(hand) if s.card in legal]
        if not playable:
            if Move("fold") in self.table.legal:
                self.table.line.say(self.table.app.language.gettext("None of your cards may be played now: fold (F)."))
            return super().start(hand, step, current)
        if current is not None and current in playable:
            return current
        return playable[0] if step > 0 else playable[-1]


#: The log's line for a trick won, by another seat and by the person at the screen.
WON_TRICK = (NN_("{name} won the trick: {n} point.", "{name} won the trick: {n} points."),
             NN_("You won the trick: {n} point.", "You won the trick: {n} points."))


class TrophyCaseTable(Table):
    """The Trophy Case table (see the module docstring)."""

    #: The plates say "Thinking..." themselves (:mod:`.paint`).
    marks_thinking = True
    #: Every card played is placed; a fold clicks.
    SOUNDS = {"fold": "click"}

    def __init__(self, app, session: ShownSession, perspective: Perspective, **options: Any) -> None:
        #: The move each action button plays, left to right (None: "Lead a
        #: card" with no card chosen); set by :meth:`refresh_actions`.
        self.button_moves: list[Move | None] = []
        super().__init__(app, session, perspective, words=TrophyWords, painter=Painter,
                         drag=TrophyDrops, cursor=TrophyCursor, piles=KEPT, **options)
        self.held: TrickView | None = None
        self.hold_left = 0.0
        self.clock = 0.0
        #: The event of the trick held in the centre (sent on by :meth:`release`).
        self.held_event: Event | None = None
        self._geo: Geometry | None = None
        self._geo_key: tuple | None = None
        self._facts_key: tuple | None = None
        self._facts: PublicFacts | None = None
        self.drawn: dict[str, pygame.Rect] = {}
        self.well = pygame.Rect(0, 0, 0, 0)

    # Facts and geometry -----------------------------------------------------------
    def facts(self) -> PublicFacts | None:
        """The public facts of the deal (worked out once per position)."""
        obs = self.sight.observation()
        if obs is None:
            return None
        key = self.sight.position()
        if key != self._facts_key:
            self._facts = public_facts(obs)
            self._facts_key = key
        return self._facts

    def shown_trick(self) -> TrickView:
        """The trick in the centre: a finished one being shown, else the live one."""
        if self.held is not None:
            return self.held
        facts = self.facts()
        return facts.trick if facts is not None else TrickView()

    def coach_room(self) -> pygame.Rect:
        """The coach's room in a lesson (the shared parts' hook): right of
        the trick's well (at least as wide as six cards, as it is drawn), left
        of the played pile, from under the strip that names the high card and
        the trick's worth down to the hand."""
        t, g = self.theme, self.geometry()
        left = max(g.trick.centerx + 3 * self.card_w, self.well.right) + t.px(12)
        right = g.discarded[0] - self.card_w * PILE_SCALE / 2 - t.px(12)
        top = g.info.bottom + t.px(12)
        bottom = self.hand_top() - t.px(12)
        return pygame.Rect(round(left), round(top), max(0, round(right - left)), max(0, round(bottom - top)))

    def geometry(self) -> Geometry:
        """The places for the current window, seats and card size."""
        seats = seat_order(self.sight.bottom_seat, self.match.num_players)
        controls = [b.rect for b in [*self.tools.buttons, self.menu_button] if b.rect.w > 0]
        left = min((r.left for r in controls), default=None)
        bottom = max((r.bottom for r in controls), default=0)
        key = (self.size, self.theme.unit, self.card_w, tuple(seats), left, bottom)
        if key != self._geo_key or self._geo is None:
            self._geo = table_geometry(self.size, self.theme.unit, self.card_w, seats, left,
                                       self.perspective.face_up, self.pile_view.chip_room(), bottom)
            self._geo_key = key
        return self._geo

    def plate_center(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s plate is (the shared parts' pop-ups and dots)."""
        return self.geometry().pods[seat].plate.center

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        return self.geometry().pods[seat].fan

    def trick_layout(self, n: int) -> tuple[list[tuple[float, float]], float, float]:
        g = self.geometry()
        return trick_positions(n, g.trick, self.card_w, g.tag_h)

    # Slots ------------------------------------------------------------------------
    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        g = self.geometry()
        cw = self.card_w
        held = set(self.held.cards) if self.held is not None else set()
        facts = self.facts()
        # a won pile shows the whole last trick, so every card of it slides there
        shown = max(4, len(facts.tricks[-1].cards) if facts and facts.tricks else 0, len(held))
        out: list[Slot] = []
        for seat, pod in g.pods.items():
            zone = f"hand:{seat}"
            cards = view.get(zone, [])
            if seat == g.bottom:
                out += board.fan(zone, cards, *pod.fan, max_width=pod.fan_width, spread=cw * 0.62,
                                pickable=self.sight.viewer == seat)
            elif self.perspective.face_up:
                fan_w = cw * pod.fan_scale
                box = pygame.Rect(0, 0, round(pod.fan_width + fan_w), round(pod.fan_h))
                box.center = (round(pod.fan[0]), round(pod.fan[1]))
                out += hand_slots(zone, cards, fit_hand(len(cards), box, cw, CARD_ASPECT, self.theme.unit,
                                                        pod.fan_scale), z0=400)
            else:
                out += board.fan(zone, cards, *pod.fan, max_width=pod.fan_width,
                                spread=cw * FAN_SCALE * 0.34, scale=FAN_SCALE, arc=6, z0=400)
            won = [c for c in view.get(f"won:{seat}", []) if c not in held]
            out += board.stack(self.card_w, f"won:{seat}", won, *pod.won, scale=WON_SCALE, z0=300, shown=shown)
        trick = self.shown_trick()
        cards = list(self.held.cards) if self.held is not None else list(view.get("trick", []))
        high = trick.high
        positions, scale, _step = self.trick_layout(len(cards))
        lift = self.theme.px(10)
        for i, (card, (x, y)) in enumerate(zip(cards, positions)):
            out.append(Slot("trick", card, x, y - (lift if i == high else 0), scale=scale, z=200 + i))
        out += board.stack(self.card_w, "stock", view.get("stock", []), *g.stock, scale=PILE_SCALE, z0=100, shown=6)
        out += board.stack(self.card_w, "set_aside", view.get("set_aside", []), *g.set_aside, scale=PILE_SCALE,
                          z0=110, shown=4)
        out += board.stack(self.card_w, "discarded", view.get("discarded", []), *g.discarded, scale=PILE_SCALE,
                          z0=120, shown=4)
        return out

    # Moves --------------------------------------------------------------------------
    def sync(self, events: Sequence[Event], animate: bool = True, stagger: float = 0.0) -> None:
        """A finished trick is held in the centre for a moment (its event
        carries the plays): the cards go to the winner on :meth:`release`."""
        won = next((e for e in events if e.kind == EventKind.TRICK_WON), None)
        if won is not None and won.player is not None:
            name = self.seats[won.player].name
            self.log.add(won.player, said_n(*WON_TRICK[name == YOU], won.value or 0, name=name))
        if won is not None and animate and self.app.anim_speed > 0:
            self.held = finished_trick(won)
            self.held_event = won
            self.hold_left = HOLD_S * self.app.anim_speed
        elif won is not None:
            self.app.play("trick")
        super().sync(events, animate, stagger)

    def release(self) -> None:
        """Send the finished trick in the centre to its winner."""
        held = self.held
        if held is None:
            return
        self.held = None
        self.hold_left = 0.0
        g = self.geometry()
        winner = held.winner if held.winner is not None else g.bottom
        self.app.play("trick")
        if held.points:
            self.popups.add(Popup(f"+{held.points}", g.trick.center, g.pods[winner].won,
                                  color=HIGH_GOLD, life=0.9), self.app.anim_speed)
        won, self.held_event = self.held_event, None
        super().sync([won] if won is not None else [])

    @property
    def busy(self) -> bool:
        """Cards move, or a finished trick waits in the centre -- except the
        deal's last, part of the final picture while the hold keeps it."""
        return super().busy or (self.held is not None and not self.hold.holding)

    def skip_animations(self) -> None:
        """The finished trick on show goes to its winner, and every animation ends."""
        self.release()
        super().skip_animations()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.held is not None and not self.tweens.busy and not self.hold.holding:
            self.hold_left -= dt
            if self.hold_left <= 0:
                self.release()
        super().update(dt)

    def legal_cards(self) -> set[Card]:
        """Cards of the viewer's hand that some legal move plays now."""
        return {m.cards[0] for m in self.legal if m.cards}

    def card_action(self) -> str:
        """The action of a card played now: "lead" on a trick's first card,
        else "play" (the Play button, its move and the help line name it)."""
        facts = self.facts()
        return "lead" if facts is not None and facts.phase == "lead" else "play"

    def action_for(self, card: Card) -> Move:
        return Move(self.card_action(), (card,))

    def try_move(self, move: Move) -> bool:
        """Play ``move`` if the engine allows it; else show its reason and change nothing."""
        if not self.session.human_turn or self.busy:
            return False
        reason = self.words.why_not(move)
        if reason:
            self.line.refuse(reason)
            return False
        self.choose(move)
        return True

    def play_selected(self) -> bool:
        if not self.selected or self.selected[0].card is None:
            self.line.refuse(self.app.language.gettext("Pick a card first: click it, or use the Left and Right keys."))
            return False
        return self.try_move(self.action_for(self.selected[0].card))

    def refresh_actions(self) -> None:
        """The play button (the chosen card's move, else the hinted card's,
        else a disabled "Lead a card") and Fold; gold for
        :func:`.generic.primary_move`, as at every table."""
        self.legal = tuple(self.match.legal_moves()) if self.session.human_turn else ()
        t = self.theme
        buttons: list[Button] = []
        self.button_moves = []
        facts = self.facts()
        if self.session.human_turn and facts is not None:
            hinted = self.hint.move
            card = (self.selected[0].card if self.selected
                    else hinted.cards[0] if hinted is not None and hinted.cards else None)
            move = None if card is None else self.action_for(card)
            moves = [move, *([Move("fold")] if facts.phase == "play" else [])]
            lead = generic.primary_move(self, [m for m in moves if m is not None and m in self.legal])
            if move is not None:
                play = keyed_button(self, move_words(move, self.app.language), move_act(self, move),
                                    primary=move == lead, size=th.SMALL,
                                    on_click=lambda m=move: self.try_move(m))
                play.enabled = move in self.legal
            else:
                gettext = self.app.language.gettext
                label = gettext("Lead a card") if self.card_action() == "lead" else gettext("Play a card")
                play = keyed_button(self, label, Act.PLAY, size=th.SMALL,
                                    on_click=self.play_selected)
                play.enabled = False
            buttons.append(play)
            if facts.phase == "play":
                fold = keyed_button(self, self.app.language.gettext("Fold"), move_act(self, Move("fold")), size=th.SMALL,
                                    primary=lead == Move("fold"),
                                    on_click=lambda: self.try_move(Move("fold")))
                fold.enabled = Move("fold") in self.legal
                buttons.append(fold)
            self.button_moves = moves
        g = self.geometry()
        w = self.size[0]
        bw, bh, gap = t.px(230), t.px(44), t.px(12)
        total = len(buttons) * bw + max(0, len(buttons) - 1) * gap
        x = w / 2 - total / 2
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(round(x + i * (bw + gap)), round(g.buttons_top), bw, bh)
        self.buttons.set(buttons)
        self.buttons.focus = None

    # Input ---------------------------------------------------------------------------
    def toggle(self, sprite: CardSprite) -> None:
        """Pick ``sprite`` (one card at a time), or unpick it."""
        self.selected = [] if sprite in self.selected else [sprite]
        self.line.text = ""
        self.app.play("select")
        self.refresh_actions()

    def key_actions(self) -> dict[Act, Callable[[], None]]:
        return {**super().key_actions(), Act.PLAY: self.play_selected,
                Act.FOLD: lambda: self.try_move(Move("fold"))}

    def intercept(self, event: pygame.event.Event) -> bool:
        """While a finished trick is on show, a click or Space / Enter sends it
        on (the deal's last stays with the final table's hold, which a key ends)."""
        if self.held is not None and not self.hold.holding and (
                (event.type == pygame.MOUSEBUTTONUP and event.button == 1)
                or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE))):
            self.release()
            return True
        return False

    def double_clicked(self, sprite: CardSprite) -> bool:
        """A double-click plays the card (or says why it may not)."""
        if sprite.card is None:
            return False
        self.selected = [sprite]
        self.try_move(self.action_for(sprite.card))
        return True

    def pointer(self, event: pygame.event.Event) -> None:
        """A click on the trick plays the picked card."""
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.session.human_turn
                and not self.busy and self.selected and self.sprite_at(event.pos) is None
                and self.geometry().trick.collidepoint(event.pos)):
            self.play_selected()
            return
        super().pointer(event)

    def describe(self) -> dict:
        d = super().describe()
        trick = self.shown_trick()
        d.update(trick=[str(c) for c in trick.cards], held=self.held is not None)
        return d


TABLE = TrophyCaseTable
