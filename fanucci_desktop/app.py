"""The window and the main loop.

:class:`App` owns the window surface, the scene stack, the theme and the
app's services (settings, saves, statistics, card art, sounds). It runs one
frame at a time through :meth:`App.frame`, so the main loop, the selftest,
the screenshots and the bench all drive the very same code.

With no display or no audio device the app falls back to SDL's dummy
drivers by itself (:func:`~.ui.window.init_display`, :func:`init_audio`); on
Linux with no sound device at all it picks the dummy audio driver before SDL
tries ALSA (which would print its complaints on stderr). pygame's import
banner is silenced, and the window surface is shown without an OpenGL
renderer (:mod:`.ui.window`). Starting the app and its crash handling are in
:mod:`.launch`.
"""

from __future__ import annotations

import dataclasses
import gc
import os
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

import pygame

from .card_names import card_name, names_pattern
from .i18n import available_languages, load_language, system_language
from .speech import Speaker, SpeechSwitch, open_engine
from .storage import (AppPaths, Settings, StatsStore, StorageError, load_settings,
                      save_settings)
from .storage.atomic import sweep_temps
from .storage.saves import SaveStore
from .storage.text import clean_text
from .ui import theme as th
from .ui.theme import Cover
from .ui.cardart import CardArt
from .ui.controls import ANYWHERE, Act, act_for
from .ui.devices import Devices
from .ui.memory import release_free_memory
from .ui.navigator import Navigator
from .ui.scene import SceneStack
from .ui.sounds import SoundBank
from .ui.tween import SPEED_FACTORS, soonest
from .ui.waiting import WAKE_EVENT, EventWaiter, post_wake
from .ui.window import TITLE, Refresh, clamp_size, init_display, open_window, refresh_rate, within_display

#: The same message is not shown again within this many seconds (a save
#: that fails after every move says so once, not after every move).
TOAST_REPEAT_S = 120.0
#: The longest message a toast holds (it is cut to fit and shown whole under the pointer).
TOAST_MAX = 1000
#: A toast fades out over its last this many seconds.
TOAST_FADE_S = 0.4
#: What one more drawing pass of a frame drawn in part costs, in pixels
#: drawn instead (:func:`passes`): running a table's drawing code takes
#: about 1 ms here, and drawing a 2560x1440 window whole about 9 ms.
PASS_PIXELS = 300_000
#: The longest time step one frame advances while things move (a stall
#: must not make an animation jump).
MAX_STEP_S = 0.1


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


