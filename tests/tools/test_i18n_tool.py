"""tools/i18n.py fill-en: a plain key fills that source string in every context of the module; a
"context|source" key only that context's (one word, two translations: 上家 is "Left (previous)" at the table and
"Left" in the compact score sheet)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import i18n  # noqa: E402

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
    <context><name>table</name>
        <message><source>上家</source><translation>Left (previous)</translation></message>
        <message><source>对门</source><translation type="unfinished"></translation></message>
    </context>
    <context><name>seat_short</name>
        <message><source>上家</source><translation type="unfinished"></translation></message>
        <message><source>对门</source><translation type="unfinished"></translation></message>
    </context>
</TS>
"""


def translations(path: Path) -> dict[tuple[str, str], str]:
    return {(ctx, m.findtext("source")): m.findtext("translation")
            for ctx, m in i18n._messages(i18n.ET.parse(path))}


def test_a_context_key_fills_that_context_only(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "I18N", tmp_path)
    (tmp_path / "labels_en.ts").write_text(TS, encoding="utf-8")
    mapping = tmp_path / "m.json"
    mapping.write_text(json.dumps({"seat_short|上家": "Left", "对门": "Across"}, ensure_ascii=False),
                       encoding="utf-8")
    i18n.fill_en("labels", str(mapping))
    got = translations(tmp_path / "labels_en.ts")
    assert got[("table", "上家")] == "Left (previous)"      # untouched: the key named the other context
    assert got[("seat_short", "上家")] == "Left"
    assert got[("table", "对门")] == got[("seat_short", "对门")] == "Across"
