"""Card sprites: a card (or a face-down card) with tweenable position,
scale, rotation, alpha and flip, drawn from a per-table image cache."""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Iterable

import pygame

from ..engine.cards import Card
from .cardart import CARD_ASPECT
from .surface_cache import SurfaceLRU

#: The most pixels one table's card images may hold (a few hundred cards at
#: the largest window sizes; far more at the usual ones).
SPRITE_CACHE_BYTES = 32 * 1024 * 1024
#: Card images (faces, backs, turned and scaled copies) a table keeps at most:
#: several frames of the busiest table, not every angle a flying card passed.
SPRITE_CACHE_ITEMS = 300
#: Images of cards turning in flight kept until no card is in flight: a few
#: degrees of each card a move turns (a hand spread anew), of each width
#: cards settle at (:meth:`SpriteImages.image`).
FLYING_ITEMS = 120
FLYING_BYTES = 24 * 1024 * 1024
#: Cards turned ahead of their landing (:meth:`SpriteImages.prepare_turned`)
#: waiting to be drawn, at most.
TURNED_AHEAD_ITEMS = 64
#: A card turning face up whose face is not rendered yet shows its back
#: until its flip reaches this (0.5 is edge-on, 1 face up); after that its
#: face is rendered on the spot.
TURN_WAIT_UNTIL = 0.85


@dataclass(eq=False)
class CardSprite:
    """One card on the table. ``card`` is None for a card the viewer may not
    see (drawn as a back, whatever ``flip`` says). ``flip`` is 0 for back up,
    1 for face up; in between the card is drawn edge-on, turning."""

    card: Card | None
    zone: str
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    scale: float = 1.0
    alpha: float = 255.0
    flip: float = 1.0
    lift: float = 0.0
    z: float = 0.0
    pickable: bool = False
    dying: bool = False

    def rect(self, width: int, aspect: float) -> pygame.Rect:
        """The card's unrotated rectangle on screen (for hit tests);
        ``aspect`` is height / width."""
        w = max(1, round(width * self.scale))
        h = max(1, round(w * aspect))
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.x), round(self.y - self.lift))
        return r


