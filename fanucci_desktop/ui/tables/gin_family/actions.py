"""The action bar of the gin-family tables (Fan Rummy, Gin Rummy): one
button per thing the player may try now, each with its key and a line
under it; knock and gin are enabled only when the rules allow them for the
chosen card (a greyed one says why when pressed); the gold one is the
advice on show (see :meth:`ActionBar.primary_index`), never merely the first.

:class:`ActionBar` is a part of each :class:`~.table.GinFamilyTable`
(``table.bar``); the game's table gives the entries of its phases
(``turn_actions(state, legal)``), built from :meth:`ActionBar.discard_actions`
and :meth:`ActionBar.layoff_actions`.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Protocol, Sequence

import pygame

from ....card_names import ALONE, card_name
from ....engine.cards import Card
from ....engine.protocol import Move
from ... import theme as th
from ...controls import Act
from ...theme import Theme
from ...widgets import Button
from ..parts.keycaps import device_words, key_glyph, keyed_label
from .shows import GinFamilyShows, best_with



def button_row(theme: Theme, labels: Sequence[str], subtitles: Sequence[str], minimum: int,
               room: int, gap: int) -> tuple[int, int]:
    """The width of each button of a row of :class:`Button` with these
    labels (small, bold) and subtitles, and the row's: at least
    ``minimum``, as wide as the widest label or subtitle needs to be read
    whole, as long as the row fits ``room`` pixels with ``gap`` between
    buttons."""
    n = len(labels)
    need = max([minimum] + [theme.width(text, th.SMALL, True) + theme.px(16) for text in labels]
               + [theme.width(text, th.TINY) + theme.px(24) for text in subtitles])
    width = round(min(need, (room - (n - 1) * gap) / max(1, n)))
    return width, n * width + max(0, n - 1) * gap


class Action(NamedTuple):
    """One button of the action bar: what it tries (``move`` None: a UI
    step with its own ``run``), whether the rules allow it now."""

    label: str
    key: Act | None
    subtitle: str
    move: Move | None
    enabled: bool
    run: Callable[[], None] | None = None


class BarTable(GinFamilyShows, Protocol):
    """What the action bar reads of its table besides what its painter and
    words read: where the bar goes, and the game's entries of each phase."""

    def action_top(self) -> float: ...

    def button_height(self) -> int: ...

    def try_move(self, move: Move) -> bool: ...

    def turn_actions(self, state: Any, legal: Sequence[Move]) -> list[Action]: ...

    def not_now(self, act: Act) -> str: ...


