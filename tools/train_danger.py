"""Learn the 高手's chance that a discard feeds an opponent's win (engine/players/danger_model.py) from its games.

    python tools/train_danger.py --preset nantong-single --preset tongzhou-double --hands 400 --seed 5101 \
        [--table hard,normal,normal] [--out resources/tables/danger_model.json]

Plays ``--hands`` hands of each preset (the arena's duplicate deals of ``--seed``, one fresh player per seat and
hand, so the positions depend only on the seed); at every discard of a 高手 it records, for each kind it could
discard and each opponent, the model's features (what the 高手 sees) and whether that opponent was then ready
and waiting on that kind (read from the table, which the 高手 never sees). Then it fits one logistic regression
(Newton's method with a small ridge, pure Python) on 4/5 of the hands, prints the held-out log loss and the
ranking quality (AUC, per discard kind, all opponents together) beside the hand-made guess of threats.py,
refits on every position and writes the model.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from changpai_desktop.engine.cards import N_KINDS  # noqa: E402
from changpai_desktop.engine.drive import advance_hand  # noqa: E402
from changpai_desktop.engine.players.analysis import Analysis  # noqa: E402
from changpai_desktop.engine.players.arena import set_up_hand  # noqa: E402
from changpai_desktop.engine.players.base import Player  # noqa: E402
from changpai_desktop.engine.players.danger_model import (  # noqa: E402
    FEATURES, MODEL_FORMAT, MODEL_KIND, SeatReading, features, sigmoid,
)
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.players.threats import danger, threats  # noqa: E402
from changpai_desktop.engine.rules import PRESET_IDS  # noqa: E402
from changpai_desktop.engine.table.actions import Action, SeatView  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402
from oracle_hard import ready_waits  # noqa: E402
from train_value import fit as newton_fit, log_loss  # noqa: E402

NEWTON_STEPS = 8
RIDGE = 1e-4
FOLDS = 5


class RecordingHard(HardPlayer):
    """A 高手 that records, at each of its discards, a row per (kind it holds, opponent): hand number, decision,
    kind, the heuristic's chance for the kind, the features, and the label read from the table (``hand``)."""

    def __init__(self, seed: str, hand_no: int, rows: list, table_ref: list):
        super().__init__(seed)
        self.hand_no = hand_no
        self.rows = rows
        self.table_ref = table_ref

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if view.phase == "act" and sum(1 for a in legal if a.type == "discard") >= 2:
            self.record(Analysis(view))
        return super().choose(view, legal)

    def record(self, an: Analysis) -> None:
        hand = self.table_ref[0]
        th = threats(an, an.view)
        dec = len(self.rows)  # the decision's number: the row count when it starts
        for s in an.view.order:
            if s == an.seat:
                continue
            waits = ready_waits(hand, s)
            r = SeatReading(an, s)
            for k in range(N_KINDS):
                if an.counts[k] and k not in an.declared:
                    self.rows.append((self.hand_no, dec, k, danger(an, th, k, priced=False), features(an, r, k),
                                      1.0 if k in waits else 0.0))


def collect(preset: str, seed: int, hands: int, levels: list[str], offset: int) -> list:
    rows: list = []
    for i in range(hands):
        ref: list = [None]

        def make(level: str, s: str, i: int = i, ref: list = ref) -> Player:
            return RecordingHard(s, offset + i, rows, ref) if level == "hard" else make_player(level, s)

        hand, table, _names = set_up_hand(preset, 3, seed, i, levels, True, make)
        ref[0] = hand
        advance_hand(hand, table)
    return rows


def fit(xs: list[tuple[float, ...]], ys: list[float]) -> list[float]:
    """The logistic regression of train_value.py (Newton's method, a small ridge not on the bias)."""
    return newton_fit(xs, ys, NEWTON_STEPS, RIDGE)


def auc(scores: list[float], labels: list[float]) -> float:
    """The chance a random positive scores above a random negative (ties count half)."""
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    rank_sum = 0.0
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        mid = (i + j) / 2 + 1
        rank_sum += sum(mid for t in range(i, j + 1) if labels[order[t]])
        i = j + 1
    pos = sum(labels)
    neg = len(labels) - pos
    return (rank_sum - pos * (pos + 1) / 2) / max(1.0, pos * neg)


def per_kind(rows: list, w: list[float]) -> tuple[list[float], list[float], list[float]]:
    """Per (decision, kind): the model's combined chance, the heuristic's and whether any opponent waited."""
    groups: dict = {}
    for _hand_no, dec, k, heur, x, y in rows:
        g = groups.setdefault((dec, k, heur), [1.0, 0.0])
        g[0] *= 1.0 - sigmoid(sum(a * b for a, b in zip(w, x, strict=True)))
        g[1] = max(g[1], y)
    model = [1.0 - g[0] for g in groups.values()]
    return model, [key[2] for key in groups], [g[1] for g in groups.values()]


def report(train: list, test: list) -> list[float]:
    w = fit([r[4] for r in train], [r[5] for r in train])
    ps = [sigmoid(sum(a * b for a, b in zip(w, r[4], strict=True))) for r in test]
    ys = [r[5] for r in test]
    model, heur, any_y = per_kind(test, w)
    print(f"held out: {len(test)} rows, {sum(ys):.0f} waits; log loss {log_loss(ps, ys):.4f}; per kind "
          f"AUC model {auc(model, any_y):.3f}, threats.py {auc(heur, any_y):.3f}", flush=True)
    return w


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", action="append", choices=PRESET_IDS)
    ap.add_argument("--hands", type=int, default=400)
    ap.add_argument("--seed", type=int, default=5101)
    ap.add_argument("--table", default="hard,normal,normal")
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    presets = args.preset or ["nantong-single", "tongzhou-double"]
    complete_table()
    levels = args.table.split(",")
    rows: list = []
    for n, preset in enumerate(presets):
        rows += collect(preset, args.seed, args.hands, levels, n * args.hands)
    test = [r for r in rows if r[0] % FOLDS == 0]
    report([r for r in rows if r[0] % FOLDS], test)
    w = fit([r[4] for r in rows], [r[5] for r in rows])
    print("weights:", ", ".join(f"{name} {v:+.3f}" for name, v in zip(FEATURES, w, strict=True)))
    if args.out:
        doc = {"format": MODEL_FORMAT, "kind": MODEL_KIND, "features": list(FEATURES),
               "weights": [round(v, 5) for v in w],
               "trained": {"tool": "tools/train_danger.py", "presets": presets, "hands": args.hands,
                           "seed": args.seed, "table": args.table, "rows": len(rows)}}
        Path(args.out).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
