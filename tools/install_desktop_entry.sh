#!/usr/bin/env bash
# Install a menu entry and icons for Fanucci Desktop for the current user (Linux):
# the desktop entry of packaging/linux/ and the icons of packaging/icons/, the
# same files the Flatpak installs, with Exec= set to the executable.
#   tools/install_desktop_entry.sh [EXECUTABLE]
# EXECUTABLE defaults to the built bundle, dist/FanucciDesktop/FanucciDesktop,
# or else the fanucci-desktop command on PATH. Uninstall:
#   tools/install_desktop_entry.sh --uninstall
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
entry=$(ls "$here"/packaging/linux/*.desktop)
id=$(basename "$entry" .desktop)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
icons="$data/icons/hicolor"

refresh() {  # the menu and the icon theme pick up the change, where the tools exist
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$apps/$id.desktop" "$icons"/*/apps/"$id".png "$icons/scalable/apps/$id.svg"
  refresh
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

for png in "$here"/packaging/icons/hicolor/*/apps/"$id".png; do
  size=$(basename "$(dirname "$(dirname "$png")")")
  install -D -m 644 "$png" "$icons/$size/apps/$id.png"
done
install -D -m 644 "$here/art/icon.svg" "$icons/scalable/apps/$id.svg"
mkdir -p "$apps"
sed "s|^Exec=.*|Exec=\"$exe\"|" "$entry" > "$apps/$id.desktop"
chmod 644 "$apps/$id.desktop"
refresh
echo "Installed: $apps/$id.desktop (runs $exe)"
