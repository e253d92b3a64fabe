"""The art and sounds load from a PyInstaller-style bundle: a folder named
by ``sys._MEIPASS`` holding ``art/`` and ``sounds/`` (as build.spec lays
them out), with no source checkout involved."""

from __future__ import annotations

import os
import shutil
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.resources import art_path, resource_root, sound_path
from fanucci_desktop.ui.cardart import CardArt
from fanucci_desktop.ui.sounds import SoundBank

pygame.init()


def test_art_and_sounds_load_from_a_bundle_folder(tmp_path, monkeypatch):
    source = resource_root()
    shutil.copytree(source / "art", tmp_path / "art")
    shutil.copytree(source / "sounds", tmp_path / "sounds")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert art_path() == tmp_path / "art" and sound_path() == tmp_path / "sounds"
    art = CardArt()
    for text in ("∞ Hives", "Snail", "QS"):
        assert art.face(parse_card(text), 60).get_size() == (60, 84)
    assert art.back(60).get_size() == (60, 84)
    assert SoundBank().loaded()


def test_empty_bundle_folder_fails_loudly_for_art(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises(FileNotFoundError):
        CardArt()
