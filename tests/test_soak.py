"""The soak command's growth figure and the scene stack's memory reclaim."""

from __future__ import annotations

import gc
import weakref


from fanucci_desktop.commands.soak import BASE_MINUTE, growth_pct
from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.scenes.menu import MainMenu


def test_growth_is_measured_against_minute_five():
    samples = [50.0] * (BASE_MINUTE - 1) + [100.0] + [100.0] * 10 + [110.0]
    assert growth_pct(samples) == 10.0


def test_growth_of_a_run_shorter_than_five_minutes_is_against_its_first_minute():
    assert growth_pct([80.0, 90.0, 100.0]) == 25.0
    assert growth_pct([]) is None


def test_a_table_left_is_freed_at_the_next_update_even_when_it_hangs_on_cycles(app):
    gc.disable()                      # only the stack's own collection may free it
    try:
        table = dr.new_table(app, "fan-rummy", dr.default_seats("fan-rummy"), seed=3)
        dr.run_frames(app, 30)
        gone = weakref.ref(table)
        del table
        app.stack.reset(MainMenu(app))
        dr.run_frames(app, 1)
        assert gone() is None
    finally:
        gc.enable()
