"""Decision times of the computer players (run directly; not collected by pytest).

    python tests/benchmarks/bench_ai.py [--hands 30] [--preset nantong-single] [--seed 1] [--json]

Plays ``--hands`` hands with hard, normal and easy seated together (rotating), timing every call of
``choose`` with perf_counter on one core, and prints per level the number of decisions, the median, the
90th percentile and the worst, in milliseconds. The targets: easy ≤ 2 ms, normal ≤ 20 ms, hard ≤ 500 ms
median and ≤ 1.5 s worst.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from changpai_desktop.engine.tiles import arrange  # noqa: E402
from changpai_desktop.engine.players.arena import play_hand  # noqa: E402
from changpai_desktop.engine.rules import PRESET_IDS  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=30)
    ap.add_argument("--preset", choices=PRESET_IDS, default="nantong-single")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    arrange.complete_table()
    levels = ["hard", "normal", "easy"]
    times: dict[str, list[float]] = {name: [] for name in levels}
    for i in range(args.hands):
        r = play_hand(args.preset, 3, args.seed, i, levels)
        for name, ts in r["times"].items():
            times[name].extend(ts)
    out = {}
    for name, ts in times.items():
        ts.sort()
        out[name] = {"decisions": len(ts), "median_ms": round(statistics.median(ts), 3),
                     "p90_ms": round(ts[int(0.9 * (len(ts) - 1))], 3), "max_ms": round(ts[-1], 2)}
    if args.json:
        print(json.dumps({"preset": args.preset, "hands": args.hands, "levels": out}))
    else:
        print(f"{args.hands} hands of {args.preset}")
        for name, v in out.items():
            print(f"{name:<7} {v['decisions']:>6} decisions  median {v['median_ms']:>8.3f} ms  "
                  f"p90 {v['p90_ms']:>8.3f} ms  max {v['max_ms']:>8.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
