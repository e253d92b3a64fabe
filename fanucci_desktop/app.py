"""The window and the main loop.

:class:`App` owns the window surface, the scene stack, the theme and the
app's services (settings, saves, statistics, card art, sounds). It runs one
frame at a time through :meth:`App.frame`, so the main loop, the selftest,
the screenshots and the bench all drive the very same code.

With no display or no audio device the app falls back to SDL's dummy
drivers by itself (:func:`init_display`, :func:`init_audio`).
"""

from __future__ import annotations

import dataclasses
import os
import sys
import time
import warnings
from typing import Any, Callable, Iterable

import pygame

from .storage import AppPaths, SaveStore, StatsStore, StorageError, load_settings, save_settings
from .ui import theme as th
from .ui.cardart import CardArt
from .ui.scene import Scene, SceneStack
from .ui.sounds import SoundBank
from .ui.tween import SPEED_FACTORS

FPS = 60
TITLE = "Fanucci Desktop"


def init_display() -> str:
    """Start SDL video; if no display can be opened, use the dummy driver.
    Returns the driver in use."""
    try:
        pygame.display.init()
    except pygame.error:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        pygame.display.init()
    return pygame.display.get_driver()


def init_audio() -> bool:
    """Start the mixer; with no audio device fall back to SDL's dummy audio
    driver. Returns True when a mixer is running."""
    for attempt in range(2):
        try:
            pygame.mixer.init()
            return True
        except pygame.error:
            if attempt == 0:
                os.environ["SDL_AUDIODRIVER"] = "dummy"
    return False


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    """A window size no smaller than the minimum."""
    return max(size[0], th.MIN_SIZE[0]), max(size[1], th.MIN_SIZE[1])


