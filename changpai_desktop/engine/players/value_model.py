"""The 高手's calibrated chance to win a hand: a small logistic model learned from its own play
(``tools/train_value.py``, reproducible from a seed), shipped as data in ``resources/tables/win_model.json``
and evaluated in pure Python.

The outlook (:mod:`.outlook`) otherwise computes an analytic guess — per-draw chances of getting closer and of
winning, turned into a chance to win before the wall runs out. The model says instead what the 高手's hands
really did: for each distance from ready (向听 0, 1, 2, 3, 4 or more) one logistic regression on

    1, draws left / 10, ln(1 + useful cards), ln(1 + live winning cards)

("useful cards": the claim-aware 有效牌 the outlook weighs; "live winning cards": for a ready hand its live
waits weighed by how readily they come, one step away the mean live waits of the ready hands it may reach,
further away 0). Fitted on the same inputs, the analytic chance added nothing (held-out log loss 0.5694 with
it, 0.5703 without, 0.6059 for the analytic chance alone) and made the coefficients of the others change sign,
so it is left out: every coefficient but the bias is then ≥ 0 where it matters. The file's shape::

    {"format": 1, "kind": "changpai-win-model", "features": [...the four names...],
     "buckets": [[w0, w1, w2, w3], ...one per 向听 0 / 1 / 2 / 3 / 4+...], "trained": {...how...}}
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

from ...resources import resource_path
from .model_file import check_header, read_model_file, weights_row

MODEL_FILE = "win_model.json"
MODEL_FORMAT = 1
MODEL_KIND = "changpai-win-model"
FEATURES = ("bias", "draws_10", "ln_useful", "ln_waits")
BUCKETS = 5            # 向听 0, 1, 2, 3, 4 or more
DRAWS_SCALE = 10.0


def features(draws: float, useful: float, waits: float) -> tuple[float, ...]:
    """The model's inputs for one state (see the module's notes), in the order of ``FEATURES``."""
    return (1.0, draws / DRAWS_SCALE, math.log1p(max(0.0, useful)), math.log1p(max(0.0, waits)))


def bucket(x: int) -> int:
    return min(max(x, 0), BUCKETS - 1)


class WinModel:
    """P(win this hand) of a state, from its distance from ready and the features above."""

    def __init__(self, weights: list[list[float]]):
        self.weights = [tuple(w) for w in weights]

    def p_win(self, x: int, draws: float, useful: float, waits: float) -> float:
        w = self.weights[bucket(x)]
        z = sum(a * b for a, b in zip(w, features(draws, useful, waits), strict=True))
        if z < -30:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))


def check_model(doc: object) -> list[list[float]]:
    """The weights of a model document; ValueError saying what is wrong when it is not one this module reads."""
    rows = check_header(doc, MODEL_KIND, MODEL_FORMAT, FEATURES).get("buckets")
    if not isinstance(rows, list) or len(rows) != BUCKETS:
        raise ValueError(f"needs {BUCKETS} buckets of weights")
    return [weights_row(row, len(FEATURES), "a bucket is") for row in rows]


def read_model(path: Path) -> WinModel:
    """The model in ``path``; ResourceError naming the file when it cannot be used (a broken install)."""
    return read_model_file(path, lambda doc: WinModel(check_model(doc)))


@cache
def shipped_model() -> WinModel:
    """The shipped model (read once)."""
    return read_model(resource_path("tables", MODEL_FILE))
