"""Text rendered by the theme follows the window's scale after a resize."""

import pygame

from fanucci_desktop.ui.theme import Theme


def test_text_is_rerendered_at_the_new_scale_after_a_resize():
    pygame.font.init()
    theme = Theme((1280, 800))
    small = theme.text("Your turn", 20).get_height()
    theme.resize((2560, 1600))
    large = theme.text("Your turn", 20).get_height()
    assert large > small * 1.6
    theme.resize((1280, 800))
    assert theme.text("Your turn", 20).get_height() == small
