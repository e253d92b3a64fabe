"""The default screen of a handheld (1280x800, the Steam Deck's): every text
of every screen the tour draws is at least 9 px tall there, and every place a
finger aims at on a table (its Menu, tool and action buttons, each card of the
hand as much of it as shows) is at least 44 px (7 mm on a 7-inch screen)."""

from __future__ import annotations

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.screens import every_screen
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.tables.base import Table

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


def test_every_text_is_9_px_and_every_table_target_44_px_at_1280x800(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    texts, targets, tables = [], [], 0
    try:
        for name in every_screen(app):
            app.theme.drawn = []
            dr.run_frames(app, 1)
            drawn = [d for d in app.theme.drawn if hasattr(d, "px")]
            texts += [f"{name}: {d.text!r} at {d.px} px" for d in drawn if d.text.strip() and d.px < TEXT_PX]
            app.theme.drawn = None
            table = app.nav.table_in_play()
            if table is not None and app.stack.top is table:
                tables += 1
                targets += [f"{name}: {problem}" for problem in small_targets(table)]
            assert drawn or name.startswith("lesson"), f"{name} drew no text"
    finally:
        app.shutdown()
    assert not texts, "\n".join(texts)
    assert not targets, "\n".join(targets)
    assert tables >= 5
