"""The window: SDL video started with the app's window class, the window
opened at a size within limits (falling back to SDL's dummy driver where no
window can be opened), and the first picture shown in it.

This module is light on purpose (pygame and the theme's constants): the
launcher opens the window and shows the menu's backdrop with it
(:func:`show_backdrop`) before it loads the rest of the app, as a native
app shows its window at once. The :class:`~fanucci_desktop.app.App` then
opens the same window again (:func:`open_window` with the same size keeps
the window that is already shown) and draws the menu over that backdrop.
"""

from __future__ import annotations

import os
import warnings
from dataclasses import dataclass

# Every pixel is drawn in software: SDL shows the window surface as it is,
# without starting an OpenGL renderer for it (on X11 that renderer, often
# Mesa's llvmpipe, costs about 100 MB of memory and idle threads). SDL reads
# the hint when the window's surface is made.
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

import pygame  # noqa: E402  (after the renderer switch)

from . import theme as th  # noqa: E402

#: The window's title.
TITLE = "Fanucci Desktop"
#: The window's class, which a taskbar shows and groups windows by (X11's
#: WM_CLASS, Wayland's app id): set by :func:`init_display`.
WINDOW_CLASS = "FanucciDesktop"


def init_display() -> str:
    """Start SDL video, the window's class set to :data:`WINDOW_CLASS`; if no
    display can be opened, use the dummy driver. Returns the driver in use.
    Started already, it is left as it is.

    SDL reads the class from the environment when video starts. pygame,
    when imported with a display about, sets it to the program's name
    ("__main__.py"), so it is set here, over that, not at import."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = WINDOW_CLASS
    try:
        pygame.display.init()
    except pygame.error:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        pygame.display.init()
    return pygame.display.get_driver()


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


#: Frames a second when the display does not tell its refresh rate (a
#: virtual display: Xvfb says 0).
DEFAULT_HZ = 60
#: The most frames a second the loop ever draws, whatever the display
#: says: beyond it a frame shows nothing new to the eye, and costs power.
MAX_HZ = 240


@dataclass(frozen=True)
class Refresh:
    """The rate the frames are paced to: ``hz`` a second, and who said it:
    ``"display"`` (the display the window is on), ``"default"`` (it said
    nothing: :data:`DEFAULT_HZ`) or ``"asked"`` (the command line)."""

    hz: int
    source: str

    @property
    def budget_ms(self) -> float:
        """How long one frame may take, in milliseconds."""
        return 1000 / self.hz


def refresh_rate() -> Refresh:
    """The refresh rate of the display the window is on (else of the first
    display that tells one), at most :data:`MAX_HZ`; :data:`DEFAULT_HZ`
    when none tells it."""
    try:
        rates = [pygame.display.get_current_refresh_rate(), *pygame.display.get_desktop_refresh_rates()]
    except pygame.error:                # no window yet, or video not started
        rates = []
    hz = next((rate for rate in rates if rate > 0), 0)
    return Refresh(min(hz, MAX_HZ), "display") if hz else Refresh(DEFAULT_HZ, "default")


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    """Open the window (``size`` when not ``fullscreen``, resizable, never
    smaller than :data:`~fanucci_desktop.ui.theme.MIN_SIZE`) and return its
    surface. An open window is kept and given that size. A driver that starts
    but cannot open a window is swapped for the dummy driver."""
    try:
        return _set_mode(size, fullscreen)
    except pygame.error:
        if pygame.display.get_driver() == "dummy":
            raise
        pygame.display.quit()
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        pygame.display.init()
        return _set_mode(size, fullscreen)


def _set_mode(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            pygame.Window.from_display_module().minimum_size = th.MIN_SIZE
        except (pygame.error, AttributeError):
            pass
    return screen


def show_backdrop(remembered: tuple[int, int], fullscreen: bool) -> None:
    """Open the window at the ``remembered`` size (or ``fullscreen``) and
    show the menu's backdrop in it at once: what the menu is then drawn over,
    so nothing flashes in between."""
    init_display()
    pygame.display.set_caption(TITLE)
    screen = open_window(clamp_size(within_display(remembered)), fullscreen)
    th.Theme(screen.get_size()).background(screen)
    pygame.display.flip()
