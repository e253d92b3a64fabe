"""Entry script for the PyInstaller bundle (build.spec): runs the command line."""

import sys

from fanucci_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
