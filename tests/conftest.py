"""Test-wide set-up: no window, no sound device; the kit importable by name;
deal numbers that do not change from run to run; with ``-n`` (pytest-xdist),
the tests that play one long match side by side run in one worker."""

import gc
import os
import random
import secrets
import sys

import pytest
from xdist.scheduler import LoadScopeScheduling

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The app follows the system's language on a first start: the tests read its
# English unless they choose a language (the first variable gettext reads).
os.environ["LANGUAGE"] = "en"
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


@pytest.fixture
def ear(tmp_path):
    """A listener at the app (:class:`ear_kit.Ear`), the start's lines
    already heard; closed after the test. A test file that needs another
    ear defines its own ``ear``."""
    from ear_kit import Ear
    from fanucci_desktop.check import driver as dr

    listener = Ear(tmp_path)
    dr.run_frames(listener.app, 2)
    listener.new_lines()
    yield listener
    listener.close()


@pytest.fixture(autouse=True)
def deal_numbers_by_test_name(monkeypatch, request):
    """A deal number the app draws by chance (a new game's, Watch's) comes
    from a generator seeded by the test's name: a test that goes through the
    set-up screen or Watch plays the same cards on every run, so its course
    (a match that ends after one hand, say) never changes with the run."""
    rng = random.Random(request.node.nodeid)
    monkeypatch.setattr(secrets, "randbelow", lambda n: rng.randrange(n))


#: Tests that play the same long match (node id prefixes; see
#: ``remembered_ai``): run in one worker, each search is done once. Fortune
#: Rummy's eight-seat hand (seed 8) takes half a minute of ``hard`` searches.
RUN_TOGETHER = ("tests/test_legibility.py::test_every_screen_is_legible[",
                "tests/test_legibility.py::test_an_eight_player_summary_")


class TogetherScheduling(LoadScopeScheduling):
    """xdist's scope scheduling with a scope of one test, except the tests
    of :data:`RUN_TOGETHER`, which make one scope."""

    def _split_scope(self, nodeid: str) -> str:
        return "run together" if nodeid.startswith(RUN_TOGETHER) else nodeid


def pytest_xdist_make_scheduler(config, log):
    """With ``-n`` (and xdist's default ``--dist load``): the tests of
    :data:`RUN_TOGETHER` are dealt to one worker as one unit, first (the
    largest unit goes first), and every other test alone whenever a worker
    has two or fewer left, so the workers finish together. (xdist's
    ``--dist loadgroup`` would group by mark, but under pytest 9 the node
    ids it rewrites to do so are not read: its groups are ignored.) Another
    ``--dist`` is left to xdist."""
    if config.getvalue("dist") != "load":
        return None
    return TogetherScheduling(config, log)


def pytest_collection_finish(session):
    """Move every object alive once the tests are collected (the modules,
    pygame, hypothesis: a few hundred thousand) out of the cyclic
    collector's reach: they live to the end of the run anyway, and the app
    collects in full at every change of scene (``Scene.update``), which in
    a worker that holds them all took 45 ms a time. Garbage the tests make
    is collected as before."""
    gc.freeze()
