"""SoundBank: the game's sound effects, played through pygame's mixer.

Effects are the WAV files under ``sounds/`` (made by tools/make_sounds.py).
A bank never fails because of audio: with no audio device, a mixer that
will not start or a missing file it stays silent, and :attr:`available`
says so.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from fanucci_desktop.resources import sound_path

#: Every effect, one WAV file each.
EFFECT_NAMES: tuple[str, ...] = (
    "slide", "flip", "shuffle", "deal", "meld", "trick", "refuse",
    "hand_end", "game_won", "click",
)

#: Other names the UI may use for an event, and the effect each one plays.
ALIASES: dict[str, str] = {
    "draw": "slide", "take": "slide", "discard": "flip", "place": "flip",
    "play": "flip", "layoff": "meld", "knock": "trick", "error": "refuse",
    "illegal": "refuse", "select": "click", "button": "click", "won": "game_won",
}


def effect_for(name: str) -> str | None:
    """The effect that ``name`` plays (an effect name or an alias), or None."""
    if name in EFFECT_NAMES:
        return name
    return ALIASES.get(name)


class SoundBank:
    """Plays named effects at a volume from 0.0 to 1.0.

    ``play(name)`` takes an effect name or an alias (:data:`ALIASES`); an
    unknown name plays nothing, like everything else that can go wrong with
    sound: a game never stops for audio.
    """

    def __init__(self, enabled: bool = True, volume: float = 0.8,
                 folder: Path | None = None) -> None:
        self._folder = folder if folder is not None else sound_path()
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._enabled = enabled
        self._volume = _clamp(volume)
        self._available = self._start_mixer()
        if self._available:
            self._load()

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            return bool(pygame.mixer.get_init())
        except pygame.error:
            return False

    def _load(self) -> None:
        for name in EFFECT_NAMES:
            path = self._folder / f"{name}.wav"
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError):
                continue
            sound.set_volume(self._volume)
            self._sounds[name] = sound

    @property
    def available(self) -> bool:
        """True when a mixer runs and the effects are loaded."""
        return self._available and bool(self._sounds)

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def loaded(self) -> list[str]:
        """Names of the effects that loaded."""
        return [n for n in EFFECT_NAMES if n in self._sounds]

    def play(self, name: str) -> bool:
        """Play effect ``name`` (or its alias); True when it was started."""
        effect = effect_for(name)
        sound = self._sounds.get(effect) if effect is not None else None
        if not self._enabled or self._volume <= 0 or sound is None:
            return False
        try:
            sound.play()
        except pygame.error:
            return False
        return True


def _clamp(volume: float) -> float:
    return max(0.0, min(1.0, float(volume)))
