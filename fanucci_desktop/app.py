"""The window and the main loop.

:class:`App` owns the window surface, the scene stack, the theme and the
app's services (settings, saves, statistics, card art, sounds). It runs one
frame at a time through :meth:`App.frame`, so the main loop, the selftest,
the screenshots and the bench all drive the very same code.

With no display or no audio device the app falls back to SDL's dummy
drivers by itself (:func:`init_display`, :func:`init_audio`); on Linux with
no sound device at all it picks the dummy audio driver before SDL tries ALSA
(which would print its complaints on stderr). pygame's import banner is
silenced, and the window surface is shown without an OpenGL renderer.
A crash keeps the autosave, writes a crash log (if the log folder
can be written) and shows a friendly screen naming the log.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import time
import traceback
import warnings
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

# Every pixel is drawn in software: SDL shows the window surface as it is,
# without starting an OpenGL renderer for it (on X11 that renderer, often
# Mesa's llvmpipe, costs about 100 MB of memory and idle threads).
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

import pygame  # noqa: E402  (after the renderer switch)

from .storage import (AppPaths, SaveStore, StatsStore, StorageError, load_settings,  # noqa: E402
                      save_settings, write_crash_log)
from .storage.atomic import sweep_temps  # noqa: E402
from .storage.lock import RUNNING_LOCK, FileLock  # noqa: E402
from .storage.text import clean_text  # noqa: E402
from .ui import theme as th  # noqa: E402
from .ui.theme import Cover  # noqa: E402
from .ui.cardart import CardArt  # noqa: E402
from .ui.navigator import Navigator  # noqa: E402
from .ui.scene import SceneStack  # noqa: E402
from .ui.sounds import SoundBank  # noqa: E402
from .ui.tween import SPEED_FACTORS, soonest  # noqa: E402

FPS = 60
TITLE = "Fanucci Desktop"
#: The same message is not shown again within this many seconds (a save
#: that fails after every move says so once, not after every move).
TOAST_REPEAT_S = 120.0
#: The longest message a toast holds (it is cut to fit and shown whole under the pointer).
TOAST_MAX = 1000
#: A toast fades out over its last this many seconds.
TOAST_FADE_S = 0.4
#: The longest time step one frame advances while things move (a stall
#: must not make an animation jump).
MAX_STEP_S = 0.1
#: At rest, input is looked for this often (a delay no one notices).
REST_POLL_S = 0.02


def init_display() -> str:
    """Start SDL video; if no display can be opened, use the dummy driver.
    Returns the driver in use."""
    try:
        pygame.display.init()
    except pygame.error:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        pygame.display.init()
    return pygame.display.get_driver()


def no_sound_device(environ: Mapping[str, str] | None = None, platform: str | None = None,
                    root: Path = Path("/")) -> bool:
    """True when this is Linux with no sound device SDL could use: no
    ``/dev/snd``, no PulseAudio or PipeWire server. Elsewhere (and when
    ``SDL_AUDIODRIVER`` is chosen already) False: let SDL decide."""
    env = os.environ if environ is None else environ
    if (platform or sys.platform) != "linux" or env.get("SDL_AUDIODRIVER"):
        return False
    if (root / "dev" / "snd").exists() or env.get("PULSE_SERVER"):
        return False
    runtime = env.get("XDG_RUNTIME_DIR")
    if runtime:
        run = Path(runtime)
        if (run / "pulse" / "native").exists() or (run / "pipewire-0").exists():
            return False
    return True


def init_audio() -> bool:
    """Start the mixer; with no audio device fall back to SDL's dummy audio
    driver (chosen up front when :func:`no_sound_device` says so, so ALSA
    never prints its errors). Returns True when a mixer is running."""
    if no_sound_device():
        os.environ["SDL_AUDIODRIVER"] = "dummy"
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


def within_display(size: tuple[int, int]) -> tuple[int, int]:
    """A remembered window size kept within the largest display there is
    (unchanged with the dummy driver, which has no display)."""
    if pygame.display.get_driver() == "dummy":
        return size
    try:
        displays = pygame.display.get_desktop_sizes()
    except pygame.error:
        return size
    if not displays:
        return size
    return (min(size[0], max(w for w, _ in displays)), min(size[1], max(h for _, h in displays)))


class App:
    """The running app: window, services and scene stack.

    ``paths`` chooses where settings, saves and statistics live (the
    selftest and screenshots use a temporary folder); ``size`` overrides the
    remembered window size.
    """

    def __init__(self, paths: AppPaths | None = None, size: tuple[int, int] | None = None,
                 animation_speed: str | None = None, realtime: bool = False) -> None:
        self.started = time.perf_counter()
        #: True for a person's session (and the bench): a scene that prepares
        #: in the background is shown when ready, frames never wait for it.
        #: False (tests, selftest, monkey): scenes are drawn at once, making
        #: what they lack on the spot, so a run is the same frame by frame.
        self.realtime = realtime
        init_display()
        pygame.font.init()
        self.paths = paths or AppPaths.default()
        for folder in (self.paths.data_dir, self.paths.config_dir):
            sweep_temps(folder)
        self.settings, self.warnings = load_settings(self.paths)
        self.warnings = list(self.warnings)
        if animation_speed is not None:
            self.settings = dataclasses.replace(self.settings, animation_speed=animation_speed)
        self.stats = StatsStore(self.paths, identify=lambda game_id: self.saves.match_id(game_id))
        self.saves = SaveStore(self.paths, stats=self.stats)
        self.warnings += self.saves.migrate_single_slot()
        self.warnings += self.saves.settle_finished()
        self.stats.summary()            # an unusable statistics file is kept aside now, and said
        self.warnings += self.stats.take_warnings()
        self.audio = init_audio()
        self.toasts: list[list[Any]] = []
        #: Seconds of frames run so far; when each message was last shown.
        self.clock = 0.0
        self.toasted: dict[str, float] = {}
        self.running = True
        self.last_frame: pygame.Surface | None = None
        self.frames = 0
        #: Where the pointer was last seen in the window (None: outside it).
        self.pointer: tuple[int, int] | None = None
        pygame.display.set_caption(TITLE)
        self.fullscreen = False
        self.windowed_size = clamp_size(size or within_display(self.settings.window_size))
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
        self.nav = Navigator(self)
        self.nav.main_menu()

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
        """A short message at the bottom of the window; the same message
        within :data:`TOAST_REPEAT_S` of the last time is not shown again.
        A message may quote a file: it is cleaned like any text read from one."""
        text = clean_text(text, TOAST_MAX)
        last = self.toasted.get(text)
        if last is not None and self.clock - last < TOAST_REPEAT_S:
            return
        self.toasted[text] = self.clock
        self.toasts.append([text, seconds])

    def recent_moves(self) -> list[str]:
        """The last moves of the table in play (for a crash log)."""
        table = self.nav.table_in_play()
        return table.session.recent_moves() if table is not None else []

    def quit(self) -> None:
        self.running = False

    # Frames -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
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
        self.clock += dt
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]
        if draw:
            self.draw()
        self.frames += 1

    def wake_in(self) -> float | None:
        """When the app next needs a frame by itself: the scenes' answer
        (:meth:`SceneStack.wake_in`) or a toast's fade-out, whichever is
        sooner; None when only input can change what is shown."""
        fades = [max(0.0, left - TOAST_FADE_S) for _, left in self.toasts]
        return soonest(self.stack.wake_in(), *fades)

    def draw(self) -> None:
        surface = self.screen
        self.theme.begin_frame()
        self.stack.draw(surface)
        self._draw_toasts(surface)
        self._draw_full_text(surface)
        if self.last_frame is None or self.last_frame.get_size() != surface.get_size():
            self.last_frame = surface.copy()
        else:
            self.last_frame.blit(surface, (0, 0))

    def _draw_full_text(self, surface: pygame.Surface) -> None:
        """A text cut to fit its box, under the pointer: its full form, in
        a tip above it (wrapped to at most half the window)."""
        pos = self.pointer
        if pos is None:
            return
        full = next((text for rect, text in reversed(self.theme.cut) if rect.collidepoint(pos)), None)
        if full is None:
            return
        t = self.theme
        lines = t.wrap(full, surface.get_width() // 2, th.SMALL)
        line_h = t.font(th.SMALL).get_linesize()
        width = max(t.font(th.SMALL).size(line)[0] for line in lines) + t.px(24)
        tip = pygame.Rect(0, 0, width, len(lines) * line_h + t.px(14))
        tip.midbottom = (pos[0], pos[1] - t.px(12))
        tip.clamp_ip(surface.get_rect())
        t.panel(surface, tip, (20, 26, 38), th.ACCENT_DARK, radius=8, alpha=250)
        for i, line in enumerate(lines):
            t.blit_text(surface, line, (tip.x + t.px(12), tip.y + t.px(7) + i * line_h), th.SMALL)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        theme = self.theme
        y = surface.get_height() - theme.px(24)
        for text, left in reversed(self.toasts[-3:]):
            room = pygame.Rect(theme.px(60), 0, surface.get_width() - theme.px(120), surface.get_height())
            font = theme.font(th.SMALL)
            rect = pygame.Rect(0, 0, min(font.size(text)[0], room.w), font.get_height())
            rect.midbottom = (surface.get_width() // 2, y)
            rect.inflate_ip(theme.px(36), theme.px(18))
            alpha = round(255 * min(1.0, left / TOAST_FADE_S))
            theme.panel(surface, rect, (20, 26, 38), th.ACCENT_DARK, radius=rect.h / 2 / theme.unit,
                        shadow=True, alpha=min(235, alpha))
            if theme.drawn is not None:     # the top layer, fading or not: what is under it is covered
                theme.drawn.append(Cover(rect.copy()))
            theme.blit_text(surface, text, rect.center, th.SMALL, anchor="center", alpha=alpha, box=room)
            y = rect.top - theme.px(10)

    def save_window_size(self) -> None:
        if tuple(self.settings.window_size) != self.windowed_size:
            self.update_settings(window_size=self.windowed_size)

    def forget_images(self, idle_s: float) -> None:
        """Forget card art, rendered text and shadows not drawn for
        ``idle_s`` seconds (the scene stack calls it when a table or menu
        comes or goes)."""
        self.art.drop_unused(idle_s)
        self.theme.drop_unused(idle_s)

    def shutdown(self) -> None:
        """Remember the window, stop the scenes (tables stop their AI)."""
        self.save_window_size()
        while self.stack.scenes:
            self.stack.scenes.pop().leave()


def next_events(wait: float | None) -> list[pygame.event.Event]:
    """The input that arrived, waiting for it when the app is at rest:
    ``wait`` 0 takes what is queued at once; a positive ``wait`` sleeps until
    an event or that many seconds; None sleeps until an event. At rest the
    queue is looked at every :data:`REST_POLL_S` (pygame's own ``wait``
    looks every millisecond, which costs a few percent of a core)."""
    if wait is not None and wait <= 0:
        return pygame.event.get()
    deadline = None if wait is None else time.perf_counter() + wait
    while True:
        events = pygame.event.get()
        left = REST_POLL_S if deadline is None else deadline - time.perf_counter()
        if events or left <= 0:
            return events
        time.sleep(min(REST_POLL_S, left))


def run_loop(app: App, exit_after_frames: int | None = None,
             on_frame: Callable[[App, float], None] | None = None) -> None:
    """The main loop: frames on demand. While something moves it runs at up
    to 60 frames a second; at rest (:meth:`App.wake_in` None) it sleeps until
    input arrives or a timer is due, and draws nothing. Returns when the app
    quits or after ``exit_after_frames`` frames (a run that counts frames
    never rests: every frame is drawn)."""
    clock = pygame.time.Clock()
    last = time.perf_counter()
    while app.running:
        wait = app.wake_in() if exit_after_frames is None else 0.0
        events = next_events(wait)
        clock.tick(FPS)                     # never more than 60 frames a second
        now = time.perf_counter()
        # After a rest the step is the real time slept (a timer is due), while
        # animating at most MAX_STEP_S.
        dt = min(now - last, MAX_STEP_S if not wait else max(MAX_STEP_S, wait))
        last = now
        app.frame(dt, events)
        pygame.display.flip()
        if on_frame is not None:
            on_frame(app, dt)
        if exit_after_frames is not None and app.frames >= exit_after_frames:
            break


def crash_log(app: App, exc_info) -> tuple[Path | None, str]:
    """Write the crash log; (its path, "") or (None, why it could not be
    written). Never raises: the crash handler must not crash."""
    try:
        moves = app.recent_moves()
    except Exception as exc:  # the table itself may be what broke: the log says how
        moves = [f"(the moves could not be listed: {exc!r})"]
    return write_log(app.paths, exc_info, moves)


def write_log(paths: AppPaths, exc_info, moves: list[str]) -> tuple[Path | None, str]:
    """Write a crash log in ``paths``; (its path, "") or (None, why not)."""
    try:
        return write_crash_log(paths, exc_info, moves), ""
    except (StorageError, OSError) as exc:
        return None, str(exc)


def crash_lines(path: Path | None, why: str) -> list[str]:
    """The words of the crash screen."""
    lines = ["Sorry, Fanucci Desktop ran into a problem and has to close.",
             "Your game in progress is kept: choose Continue next time."]
    if path is not None:
        lines.append(f"Details for a bug report are in {path}")
    else:
        lines.append(f"No crash log could be written ({why}).")
    lines.append("Press any key or click to close.")
    return lines


def show_crash_screen(app: App, lines: list[str], wait_s: float = 120.0) -> None:
    """A calm full-window message; waits for a key or click (not at all
    with the dummy video driver, where nobody can answer)."""
    try:
        surface = app.screen
        theme = app.theme
        surface.fill((16, 22, 32))
        w, h = surface.get_size()
        y = h * 0.35
        for i, line in enumerate(lines):
            size = th.SUBHEADING if i == 0 else th.BODY
            text = theme.fit(line, w - theme.px(80), size, i == 0)
            rect = theme.blit_text(surface, text, (w / 2, y), size, th.ACCENT if i == 0 else th.TEXT,
                                   bold=i == 0, anchor="midtop")
            y = rect.bottom + theme.px(14)
        app.last_frame = surface.copy()
        pygame.display.flip()
        if pygame.display.get_driver() == "dummy":
            return
        end = time.monotonic() + wait_s
        while time.monotonic() < end:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                    return
            time.sleep(0.03)
    except pygame.error:
        return


ALREADY_RUNNING = ("Fanucci Desktop is already running.",
                   "Only one copy plays at a time, so that no game is lost.",
                   "Switch to its window.")


def say_already_running(paths: AppPaths, wait_s: float = 8.0) -> None:
    """Tell a second copy's player that the first one runs: on stderr and
    in a small window sized to the words (until a key, a click or
    ``wait_s``). Touches no file."""
    print(f"{' '.join(ALREADY_RUNNING)} (data folder: {paths.data_dir})", file=sys.stderr)
    try:
        init_display()
        if pygame.display.get_driver() == "dummy":
            return
        pygame.font.init()
        font = pygame.font.Font(None, 28)
        width = max(font.size(line)[0] for line in ALREADY_RUNNING) + 64
        screen = pygame.display.set_mode((width, 48 + 36 * len(ALREADY_RUNNING)))
        pygame.display.set_caption(TITLE)
        screen.fill((16, 22, 32))
        for i, line in enumerate(ALREADY_RUNNING):
            screen.blit(font.render(line, True, th.ACCENT if i == 0 else th.TEXT), (32, 24 + i * 36))
        pygame.display.flip()
        end = time.monotonic() + wait_s
        while time.monotonic() < end:
            if any(e.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
                   for e in pygame.event.get()):
                return
            time.sleep(0.03)
    except pygame.error:
        return
    finally:
        pygame.quit()


def run_app(args: Any) -> int:
    """The game: open the window and run until the player quits. A crash
    (our bug) keeps the autosave (nothing here touches it), writes a crash
    log if it can and shows the crash screen; exit code 1. A crash while
    the app is being built is logged and said on stderr (there is no
    window to show it in yet)."""
    paths = AppPaths.default()
    running = FileLock(paths.data_dir / RUNNING_LOCK)
    try:
        first = running.acquire(wait=False)
    except OSError as exc:  # a folder we cannot write: the app says so when it saves
        print(f"Fanucci Desktop could not lock {running.path}: {exc.strerror or exc}.",
              file=sys.stderr)
        first = True
    if not first:
        say_already_running(paths)
        return 2
    try:
        app = App(paths, realtime=True)
    except Exception:  # our bug, before the window exists: keep a crash log
        path, why = write_log(paths, sys.exc_info(), [])
        if path is None:
            traceback.print_exc()
        print("Fanucci Desktop could not start. " + " ".join(crash_lines(path, why)[2:-1]),
              file=sys.stderr)
        pygame.quit()
        running.release()
        return 1
    code = 0
    try:
        run_loop(app, getattr(args, "exit_after_frames", None))
    except Exception:  # our bug: keep a crash log; the autosave stays
        path, why = crash_log(app, sys.exc_info())
        if path is None:
            traceback.print_exc()
        lines = crash_lines(path, why)
        print("Fanucci Desktop crashed. " + " ".join(lines[1:-1]), file=sys.stderr)
        show_crash_screen(app, lines)
        code = 1
    finally:
        try:
            app.shutdown()
        except Exception:  # leaving after a crash: the saves were written as we went
            traceback.print_exc()
        pygame.quit()
        running.release()
    return code
