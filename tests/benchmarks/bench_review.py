"""Speed and consistency of the 复盘 (not collected by pytest):
``python tests/benchmarks/bench_review.py [--json] [--games N] [--hands N]``.

Targets (issue 17): reviewing one hand of decisions ≤ 2 s on one core; on games where seat 0 is played by 入门
the mean loss per decision is clearly larger than where it is played by 高手 (the other seats 熟手 in both).

Games are played by the computer players, kept as game records (``engine.replay.GameRecord``), then seat 0's
decisions are reviewed with ``services.review`` (``engine.players.advice.advise``): the seconds per reviewed
hand (mean and worst), and per level of seat 0 the decisions, the agreement rate and the expected 胡 lost per
decision and per hand. The same run times the replay alone (the walk without the ranking), for comparison.
"""

import argparse
import json
import statistics
import time

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.replay import GameRecord, walk_hand
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services.review import review_hand

PRESET = "nantong-single"
# 入门, 熟手, 高手 in seat 0 (the 高手 agrees with itself: its loss is 0 by construction)
LEVELS = ("easy", "normal", "hard")
OTHERS = "normal"


def play(level: str, seed: int, hands: int) -> GameRecord:
    match = Match(RuleSet.preset(PRESET), seed, hands)
    run(match, [make_player(level if s == 0 else OTHERS, f"{seed}:{s}") for s in range(match.n_seats)])
    return GameRecord.from_match(match, [level] + [OTHERS] * (match.n_seats - 1))


def measure(level: str, games: int, hands: int) -> dict:
    per_hand, walk, losses, agreed = [], [], [], 0
    for g in range(games):
        record = play(level, 1000 + g, hands)
        for k in record.hands:
            if record.rows[k]["hu"][0] is None:     # seat 0 rested
                continue
            t0 = time.perf_counter()
            for _ in walk_hand(record, k, views=False):
                pass
            walk.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            review = review_hand(record, k, 0)
            per_hand.append(time.perf_counter() - t0)
            losses += [d.loss_hu for d in review.decisions]
            agreed += review.agreed
    n = len(losses)
    return {"level": level, "hands": len(per_hand), "decisions": n, "agreement": round(agreed / n, 4) if n else 1.0,
            "loss_per_decision": round(sum(losses) / n, 4) if n else 0.0,
            "loss_per_hand": round(sum(losses) / len(per_hand), 3) if per_hand else 0.0,
            "review_s_mean": round(statistics.mean(per_hand), 4), "review_s_max": round(max(per_hand), 4),
            "replay_only_s_mean": round(statistics.mean(walk), 4)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = [measure(level, args.games, args.hands) for level in LEVELS]
    if args.json:
        print(json.dumps(results))
        return
    for r in results:
        print(f"seat 0 {r['level']:>4}: {r['hands']} hands, {r['decisions']} decisions, agreement "
              f"{r['agreement']:.1%}, loss {r['loss_per_decision']:.4f} 胡/decision, {r['loss_per_hand']:.3f} "
              f"胡/hand; review {r['review_s_mean'] * 1000:.0f} ms/hand (worst {r['review_s_max'] * 1000:.0f} ms; "
              f"replay alone {r['replay_only_s_mean'] * 1000:.1f} ms)")


if __name__ == "__main__":
    main()