class App:
    """The running app: window, services and scene stack.

    ``paths`` chooses where settings, saves and statistics live (the
    selftest and screenshots use a temporary folder); ``size`` overrides the
    remembered window size; ``speech`` the command line's ``--speech``;
    ``settings`` the settings and their warnings as :func:`load_settings`
    gave them to the launcher, which opened the window with them (None: they
    are read here); ``language`` the command line's ``--language``, which
    this run speaks instead of the setting (and which is not saved).
    """

    def __init__(self, paths: AppPaths | None = None, size: tuple[int, int] | None = None,
                 animation_speed: str | None = None, realtime: bool = False,
                 speech: SpeechSwitch | None = None,
                 settings: tuple[Settings, list[str]] | None = None,
                 language: str | None = None, refresh_hz: int | None = None) -> None:
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
        self.settings, self.warnings = settings or load_settings(self.paths)
        self.warnings = list(self.warnings)
        if animation_speed is not None:
            self.settings = dataclasses.replace(self.settings, animation_speed=animation_speed)
        #: The command line's language for this run (None: the setting's).
        self.language_override = language
        #: The language every scene speaks (:meth:`update_settings` replaces it).
        self.language, more = load_language(self.language_code())
        self.language.number(0)         # its number formats are read now, not in the first frame writing one
        self.warnings += more
        self.stats = StatsStore(self.paths, identify=lambda game_id: self.saves.match_id(game_id))
        self.saves = SaveStore(self.paths, stats=self.stats)
        self.warnings += self.saves.migrate_single_slot()
        self.warnings += self.saves.settle_finished()
        self.stats.summary()            # an unusable statistics file is kept aside now, and said
        self.warnings += self.stats.take_warnings()
        self.audio = init_audio()
        switch = speech or SpeechSwitch()
        #: Speech output: off by default; F2 turns it on or off anywhere.
        self.speaker = Speaker(enabled=self.settings.speech if switch.on is None else switch.on,
                               opener=lambda: open_engine(switch.transcript),
                               said=lambda text: self.language.said(text))
        self.speaker.set_language(self.language.locale)     # the system voice of the language
        if self.speaker.problem:
            self.warnings.append(self.speaker.problem)
        self.toasts: list[list[Any]] = []
        #: Seconds of frames run so far; when each message was last shown.
        self.clock = 0.0
        self.toasted: dict[str, float] = {}
        self.running = True
        #: The last frame drawn (the window surface itself, which holds it
        #: until the next frame is drawn); None before the first frame and
        #: after a resize. Copy it to keep it.
        self.last_frame: pygame.Surface | None = None
        self.frames = 0
        #: Frames drawn so far (each a picture: :meth:`draw`).
        self.pictures = 0
        #: What the last frame drawn changed: None for the whole window, else
        #: its rectangles ([] for none). :meth:`present` shows them.
        self.changed: list[pygame.Rect] | None = None
        #: The clips of the frame being drawn, one pass each (:func:`passes`;
        #: [None]: the whole window in one).
        self.clips: list[pygame.Rect | None] = [None]
        self._toasts_drawn: tuple | None = None
        #: Where the pointer was last seen in the window (None: outside it).
        self.pointer: tuple[int, int] | None = None
        pygame.display.set_caption(TITLE)
        self.windowed_size = clamp_size(size or within_display(self.settings.window_size))
        self.fullscreen = self.settings.fullscreen and size is None
        self.screen = open_window(self.windowed_size, self.fullscreen)
        #: The rate the loop paces frames to (:func:`refresh_rate`; or
        #: ``refresh_hz``, asked for, as ``bench --refresh-hz`` does).
        self.refresh = Refresh(refresh_hz, "asked") if refresh_hz else refresh_rate()
        self.theme = th.Theme(self.screen.get_size())
        self.theme.prepare_background()     # the first frame shows it: made before it
        self.theme.whole = names_pattern(self.language)
        self.art = self._make_art()
        self.sounds = SoundBank(self.settings.sound and self.audio, self.settings.volume)
        try:
            pygame.display.set_icon(self.art.icon(64))
        except pygame.error:
            pass
        self.stack = SceneStack(self)
        #: The gamepads and the fingers, read as the keys and the mouse.
        self.devices = Devices(self)
        for text in self.warnings:
            self.toast(text)
        self.nav = Navigator(self)
        self.nav.main_menu()

    # Window -------------------------------------------------------------------
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
        self._rescale()

    def _rescale(self) -> None:
        """The theme takes the window's size and scale, and the scenes that
        draw are laid out for it at once (:meth:`SceneStack.lay_out`)."""
        self.theme.resize(self.screen.get_size())
        self.stack.lay_out(self.size)
        self.last_frame = None
        self.follow_display()

    def follow_display(self) -> None:
        """Pace to the display the window is on now (it went fullscreen, or
        moved to another display), unless a rate was asked for."""
        if self.refresh.source != "asked":
            self.refresh = refresh_rate()

    def set_fullscreen(self, on: bool) -> None:
        """Enter or leave fullscreen (F11) and remember the choice."""
        if on == self.fullscreen:
            return
        self.screen = open_window(self.windowed_size, on)
        self.fullscreen = on
        self._rescale()
        self.update_settings(fullscreen=on)

    # Services -----------------------------------------------------------------
    def _make_art(self) -> CardArt:
        """The card art of the settings; its trumps bear their names in the
        language spoken at the time (a new language needs no new art)."""
        s = self.settings
        return CardArt(color_badges=s.color_badges, four_color=s.four_color_deck,
                       back=s.card_back or None,
                       trump_name=lambda card: card_name(card, language=self.language))

    def language_code(self) -> str:
        """The language spoken now: the command line's, else the setting's,
        else the system's where we have it (:func:`system_language`)."""
        chosen = self.language_override or self.settings.language
        return chosen or system_language(available_languages())

    def update_settings(self, **changes: Any) -> None:
        """Change settings, save them and refresh what depends on them (a new
        language is spoken from the next frame, and replaces the command
        line's)."""
        old = self.settings
        self.settings = dataclasses.replace(old, **changes)
        if "language" in changes:
            self.language_override = None
            self.language, more = load_language(self.language_code())
            self.theme.whole = names_pattern(self.language)
            self.speaker.set_language(self.language.locale)
            for text in more:
                self.toast(text)
        try:
            for text in save_settings(self.paths, self.settings):
                self.toast(text)
        except StorageError as exc:
            self.toast(self.language.gettext("Settings could not be saved: {error}",
                                             error=self.language.said(str(exc))))
        if (old.color_badges, old.four_color_deck, old.card_back) != (
                self.settings.color_badges, self.settings.four_color_deck, self.settings.card_back):
            self.art = self._make_art()
        self.sounds.enabled = self.settings.sound and self.audio
        self.sounds.volume = self.settings.volume
        if old.fullscreen != self.settings.fullscreen and self.settings.fullscreen != self.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)

    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def toggle_speech(self) -> None:
        """Speech on or off (F2), remembered in the settings. Turned on, it
        says so and then the screen shown (:meth:`SceneStack.speak`); with
        no engine, the toast says why, once."""
        on = not self.speaker.enabled
        self.speaker.set_enabled(on)
        self.update_settings(speech=on)
        gettext = self.language.gettext
        self.toast(gettext("Speech on") if on else gettext("Speech off"))
        if self.speaker.problem:
            self.toast(self.speaker.problem, 8.0)
            self.speaker.problem = ""
        self.speaker.tell(gettext("Speech on"))

    def toast(self, text: str, seconds: float = 4.0, again: bool = False) -> None:
        """A short message at the bottom of the window; the same message
        within :data:`TOAST_REPEAT_S` of the last time is not shown again
        (unless ``again``: it was asked for). A message may quote a file: it
        is cleaned like any text read from one. A :class:`~.i18n.Message`
        (a storage warning, a pad's notice) is said in the language."""
        text = clean_text(self.language.said(text), TOAST_MAX)
        last = self.toasted.get(text)
        if last is not None and self.clock - last < TOAST_REPEAT_S and not again:
            return
        self.toasted[text] = self.clock
        self.toasts.append([text, seconds])

    def recent_moves(self) -> list[str]:
        """The last moves of the table in play (for a crash log)."""
        table = self.nav.table_in_play()
        return table.session.recent_moves() if table is not None else []

    def quit(self) -> None:
        self.running = False

    @staticmethod
    def wake() -> None:
        """Wake the main loop from its rest for a frame (safe from any
        thread: the AI and autosave workers call it when they finish)."""
        post_wake()

    # Frames -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == WAKE_EVENT:
            return                      # it asked for this frame, and is nobody's input
        taken, meant = self.devices.handle(event)
        for each in meant:
            self.handle(each)
        if taken:
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
        elif event.type == pygame.WINDOWDISPLAYCHANGED:
            self.follow_display()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
        elif act_for(event, ANYWHERE) is Act.SPEECH:
            self.toggle_speech()
        else:
            self.stack.handle(event)

    def frame(self, dt: float, events: Iterable[pygame.event.Event] = (), draw: bool = True) -> None:
        """One frame: route ``events``, advance ``dt`` seconds, draw (the
        drivers may skip drawing to fast-forward)."""
        for event in events:
            self.handle(event)
            if not self.running:
                return
        self.devices.update(dt)
        self.stack.update(dt)
        self.stack.speak(self.speaker)
        self.clock += dt
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]
        if draw:
            self.draw(whole=any(event.type != WAKE_EVENT for event in events))
        self.frames += 1

    def wake_in(self) -> float | None:
        """When the app next needs a frame by itself: the scenes' answer
        (:meth:`SceneStack.wake_in`) or a toast's fade-out, whichever is
        sooner; None when only input can change what is shown."""
        fades = [max(0.0, left - TOAST_FADE_S) for _, left in self.toasts]
        return soonest(self.stack.wake_in(), self.devices.wake_in(), *fades)

    def draw(self, whole: bool = True) -> None:
        """Draw a frame: the whole window, or, unless ``whole`` (input came),
        only what changed since the last frame (the scene shown alone says
        where: :meth:`SceneStack.damage`): the frame drawn clipped to the
        rectangle around it (nothing when nothing changed). :attr:`changed`
        says what to show (:meth:`present`)."""
        surface = self.screen
        self.pictures += 1
        self.theme.begin_frame()
        region = self.stack.damage(self.pictures)
        toasts = self._toasts_shown()
        if whole or self.last_frame is not surface or toasts is None or toasts != self._toasts_drawn \
                or self.theme.drawn is not None:
            region = None
        self._toasts_drawn = toasts
        self.changed = None if region is None else merged(region, surface.get_rect())
        self.theme.whole_frame = self.changed is None
        if self.changed == []:
            return
        self.clips = [None] if self.changed is None else passes(self.changed)
        for clip in self.clips:
            surface.set_clip(clip)
            self.stack.draw(surface)
            self._draw_toasts(surface)
            self._draw_full_text(surface)
        surface.set_clip(None)
        # The window keeps this frame until the next is drawn: a transition
        # starting before then copies it from there (no window-sized copy
        # kept, nor made, every frame).
        self.last_frame = surface

    def present(self) -> None:
        """Show the frame drawn: the window, or only the rectangles that changed."""
        if self.changed is None:
            pygame.display.flip()
        elif self.changed:
            pygame.display.update(self.changed)

    def _toasts_shown(self) -> tuple | None:
        """What the toasts show, to tell a change (None while one fades: every frame differs)."""
        shown = self.toasts[-3:]
        if any(left < TOAST_FADE_S for _, left in shown):
            return None
        return tuple(text for text, _ in shown)

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
        self.speaker.close()


