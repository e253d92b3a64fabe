"""The command line: --version works without pygame; --help names every game."""

import subprocess
import sys

from fanucci_desktop import __version__
from fanucci_desktop.cli import build_parser
from fanucci_desktop.games import GAMES
from fanucci_desktop.words import listed


def test_version_prints_and_exits_zero():
    out = subprocess.run([sys.executable, "-m", "fanucci_desktop", "--version"],
                         capture_output=True, text=True)
    assert out.returncode == 0
    assert out.stdout.strip() == f"fanucci-desktop {__version__}"


def test_help_names_every_game_of_the_catalog():
    description = build_parser().description
    assert description == f"Fanucci Desktop: {listed([info.name for info in GAMES])}."
    assert all(info.name in description for info in GAMES) and "Gin Rummy" in description
