"""Test-wide set-up: no window, no sound device; the kit importable by name;
deal numbers that do not change from run to run."""

import os
import random
import secrets
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(__file__))


@pytest.fixture
def app(tmp_path):
    """The app at 1280x800 with instant animations, its folders under
    ``tmp_path``; shut down after the test. A test file that needs another
    app defines its own ``app``."""
    from fanucci_desktop.app import App
    from fanucci_desktop.storage import AppPaths

    application = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    yield application
    application.shutdown()


@pytest.fixture(autouse=True)
def deal_numbers_by_test_name(monkeypatch, request):
    """A deal number the app draws by chance (a new game's, Watch's) comes
    from a generator seeded by the test's name: a test that goes through the
    set-up screen or Watch plays the same cards on every run, so its course
    (a match that ends after one hand, say) never changes with the run."""
    rng = random.Random(request.node.nodeid)
    monkeypatch.setattr(secrets, "randbelow", lambda n: rng.randrange(n))
