"""Where the cards go and how their sprites follow the game.

:func:`sync` brings a table's sprites to what the viewer may see now: each
card keeps its sprite where it can, moves along the events' zones (a card
drawn flies from the pile), turns over with a flip, and a card the viewer
may not see is a back at once. :func:`fan` and :func:`stack` are the
shapes every layout uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ....engine.cards import Card
from ....engine.protocol import Event
from ...sprites import CardSprite

if TYPE_CHECKING:                       # the type only: the table imports this module
    from ..base import Table

#: Piles drawn as a face-down stack.
STACK_ZONES = frozenset({"draw", "stock", "deck", "talon"})
#: Card movement time in seconds (at normal animation speed).
MOVE_S = 0.38
#: A card dealt from a pile appears on it as it leaves, this long after its
#: turn comes; until then the pile shows what stays there.
APPEAR_S = 0.001


@dataclass
class Slot:
    """Where one visible card goes: ``card`` None for a back."""

    zone: str
    card: Card | None
    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0
    z: float = 0.0
    pickable: bool = False


def seat_order(bottom: int, n: int) -> list[int]:
    """Seats clockwise from ``bottom`` (the viewer sits at the bottom)."""
    return [(bottom + i) % n for i in range(n)]


def stack(card_w: float, zone: str, cards: Sequence[Card | None], x: float, y: float,
          scale: float = 1.0, z0: float = 100.0, shown: int = 5) -> list[Slot]:
    """A squared pile: only its top ``shown`` cards get sprites, each a
    little higher than the one below."""
    top = list(cards)[-shown:]
    step = max(1.0, card_w * 0.012) * scale
    return [Slot(zone, card, x - i * step, y - i * step, scale=scale, z=z0 + i)
            for i, card in enumerate(top)]



def fan(zone: str, cards: Sequence[Card | None], cx: float, cy: float, max_width: float,
        spread: float, scale: float = 1.0, arc: float = 10.0, pickable: bool = False,
        z0: float = 500.0) -> list[Slot]:
    """Cards fanned in a gentle arc centred on (cx, cy)."""
    n = len(cards)
    if n == 0:
        return []
    step = min(spread, max_width / max(1, n - 1)) if n > 1 else 0
    total_angle = min(arc, n * 1.6)
    out = []
    for i, card in enumerate(cards):
        t = (i - (n - 1) / 2)
        frac = t / max(1, (n - 1) / 2)
        angle = -frac * total_angle / 2 if n > 1 else 0
        dy = abs(frac) ** 2 * spread * 0.22 * scale
        out.append(Slot(zone, card, cx + t * step, cy + dy, angle=angle, scale=scale,
                        z=z0 + i, pickable=pickable and card is not None))
    return out



def sync(table: "Table", events: Sequence[Event], animate: bool = True, stagger: float = 0.0) -> None:
    """Bring the sprites to the current view: keep each card's sprite
    where possible (moving it along the events' zones), hide cards the
    viewer may not see at once, reveal others with a flip."""
    table.redraw.restate()
    view = table.sight.view()
    slots = table.slots(view)
    widths_before = table.images.exact
    table.images.exact = {max(2, round(table.card_w * sc)) for sc in {1.0} | {sl.scale for sl in slots}}
    old = [s for s in table.sprites if not s.dying]
    used: set[int] = set()
    moved_from: dict[str, list[str]] = {}
    for ev in events:
        if ev.src and ev.dst:
            moved_from.setdefault(ev.dst, []).append(ev.src)

    def take(pred) -> CardSprite | None:
        for s in old:
            if id(s) not in used and pred(s):
                used.add(id(s))
                return s
        return None

    plan: list[tuple[Slot, CardSprite | None]] = []
    pending: list[Slot] = []
    for slot in slots:
        found = take(lambda s, sl=slot: s.zone == sl.zone and s.card == sl.card)
        if found is None:
            pending.append(slot)
        else:
            plan.append((slot, found))
    for slot in pending:
        srcs = moved_from.get(slot.zone, [])
        found = None
        for src in srcs:
            found = take(lambda s, sl=slot, src=src: s.zone == src and s.card == sl.card) or \
                take(lambda s, src=src: s.zone == src and (s.card is None or slot.card is None))
            if found:
                break
        if found is None and slot.card is not None:
            found = take(lambda s, sl=slot: s.card == sl.card)
        if found is None and srcs:
            found = take(lambda s, src=srcs[0]: s.zone == src)
        plan.append((slot, found))
    dur = MOVE_S if animate else 0.0
    new_sprites: list[CardSprite] = []
    order = 0
    piles = {sl.zone: (sl.x, sl.y) for sl in slots}     # each zone's top card's place
    for slot, sprite in plan:
        moved = sprite is not None and sprite.zone != slot.zone
        fresh = False
        if sprite is None:
            sprite = CardSprite(slot.card, slot.zone, slot.x, slot.y, slot.angle, slot.scale,
                                0.0 if animate else 255.0, 1.0 if slot.card is not None else 0.0,
                                z=slot.z)
            srcs = moved_from.get(slot.zone)
            if srcs and animate:
                anchor = zone_anchor(table, srcs[0]) or piles.get(srcs[0])
                if anchor is not None:      # it flies from there (the deck at the deal)
                    sprite.x, sprite.y = anchor
                    sprite.alpha = 255.0
                    sprite.flip = 0.0
                    moved = fresh = True
        sprite.zone = slot.zone
        sprite.z = slot.z
        sprite.pickable = slot.pickable
        if slot.card is None:
            sprite.card = None          # hiding is instant: never show a hidden card
            sprite.flip = 0.0
        elif sprite.card != slot.card:
            sprite.card = slot.card
            sprite.flip = 0.0
        delay = stagger * order if moved else 0.0
        order += 1 if moved else 0
        goal_flip = 1.0 if slot.card is not None else 0.0
        table.tweens.to(sprite, dur, "out_cubic", delay=delay, x=slot.x, y=slot.y,
                       angle=slot.angle, scale=slot.scale, alpha=255.0, flip=goal_flip)
        if fresh and delay > 0:         # waiting on its pile to be dealt: unseen until it leaves
            sprite.alpha = 0.0
            table.tweens.to(sprite, APPEAR_S, "linear", delay=delay, alpha=255.0)
        if not animate:
            sprite.x, sprite.y, sprite.angle, sprite.scale = slot.x, slot.y, slot.angle, slot.scale
            sprite.alpha, sprite.flip = 255.0, goal_flip
        new_sprites.append(sprite)
    for sprite in old:
        if id(sprite) not in used:
            sprite.card = None if sprite.zone in table.sight.hidden_zones() else sprite.card
            if animate and dur > 0:
                sprite.dying = True
                table.tweens.to(sprite, dur * 0.6, "out_quad", alpha=0.0,
                               on_done=lambda s=sprite: drop(table, s))
                new_sprites.append(sprite)
    table.sprites = new_sprites
    new_widths = sorted(table.images.exact - widths_before)
    arriving = {("face", slot.card, max(2, round(table.card_w * slot.scale)))   # at the width they go to
                for slot in slots if slot.card is not None}
    table.warmer.urgent([("back", width) for width in new_widths] +
                        [("shadow", table.images, width) for width in new_widths] +
                        [job for job in sorted(arriving | set(faces_on_show(table)))
                         if not table.app.art.has_face(*job[1:])] +
                        table.images.turned_jobs((slot.card, max(2, round(table.card_w * slot.scale)), slot.angle)
                                                 for slot in slots))
    if not animate:
        table.tweens.finish()
    table.selected = [s for s in table.selected if s in table.sprites and s.pickable]
    table.refresh_actions()

def drop(table: "Table", sprite: CardSprite) -> None:
    """Forget a sprite that has faded out."""
    if sprite in table.sprites:
        table.sprites.remove(sprite)


def ease_lifts(table, dt: float) -> bool:
    """Ease each pickable card towards its lift (selected, hinted, under the
    pointer); True while some card is still moving."""
    hinted = table.hint.sprites()
    carried = table.drag.carrying.sprites if table.drag.carrying is not None else ()
    moving = False
    for s in table.sprites:
        if s in carried:
            continue
        goal = 0.0
        if s.pickable:
            goal = table.card_w * (0.28 if s in table.selected else
                                   (0.18 if s in hinted else (0.1 if s is table.hover_sprite else 0)))
        s.lift += (goal - s.lift) * min(1.0, dt * 16)
        if abs(goal - s.lift) < 0.5:
            s.lift = goal               # settled: no more frames for it
        else:
            moving = True
    return moving


def faces_on_show(table) -> list[tuple[str, Card, int]]:
    """Art warmer jobs for the faces the sprites show or are turning up."""
    return sorted({("face", s.card, max(2, round(table.card_w * s.scale)))
                   for s in table.sprites if s.card is not None and not s.dying})


def zone_anchor(table: Table, zone: str) -> tuple[float, float] | None:
    """Where cards of ``zone`` come from when no sprite of theirs is shown: a
    sprite of the zone, a hand's seat, or the zone's place in the layout."""
    for s in table.sprites:
        if s.zone == zone:
            return s.x, s.y
    if zone.startswith("hand:"):
        return table.seat_anchor(int(zone.split(":")[1]))
    place = table.zone_places.get(zone)
    return None if place is None else place.center


def warm_jobs(table) -> tuple[list, list]:
    """The art warmer's jobs for a table: first the felt, the backs, their
    shadows and the faces now face up (then the table is ready to show),
    then the cards the person may move (a hand's, a pile's top) at the
    table's other widths, where a move may send them. Only what is on
    screen: the whole deck at every width would be 90 MB at 3840x2160 (a
    card turned up by a move is asked for as the move is shown, :func:`sync`)."""
    widths = sorted(table.images.exact, reverse=True)
    urgent: list = [("felt", table.size, table.app.settings.table_color)]
    urgent += [("back", width) for width in widths]
    urgent += [("shadow", table.images, width) for width in widths]
    urgent += faces_on_show(table)
    movable = sorted({s.card for s in table.sprites if s.card is not None and s.pickable and not s.dying})
    shown = set(urgent)
    return urgent, [job for job in (("face", card, width) for width in widths for card in movable)
                    if job not in shown]