class App:
    """The running app: window, services and scene stack.

    ``paths`` chooses where settings, saves and statistics live (the
    selftest and screenshots use a temporary folder); ``size`` overrides the
    remembered window size.
    """

    def __init__(self, paths: AppPaths | None = None, size: tuple[int, int] | None = None,
                 animation_speed: str | None = None) -> None:
        self.started = time.perf_counter()
        init_display()
        pygame.font.init()
        self.paths = paths or AppPaths.default()
        self.settings, self.warnings = load_settings(self.paths)
        self.warnings = list(self.warnings)
        if animation_speed is not None:
            self.settings = dataclasses.replace(self.settings, animation_speed=animation_speed)
        self.saves = SaveStore(self.paths)
        self.stats = StatsStore(self.paths)
        self.audio = init_audio()
        self.toasts: list[list[Any]] = []
        self.running = True
        self.last_frame: pygame.Surface | None = None
        self.frames = 0
        pygame.display.set_caption(TITLE)
        self.fullscreen = False
        self.windowed_size = clamp_size(size or tuple(self.settings.window_size))
        self.screen = self._open_window(self.windowed_size, self.settings.fullscreen and size is None)
        self.theme = th.Theme(self.screen.get_size())
        self.art = self._make_art()
        self.sounds = SoundBank(self.settings.sound and self.audio, self.settings.volume)
        try:
            pygame.display.set_icon(self.art.icon(64))
        except pygame.error:
            pass
        self.stack = SceneStack(self)
        for text in self.warnings:
            self.toast(text)
        from .ui.scenes.menu import MainMenu

        self.stack.push(MainMenu(self))

    # Window -------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        try:
            return self._set_mode(size, fullscreen)
        except pygame.error:
            if pygame.display.get_driver() == "dummy":
                raise
            pygame.display.quit()          # a driver that starts but cannot open a window
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            pygame.display.init()
            return self._set_mode(size, fullscreen)

    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        self.fullscreen = fullscreen
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                try:
                    pygame.Window.from_display_module().minimum_size = th.MIN_SIZE
                except (pygame.error, AttributeError):
                    pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def anim_speed(self) -> float:
        """Multiplier on every animation duration (0 = instant)."""
        return SPEED_FACTORS.get(self.settings.animation_speed, 1.0)

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize (clamped to the minimum size)."""
        size = clamp_size(size)
        if not self.fullscreen:
            self.windowed_size = size
            self.screen = pygame.display.get_surface() or self.screen
            if size != self.screen.get_size():
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.theme.resize(self.screen.get_size())
        self.last_frame = None

    def set_fullscreen(self, on: bool) -> None:
        """Enter or leave fullscreen (F11) and remember the choice."""
        if on == self.fullscreen:
            return
        self.screen = self._open_window(self.windowed_size, on)
        self.theme.resize(self.screen.get_size())
        self.last_frame = None
        self.update_settings(fullscreen=on)

    # Services -----------------------------------------------------------------
    def _make_art(self) -> CardArt:
        s = self.settings
        return CardArt(color_badges=s.color_badges, four_color=s.four_color_deck,
                       back=s.card_back or None)

    def update_settings(self, **changes: Any) -> None:
        """Change settings, save them and refresh what depends on them."""
        old = self.settings
        self.settings = dataclasses.replace(old, **changes)
        try:
            for text in save_settings(self.paths, self.settings):
                self.toast(text)
        except StorageError as exc:
            self.toast(f"Settings could not be saved: {exc}")
        if (old.color_badges, old.four_color_deck, old.card_back) != (
                self.settings.color_badges, self.settings.four_color_deck, self.settings.card_back):
            self.art = self._make_art()
        if (old.sound, old.volume) != (self.settings.sound, self.settings.volume):
            self.sounds = SoundBank(self.settings.sound and self.audio, self.settings.volume)
        if old.fullscreen != self.settings.fullscreen and self.settings.fullscreen != self.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)

    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def toast(self, text: str, seconds: float = 4.0) -> None:
        """A short message at the bottom of the window."""
        self.toasts.append([text, seconds])

    def recent_moves(self) -> list[str]:
        """The last moves of the table in play (for a crash log)."""
        from .ui.tables.base import Table

        table = self.stack.find(Table)
        return table.recent_moves() if table is not None else []

    def quit(self) -> None:
        self.running = False

    # Frames -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
        else:
            self.stack.handle(event)

    def frame(self, dt: float, events: Iterable[pygame.event.Event] = (), draw: bool = True) -> None:
        """One frame: route ``events``, advance ``dt`` seconds, draw (the
        drivers may skip drawing to fast-forward)."""
        for event in events:
            self.handle(event)
            if not self.running:
                return
        self.stack.update(dt)
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]
        if draw:
            self.draw()
        self.frames += 1

    def draw(self) -> None:
        surface = self.screen
        self.stack.draw(surface)
        self._draw_toasts(surface)
        if self.last_frame is None or self.last_frame.get_size() != surface.get_size():
            self.last_frame = surface.copy()
        else:
            self.last_frame.blit(surface, (0, 0))

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        theme = self.theme
        y = surface.get_height() - theme.px(24)
        for text, left in reversed(self.toasts[-3:]):
            img = theme.text(theme.fit(text, surface.get_width() - theme.px(120), th.SMALL), th.SMALL)
            rect = img.get_rect(midbottom=(surface.get_width() // 2, y)).inflate(theme.px(36), theme.px(18))
            alpha = round(255 * min(1.0, left / 0.4))
            theme.panel(surface, rect, (20, 26, 38), th.ACCENT_DARK, radius=rect.h / 2 / theme.unit,
                        shadow=True, alpha=min(235, alpha))
            theme.blit_text(surface, theme.fit(text, surface.get_width() - theme.px(120), th.SMALL),
                            rect.center, th.SMALL, anchor="center", alpha=alpha)
            y = rect.top - theme.px(10)

    def save_window_size(self) -> None:
        if tuple(self.settings.window_size) != self.windowed_size:
            self.update_settings(window_size=self.windowed_size)

    def shutdown(self) -> None:
        """Remember the window, stop the scenes (tables stop their AI)."""
        self.save_window_size()
        while self.stack.scenes:
            self.stack.scenes.pop().leave()


def run_loop(app: App, exit_after_frames: int | None = None,
             on_frame: Callable[[App, float], None] | None = None) -> None:
    """The 60 FPS main loop; returns when the app quits or after
    ``exit_after_frames`` frames."""
    clock = pygame.time.Clock()
    while app.running:
        dt = min(clock.tick(FPS) / 1000.0, 0.1)
        app.frame(dt, pygame.event.get())
        pygame.display.flip()
        if on_frame is not None:
            on_frame(app, dt)
        if exit_after_frames is not None and app.frames >= exit_after_frames:
            break


def run_app(args: Any) -> int:
    """The game: open the window and run until the player quits."""
    from .storage import write_crash_log

    app = App()
    try:
        run_loop(app, getattr(args, "exit_after_frames", None))
    except Exception:  # our bug: keep a crash log; the autosave stays
        path = write_crash_log(app.paths, sys.exc_info(), app.recent_moves())
        print(f"Fanucci Desktop crashed; details in {path}", file=sys.stderr)
        raise
    finally:
        app.shutdown()
        pygame.quit()
    return 0
