"""The rule facts the computer players estimate with, asked of the one home of each (``engine.scoring.base``,
``engine.tiles``), so that an estimate and the scorer never disagree:

- ``face_up_hu``: ``scoring.sets_hu`` (the raw 胡 of melds and declared dragons);
- ``meld_hu`` / ``claimed_set_hu``: ``scoring.set_value`` / ``scoring.peng_value`` (a flipped kind's 碰 counts
  more);
- ``face_up_dihu``: ``scoring.dihu`` of the face-up sets alone (rounded, with 三老会齐);
- ``nonwinner_count``: ``scoring.base_hu`` (exactly ``score(...).total`` of a player who did not win);
- ``sets_needed``: ``tiles.sets_needed`` (a laid two-card dragon is not a set).

Elsewhere the players call the scorer's public functions directly: ``score_winner`` (outlook.win_total) and
``score_waits`` (hints).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .. import tiles
from ..cards import N_KINDS
from ..rules import Levels, RuleSet
from ..scoring import Meld, base_hu, dihu, peng_value, set_value, sets_hu

SETS_TO_WIN = tiles.SETS_IN_A_WIN   # a winning hand is seven sets and a pair (RULES.md §3)
_NO_CARDS = (0,) * N_KINDS


def sets_needed(melds: Iterable[Meld], levels: Levels) -> int:
    """Sets still to make in the concealed hand: ``tiles.sets_needed`` of these melds."""
    return tiles.sets_needed(((m.form, m.kind) for m in melds), levels.remaining)


def face_up_hu(rules: RuleSet, levels: Levels, melds: tuple[Meld, ...], declared: Sequence[int]) -> int:
    """The raw 胡 of melds and declared dragons, as the scorer values them, without 三老会齐 or rounding."""
    return sets_hu(rules, levels, melds, declared)


def face_up_dihu(rules: RuleSet, levels: Levels, melds: tuple[Meld, ...], declared: Sequence[int]) -> int:
    """The rounded 底胡 of melds and declared dragons alone (with 三老会齐)."""
    return dihu(rules, levels, _NO_CARDS, melds, declared)


def meld_hu(rules: RuleSet, levels: Levels, form: str, kind: int) -> int:
    """The 胡 of one meld (``peng``, ``minggang``, ``angang`` or ``long``; a flipped kind's 碰 is worth more),
    as the scorer values it; ``"declared"`` for a declared dragon (叫龙)."""
    return set_value(rules, levels, kind, "long" if form == "declared" else form)


def claimed_set_hu(rules: RuleSet, levels: Levels, form: str, kind: int) -> int:
    """The 胡 of the set a claim lays: ``"peng"`` (a 碰) or ``"gang"`` (a 明杠)."""
    if form == "peng":
        return peng_value(rules, levels, kind)
    return set_value(rules, levels, kind, "minggang")


def nonwinner_count(rules: RuleSet, levels: Levels, concealed: Sequence[int], melds: tuple[Meld, ...],
                    declared: Sequence[int], joys: int) -> int:
    """The count a non-winner holding these cards settles with (底胡 with 把子 and 三老会齐, rounded, plus 喜,
    capped)."""
    return base_hu(rules, levels, concealed, melds, declared, joys)
