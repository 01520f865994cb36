"""入门 (easy): loose play."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..table.actions import Action, SeatView
from ..cards import INDEX, N_KINDS
from .analysis import SUITED
from .base import Player

# What the easy player does first, when it may: win, declare, claim, kong, lay.
_EAGER = ("tsumo", "hu", "jiaolong", "tianting", "gang", "peng", "angang", "jiagang", "lilong")


def _loose(counts: Sequence[int], k: int) -> int:
    """How much a card of kind k works with the rest (lower: looser, discarded first)."""
    score = 10 * (counts[k] - 1) if counts[k] >= 2 else 0
    if k < SUITED:
        r = k % 9
        for d in (-2, -1, 1, 2):
            if 0 <= r + d < 9 and counts[k + d]:
                score += 3 if abs(d) == 1 else 2
    return score


class EasyPlayer(Player):
    """入门: loose. Wins when it can, declares every dragon, claims every 碰 and 杠, keeps pairs and
    breaks isolated cards first (a little at random among equally loose cards)."""

    name = "easy"

    def __init__(self, seed: int | str | None = None):
        self.rng = random.Random(f"easy:{seed}")

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        by_type: dict[str, Action] = {}
        for a in legal:
            by_type.setdefault(a.type, a)
        for t in _EAGER:
            if t in by_type:
                return by_type[t]
        discards = [a for a in legal if a.type == "discard"]
        if not discards:
            return legal[-1]
        counts = [0] * N_KINDS
        for code in view.hand:
            counts[INDEX[code]] += 1
        best = None
        pool: list[Action] = []
        for a in discards:
            s = _loose(counts, INDEX[a.card])
            if best is None or s < best:
                best, pool = s, [a]
            elif s == best:
                pool.append(a)
        return pool[self.rng.randrange(len(pool))]
