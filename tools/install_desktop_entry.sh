#!/usr/bin/env bash
# Install a menu entry and icon for Fanucci Desktop for the current user (Linux).
#   tools/install_desktop_entry.sh [EXECUTABLE]
# EXECUTABLE defaults to the built bundle, dist/FanucciDesktop/FanucciDesktop,
# or else the fanucci-desktop command on PATH. Uninstall:
#   tools/install_desktop_entry.sh --uninstall
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
icons="$data/icons/hicolor/256x256/apps"

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$apps/fanucci-desktop.desktop" "$icons/fanucci-desktop.png"
  echo "Removed the Fanucci Desktop menu entry."
  exit 0
fi

exe=${1:-}
if [ -z "$exe" ]; then
  if [ -x "$here/dist/FanucciDesktop/FanucciDesktop" ]; then
    exe="$here/dist/FanucciDesktop/FanucciDesktop"
  elif command -v fanucci-desktop >/dev/null 2>&1; then
    exe=$(command -v fanucci-desktop)
  else
    echo "No executable found: build with 'pyinstaller build.spec' or pass its path." >&2
    exit 1
  fi
fi
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")

mkdir -p "$apps" "$icons"
cp "$here/art/icon.png" "$icons/fanucci-desktop.png"
sed "s|@EXEC@|\"$exe\"|" "$here/tools/fanucci-desktop.desktop" > "$apps/fanucci-desktop.desktop"
chmod 644 "$apps/fanucci-desktop.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
echo "Installed: $apps/fanucci-desktop.desktop (runs $exe)"
