"""Decision times of the computer players (run directly; not collected by pytest).

    python tests/benchmarks/bench_ai.py [--hands 30] [--preset nantong-single] [--seed 1] [--json]

Plays ``--hands`` hands with hard, normal and easy seated together (rotating), timing every call of
``choose`` with perf_counter on one core, and prints per level the number of decisions, the median, the
90th percentile and the worst, in milliseconds. The targets: easy ≤ 2 ms, normal ≤ 20 ms, hard ≤ 500 ms
median and ≤ 1.5 s worst. Then the same hands once more with the 高手 before issue 16's changes
(``HardConfig(expert=False, defence=False)``, as ``hard-old``) for the old figure in the same run, and the
cost of ``advice.advise`` (the hints and the review) on the 高手's decisions: median and worst.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from changpai_desktop.engine.tiles import arrange  # noqa: E402
from changpai_desktop.engine.players.arena import play_hand  # noqa: E402
from changpai_desktop.engine.rules import PRESET_IDS  # noqa: E402
from changpai_desktop.engine.players.advice import advise  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.players.tuning import HardConfig  # noqa: E402

OLD = HardConfig(expert=False, defence=False)


class AdvisedHard(HardPlayer):
    """The 高手, timing ``advise`` on each of its decisions too (not counted in its own time)."""

    advise_ms: list[float] = []

    def choose(self, view, legal):
        if len(legal) > 1:
            t0 = time.perf_counter()
            advise(view, legal, view.rules)
            self.advise_ms.append((time.perf_counter() - t0) * 1000.0)
        return super().choose(view, legal)


def make_old(name: str, seed: str) -> Player:
    return HardPlayer(seed, OLD) if name == "hard" else make_player(name, seed)


def _stats(ts: list[float]) -> dict:
    ts = sorted(ts)
    return {"decisions": len(ts), "median_ms": round(statistics.median(ts), 3),
            "p90_ms": round(ts[int(0.9 * (len(ts) - 1))], 3), "max_ms": round(ts[-1], 2)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=30)
    ap.add_argument("--preset", choices=PRESET_IDS, default="nantong-single")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--advise-hands", type=int, default=10, help="hands whose 高手 decisions time advise")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    arrange.complete_table()
    levels = ["hard", "normal", "easy"]
    times: dict[str, list[float]] = {name: [] for name in (*levels, "hard-old")}
    for i in range(args.hands):
        r = play_hand(args.preset, 3, args.seed, i, levels)
        for name, ts in r["times"].items():
            times[name].extend(ts)
        times["hard-old"].extend(play_hand(args.preset, 3, args.seed, i, levels, make=make_old)["times"]["hard"])
    for i in range(min(args.hands, args.advise_hands)):
        play_hand(args.preset, 3, args.seed, i, levels,
                  make=lambda n, s: AdvisedHard(s) if n == "hard" else make_player(n, s))
    out = {name: _stats(ts) for name, ts in times.items()}
    out["advise"] = _stats(AdvisedHard.advise_ms)
    if args.json:
        print(json.dumps({"preset": args.preset, "hands": args.hands, "levels": out}))
    else:
        print(f"{args.hands} hands of {args.preset}")
        for name, v in out.items():
            print(f"{name:<8} {v['decisions']:>6} decisions  median {v['median_ms']:>8.3f} ms  "
                  f"p90 {v['p90_ms']:>8.3f} ms  max {v['max_ms']:>8.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
