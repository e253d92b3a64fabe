"""One app shared by a test module's table tests, back at the main menu
before each test: ``shared_app, app = app_fixtures(make_app, "name")``."""

from __future__ import annotations

from typing import Callable

import pytest

from fanucci_desktop.ui.scenes.menu import MainMenu


def app_fixtures(make_app: Callable, folder: str):
    """The ``shared_app`` (module scope, its files under a temporary
    ``folder``) and ``app`` (that app reset to the main menu) fixtures."""

    @pytest.fixture(scope="module")
    def shared_app(tmp_path_factory):
        app = make_app(tmp_path_factory.mktemp(folder))
        yield app
        app.shutdown()

    @pytest.fixture
    def app(shared_app):
        shared_app.stack.reset(MainMenu(shared_app))
        return shared_app

    return shared_app, app
