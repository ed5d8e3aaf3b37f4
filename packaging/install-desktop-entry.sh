#!/bin/sh
# Puts Kete in the desktop's menu: a .desktop entry and its icon, pointing to this folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/512x512/apps"
mkdir -p "$apps" "$icons"
cp "$here/kete.png" "$icons/kete.png"
sed "s|^Exec=kete$|Exec=\"$here/kete\"|; s|^Icon=kete$|Icon=$icons/kete.png|" "$here/kete.desktop" >"$apps/kete.desktop"
echo "Kete is in the menu: $apps/kete.desktop"
