"""Build the per-suit 向听 table: for every pattern of one suit (nine counts 0–4, 5^9 of them), the id of its
frontier of (pair, sets, partial sets). Deterministic; the output is committed so the app needs no build step.

    python tools/build_suit_tables.py        # writes resources/tables/suit_frontiers.{bin.zlib,json}

Takes about a minute. The engine falls back to computing frontiers on demand when the table is absent.
"""

from __future__ import annotations

import array
import itertools
import json
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from changpai_desktop.engine.tiles import arrange  # noqa: E402


def main() -> int:
    ids = array.array("H", bytes(2 * 5 ** 9))
    frontiers: list = []
    index: dict = {}
    patterns = sorted(itertools.product(range(5), repeat=9), key=sum)
    for n, pattern in enumerate(patterns):
        fr = arrange._group_frontier(pattern, True)
        fid = index.get(fr)
        if fid is None:
            fid = index[fr] = len(frontiers)
            frontiers.append(fr)
        code = 0
        for c in reversed(pattern):
            code = code * 5 + c
        ids[code] = fid
        if n % 200000 == 0:
            arrange._group_frontier.cache_clear()  # keep memory bounded; smaller patterns are recomputed cheaply
            print(f"{n} patterns, {len(frontiers)} frontiers", file=sys.stderr)
    out = ROOT / "resources" / "tables"
    out.mkdir(parents=True, exist_ok=True)
    (out / "suit_frontiers.bin.zlib").write_bytes(zlib.compress(ids.tobytes(), 9))
    (out / "suit_frontiers.json").write_text(json.dumps({"schema": 1, "frontiers": frontiers}, separators=(",", ":")))
    print(f"{len(patterns)} patterns, {len(frontiers)} distinct frontiers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
