"""Learn the 高手's calibrated chance to win a hand (engine/players/value_model.py) from its own play.

    python tools/train_value.py --preset nantong-single --preset tongzhou-double --hands 1500 --seed 5001 \
        [--table hard,normal,normal] [--out resources/tables/win_model.json] [--data /tmp/positions.json]

Plays ``--hands`` hands of each preset (the arena's duplicate deals of ``--seed``, one fresh player per seat and
hand, so the positions depend only on the seed); after every discard of a 高手 it records the state it kept —
the outlook's analytic chance, the draws left, the useful cards and live winning cards — and, when the hand
ends, whether that seat won it. Then it fits one logistic regression per 向听 bucket (Newton's method with a
small ridge, pure Python) on a 4/5 split and prints the held-out log loss and the calibration of the analytic
chance and of the model side by side, refits on all positions and writes the model.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.drive import advance_hand  # noqa: E402
from changpai_desktop.engine.players.analysis import Analysis  # noqa: E402
from changpai_desktop.engine.players.arena import set_up_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.ranking import Ranked, eval_state  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.players.tuning import HardConfig  # noqa: E402
from changpai_desktop.engine.players.value_model import (  # noqa: E402
    BUCKETS, FEATURES, MODEL_FORMAT, MODEL_KIND, bucket, features,
)
from changpai_desktop.engine.cards import INDEX  # noqa: E402
from changpai_desktop.engine.rules import PRESET_IDS  # noqa: E402
from changpai_desktop.engine.table.actions import Action  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402

RIDGE = 1e-3
NEWTON_STEPS = 25
CALIBRATION_BINS = (0.0, 0.05, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1.01)


class RecordingHard(HardPlayer):
    """A 高手 that keeps the outlook's pieces of every state it keeps after a discard."""

    def __init__(self, seed: str, config: HardConfig):
        super().__init__(seed, config)
        self.rows: list[list[float]] = []

    def decide(self, an: Analysis, legal: list[Action], ranked: list[Ranked]) -> Action:
        a = super().decide(an, legal, ranked)
        if an.view.phase == "act" and a.type in ("discard", "ready"):
            c = list(an.counts)
            c[INDEX[a.card]] -= 1
            st = eval_state(an, c, an.need)
            analytic, draws, useful, waits, _value = self.outlook.pieces(an, an.view, c, st)
            self.rows.append([st.x, analytic, draws, useful, waits])
        return a


def collect(preset: str, seed: int, hands: int, levels: list[str], cfg: HardConfig) -> list[list[float]]:
    """Every recorded position of ``hands`` hands: [向听, analytic, draws, useful, waits, won, net]."""
    def make(name: str, text: str) -> Player:
        return RecordingHard(text, cfg) if name == "hard" else make_player(name, text)

    out = []
    for i in range(hands):
        hand, table, _names = set_up_hand(preset, 3, seed, i, levels, make=make)
        advance_hand(hand, table)
        r = hand.result
        for s in hand.order:
            if isinstance(table[s], RecordingHard):
                won = 1.0 if r.winner == s else 0.0
                out += [row + [won, float(r.nets[s])] for row in table[s].rows]
    return out


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a · x = b by Gaussian elimination with partial pivoting (a is small and, with the ridge, regular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(xs: list[tuple[float, ...]], ys: list[float], steps: int = NEWTON_STEPS, ridge: float = RIDGE) -> list[float]:
    """Logistic regression by Newton's method with a small ridge (not on the bias); as wide as the rows."""
    k = len(xs[0]) if xs else len(FEATURES)
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in zip(xs, ys, strict=True):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x, strict=True))))
            p = 1.0 / (1.0 + math.exp(-z))
            g = p - y
            h = p * (1.0 - p)
            for i in range(k):
                grad[i] += g * x[i]
                hx = h * x[i]
                for j in range(k):
                    hess[i][j] += hx * x[j]
        n = max(1, len(xs))
        for i in range(1, k):
            grad[i] += ridge * n * w[i]
            hess[i][i] += ridge * n
        for i in range(k):
            hess[i][i] += 1e-9
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def predict(w: list[float], row: list[float]) -> float:
    z = sum(a * b for a, b in zip(w, features(*row[2:5]), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit_buckets(rows: list[list[float]]) -> list[list[float]]:
    out = []
    for b in range(BUCKETS):
        mine = [r for r in rows if bucket(int(r[0])) == b]
        out.append([round(v, 5) for v in fit([features(*r[2:5]) for r in mine], [r[5] for r in mine])])
    return out


def log_loss(ps: list[float], ys: list[float]) -> float:
    eps = 1e-6
    total = sum(y * math.log(max(eps, p)) + (1 - y) * math.log(max(eps, 1 - p)) for p, y in zip(ps, ys, strict=True))
    return -total / max(1, len(ys))


def report(train: list[list[float]], test: list[list[float]]) -> None:
    w = fit_buckets(train)
    ys = [r[5] for r in test]
    pa = [r[1] for r in test]
    pm = [predict(w[bucket(int(r[0]))], r) for r in test]
    print(f"held-out positions {len(test)}: log loss analytic {log_loss(pa, ys):.4f}, model {log_loss(pm, ys):.4f}")
    for b in range(BUCKETS):
        idx = [i for i, r in enumerate(test) if bucket(int(r[0])) == b]
        if idx:
            n = len(idx)
            won, ana, mod = (sum(v[i] for i in idx) / n for v in (ys, pa, pm))
            print(f"  向听 {b}{'+' if b == BUCKETS - 1 else ''}: {n:6d} positions, won {won:.3f}, analytic {ana:.3f},"
                  f" model {mod:.3f}")
    print("  calibration by predicted chance: bin  n  won  (analytic) | n  won  (model)")
    for lo, hi in zip(CALIBRATION_BINS, CALIBRATION_BINS[1:], strict=False):
        ia = [i for i in range(len(ys)) if lo <= pa[i] < hi]
        im = [i for i in range(len(ys)) if lo <= pm[i] < hi]
        fa = sum(ys[i] for i in ia) / len(ia) if ia else float("nan")
        fm = sum(ys[i] for i in im) / len(im) if im else float("nan")
        print(f"  [{lo:.2f},{hi:.2f})  {len(ia):6d} {fa:.3f} | {len(im):6d} {fm:.3f}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", choices=PRESET_IDS, action="append", default=[])
    ap.add_argument("--hands", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=5001)
    ap.add_argument("--table", default="hard,normal,normal")
    ap.add_argument("--out", default="resources/tables/win_model.json")
    ap.add_argument("--data", default="", help="keep (or reuse) the recorded positions in this JSON file")
    args = ap.parse_args()
    presets = args.preset or ["nantong-single", "tongzhou-double"]
    complete_table()
    data = Path(args.data) if args.data else None
    if data is not None and data.exists():
        rows = json.loads(data.read_text())
    else:
        rows = []
        for preset in presets:
            rows += collect(preset, args.seed, args.hands, args.table.split(","), HardConfig())
        if data is not None:
            data.write_text(json.dumps(rows))
    shuffled = rows[:]
    random.Random(args.seed).shuffle(shuffled)
    cut = len(shuffled) * 4 // 5
    report(shuffled[:cut], shuffled[cut:])
    doc = {"format": MODEL_FORMAT, "kind": MODEL_KIND, "features": list(FEATURES), "buckets": fit_buckets(rows),
           "trained": {"presets": presets, "hands": args.hands, "seed": args.seed, "table": args.table,
                       "positions": len(rows), "tool": "tools/train_value.py"}}
    Path(args.out).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {args.out} from {len(rows)} positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
