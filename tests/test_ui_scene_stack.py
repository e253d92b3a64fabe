"""The scene stack: push, pop, replace, reset, overlays, input to the top only."""

from types import SimpleNamespace

import pygame

from fanucci_desktop.ui.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, app, name, overlay=False):
        super().__init__(app)
        self.name, self.overlay = name, overlay
        self.events, self.entered, self.left, self.drawn, self.updated = [], 0, 0, 0, 0

    def enter(self):
        self.entered += 1

    def leave(self):
        self.left += 1

    def handle(self, event):
        self.events.append(event)

    def update(self, dt):
        super().update(dt)
        self.updated += 1

    def draw(self, surface):
        self.drawn += 1


def fake_app():
    return SimpleNamespace(anim_speed=0.0, last_frame=None, size=(320, 200),
                           theme=SimpleNamespace(backdrop_drawn=False), forget_images=lambda idle_s: None)


def test_push_pop_replace_and_reset():
    app = fake_app()
    stack = SceneStack(app)
    a, b, c = Recorder(app, "a"), Recorder(app, "b"), Recorder(app, "c")
    stack.push(a)
    stack.push(b)
    assert stack.top is b and b.size == (320, 200)
    assert stack.pop() is b and b.left == 1 and a.entered == 2
    stack.replace(c)
    assert stack.scenes == [c] and a.left == 1
    stack.reset(Recorder(app, "d"))
    assert [s.name for s in stack.scenes] == ["d"] and c.left == 1


def test_an_overlay_draws_over_the_scene_below_and_only_the_top_gets_input():
    app = fake_app()
    stack = SceneStack(app)
    base, cover, pause = Recorder(app, "base"), Recorder(app, "cover"), Recorder(app, "pause", overlay=True)
    for s in (base, cover, pause):
        stack.push(s)
    assert stack.visible() == [cover, pause]
    surface = pygame.Surface((320, 200))
    stack.draw(surface)
    assert (base.drawn, cover.drawn, pause.drawn) == (0, 1, 1)
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    stack.handle(event)
    stack.update(0.1)
    assert pause.events == [event] and cover.events == []
    assert (pause.updated, cover.updated) == (1, 0)


def test_find_returns_the_topmost_scene_of_a_kind():
    app = fake_app()
    stack = SceneStack(app)
    first, second = Recorder(app, "1"), Recorder(app, "2", overlay=True)
    stack.push(first)
    stack.push(second)
    assert stack.find(Recorder) is second


class Preparing(Recorder):
    """A scene that is not ready until told."""

    def __init__(self, app, name):
        super().__init__(app, name)
        self.is_ready = False

    def ready(self):
        return self.is_ready


def test_a_scene_still_preparing_gets_no_input_or_time_and_the_last_frame_stays_on_screen():
    app = fake_app()
    app.anim_speed = 1.0
    app.last_frame = pygame.Surface((320, 200))
    app.last_frame.fill((200, 10, 10))
    stack = SceneStack(app)
    stack.push(Recorder(app, "menu"))
    table = stack.push(Preparing(app, "table"))
    surface = pygame.Surface((320, 200))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    for _ in range(3):
        stack.handle(click)
        stack.update(1 / 60)
        stack.draw(surface)
    assert (table.events, table.updated, table.drawn) == ([], 0, 0)
    assert surface.get_at((10, 10))[:3] == (200, 10, 10)
    assert stack.cross_fade.alpha == 255.0      # the cross-fade waits for the scene
    table.is_ready = True
    stack.handle(click)
    stack.update(1 / 60)
    stack.draw(surface)
    # it fades in standing still: input, no time; drawn once onto the fade's layer
    assert (len(table.events), table.updated, table.drawn) == (1, 0, 1)
    assert stack.cross_fade.alpha < 255.0
    stack.update(1 / 60)
    stack.draw(surface)
    assert (table.updated, table.drawn) == (0, 1)
    for _ in range(30):
        stack.update(1 / 60)
        stack.draw(surface)
    assert not stack.cross_fade.on and table.updated > 0
