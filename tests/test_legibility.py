"""Every screen and every table, at the smallest window, 1280x800 and a
large one: no text is drawn under 12 px at 960x600, none is wider than its
box or runs off the surface it is drawn on, no two texts overlap, none is
cut without its full form one hover away, and none is shortened with an
ellipsis (issue 41: from 1280x800 up no text is shortened at all; at
960x600 a text may take a shorter wording made for that size, never an
ellipsis in a heading, a button, a title or a rule: the tour holds every
text to that). At every step of every lesson the coach's panel hides no
text. Whole hands of every game are read the same way in
``test_legibility_tables.py``.

The tour is the screenshots command's, with every game at its most seats
and the log and key panels open (``check.screens.every_screen``); what is
checked is what the last frame of each screen drew (``Theme.drawn``)."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.screens import every_screen
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.theme import Cover, Cut, DrawnText
# The tests that play Fortune Rummy's eight-seat hand (seed 8, see
# ``check.screens.full_seats``) remember its ``hard`` seats' decisions and
# run in one worker (conftest's RUN_TOGETHER), so each search is done once.
from remembered_ai import hard_ai_memory, remembered_hard_ai  # noqa: F401 (fixtures)

SIZES = [(960, 600), (1280, 800), (2560, 1440)]


def problems(drawn: list[DrawnText | Cover | Cut], smallest_px: int | None,
             whole: bool = False) -> list[str]:
    """What is wrong with one frame's texts, in words; with ``whole``, any
    text shortened (with an ellipsis) is wrong too.

    A text's box is the one it was given, or else the panel it sits on (the
    last one drawn under its centre). Two texts overlap when they share more
    than a sliver and no panel drawn between them covers the first."""
    found = [f"{d.text!r} was cut with no way to read it whole" for d in drawn if isinstance(d, Cut)]
    texts = [d for d in drawn if isinstance(d, DrawnText)]
    if whole:       # what the top screen drew: after the last veil or backdrop over the whole window
        window = max((d.bounds.size for d in texts if d.bounds is not None), default=None)
        top = max((i for i, c in enumerate(drawn) if isinstance(c, Cover) and c.rect.size == window),
                  default=0)
        found += [f"{d.text!r} was shortened" for d in drawn[top:] if isinstance(d, DrawnText) and d.shortened]
    for d in texts:
        if smallest_px is not None and d.px < smallest_px:
            found.append(f"{d.text!r} is {d.px} px")
    placed = [(i, d) for i, d in enumerate(drawn)
              if isinstance(d, DrawnText) and d.rect is not None and d.text.strip()]
    for i, d in placed:
        box = d.box or next((c.rect for c in reversed(drawn[:i]) if isinstance(c, Cover)
                             and c.rect.collidepoint(d.rect.center)
                             and c.rect.size != d.bounds.size), None)
        if box is not None and (d.rect.left < box.left - 1 or d.rect.right > box.right + 1):
            found.append(f"{d.text!r} ({d.rect.w} px) is wider than its box ({box.w} px)")
        elif d.bounds is not None and not d.bounds.contains(d.rect):
            found.append(f"{d.text!r} at {tuple(d.rect)} runs off its surface {d.bounds.size}")
    screen = max((d.bounds.size for _, d in placed if d.bounds is not None), default=None)
    on_screen = [(i, d) for i, d in placed if d.bounds is not None and d.bounds.size == screen]
    for n, (i, a) in enumerate(on_screen):
        for j, b in on_screen[n + 1:]:
            overlap = a.rect.clip(b.rect)
            if overlap.w <= 2 or overlap.h <= min(a.rect.h, b.rect.h) // 3 or a.text == b.text:
                continue
            covered = any(isinstance(c, Cover) and c.rect.contains(overlap) for c in drawn[i + 1:j])
            if not covered:
                found.append(f"{a.text!r} overlaps {b.text!r}")
    return found


def hidden_under(drawn: list[DrawnText | Cover | Cut], panel: pygame.Rect) -> list[str]:
    """The texts on the window that the panel drawn at ``panel`` (its
    :class:`Cover`) hides: drawn before it and under it, in words. The
    checks of :func:`problems` take a panel over a text for a layer on
    purpose (a menu, a toast), so they cannot tell this."""
    at = next(i for i, d in enumerate(drawn) if isinstance(d, Cover) and d.rect == panel)
    window = max(d.bounds.size for d in drawn if isinstance(d, DrawnText) and d.bounds is not None)
    return [f"{d.text!r} at {tuple(d.rect)} is under the panel at {tuple(panel)}"
            for d in drawn[:at] if isinstance(d, DrawnText) and d.rect is not None and d.text.strip()
            and d.bounds is not None and d.bounds.size == window and d.rect.colliderect(panel)]


def tour(size: tuple[int, int], tmp_path) -> dict[str, list[str]]:
    """Each screen's problems at ``size``."""
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    report: dict[str, list[str]] = {}
    try:
        for name in every_screen(app, crowded=True):
            app.theme.drawn = []
            dr.run_frames(app, 1)
            report[name] = problems(app.theme.drawn, 12 if size == (960, 600) else None, whole=True)
            app.theme.drawn = None
    finally:
        app.shutdown()
    return report


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_is_legible(size, tmp_path, remembered_hard_ai):
    report = tour(size, tmp_path)
    assert len(report) >= 30, sorted(report)
    bad = {name: found for name, found in report.items() if found}
    assert not bad, "\n".join(f"{name}: {line}" for name, found in bad.items() for line in found)


