"""The cross-fade from one full scene to the next: :class:`CrossFade`.

A full scene pushed, replaced or popped fades in under a copy of the last
frame shown (the old picture), which grows more transparent over
:data:`TRANSITION_S`. The new scene stands still while it fades in (the
stack gives it no time until the fade ends), so its picture is drawn once,
onto a layer of its own (:attr:`CrossFade.new`), and each frame of the fade
is two blits: the new picture, then the old one over it. Input, a new
window size, or anything the new scene's :meth:`~.scene.Scene.damage`
says changed draws the layer again.

The frame that first draws the layer shows nothing new: the window still
holds the old picture, which is where the fade starts. So no frame both
draws the new scene whole and shows it blended; a large window's frames
stay within a refresh. The frame that ends the fade shows the new picture
alone, from the layer, the scene still standing; its own frames follow on
from it (it was asked for its damage every frame, so it knows what is shown).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from .tween import Tweener

if TYPE_CHECKING:
    from .scene import Scene
    from .theme import Theme

#: Length of a scene cross-fade, in seconds at normal animation speed.
TRANSITION_S = 0.22


class CrossFade:
    """One cross-fade at a time; ``theme`` draws the scenes' backdrop and
    is told when the layer still shows it (see :meth:`.Theme.begin_frame`)."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.tween = Tweener()
        #: The old picture while it fades out (None: no fade).
        self.old: pygame.Surface | None = None
        #: How opaque the old picture is now, 255 to 0.
        self.alpha = 0.0
        #: The new scenes' picture (None: to be drawn).
        self.new: pygame.Surface | None = None
        #: True when drawing :attr:`new` drew the menu backdrop too.
        self._backdrop = False
        #: True for the frame after the old picture faded out: it shows the new one alone.
        self.ending = False
        #: True until the first frame of this fade drew the new picture.
        self._first = False

    def start(self, last_frame: pygame.Surface, speed: float) -> None:
        """Fade from ``last_frame`` (copied: the window goes on) at animation ``speed``."""
        self.old = last_frame.copy()
        self.alpha = 255.0
        self.new, self.ending, self._first = None, False, True
        self.tween.speed = speed
        self.tween.to(self, TRANSITION_S, "out_quad", alpha=0.0)

    @property
    def fading(self) -> bool:
        """True while the old picture still shows."""
        return self.old is not None

    @property
    def on(self) -> bool:
        """True while the fade draws the frames: fading, or its last frame due."""
        return self.old is not None or self.ending

    def update(self, dt: float) -> None:
        """Fade on by ``dt`` seconds. The fade's last frame comes after the
        old picture has gone (:attr:`ending`), and ends at the next update
        if it was not drawn."""
        if self.ending:
            self.ending, self.new = False, None
        self.tween.update(dt)
        if self.old is not None and self.alpha <= 0:
            self.old, self.ending = None, True

    def forget_new(self) -> None:
        """The new scenes may look otherwise now (input came): draw them again."""
        self.new = None

    def damage(self, scenes: Sequence[Scene], picture: int, size: tuple[int, int]) -> list[pygame.Rect] | None:
        """What frame ``picture`` draws during the fade (while :attr:`on`):
        [] for the frame that first draws the new picture (drawn here, the
        window still showing the old one), else None, the whole window.
        The scenes are asked for their damage all the same, so they go on
        from the picture shown when the fade ends."""
        region = scenes[0].damage(picture) if len(scenes) == 1 else None
        if region != [] or (self.new is not None and self.new.get_size() != size):
            self.new = None
        if self.ending or self.new is not None:
            return None
        self.draw_new(scenes, size)
        first, self._first = self._first, False
        return [] if first else None

    def draw_new(self, scenes: Sequence[Scene], size: tuple[int, int]) -> None:
        """Draw ``scenes`` onto the layer :attr:`new`, a window of ``size``."""
        self.new = pygame.Surface(size)
        drawn_before = self.theme.backdrop_drawn
        self.theme.backdrop_drawn = False
        for scene in scenes:
            scene.ensure_layout(size)
            scene.draw(self.new)
        self._backdrop = self.theme.backdrop_drawn
        self.theme.backdrop_drawn = drawn_before or self._backdrop

    def draw(self, surface: pygame.Surface, scenes: Sequence[Scene]) -> None:
        """The frame of the fade on ``surface``: the new picture (drawn
        now when :meth:`damage` did not), the old one over it. The frame
        that ends the fade draws the scenes themselves when they changed."""
        size = surface.get_size()
        if self.ending and self.new is None:
            for scene in scenes:
                scene.ensure_layout(size)
                scene.draw(surface)
        else:
            if self.new is None or self.new.get_size() != size:
                self.draw_new(scenes, size)
                self._first = False
            surface.blit(self.new, (0, 0))
            self.theme.backdrop_drawn = self.theme.backdrop_drawn or self._backdrop
        if self.old is not None and self.old.get_size() == size:
            self.old.set_alpha(round(self.alpha))
            surface.blit(self.old, (0, 0))
        if self.ending:
            self.ending, self.new = False, None

    def show_old(self, surface: pygame.Surface) -> bool:
        """Draw the old picture whole on ``surface`` (the new scene
        prepares); False when there is none of its size."""
        if self.old is None or self.old.get_size() != surface.get_size():
            return False
        self.old.set_alpha(None)
        surface.blit(self.old, (0, 0))
        return True