#: Events that never lead to an effect, so they leave a closed audio device
#: closed: the window manager's news (exposed, focus, moved) and quitting.
SOUNDLESS_EVENTS = frozenset({
    pygame.QUIT, pygame.ACTIVEEVENT, pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
    pygame.WINDOWHIDDEN, pygame.WINDOWMOVED, pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST,
    pygame.WINDOWENTER, pygame.WINDOWLEAVE, pygame.WINDOWTAKEFOCUS, pygame.WINDOWCLOSE,
})


def merged(rects: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect]:
    """``rects`` within ``window``, those that overlap merged into one."""
    out: list[pygame.Rect] = []
    for rect in (r.clip(window) for r in rects):
        if not rect.w or not rect.h:
            continue
        touching = [m for m in out if m.colliderect(rect)]
        while touching:
            for m in touching:
                out.remove(m)
            rect = rect.unionall(touching)
            touching = [m for m in out if m.colliderect(rect)]
        out.append(rect)
    return out


def passes(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The clips a frame drawn in part is drawn with, one pass each: groups
    of ``rects`` (none overlapping), each drawn as its bounding rectangle.
    Two groups are drawn as one when their bounds together take fewer
    pixels than :data:`PASS_PIXELS` more than the two apart: a pass costs
    running the frame's drawing code again, drawing pixels costs by area."""
    groups = [pygame.Rect(r) for r in rects]
    while len(groups) > 1:
        extra, i, j = min((a.union(b).w * a.union(b).h - a.w * a.h - b.w * b.h, i, j)
                          for i, a in enumerate(groups) for j, b in enumerate(groups) if i < j)
        if extra > PASS_PIXELS:
            break
        groups[i] = groups[i].union(groups.pop(j))
    return groups


def next_events(wait: float | None, waiter: EventWaiter) -> list[pygame.event.Event]:
    """The input that arrived, waiting for it when the app is at rest:
    ``wait`` 0 takes what is queued at once; a positive ``wait`` sleeps until
    an event or that many seconds; None sleeps until an event. ``waiter``
    does the sleeping (blocked on the window system's event source where it
    can: see :mod:`fanucci_desktop.ui.waiting`)."""
    if wait is None or wait > 0:
        events = pygame.event.get()
        if events:
            return events
        waiter.wait(wait)
    return pygame.event.get()


def freeze_first_objects() -> None:
    """Move the objects alive now (the app, its fonts, art sources and first
    scene) out of the garbage collector's way (``gc.freeze``): a full
    collection then looks only at what came later, a few tenths of a
    millisecond instead of up to 15 inside a frame. Only the first call in a
    process does so: what a later call finds alive (a table a tool left) may
    die and must stay collectable."""
    if not gc.get_freeze_count():
        gc.collect()
        gc.freeze()


def run_loop(app: App, exit_after_frames: int | None = None,
             on_frame: Callable[[App, float], None] | None = None) -> None:
    """The main loop: frames on demand. While something moves it draws up
    to as many frames a second as the display shows (:attr:`App.refresh`); at rest it sleeps until input arrives, a worker
    wakes it (:meth:`App.wake`) or the next scheduled change is due
    (:meth:`App.wake_in`: None waits for input alone), and draws nothing.
    A pad's events that change nothing (:meth:`.ui.pads.Pads.idle`: its raw joystick
    events, a stick moved a little) are let go without a frame.
    At rest it also wakes, without drawing, to close the audio device after
    a silence (:meth:`SoundBank.rest`), and opens it again when events come
    (:meth:`SoundBank.get_ready`). Returns when the app quits or after
    ``exit_after_frames`` frames (a run that counts frames never rests:
    every frame is drawn).

    Before the first frame the objects alive are moved out of the garbage
    collector's way (:func:`freeze_first_objects`)."""
    freeze_first_objects()
    # The audio device opening and closing is no input: it must not wake the loop.
    pygame.event.set_blocked((pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED))
    clock = pygame.time.Clock()
    waiter = EventWaiter.for_display()
    last = time.perf_counter()
    drawn = True                            # frames drawn since the loop last rested (or began)
    while app.running:
        wait = app.wake_in() if exit_after_frames is None else 0.0
        if wait is None and drawn:
            release_free_memory()           # the frames' freed pages go back before a long sleep
            drawn = False
        events = next_events(soonest(wait, app.sounds.wake_in()), waiter)
        if events and all(app.devices.pads.idle(event) for event in events):
            continue                        # a pad's noise: nothing to draw
        if events:
            if any(event.type not in SOUNDLESS_EVENTS for event in events):
                app.sounds.get_ready()      # what the events do may sound
        elif wait != 0.0:                   # resting (never mid-animation: closing takes ms)
            app.sounds.rest()
            if wait is None:
                continue                    # woken only to close the audio device
        clock.tick(app.refresh.hz)          # never more frames than the display shows
        now = time.perf_counter()
        # After a rest the step is the real time slept (a timer is due), while
        # animating at most MAX_STEP_S.
        dt = min(now - last, MAX_STEP_S if not wait else max(MAX_STEP_S, wait))
        last = now
        app.frame(dt, events)
        app.present()
        drawn = True
        if on_frame is not None:
            on_frame(app, dt)
        if exit_after_frames is not None and app.frames >= exit_after_frames:
            break
