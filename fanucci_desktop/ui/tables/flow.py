"""The turn flow of a table: the session's next step when nothing moves
(the deal, the hand's summary or game over, a hand-off, the AI's move), a
move played, a finished match counted, and the device passed on.

:class:`TurnFlow` is a part of every table (``table.flow``) with no input
or drawing of its own: the table asks it for the next step each frame
nothing moves and plays every move through it (``Table.apply``). What a
game changes stays the table's hooks (``deal``, ``on_hand_over``, ``sync``)
and parts: the score waits while the table's ``hold`` keeps the hand's
final table on show (:mod:`.parts.hold`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ...engine.protocol import IllegalMove, Move
from ...session import Step
from ...session.undo import seen_cards
from ...storage import StorageError
from .parts.popups import Popup

if TYPE_CHECKING:
    from .base import Table

#: Seconds an AI waits after the last animation, by AI pace ("normal": a move every 0.8 s).
AI_PACE_S: dict[str, float] = {"slow": 1.0, "normal": 0.42, "fast": 0.0}


class TurnFlow:
    """The turn flow of one table (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def step(self) -> None:
        """Take the session's next step (the table calls this when nothing is
        animating), unless the hand's final table is held before the score."""
        table = self.table
        if table.hold.holding:
            return
        step = table.session.next_step()
        if step is Step.DEAL:
            table.deal()
        elif step is Step.SUMMARY:
            table.session.summary_due = False
            self.show_summary()
        elif step is Step.HAND_OFF:
            self.hand_off(table.match.current_player)
        elif step in (Step.THINK, Step.COLLECT):
            self.run_ai()

    def hand_off(self, seat: int) -> None:
        """Hide every hand and ask for the device to be passed to ``seat``."""
        self.table.session.turn_down()
        self.table.sync([], animate=False)
        self.table.app.nav.hand_off(self.table, seat)

    def accept_hand_off(self, seat: int) -> None:
        """The player of ``seat`` took the device: show their cards."""
        self.table.session.pass_to(seat)
        self.table.sync([])

    def run_ai(self) -> None:
        """Start the AI to act deciding on a worker thread, or play its move
        once it is ready and the AI-pace time has passed."""
        table = self.table
        if not table.session.thinking:
            pace = 0.0 if table.app.anim_speed == 0 else AI_PACE_S.get(table.app.settings.ai_pace, 0.42)
            table.session.think(min_seconds=pace)
            return
        if table.speech.pace.hold():        # speech on: the events before it are heard first
            return
        move = table.session.collect()
        if move is not None:
            self.play(move)
        elif not table.session.thinking:     # the session showed the change itself (a remote seat's)
            table.sync([])

    def play(self, move: Move) -> bool:
        """Play ``move`` for the current seat: the log, undo, the sound, the
        hand's end, the sprites and the autosave; False (with a message) if
        refused. A session that plays elsewhere (a seat hosted on another
        machine) may take the move to send and answer None: nothing changes
        until the move comes back as the session's next move to collect."""
        table = self.table
        match = table.match
        seat = match.current_player
        mine = seat is not None and table.seats[seat].is_human and table.sight.viewer == seat
        seen = seen_cards(table.sight.view()) if mine else None
        hand, keep = len(match.hands), len(match.hands[-1].moves) if match.hands else 0
        line = table.words.logged_move(seat, move)      # words from before the move
        label = table.words.log_label(move) if mine else ""   # undo names the card taken, not the next
        try:
            events = table.session.play(move)
        except IllegalMove as exc:
            table.line.refuse(table.app.language.said(exc.args[0]) if exc.args else str(exc))
            return False
        if events is None:          # sent to the host: it comes back as news, played then
            table.line.text = ""
            table.selected = []
            return True
        table.log.begin_move()
        table.log.add(seat, line)
        table.line.text = ""
        table.selected = []
        table.hint.clear()
        table.app.play(table.SOUNDS.get(move.action, "place"))
        table.undo.note(seat if mine else None, hand, keep, label, seen)
        if match.state is not None and match.state.is_over:
            table.on_hand_over()
            self.pop_scores(match.hands[-1].scores or [])
        table.sync(events)
        self.autosave()
        return True

    def pop_scores(self, scores: Sequence[int]) -> None:
        """A "+N" over each seat that scored this hand."""
        table = self.table
        for seat, points in enumerate(scores):
            if points:
                x, y = table.plate_center(seat)
                table.popups.add(Popup(f"{points:+d}", (x, y - table.theme.px(30)), hold=True),
                                 table.app.anim_speed)

    def next_hand(self) -> None:
        """Close the summary: the next hand is dealt on the next update."""
        self.table.session.summary_due = False

    def record(self) -> dict[str, Any]:
        """The autosave record of the table: the session's, and the view (``view_record``)."""
        return {**self.table.session.record(), "view": self.table.view_record()}

    def autosave(self) -> None:
        """Save the match and the view on the saver thread (frames never wait for the disk)."""
        self.table.session.autosave(self.table.view_record())

    def count_match(self) -> None:
        """Record a finished match in the statistics (unless the session
        counts no results), once, under the session's identity of it."""
        table, app = self.table, self.table.app
        if table.match.is_over and table.session.counts_results:
            try:
                app.stats.record_match(table.game_id, [s.to_dict() for s in table.seats],
                                       table.match.winners, list(table.match.totals),
                                       match_id=table.session.result_id)
            except (StorageError, ValueError) as exc:
                app.toast(app.language.gettext("Statistics could not be saved: {error}",
                                               error=app.language.said(str(exc))))
            for text in app.stats.take_warnings():
                app.toast(text)

    def show_summary(self) -> None:
        """The hand summary or game over; in pass-and-play every hand the
        rules still keep hidden is turned down first, as everyone looks."""
        table, app = self.table, self.table.app
        if len(table.session.humans) > 1 and table.sight.viewer is not None:
            table.session.turn_down()
            table.sync([], animate=False)
        if table.match.is_over:
            table.session.collect_saves(wait=True)
            try:
                if table.session.kept:           # a demo never touches the game's save
                    app.saves.clear_match(table.game_id)
            except StorageError as exc:
                app.toast(str(exc))
            app.nav.game_over(table)
        else:
            app.nav.hand_summary(table)
