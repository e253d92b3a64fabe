"""The game installs from its wheel and from its sdist like any Python
application, and starts from a folder outside the clone.

The sdist is built from a copy of the clone, and the wheel from the sdist
(what ``python -m build`` does), so the wheel carries the art and sounds
only if the sdist does. Each goes into a fresh virtual environment of its
own; that environment borrows its dependencies (pygame-ce, platformdirs,
and setuptools and pip to install) from the interpreter running the tests
by a ``.pth`` file, so that nothing is downloaded. The game must then come
from the new environment alone: no ``PYTHONPATH``, the working folder a
temporary one, the data folders under it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import fanucci_desktop

ROOT = Path(__file__).resolve().parent.parent
#: What a clone may hold besides its sources: never copied to build from.
NOT_SOURCES = shutil.ignore_patterns(".git", ".venv", "venv", ".ci-build", "build", "dist",
                                     "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache",
                                     "shots", "ladder-results")
#: The distributions the installed game borrows from the running interpreter.
BORROWED = ("pygame", "platformdirs", "setuptools", "pip")


def run(args: list[str | Path], cwd: Path, env: dict[str, str] | None = None,
        timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``args`` run to the end in ``cwd``; fails the test, with its output,
    unless it exits 0."""
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)
    assert done.returncode == 0, f"{args} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The sdist and the wheel built from a copy of the clone, by kind."""
    source = tmp_path_factory.mktemp("source") / "fanucci-desktop"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES)
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--no-isolation", "--outdir", out, source], cwd=source)
    found = {"sdist": list(out.glob("*.tar.gz")), "wheel": list(out.glob("*.whl"))}
    assert all(len(paths) == 1 for paths in found.values()), found
    return {kind: paths[0] for kind, paths in found.items()}


def fresh_environment(folder: Path) -> Path:
    """A new virtual environment in ``folder`` that sees the borrowed
    distributions; its Python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", folder], check=True)
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    purelib = run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                  cwd=folder).stdout.strip()
    homes = {str(Path(importlib.util.find_spec(name).origin).parent.parent) for name in BORROWED}
    (Path(purelib) / "borrowed.pth").write_text("\n".join(sorted(homes)) + "\n", encoding="utf-8")
    return python


@pytest.mark.parametrize("kind", ["wheel", "sdist"])
def test_an_installed_dist_starts_and_passes_selftest_outside_the_clone(kind, dists, tmp_path):
    python = fresh_environment(tmp_path / "venv")
    # -I: a fanucci-desktop the borrowed folders may hold is neither used nor removed.
    run([python, "-m", "pip", "install", "--no-index", "--no-deps", "--no-build-isolation",
         "--ignore-installed", "--disable-pip-version-check", dists[kind]], cwd=tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(elsewhere),
               XDG_DATA_HOME=str(elsewhere / "data"), XDG_CONFIG_HOME=str(elsewhere / "config"),
               XDG_STATE_HOME=str(elsewhere / "state"), XDG_CACHE_HOME=str(elsewhere / "cache"))
    where = run([python, "-c", "import fanucci_desktop.resources as r; print(r.__file__); "
                               "print(r.resource_root())"], cwd=elsewhere, env=env).stdout.split()
    venv = (tmp_path / "venv").resolve()
    assert all(Path(path).resolve().is_relative_to(venv) for path in where), where
    assert Path(where[1]).name == "fanucci_desktop", "the art is not inside the installed package"
    version = run([python, "-m", "fanucci_desktop", "--version"], cwd=elsewhere, env=env)
    assert version.stdout.split() == ["fanucci-desktop", fanucci_desktop.__version__]
    run([python, "-m", "fanucci_desktop", "--exit-after-frames", "30"], cwd=elsewhere, env=env)
    selftest = run([python, "-m", "fanucci_desktop", "selftest"], cwd=elsewhere, env=env)
    assert "0 failed" in selftest.stdout.splitlines()[-1], selftest.stdout
