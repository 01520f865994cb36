"""一胡头儿: the only scoring set is one plain 碰 (RULES.md §5.3)."""

from __future__ import annotations

from collections.abc import Sequence

from ...text import Msg
from .facts import ScoringSet, WinFacts

KEY = "yihutouer"


def factor(w: WinFacts, htype: str, sets: Sequence[ScoringSet]) -> int:
    """The factor this multiplier applies to the reading, or 0 when it does not apply."""
    m = w.rules.multipliers[KEY]
    if not m.on or len(sets) != 1:
        return 0
    only = sets[0]
    return m.factor if only.form == "peng" and only.level == 0 and not only.flipped else 0


def text(w: WinFacts) -> Msg:
    return Msg("score.mult.yihutouer")
