"""会面 (会面出汗 when a 老将 was flipped): a set of each of the three old generals (RULES.md §5.3).

Seed 000's two variants, each an option of ``multipliers.huimian``: ``dudiao`` — two of the three as sets and
the third as the pair completed by the winning card (独钓) is 会面 too; ``claimed_level_1`` — in 会面出汗 a
claimed 老将 (碰 or claimed 杠) scores at level 1 (``base.claimed_old_at_level_1``)."""

from __future__ import annotations

from collections.abc import Sequence

from ...text import Msg
from .facts import ScoringSet, WinFacts

KEY = "huimian"
_TRIO_SETS_FOR_DUDIAO = 2
_PAIR = 2


def meets(w: WinFacts, sets: Sequence[ScoringSet]) -> bool:
    """Whether the old generals meet in this reading (the rule switched on)."""
    m = w.rules.multipliers[KEY]
    if not m.on:
        return False
    trio = w.rules.levels.old_trio_indices
    missing = [k for k in trio if not any(sv.kind == k for sv in sets)]
    if not missing:
        return True
    # 独钓做扣: the one missing is the pair, completed by the winning card (a 老将 forms no sequence, so two
    # held with the winning card can only be the pair)
    return (bool(m.dudiao) and len(trio) - len(missing) == _TRIO_SETS_FOR_DUDIAO
            and w.win.card == missing[0] and w.hand.concealed[missing[0]] == _PAIR)


def claimed_at_level_1(w: WinFacts, sets: Sequence[ScoringSet]) -> bool:
    """会面出汗 with the claimed-老将 variant on: the claimed 老将 of this reading count at level 1."""
    return bool(w.rules.multipliers[KEY].claimed_level_1) and bool(w.levels.old_flips) and meets(w, sets)


def factor(w: WinFacts, htype: str, sets: Sequence[ScoringSet]) -> int:
    """The factor this multiplier applies to the reading, or 0 when it does not apply."""
    if not meets(w, sets):
        return 0
    m = w.rules.multipliers[KEY]
    return m.old_flip_factor if w.levels.old_flips else m.factor


def text(w: WinFacts) -> Msg:
    return Msg("score.mult.huimian_sweat" if w.levels.old_flips else "score.mult.huimian")
