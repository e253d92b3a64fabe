"""AppPaths: platformdirs folders for FanucciDesktop, XDG on Linux, test roots."""

import sys
from pathlib import Path

import pytest

from fanucci_desktop.storage import APP_NAME, AppPaths


def test_under_root_gives_three_separate_folders(tmp_path):
    paths = AppPaths.under(tmp_path)
    assert {paths.data_dir, paths.config_dir, paths.log_dir} == {
        tmp_path / "data", tmp_path / "config", tmp_path / "logs"}
    assert not any(p.exists() for p in (paths.data_dir, paths.config_dir, paths.log_dir))


def test_default_folders_are_named_for_the_app():
    paths = AppPaths.default()
    for folder in (paths.data_dir, paths.config_dir, paths.log_dir):
        assert isinstance(folder, Path)
        assert APP_NAME in folder.parts


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is a Linux convention")
def test_xdg_variables_are_honoured_on_linux(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "s"))
    paths = AppPaths.default()
    assert paths.data_dir == tmp_path / "d" / APP_NAME
    assert paths.config_dir == tmp_path / "c" / APP_NAME
    assert paths.log_dir.is_relative_to(tmp_path / "s" / APP_NAME)


def test_paths_are_frozen(tmp_path):
    paths = AppPaths.under(tmp_path)
    with pytest.raises(AttributeError):
        paths.data_dir = tmp_path  # type: ignore[misc]