def test_the_checks_can_fail():
    """The check sees small text, a text wider than its box and two texts on top of each other."""
    box = pygame.Rect(0, 0, 50, 20)
    screen = pygame.Rect(0, 0, 960, 600)
    drawn = [DrawnText("tiny", 9, pygame.Rect(300, 300, 20, 9), None, screen),
             DrawnText("a long line", 12, pygame.Rect(0, 0, 80, 14), box, screen),
             DrawnText("one", 12, pygame.Rect(100, 100, 40, 14), None, screen),
             DrawnText("two", 12, pygame.Rect(110, 102, 40, 14), None, screen),
             DrawnText("off", 12, pygame.Rect(950, 10, 40, 14), None, screen),
             DrawnText("under", 12, pygame.Rect(400, 400, 40, 14), None, screen),
             Cover(pygame.Rect(380, 380, 100, 100)),
             DrawnText("over", 12, pygame.Rect(402, 402, 40, 14), None, screen),
             Cut("a sentence that lost its end"),
             DrawnText("Best score", 12, pygame.Rect(500, 10, 30, 14), pygame.Rect(500, 10, 30, 14), screen,
                       shortened=True)]
    found = problems(drawn, 12)
    assert not any("shortened" in f for f in found), "below 1280x800 a shortened text may be fine"
    assert "'Best score' was shortened" in problems(drawn, 12, whole=True)
    assert any("'tiny' is 9 px" in f for f in found)
    assert any("wider than its box" in f for f in found)
    assert any("'one' overlaps 'two'" in f for f in found)
    assert any("'off'" in f and "runs off" in f for f in found)
    assert not any("'under'" in f for f in found), "a panel between them hides the first"
    assert any("'a sentence that lost its end' was cut" in f for f in found)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_coach_hides_no_text(game_id, size, tmp_path):
    """The coach's panel sits in its table's ``coach_room``, which holds no
    text: at the lesson's start and after every step of its script, nothing
    drawn under the panel is a text (Flathead Rummy's coach once covered the end
    of the melds' caption at 960x600)."""
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    found: list[str] = []

    def look() -> None:
        dr.run_frames(app, 3)
        app.theme.drawn = []
        dr.run_frames(app, 1)
        found.extend(f"step {guide.index}: {line}"
                     for line in hidden_under(app.theme.drawn, table.coach.panel))
        app.theme.drawn = None

    try:
        app.nav.learn(game_id)
        table = app.stack.top
        guide = table.coach.guide
        look()
        for _ in range(2000):
            if guide.step() is None or guide.finished:
                break
            if table.coach.play_step():
                look()
            else:
                dr.run_frames(app, 1)
        assert guide.step() is None or guide.finished, "the script was played to its end"
        dr.run_frames(app, 240)
        look()
    finally:
        app.theme.drawn = None
        app.shutdown()
    assert not found, "\n".join(found)


