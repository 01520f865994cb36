"""Speed of the rules engine on 23-card hands (run directly; not collected by pytest).

    python tests/benchmarks/bench_engine.py [--json] [--hands N]

Prints the median µs of: is-winning on random hands (half winning, half not), the best score of a winning
hand (and the same with its itemised explanation written, which scoring does only when it is read), all
waits of a ready hand with the score of each (self-drawn and on a discard), and 向听 of a random hand.
Hands are generated first; each measurement is one call on one hand, timed with perf_counter_ns.
The engine's tables are built and each operation is run once over a separate warm-up set before timing,
as they are in a running game.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from changpai_desktop.engine import cards  # noqa: E402
from changpai_desktop.engine.rules import RuleSet  # noqa: E402
from changpai_desktop.engine.scoring import PlayerHand, Win, score_waits, score_winner  # noqa: E402
from changpai_desktop.engine.tiles import arrange  # noqa: E402


def random_winner(rnd: random.Random) -> list[int]:
    while True:
        counts = [0] * 30
        sets = 0
        for _ in range(300):
            k = rnd.randrange(30)
            if rnd.random() < 0.65 and k < 27 and k % 9 <= 6 and all(counts[k + i] < 4 for i in range(3)):
                for i in range(3):
                    counts[k + i] += 1
                sets += 1
            elif counts[k] <= 1:
                counts[k] += 3
                sets += 1
            if sets == 7:
                break
        candidates = [k for k in range(30) if counts[k] <= 2]
        if sets == 7 and candidates:
            counts[rnd.choice(candidates)] += 2
            if arrange.is_winning(counts):
                return counts


def median_us(fn, items) -> float:
    times = []
    for item in items:
        t0 = time.perf_counter_ns()
        fn(item)
        times.append(time.perf_counter_ns() - t0)
    return statistics.median(times) / 1000


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    rules = RuleSet.preset("nantong-single")
    flips = ["4t"]
    levels = rules.levels_for(flips)
    deck = cards.full_deck()
    deck.remove("4t")

    def make_sets(n):
        winners = [tuple(random_winner(rnd)) for _ in range(n)]
        randoms = [tuple(cards.counts_of(rnd.sample(deck, 23))) for _ in range(n)]
        return winners, randoms

    warm_w, warm_r = make_sets(args.hands)
    winners, randoms = make_sets(args.hands)
    mixed = [h for pair in zip(winners, randoms, strict=True) for h in pair]
    win_hands = [PlayerHand(w, win=Win(rnd.choice([k for k in range(30) if w[k]]), rnd.random() < 0.5))
                 for w in winners]
    warm_hands = [PlayerHand(w, win=Win(rnd.choice([k for k in range(30) if w[k]]), True)) for w in warm_w]
    ready = []
    for w in winners[: max(200, args.hands // 5)]:
        c = list(w)
        c[rnd.choice([k for k in range(30) if c[k]])] -= 1
        ready.append(PlayerHand(tuple(c)))

    arrange.complete_table()
    for h in warm_w + warm_r:
        arrange.is_winning(h)
        arrange.xiangting(h, 7)
    for h in warm_hands[:500]:
        score_winner(rules, levels, h)

    result = {
        "is_winning_us": round(median_us(arrange.is_winning, mixed), 2),
        "best_score_us": round(median_us(lambda h: score_winner(rules, levels, h), win_hands), 2),
        "best_score_explained_us": round(median_us(lambda h: score_winner(rules, levels, h).items, win_hands), 2),
        "waits_us": round(median_us(lambda h: score_waits(rules, flips, h, levels), ready), 2),
        "xiangting_us": round(median_us(lambda h: arrange.xiangting(h, 7), randoms), 2),
    }
    cold = [tuple(cards.counts_of(rnd.sample(deck, 23))) for _ in range(args.hands)]
    result["xiangting_unseen_us"] = round(median_us(lambda h: arrange.xiangting(h, 7), cold), 2)
    if args.json:
        print(json.dumps(result))
    else:
        targets = {"is_winning_us": 8, "best_score_us": 60, "waits_us": 1000, "xiangting_us": 20}
        for key, value in result.items():
            target = targets.get(key)
            mark = "" if target is None else f"  (target ≤ {target} µs: {'ok' if value <= target else 'over'})"
            print(f"{key:22s} {value:10.2f} µs{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
