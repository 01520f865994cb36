"""RULES.md §4: what the flips of one hand make of every kind — its level (将 or not, and how high) and how
many copies of it are left in play. The one home of "4 − flips copies left"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..cards import CARD_INFO, INDEX, JOYS, KINDS, N_KINDS, check_code

COPIES = 4            # copies of each kind in the deck
N_SUITED = 27         # kinds 0..26 are the three suits; 27..29 红花 千字 白花
RANKS = 9
HEAD_TAIL_RANKS = (1, 9)
RANK_GROUP = 3        # 跟随将: ranks 1-4-7 / 2-5-8 / 3-6-9


@dataclass(frozen=True)
class Levels:
    """What the flips of one hand make of every kind: its level, and how many copies remain in play."""

    level: tuple[int, ...]          # per kind index 0..29
    remaining: tuple[int, ...]      # 4 minus the copies flipped
    joy_flipped: bool               # a 喜 was among the flips
    old_flips: int                  # how many flips were 老将


class LevelFacts(Protocol):
    """The level rules of §4 as ``levels_for`` reads them (``ruleset.LevelRules`` has these fields)."""

    old_level_by_old_flips: tuple[int, ...]
    head_tail_level: int
    flip_rank_scope: str
    rank_level_by_flips: tuple[int, ...]

    @property
    def old_general_indices(self) -> frozenset[int]: ...


def copies_left(levels: Levels, kind: int) -> int:
    """Copies of ``kind`` (an index) still in play: 4 minus those flipped."""
    return levels.remaining[kind]


def copies_left_of(flips: Sequence[str], code: str) -> int:
    """The same from the flips themselves, by card code (for callers without a Levels)."""
    return COPIES - sum(1 for f in flips if f == code)


def _rank_hits(flip_ranks: list[int], scope: str) -> list[int]:
    hits = [0] * (RANKS + 1)
    for rank in flip_ranks:
        if scope == "group":
            for r in range(1, RANKS + 1):
                if r % RANK_GROUP == rank % RANK_GROUP:
                    hits[r] += 1
        else:
            hits[rank] += 1
    return hits


def levels_for(rules: LevelFacts, flips: Sequence[str]) -> Levels:
    """Each kind's level for a hand with these flips (喜 flips included in the list)."""
    remaining = [COPIES] * N_KINDS
    joy_flipped = False
    old = rules.old_general_indices
    old_flips = 0
    flip_ranks = []
    for code in flips:
        check_code(code)
        if code in JOYS:
            joy_flipped = True
            continue
        i = INDEX[code]
        remaining[i] -= 1
        if i in old:
            old_flips += 1
        elif i < N_SUITED:
            flip_ranks.append(i % RANKS + 1)
    rank_hits = _rank_hits(flip_ranks, rules.flip_rank_scope)
    by_old, by_rank = rules.old_level_by_old_flips, rules.rank_level_by_flips
    old_level = by_old[min(old_flips, len(by_old) - 1)]
    level = [0] * N_KINDS
    for i in range(N_KINDS):
        best = 0
        if i < N_SUITED:
            rank = i % RANKS + 1
            best = by_rank[min(rank_hits[rank], len(by_rank) - 1)]
            if rank in HEAD_TAIL_RANKS:
                best = max(best, rules.head_tail_level)
        if i in old:
            best = max(best, old_level)
        level[i] = best
    return Levels(tuple(level), tuple(remaining), joy_flipped, old_flips)


def kinds_label(levels: Levels, lang: str = "zh_Hans") -> str:
    """A short human description of which kinds are 将 (level ≥ 1), for tooltips and the rules page."""
    parts = []
    for lvl in sorted({v for v in levels.level if v > 0}, reverse=True):
        names = [CARD_INFO[KINDS[i]].name(lang) for i in range(N_KINDS) if levels.level[i] == lvl]
        parts.append(f"L{lvl}: " + " ".join(names))
    return "; ".join(parts)