def sprite_bounds(sprite: CardSprite, card_w: int, room: int) -> pygame.Rect:
    """Every pixel :meth:`SpriteImages.draw` may touch for ``sprite`` (cards
    ``card_w`` wide at scale 1): the card turned and its shadow below it,
    with ``room`` pixels more on each side."""
    w = max(2, round(card_w * sprite.scale))
    h = round(w * CARD_ASPECT)
    pad = max(2, w // 12)
    drop = max(1, w // 30) + round(abs(sprite.lift) / 4)
    turn = math.radians(sprite.angle)
    c, s = abs(math.cos(turn)), abs(math.sin(turn))
    sw, sh = w + 2 * pad, h + 2 * pad                       # the shadow holds the card
    bw, bh = math.ceil(sw * c + sh * s), math.ceil(sw * s + sh * c)
    rect = pygame.Rect(0, 0, bw + 2 * room + 4, bh + drop + 2 * room + 4)
    rect.midtop = (round(sprite.x), round(sprite.y - sprite.lift) - bh // 2 - room - 2)
    return rect


class SpriteImages:
    """Card images for one table: faces and backs at a width, rotated to a
    whole degree, kept in a cache bounded by count and by bytes so frames stay
    cheap and memory flat. Everything is dropped when the card width changes
    (:meth:`set_card_width`: a resize), since none of it is drawn again."""

    def __init__(self, art, limit: int = SPRITE_CACHE_ITEMS, max_bytes: int = SPRITE_CACHE_BYTES) -> None:
        self.art = art
        #: The images (read it for its size; drawing goes through the methods).
        self.cache = SurfaceLRU(limit, max_bytes)
        self.card_width: int | None = None
        #: Widths cards settle at; faces there come from the card art, any
        #: other width (mid-animation) is scaled from the nearest of them.
        self.exact: set[int] = set()
        #: Card shadows, blurred, by card size (only cards at an exact width
        #: have one): made ahead on the art warmer's thread (:meth:`prepare_shadow`).
        self._blurred: dict[tuple[int, int], pygame.Surface] = {}
        #: Cards turned ahead, by (card, width, degree), until drawn (:meth:`prepare_turned`).
        self._ahead: OrderedDict[tuple[Card | None, int, int], pygame.Surface] = OrderedDict()
        self._lock = threading.Lock()
        #: Cards turned in flight, by (card, width, degree), until they land (:meth:`land`).
        self.flying = SurfaceLRU(FLYING_ITEMS, FLYING_BYTES)
        #: What the trumps' images are named in (:meth:`name_trumps_in`).
        self._names: object = None

    def set_card_width(self, width: int) -> bool:
        """Cards are now ``width`` pixels wide at scale 1: images made for
        another width are forgotten. True when the width changed."""
        if width == self.card_width:
            return False
        self.cache.clear()
        self.flying.clear()
        with self._lock:
            self._blurred.clear()
            self._ahead.clear()
        self.card_width = width
        return True

    def name_trumps_in(self, names: object) -> None:
        """Trumps are now printed with the names of ``names`` (the language
        spoken): if they are others than before, every image of a trump is
        forgotten (other cards' images stay)."""
        if names is self._names:
            return
        self._names = names

        def trump(key: tuple) -> bool:
            return any(isinstance(part, Card) and part.is_trump for part in key)
        self.cache.drop_if(trump)
        self.flying.drop_if(trump)
        with self._lock:
            for key in [k for k in self._ahead if trump(k)]:
                del self._ahead[key]

    def face_ready(self, card: Card, width: int) -> bool:
        """True when drawing ``card`` at ``width`` needs no face rendered
        from the card art (it is cached here or in the art)."""
        if self.exact and width not in self.exact:
            width = self._nearest(width)
        return ("base", card, width) in self.cache or self.art.has_face(card, width)

    def _nearest(self, width: int) -> int:
        """The exact width a card ``width`` pixels wide is scaled from."""
        return min(self.exact, key=lambda e: (e < width, abs(e - width)))

    def _get(self, key: tuple, make) -> pygame.Surface:
        return self.cache.get_or_make(key, make)

    def _art(self, card: Card | None, width: int) -> pygame.Surface:
        return self.art.back(width) if card is None else self.art.face(card, width)

    def base(self, card: Card | None, width: int, fast: bool = False) -> pygame.Surface:
        """The card (or a back) ``width`` pixels wide: at a width cards
        settle at, from the art; at another, scaled smoothly from the
        nearest and kept, or, ``fast``, scaled fast and not kept (a face
        whose size is on its way is drawn at a new width every frame)."""
        if not self.exact or width in self.exact:
            return self._get(("base", card, width), lambda: self._art(card, width))
        near = self._nearest(width)
        if fast and card is not None:
            kept = self.cache.get(("scaled", card, width))
            if kept is not None:
                return kept
            src = self.base(card, near)
            return pygame.transform.scale(src, (width, max(1, round(src.get_height() * width / near))))

        def scaled() -> pygame.Surface:
            src = self.base(card, near)
            return pygame.transform.smoothscale(src, (width, max(1, round(src.get_height() * width / near))))

        return self._get(("scaled", card, width), scaled)

    def image(self, card: Card | None, width: int, angle: float, squash: float = 1.0,
              moving: bool = False) -> pygame.Surface:
        """The card at ``width`` pixels turned ``angle`` degrees, squashed
        horizontally by ``squash`` (0..1) mid-flip (made fast, not kept: a
        flip is over in a fraction of a second). A card at rest is turned
        smoothly, once per whole degree (kept); one ``moving`` (in flight:
        its place, angle or size on its way) is turned and sized fast. At a
        width cards settle at, it is kept per degree until no card is in
        flight (:meth:`land`): a hand spread anew turns each card through a
        few degrees, every face-down card in flight shares the backs, and a
        card dealt face up does not leave its back turned at its angle kept
        for good. A card changing size is drawn at a new width every frame:
        that is not kept."""
        deg = round(angle) % 360
        if squash < 0.999:          # mid-flip: a new image every frame, made fast
            base = self.base(card, width, moving)
            w = max(1, round(base.get_width() * squash))
            img = pygame.transform.scale(base, (w, base.get_height()))
            return pygame.transform.rotate(img, deg) if deg else img
        if deg == 0:
            return self.base(card, width, moving)
        key = ("rot", card, width, deg)
        if moving:
            kept = self.cache.get(key)
            if kept is not None:
                return kept
            if self.exact and width not in self.exact:
                return pygame.transform.rotate(self.base(card, width, True), deg)
            return self.flying.get_or_make((card, width, deg),
                                           lambda: pygame.transform.rotate(self.base(card, width), deg))
        return self._get(key, lambda: self._turned(card, width, deg))

    def _turned(self, card: Card | None, width: int, deg: int) -> pygame.Surface:
        """The card turned smoothly: as turned ahead, or now."""
        if not self.exact or width in self.exact:
            with self._lock:
                made = self._ahead.pop((card, width, deg), None)
            if made is not None:
                return made
        return pygame.transform.rotozoom(self.base(card, width), deg, 1.0)

    def prepare_turned(self, card: Card | None, width: int, deg: int) -> None:
        """Turn ``card`` (None: a back) ``width`` pixels wide, a width cards
        settle at, to ``deg`` degrees now, for the frame it lands in to take
        (the art warmer does, as cards fly to a new angle: each takes about
        a millisecond at 2560x1440, and a hand spread anew lands ten at once)."""
        # Turning locks its source while the frames may draw the shared art: turn a copy.
        made = pygame.transform.rotozoom(self._art(card, width).copy(), deg, 1.0)
        with self._lock:
            self._ahead[(card, width, deg)] = made
            while len(self._ahead) > TURNED_AHEAD_ITEMS:
                self._ahead.popitem(last=False)

    def turned_jobs(self, landing: Iterable[tuple[Card | None, int, float]]) -> list[tuple]:
        """Art warmer jobs turning ahead the cards ``landing`` (card, width,
        angle) at an angle not yet kept."""
        jobs = []
        for card, width, angle in landing:
            deg = round(angle) % 360
            if deg and ("rot", card, width, deg) not in self.cache and (not self.exact or width in self.exact):
                jobs.append(("turned", self, card, width, deg))
        return jobs

    @property
    def landing(self) -> bool:
        """True while images of cards in flight are kept, until :meth:`land`."""
        with self._lock:
            return bool(len(self.flying) or self._ahead)

    def land(self) -> None:
        """No card is in flight, nor was in the frame drawn last (the frame
        cards land in takes what was turned ahead for it): forget the cards
        turned in flight and those turned ahead and not taken."""
        if len(self.flying):
            self.flying.clear()
        with self._lock:
            self._ahead.clear()

    def blurred(self, width: int, height: int) -> pygame.Surface:
        """The soft shadow of a card ``width`` x ``height``, blurred once per
        size (safe from any thread)."""
        with self._lock:
            flat = self._blurred.get((width, height))
        if flat is None:
            pad = max(2, width // 12)
            surf = pygame.Surface((width + pad * 2, height + pad * 2), pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, 90), (pad, pad, width, height),
                             border_radius=max(2, width // 14))
            made = pygame.transform.gaussian_blur(surf, max(1, pad // 2))
            with self._lock:
                flat = self._blurred.setdefault((width, height), made)
        return flat

    def prepare_shadow(self, width: int) -> None:
        """Blur the shadow of a card ``width`` pixels wide now (the art
        warmer does, so that no frame blurs one)."""
        back = self.art.back(width)
        self.blurred(back.get_width(), back.get_height())

    def shadow(self, width: int, height: int, angle: float) -> pygame.Surface:
        """A soft shadow the size of a card, turned like it: blurred once per
        size (:meth:`blurred`), rotated per whole degree."""
        deg = round(angle) % 360
        flat = self.blurred(width, height)
        if deg == 0:
            return flat
        return self._get(("shadow", width, height, deg), lambda: pygame.transform.rotate(flat, deg))

    def draw(self, surface: pygame.Surface, sprite: CardSprite, width: int, moving: bool,
             blit: Callable[..., pygame.Rect]) -> None:
        """Draw ``sprite`` (with its shadow) for cards ``width`` pixels wide
        at scale 1 with ``blit`` (:meth:`.Theme.blit`, which notes the
        strokes); ``moving``: it is in flight (see :meth:`image`).
        An unseen card (alpha 0: waiting on its pile to be dealt) puts down
        nothing, its image made all the same, ready for when it shows."""
        w = max(2, round(width * sprite.scale))
        turn = abs(math.cos(math.pi * sprite.flip))
        show_face = sprite.card is not None and sprite.flip >= 0.5
        if show_face and sprite.flip < TURN_WAIT_UNTIL and not self.face_ready(sprite.card, w):
            show_face = False   # still turning: its back a frame longer while the art is made
        img = self.image(sprite.card if show_face else None, w, sprite.angle, turn, moving)
        if sprite.alpha <= 0:
            return
        center = (round(sprite.x), round(sprite.y - sprite.lift))
        rect = img.get_rect(center=center)
        if turn > 0.95 and sprite.alpha > 200 and (not self.exact or w in self.exact):
            base = self.base(None, w)
            sh = self.shadow(base.get_width(), base.get_height(), sprite.angle)
            drop = max(1, w // 30) + round(sprite.lift / 4)
            blit(surface, sh, sh.get_rect(center=(center[0], center[1] + drop)), card=True)
        if sprite.alpha < 254:          # faded for this blit alone (no copy of a card-sized image)
            was = img.get_alpha()
            img.set_alpha(max(0, round(sprite.alpha)))
            try:
                blit(surface, img, rect, card=True)
            finally:
                img.set_alpha(was)
            return
        blit(surface, img, rect, card=True)
