"""穷狠 (穷穷狠 when a 喜 was flipped): a winner with 喜 in play who holds none (RULES.md §5.3)."""

from __future__ import annotations

from collections.abc import Sequence

from ...text import Msg
from .facts import ScoringSet, WinFacts

KEY = "qionghen"


def factor(w: WinFacts, htype: str, sets: Sequence[ScoringSet]) -> int:
    """The factor this multiplier applies to the reading, or 0 when it does not apply."""
    m = w.rules.multipliers[KEY]
    if not (w.joys_in_play and w.hand.joys == 0 and m.on):
        return 0
    return m.joy_flip_factor if w.levels.joy_flipped else m.factor


def text(w: WinFacts) -> Msg:
    return Msg("score.mult.qiongqionghen" if w.levels.joy_flipped else "score.mult.qionghen")
