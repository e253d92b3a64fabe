"""The default screen of a handheld (1280x800, the Steam Deck's): every text
of every screen the tour draws is at least 9 px tall there, and every place a
finger aims at is at least 44 px (7 mm on a 7-inch screen): on a table its
Menu, tool and action buttons and each card of the hand as much of it as
shows; on every other screen (the menu, each game's set-up, the on-screen
keyboard, settings, statistics, rules, the pause menu, the summaries, join,
the lobby, a question) each control of its focus group, and each side of a
choice (a tap on its left side steps back, on its right side on)."""

from __future__ import annotations

from itertools import chain

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.screens import every_screen
from fanucci_desktop.games import GAMES
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scene import Scene
from fanucci_desktop.ui.scenes.dialog import ChooseOne, Confirm
from fanucci_desktop.ui.scenes.new_game import NewGame
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.ui.widgets import Choice

#: The least a text may be tall, and a finger's target wide and tall, at 1280x800.
TEXT_PX = 9
TARGET_PX = 44


def small_targets(table: Table) -> list[str]:
    """The table's finger targets under :data:`TARGET_PX`, in words."""
    small = []
    tools = [b for part in table.parts for b in getattr(part, "buttons", []) if getattr(b, "visible", False)]
    for button in [table.menu_button, *tools, *(b for b in table.buttons.widgets if b.visible)]:
        if min(button.rect.size) < TARGET_PX:
            small.append(f"{button.label!r} is {button.rect.size}")
    hand = sorted((s.rect(table.card_w, CARD_ASPECT) for s in table.hand_sprites()), key=lambda r: r.x)
    for left, right in zip(hand, hand[1:]):
        if right.x - left.x < TARGET_PX and right.x > left.x:
            small.append(f"a hand card shows {right.x - left.x} px")
    return small


def small_controls(scene: Scene) -> list[str]:
    """The controls of a screen's focus group (and the arrows of its
    choices) under :data:`TARGET_PX`, in words."""
    group = scene.focus_group()
    small = []
    for widget in [] if group is None else group.widgets:
        if not widget.visible:
            continue
        name = getattr(widget, "label", "") or widget.spoken_as or type(widget).__name__
        if min(widget.rect.size) < TARGET_PX:
            small.append(f"{name!r} is {widget.rect.size}")
        if isinstance(widget, Choice):      # a tap left of its middle goes back, right of it on
            for side in (widget.split_x - widget.rect.x, widget.rect.right - widget.split_x):
                if side < TARGET_PX:
                    small.append(f"a side of {name!r} is {side} px wide")
    return small


def more_screens(app):
    """Screens the tour does not show, each drawn in turn: every game's
    set-up at its most seats, a question with two answers and one with
    three."""
    for info in GAMES:
        setup = NewGame(app, info.id)
        app.stack.push(setup)
        setup.players.index = len(setup.players.options) - 2
        setup.players.step(1)                               # the most players, as a click sets them
        dr.run_frames(app, 3)
        yield f"new_game_{info.id}_most_seats"
        app.stack.pop()
    for name, make in (("confirm", lambda: Confirm(app, "Leave the match?", "It is saved.", lambda: None)),
                       ("choose_one", lambda: ChooseOne(app, "Which meld?", [("The first", lambda: None),
                                                                             ("The second", lambda: None),
                                                                             ("Neither", lambda: None)]))):
        app.stack.push(make())
        dr.run_frames(app, 3)
        yield name
        app.stack.pop()


def test_every_text_is_9_px_and_every_table_target_44_px_at_1280x800(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    texts, targets, tables, screens = [], [], 0, 0
    try:
        for name in chain(every_screen(app), more_screens(app)):
            app.theme.drawn = []
            dr.run_frames(app, 1)
            drawn = [d for d in app.theme.drawn if hasattr(d, "px")]
            texts += [f"{name}: {d.text!r} at {d.px} px" for d in drawn if d.text.strip() and d.px < TEXT_PX]
            app.theme.drawn = None
            table = app.nav.table_in_play()
            if table is not None and app.stack.top is table:
                tables += 1
                targets += [f"{name}: {problem}" for problem in small_targets(table)]
            elif app.stack.top.focus_group() is not None:
                screens += 1
                targets += [f"{name}: {problem}" for problem in small_controls(app.stack.top)]
            assert drawn or name.startswith("lesson"), f"{name} drew no text"
    finally:
        app.shutdown()
    assert not texts, "\n".join(texts)
    assert not targets, "\n".join(targets)
    assert tables >= 5 and screens >= 15
