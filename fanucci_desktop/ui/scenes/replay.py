"""A finished hand's replay: the game's own table with every hand face up,
stepped move by move, and a bar of controls under it.

The positions come from a :class:`~fanucci_desktop.session.replay.HandReplay`
(the engine replaying the match record); the table is the game's own
(:class:`~fanucci_desktop.ui.tables.viewer.TableView`), fed each position
through a :class:`~fanucci_desktop.session.replay.ReplaySession`. A step
forward animates the move's events and writes its log lines as play does
(the table's ``logged_move`` and ``sync``); a step back or a jump shows
the position at once with the log as it stood there.

With speech on, the replay says each step it comes to (:meth:`ReplayScene.step_words`):
where it is, whose move it was and the move as the log says it; the
table's own speech tells nothing of its log. Playing, each step is told
to its end before the next one is played (the ear's pace, as an AI waits).
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ...games import calls_hands_deals, hand_word
from ...i18n import N_, NP_
from ...session.log import GameLog, LogLine
from ...session.replay import HandReplay, ReplaySession
from ...session.seats import Seat
from ...speech import sentences
from ...words import YOU, deal_line
from .. import controls
from .. import theme as th
from ..controls import Act
from ..scene import Scene
from ..tables.viewer import TableView
from ..tween import soonest
from ..widgets import Button, FocusGroup

#: The playing speeds, in moves a second, and their words.
SPEEDS: tuple[tuple[float, tuple[str, str]], ...] = (
    (0.5, NP_("a replay's speed", "slow")), (1.0, NP_("a replay's speed", "normal")),
    (2.0, NP_("a replay's speed", "fast")), (4.0, NP_("a replay's speed", "fastest")))
#: The bar's stepping buttons' labels, left to right; None is Play or Pause.
STEPPERS: tuple[tuple[str, str] | None, ...] = (
    NP_("a replay's button", "Start"), NP_("a replay's button", "Step back"), None,
    NP_("a replay's button", "Step forward"), NP_("a replay's button", "End"))
#: Play's two labels.
PLAY, PAUSE = NP_("a replay's button", "Play"), NP_("a replay's button", "Pause")
#: The speed a replay starts at (an index of :data:`SPEEDS`).
FIRST_SPEED = 1
#: The height of the control bar, in design pixels.
BAR_H = 76


class ReplayScene(Scene):
    """Hand ``replay.number`` of a match, for ``seats``, from its deal
    (step 0) to its last move (step ``replay.length``)."""

    name = "replay"

    def __init__(self, app, replay: HandReplay, seats: Sequence[Seat]) -> None:
        super().__init__(app)
        self.replay = replay
        self.session = ReplaySession(replay, seats)
        self.view = TableView(app, self.session, self.session.perspective(),
                              controls.key_help(controls.REPLAY, controls.REPLAY_WORDS),
                              N_("Leave"), self.leave_replay)
        #: How many of the hand's moves are shown played.
        self.step = 0
        self.playing = False
        self.speed = FIRST_SPEED
        #: Seconds until the next move while playing.
        self.wait = 0.0
        self.dragging = False
        #: The log's lines at each step reached so far.
        self._logs: dict[int, list[LogLine]] = {}
        #: The lines each step reached so far added to the log (the deal's at 0).
        self._added: dict[int, list[str]] = {}
        self.play_button = Button(label="", primary=True, on_click=self.toggle_play, size=th.SMALL)
        self.speed_button = Button(label="", on_click=self.faster_or_first, size=th.SMALL)
        self.steppers = [Button(label="", on_click=lambda: self.go_to(0), size=th.SMALL),
                         Button(label="", on_click=self.back, size=th.SMALL),
                         self.play_button,
                         Button(label="", on_click=self.forward, size=th.SMALL),
                         Button(label="", on_click=lambda: self.go_to(self.replay.length), size=th.SMALL)]
        self.focus = FocusGroup([*self.steppers, self.speed_button])
        self.view.table.speech.tells_play = False       # the steps are said here
        #: The step to be said once the screen's title has been (None: said).
        self._news: str | None = None
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.caption_box = pygame.Rect(0, 0, 0, 0)
        self.refresh_labels()

    @property
    def table(self):
        """The game's table showing the replay."""
        return self.view.table

    def spoken_title(self):
        gettext = self.app.language.gettext
        if calls_hands_deals(self.table.game_id):
            return gettext("Replay of deal {number} of {game}, every hand face up. Left and Right step "
                           "through the moves.", number=self.replay.number, game=self.table.info.name)
        return gettext("Replay of hand {number} of {game}, every hand face up. Left and Right step "
                       "through the moves.", number=self.replay.number, game=self.table.info.name)

    def focus_group(self):
        return self.focus

    # Flow -------------------------------------------------------------------------
    def enter(self) -> None:
        self.view.enter()
        if not self._logs:
            self.show_deal()

    def leave(self) -> None:
        self.view.leave()

    def ready(self) -> bool:
        return self.view.ready()

    def leave_replay(self) -> None:
        """Back to where the replay was opened."""
        self.app.nav.back()

    def show_deal(self) -> None:
        """Step 0: the cards dealt, the deal's line in the log."""
        table = self.table
        table.log = GameLog()
        table.log.add(None, deal_line(hand_word(table.game_id), self.replay.number, table.seats[self.replay.dealer].name))
        table.sync(list(self.replay.opening), animate=False)
        self._logs[0] = list(table.log.lines)
        self._added[0] = table.log.texts()
        self.said()

    # Moving through the hand ------------------------------------------------------
    def go_to(self, step: int, animate: bool = False) -> None:
        """Show the position after ``step`` moves (clamped to the hand):
        one move on with ``animate`` plays it out; anything else is shown at once."""
        step = max(0, min(self.replay.length, step))
        if step == self.step:
            return
        self.view.settle()
        if step == self.step + 1 and animate:
            self.play_move(animate=True)
        elif step in self._logs:
            table = self.table
            self.session.go_to(step)
            table.log = GameLog(self._logs[step])
            table.on_undo()                     # what the table derived from other positions goes
            self.step = step
            table.sync([], animate=False)
        else:
            while self.step < step:
                self.play_move(animate=False)
        self.said()

    def play_move(self, animate: bool) -> None:
        """Play the next move of the record on the table, as play does: its
        log line in the words of the position before it, then its events."""
        table = self.table
        played = self.replay.moves[self.step]
        line = table.words.logged_move(played.seat, played.move)
        self.session.go_to(self.step + 1)
        before = {id(old) for old in table.log.lines}
        table.log.begin_move()
        table.log.add(played.seat, line)
        self.step += 1
        table.sync(list(played.events), animate=animate)
        if animate and self.step == self.replay.length:
            table.flow.pop_scores(table.match.hands[-1].scores or [])
        self._logs.setdefault(self.step, list(table.log.lines))
        self._added.setdefault(self.step, [new.text for new in table.log.lines if id(new) not in before])

    def said(self) -> None:
        """The table's prompt line says what just happened; the bar follows;
        speech is to say the step."""
        lines = self.table.log.lines
        self.table.line.text = self.app.language.said(lines[-1].text) if lines else ""
        self.refresh_labels()
        self._news = self.step_words()

    def step_words(self) -> str:
        """The step shown, as speech says it: the deal and how many moves
        follow, or where the move is in the hand, whose it was and its log
        lines ("Move 3 of 34. Ada's move: Ada drew from the stock.")."""
        language = self.app.language
        n = self.replay.length
        lines = [language.said(line) for line in self._added.get(self.step, [])]
        if self.step == 0:
            return sentences(language.gettext("The deal"), *lines,
                             language.ngettext("{n} move follows", "{n} moves follow", n))
        name = self.table.seats[self.replay.moves[self.step - 1].seat].name
        moved = (language.gettext("Your move: {lines}", lines=" ".join(lines)) if name == YOU else
                 language.gettext("{name}'s move: {lines}", name=name, lines=" ".join(lines)))
        return sentences(language.gettext("Move {step} of {n}", step=language.number(self.step),
                                          n=language.number(n)), moved)

    def speak_step(self) -> None:
        """Say the step news once the screen's title has been said: told to
        its end while playing, else said (a newer step cuts it)."""
        speaker = self.app.speaker
        if self._news is None or not self.app.stack.top_said():
            return
        if self.playing:
            speaker.tell(self._news)
        else:
            speaker.say(self._news)
        self._news = None

    def back(self) -> None:
        self.pause()
        self.go_to(self.step - 1)

    def forward(self) -> None:
        self.pause()
        self.go_to(self.step + 1, animate=True)

    def turn_back(self) -> None:
        """To the first move of the turn shown, or of the turn before it."""
        self.pause()
        self.go_to(max((s for s in self.replay.turn_starts() if s < self.step), default=0))

    def turn_on(self) -> None:
        """To the first move of the next turn (the end after the last one)."""
        self.pause()
        self.go_to(min((s for s in self.replay.turn_starts() if s > self.step), default=self.replay.length))

    def toggle_play(self) -> None:
        """Play from here at the chosen speed (from the deal again at the end), or pause."""
        if self.playing:
            self.pause()
            return
        if self.step >= self.replay.length:
            self.go_to(0)
        self.playing = True
        self.wait = 0.0
        self.refresh_labels()

    def pause(self) -> None:
        self.playing = False
        self.refresh_labels()

    def change_speed(self, delta: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))
        self.refresh_labels()

    def faster_or_first(self) -> None:
        """The speed button: the next speed up, after the fastest the slowest."""
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.refresh_labels()

    def refresh_labels(self) -> None:
        """The bar's labels as they stand, in the app's language."""
        language = self.app.language
        for button, label in zip(self.steppers, STEPPERS):
            button.label = language.pgettext(*(PAUSE if self.playing else PLAY) if label is None else label)
        self.speed_button.label = self.speed_label(SPEEDS[self.speed][1])

    def speed_label(self, speed: tuple[str, str]) -> str:
        """The speed button's label at ``speed`` (a word of :data:`SPEEDS`)."""
        language = self.app.language
        return language.gettext("Speed: {speed}", speed=language.pgettext(*speed))

    def caption(self) -> list[str]:
        """Where the replay is, in words, part by part: the hand, then the
        deal and how many moves follow or the move and whose it was."""
        language = self.app.language
        n = self.replay.length
        head = (language.gettext("Replay of deal {number}", number=self.replay.number)
                if calls_hands_deals(self.table.game_id) else
                language.gettext("Replay of hand {number}", number=self.replay.number))
        if self.step == 0:
            return [head, language.gettext("the deal"),
                    language.ngettext("{n} move follows", "{n} moves follow", n)]
        name = self.table.seats[self.replay.moves[self.step - 1].seat].name
        whose = (language.gettext("your move") if name == YOU else
                 language.gettext("{name}'s move", name=name))
        return [head, language.gettext("move {step} of {n}", step=language.number(self.step),
                                       n=language.number(n)), whose]

    def caption_line(self, width: int) -> str:
        """:meth:`caption` parted by " · " in ``width`` pixels: whole, else
        without its first parts (the table's title names the hand too)."""
        parts = self.caption()
        font = self.theme.font(th.SMALL, True)
        lines = [" · ".join(parts[i:]) for i in range(len(parts))]
        return next((line for line in lines if font.size(line)[0] <= width), lines[-1])

    # Input ------------------------------------------------------------------------
    def key_actions(self) -> dict[Act, Callable[[], object]]:
        """What each key of :data:`.controls.REPLAY` does here."""
        return {
            Act.STEP_BACK: self.back, Act.STEP_ON: self.forward,
            Act.TURN_BACK: self.turn_back, Act.TURN_ON: self.turn_on,
            Act.TO_START: lambda: (self.pause(), self.go_to(0)),
            Act.TO_END: lambda: (self.pause(), self.go_to(self.replay.length)),
            Act.PLAY_PAUSE: self.toggle_play,
            Act.SLOWER: lambda: self.change_speed(-1), Act.FASTER: lambda: self.change_speed(1),
            Act.LOG: lambda: self.view.toggle_panel("log"),
            Act.LOG_BACK: lambda: self.view.scroll_log(8), Act.LOG_ON: lambda: self.view.scroll_log(-8),
            Act.KEYS: lambda: self.view.toggle_panel("keys"),
            Act.MENU: self.leave_replay,
        }

    def handle(self, event: pygame.event.Event) -> None:
        """Keys of :data:`.controls.REPLAY` first, then the slider, the bar's
        buttons and the table under the pointer (its Leave, Log and Keys buttons)."""
        actions = self.key_actions()
        act = controls.act_for(event, actions)
        if act is not None:
            actions[act]()
            return
        if self.slide(event):
            return
        if self.focus.handle(event, arrows=False):
            return
        self.view.handle(event)

    def slide(self, event: pygame.event.Event) -> bool:
        """A press on the slider's track jumps there; dragging it moves on
        or back through the hand. True when the event was the slider's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.track.inflate(0, self.theme.px(24)).collidepoint(event.pos):
            self.dragging = True
        elif event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if not (self.dragging and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION)):
            return False
        self.pause()
        share = (event.pos[0] - self.track.x) / max(1, self.track.w)
        self.go_to(round(max(0.0, min(1.0, share)) * self.replay.length))
        return True

    # Time -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.focus.update(dt)
        self.view.update(dt)
        self.speak_step()
        if self.playing and not self.table.busy and not self.table.speech.pace.hold():
            self.wait -= dt
            if self.wait <= 0:
                if self.step >= self.replay.length:
                    self.pause()
                else:
                    self.go_to(self.step + 1, animate=True)
                    self.wait = 1.0 / SPEEDS[self.speed][0]

    def wake_in(self) -> float | None:
        waiting = None
        if self.playing:
            waiting = 0.0 if self.table.busy else max(0.0, self.wait)
        return soonest(super().wake_in(), self.view.wake_in(), self.focus.wake_in(), waiting)

    # Drawing ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        t = self.theme
        self.bar = self.view.layout(size, t.px(BAR_H))
        bh = t.px(44)
        y = self.bar.centery - bh // 2
        x = self.bar.x + t.px(16)
        play_w = max(self.button_w(self.app.language.pgettext(*label)) for label in (PLAY, PAUSE))
        for b in self.steppers:
            b.rect = pygame.Rect(x, y, play_w if b is self.play_button else
                                 self.button_w(b.label), bh)
            x = b.rect.right + t.px(8)
        speed_w = max(self.button_w(self.speed_label(word)) for _s, word in SPEEDS)
        self.speed_button.rect = pygame.Rect(self.bar.right - t.px(16) - speed_w, y, speed_w, bh)
        left = x + t.px(12)
        right = self.speed_button.rect.left - t.px(20)
        self.caption_box = pygame.Rect(left, self.bar.y + t.px(8), max(1, right - left), t.px(24))
        self.track = pygame.Rect(left, self.bar.bottom - t.px(24), max(1, right - left), t.px(8))

    def button_w(self, label: str) -> int:
        t = self.theme
        return t.font(th.SMALL, True).size(label)[0] + t.px(30)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        self.view.draw(surface)
        pygame.draw.rect(surface, (16, 21, 30), self.bar)
        pygame.draw.line(surface, th.PANEL_EDGE, self.bar.topleft, self.bar.topright, max(1, t.px(1)))
        t.blit_text(surface, self.caption_line(self.caption_box.w), self.caption_box.topleft, th.SMALL, th.TEXT,
                    bold=True,
                    box=self.caption_box)
        self.draw_track(surface)
        self.focus.draw(surface, t)

    def draw_track(self, surface: pygame.Surface) -> None:
        """The slider: the hand's length, a tick where each turn begins, the knob at the step shown."""
        t = self.theme
        track = self.track
        pygame.draw.rect(surface, th.PANEL_HI, track, border_radius=track.h // 2)
        n = max(1, self.replay.length)
        done = track.copy()
        done.w = round(track.w * self.step / n)
        if done.w:
            pygame.draw.rect(surface, th.ACCENT_DARK, done, border_radius=track.h // 2)
        for start in self.replay.turn_starts()[1:]:
            x = track.x + round(track.w * start / n)
            pygame.draw.line(surface, th.FAINT, (x, track.y - t.px(3)), (x, track.bottom + t.px(3)),
                             max(1, t.px(1)))
        knob = (track.x + done.w, track.centery)
        pygame.draw.circle(surface, th.ACCENT if not self.dragging else th.TEXT, knob, t.px(10))