class ActionBar:
    """The action bar of one gin-family table (see the module docstring)."""

    def __init__(self, table: BarTable) -> None:
        self.table = table
        #: The entries shown now, left to right.
        self.actions: list[Action] = []

    def action_list(self) -> list[Action]:
        """The action bar: Show the score while the laid-out hands are on
        show, else the game's :meth:`turn_actions` on the viewer's turn."""
        state = self.table.sight.observation()
        if state is None:
            return []
        if self.table.session.summary_due and state.phase == "over":
            gettext = self.table.app.language.gettext
            return [Action(gettext("Show the score"), None, device_words(self.table, gettext("or press any key")), None, True,
                           self.table.hold.end)]
        if not self.table.session.human_turn:
            return []
        return self.table.turn_actions(state, self.table.legal)

    def discard_actions(self, card: Card | None, plain: bool = True) -> list[Action]:
        """Discard (when ``plain``: not after taking the upcard at the
        wall), Knock and Gin, each enabled only when the rules allow it for
        the chosen card (none chosen: the best one); Big gin when allowed.
        A greyed Knock says why: over the limit, gin only, or the hand is
        gin (then Gin is the move)."""
        language = self.table.app.language
        gettext = language.gettext
        limit = self.table.knock_limit()
        whole, after = self.table.deadwood_info()
        discard = Move("discard", (card,)) if card is not None else None
        out = []
        if plain:
            out.append(Action(gettext("Discard"), Act.DISCARD,
                              card_name(card, ALONE, language) if card else gettext("choose a card"),
                              discard, discard in self.table.legal))
        knock, gin = best_with(self.table, "knock"), best_with(self.table, "gin")
        if knock is None and gin is not None:
            sub = gettext("this is gin: go gin")
        elif knock is not None and card is None:
            sub = gettext("discard {card}", card=card_name(knock.cards[0], ALONE, language))
        elif knock is not None:
            sub = gettext("deadwood {deadwood} of {limit}", deadwood=after.get(knock.cards[0], whole), limit=limit)
        elif limit == 0:
            sub = gettext("gin only this hand")
        elif card is not None:
            sub = gettext("would leave {deadwood}, limit {limit}", deadwood=after.get(card, whole), limit=limit)
        else:
            sub = gettext("needs deadwood {limit} or less", limit=limit)
        out.append(Action(gettext("Knock"), Act.KNOCK, sub, knock or (Move("knock", (card,)) if card else None),
                          knock is not None))
        out.append(Action(gettext("Gin"), Act.GIN,
                          gettext("discard {card}", card=card_name(gin.cards[0], ALONE, language)) if gin
                          else gettext("all ten melded"),
                          gin or (Move("gin", (card,)) if card else None), gin is not None))
        if Move("big-gin") in self.table.legal:
            out.append(Action(gettext("Big gin"), Act.BIG_GIN, gettext("all eleven melded"), Move("big-gin"), True))
        return out

    def layoff_actions(self, card: Card | None) -> list[Action]:
        """Lay off the chosen card (on the first meld it fits), and Done."""
        gettext = self.table.app.language.gettext
        fits = [m for m in self.table.legal if m.action == "layoff" and m.cards == (card,)]
        sub = (gettext("on meld {meld}", meld=(fits[0].index or 0) + 1) if fits else gettext("does not fit")) \
            if card else gettext("choose a card")
        return [Action(gettext("Lay off"), Act.LAY_OFF, sub, fits[0] if fits else
                       Move("layoff", (card,), "meld", 0) if card else None, bool(fits)),
                Action(gettext("Done"), Act.PASS, gettext("score the hand"), Move("done"), True)]

    def refresh(self) -> None:
        """Rebuild the bar for the selection and the turn (the table's ``refresh_actions``)."""
        self.actions = self.action_list()
        t, (w, _) = self.table.theme, self.table.size
        labels = [keyed_label(self.table, a.label, a.key) for a in self.actions]
        bh, gap = self.table.button_height(), t.px(12)
        bw, total = button_row(t, labels, [a.subtitle for a in self.actions], t.px(196), w - t.px(32), gap)
        x, y = w / 2 - total / 2, self.table.action_top()
        buttons, lead = [], self.primary_index()
        for i, (action, label) in enumerate(zip(self.actions, labels)):
            b = Button(label=label, subtitle=action.subtitle, badge=key_glyph(self.table, action.key),
                       primary=action.enabled and i == lead, size=th.SMALL,
                       enabled=action.enabled, on_click=lambda a=action: self.trigger(a))
            b.rect = pygame.Rect(round(x + i * (bw + gap)), round(y), bw, bh)
            buttons.append(b)
        self.table.buttons.set(buttons)
        advised = self.table.coach is not None and lead is not None \
            and self.actions[lead].move == self.table.coach.guide.expected()
        self.table.buttons.focus = lead if advised else None    # in a lesson Enter plays the advice

    def primary_index(self) -> int | None:
        """The gold entry, which never disagrees with the advice on show:
        the hinted move's entry while a hint is shown; in a lesson the
        coach's advised move; else Big gin, Gin or Knock when allowed, or a
        step that is the bar's only entry (Show the score). None: no entry
        is gold (a first entry is no advice)."""
        live = [(i, a) for i, a in enumerate(self.actions) if a.enabled]
        hinted = self.table.hint.move
        if hinted is not None:
            return next((i for i, a in live if a.move == hinted), None)
        guide = self.table.coach.guide if self.table.coach is not None else None
        advised = guide.expected() if guide is not None and guide.learner_step() else None
        picks = [i for i, a in live if advised is not None and a.move == advised]
        picks += [i for act in (Act.BIG_GIN, Act.GIN, Act.KNOCK) for i, a in live if a.key is act]
        picks += [i for i, a in live if a.run is not None and len(self.actions) == 1]
        return picks[0] if picks else None

    def trigger(self, action: Action) -> None:
        """Run an action bar entry: a disabled one explains why it is refused."""
        if action.run is not None:
            action.run()
            return
        if action.move is None:
            self.table.line.refuse(self.table.app.language.gettext(
                "First choose a card of your hand: click it, or use the Left/Right keys."))
            return
        if action.enabled:
            self.table.choose(action.move)
        else:
            self.table.try_move(action.move)

    def key(self, act: Act) -> None:
        """A move key: the action bar's entry for it, else why it does nothing now."""
        for action in self.actions:
            if action.key == act:
                self.trigger(action)
                return
        if self.table.session.human_turn:
            self.table.line.refuse(self.table.not_now(act))
