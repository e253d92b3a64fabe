"""Fanucci Desktop: card games of the Fanucci deck and two standard-deck rummies."""

import os

#: The one version number: ``--version``, the wheel, the bundles' Info.plist
#: and version resource read it; CHANGELOG.md and the AppStream metainfo's
#: newest release name it (tests/test_packaging_linux.py holds them to it).
__version__ = "0.2.0"
#: The application id, kept for good: the desktop entry, the icons, the
#: AppStream metainfo and the Flatpak manifest are named by it, and the macOS
#: bundle identifier is it.
APP_ID = "io.github.fanucci.FanucciDesktop"

# pygame prints a banner when first imported unless this is set; set here, the
# package's first line to run, it holds whatever module imports pygame first.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
