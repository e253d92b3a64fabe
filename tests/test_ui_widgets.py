"""Widgets: keyboard focus order, activation, choosers, text fields."""

import pygame

from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.theme import Theme
from fanucci_desktop.ui.widgets import Button, Choice, FocusGroup, Slider, TextField, Toggle


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def test_tab_moves_focus_skipping_disabled_and_hidden_widgets_and_enter_activates():
    pressed = []
    a = Button(label="a", on_click=lambda: pressed.append("a"))
    b = Button(label="b", enabled=False)
    c = Button(label="c", visible=False)
    d = Button(label="d", on_click=lambda: pressed.append("d"))
    group = FocusGroup([a, b, c, d])
    group.handle(key(pygame.K_TAB))
    assert group.focused is a
    group.handle(key(pygame.K_TAB))
    assert group.focused is d
    group.handle(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert group.focused is a
    group.handle(key(pygame.K_RETURN))
    assert pressed == ["a"]


def test_a_click_activates_the_button_under_it_only():
    pressed = []
    a = Button(rect=pygame.Rect(0, 0, 50, 20), on_click=lambda: pressed.append("a"))
    b = Button(rect=pygame.Rect(0, 30, 50, 20), on_click=lambda: pressed.append("b"))
    group = FocusGroup([a, b])
    assert group.handle(click((10, 35)))
    assert pressed == ["b"] and group.focused is b
    assert not group.handle(click((200, 200)))


def test_choice_steps_with_keys_and_clicks_and_wraps():
    seen = []
    choice = Choice(rect=pygame.Rect(0, 0, 200, 40), options=("x", "y", "z"), on_change=seen.append)
    group = FocusGroup([choice])
    group.focus = 0
    group.handle(key(pygame.K_LEFT))
    assert choice.value == "z"
    group.handle(click((190, 20)))
    assert choice.value == "x"
    group.handle(click((5, 20)))
    assert choice.value == "z"
    assert seen == ["z", "x", "z"]


def test_toggle_and_slider_report_changes():
    values = []
    toggle = Toggle(rect=pygame.Rect(0, 0, 100, 30), value=False, on_change=values.append)
    slider = Slider(rect=pygame.Rect(0, 40, 100, 30), value=0.5, on_change=values.append)
    group = FocusGroup([toggle, slider])
    group.handle(click((50, 15)))
    group.focus = 1
    group.handle(key(pygame.K_RIGHT))
    assert values == [True, 0.6]


def test_text_field_takes_focus_on_click_filters_and_limits_input():
    field = TextField(rect=pygame.Rect(0, 0, 100, 30), max_len=4, allowed=str.isdigit)
    group = FocusGroup([field])
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="12"))
    assert field.value == ""          # not focused yet
    group.handle(click((10, 10)))
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="1a2345"))
    assert field.value == "1234"
    group.handle(key(pygame.K_BACKSPACE))
    assert field.value == "123"


def type_text(group, text):
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_a_click_into_a_name_selects_it_so_typing_replaces_it():
    """ "Ada" once became "AdBob": a click now selects the name, typing replaces it."""
    field = TextField(rect=pygame.Rect(0, 0, 200, 40), value="Ada")
    group = FocusGroup([field])
    group.handle(click((20, 20)))
    type_text(group, "Bob")
    assert field.value == "Bob"


def test_ctrl_a_selects_all_and_the_arrows_move_the_caret():
    field = TextField(rect=pygame.Rect(0, 0, 200, 40), value="Basil")
    group = FocusGroup([field])
    group.focus = 0
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="a"))
    assert field.selection() == (0, 5)
    type_text(group, "Zoe")
    assert field.value == "Zoe" and field.cursor == 3
    for k in (pygame.K_LEFT, pygame.K_LEFT):
        group.handle(key(k))
    type_text(group, "h")                               # inserted at the caret
    assert field.value == "Zhoe"
    group.handle(key(pygame.K_DELETE))
    assert field.value == "Zhe"
    group.handle(key(pygame.K_HOME))
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=pygame.KMOD_LSHIFT, unicode=""))
    group.handle(key(pygame.K_BACKSPACE))               # the selected letter goes
    assert field.value == "he" and field.cursor == 0


def test_a_click_in_the_focused_field_puts_the_caret_there_and_it_is_drawn_there():
    pygame.font.init()
    theme = Theme((1280, 800))
    surface = pygame.Surface((400, 100))
    field = TextField(rect=pygame.Rect(0, 0, 300, 40), value="Dmitri")
    group = FocusGroup([field])
    group.focus = 0
    field.draw(surface, theme, True)
    group.handle(click((field.places[3] - 1, 20)))
    assert field.cursor == 3 and field.selection() is None
    type_text(group, "x")
    assert field.value == "Dmixtri"
    field.caret = 0.0
    surface.fill((0, 0, 0))
    field.draw(surface, theme, True)
    caret_x = field.places[field.cursor]
    assert surface.get_at((caret_x, 20))[:3] == th.ACCENT      # the caret is drawn at its place
