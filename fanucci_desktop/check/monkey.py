"""The ``monkey`` run: the real app, headless, under random input.

:class:`Monkey` starts an :class:`~fanucci_desktop.app.App` in a temporary
folder (dummy video and audio), then sends ``events`` random gestures
(:mod:`.gestures`) one after another through :meth:`App.frame`, and after
every frame checks the invariants of :mod:`.invariants`. Now and then it
starts a new match from the menu with a random game and seat mix (solo,
pass-and-play, AI only; the first gesture always does), now and then quits
for real and starts the app again on the same folder (the match in play
must come back from the autosave), and on a human's turn it often plays a sensible move
as a person would, so hands and matches get finished.

Reproducible: everything random comes from ``random.Random(seed)``; frames
advance a fixed 1/60 s; animations are instant and the AI pace is ``fast``
(pinned, even if the Settings screen is used; at pass-and-play tables with no
AI seat some stretches animate at normal speed, see :meth:`Monkey._pin_settings`);
after a frame in which an AI
seat started thinking the run waits for its decision, so the move lands on
the next frame whatever the machine's load; ``hard`` seats search with a
small fixed rollout budget (their wall-clock cap would make them depend on
the machine); a match started with an empty deal number gets a seeded one.
So ``--seed S --events N`` replays the same run.
"""

from __future__ import annotations

import dataclasses
import random
import sys
import tempfile
import time
import traceback
import weakref
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator

import pygame

from ..ai import make_player
from ..ai.search_budget import SearchBudget
from ..app import App
from ..speech import SpeechSwitch
from ..storage import AppPaths
from ..ui.memory import peak_resident_mb, resident_mb
from ..session import TableSession
from ..session.seats import KINDS, make_decider
from ..ui.scenes import new_game
from ..ui.scenes.demo import DemoScene
from ..ui.scenes.menu import MainMenu
from ..ui.scenes.new_game import NewGame
from ..ui.scenes.pause import Pause
from ..ui.tables.base import Table
from .gestures import Gesture, key_events, random_gesture
from .invariants import app_failures, handed_over_late

FRAME_S = 1 / 60
#: Frames an AI seat may hold the table (on top, nothing animating) without moving.
STUCK_FRAMES = 240
#: ... and for at least this many seconds of wall time: on a loaded machine
#: the AI's worker thread may need more frames than that to answer.
STUCK_S = 10.0
#: Rollouts of a ``hard`` seat under the monkey (its real budget is wall-clock capped).
HARD_ROLLOUTS = 10
#: Frames a settled table may show the last player's hand to the next human
#: before the hand-off (one is the hand-off on its way).
LATE_FRAMES = 2


@dataclass
class Failure:
    """One exception or failed invariant, with what is needed to replay it."""

    kind: str           # "exception" or "invariant"
    event: int          # 1-based index of the gesture during which it happened
    scene: str
    gesture: str
    message: str
    traceback: str = ""

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class MonkeyResult:
    """The figures the command prints as one JSON line."""

    seed: int
    events: int = 0
    frames: int = 0
    scenes_visited: set[str] = field(default_factory=set)
    games_played: int = 0
    hands_finished: int = 0
    quits_answered_no: int = 0
    relaunches: int = 0
    matches_kept: int = 0
    exceptions: int = 0
    invariant_failures: int = 0
    seconds: float = 0.0
    max_rss_mb: float = 0.0
    failures: list[Failure] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.exceptions == 0 and self.invariant_failures == 0

    def to_dict(self) -> dict[str, Any]:
        return {"events": self.events, "scenes_visited": sorted(self.scenes_visited),
                "games_played": self.games_played, "hands_finished": self.hands_finished,
                "exceptions": self.exceptions, "invariant_failures": self.invariant_failures,
                "seconds": round(self.seconds, 2), "max_rss_mb": round(self.max_rss_mb, 1),
                "seed": self.seed, "frames": self.frames,
                "quits_answered_no": self.quits_answered_no,
                "relaunches": self.relaunches,
                "matches_kept_over_relaunch": self.matches_kept,
                "failures": [f.to_dict() for f in self.failures[:10]]}


