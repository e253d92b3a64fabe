"""Time the card renderer: all 174 Fanucci faces and 52 standard faces at
a few widths, each on a fresh (cold) CardArt.

    python tools/bench_art.py
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.init()
    from fanucci_desktop.engine.cards import fanucci_deck, standard_deck
    from fanucci_desktop.ui.cardart import CardArt
    for name, deck in (("fanucci", fanucci_deck()), ("standard", standard_deck())):
        for width in (60, 100, 200):
            art = CardArt()
            start, cpu = time.perf_counter(), time.process_time()
            for card in deck:
                art.face(card, width)
            print(f"{name:8} {len(deck):3} faces at {width:3}px: "
                  f"{time.perf_counter() - start:.3f} s wall, {time.process_time() - cpu:.3f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
