"""Translations: Simplified Chinese is the source language (the strings in the code); Traditional Chinese and
English live in ``i18n/<module>_<lang>.ts`` — one pair per UI module, so people working on different windows
never edit the same file — and are compiled into ``i18n/changpai_<lang>.qm``, which the app loads.

    python tools/i18n.py update              # lupdate every UI module; fill 繁體 from 简体 with OpenCC (dev extra)
    python tools/i18n.py fill-en MODULE FILE # FILE: JSON {"简体 source": "English", ...} for that module
                                             # ("context|简体 source" as a key: that context's string only)
    python tools/i18n.py missing             # list strings without a finished translation
    python tools/i18n.py compile             # lrelease → i18n/changpai_zh_Hant.qm, i18n/changpai_en.qm

``update`` keeps every finished translation; a source string that changed becomes unfinished again.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
LANGS = ("zh_Hant", "en")
UI_FILES = [ROOT / "changpai_desktop" / "app.py", *sorted((ROOT / "changpai_desktop" / "ui").rglob("*.py"))]


_TR_CALL = re.compile(r"(?<![A-Za-z0-9_])tr\(|\.translate\(|QCoreApplication\.translate\b|QT_TRANSLATE_NOOP\(")


def uses_tr(path: Path) -> bool:
    """True when a module calls tr()/translate(): it has strings to translate."""
    return bool(_TR_CALL.search(path.read_text(encoding="utf-8")))


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(f"pyside6-{name}")
    return str(exe) if exe.exists() else f"pyside6-{name}"


def module_of(path: Path) -> str:
    return path.stem if path.name != "__init__.py" else path.parent.name


def ts_path(module: str, lang: str) -> Path:
    return I18N / f"{module}_{lang}.ts"


def _messages(tree: ET.ElementTree):
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def _write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    text = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")


def update() -> None:
    I18N.mkdir(exist_ok=True)
    try:
        from opencc import OpenCC

        s2t = OpenCC("s2t").convert
    except ImportError:  # the dev extra is not installed: 繁體 entries stay unfinished
        s2t = None
    for path in UI_FILES:
        if not uses_tr(path):
            continue
        module = module_of(path)
        for lang in LANGS:
            ts = ts_path(module, lang)
            subprocess.run([_tool("lupdate"), "-no-obsolete", "-locations", "none", "-silent", str(path),
                            "-ts", str(ts)], check=True)
            tree = ET.parse(ts)
            tree.getroot().set("language", lang)
            tree.getroot().set("sourcelanguage", "zh_CN")
            if lang == "zh_Hant" and s2t:
                for _ctx, message in _messages(tree):
                    tr = message.find("translation")
                    if tr.get("type") == "unfinished" or not (tr.text or "").strip():
                        tr.text = s2t(message.findtext("source") or "")
                        tr.attrib.pop("type", None)
            _write(tree, ts)


def fill_en(module: str, mapping_file: str) -> None:
    mapping = json.loads(Path(mapping_file).read_text(encoding="utf-8"))
    ts = ts_path(module, "en")
    tree = ET.parse(ts)
    filled = 0
    for ctx, message in _messages(tree):
        source = message.findtext("source")
        key = f"{ctx}|{source}" if f"{ctx}|{source}" in mapping else source   # "context|简体" names one context
        if key in mapping:
            tr = message.find("translation")
            tr.text = mapping[key]
            tr.attrib.pop("type", None)
            filled += 1
    _write(tree, ts)
    print(f"{module}: {filled} English strings filled")


def missing() -> list[tuple[str, str, str]]:
    out = []
    for ts in sorted(I18N.glob("*_*.ts")):
        tree = ET.parse(ts)
        for ctx, message in _messages(tree):
            tr = message.find("translation")
            if tr.get("type") in ("unfinished", "vanished", "obsolete") or not (tr.text or "").strip():
                if tr.get("type") in ("vanished", "obsolete"):
                    continue
                out.append((ts.name, ctx, message.findtext("source")))
    return out


def compile_all() -> None:
    for lang in LANGS:
        files = sorted(str(p) for p in I18N.glob(f"*_{lang}.ts"))
        if not files:
            continue
        subprocess.run([_tool("lrelease"), "-silent", *files, "-qm", str(I18N / f"changpai_{lang}.qm")], check=True)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "fill-en", "missing", "compile"):
        print(__doc__)
        return 2
    if argv[0] == "update":
        update()
    elif argv[0] == "fill-en":
        fill_en(argv[1], argv[2])
    elif argv[0] == "missing":
        rows = missing()
        for row in rows:
            print(" | ".join(row))
        print(f"{len(rows)} missing")
        return 1 if rows else 0
    else:
        compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
