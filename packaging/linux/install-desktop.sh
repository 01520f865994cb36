#!/usr/bin/env bash
# Add Changpai to the desktop menu for this user: the desktop entry, the icons under the app's ID, and the
# AppStream metainfo. Usage: bash packaging/linux/install-desktop.sh [PATH-TO-changpai]
# (default: dist/changpai/changpai if the bundle was built, else the `changpai` on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
id=io.github.changpaidesktop.Changpai
exe=${1:-}
if [ -z "$exe" ]; then
  if [ -x "$root/dist/changpai/changpai" ]; then exe="$root/dist/changpai/changpai"; else exe=$(command -v changpai || echo changpai); fi
fi
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$data/applications" "$data/metainfo"
sed "s|^Exec=.*|Exec=$exe %f|" "$here/$id.desktop" > "$data/applications/$id.desktop"
cp "$here/$id.metainfo.xml" "$data/metainfo/"
for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
  cp "$root/packaging/icons/changpai-$size.png" "$data/icons/hicolor/${size}x${size}/apps/$id.png"
done
mkdir -p "$data/mime/packages"
cp "$here/$id.mime.xml" "$data/mime/packages/$id.xml"   # game records (.changpai-record) open in Changpai
command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "installed $id for $exe under $data"
