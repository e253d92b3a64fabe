"""Where things sit on a card face, in card units (250 x 350).

Pip layouts are the classic ones: columns at left, centre and right; a row
position ``v`` runs from 0 (top of the pip field) to 1 (bottom). Pips in the
lower half are drawn upside down, as on a printed card.
"""

from __future__ import annotations

CARD_W = 250
CARD_H = 350
#: Height divided by width of every card.
CARD_ASPECT = CARD_H / CARD_W

L, C, R = -1, 0, 1

#: Pip positions (column, v) for 1..10 pips.
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    1: ((C, .5),),
    2: ((C, 0), (C, 1)),
    3: ((C, 0), (C, .5), (C, 1)),
    4: ((L, 0), (R, 0), (L, 1), (R, 1)),
    5: ((L, 0), (R, 0), (C, .5), (L, 1), (R, 1)),
    6: ((L, 0), (R, 0), (L, .5), (R, .5), (L, 1), (R, 1)),
    7: ((L, 0), (R, 0), (C, .25), (L, .5), (R, .5), (L, 1), (R, 1)),
    8: ((L, 0), (R, 0), (C, .25), (L, .5), (R, .5), (C, .75), (L, 1), (R, 1)),
    9: ((L, 0), (R, 0), (L, 1 / 3), (R, 1 / 3), (C, .5), (L, 2 / 3), (R, 2 / 3),
        (L, 1), (R, 1)),
    10: ((L, 0), (R, 0), (C, 1 / 6), (L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3),
         (C, 5 / 6), (L, 1), (R, 1)),
}


def pip_centres(count: int, column_gap: float, top: float, bottom: float,
                centre_x: float = CARD_W / 2) -> list[tuple[float, float, bool]]:
    """(x, y, upside_down) of each pip of a ``count``-pip layout."""
    if count not in PIP_LAYOUTS:
        raise ValueError(f"no pip layout for {count}")
    return [(centre_x + col * column_gap, top + v * (bottom - top), v > .5)
            for col, v in PIP_LAYOUTS[count]]
