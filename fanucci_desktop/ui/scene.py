"""Scenes and the scene stack.

A :class:`Scene` handles input, updates and draws itself. The
:class:`SceneStack` shows the top scene; an ``overlay`` scene (pause menu,
hand-off screen, dialogs) draws over the scenes below it. Only the top scene
gets input and updates, so a table under its pause menu stands still.

Transitions: a full scene pushed, replaced or popped cross-fades from a
snapshot of the last frame, standing still meanwhile (:mod:`.cross_fade`);
an overlay fades in through its ``appear`` value (0..1).

Readiness: a scene may need a moment to prepare what its first frame shows
(a table rasterises its felt and cards on a worker thread). Until its
:meth:`Scene.ready` says so, the stack keeps showing the last frame and gives
the scene neither input nor time, so no frame waits for the preparation.
Only a person's session (``App(realtime=True)``) works this way; elsewhere
(tests, ``selftest``, ``monkey``) scenes are always ready and make what they
lack when they draw, so a run is the same frame by frame.

Frames on demand: :meth:`Scene.wake_in` says when a scene next changes by
itself -- 0 while it animates, a delay for a timer it waits on, None when
only input can change it. The main loop draws a frame after input and when
the stack's :meth:`SceneStack.wake_in` is due, and otherwise sleeps.

Speech: with speech on, a scene that comes on top says its title
(:meth:`Scene.spoken_title`), then its focused control; after that each
change of focus, or of the focused control's value, is said
(:meth:`SceneStack.speak`, once a frame, through the scene's
:meth:`Scene.focus_group`).
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

import pygame

from .cross_fade import TRANSITION_S, CrossFade
from .memory import release_free_memory
from .tween import Tweener, soonest

if TYPE_CHECKING:  # the app object scenes are given (fanucci_desktop.app.App)
    from ..app import App
    from ..speech import Speaker
    from .widgets import FocusGroup

#: How often a scene that prepares in the background is looked at again.
PREPARE_POLL_S = 0.05
#: When a table or menu comes or goes, images (card art, text, shadows) not
#: drawn for this long are forgotten: the scene that just left drew its own
#: moments ago and keeps them, those of earlier scenes go.
IMAGE_IDLE_S = 60.0
#: A screen that appears by itself (a hand's summary, a hand-off: not in
#: answer to input) takes no press for this long: a person reacts to a new
#: screen no sooner, so a press that soon was meant for the screen before.
REACTION_S = 0.4

#: Input that is a press: a key or button going down, typed text, the wheel.
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT, pygame.MOUSEWHEEL)


def press_id(event: pygame.event.Event) -> tuple[str, int] | None:
    """The key or mouse button ``event`` presses or releases (None for other input)."""
    if event.type in (pygame.KEYDOWN, pygame.KEYUP):
        return "key", event.key
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        return "button", event.button
    return None


class Scene:
    """Base scene. Subclasses override :meth:`layout` (called on entry and on
    every resize with the window size), :meth:`handle`, :meth:`update` and
    :meth:`draw`. ``name`` identifies the scene to tests and screenshots."""

    overlay: bool = False
    name: str = "scene"
    #: True on a screen that answers the keys that ask (:data:`.controls.ASK`)
    #: besides a table: a pad's left trigger held asks there too (:mod:`.devices`).
    asks: bool = False

    def __init__(self, app: "App") -> None:
        self.app = app
        self.tweens = Tweener(app.anim_speed)
        self.appear = 1.0
        self.size: tuple[int, int] = (0, 0)

    @property
    def theme(self):
        return self.app.theme

    def ensure_layout(self, size: tuple[int, int]) -> None:
        if size != self.size:
            self.size = size
            self.layout(size)

    def layout(self, size: tuple[int, int]) -> None:
        """Place everything for a window of ``size``."""

    def enter(self) -> None:
        """Called when the scene becomes the top scene (pushed or uncovered)."""

    def ready(self) -> bool:
        """False while the scene still prepares what its first frame shows;
        it must turn True on its own within a few seconds."""
        return True

    def leave(self) -> None:
        """Called when the scene is removed from the stack."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        self.tweens.update(dt)

    def wake_in(self) -> float | None:
        """Seconds until this scene changes by itself: 0 while anything on it
        moves (every frame is drawn), a delay for a timer it waits on, None
        when only input can change it. Scenes with more than tweens that
        change over time combine their parts with :func:`~.tween.soonest`."""
        return 0.0 if self.tweens.busy else None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (an overlay draws only its own layer)."""

    def damage(self, picture: int) -> list[pygame.Rect] | None:
        """The rectangles that changed since the last frame this scene drew
        alone, if that was frame ``picture - 1`` ([] for none); None for the
        whole window (the default: a scene that does not know). Called once
        for each frame ``picture`` the scene draws alone; drawing everything
        within the rectangles must give the picture a whole frame gives."""
        return None

    def spoken_title(self) -> str:
        """What speech says when the scene comes on top: its title and what
        a player must know first ("" says nothing)."""
        return ""

    def focus_group(self) -> "FocusGroup | None":
        """The scene's focusable controls, whose focus speech follows."""
        return None

    def what_is_at(self, pos: tuple[int, int]) -> str:
        """What lies at ``pos`` besides the focus group's controls (those
        say themselves), for a long press of a finger ("" for nothing)."""
        return ""


