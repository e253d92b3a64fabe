"""Input meant for one screen never acts on the screen that replaces it
(issue 41's first rule), enforced once by the scene stack."""

from types import SimpleNamespace

import pygame

from fanucci_desktop.ui.scene import REACTION_S, Scene, SceneStack


class Recorder(Scene):
    """Keeps what reaches it; ``on_key`` maps a key to a change of screen."""

    def __init__(self, app, name, stack=None, on_key=None, opens_after=None):
        super().__init__(app)
        self.name, self.stack = name, stack
        self.on_key = on_key or {}
        self.opens_after = opens_after       # (seconds, scene): a screen that comes by itself
        self.events = []

    def handle(self, event):
        self.events.append(event)
        if event.type == pygame.KEYDOWN and event.key in self.on_key:
            self.stack.push(self.on_key[event.key])

    def update(self, dt):
        super().update(dt)
        if self.opens_after is not None:
            left, scene = self.opens_after
            left -= dt
            self.opens_after = (left, scene) if left > 0 else None
            if left <= 0:
                self.stack.push(scene)

    def kinds(self):
        return [(pygame.event.event_name(e.type), getattr(e, "key", getattr(e, "button", None)))
                for e in self.events]


def fake_app():
    return SimpleNamespace(anim_speed=0.0, last_frame=None, size=(320, 200), theme=None,
                           forget_images=lambda idle_s: None)


def down(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def frame(stack, events, dt=1 / 60):
    for e in events:
        stack.handle(e)
    stack.update(dt)


def test_the_release_of_a_key_that_opened_a_screen_never_reaches_it():
    app = fake_app()
    stack = SceneStack(app)
    second = Recorder(app, "second")
    first = Recorder(app, "first", stack, on_key={pygame.K_SPACE: second})
    stack.push(first)
    frame(stack, [down(pygame.K_SPACE)])
    frame(stack, [down(pygame.K_SPACE), down(pygame.K_SPACE), up(pygame.K_SPACE)])  # held: repeats, release
    assert stack.top is second and second.events == []
    frame(stack, [down(pygame.K_SPACE), up(pygame.K_SPACE)])        # a new press counts
    assert second.kinds() == [("KeyDown", pygame.K_SPACE), ("KeyUp", pygame.K_SPACE)]


def test_keys_in_quick_succession_stop_at_the_screen_the_first_one_opened():
    app = fake_app()
    stack = SceneStack(app)
    second = Recorder(app, "second")
    first = Recorder(app, "first", stack, on_key={pygame.K_ESCAPE: second})
    stack.push(first)
    frame(stack, [down(pygame.K_ESCAPE), down(pygame.K_RETURN), up(pygame.K_ESCAPE), up(pygame.K_RETURN)])
    assert second.events == []
    frame(stack, [down(pygame.K_RETURN)])                   # the next frame: the screen was seen
    assert second.kinds() == [("KeyDown", pygame.K_RETURN)]


def test_a_click_begun_on_one_screen_does_not_land_on_the_next():
    app = fake_app()
    stack = SceneStack(app)
    first, second = Recorder(app, "first"), Recorder(app, "second")
    stack.push(first)
    frame(stack, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    stack.push(second)                   # a change of screen while the button is down
    frame(stack, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
    assert second.events == []


def test_a_screen_that_comes_by_itself_takes_no_press_until_a_person_could_react():
    app = fake_app()
    stack = SceneStack(app)
    summary = Recorder(app, "summary")
    table = Recorder(app, "table", stack, opens_after=(0.5, summary))
    stack.push(table)
    frame(stack, [], dt=0.5)
    assert stack.top is summary and not stack.takes_presses
    frame(stack, [down(pygame.K_SPACE), up(pygame.K_SPACE)], dt=REACTION_S / 2)
    assert summary.events == []               # the Space meant for the table
    assert 0 < stack.wake_in() <= REACTION_S  # the end of the calm spell is a frame of its own
    frame(stack, [], dt=REACTION_S / 2)
    assert stack.takes_presses
    frame(stack, [down(pygame.K_SPACE)])
    assert summary.kinds() == [("KeyDown", pygame.K_SPACE)]


def test_motion_and_window_events_always_pass():
    app = fake_app()
    stack = SceneStack(app)
    summary = Recorder(app, "summary")
    table = Recorder(app, "table", stack, opens_after=(0.1, summary))
    stack.push(table)
    frame(stack, [], dt=0.1)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0))
    frame(stack, [motion])
    assert summary.events == [motion]
