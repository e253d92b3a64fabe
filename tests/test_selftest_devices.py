"""``selftest --input pad|touch`` fails on any event of another device sent,
and on a tour that stops."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.commands import selftest


def fake_tour(extra: list[pygame.event.Event], stop: bool = False):
    def tour(hands):
        hands.sent += dr.pad_button(pygame.CONTROLLER_BUTTON_A) if hands.device == "pad" else \
            dr.tap(hands.app, (10, 10))
        hands.sent += extra
        yield "menu"
        if stop:
            raise AssertionError("the pad's focus never reached 'Rules, button'")
        yield "rules"
    return tour


@pytest.mark.parametrize("device", ["pad", "touch"])
def test_a_tour_by_one_device_alone_passes(monkeypatch, device):
    monkeypatch.setattr(selftest, "tour", fake_tour([]))
    assert selftest.by_device(device, platform_dirs=False) == 0


@pytest.mark.parametrize("device, other", [
    ("pad", dr.key(pygame.K_RETURN)[0]), ("touch", dr.click((5, 5))[1]),
    ("pad", pygame.event.Event(pygame.FINGERDOWN, touch_id=1, finger_id=1, x=0.1, y=0.1, dx=0, dy=0, pressure=1)),
])
def test_an_event_of_another_device_fails_the_tour(monkeypatch, device, other):
    monkeypatch.setattr(selftest, "tour", fake_tour([other]))
    assert selftest.by_device(device, platform_dirs=False) == 1


def test_a_tour_that_stops_fails(monkeypatch, capsys):
    monkeypatch.setattr(selftest, "tour", fake_tour([], stop=True))
    assert selftest.by_device("pad", platform_dirs=False) == 1
    assert "FAIL pad: after ['menu']" in capsys.readouterr().out
