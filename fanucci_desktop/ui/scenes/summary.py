"""The end of a hand (points and how they were made, running-total chart)
and the end of a match (the winner, the final chart)."""

from __future__ import annotations

import pygame

from ...engine.match import Match
from ...engine.rng import derive_seed
from ...games import calls_hands_deals
from ...session.seats import FRIEND
from ...speech import sentences
from ...storage import HandStatsStore, StorageError
from ...i18n import N_, Language
from ...words import ONE_HAND, YOU, shown_name
from .. import theme as th
from ..chart import draw_chart, draw_mark
from ..controls import ASK, Act, act_for
from ..overlay import PanelOverlay
from ..tables.parts.connection import LEAVE_SEAT, SEAT_KEPT
from ..tables.parts.keycaps import device_words
from ..tween import soonest
from ..widgets import Button

#: Seconds a hand's summary stays at the demo table before the next hand.
DEMO_NEXT_S = 6.0


def hand_rows(match: Match) -> list[tuple[int, int, str, int]]:
    """(seat, points this hand, how they were made, total) for the last hand."""
    record = match.hands[-1]
    scores = record.scores or [0] * match.num_players
    details = record.details or [""] * match.num_players
    return [(seat, scores[seat], details[seat], match.totals[seat]) for seat in range(match.num_players)]


def winners_line(names: list[str], winners: list[int], language: Language = Language()) -> str:
    """Who won the match, in ``language``: "You win!", "Ada wins!", "Shared win: You and Ada"."""
    if len(winners) == 1:
        name = names[winners[0]]
        return language.gettext("You win!") if name == YOU else language.gettext("{name} wins!", name=name)
    return language.gettext("Shared win: {names}",
                            names=language.listed([shown_name(names[w], language) for w in winners]))


def count_hand(app, table) -> None:
    """Count the hand just over in the hand statistics: a match whose
    results the session counts (a person's, never a lesson or a demo; a seat
    online, on its own machine); counting the same hand again (its summary
    shown again after a resume or a rejoin) changes nothing."""
    match = table.match
    session = table.session
    if not session.counts_results or not match.hands or match.hands[-1].scores is None:
        return
    record = match.hands[-1]
    key = (f"{match.seed}:{record.number}:{len(record.moves)}" if session.result_id is None
           else f"{session.result_id}:{record.number}")
    store = HandStatsStore(app.paths)
    try:
        store.record_hand(table.game_id, [s.to_dict() for s in table.seats], list(record.scores), key)
    except (StorageError, ValueError) as exc:
        app.toast(app.language.gettext("Statistics could not be saved: {error}",
                                       error=app.language.said(str(exc))))
    for text in store.take_warnings():
        app.toast(text)


def standing(totals: list[int], names: list[str], language: Language) -> str:
    """Who leads the match on these totals, by seat, in ``language``: "Ada
    leads", "Ada and Basil lead" or "Ada and you lead" when several share
    the lead, "Level at 5" when all do, "Nobody has scored yet" while all
    have none."""
    top = max(totals)
    leaders = [names[i] for i, total in enumerate(totals) if total == top]
    gettext = language.gettext
    if len(leaders) == len(totals):
        return gettext("Level at {total}", total=language.number(top)) if top else gettext("Nobody has scored yet")
    others = [name for name in leaders if name != YOU]
    if len(leaders) == 1:
        return gettext("You lead") if not others else gettext("{name} leads", name=others[0])
    if len(others) < len(leaders):
        return gettext("{names} and you lead", names=language.listed(others))
    return gettext("{names} lead", names=language.listed(others))


