"""The pad's own glyphs on the table's buttons (issue 57, "glyphs that
match the pad"): while a pad was the device used last, a move's button
shows the pad's face button that makes it (X, or A with the right trigger
held) as that pad draws it (an Xbox pad's coloured letter, a PlayStation
pad's shape, a Nintendo pad's or the Deck's letter on a dark button) in
place of its name in words, and the keyboard's key again once the keys
are used; speech still says the name in words. It is
built once, in the button and the key captions every table uses, so every
game of the catalogue is held to it."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui import glyphs
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.ui.controls import BINDINGS, game_moves, pad_way, pad_way_name
from fanucci_desktop.ui.pad_buttons import PAD_STYLES, PadInput

from test_table_button_keys import each_choice, seats_for, turns

GAME_IDS = [info.id for info in GAMES]


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[PadInput, str, tuple[int, int]]]:
    """Every glyph drawn: its face, its style and its centre."""
    calls: list[tuple[PadInput, str, tuple[int, int]]] = []
    real = glyphs.draw_glyph

    def spy(surface, t, face, style, center, radius):
        calls.append((face, style, center))
        return real(surface, t, face, style, center, radius)
    monkeypatch.setattr(glyphs, "draw_glyph", spy)
    return calls


def buttons_ending(table, captions):
    """Each state of the viewer's choosing this turn in which a button ends
    with one of ``captions`` in brackets, drawn: yields (the button, its caption)."""
    for _ in each_choice(table):
        for button in table.buttons.widgets:
            found = [c for c in captions if button.visible and button.label.endswith(f"  ({c})")]
            if found:
                table.draw(table.app.screen)
                yield button, found[0]


def face_ways(game_id: str, style: str) -> dict[str, tuple]:
    """The pad's ways to the game's moves that end in a face button, by their name ("RT+A")."""
    ways = {}
    for act in game_moves(game_id):
        way = pad_way(game_id, act)
        if way is not None and way[1] in glyphs.FACE:
            ways[pad_way_name(way, style)] = way
    return ways


@pytest.mark.parametrize("style", PAD_STYLES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_move_buttons_pad_way_shows_the_pads_glyph_and_the_key_again_with_the_keys(
        app, drawn, game_id, style):
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    pads = app.devices.pads
    ways = face_ways(game_id, style)
    keys = {BINDINGS[act].caption for act in game_moves(game_id)}
    first = pad_way_name(pad_way(game_id, game_moves(game_id)[0]), style)
    seen: set[str] = set()
    for _ in turns(app, table, n=12):
        pads.last, pads.style = "pad", style
        app.frame(dr.FRAME_S)
        for button, caption in buttons_ending(table, list(ways) + sorted(keys - set(ways))):
            assert caption in ways, f"a button names a keyboard key with a pad in hand: {button.label}"
            drawn.clear()
            button.draw(app.screen, app.theme, False)
            face = ways[caption][1]
            assert [(f, kind) for f, kind, _ in drawn] == [(face, style)], button.label
            assert button.rect.collidepoint(drawn[0][2]), "the glyph is drawn outside its button"
            assert f"({caption})" in button.spoken(), "speech must say the pad's button in words"
            if style in ("xbox", "playstation"):
                colour = (glyphs.XBOX_COLOURS if style == "xbox" else glyphs.PLAYSTATION_COLOURS)[face]
                pixels = pygame.PixelArray(app.screen.subsurface(button.rect))
                try:
                    assert any(app.screen.unmap_rgb(p)[:3] == colour for row in pixels for p in row), \
                        f"no pixel of the {style} {face.name}'s colour in the button"
                finally:
                    pixels.close()
            seen.add(caption)
        pads.last = "keys"
        app.frame(dr.FRAME_S)
        for button, _ in buttons_ending(table, sorted(keys)):
            drawn.clear()
            button.draw(app.screen, app.theme, False)
            assert not drawn, f"a glyph is drawn with the keys in hand: {button.label}"
        if first in seen and (len(seen) > 1 or len(ways) == 1):
            return
    raise AssertionError(f"the buttons of the first move ({first}) and another were not both seen: {seen}")


def drawn_texts(app) -> list[str]:
    """Every text drawn in one frame."""
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    texts = [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
    app.theme.drawn = None
    return texts


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_prompt_drawn_shows_the_pads_way_and_speech_keeps_the_keys(app, drawn, game_id):
    """With a pad in hand the prompt on the table shows the pad's way to
    each move instead of the keyboard's "(D)": a face button as its glyph
    ("draw a card" and a square), any other way in its words ("(R2+Down)");
    speech's prompt stays the same (a pad taken up must not make it speak
    again), and the keys come back with the keyboard."""
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    pads = app.devices.pads
    for _ in turns(app, table, n=12):
        spoken = table.words.prompt()
        keyed = [act for act in game_moves(game_id) if f"({BINDINGS[act].caption})" in spoken]
        if not keyed:
            continue
        pads.last, pads.style = "pad", "playstation"
        drawn.clear()
        on_pad = " ".join(drawn_texts(app))
        prompt = table.painter.prompt_rect
        assert table.words.prompt() == spoken, "the pad in hand changed what speech says"
        for act in keyed:
            way = pad_way(game_id, act)
            if way[1] in glyphs.FACE:
                assert [c for face, _, c in drawn if face is way[1] and prompt.collidepoint(c)], \
                    f"{act}: no {way[1].name} glyph in the prompt {spoken!r}"
            else:
                assert f"({pad_way_name(way, 'playstation')})" in on_pad, (act, on_pad)
        assert not [act for act in keyed if f"({BINDINGS[act].caption})" in on_pad], on_pad
        pads.last = "keys"
        drawn.clear()
        assert f"({BINDINGS[keyed[0]].caption})" in " ".join(drawn_texts(app))
        assert not [c for _, _, c in drawn if table.painter.prompt_rect.collidepoint(c)]
        return
    raise AssertionError("no prompt named a move's key")


def test_a_trigger_held_with_a_glyph_is_written_in_the_colour_and_size_of_its_words(app, monkeypatch):
    """A way with the trigger held ("R2+" and the glyph) is drawn in the
    colour and type size of the words around it: faint on a button that is
    unavailable, as its words are, and in a prompt's body size in a prompt
    (seen in a real window: bright on a greyed button, small in a prompt)."""
    from fanucci_desktop.ui import theme as th
    from fanucci_desktop.ui.widgets import Button
    written: list[tuple[str, tuple, int]] = []
    real = app.theme.blit_text

    def spy(surface, text, pos, size=th.BODY, color=th.TEXT, **kw):
        written.append((text, tuple(color), size))
        return real(surface, text, pos, size, color, **kw)
    monkeypatch.setattr(app.theme, "blit_text", spy)
    for enabled, colour in ((False, th.FAINT), (True, th.TEXT)):
        glyph = glyphs.Glyph(PadInput.B, "playstation", "  (R2+Circle)", "R2+")
        button = Button(label="Lay off  (R2+Circle)", badge=glyph, enabled=enabled, size=th.SMALL)
        button.rect = pygame.Rect(100, 100, 240, 44)
        written.clear()
        button.draw(app.screen, app.theme, False)
        assert ("Lay off", tuple(colour), th.SMALL) in written and ("R2+", tuple(colour), th.SMALL) in written, \
            written
    written.clear()
    glyph = glyphs.Glyph(PadInput.B, "playstation", "(R2+Circle)", "R2+")
    glyphs.blit_with_glyphs(app.theme, app.screen, "lay it off (R2+Circle), then Done", (400, 300), th.BODY,
                            th.TEXT, {glyph.words: glyph})
    assert [size for text, _, size in written] == [th.BODY] * 3, written
    assert [text for text, _, _ in written] == ["lay it off ", "R2+", ", then Done"]


def rows_of(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    """How many rows of ``surface`` hold a pixel of ``colour`` (give or take
    the edge's blending)."""
    width, height = surface.get_size()
    return sum(any(all(abs(a - b) <= 24 for a, b in zip(surface.get_at((x, y))[:3], colour))
                   for x in range(width)) for y in range(height))


@pytest.mark.parametrize("size", [th.BODY, th.SMALL, th.TINY])
def test_a_prompts_glyph_is_at_least_as_tall_as_its_line_at_1280x800(app, size):
    """Read from the pixels drawn: the disc of an Xbox pad's X in a line of
    a prompt at 1280x800 is at least the line's height (the font's), and
    taller than the words' ink beside it."""
    assert app.size == (1280, 800)
    t = app.theme
    surface = pygame.Surface((700, 120))
    surface.fill((0, 0, 0))
    glyph = glyphs.Glyph(PadInput.X, "xbox", "(X)")
    glyphs.blit_with_glyphs(t, surface, "take it (X), or pass (Down)", (350, 90), size, (255, 255, 255),
                            {"(X)": glyph})
    disc = rows_of(surface, glyphs.XBOX_COLOURS[PadInput.X])
    ink = rows_of(surface, (255, 255, 255))
    assert disc >= t.font(size, True).get_linesize() and disc > ink, (disc, ink)


def test_a_line_with_a_glyph_is_wrapped_by_the_glyphs_width_not_its_words(app):
    t = app.theme
    glyph = {"(Triangle)": glyphs.Glyph(PadInput.Y, "playstation", "(Triangle)")}
    text = "Your lead: pick any card, then lead it (Triangle)"
    width = glyphs.line_width(t, text, th.BODY, glyph)
    assert width < t.width(text, th.BODY, True)
    assert glyphs.wrap_with_glyphs(t, text, width, th.BODY, glyph) == [text]
    assert len(t.wrap(text, width, th.BODY, True)) == 2              # by its words it would not fit


def test_trophy_cases_first_lesson_prompt_keeps_its_glyph_with_its_words(app, drawn):
    """In German at 960x600 with a PlayStation pad, the coach's panel
    leaves the first lesson prompt two lines; its glyph ends the second
    beside the word before it, never alone on a line."""
    app.resize((960, 600))
    app.update_settings(language="de")
    app.nav.learn("trophy-case")
    table = app.stack.top
    dr.run_frames(app, 30)
    pads = app.devices.pads
    pads.last, pads.style = "pad", "playstation"
    app.frame(dr.FRAME_S)
    drawn.clear()
    table.draw(app.screen)
    lines = [rect for name, rect in table.drawn.items() if name.startswith("prompt:")]
    holding = [rect for rect in lines if any(rect.collidepoint(centre) for _, _, centre in drawn)]
    assert len(lines) == 2 and len(holding) == 1, (lines, drawn)
    disc = 2 * glyphs.glyph_radius(app.theme, app.theme.font(th.BODY, True).get_linesize()) + 1
    assert holding[0].w > disc + app.theme.width(" it", th.BODY, True) - 2, "the glyph stands alone on its line"
