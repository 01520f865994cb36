"""Fill the 繁體 text of every lesson in ``resources/course/`` from its 简体 with ``engine/hant.py`` (the project's
character table), so the lessons read like the rest of the 繁體 UI. Run after editing a lesson's 简体 text:

    python tools/course_hant.py          # rewrites each file whose 繁體 is missing or stale
    python tools/course_hant.py --check  # exit 1 when a file would change (CI)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from changpai_desktop.engine.hant import to_hant  # noqa: E402

COURSE = ROOT / "resources" / "course"


def _fill(value):
    """Every {zh_Hans, zh_Hant, en} text in ``value``, with zh_Hant written from zh_Hans."""
    if isinstance(value, dict):
        out = {k: _fill(v) for k, v in value.items()}
        if "zh_Hans" in out and "en" in out:
            out["zh_Hant"] = to_hant(out["zh_Hans"])
        return out
    if isinstance(value, list):
        return [_fill(v) for v in value]
    return value


def main(argv: list[str]) -> int:
    stale = []
    for path in sorted(COURSE.glob("*.json")):
        text = path.read_text(encoding="utf-8")
        new = json.dumps(_fill(json.loads(text)), ensure_ascii=False, indent=1) + "\n"
        if new != text:
            stale.append(path.name)
            if "--check" not in argv:
                path.write_text(new, encoding="utf-8")
    print(("stale: " if "--check" in argv else "written: ") + (", ".join(stale) or "none"))
    return 1 if stale and "--check" in argv else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
