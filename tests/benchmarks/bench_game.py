"""Speed of whole hands (not collected by pytest): ``python tests/benchmarks/bench_game.py [hands]``.

Targets (one core): random players ≥ 300 hands/s, greedy players ≥ 50 hands/s. The one-time build of the
arrangement tables is done before timing. No invariant checks here (``changpai-engine simulate`` has them).
"""

import sys
import time

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.tiles import arrange

TARGET = {"random": 300, "greedy": 50}


def bench(preset: str, kind: str, hands: int, seats: int = 4) -> float:
    match = Match(RuleSet.preset(preset, {"deal.seats": seats}), seed=1, hands=hands)
    players = [make_player(kind, i) for i in range(seats)]
    t0 = time.perf_counter()
    run(match, players)
    return hands / (time.perf_counter() - t0)


def main() -> int:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    arrange.complete_table()
    ok = True
    for preset in ("nantong-single", "tongzhou-double", "rugao-double-xi"):
        for kind in ("random", "greedy"):
            for seats in (4, 3):
                rate = bench(preset, kind, hands, seats)
                good = rate >= TARGET[kind]
                ok &= good
                slow = "" if good else "  SLOW"
                print(f"{preset:16} {kind:6} {seats} seats {rate:8.1f} hands/s  (target {TARGET[kind]}){slow}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
