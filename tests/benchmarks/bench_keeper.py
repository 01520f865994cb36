"""记分 benchmark (not a test): the entry effort of the shipped six-hand evening, the old way and the new ways,
and how long scoring a sheet takes.

    python tests/benchmarks/bench_keeper.py

Per hand it prints
- old: clicks in the 算胡器 entering every card of all three players (a non-winner's 22 cards less 3 a set
  melded, one click a meld, one click each mode change, one click a player change, one a flip);
- sets: clicks in today's 算胡器 with the non-winners entered by their sets alone (one click to tick
  没胡：只记算胡的牌, one a meld, one a 把子, one each mode change);
- typed: keystrokes in the 记分 window (the lines services.sheet_entry reads back from the record, written
  with the short ASCII mode words, plus Tab between lines and Enter; no click);
then the time to load and score the whole sheet (median of 20).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from changpai_desktop.resources import resource_path  # noqa: E402
from changpai_desktop.services.sheet_entry import draft_of  # noqa: E402
from changpai_desktop.services.sheet_files import open_sheet  # noqa: E402

EXAMPLE = resource_path("examples", "evening-nantong-single.json")
ASCII = (("明杠", "mg"), ("暗杠", "ag"), ("叫龙", "jl"), ("把子", "bz"), ("碰", "peng"), ("手", "hand"),
         ("胡", "win"), ("龙", "long"), ("×", "x"))
OTHER_CARDS = 22
SET = 3


def old_clicks(player: dict, winner: bool) -> int:
    melds = len(player["melds"])
    concealed = len(player["hand"]) if winner else OTHER_CARDS - SET * melds
    modes = len({f for f, _ in player["melds"]}) + 1 + (1 if winner else 0)     # meld forms, 手牌, 胡的牌
    return concealed + melds + modes


def sets_clicks(player: dict, winner: bool) -> int:
    if winner:
        return old_clicks(player, True)
    kinds = len(set(player["hand"]))
    modes = len({f for f, _ in player["melds"]}) + (1 if kinds else 0)
    return 1 + len(player["melds"]) + kinds + modes


def typed_keys(record: dict) -> int:
    d = draft_of(record)
    lines = [d.flips, *d.lines]
    if d.self_drawn:
        lines[1 + d.winner] += " zm"
    text = []
    for line in lines:
        for a, b in ASCII:
            line = line.replace(a, b + " ")
        text.append(" ".join(line.split()))
    return sum(len(t) for t in text) + len(lines)        # Tab after each line, Enter after the last


def main() -> int:
    sheet = open_sheet(EXAMPLE)
    rows = []
    print(f"{'hand':>4} {'old clicks':>10} {'sets clicks':>11} {'typed keys':>10}  result")
    for o, record in zip(sheet.outcomes, sheet.records, strict=True):
        w = record["winner"]
        players = list(enumerate(record["players"]))
        old = len(record["flips"]) + 2 + sum(old_clicks(p, i == w) for i, p in players)
        sets = len(record["flips"]) + 2 + sum(sets_clicks(p, i == w) for i, p in players)
        keys = typed_keys(record)
        rows.append((old, sets, keys))
        print(f"{o.no + 1:>4} {old:>10} {sets:>11} {keys:>10}  {o.hand_type or '荒牌'}")
    for name, i in (("old clicks", 0), ("sets clicks", 1), ("typed keys", 2)):
        print(f"mean {name}: {statistics.mean(r[i] for r in rows):.1f} a hand")
    times = []
    for _ in range(20):
        t = time.perf_counter()
        open_sheet(EXAMPLE)
        times.append(time.perf_counter() - t)
    print(f"load and score the six-hand sheet: {statistics.median(times) * 1000:.1f} ms (median of 20)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
