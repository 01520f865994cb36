"""闷飘 (闷子棍): an all-triplets win with no 碰 laid (RULES.md §5.3)."""

from __future__ import annotations

from collections.abc import Sequence

from ...text import Msg
from .facts import ScoringSet, WinFacts

KEY = "menpiao"


def factor(w: WinFacts, htype: str, sets: Sequence[ScoringSet]) -> int:
    """The factor this multiplier applies to the reading, or 0 when it does not apply."""
    m = w.rules.multipliers[KEY]
    return m.factor if htype == "piao" and not w.has_peng_meld and m.on else 0


def text(w: WinFacts) -> Msg:
    return Msg("score.mult.menpiao")
