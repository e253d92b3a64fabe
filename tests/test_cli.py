"""The command line: --version works without pygame."""

import subprocess
import sys

from fanucci_desktop import __version__


def test_version_prints_and_exits_zero():
    out = subprocess.run([sys.executable, "-m", "fanucci_desktop", "--version"],
                         capture_output=True, text=True)
    assert out.returncode == 0
    assert out.stdout.strip() == f"fanucci-desktop {__version__}"
