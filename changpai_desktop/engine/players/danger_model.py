"""How likely a discard wins for an opponent: a small logistic model learned from the 高手's own games
(``tools/train_danger.py``, reproducible from a seed), shipped as data in ``resources/tables/danger_model.json``
and evaluated in pure Python.

For each opponent s and card kind k, from what this seat sees (``FEATURES``, in this order):

- bias; s's draws so far / 10; its melded sets; the wall / 50; s declared ready (报听);
- how k could be a wait at all: its live copies / 3 (a 吊头 or 对倒 on it) and the sequences through it (the
  smaller live count of each neighbour pair, / 4; none for a 老将);
- what s showed of k: s discarded k itself; the distinct neighbours of k (within two, same suit) s discarded,
  / 2; someone else discarded k (s let it go by);
- k is a 老将; k is a 1 or a 9; the share of s's last three discards that were middle cards (3 to 7), which a
  player keeps until it no longer needs them;
- draws / 10 × (the two wait terms): late in a hand a card that can be a wait is worth more to a ready player.

The chance that discarding k feeds a win is 1 − Π over the opponents of (1 − p_s(k)). The file's shape::

    {"format": 1, "kind": "changpai-danger-model", "features": [...the names...], "weights": [...],
     "trained": {...how...}}
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

from ...resources import resource_path
from ..cards import INDEX, KINDS, N_KINDS
from .analysis import SUITED, Analysis
from .model_file import check_header, read_model_file, weights_row
from .threats import melded_sets, pair_wait, seq_wait_terms

MODEL_FILE = "danger_model.json"
MODEL_FORMAT = 1
MODEL_KIND = "changpai-danger-model"
FEATURES = ("bias", "draws_10", "sets", "wall_50", "declared_ready", "pair_wait", "seq_wait", "own_discard",
            "near_discards", "others_discard", "old_general", "terminal", "late_middle", "draws_x_wait")
DRAWS_SCALE = 10.0
WALL_SCALE = 50.0
NEAR = 2               # neighbours within this many ranks
RECENT = 3             # the opponent's last discards read for middle cards ...
MIDDLE = range(2, 7)   # ... ranks 3 to 7 (0-based)
EXP_FLOOR = -30.0


def sigmoid(z: float) -> float:
    """The logistic function, its argument clipped to ±30."""
    return 1.0 / (1.0 + math.exp(-max(EXP_FLOOR, min(-EXP_FLOOR, z))))


class SeatReading:
    """The per-opponent part of the features (computed once per decision)."""

    def __init__(self, an: Analysis, s: int):
        view = an.view
        self.s = s
        self.draws = (view.draws[s] if view.draws else 0) / DRAWS_SCALE
        self.sets = float(melded_sets(an, s))
        self.ready = 1.0 if view.ready and view.ready[s] else 0.0
        own = [INDEX[x] for x in view.discards[s] if x in INDEX]
        self.own = set(own)
        recent = own[-RECENT:]
        self.middle = (sum(1 for k in recent if k < SUITED and k % 9 in MIDDLE) / len(recent)) if recent else 0.0


def features(an: Analysis, r: SeatReading, k: int) -> tuple[float, ...]:
    """The model's inputs for opponent ``r`` and kind k, in the order of ``FEATURES``."""
    live = an.live
    pair = pair_wait(live, k)
    seq = 0.0
    for t in seq_wait_terms(live, k):
        seq += t
    near = 0
    if k < SUITED:
        rank = k % 9
        near = sum(1 for d in range(-NEAR, NEAR + 1) if d and 0 <= rank + d < 9 and k + d in r.own)
    others = any(KINDS[k] in an.view.discards[t] for t in an.view.order if t != r.s)
    return (1.0, r.draws, r.sets, an.view.wall_count / WALL_SCALE, r.ready, pair, seq, float(k in r.own),
            near / NEAR, float(others), float(k >= SUITED), float(k < SUITED and k % 9 in (0, 8)),
            r.middle, r.draws * (pair + seq))


class DangerModel:
    """P(a discard of kind k wins for an opponent), from the weights of ``FEATURES``."""

    def __init__(self, weights: list[float]):
        self.weights = tuple(weights)

    def p_seat(self, an: Analysis, r: SeatReading, k: int) -> float:
        return sigmoid(sum(a * b for a, b in zip(self.weights, features(an, r, k), strict=True)))

    def chances(self, an: Analysis) -> list[float]:
        """For every kind, the chance that discarding it now feeds some opponent's win."""
        readings = [SeatReading(an, s) for s in an.view.order if s != an.seat]
        out = [0.0] * N_KINDS
        for k in range(N_KINDS):
            if an.counts[k]:
                miss = 1.0
                for r in readings:
                    miss *= 1.0 - self.p_seat(an, r, k)
                out[k] = 1.0 - miss
        return out


def check_model(doc: object) -> list[float]:
    """The weights of a model document; ValueError saying what is wrong when it is not one this module reads."""
    return weights_row(check_header(doc, MODEL_KIND, MODEL_FORMAT, FEATURES).get("weights"), len(FEATURES),
                       "its weights are")


def read_model(path: Path) -> DangerModel:
    """The model in ``path``; ResourceError naming the file when it cannot be used (a broken install)."""
    return read_model_file(path, lambda doc: DangerModel(check_model(doc)))


@cache
def shipped_model() -> DangerModel:
    """The shipped model (read once)."""
    return read_model(resource_path("tables", MODEL_FILE))
