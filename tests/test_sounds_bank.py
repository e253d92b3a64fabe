"""The sound effects exist, are short and soft, load, and SoundBank works
(silently) with the dummy audio driver."""

from __future__ import annotations

import array
import os
import wave

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from fanucci_desktop.resources import sound_path
from fanucci_desktop.ui.sounds import ALIASES, EFFECT_NAMES, SILENCE_S, SoundBank, effect_for

REQUIRED = ("slide", "flip", "shuffle", "deal", "meld", "trick", "refuse", "hand_end", "game_won")


def test_every_required_effect_has_a_wav():
    for name in REQUIRED:
        assert name in EFFECT_NAMES
        assert sound_path(f"{name}.wav").is_file(), name


def test_effects_are_short_soft_and_small():
    total = 0
    for name in EFFECT_NAMES:
        path = sound_path(f"{name}.wav")
        total += path.stat().st_size
        with wave.open(str(path)) as w:
            assert w.getsampwidth() == 2
            seconds = w.getnframes() / w.getframerate()
            samples = array.array("h", w.readframes(w.getnframes()))
        assert 0.02 < seconds <= 2.0, name
        peak = max(abs(s) for s in samples)
        assert 0.1 * 32767 < peak <= 0.6 * 32767, name  # audible, never harsh
    assert total < 2 * 1024 * 1024


def test_bank_loads_every_effect_and_plays_with_dummy_driver():
    bank = SoundBank(enabled=True, volume=0.8)
    assert bank.available
    assert bank.loaded() == list(EFFECT_NAMES)
    for name in EFFECT_NAMES:
        assert bank.play(name) is True
    pygame.mixer.stop()


def test_disabled_or_muted_bank_plays_nothing():
    bank = SoundBank(enabled=False)
    assert bank.play("flip") is False
    bank.enabled = True
    bank.volume = 0
    assert bank.play("flip") is False
    bank.volume = 7
    assert bank.volume == 1.0


def test_aliases_play_real_effects_and_unknown_names_play_nothing():
    bank = SoundBank()
    for alias, effect in ALIASES.items():
        assert effect in EFFECT_NAMES and effect_for(alias) == effect
        assert bank.play(alias) is True
    assert effect_for("kazoo") is None
    assert bank.play("kazoo") is False
    pygame.mixer.stop()


def test_missing_sound_folder_is_silent_not_fatal(tmp_path):
    bank = SoundBank(folder=tmp_path)
    assert not bank.available
    assert bank.play("meld") is False


def test_no_mixer_is_silent_not_fatal(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    bank = SoundBank()
    assert not bank.available
    assert bank.play("trick") is False


@pytest.fixture(autouse=True)
def no_sound_left_playing():
    """Each test starts with the mixer silent: a sound another test of the
    same process left playing keeps a device open (and busy) that these
    tests expect to close."""
    if pygame.mixer.get_init():
        pygame.mixer.stop()
    yield


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_device_closes_after_a_silence_and_reopens_for_the_next_effect():
    clock = Clock()
    bank = SoundBank(clock=clock)
    assert bank.is_open and bank.wake_in() == SILENCE_S
    clock.now += SILENCE_S - 0.5
    bank.rest()
    assert bank.is_open and bank.wake_in() == 0.5           # not yet
    clock.now += 0.5
    bank.rest()
    assert not bank.is_open and bank.wake_in() is None      # closed: nothing to wake for
    assert bank.play("flip") is True                        # the next effect opens it and sounds
    assert bank.is_open and pygame.mixer.get_busy()
    assert bank.wake_in() == SILENCE_S
    pygame.mixer.stop()


def test_an_effect_still_sounding_keeps_the_device_open(monkeypatch):
    clock = Clock()
    bank = SoundBank(clock=clock)
    clock.now += SILENCE_S
    monkeypatch.setattr(pygame.mixer, "get_busy", lambda: True)
    bank.rest()
    assert bank.is_open and bank.wake_in() == SILENCE_S


def test_a_disabled_bank_closes_the_device_too_and_does_not_open_it():
    clock = Clock()
    bank = SoundBank(enabled=False, clock=clock)
    clock.now += SILENCE_S
    bank.rest()
    assert not bank.is_open
    assert bank.play("flip") is False and not bank.is_open



def test_input_gets_a_closed_device_ready_before_an_effect_needs_it():
    clock = Clock()
    bank = SoundBank(clock=clock)
    bank.close()
    clock.now += 100
    bank.get_ready()
    assert bank.is_open and bank.wake_in() == SILENCE_S    # a new silence starts now
    bank.close()
    bank.enabled = False
    bank.get_ready()                                       # nobody hears it: stays closed
    assert not bank.is_open
