"""The 胡 of a seat's face-up groups (melds, 叫龙, 喜) as everyone at the table can count it: the table shows
it beside each seat and the computer players use it to estimate an opponent."""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import N_KINDS
from ..rules import Levels, RuleSet
from .base import base_hu
from .model import Meld


def visible_hu(rules: RuleSet, levels: Levels, melds: Iterable[Meld], declared: Iterable[int], joys: int) -> int:
    """底胡 of the face-up sets plus 喜, rounded and capped (a non-winner's count of what is shown)."""
    declared = tuple(declared)
    counts = [0] * N_KINDS
    for k in declared:
        counts[k] += levels.remaining[k]
    return base_hu(rules, levels, counts, melds, declared, joys)
