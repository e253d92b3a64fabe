"""Starting the game and what happens when it crashes.

:func:`run_app` takes the data folder's lock (a second copy says that
Fanucci Desktop is already running and exits without touching a file),
reads the settings and shows the window at once with the menu's backdrop
(:func:`~.ui.window.show_backdrop`), then loads the app's modules (the
games, the scenes), builds the :class:`~.app.App` and runs its loop. A crash
(our bug) keeps the autosave, writes a crash log naming the last moves (if
the log folder can be written) and shows a friendly screen naming the log; a
crash while the app is being built is logged and said on stderr.

This module imports only what the window needs before the app: the app
itself is imported inside :func:`run_app`, once the window shows.
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from .storage import AppPaths, StorageError, load_settings, write_crash_log
from .storage.lock import RUNNING_LOCK, FileLock
from .ui import theme as th
from .ui.window import TITLE, init_display, show_backdrop

if TYPE_CHECKING:
    from .app import App
    from .i18n import Language


def spoken(language: Language | None) -> Language:
    """``language``, or English when the app was not built far enough to
    have one (imported here: the window comes before the translations)."""
    from .i18n import Language
    return language if language is not None else Language()


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


def crash_lines(path: Path | None, why: str, language: Language | None = None) -> list[str]:
    """The words of the crash screen, in ``language`` (None: English)."""
    gettext = spoken(language).gettext
    lines = [gettext("Sorry, Fanucci Desktop ran into a problem and has to close."),
             gettext("Your game in progress is kept: choose Continue next time.")]
    if path is not None:
        lines.append(gettext("Details for a bug report are in {path}", path=path))
    else:
        lines.append(gettext("No crash log could be written ({why}).", why=why))
    lines.append(gettext("Press any key or click to close."))
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


def already_running(language: Language) -> tuple[str, ...]:
    """What a second copy says, line by line."""
    gettext = language.gettext
    return (gettext("Fanucci Desktop is already running."),
            gettext("Only one copy plays at a time, so that no game is lost."),
            gettext("Switch to its window."))


def say_already_running(paths: AppPaths, language_code: str | None = None, wait_s: float = 8.0) -> None:
    """Tell a second copy's player that the first one runs: on stderr and
    in a small window sized to the words (until a key, a click or
    ``wait_s``), in the command line's language, else the system's (the
    settings belong to the first copy). Touches no file."""
    from .i18n import available_languages, load_language, system_language
    lines = already_running(load_language(language_code or system_language(available_languages()))[0])
    print(f"{' '.join(lines)} (data folder: {paths.data_dir})", file=sys.stderr)
    try:
        init_display()
        if pygame.display.get_driver() == "dummy":
            return
        pygame.font.init()
        font = pygame.font.Font(None, 28)
        width = max(font.size(line)[0] for line in lines) + 64
        screen = pygame.display.set_mode((width, 48 + 36 * len(lines)))
        pygame.display.set_caption(TITLE)
        screen.fill((16, 22, 32))
        for i, line in enumerate(lines):
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
    """The game: open the window and run until the player quits. The window
    shows the menu's backdrop before the app's modules load, so it appears
    as soon as a native app's would. A crash (our bug) keeps the autosave
    (nothing here touches it), writes a crash log if it can and shows the
    crash screen; exit code 1. A crash while the app is being built is
    logged and said on stderr."""
    paths = AppPaths.default()
    running = FileLock(paths.data_dir / RUNNING_LOCK)
    try:
        first = running.acquire(wait=False)
    except OSError as exc:  # a folder we cannot write: the app says so when it saves
        print(f"Fanucci Desktop could not lock {running.path}: {exc.strerror or exc}.",
              file=sys.stderr)
        first = True
    if not first:
        say_already_running(paths, getattr(args, "language", None))
        return 2
    try:
        settings, warnings = load_settings(paths)
        show_backdrop(settings.window_size, settings.fullscreen)
        from .app import App, run_loop   # the games and scenes load while the window shows
        app = App(paths, realtime=True, speech=getattr(args, "speech", None),
                  settings=(settings, warnings), language=getattr(args, "language", None))
    except Exception:  # our bug, before the app is built: keep a crash log
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
        lines = crash_lines(path, why, app.language)
        print(" ".join([app.language.gettext("Fanucci Desktop crashed."), *lines[1:-1]]), file=sys.stderr)
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
