"""The rule facts the computer players estimate with, asked of the scorer (one home: ``engine.scoring``).

This module is the players' only door to the scorer's 底胡 machinery: the 胡 of face-up sets, the value of
a claimed set (a flipped kind's 碰 counts more), 底胡 with 三老会齐, a non-winner's count, and which melds
are sets. After the scoring package lands (``engine/scoring/base.py``), point these calls there:

- ``face_up_hu``: ``sum(sv.hu for sv in _Base(rules, levels, PlayerHand((0,) * 30, melds, declared)).sets)``
  (also ``meld_hu`` / ``claimed_set_hu``: one ``Meld(form, kind)``, or one declared kind);
- ``face_up_dihu``: ``_dihu_numbers(rules, <that _Base>, None)[3]`` (rounded, with 三老会齐);
- ``nonwinner_count``: ``score_nonwinner(rules, levels, PlayerHand(concealed, melds, sorted(declared), joys,
  False, None)).total``;
- ``sets_needed``: ``meld_is_set(meld, levels)``.

Elsewhere the players call the scorer's public functions directly: ``score_winner`` (outlook.win_total) and
``score_waits`` (hints).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import N_KINDS
from ..rules import Levels, RuleSet
from ..scoring import Meld, PlayerHand, _Base, _dihu_numbers, meld_is_set, score_nonwinner

SETS_TO_WIN = 7           # a winning hand is seven sets and a pair (RULES.md §3)
_NO_CARDS = (0,) * N_KINDS


def sets_needed(melds: Iterable[Meld], levels: Levels) -> int:
    """Sets still to make in the concealed hand: seven less the melds that are sets (``scoring.meld_is_set``:
    a laid two-card dragon is not one)."""
    return SETS_TO_WIN - sum(1 for m in melds if meld_is_set(m, levels))


def face_up_hu(rules: RuleSet, levels: Levels, melds: tuple[Meld, ...], declared: Sequence[int]) -> int:
    """The raw 胡 of melds and declared dragons, as the scorer values them (``scoring._Base``), without
    三老会齐 or rounding."""
    base = _Base(rules, levels, PlayerHand(_NO_CARDS, melds, tuple(declared)))
    return sum(sv.hu for sv in base.sets)


def face_up_dihu(rules: RuleSet, levels: Levels, melds: tuple[Meld, ...], declared: Sequence[int]) -> int:
    """The rounded 底胡 of melds and declared dragons alone (with 三老会齐): ``scoring._dihu_numbers``."""
    base = _Base(rules, levels, PlayerHand(_NO_CARDS, melds, tuple(declared)))
    return _dihu_numbers(rules, base, None)[3]


def meld_hu(rules: RuleSet, levels: Levels, form: str, kind: int) -> int:
    """The 胡 of one meld (``peng``, ``minggang``, ``angang`` or ``long``; a flipped kind's 碰 is worth more),
    as the scorer values it; ``"declared"`` for a declared dragon (叫龙)."""
    if form == "declared":
        return face_up_hu(rules, levels, (), (kind,))
    return face_up_hu(rules, levels, (Meld(form, kind),), ())


def claimed_set_hu(rules: RuleSet, levels: Levels, form: str, kind: int) -> int:
    """The 胡 of the set a claim lays: ``"peng"`` (a 碰) or ``"gang"`` (a 明杠)."""
    return meld_hu(rules, levels, "peng" if form == "peng" else "minggang", kind)


def nonwinner_count(rules: RuleSet, levels: Levels, concealed: Sequence[int], melds: tuple[Meld, ...],
                    declared: Sequence[int], joys: int) -> int:
    """The count a non-winner holding these cards settles with: ``scoring.score_nonwinner(...).total``
    (底胡 with 把子 and 三老会齐, rounded, plus 喜)."""
    hand = PlayerHand(tuple(concealed), melds, tuple(sorted(declared)), joys, False, None)
    return score_nonwinner(rules, levels, hand).total