class HandSummary(PanelOverlay):
    """Points per player for the hand just played, and the totals so far.
    At a seat of a match another app hosts (which saves it), the table is
    left rather than saved, and the summary says that the host keeps the
    match (:meth:`note`)."""

    name = "hand_summary"
    asks = True
    panel_size = (1080, 680)
    dim_alpha = 180

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        #: True at the demo table: the summary moves on by itself after
        #: :data:`DEMO_NEXT_S` (a demo is watched hands-free); Stop leaves.
        #: Never where a person plays (:attr:`.TableSession.hands_free`).
        self.demo = table.session.hands_free
        #: True in a lesson: its one hand ends it (menu, or the lesson again).
        self.lesson = table.coach is not None
        #: A seat of a match another app hosts: nothing is saved here.
        self.seat_only = table.session.kept_by_host
        #: True for a game that deals rather than plays hands (its words say "deal").
        self.deals = calls_hands_deals(table.game_id)
        self.next_in = DEMO_NEXT_S
        self.set_buttons(self.make_buttons())
        count_hand(app, table)
        #: The first player row shown (the rows scroll when they do not all fit).
        self.first_row = 0
        #: The rows that fit the last frame, and whether some were left below.
        self._shown_rows = 0
        self._more_below = False

    def enter(self) -> None:
        """Shown, or shown again (back from its Replay): the focus is on the
        default, the first button, so Enter goes on at once."""
        self.focus.focus = 0

    def handle(self, event):
        """The wheel over the panel, Page Up and Page Down scroll the rows;
        Left and Right move the focus along the row of buttons (laid from the
        right: Left is Tab, Right is Shift+Tab); Esc at a demo stops watching."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1 if event.key == pygame.K_LEFT else -1)
            return
        if self.demo and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return
        asked = act_for(event, ASK)
        if asked is not None:
            self.answer(asked)
            return
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = -max(1, self._shown_rows - 1) if event.key == pygame.K_PAGEUP else max(1, self._shown_rows - 1)
        if step:
            if step < 0 or self._more_below:
                self.first_row = max(0, min(self.table.match.num_players - 1, self.first_row + step))
            return
        super().handle(event)

    def answer(self, asked: Act) -> None:
        """Every key that asks answers here too (the table's keys, with the
        hand over): J the hand's last log lines, Y the last words again, U
        the scores, I that nobody plays now; the others, that there is
        nothing of the kind to read once the hand is over."""
        speech = self.table.speech
        if asked is Act.REPEAT:
            speech.speaker.repeat_last()
            return
        gettext = self.app.language.gettext
        focused = self.focus.focused

        def with_enter(line: str) -> str:
            return line if focused is None else gettext("{line} Enter: {button}.", line=line, button=focused.label)

        over = (gettext("The deal is over: nobody is to play.") if self.deals
                else gettext("The hand is over: nobody is to play."))
        nothing = (gettext("Nothing to read here: the deal is over.") if self.deals
                   else gettext("Nothing to read here: the hand is over."))
        answers = {Act.READ_LOG: speech.recent, Act.READ_SCORES: speech.totals,
                   Act.READ_TURN: lambda: with_enter(over)}
        said = answers.get(asked, lambda: with_enter(nothing))
        speech.answer(device_words(self.table, said()))

    def pick(self, hand: str, deal: str, **names) -> str:
        """The message ``hand``, or ``deal`` in a game that deals, in the
        player's language with ``names`` filled."""
        return self.app.language.gettext(deal if self.deals else hand, **names)

    def make_buttons(self) -> list[Button]:
        gettext = self.app.language.gettext
        if self.lesson:                         # a lesson is one hand
            return [Button(label=gettext("Back to the menu"), primary=True, on_click=self.to_menu),
                    Button(label=gettext("Play the lesson again"),
                           on_click=lambda: self.app.nav.learn(self.table.game_id))]
        replay = [Button(label=self.pick(N_("Replay this hand"), N_("Replay this deal")), on_click=self.replay)] \
            if self.table.session.replays_hands else []
        onward = (self.pick(N_("Watch the next hand"), N_("Watch the next deal")) if self.demo
                  else self.pick(N_("Play the next hand"), N_("Play the next deal")))
        leave = (gettext("Stop watching") if self.demo else gettext(LEAVE_SEAT) if self.seat_only
                 else gettext("Save and quit"))
        return [Button(label=onward, primary=True, on_click=self.next_hand),
                Button(label=leave, on_click=self.to_menu),
                *replay]

    def note(self) -> str:
        """What leaving leaves behind, said beside the buttons ("": nothing
        to say): at a seat of a match hosted elsewhere, that the host keeps
        it and joining again takes the seat back."""
        return self.app.language.gettext(SEAT_KEPT) if self.seat_only else ""

    def replay(self) -> None:
        """A replay of the hand just over, every hand face up (it is over:
        in pass-and-play too, nothing still in play is shown)."""
        self.app.nav.replay_hand(self.table, len(self.table.match.hands))

    def next_hand(self) -> None:
        self.app.stack.pop()
        self.table.flow.next_hand()

    def update(self, dt):
        super().update(dt)
        if self.demo and not self.table.match.is_over and self.app.stack.top is self:
            self.next_in -= dt
            if self.next_in <= 0:
                self.next_hand()

    def wake_in(self):
        waiting = max(0.0, self.next_in) if self.demo and not self.table.match.is_over else None
        return soonest(super().wake_in(), waiting)

    def to_menu(self) -> None:
        self.app.nav.main_menu()

    def place_buttons(self):
        """The buttons in a row at the bottom right, each as wide as its label needs."""
        t = self.theme
        bh = t.px(52)
        widths = [max(t.px(280 if b.primary else 220), t.width(b.label, b.size, True) + t.px(40))
                  for b in self.buttons]
        x = self.panel.right - t.px(32)
        for b, bw in zip(self.buttons, widths):
            x -= bw
            b.rect = pygame.Rect(x, self.panel.bottom - t.px(26) - bh, bw, bh)
            x -= t.px(14)

    def title(self) -> str:
        number = self.app.language.number(len(self.table.match.hands))
        return self.pick(N_("Hand {number} is over"), N_("Deal {number} is over"), number=number)

    def subtitle(self) -> str:
        language = self.app.language
        if self.lesson:
            return language.gettext("That was the whole lesson: go back to the menu, or play it again")
        m = self.table.match
        parts = [standing(m.totals, [s.name for s in self.table.seats], language),
                 self.pick(N_("the first hand that scores wins"), N_("the first deal that scores wins"))
                 if m.target == ONE_HAND else
                 language.gettext("first to {target} wins", target=language.number(m.target))]
        if self.demo:
            parts.append(self.pick(N_("the next hand follows by itself"), N_("the next deal follows by itself")))
        return " · ".join(parts)

    def ending(self) -> str:
        """How the hand ended, in words (the table says it)."""
        return self.table.words.hand_ending()

    def spoken_title(self):
        """The title, how the hand ended, then each player's points and total."""
        names = [s.name for s in self.table.seats]
        number = self.app.language.number
        rows = [self.pick(N_("{name}: {points} this hand, {total} in all"),
                          N_("{name}: {points} this deal, {total} in all"),
                          name=shown_name(names[seat], self.app.language),
                          points=f"{'+' if points >= 0 else '-'}{number(abs(points))}",
                          total=number(total))
                for seat, points, _detail, total in hand_rows(self.table.match)]
        return sentences(self.title(), self.ending(), self.subtitle(), *rows, self.note())

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        m = self.table.match
        p = self.panel
        pad = t.px(32)
        box = p.inflate(-2 * pad, 0)
        r = t.blit_text(surface, self.title(), (p.x + pad, p.y + t.px(26)), th.HEADING, th.TEXT, bold=True,
                        box=box)
        for line, color in ((self.ending(), th.TEXT), (self.subtitle(), th.ACCENT)):
            if line:
                r = t.blit_text(surface, line, (p.x + pad, r.bottom + t.px(6)), th.SMALL, color, box=box)
        top = r.bottom + t.px(22)
        bottom = min(self.buttons[0].rect.top, self.draw_note(surface)) - t.px(20)
        if self.lesson:                 # one hand: no running totals, no match target
            self.draw_rows(surface, pygame.Rect(p.x + pad, top, p.w - 2 * pad, bottom - top))
            self.focus.draw(surface, t)
            return
        split = p.x + round(p.w * 0.56)
        self.draw_rows(surface, pygame.Rect(p.x + pad, top, split - p.x - pad - t.px(16), bottom - top))
        chart = pygame.Rect(split + t.px(8), top, p.right - pad - split - t.px(8), bottom - top)
        pygame.draw.rect(surface, (24, 31, 44), chart, border_radius=t.px(12))
        t.blit_text(surface, self.app.language.gettext("Running totals"), (chart.x + t.px(14), chart.y + t.px(10)), th.SMALL, th.MUTED,
                    bold=True)
        draw_chart(surface, t, chart.inflate(-t.px(16), -t.px(40)).move(0, t.px(12)),
                   [h.scores for h in m.hands if h.scores is not None],
                   [shown_name(s.name, self.app.language) for s in self.table.seats], m.target, self.app.language)
        self.focus.draw(surface, t)

    def draw_note(self, surface: pygame.Surface) -> int:
        """The :meth:`note`, wrapped to the left of the buttons and level
        with their row (or rising above it when it needs more lines); returns
        its top (the panel's bottom when there is none)."""
        note = self.note()
        if not note:
            return self.panel.bottom
        t = self.theme
        row = self.buttons[-1].rect
        box = pygame.Rect(self.panel.x + t.px(32), row.y, row.x - t.px(24) - self.panel.x - t.px(32), row.h)
        lines = t.wrap(note, box.w, th.TINY)
        line_h = t.font(th.TINY).get_linesize()
        y = min(box.centery - len(lines) * line_h // 2, box.bottom - len(lines) * line_h)
        top = y
        for line in lines:
            t.blit_text(surface, line, (box.x, y), th.TINY, th.MUTED, box=box)
            y += line_h
        return top

    def draw_rows(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """One row per player: its mark (the shape and colour of its line on
        the chart), name, points this hand and the total, then
        every line of how the points were made, whole. Rows that do not
        fit wait below (the wheel or Page Down brings them up)."""
        t = self.theme
        m = self.table.match
        language = self.app.language
        rows = hand_rows(m)
        head_y = area.y
        t.blit_text(surface, language.pgettext("score column", "Player"), (area.x + t.px(36), head_y), th.TINY,
                    th.FAINT, bold=True)
        total_head = language.pgettext("score column", "Total")
        # the hand's column keeps clear of the total's heading however long it is said
        hand_right = min(area.right - t.px(76), area.right - t.px(16) - t.width(total_head, th.TINY, True))
        t.blit_text(surface, language.pgettext("score column", "Deal") if self.deals else
                    language.pgettext("score column", "Hand"), (hand_right, head_y), th.TINY,
                    th.FAINT, bold=True, anchor="topright")
        t.blit_text(surface, total_head, (area.right - t.px(4), head_y), th.TINY,
                    th.FAINT, bold=True, anchor="topright")
        y = head_y + t.px(22)
        line_h = t.font(th.TINY).get_linesize()
        note_h = line_h + t.px(4)
        best = max(m.totals)
        self.first_row = min(self.first_row, len(rows) - 1)
        if self.first_row:
            t.blit_text(surface, language.ngettext("{n} player above: scroll up", "{n} players above: scroll up",
                                                   self.first_row), (area.centerx, y),
                        th.TINY, th.MUTED, anchor="midtop")
            y += note_h
        shown = 0
        for n, (seat, points, detail, total) in enumerate(rows[self.first_row:]):
            lines = t.wrap(language.said(detail) or self.pick(N_("No points this hand"), N_("No points this deal")),
                           area.w - t.px(48), th.TINY)
            height = t.px(34) + len(lines) * line_h + t.px(8)
            left = len(rows) - self.first_row - n - 1
            if shown and y + height + (note_h if left else 0) > area.bottom:
                break
            row = pygame.Rect(area.x, y, area.w, height)
            pygame.draw.rect(surface, (36, 46, 63) if seat % 2 == 0 else (31, 40, 55), row,
                             border_radius=t.px(10))
            color = th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
            draw_mark(surface, t, seat, (row.x + t.px(18), row.y + t.px(18)), t.px(8), color)
            name_box = pygame.Rect(row.x + t.px(36), row.y, row.w - t.px(200), row.h)
            t.blit_text(surface, shown_name(self.table.seats[seat].name, language), (name_box.x, row.y + t.px(6)),
                        th.BODY, th.TEXT, bold=True, box=name_box)
            ly = row.y + t.px(34)
            for line in lines:
                t.blit_text(surface, line, (row.x + t.px(36), ly), th.TINY, th.MUTED)
                ly += line_h
            sign = "+" if points > 0 else "-" if points < 0 else ""
            t.blit_text(surface, f"{sign}{language.number(abs(points))}", (hand_right, row.y + t.px(6)), th.SUBHEADING,
                        th.GOOD if points > 0 else (th.BAD if points < 0 else th.MUTED), bold=True,
                        anchor="topright")
            t.blit_text(surface, language.number(total), (row.right - t.px(12), row.y + t.px(6)), th.SUBHEADING,
                        th.ACCENT if total == best else th.TEXT, bold=True, anchor="topright")
            y += height + t.px(4)
            shown += 1
        self._shown_rows = shown
        below = len(rows) - self.first_row - shown
        self._more_below = below > 0
        if below:
            t.blit_text(surface, language.ngettext("{n} more player below: scroll down",
                                                   "{n} more players below: scroll down", below), (area.centerx, y),
                        th.TINY, th.ACCENT, anchor="midtop")


class GameOver(HandSummary):
    """The winner, the final chart; play again or back to the menu."""

    name = "game_over"

    def make_buttons(self) -> list[Button]:
        """Play again (or watch another match), the menu, a hand's replay; a
        match friends played from their machines is not played again here
        (its seats are theirs): the menu is the way on."""
        gettext = self.app.language.gettext
        replay = [Button(label=self.pick(N_("Replay a hand"), N_("Replay a deal")),
                         on_click=lambda: self.app.nav.hand_list(self.table))] \
            if self.table.session.replays_hands else []
        if any(seat.kind == FRIEND for seat in self.table.seats):
            return [Button(label=gettext("Main menu"), primary=True, on_click=self.to_menu), *replay]
        again = (Button(label=gettext("Watch another match"), primary=True,
                        on_click=lambda: self.app.nav.demo(self.table.game_id)) if self.demo else
                 Button(label=gettext("Play again"), primary=True, on_click=self.play_again))
        return [again, Button(label=gettext("Main menu"), on_click=self.to_menu), *replay]

    def note(self) -> str:
        """Nothing: the match is over, there is no seat to come back to."""
        return ""

    def title(self) -> str:
        m = self.table.match
        return winners_line([s.name for s in self.table.seats], m.winners, self.app.language)

    def subtitle(self) -> str:
        m = self.table.match
        language = self.app.language
        played = len(m.hands)
        if m.target == ONE_HAND:
            if played == 1:
                return self.pick(N_("Game over: a match of one hand"), N_("Game over: a match of one deal"))
            return self.pick(N_("Game over: a match of one hand, decided in hand {number}"),
                             N_("Game over: a match of one deal, decided in deal {number}"),
                             number=language.number(played))
        target = language.number(m.target)
        if self.deals:
            return language.ngettext("Game over after {n} deal · first to {target}",
                                     "Game over after {n} deals · first to {target}", played, target=target)
        return language.ngettext("Game over after {n} hand · first to {target}",
                                 "Game over after {n} hands · first to {target}", played, target=target)

    def play_again(self) -> None:
        """The same seats and options, a new deal number."""
        m = self.table.match
        match = Match(m.game, m.num_players, derive_seed(m.seed, "again") % 10 ** 9, m.options)
        self.app.nav.start_match(match, self.table.seats, alone=True)
