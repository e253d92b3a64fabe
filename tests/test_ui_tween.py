"""Tweens: end values, easing endpoints, speed, replacement, callbacks."""

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fanucci_desktop.ui.tween import EASINGS, Tweener


@dataclass
class Thing:
    x: float = 0.0
    y: float = 0.0


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name):
    ease = EASINGS[name]
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_tween_reaches_its_end_value_after_its_duration():
    tw, thing = Tweener(), Thing()
    tw.to(thing, 0.5, "linear", x=10, y=-4)
    tw.update(0.25)
    assert thing.x == pytest.approx(5.0) and thing.y == pytest.approx(-2.0)
    assert tw.busy
    tw.update(0.3)
    assert (thing.x, thing.y) == (10.0, -4.0)
    assert not tw.busy


def test_delay_holds_the_start_value():
    tw, thing = Tweener(), Thing(x=3)
    tw.to(thing, 1.0, "linear", delay=0.5, x=13)
    tw.update(0.4)
    assert thing.x == 3
    tw.update(0.6)
    assert thing.x == pytest.approx(8.0)


def test_instant_speed_finishes_on_the_next_update():
    tw, thing = Tweener(speed=0.0), Thing()
    tw.to(thing, 2.0, delay=1.0, x=7)
    tw.update(0.0)
    assert thing.x == 7 and not tw.busy


def test_a_new_tween_on_the_same_attribute_replaces_the_old_one():
    tw, thing = Tweener(), Thing()
    tw.to(thing, 1.0, "linear", x=100)
    tw.to(thing, 1.0, "linear", x=-100)
    assert len(tw.tweens) == 1
    tw.update(1.0)
    assert thing.x == -100


def test_on_done_runs_once_when_the_last_attribute_arrives():
    tw, thing, calls = Tweener(), Thing(), []
    tw.to(thing, 0.2, x=1, y=2, on_done=lambda: calls.append(1))
    tw.update(0.1)
    assert calls == []
    tw.update(0.2)
    tw.update(0.2)
    assert calls == [1]


def test_finish_jumps_to_the_end_values():
    tw, thing = Tweener(), Thing()
    tw.to(thing, 5.0, x=9)
    tw.finish()
    assert thing.x == 9 and not tw.busy


@settings(max_examples=60, deadline=None)
@given(start=st.floats(-1e3, 1e3), end=st.floats(-1e3, 1e3),
       steps=st.lists(st.floats(0, 0.3), min_size=1, max_size=20),
       easing=st.sampled_from(["linear", "in_quad", "out_quad", "in_out_quad", "out_cubic",
                               "in_out_cubic", "out_sine"]))
def test_monotonic_easings_stay_between_start_and_end(start, end, steps, easing):
    tw, thing = Tweener(), Thing(x=start)
    tw.to(thing, 1.0, easing, x=end)
    lo, hi = min(start, end), max(start, end)
    for dt in steps:
        tw.update(dt)
        assert lo - 1e-6 <= thing.x <= hi + 1e-6