def test_a_cut_text_shows_whole_under_the_pointer(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        table = dr.new_table(app, "fan-rummy", dr.default_seats("fan-rummy"), seed=3)
        dr.run_frames(app, 5)
        reason = ("That card cannot be laid off here: " + "it fits no meld of the knocker's, " * 14).strip()
        table.line.refuse(reason)
        app.theme.drawn = []
        dr.run_frames(app, 1)
        cut = [(rect, full) for rect, full in app.theme.cut if reason.endswith(full)]
        assert cut, "the long refusal's last line is cut to its box, and its full form kept"
        app.theme.drawn = []
        dr.run_frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=cut[0][0].center,
                                                         rel=(0, 0), buttons=(0, 0, 0))])
        tip = " ".join(d.text for d in app.theme.drawn if isinstance(d, DrawnText)
                       and d.rect is not None and d.px >= 12)
        assert all(word in tip for word in cut[0][1].split()[-8:]), "the pointer on it shows the whole line"
    finally:
        app.theme.drawn = None
        app.shutdown()


def test_an_eight_player_summary_shows_every_line_whole_by_scrolling(tmp_path, remembered_hard_ai):
    from fanucci_desktop.check.screens import full_seats
    from fanucci_desktop.ui.scenes.summary import HandSummary, hand_rows

    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        table = dr.new_table(app, "fortune-rummy", full_seats("fortune-rummy"), seed=8)
        dr.Autopilot(app, table).finish_hand()
        summary = app.stack.top
        assert isinstance(summary, HandSummary)
        dr.until_presses_count(app)         # it came by itself: a moment before a key counts
        seen: list[str] = []
        for _ in range(8):
            app.theme.drawn = []
            dr.run_frames(app, 1)
            seen += [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
            assert not [d for d in app.theme.drawn if isinstance(d, Cut)]
            dr.run_frames(app, 1, events=dr.key(pygame.K_PAGEDOWN))
        app.theme.drawn = None
        shown = " ".join(seen)
        assert "below: scroll down" in shown, "at 960x600 the eight rows do not fit at once"
        assert summary.ending() and summary.ending() in seen, "the summary says how the hand ended"
        for seat, _points, detail, _total in hand_rows(table.match):
            assert table.seats[seat].name in seen
            assert all(word in shown for word in detail.split()), detail    # every word, none cut
    finally:
        app.theme.drawn = None
        app.shutdown()


def test_a_fading_toast_covers_what_is_under_it(tmp_path):
    """A toast is the top layer even while it fades out: the text under it
    is covered, not overlapped (the tour once caught a fading toast over the
    hand summary's buttons and called it an overlap)."""
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        dr.new_table(app, "fan-rummy", dr.default_seats("fan-rummy"), seed=3)
        dr.run_frames(app, 5)
        app.toast("A long notice of the kind a table gives, sitting right over the table's prompt "
                  "and its buttons at the bottom of the window")
        app.toasts[-1][1] = 0.05                    # nearly faded out
        app.theme.drawn = []
        dr.run_frames(app, 1)
        toast = [d for d in app.theme.drawn if isinstance(d, DrawnText) and "long notice" in d.text]
        assert toast, "the toast was drawn"
        under = [d for d in app.theme.drawn if isinstance(d, DrawnText) and d.rect is not None
                 and d is not toast[0] and d.rect.colliderect(toast[0].rect)]
        assert under, "something lies under the toast"
        assert not [p for p in problems(app.theme.drawn, 12) if "long notice" in p]
    finally:
        app.theme.drawn = None
        app.shutdown()
