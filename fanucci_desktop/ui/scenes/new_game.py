"""New game: players, seats (human or AI level, with names), the game's
options (a choice such as Gin Rummy's match length, and the house rules
as switches) and an optional deal number."""

from __future__ import annotations

import secrets

import pygame

from ...engine.match import Match
from ...engine.protocol import OptionSpec
from ...games import game_info, get_game
from ...games.match_length import option_words
from ...i18n import N_, Language
from ...net.authority import REMOTE, HostedMatch
from ...storage import StorageError
from ...storage.settings import ONLINE, SETUP_KINDS
from ...words import YOU, shown_name
from .. import theme as th
from ...session.seats import (DEFAULT_NAMES, HUMAN, KIND_LABELS, LEVEL_WORDS, Seat,
                               is_you, kept_name, seated)
from ..scene import Scene
from ..tables.parts.keycaps import device_words
from ..tween import soonest
from ..widgets import Button, Choice, FocusGroup, TextField, Toggle
from .common import header, progress_words

#: What the screen says where an option's words go when none is pointed at.
ABOUT_AN_OPTION = N_("Point at an option, or Tab to it, to read what it does.")

MAX_SEED = 10 ** 9
#: What each kind a seat may be on this screen is called.
SETUP_LABELS: dict[str, str] = {**KIND_LABELS, ONLINE: N_("A friend online")}


def name_refusal(names: list[str], kinds: list[str], language: Language = Language()) -> str | None:
    """Why the form's names cannot be dealt, in plain words (None: they
    can). The table calls the seat named "You" "you", so that name belongs
    to the one person playing alone: not to a computer seat, and not to a
    person in pass-and-play, whose name the others read. The word
    ``language`` shows for "You" (German "Du") counts as "You"."""
    people = sum(1 for kind in kinds if kind == HUMAN)
    if ONLINE in kinds and people != 1:
        return language.gettext("Online, one person plays at this screen: make each other person "
                                "a friend online.")
    for i, (name, kind) in enumerate(zip(names, kinds)):
        if kind == ONLINE:
            continue                    # a friend online gives their own name
        if is_you(name, language) and kind != HUMAN:
            return language.gettext('Seat {seat} is the computer: give it a name other than "{you}".',
                                    seat=i + 1, you=shown_name(YOU, language))
        if is_you(name, language) and people > 1:
            return language.gettext('Pass-and-play: give seat {seat} a name of its own, not "{you}".',
                                    seat=i + 1, you=shown_name(YOU, language))
    return None


def seats_from(names: list[str], kinds: list[str], language: Language = Language()) -> list[Seat]:
    """Seats from the form; empty names become 'Player N' (in ``language``),
    the word ``language`` shows for "You" is "You" (:func:`.seats.kept_name`),
    and only the one person playing alone may be "You" (:func:`.seats.seated`)."""
    return seated([Seat(kept_name(name.strip(), language) or language.gettext("Player {n}", n=i + 1), kind)
                   for i, (name, kind) in enumerate(zip(names, kinds))])


def option_widget(spec: OptionSpec, language: Language = Language()) -> Toggle | Choice:
    """The form's widget of a game option, in ``language``: a switch for a
    house rule, the arrows of a :class:`Choice` for a choice (Gin Rummy's
    match length)."""
    label, _description, labels = option_words(spec, language)
    if spec.choices:
        values = [str(v) for v, _ in spec.choices]
        return Choice(label=label, options=values, labels=labels, index=values.index(str(spec.default)))
    return Toggle(label=label, value=bool(spec.default))


def option_value(spec: OptionSpec, widget: Toggle | Choice) -> bool | int:
    """What ``widget`` (:func:`option_widget`) says of its option."""
    return int(widget.value) if isinstance(widget, Choice) else widget.value


