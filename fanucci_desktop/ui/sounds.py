"""SoundBank: the game's sound effects, played through pygame's mixer.

Effects are the WAV files under ``sounds/`` (made by tools/make_sounds.py).
A bank never fails because of audio: with no audio device, a mixer that
will not start or a missing file it stays silent, and :attr:`available`
says so.

Silence costs nothing: an open audio device keeps a thread of SDL's mixing
silence many times a second, so the bank closes the device once no effect
has sounded for :data:`SILENCE_S` (:meth:`SoundBank.rest`, when
:meth:`SoundBank.wake_in` says) and opens it again as soon as input arrives
(:meth:`SoundBank.get_ready`: the effect a click or a move plays then finds
it open) or, at the latest, for the next effect it plays. The files are read once; an effect is loaded
again only if the device reopens in another format.
"""

from __future__ import annotations

import io
import time
from pathlib import Path
from typing import Callable

import pygame

from fanucci_desktop.resources import sound_path

#: The audio device is closed once no effect has sounded for this long
#: (every effect is shorter, so none is ever cut).
SILENCE_S = 3.0

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
    """Plays named effects at a volume from 0.0 to 1.0, and owns the audio
    device: one bank for the app's life (a Sound played while the device is
    closed would crash pygame, so nothing else may close it).

    ``play(name)`` takes an effect name or an alias (:data:`ALIASES`); an
    unknown name plays nothing, like everything else that can go wrong with
    sound: a game never stops for audio. ``clock`` tells the time in seconds
    (tests pass their own).
    """

    def __init__(self, enabled: bool = True, volume: float = 0.8, folder: Path | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._folder = folder if folder is not None else sound_path()
        self._files: dict[str, bytes] = {}
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        #: The mixer format the loaded sounds were made for.
        self._format: tuple[int, int, int] | None = None
        self._enabled = enabled
        self._volume = _clamp(volume)
        self._clock = clock
        self._last_sound = clock()
        self._read_files()
        self._available = self._open()

    def _read_files(self) -> None:
        for name in EFFECT_NAMES:
            try:
                self._files[name] = (self._folder / f"{name}.wav").read_bytes()
            except OSError:
                continue

    def _open(self) -> bool:
        """Open the device if it is closed and load the effects for its
        format; False when there is no mixer to be had."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            mixer_format = pygame.mixer.get_init()
        except pygame.error:
            return False
        if not mixer_format:
            return False
        if mixer_format != self._format:
            self._load()
            self._format = mixer_format
        return True

    def _load(self) -> None:
        self._sounds = {}
        for name, data in self._files.items():
            try:
                sound = pygame.mixer.Sound(file=io.BytesIO(data))
            except pygame.error:
                continue
            self._sounds[name] = sound

    @property
    def available(self) -> bool:
        """True when a mixer could be started and the effects are loaded."""
        return self._available and bool(self._sounds)

    @property
    def is_open(self) -> bool:
        """True while the audio device is open."""
        return bool(pygame.mixer.get_init())

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
        self._volume = _clamp(value)     # given to each effect as it plays

    def loaded(self) -> list[str]:
        """Names of the effects that loaded."""
        return [n for n in EFFECT_NAMES if n in self._sounds]

    def play(self, name: str) -> bool:
        """Play effect ``name`` (or its alias), opening the device if it was
        closed; True when it was started."""
        effect = effect_for(name)
        if not self._enabled or self._volume <= 0 or effect not in self._sounds:
            return False
        if not self._open():
            return False
        sound = self._sounds.get(effect)
        if sound is None:
            return False
        try:
            sound.set_volume(self._volume)
            sound.play()
        except pygame.error:
            return False
        self._last_sound = self._clock()
        return True

    def get_ready(self) -> None:
        """A sound may come soon (input arrived, a worker finished): open
        the device now if it is closed and the bank is heard, so the next
        effect does not wait for it."""
        if self._enabled and self._volume > 0 and not self.is_open and self._open():
            self._last_sound = self._clock()

    def wake_in(self) -> float | None:
        """Seconds until the device is due to close (:meth:`rest`); None
        while it is closed."""
        if not self.is_open:
            return None
        return max(0.0, self._last_sound + SILENCE_S - self._clock())

    def rest(self) -> None:
        """Close the device if no effect has sounded for :data:`SILENCE_S`
        (an effect still sounding counts as sound)."""
        if not self.is_open or self._clock() - self._last_sound < SILENCE_S:
            return
        if pygame.mixer.get_busy():
            self._last_sound = self._clock()
            return
        self.close()

    def close(self) -> None:
        """Close the audio device now (:meth:`play` opens it again)."""
        if self.is_open:
            pygame.mixer.quit()


def _clamp(volume: float) -> float:
    return max(0.0, min(1.0, float(volume)))
