"""The build step that carries the repository's ``art/`` and ``sounds/`` into
the wheel; everything else about the build is in pyproject.toml.

The one copy of the card art and the sounds stays at the top of the
repository, beside ``fanucci_desktop/`` (MANIFEST.in puts it in the sdist
the same way). A wheel built from either holds it inside the package, as
``fanucci_desktop/art`` and ``fanucci_desktop/sounds``, where an installed
package finds it (fanucci_desktop/resources.py). An editable install reads
it from the checkout and copies nothing.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_FOLDERS = ("art", "sounds")


class BuildPyWithData(build_py):
    """build_py, then a copy of each data folder into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for name in DATA_FOLDERS:
            self.copy_tree(str(ROOT / name), str(Path(self.build_lib, "fanucci_desktop", name)))


setup(cmdclass={"build_py": BuildPyWithData})
