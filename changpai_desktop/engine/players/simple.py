"""Two simple computer players: :class:`RandomPlayer` (any legal action, seeded) and :class:`GreedyPlayer`
(wins when it can, declares dragons, takes every kong, claims a 碰 / 杠 when it lowers 向听, discards to
minimise 向听)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .. import tiles
from ..table.actions import Action, SeatView
from ..cards import INDEX, N_KINDS
from .base import Player


class RandomPlayer(Player):
    name = "random"
    needs_view = False  # Game.advance passes None for the view

    def __init__(self, seed: int | str | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


def hand_counts(view: SeatView) -> list[int]:
    counts = [0] * N_KINDS
    for c in view.hand:
        counts[INDEX[c]] += 1
    return counts


def sets_needed(view: SeatView) -> int:
    """Sets still to make: seven less the seat's melds that are sets (a laid two-card dragon is not one)."""
    remaining = view.rules.levels_for(view.flips).remaining
    return tiles.sets_needed(((f, INDEX[c]) for f, c, _ in view.melds[view.seat]), remaining)


def _connectivity(counts: Sequence[int], k: int) -> int:
    """How much a card works with its neighbours (a cheap tie-break for discards)."""
    score = counts[k] * 3
    if k < 27:
        r = k % 9
        for d in (-2, -1, 1, 2):
            if 0 <= r + d < 9:
                score += counts[k + d] * (2 if abs(d) == 1 else 1)
    return score


def best_discard(counts: list[int], need: int, options: Sequence[str]) -> tuple[int, str]:
    """The discard among ``options`` leaving the lowest 向听 (ties: the least connected card)."""
    best = None
    for code in options:
        k = INDEX[code]
        counts[k] -= 1
        x = tiles.xiangting(counts, need)
        counts[k] += 1
        key = (x, _connectivity(counts, k), -k)
        if best is None or key < best[0]:
            best = (key, code)
    return best[0][0], best[1]


class GreedyPlayer(Player):
    """Minimises 向听; wins when it can; claims when the claim lowers 向听."""

    name = "greedy"

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        types = {a.type for a in legal}
        for t in ("tsumo", "hu"):
            if t in types:
                return next(a for a in legal if a.type == t)
        if view.phase == "dragons":
            return next((a for a in legal if a.type in ("jiaolong", "tianting")), legal[-1])
        if view.phase == "claim":
            return self._claim(view, legal)
        for t in ("angang", "jiagang"):
            if t in types:
                return next(a for a in legal if a.type == t)
        counts = hand_counts(view)
        need = sets_needed(view)
        ready = [a for a in legal if a.type == "ready"]
        if ready:
            return ready[0]
        discards = [a.card for a in legal if a.type == "discard"]
        if len(discards) == 1:
            return Action("discard", discards[0])
        _x, card = best_discard(counts, need, discards)
        return Action("discard", card)

    def _claim(self, view: SeatView, legal: list[Action]) -> Action:
        claims = [a for a in legal if a.type in ("gang", "peng")]
        if not claims:
            return legal[-1]
        counts = hand_counts(view)
        need = sets_needed(view)
        before = tiles.xiangting(counts, need)
        for a in claims:  # gang first (the engine lists gang before peng)
            k = INDEX[a.card]
            take = 3 if a.type == "gang" else 2
            counts[k] -= take
            if a.type == "gang":
                after = tiles.xiangting(counts, need - 1)
            else:
                opts = [c for c in {view.hand[i] for i in range(len(view.hand))} if counts[INDEX[c]] > 0]
                after = best_discard(counts, need - 1, opts)[0] if opts else 99
            counts[k] += take
            if after < before or (a.type == "gang" and after <= before):
                return a
        return next(a for a in legal if a.type == "pass")
