"""会面 (会面出汗 when a 老将 was flipped): a set of each of the three old generals (RULES.md §5.3)."""

from __future__ import annotations

from collections.abc import Sequence

from ...text import Msg
from .facts import ScoringSet, WinFacts

KEY = "huimian"


def factor(w: WinFacts, htype: str, sets: Sequence[ScoringSet]) -> int:
    """The factor this multiplier applies to the reading, or 0 when it does not apply."""
    m = w.rules.multipliers[KEY]
    if not (m.on and all(any(sv.kind == k for sv in sets) for k in w.rules.levels.old_trio_indices)):
        return 0
    return m.old_flip_factor if w.levels.old_flips else m.factor


def text(w: WinFacts) -> Msg:
    return Msg("score.mult.huimian_sweat" if w.levels.old_flips else "score.mult.huimian")