def parse_deal_number(text: str, language: Language = Language()) -> int | None:
    """The deal number typed (None when empty); ValueError (its words in
    ``language``) when not a number."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or int(text) >= MAX_SEED:
        raise ValueError(language.gettext("A deal number is a whole number below {most}.",
                                          most=language.number(MAX_SEED)))
    return int(text)


class NewGame(Scene):
    """Set up a match of one game. The form starts from the last set-up of
    that game (player count, seats, names, house rules; the deal number is
    left empty: a random deal). Dealing abandons the game's match in
    progress, if any (the screen says so): it is counted as abandoned and
    its save is kept aside."""

    name = "new_game"

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.language = language = app.language
        gettext = language.gettext
        self.info = game_info(game_id)
        #: The game set up (its keys and the pad's ways name the device in hand, :func:`.keycaps.device_words`).
        self.game_id = game_id
        self.game = get_game(game_id)
        lo, hi = self.info.min_players, self.info.max_players
        default_n = min(max(lo, 3 if hi >= 3 else 2), hi)
        counts = [str(n) for n in range(lo, hi + 1)]
        self.players = Choice(label=gettext("Players"), options=counts, index=counts.index(str(default_n)),
                              on_change=lambda _v: self._seats_changed())
        self.names = [TextField(value=shown_name(DEFAULT_NAMES[i], language), placeholder=gettext("Player {n}", n=i + 1), max_len=14)
                      for i in range(hi)]
        self.kinds = [Choice(options=SETUP_KINDS, labels=[gettext(SETUP_LABELS[k]) for k in SETUP_KINDS],
                             index=0 if i == 0 else SETUP_KINDS.index("normal"),
                             on_change=lambda _v: self._name_people()) for i in range(hi)]
        self.options = [option_widget(o, language) for o in self.game.options]
        #: Each option's name and description in the language.
        self.option_words = [option_words(o, language)[:2] for o in self.game.options]
        self.deal = TextField(placeholder=gettext("Random deal"), max_len=9, allowed=str.isdigit)
        self.start = Button(label=gettext("Deal the cards"), primary=True, on_click=self.begin)
        self.back = Button(label=gettext("Back"), on_click=lambda: self.app.stack.pop())
        for i, (name, kind) in enumerate(zip(self.names, self.kinds)):
            name.spoken_as = gettext("Seat {seat} name", seat=i + 1)
            kind.spoken_as = gettext("Seat {seat}", seat=i + 1)
        for widget, (_label, description) in zip(self.options, self.option_words):
            widget.spoken_description = description
        self.deal.spoken_as = gettext("Deal number")
        self.error = ""
        #: Each house rule's description in lines (placed by :meth:`layout`).
        self.option_lines: list[list[str]] = []
        #: Where the rules are shown without their descriptions, the room
        #: under them for how to read one, and (with the words on the levels
        #: when those are under the rules) for the description of the one
        #: pointed at or focused (:meth:`about_lines`); empty where each
        #: rule shows its own.
        self.about = self.about_chosen = pygame.Rect(0, 0, 0, 0)
        #: Where the note on the deal number goes beside its field, in a
        #: language where it does not fit beside its caption (None: there).
        self.deal_note: pygame.Rect | None = None
        #: Where the words on the computer's levels end (their last line's
        #: bottom left): under the seats, or under the rules where the seats
        #: need the room to keep a finger's height.
        self.levels_at = (0, 0)
        self.focus = FocusGroup()
        #: The seats renamed from "You" by :meth:`_name_people`, with the
        #: name each was given then.
        self._renamed: dict[int, str] = {}
        self.restore(app.settings.setups.get(game_id))
        self._seats_changed()
        self.focus.move(1)       # the first control has the focus: Left and Right change it at once
        #: The game's match in progress, which dealing abandons (None: none).
        self.in_progress = next((m for m in app.saves.in_progress() if m["game"] == game_id), None)

    def restore(self, setup: dict | None) -> None:
        """Fill the form from a remembered set-up (what no longer fits the
        game, such as a player count out of range, keeps its default)."""
        if not setup:
            return
        counts = self.players.options
        if str(setup["players"]) in counts:
            self.players.index = counts.index(str(setup["players"]))
        for i, seat in enumerate(setup["seats"][: len(self.names)]):
            self.names[i].value = shown_name(seat["name"], self.language)[: self.names[i].max_len]
            if seat["kind"] in SETUP_KINDS:
                self.kinds[i].index = SETUP_KINDS.index(seat["kind"])
        for spec, widget in zip(self.game.options, self.options):
            value = setup["options"].get(spec.key)
            if not spec.allows(value):
                continue
            if isinstance(widget, Choice):
                widget.set_value(str(value))
            else:
                widget.value = value

    def setup(self) -> dict:
        """The form as a set-up to remember (see :meth:`restore`), the
        default name kept as "You" in every language."""
        return {"players": self.count,
                "seats": [{"name": name, "kind": k.value}
                          for name, k in zip(self.kept_names(), self.kinds[: self.count])],
                "options": self.chosen_options()}

    def chosen_options(self) -> dict[str, bool | int]:
        """The game's options as the form sets them."""
        return {o.key: option_value(o, w) for o, w in zip(self.game.options, self.options)}

    def kept_names(self) -> list[str]:
        """The names of the seats in play as the app keeps them: the word
        the language shows for "You" is "You" (:func:`.seats.kept_name`)."""
        return [kept_name(f.value, self.language) for f in self.names[: self.count]]

    @property
    def count(self) -> int:
        return int(self.players.value)

    def _seats_changed(self) -> None:
        self._name_people()
        self._show_seats()

    def _show_seats(self) -> None:
        for i in range(len(self.names)):
            self.names[i].visible = self.kinds[i].visible = i < self.count
        widgets = [self.players]
        for i in range(self.count):
            widgets += [self.names[i], self.kinds[i]]
        self.focus.set(widgets + self.options + [self.deal, self.start, self.back])

    def _name_people(self) -> None:
        """Only the person playing alone may be "You": when a second person
        sits down (or comes back into play with more players), or the
        computer takes that seat, it gets a name of its own
        (:func:`.seats.seated`). When a seat so renamed is again the one
        person playing alone, still with the name it was given, it is "You"
        again; a name the player typed stays."""
        people = [Seat(name, HUMAN if k.value == HUMAN else "normal")
                  for name, k in zip(self.kept_names(), self.kinds[: self.count])]
        alone = [i for i, seat in enumerate(people) if seat.is_human]
        if len(alone) == 1 and self._renamed.get(alone[0]) == people[alone[0]].name:
            people[alone[0]] = Seat(YOU, HUMAN)
            del self._renamed[alone[0]]
        for i, (field, seat) in enumerate(zip(self.names, seated(people))):
            if kept_name(field.value, self.language) != seat.name:
                if is_you(field.value, self.language):
                    self._renamed[i] = seat.name
                field.value = shown_name(seat.name, self.language)

    def layout(self, size):
        w, h = size
        t = self.theme
        m = t.px(48)
        top = t.px(150)
        left_w = round((w - 3 * m) * 0.47)
        self.left = pygame.Rect(m, top, left_w, h - top - t.px(120))
        self.right = pygame.Rect(self.left.right + m, top, w - self.left.right - 2 * m, self.left.h)
        pad = t.px(20)
        row = t.px(44)
        gap = t.px(8)
        x, y = self.left.x + pad, self.left.y + pad + t.px(34)
        inner = self.left.w - 2 * pad
        self.players.rect = pygame.Rect(x, y, inner, row)
        y += row + t.px(18)
        rows = len(self.names)
        levels_h = len(LEVEL_WORDS) * t.px(18) + t.px(6)
        rx, ry = self.right.x + pad, self.right.y + pad + t.px(34)
        rinner = self.right.w - 2 * pad
        self.deal.rect = pygame.Rect(rx, self.right.bottom - pad - row, rinner, row)
        gettext = self.language.gettext
        self.deal_note = None
        if t.width(gettext("Deal number"), th.SMALL, True) + t.px(16) + \
                t.width(gettext("Share it to replay the same deal"), th.TINY) > rinner:
            self.deal.rect.w = rinner // 2          # the note beside the field, on its lines
            self.deal_note = pygame.Rect(self.deal.rect.right + t.px(12), self.deal.rect.y,
                                         rinner - self.deal.rect.w - t.px(12), row)
        room = self.deal.rect.top - t.px(34) - ry          # above the deal number's caption
        seats_h = self.left.bottom - pad - y
        # the words on the levels go under the seats while every seat keeps
        # a finger's height there, else under the rules while those fit
        levels_left = (rows * row + (rows - 1) * t.px(4) <= seats_h - levels_h
                       or len(self.options) * (row + gap) > room - levels_h)
        if levels_left:
            seats_h -= levels_h
            self.levels_at = (x, self.left.bottom - pad)
        else:
            room -= levels_h + t.px(6)
            self.levels_at = (rx, self.deal.rect.top - t.px(34) - t.px(12))
        seat_gap = max(0, min(gap, (seats_h - rows * row) // max(1, rows - 1)))   # closer rows first,
        row_h = min(row, (seats_h - seat_gap * (rows - 1)) // rows)                 # then lower ones
        for i in range(rows):
            self.names[i].rect = pygame.Rect(x + t.px(40), y, round(inner * 0.40), row_h)
            self.kinds[i].rect = pygame.Rect(self.names[i].rect.right + t.px(10), y,
                                             inner - t.px(40) - self.names[i].rect.w - t.px(10), row_h)
            y += row_h + seat_gap
        lines = [t.wrap(description, rinner - t.px(16), th.TINY) for _, description in self.option_words]
        end = ry + room
        line_h = t.font(th.TINY).get_linesize()
        # each rule with its description whole; where that does not fit, on
        # closer rows; where not even that, the rules alone (their labels say them)
        for option_row, space, shown in ((row, t.px(10) + gap, lines), (row, t.px(6), lines),
                                         (row, gap, [[] for _ in lines])):
            heights = [option_row + (space + len(ls) * line_h if ls else gap) for ls in shown]
            if sum(heights) <= room:
                break
        self.option_lines = shown
        for toggle, height in zip(self.options, heights):
            toggle.rect = pygame.Rect(rx, ry, rinner, option_row)
            ry += height
        self.about = self.about_chosen = pygame.Rect(0, 0, 0, 0)
        if self.options and not any(shown):
            self.about = pygame.Rect(rx + t.px(16), ry, rinner - t.px(16), max(0, end - ry))
            bottom = self.levels_at[1] if not levels_left else self.about.bottom
            self.about_chosen = pygame.Rect(self.about.x, ry, self.about.w, max(0, bottom - ry))
        bw, bh = t.px(240), t.px(56)
        self.start.rect = pygame.Rect(w - m - bw, h - t.px(30) - bh, bw, bh)
        self.back.rect = pygame.Rect(m, h - t.px(30) - bh, t.px(140), bh)

    def about_lines(self) -> tuple[list[str], pygame.Rect]:
        """Where the rules are shown without their descriptions, the
        description of the option under the pointer, else of the one
        focused (in :attr:`about_chosen`, over the words on the levels when
        those are under the rules), else how to read one (in :attr:`about`),
        in lines that fit there whole, and that room; no lines where each
        rule shows its own (or they would not fit)."""
        t = self.theme
        chosen = next((w for w in self.options if w.hovered), None) or \
            next((w for w in self.options if w is self.focus.focused), None)
        if chosen is not None:
            text, room = self.option_words[self.options.index(chosen)][1], self.about_chosen
        else:
            text, room = device_words(self, self.language.gettext(ABOUT_AN_OPTION)), self.about
        lines = t.wrap(text, room.w, th.TINY) if room.w else []
        return (lines if len(lines) * t.font(th.TINY).get_linesize() <= room.h else []), room

    def begin(self) -> None:
        try:
            seed = parse_deal_number(self.deal.value, self.language)
        except ValueError as exc:
            self.error = str(exc)
            return
        if seed is None:
            seed = secrets.randbelow(MAX_SEED)
        names = self.kept_names()
        kinds = [k.value for k in self.kinds[: self.count]]
        refusal = name_refusal(names, kinds, self.language)
        if refusal is not None:
            self.error = refusal
            return
        if ONLINE in kinds:
            self.host(names, kinds, seed)
            return
        match = Match(self.game, self.count, seed, self.chosen_options())
        seats = seats_from(names, kinds, self.language)
        if not self.abandon_in_progress():
            return
        self.app.update_settings(setups={**self.app.settings.setups, self.info.id: self.setup()})
        self.app.nav.start_match(match, seats)

    def host(self, names: list[str], kinds: list[str], seed: int) -> None:
        """Open the match for friends online (the lobby); the person here
        plays their seat as friends do, the match kept by this app's host
        apart from the game's match in progress here, which stays."""
        hosted = HostedMatch.new(self.info.id, [REMOTE if k in (HUMAN, ONLINE) else k for k in kinds],
                                 seed, self.chosen_options(), names=names)
        seat = kinds.index(HUMAN)
        name = names[seat].strip()
        self.app.update_settings(setups={**self.app.settings.setups, self.info.id: self.setup()})
        # the friends read this name: "You" would be said to the wrong person
        self.app.nav.host_match(hosted, seat, name if name and not is_you(name, self.language)
                               else self.language.gettext("Player {n}", n=seat + 1))

    def abandon_in_progress(self) -> bool:
        """Put the game's match in progress aside as abandoned and count it
        so; False (with the reason shown) when its save could not be moved,
        so that nothing is dealt over it."""
        if self.in_progress is None:
            return True
        try:
            self.app.saves.abandon_match(self.info.id)
        except StorageError as exc:
            self.error = self.language.gettext("The match in progress could not be put aside: {error}",
                                               error=self.language.said(str(exc)))
            return False
        try:
            self.app.stats.record_abandoned(self.info.id, self.in_progress["seats"])
        except (StorageError, ValueError) as exc:
            self.app.toast(self.language.gettext("Statistics could not be saved: {error}",
                                                 error=self.language.said(str(exc))))
        self.in_progress = None
        return True

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and isinstance(self.focus.focused, TextField):
            self.begin()
            return
        self.focus.handle(event)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)

    def spoken_title(self):
        gettext = self.language.gettext
        return gettext("New game: {game}. {description}", game=self.info.name,
                       description=gettext(self.info.description))

    def focus_group(self):
        return self.focus

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        gettext = self.language.gettext
        header(surface, t, gettext("New game: {game}", game=self.info.name), gettext(self.info.description))
        t.panel(surface, self.left, alpha=235)
        t.panel(surface, self.right, alpha=235)
        pad = t.px(20)
        t.blit_text(surface, gettext("Seats"), (self.left.x + pad, self.left.y + pad), th.SMALL, th.ACCENT, bold=True)
        humans = sum(1 for k in self.kinds[: self.count] if k.value == HUMAN)
        online = any(k.value == ONLINE for k in self.kinds[: self.count])
        note = (gettext("Friends join online: dealing shows the join code") if online else
                gettext("Solo against the computer") if humans == 1 else
                gettext("Pass-and-play: each player's cards stay hidden from the others")
                if humans > 1 else
                gettext("Watch the computer play"))
        t.blit_text(surface, note, (self.left.right - pad, self.left.y + pad), th.TINY, th.MUTED,
                    anchor="topright")
        for i in range(self.count):
            r = self.names[i].rect
            color = th.SEAT_COLORS[i % len(th.SEAT_COLORS)]
            pygame.draw.circle(surface, color, (r.x - t.px(22), r.centery), t.px(12))
            t.blit_text(surface, str(i + 1), (r.x - t.px(22), r.centery), th.TINY, (20, 20, 20),
                        bold=True, anchor="center")
            pygame.draw.rect(surface, (26, 34, 48), self.kinds[i].rect, border_radius=t.px(10))
        lx, bottom = self.levels_at
        panel = self.left if self.left.collidepoint(lx, bottom - 1) else self.right
        box = pygame.Rect(lx, panel.y, panel.right - pad - lx, panel.h)
        about, about_room = self.about_lines()
        for n, words in enumerate(LEVEL_WORDS if not (about and about_room.colliderect(box)) else ()):
            y = bottom - (len(LEVEL_WORDS) - 1 - n) * t.px(18)
            t.blit_text(surface, gettext(words), (box.x, y), th.TINY, th.MUTED, anchor="bottomleft", box=box)
        heading = (gettext("Match and house rules") if any(o.choices for o in self.game.options)
                   else gettext("House rules"))
        t.blit_text(surface, heading, (self.right.x + pad, self.right.y + pad), th.SMALL, th.ACCENT,
                    bold=True)
        if not self.options:
            t.blit_text(surface, gettext("This game has no house-rule options."),
                        (self.right.x + pad, self.right.y + pad + t.px(40)), th.SMALL, th.MUTED)
        for widget, (label, _description) in zip(self.options, self.option_words):
            room = widget.rect.w // 2 - t.px(30) if isinstance(widget, Choice) else widget.rect.w - t.px(110)
            widget.label = t.fit(label, room, th.BODY)
        dr = self.deal.rect
        t.blit_text(surface, gettext("Deal number"), (dr.x, dr.y - t.px(30)), th.SMALL, th.ACCENT, bold=True)
        note = gettext("Share it to replay the same deal")
        if self.deal_note is None:
            t.blit_text(surface, note, (dr.right, dr.y - t.px(28)), th.TINY, th.MUTED, anchor="topright")
        else:
            lines = t.wrap(note, self.deal_note.w, th.TINY)
            line_h = t.font(th.TINY).get_linesize()
            top = self.deal_note.centery - len(lines) * line_h // 2
            for k, line in enumerate(lines):
                t.blit_text(surface, line, (self.deal_note.x, top + k * line_h), th.TINY, th.MUTED,
                            box=self.deal_note)
        self.focus.draw(surface, t)
        line_h = t.font(th.TINY).get_linesize()
        for toggle, lines in zip(self.options, self.option_lines):
            x = toggle.rect.x + t.px(16)
            for k, line in enumerate(lines):
                t.blit_text(surface, line, (x, toggle.rect.bottom + t.px(5) + k * line_h), th.TINY, th.MUTED,
                            box=pygame.Rect(x, toggle.rect.y, toggle.rect.w - t.px(16), toggle.rect.h))
        for k, line in enumerate(about):
            t.blit_text(surface, line, (about_room.x, about_room.y + k * line_h), th.TINY, th.MUTED,
                        box=about_room)
        if self.in_progress is not None and not self.error and not online:
            left = self.back.rect.right + t.px(20)
            t.blit_text(surface, gettext("Dealing abandons the match in progress ({where}).",
                                         where=progress_words(self.in_progress, self.language)),
                        (self.start.rect.left - t.px(20), self.start.rect.centery), th.SMALL,
                        th.ACCENT, anchor="midright",
                        box=pygame.Rect(left, self.start.rect.y, self.start.rect.left - t.px(20) - left,
                                        self.start.rect.h))
        if self.error:
            t.blit_text(surface, self.error, (self.start.rect.left - t.px(20), self.start.rect.centery),
                        th.SMALL, th.BAD, anchor="midright")