class SceneStack:
    """The scenes, bottom first. ``push``/``pop``/``replace`` take effect at
    once; the scene below an overlay keeps drawing but stands still.

    Input meant for one screen never acts on the screen that replaces it
    (:meth:`handle`, the one place every event passes): when the top scene
    changes, the keys and buttons held down then are *stale* (their release
    and their repeats are dropped); after a change in answer to input, the
    presses that follow before the new top scene had a frame were made
    before it appeared and are dropped; and a scene that came by itself (in
    an update: a summary, a hand-off) takes no press for :data:`REACTION_S`.
    """

    def __init__(self, app: "App") -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.cross_fade = CrossFade(app.theme)
        #: Set when the stack changed: memory is reclaimed at the next
        #: update (see :meth:`update`).
        self._reclaim = False
        #: Set when a full scene (not an overlay) came or went.
        self._forget_images = False
        #: The scene whose title speech said last (None: say the top's).
        self._spoken: Scene | None = None
        #: Keys and mouse buttons down now, as the events told (see :func:`press_id`).
        self._held: set[tuple[str, int]] = set()
        #: Those held when the top scene changed, or pressed while presses
        #: are dropped: their release (and repeats) are dropped too.
        self._stale: set[tuple[str, int]] = set()
        #: False from a change of the top scene in answer to input until the
        #: next frame: the rest of that frame's input was made before it showed.
        self._shown = True
        #: Seconds the top scene still takes no press (it came by itself).
        self._calm_left = 0.0
        #: True while an event is handled (a change then answers input) and
        #: while the top scene updates (a change then comes by itself).
        self._in_input = False
        self._in_update = False
        #: How often the top scene changed (tests and drivers read it).
        self.changes = 0

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def _start_transition(self, scene: Scene) -> None:
        if scene.overlay:
            scene.appear = 0.0
            scene.tweens.speed = self.app.anim_speed
            scene.tweens.to(scene, TRANSITION_S, "out_cubic", appear=1.0)
        else:
            self._cross_fade()

    def _cross_fade(self) -> None:
        """A full scene came or went: fade from the last frame shown, when
        there is one and animations are not instant."""
        if self.app.last_frame is not None and self.app.anim_speed > 0:
            self.cross_fade.start(self.app.last_frame, self.app.anim_speed)

    def _top_changed(self) -> None:
        """A different scene is on top: what is held now is stale, and no
        press counts until it has had a frame (or, come by itself, until
        :data:`REACTION_S` has passed)."""
        self.changes += 1
        self._stale |= self._held
        # only a scene that came by itself is calm; one opened by input or
        # by the code driving the app (a test, the selftest) takes presses
        self._calm_left = REACTION_S if self._in_update else 0.0
        if self._in_input:
            self._shown = False

    @property
    def takes_presses(self) -> bool:
        """True when a press now would reach the top scene."""
        return self._shown and self._calm_left <= 0 and not self.preparing()

    def push(self, scene: Scene) -> Scene:
        self._top_changed()
        self._reclaim = True
        self._forget_images = self._forget_images or not scene.overlay
        self._start_transition(scene)
        self.scenes.append(scene)
        scene.ensure_layout(self.app.size)
        scene.enter()
        return scene

    def preparing(self) -> bool:
        """True while the top scene is not ready to be shown."""
        return self.top is not None and not self.top.ready()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below is entered again."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self._leave(scene)
        self._top_changed()
        if not scene.overlay:
            self._cross_fade()
        if self.top is not None:
            self.top.ensure_layout(self.app.size)
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self._leave(self.scenes.pop())
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and show ``scene`` alone."""
        while self.scenes:
            self._leave(self.scenes.pop())
        return self.push(scene)

    def _leave(self, scene: Scene) -> None:
        """``scene`` is off the stack: it leaves, and its memory is reclaimed
        at the next update."""
        scene.leave()
        self._reclaim = True
        self._forget_images = self._forget_images or not scene.overlay

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of ``kind``."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def handle(self, event: pygame.event.Event) -> None:
        """Give ``event`` to the top scene, unless it is input meant for an
        earlier screen (see the class docstring)."""
        if not self._fresh(event) or self.top is None or self.preparing():
            return
        self._in_input = True
        if self.cross_fade.on:
            self.cross_fade.forget_new()    # the input may change what it shows
        try:
            self.top.handle(event)
        finally:
            self._in_input = False

    def _fresh(self, event: pygame.event.Event) -> bool:
        """Track held keys and buttons; False for input to drop."""
        if event.type == pygame.WINDOWFOCUSLOST:
            self._held.clear()          # what is released elsewhere is never seen
            self._stale.clear()
            return True
        pressed = press_id(event)
        if event.type in (pygame.KEYUP, pygame.MOUSEBUTTONUP):
            self._held.discard(pressed)
            if pressed in self._stale:
                self._stale.discard(pressed)
                return False
            return True
        if event.type not in PRESSES:
            return True
        if pressed is not None:
            if pressed in self._stale:  # a key held through the change, repeating
                return False
            self._held.add(pressed)
        if self._shown and self._calm_left <= 0:
            return True
        if pressed is not None:
            self._stale.add(pressed)
        return False

    def update(self, dt: float) -> None:
        self._shown = True                  # the scene on top now has its frame
        self._calm_left = max(0.0, self._calm_left - dt)
        if self._reclaim:
            # A table's images hang on reference cycles (sprites and their
            # tweens) that the cyclic collector, counting objects rather than
            # bytes, reaches only now and then: collect them here, once per
            # change of scene (a table, a hand's summary, the pause menu; a
            # few milliseconds), and give the free pages back. Without this a
            # long session grew by tens of MB of dead tables' pixels and of
            # holes in the heap.
            self._reclaim = False
            if self._forget_images:
                self._forget_images = False
                self.app.forget_images(IMAGE_IDLE_S)
            gc.collect()
            release_free_memory()
        if self.preparing():
            return                      # the cross-fade starts once the scene shows
        self.cross_fade.update(dt)
        if self.cross_fade.on:
            return                      # the new scene stands still while it fades in
        if self.top is not None:
            self._in_update = True
            try:
                self.top.update(dt)
            finally:
                self._in_update = False

    def wake_in(self) -> float | None:
        """When the stack next needs a frame by itself (see
        :meth:`Scene.wake_in`): every frame during a cross-fade, a short poll
        while the top scene prepares, else what the top scene says. Scenes
        under an overlay stand still and are not asked. A change of the top
        scene asks for a frame at once, and the end of a calm spell is due."""
        if self.preparing():
            return PREPARE_POLL_S
        if self.cross_fade.on or not self._shown:
            return 0.0
        # the end of a calm spell is due too: the frame that ends it must
        # come before a later press is judged
        return soonest(self.top.wake_in() if self.top is not None else None,
                       self._calm_left if self._calm_left > 0 else None)

    def speak(self, speaker: "Speaker") -> None:
        """Say what changed on top since the last frame: a new top scene's
        title and then its focused control (a scene with nothing focused
        gets its first control focused, so there is always one to hear);
        else the focus's news. Off, nothing is done (and the next
        :meth:`speak` with speech on says the top scene afresh)."""
        top = self.top
        if not speaker.audible or top is None:
            self._spoken = None
            return
        if self.preparing():
            return
        group = top.focus_group()
        if top is not self._spoken:
            self._spoken = top
            speaker.say(top.spoken_title())
            if group is not None:
                if group.focused is None:
                    group.move(1)
                speaker.say(group.news(whole=True), interrupt=False)
        elif group is not None:
            news = group.news()
            if news:
                speaker.say(news)

    def top_said(self) -> bool:
        """True once :meth:`speak` said the scene now on top (its title comes
        before anything a scene under it says)."""
        return self.top is not None and self.top is self._spoken

    def visible(self) -> list[Scene]:
        """The scenes that draw this frame: the top one and, while it is an
        overlay, those under it."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]

    def lay_out(self, size: tuple[int, int]) -> None:
        """Lay the scenes that draw out for a window of ``size`` now: called
        when the theme takes the new window's scale, so that no scene works
        out a place with one size and the other's scale (the places of a
        small window at a large window's scale can be negative)."""
        for scene in self.visible():
            scene.ensure_layout(size)

    def damage(self, picture: int) -> list[pygame.Rect] | None:
        """What frame ``picture`` must draw again (see :meth:`Scene.damage`):
        the top scene's answer when it is shown alone, with no cross-fade;
        nothing while the top scene prepares (the picture shown before stands
        still; the app draws the wait's picture whole when no frame was drawn
        before: :meth:`.App.draw`); during a cross-fade, its answer
        (:meth:`.CrossFade.damage`); else None, the whole window."""
        if self.preparing():
            return []
        if self.cross_fade.on:
            return self.cross_fade.damage(self.visible(), picture, self.app.screen.get_size())
        if len(self.visible()) != 1:
            return None
        return self.visible()[0].damage(picture)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.preparing():
            if not self.cross_fade.show_old(surface):
                self.app.theme.background(surface)
            return
        if self.cross_fade.on:
            self.cross_fade.draw(surface, self.visible())
            return
        for scene in self.visible():
            scene.ensure_layout(size)
            scene.draw(surface)
