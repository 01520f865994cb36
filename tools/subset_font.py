"""Re-subset the app's Chinese font: ``python tools/subset_font.py``.

Takes LXGW WenKai Regular (OFL-1.1, Debian package ``fonts-lxgw-wenkai``) and keeps
  * every CJK character found in changpai_desktop/**/*.py, i18n/*.ts and resources/**/*.json|toml,
  * a safety margin so later UI strings are usually covered: GB2312 level 1 (the 3,755 most common simplified
    characters) and Big5 level 1 (the 5,401 common traditional characters),
  * ASCII, Latin-1, general and CJK punctuation, full-width forms.
The result is written to resources/fonts/ChangpaiKai-Regular.ttf (TTF: WOFF2 is not loadable by every Qt
build). The OFL reserves the names "LXGW" and "霞鹜" for unmodified fonts, so the subset is renamed
"Changpai Kai"; its copyright and licence records are kept and OFL.txt ships beside it. Needs fontTools (a
dev tool only; the app just loads the TTF). Deterministic: the same inputs give the same bytes.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = Path("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf")
OUT = ROOT / "resources" / "fonts" / "ChangpaiKai-Regular.ttf"
FAMILY = "Changpai Kai"
LIMIT = 4 * 1024 * 1024

CJK = re.compile(r"[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def app_files(root: Path = ROOT) -> list[Path]:
    files = list((root / "changpai_desktop").rglob("*.py"))
    files += list((root / "i18n").glob("*.ts"))
    for ext in ("json", "toml"):
        files += list((root / "resources").rglob(f"*.{ext}"))
    return sorted(f for f in files if f.is_file())


def app_chars(root: Path = ROOT) -> set[str]:
    chars: set[str] = set()
    for f in app_files(root):
        chars.update(CJK.findall(f.read_text(encoding="utf-8", errors="replace")))
    return chars


def _table(codec: str, rows: range, cols: range) -> set[str]:
    out = set()
    for hi in rows:
        for lo in cols:
            with contextlib.suppress(UnicodeDecodeError):
                out.add(bytes([hi, lo]).decode(codec))
    return out


def margin_chars() -> set[str]:
    gb2312_level1 = _table("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))
    big5_level1 = {c for c in _table("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
                   if "\u4e00" <= c <= "\u9fff"}
    basic = {chr(c) for r in ((0x20, 0x7F), (0xA0, 0x180), (0x2000, 0x2070), (0x2190, 0x2200), (0x25A0, 0x2600),
                              (0x3000, 0x3040), (0xFF00, 0xFFF0)) for c in range(*r)}
    return gb2312_level1 | big5_level1 | basic


def subset(chars: set[str], out: Path = OUT, source: Path = SOURCE) -> tuple[int, int]:
    from fontTools import subset as fts
    from fontTools.ttLib import TTFont

    font = TTFont(str(source))
    cmap = font.getBestCmap()
    keep = sorted(ord(c) for c in chars if ord(c) in cmap)
    options = fts.Options()
    options.hinting = False
    options.drop_tables += ["DSIG"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14]
    options.name_languages = [0x409]   # English names only: the localised ones carry the reserved name
    options.glyph_names = False
    sub = fts.Subsetter(options)
    sub.populate(unicodes=keep)
    sub.subset(font)
    name = font["name"]
    version = name.getDebugName(5) or ""
    name.names = [rec for rec in name.names if rec.platformID == 3 and rec.nameID not in (1, 3, 4, 6, 16, 17)]
    for nid, text in ((1, FAMILY), (2, "Regular"), (3, f"{FAMILY} Regular; subset of LXGW WenKai {version}"),
                      (4, f"{FAMILY} Regular"), (6, "ChangpaiKai-Regular"),
                      (10, "A subset of LXGW WenKai (https://github.com/lxgw/LxgwWenKai) for Changpai Desktop, "
                           "renamed as the SIL Open Font License 1.1 requires for modified versions "
                           "(Reserved Font Names: 霞鹜, LXGW).")):
        name.setName(text, nid, 3, 1, 0x409)
    font.recalcTimestamp = False   # keep the source's timestamps: reproducible output
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out), reorderTables=True)
    return len(keep), out.stat().st_size


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Subset LXGW WenKai to the app's characters plus a safety margin.")
    ap.add_argument("--no-margin", action="store_true", help="only the characters the app uses")
    ap.add_argument("--source", type=Path, default=SOURCE)
    args = ap.parse_args(argv)
    if not args.source.exists():
        print(f"{args.source} not found; install Debian's fonts-lxgw-wenkai", file=sys.stderr)
        return 1
    used = app_chars()
    chars = used | (set() if args.no_margin else margin_chars())
    n, size = subset(chars, source=args.source)
    print(f"{OUT.relative_to(ROOT)}: {n} characters ({len(used)} used by the app), {size / 1024 / 1024:.2f} MB")
    if size > LIMIT:
        print(f"warning: larger than {LIMIT / 1024 / 1024:.0f} MB", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
