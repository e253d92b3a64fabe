"""Command line: ``python -m fanucci_desktop [--version] [COMMAND ...]``."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
