"""The invariants the ``monkey`` command checks after every event.

Each check takes the running app (or a match) and returns a list of failure
messages, empty when everything held. They read the app only; they never
change it.

* :func:`engine_failures`: cards are conserved
  (:func:`.conservation.conservation_failure`), and the seat to act has a
  legal move unless the hand is over.
* :func:`privacy_failures`: no card sprite shows a face in a zone hidden from
  the viewer, nor more faces in a partly concealed zone (a squared pile)
  than the viewer may see there; nobody is the viewer behind a hand-off or
  under a pass-and-play hand summary.

:func:`frame_check` turns them into the one per-frame check that the
selftest, the screen driver's tests and the monkey all use.
* :func:`handed_over_late`: a settled table on top shows faces hidden from
  the human to act, who is not the viewer (the runner fails it when it lasts
  more than a frame or two: the hand-off never came).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Callable

from ..ui.scene import Scene
from ..ui.scenes.demo import DemoScene
from ..ui.scenes.handoff import HandOff
from ..ui.scenes.replay import ReplayScene
from ..ui.scenes.summary import HandSummary
from ..ui.tables.base import Table
from .conservation import conservation_failure

if TYPE_CHECKING:
    from ..app import App
    from ..engine.match import Match


def engine_failures(match: "Match") -> list[str]:
    """What is wrong with the hand in play of ``match`` (empty: nothing)."""
    state = match.state
    if state is None:
        return []
    out: list[str] = []
    lost = conservation_failure(match.game, state)
    if lost:
        out.append(lost)
    if state.is_over:
        if state.current_player is not None:
            out.append(f"the hand is over but seat {state.current_player} is to act")
    else:
        seat = state.current_player
        if seat is None:
            out.append("the hand is not over but nobody is to act")
        elif not state.legal_moves():
            out.append(f"seat {seat} is to act with no legal move")
    return out


def shown_table(scene: Scene) -> Table | None:
    """The table ``scene`` is, or shows (a replay's, the demo's), if any."""
    if isinstance(scene, Table):
        return scene
    if isinstance(scene, (ReplayScene, DemoScene)):
        return scene.table
    return None


def privacy_failures(app: "App") -> list[str]:
    """Faces shown that the rules keep hidden from whoever holds the device
    (at a replay or the demo: from everyone)."""
    table = next((t for t in map(shown_table, reversed(app.stack.scenes)) if t is not None), None)
    if table is None or table.match.state is None:
        return []
    out: list[str] = []
    hidden = table.sight.hidden_zones()
    shown = [s for s in table.sprites if s.card is not None]         # a face, or one turning up
    leaks = sorted({f"{s.card} in {s.zone}" for s in shown if s.zone in hidden})
    if leaks:
        out.append(f"face up in zones hidden from viewer {table.sight.viewer}: {', '.join(leaks[:6])}")
    view = table.sight.view()
    faces: dict[str, Counter] = {}
    for s in shown:
        if not s.dying and None in view.get(s.zone, ()):
            faces.setdefault(s.zone, Counter())[s.card] += 1
    for zone, cards in sorted(faces.items()):
        extra = cards - Counter(c for c in view[zone] if c is not None)
        if extra:
            out.append(f"{sorted(map(str, extra.elements()))} face up in {zone}, concealed there")
    top = app.stack.top
    if isinstance(top, HandOff) and table.sight.viewer is not None:
        out.append(f"seat {table.sight.viewer}'s cards are shown behind the hand-off screen")
    if isinstance(top, HandSummary) and len(table.session.humans) > 1 and table.sight.viewer is not None:
        out.append(f"seat {table.sight.viewer}'s cards are shown under the pass-and-play hand summary")
    return out


def handed_over_late(app: "App") -> str | None:
    """The table on top with nothing moving, a human to act who is not the
    viewer, and cards hidden from that human face up: the device has not
    been handed over. For one frame this is the hand-off on its way (a
    redraw can settle the cards before the next update hands over); a table
    that stays like this waits for a player while showing another's hand.
    Returns the description, or None."""
    table = app.stack.top
    if not isinstance(table, Table) or table.busy or table.match.state is None:
        return None
    seat = table.match.current_player
    if seat is None or not table.seats[seat].is_human or table.sight.viewer is None or table.sight.viewer == seat:
        return None
    from_seat = table.match.state.hidden_zones(seat)
    leaks = sorted({f"{s.card} in {s.zone}" for s in table.sprites
                    if s.card is not None and s.flip > 0 and s.zone in from_seat})
    if not leaks:
        return None
    return (f"seat {seat} is to act while seat {table.sight.viewer}'s hidden cards are face up: "
            f"{', '.join(leaks[:6])}")


def position_mark(match: "Match") -> tuple[int, int, int]:
    """Changes whenever the engine state of ``match`` may have changed (a
    deal or a move)."""
    moves = len(match.hands[-1].moves) if match.hands else 0
    return id(match.state), len(match.hands), moves


def app_failures(app: "App", checked: dict[int, tuple] | None = None) -> list[str]:
    """Every invariant of the running app (engine of the table in play,
    privacy). ``checked`` (match id -> :func:`position_mark`), when given,
    skips engine checks of positions already checked and is updated."""
    out: list[str] = []
    for table in filter(None, map(shown_table, app.stack.scenes)):
        mark = position_mark(table.match)
        if checked is not None:
            if checked.get(id(table.match)) == mark:
                continue
            checked.clear()
            checked[id(table.match)] = mark
        out += [f"engine ({table.game_id}): {text}" for text in engine_failures(table.match)]
    out += [f"privacy: {text}" for text in privacy_failures(app)]
    return out


def frame_check(app: "App") -> Callable[[], None]:
    """A check to run after every frame of ``app``: AssertionError naming
    every failure of :func:`app_failures` (engine positions are checked
    once each)."""
    checked: dict[int, tuple] = {}

    def check() -> None:
        failures = app_failures(app, checked)
        if failures:
            raise AssertionError("; ".join(failures))
    return check