def quiet_speech(paths: AppPaths) -> SpeechSwitch:
    """Speech off; a random click on the Speech switch writes a transcript
    in the run's folder instead of starting the machine's speech engine."""
    return SpeechSwitch(on=False, transcript=paths.data_dir / "speech.txt")


@contextmanager
def seeded_deal_numbers(rng: random.Random) -> Iterator[None]:
    """While the monkey runs, a match started with no deal number typed gets
    one from ``rng`` instead of the system's random source (restored after)."""
    real = new_game.secrets

    class _Seeded:
        @staticmethod
        def randbelow(n: int) -> int:
            return rng.randrange(n)

    new_game.secrets = _Seeded  # type: ignore[assignment]
    try:
        yield
    finally:
        new_game.secrets = real


class Monkey:
    """One monkey run. ``check_every`` frames between invariant checks (1:
    every frame); ``draw_every`` gestures between drawn frames (1: every
    frame is drawn; frames right after a resize are always drawn);
    ``keep_going`` goes back to the menu after a failure instead of stopping;
    ``any_size`` resizes to any size, not only the usual ones; ``devices``
    mixes in a gamepad's and a finger's gestures."""

    def __init__(self, seed: int, draw_every: int = 6, keep_going: bool = False,
                 size: tuple[int, int] = (1280, 800), any_size: bool = False,
                 progress: int = 0, devices: bool = False) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.draw_every = max(1, draw_every)
        self.keep_going = keep_going
        self.size = size
        self.any_size = any_size
        self.devices = devices
        self.progress = progress
        self.result = MonkeyResult(seed)
        self._tables: "weakref.WeakKeyDictionary[Any, int]" = weakref.WeakKeyDictionary()
        self._deciders: dict[str, Any] = {}
        self._matches: set[tuple] = set()
        self._animated = False
        self._late = 0
        self._idle_ai = 0
        self._idle_since = 0.0
        self._engine_marks: dict[int, tuple] = {}
        self._moves_at: tuple[int, int, int] = (0, 0, 0)
        self._event = 0
        self._reported = 0
        self._label = ""
        self._draw = True
        self.app: Any = None

    # Running ---------------------------------------------------------------------
    def run(self, events: int) -> MonkeyResult:
        """Send ``events`` gestures (stopping at the first failure unless
        ``keep_going``) and return the figures."""
        start = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="fanucci-monkey-") as tmp, seeded_deal_numbers(self.rng):
            self.app = App(paths=AppPaths.under(tmp), size=self.size, animation_speed="instant",
                           speech=quiet_speech(AppPaths.under(tmp)))
            try:
                self._pin_settings()
                self._frame([])
                for i in range(1, events + 1):
                    self._event = i
                    self.result.events = i
                    if not self._gesture() and not self.keep_going:
                        break
                    if self.progress and i % self.progress == 0:
                        self._report_progress(start)
            finally:
                try:
                    self.app.shutdown()
                except Exception:  # still print the figures; the shutdown's failure is one of them
                    self.result.exceptions += 1
                    self.result.failures.append(Failure("exception", self._event, "shutdown", "shutdown",
                                                        traceback.format_exc().strip().splitlines()[-1],
                                                        traceback.format_exc()))
                self.app = None
        self.result.seconds = time.perf_counter() - start
        self.result.max_rss_mb = peak_resident_mb() or 0.0
        return self.result

    def _report_progress(self, start: float) -> None:
        """A progress line on stderr (long runs): the figures so far and the
        failures' messages."""
        r = self.result
        print(f"monkey: {r.events} events, {r.frames} frames, {r.games_played} games, "
              f"{r.hands_finished} hands, {r.exceptions} exceptions, {r.invariant_failures} invariant "
              f"failures, {time.perf_counter() - start:.0f} s, memory {resident_mb() or 0:.0f} MB "
              f"(peak {peak_resident_mb() or 0:.0f} MB)",
              file=sys.stderr, flush=True)
        for failure in r.failures[self._reported:]:
            print(f"  {failure.kind} at event {failure.event} in {failure.scene} during "
                  f"{failure.gesture!r}: {failure.message}\n{failure.traceback}", file=sys.stderr, flush=True)
        self._reported = len(r.failures)

    def _gesture(self) -> bool:
        """Do one gesture and the frames after it; False after a failure."""
        before = len(self.result.failures)
        self._draw = self._event % self.draw_every == 0
        try:
            self._do(self._pick())
            for _ in range(self.rng.randint(0, 2)):
                self._frame([], draw=self._draw)
        except _Stop:
            pass
        return len(self.result.failures) == before

    def _pick(self) -> Gesture | str:
        app, rng = self.app, self.rng
        top = app.stack.top
        roll = rng.random()
        if roll < 0.006 or self._event == 1:
            return "new game"
        if roll < 0.0067:
            return "relaunch"
        if isinstance(top, Table) and top.session.human_turn and not top.busy and roll < 0.4:
            return "autoplay"
        return random_gesture(rng, top, app.size, self.any_size, self.devices)

    def _do(self, gesture: Gesture | str) -> None:
        if gesture == "new game":
            self._label = "new game from the menu"
            self._new_game()
            return
        if gesture == "relaunch":
            self._label = "quit for real and start the app again"
            self._relaunch()
            return
        if gesture == "autoplay":
            self._autoplay()
            return
        assert isinstance(gesture, Gesture)
        self._label = gesture.label
        for events in gesture.frames:
            self._frame(events, draw=self._draw or gesture.label.startswith("resize"))

    def _frame(self, events: list[pygame.event.Event], draw: bool = False) -> None:
        """One app frame with ``events``, then the bookkeeping and the checks."""
        app = self.app
        try:
            app.frame(FRAME_S, events, draw=draw)
        except Exception:  # the monkey's whole point: report it with the seed
            self._fail("exception", traceback.format_exc().strip().splitlines()[-1], traceback.format_exc())
        if not app.running:             # a quit request (window close, Quit button): answered no
            app.running = True
            self.result.quits_answered_no += 1
        self.result.frames += 1
        try:
            self._after_frame()
            failures = app_failures(app, self._engine_marks) + self._stuck() + self._late_hand_off()
        except Exception:  # the app in a state its own code cannot even describe
            self._fail("exception", traceback.format_exc().strip().splitlines()[-1], traceback.format_exc())
        if failures:
            self._fail("invariant", "; ".join(failures))

    def _fail(self, kind: str, message: str, tb: str = "") -> None:
        top = self.app.stack.top
        self.result.failures.append(Failure(kind, self._event, getattr(top, "name", "none"),
                                            self._label, message, tb))
        if kind == "exception":
            self.result.exceptions += 1
        else:
            self.result.invariant_failures += 1
        if self.keep_going:
            try:
                self.app.nav.main_menu()
            except Exception:  # the app is beyond going back to its menu: start it again
                self._restart()
        raise _Stop

    def _restart(self) -> None:
        paths = self.app.paths
        try:
            self.app.shutdown()
        except Exception:  # shutting down a broken app may fail too; a fresh one follows
            pass
        self.app = App(paths=paths, size=self.size, animation_speed="instant", speech=quiet_speech(paths))
        self._pin_settings()

    def _relaunch(self) -> None:
        """Quit the app for real (whatever is on screen) and start it again on
        the same folder: a match in progress must come back from the autosave
        exactly as it was, and Continue resumes it."""
        table = self.app.stack.find(Table)
        expect = None
        if table is not None and table.coach is None and table.match.state is not None \
                and not table.match.is_over:      # a lesson is never saved: nothing to keep
            expect = table.match.to_dict()
        self._restart()
        self.result.relaunches += 1
        self._frame([], draw=True)
        if expect is None:
            return
        record, warnings = self.app.saves.load_match(expect["game"])
        if record is None or record["match"] != expect:
            self._fail("invariant", f"lost game: the autosave after quitting does not hold the match "
                                    f"in play ({'nothing saved' if record is None else 'it differs'}; "
                                    f"{'; '.join(warnings) or 'no warning'})")
        self.result.matches_kept += 1
        menu = self.app.stack.top
        if isinstance(menu, MainMenu) and self.rng.random() < 0.8:
            self._click(menu.continue_button.rect.center, draw=True)

    # Bookkeeping -----------------------------------------------------------------
    def _pin_settings(self) -> None:
        """Instant animations and a fast AI pace, whatever the Settings screen
        says -- except at a table with no AI seat during an animated stretch,
        where cards move at normal speed (input lands mid-animation; with no
        AI there is no wall-clock pace, so the run stays reproducible)."""
        table = self.app.stack.find(Table)
        animated = self._animated and table is not None and all(s.is_human for s in table.seats)
        speed = "normal" if animated else "instant"
        s = self.app.settings
        if s.animation_speed != speed or s.ai_pace != "fast":
            self.app.settings = dataclasses.replace(s, animation_speed=speed, ai_pace="fast")
            for scene in self.app.stack.scenes:
                scene.tweens.speed = self.app.anim_speed
            self.app.stack.cross_fade.tween.speed = self.app.anim_speed

    def _after_frame(self) -> None:
        app = self.app
        self._pin_settings()
        for scene in app.stack.scenes:
            self.result.scenes_visited.add(scene.name)
        table = self._table_in_play()
        if table is None:
            return
        if table not in self._tables:
            self._tables[table] = len(table.match.hands) if table.match.state is not None and \
                table.match.state.is_over else max(0, len(table.match.hands) - 1)
            match = table.match
            key = (table.game_id, match.seed, match.num_players, tuple(s.kind for s in table.seats))
            if key not in self._matches:      # a match resumed by Continue is not a new game
                self._matches.add(key)
                self.result.games_played += 1
            self._tame_hard_seats(table)
        state = table.match.state
        if state is not None and state.is_over and self._tables[table] < len(table.match.hands):
            self._tables[table] = len(table.match.hands)
            self.result.hands_finished += 1
        self._wait_for_ai(table)

    def _table_in_play(self) -> Table | None:
        """The table playing a match: one on the stack, else the demo's."""
        table = self.app.stack.find(Table)
        demo = self.app.stack.find(DemoScene)
        if table is None and isinstance(demo, DemoScene):
            return demo.table
        return table if isinstance(table, Table) else None

    def _tame_hard_seats(self, table) -> None:
        """Hard seats search a fixed, small number of rollouts (see the module docstring)."""
        budget = SearchBudget(rollouts=HARD_ROLLOUTS, max_seconds=60.0, candidates=3, depth=12)
        for seat, player in list(table.session.ai_players.items()):
            if table.seats[seat].kind == "hard":
                table.session.ai_players[seat] = make_player("hard", table.game_id, budget=budget)

    @staticmethod
    def _wait_for_ai(table) -> None:
        """Block until every decision the table started (its AI seat's move,
        a hint) is made, so that it is polled on the next frame
        (reproducible whatever the load)."""
        deciders = [table.hint.decider]
        if isinstance(table.session, TableSession):      # a replay's session decides nothing
            deciders.append(table.session.decider)
        for decider in deciders:
            decider.settle(timeout=60.0)

    def _late_hand_off(self) -> list[str]:
        """A hand left face up for the next human for :data:`LATE_FRAMES` frames running."""
        text = handed_over_late(self.app)
        self._late = self._late + 1 if text is not None else 0
        return [f"privacy: {text} ({self._late} frames)"] if self._late > LATE_FRAMES else []

    def _stuck(self) -> list[str]:
        """An AI seat that holds the table (on top, nothing animating)
        without moving for :data:`STUCK_FRAMES` frames and :data:`STUCK_S`
        seconds."""
        top = self.app.stack.top
        table = top.table if isinstance(top, DemoScene) else top
        if not isinstance(table, Table):
            self._idle_ai = 0
            return []
        hands = table.match.hands
        mark = (id(table), len(hands), len(hands[-1].moves) if hands else 0)
        seat = table.match.current_player
        if mark != self._moves_at or table.busy or seat is None or table.seats[seat].is_human:
            self._moves_at = mark
            self._idle_ai = 0
            return []
        self._idle_ai += 1
        if self._idle_ai == 1:
            self._idle_since = time.monotonic()
        waited = time.monotonic() - self._idle_since
        if self._idle_ai > STUCK_FRAMES and waited > STUCK_S:
            self._idle_ai = 0
            return [f"stuck: AI seat {seat} has not moved for {STUCK_FRAMES} frames "
                    f"({waited:.1f} s)"]
        return []

    # Sensible play -----------------------------------------------------------------
    def _autoplay(self) -> None:
        """On a human's turn, play a move as a person would: usually what the
        normal AI would choose from that seat's view, sometimes any legal move."""
        table = self.app.stack.top
        state = table.match.state
        seat = table.match.current_player
        legal = state.legal_moves()
        if self.rng.random() < 0.75:
            decide = self._deciders.get(table.game_id)
            if decide is None:
                decide = self._deciders[table.game_id] = make_decider("normal", table.game_id)
            move = decide(state.observation(seat), legal, random.Random(self.rng.random()))
        else:
            move = self.rng.choice(legal)
        self._label = f"autoplay {move}"
        try:
            table.choose(move)
        except Exception:  # the same path a move button's click takes
            self._fail("exception", traceback.format_exc().strip().splitlines()[-1], traceback.format_exc())
        self._frame([], draw=self._draw)

    def _new_game(self) -> None:
        """Back to the menu, a random game tile, a random seat mix, a typed
        deal number, Deal -- all by clicks and key presses."""
        app, rng = self.app, self.rng
        self._animated = rng.random() < 0.35
        if isinstance(app.stack.top, Table):
            self._frame(key_events(pygame.K_ESCAPE), draw=True)
        if isinstance(app.stack.top, Pause):
            self._click(app.stack.top.buttons[-1].rect.center)   # "Save and quit to menu"
        if not isinstance(app.stack.top, MainMenu):
            app.nav.main_menu()
            self._frame([], draw=True)
        menu = app.stack.top
        tiles = [t for t in menu.tiles if t.enabled]
        if not tiles:
            return
        self._click(rng.choice(tiles).rect.center)
        form = app.stack.top
        if not isinstance(form, NewGame):
            return
        for _ in range(rng.randint(0, 3)):
            r = form.players.rect
            self._click((r.right - form.theme.px(20), r.centery))
        mix = rng.random()
        for i in range(form.count):
            if mix < 0.25:
                want = rng.choice(("easy", "normal", "normal", "hard"))          # AI only
            elif mix < 0.55:
                want = "human" if i == 0 else rng.choice(("easy", "normal", "hard"))   # solo
            else:
                want = rng.choice(("human", "human", "easy", "normal"))          # mixed / pass-and-play
            choice = form.kinds[i]
            for _ in range(len(KINDS)):
                if choice.value == want:
                    break
                self._click((choice.rect.right - form.theme.px(20), choice.rect.centery))
        if rng.random() < 0.8:
            self._click(form.deal.rect.center)
            for ch in str(rng.randrange(1, 10 ** 6)):
                self._frame(key_events(ord(ch), 0, ch))
        self._click(form.start.rect.center, draw=True)

    def _click(self, pos: tuple[int, int], draw: bool = False) -> None:
        self._frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], draw=draw)


class _Stop(Exception):
    """Ends the current gesture after a failure was recorded."""
