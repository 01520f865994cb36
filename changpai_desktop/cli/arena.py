"""``changpai-engine arena``: computer players against each other, with statistics per level.

    changpai-engine arena --hands 3000 --seed 1 --preset nantong-single --players hard,normal,easy \
        [--seats 3|4] [--workers 2] [--independent] [--json]

The games and the statistics are ``engine.players.arena.run_arena``'s (duplicate deals and the 95% interval
are explained there); this module reads the arguments, reports progress on stderr and prints the table.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..engine.players.arena import CHUNK, run_arena
from ..engine.players.registry import make_player
from ..engine.rules import PRESET_IDS

PROGRESS_REPORTS = 20  # about this many progress lines on stderr per run


def _progress(done: int, total: int, elapsed: float) -> None:
    step = max(1, total // PROGRESS_REPORTS)
    if done % step < CHUNK or done == total:
        print(f"arena: {done}/{total} hands, {elapsed:.0f} s", file=sys.stderr, flush=True)


def _print_table(res: dict, args: argparse.Namespace) -> None:
    print(f"{res['hands']} hands ({res['deals']} {res['design']} deals) of {args.preset}, {args.seats} seats, "
          f"seed {args.seed}, "
          f"{res['elapsed_s']} s, illegal actions: {res['illegal_actions']}")
    print(f"{'level':<8} {'hands':>6} {'mean net':>9} {'95% CI':>18} {'win rate':>9} {'win hu':>7} "
          f"{'ms med':>8} {'ms max':>8}")
    for name, v in res["levels"].items():
        ci = f"[{v['ci95'][0]:.1f}, {v['ci95'][1]:.1f}]"
        print(f"{name:<8} {v['hands']:>6} {v['mean_net']:>9.2f} {ci:>18} {v['win_rate']:>9.3f} "
              f"{v['mean_win_hu']:>7.1f} {v['decision_ms_median']:>8.2f} {v['decision_ms_max']:>8.1f}")
    print(f"table (seat 0 deals the first hand of each deal): {', '.join(res['table'])}")
    for pair, v in res["paired"].items():
        print(f"paired per deal {pair:<14} {v['mean_diff']:>8.2f} [{v['ci95'][0]:.1f}, {v['ci95'][1]:.1f}] "
              f"over {v['deals']} deals")


def cmd_arena(args: argparse.Namespace) -> int:
    levels = [p.strip() for p in args.players.split(",") if p.strip()]
    try:
        for name in levels:
            make_player(name, 0)  # unknown names fail here, before any work
    except ValueError as exc:
        print(f"changpai-engine arena: {exc}", file=sys.stderr)
        return 2
    res = run_arena(args.preset, args.hands, args.seed, levels, args.seats, args.workers, _progress,
                    duplicate=not args.independent)
    if args.json:
        print(json.dumps(res, ensure_ascii=False))
    else:
        _print_table(res, args)
    return 0 if res["illegal_actions"] == 0 else 1


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("arena", help="computer players against each other, statistics per level")
    p.add_argument("--hands", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--preset", choices=PRESET_IDS, default="nantong-single")
    p.add_argument("--players", default="hard,normal,easy",
                   help="comma-separated levels (easy, normal, hard, greedy, random)")
    p.add_argument("--seats", type=int, choices=(3, 4), default=3, help="3 (捉鳖, every level in every hand) or 4")
    p.add_argument("--workers", type=int, default=1, help="processes (results do not depend on it)")
    p.add_argument("--independent", action="store_true",
                   help="a fresh deal every hand instead of duplicate deals (interval over hands, wider)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_arena)
