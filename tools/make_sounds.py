"""Synthesise the game's sound effects into ``sounds/*.wav``.

    python tools/make_sounds.py

Standard library only (math, random, array, wave): soft, short mono 16-bit
effects at 22050 Hz, made from enveloped sine partials and filtered noise.
A fixed seed makes every run write the same files. All of it is the
project's own work.
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def mix(base: Signal, add: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """``add`` mixed into ``base`` from ``at`` seconds on (base grows)."""
    start = int(at * RATE)
    if len(base) < start + len(add):
        base = base + [0.0] * (start + len(add) - len(base))
    for i, v in enumerate(add):
        base[start + i] += v * gain
    return base


def tone(freq: float, seconds: float, attack: float = 0.005, decay: float = 6.0,
         partials: tuple[float, ...] = (1.0, 0.3, 0.1)) -> Signal:
    """A bell-like note: harmonic partials under an exponential decay."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        fade = min(1.0, (n - i) / (RATE * 0.01))
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(partials))
        out.append(v * env * fade)
    return out


def noise(seconds: float, rng: random.Random, smooth: float, env: Callable[[float], float]) -> Signal:
    """White noise through a one-pole low-pass (``smooth`` 0..1, higher is
    darker) minus its slow part (a band-pass), shaped by ``env(t/len)``."""
    n = int(RATE * seconds)
    attack = RATE * 0.002  # no click at the start
    low = slow = 0.0
    out = []
    for i in range(n):
        low += (1 - smooth) * (rng.uniform(-1, 1) - low)
        slow += 0.02 * (low - slow)
        out.append((low - slow) * env(i / n) * min(1.0, i / attack))
    return out


def swell(p: float) -> float:
    return math.sin(math.pi * p) ** 1.5


def snap(p: float) -> float:
    return math.exp(-p * 9)


def slide(rng: random.Random) -> Signal:
    return noise(0.20, rng, 0.55, swell)


def flip(rng: random.Random) -> Signal:
    return mix(noise(0.07, rng, 0.25, snap), tone(1400, 0.04, decay=80, partials=(1.0,)), gain=0.15)


def deal(rng: random.Random) -> Signal:
    return mix(noise(0.05, rng, 0.4, snap), tone(900, 0.04, decay=90, partials=(1.0,)), gain=0.2)


def shuffle(rng: random.Random) -> Signal:
    out = silence(0.05)
    t = 0.0
    for k in range(16):
        out = mix(out, noise(0.035, rng, 0.35, snap), at=t, gain=0.6 + 0.4 * rng.random())
        t += 0.028 + 0.012 * rng.random()
    return mix(out, noise(0.12, rng, 0.6, swell), at=t, gain=0.8)


def meld(rng: random.Random) -> Signal:
    out: Signal = []
    for i, f in enumerate((523.25, 659.25, 783.99)):
        out = mix(out, tone(f, 0.55, decay=5.5), at=0.06 * i, gain=0.5)
    return out


def trick(rng: random.Random) -> Signal:
    return mix(tone(783.99, 0.35, decay=7), tone(1046.5, 0.45, decay=6), at=0.09)


def refuse(rng: random.Random) -> Signal:
    soft = (1.0, 0.0, 0.11, 0.0, 0.04)  # triangle-like: odd partials
    return mix(tone(311.13, 0.16, decay=14, partials=soft), tone(233.08, 0.24, decay=11, partials=soft),
               at=0.11)


def hand_end(rng: random.Random) -> Signal:
    out: Signal = []
    for i, f in enumerate((659.25, 587.33, 783.99)):
        out = mix(out, tone(f, 0.5, decay=5), at=0.13 * i, gain=0.7)
    return out


def game_won(rng: random.Random) -> Signal:
    out: Signal = []
    for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        out = mix(out, tone(f, 0.3, decay=7), at=0.11 * i, gain=0.6)
    for f in (523.25, 659.25, 783.99, 1046.5):
        out = mix(out, tone(f, 1.0, decay=3.2), at=0.48, gain=0.3)
    return out


def chip(rng: random.Random) -> Signal:
    """A soft click for buttons and menus."""
    return tone(1200, 0.05, decay=70, partials=(1.0, 0.2))


EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "slide": slide, "flip": flip, "shuffle": shuffle, "deal": deal, "meld": meld,
    "trick": trick, "refuse": refuse, "hand_end": hand_end, "game_won": game_won,
    "click": chip,
}

#: Peak level of each effect (0..1): soft, with the cues a little louder.
LEVELS = {"slide": 0.35, "flip": 0.4, "shuffle": 0.4, "deal": 0.35, "meld": 0.45,
          "trick": 0.45, "refuse": 0.4, "hand_end": 0.45, "game_won": 0.5, "click": 0.3}


def write_wav(path: Path, signal: Signal, level: float) -> None:
    peak = max(1e-9, max(abs(v) for v in signal))
    samples = array.array("h", (int(32767 * level * v / peak) for v in signal))
    if sys.byteorder == "big":
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main() -> int:
    OUT.mkdir(exist_ok=True)
    total = 0
    for name, make in EFFECTS.items():
        path = OUT / f"{name}.wav"
        write_wav(path, make(random.Random(f"fanucci-{name}")), LEVELS[name])
        total += path.stat().st_size
        print(f"{path}  {path.stat().st_size} bytes")
    print(f"total {total} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
