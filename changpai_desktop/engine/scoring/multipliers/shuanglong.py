"""双龙: two concealed kongs or dragons among the scoring sets (RULES.md §5.3)."""

from __future__ import annotations

from collections.abc import Sequence

from ...text import Msg
from .facts import ScoringSet, WinFacts

KEY = "shuanglong"
_PAIR = 2


def factor(w: WinFacts, htype: str, sets: Sequence[ScoringSet]) -> int:
    """The factor this multiplier applies to the reading, or 0 when it does not apply."""
    m = w.rules.multipliers[KEY]
    if not m.on:
        return 0
    return m.factor if sum(1 for sv in sets if sv.form in ("angang", "long")) >= _PAIR else 0


def text(w: WinFacts) -> Msg:
    return Msg("score.mult.shuanglong")
