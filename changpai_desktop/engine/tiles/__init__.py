"""Concealed cards as sets and a pair: the public API of the tile arithmetic.

``arrange`` holds the machinery (is-winning, every arrangement, waits, 向听); this package also holds the two
facts every caller used to write for itself: how many sets a hand still needs, and whether it is ready.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import N_KINDS
from .arrange import SEQ, TRIPLET, Arrangement, arrangements, is_winning, qing_xiangting, waits, xiangting

__all__ = ["SEQ", "SETS_IN_A_WIN", "TRIPLET", "Arrangement", "arrangements", "is_ready", "is_set", "is_winning",
           "qing_xiangting", "ready_needing", "sets_needed", "waits", "xiangting"]

SETS_IN_A_WIN = 7  # a winning hand is seven sets and a pair (RULES.md §4)
_SET_SIZE = 3


def is_set(form: str, kind: int, remaining: Sequence[int]) -> bool:
    """Whether a meld counts as a set: every meld does but a laid dragon of a kind with fewer than three copies
    left after the flips (a two-card dragon is not a set)."""
    return form != "long" or remaining[kind] >= _SET_SIZE


def sets_needed(melds: Iterable[tuple[str, int]], remaining: Sequence[int]) -> int:
    """Seven minus the melds that are sets; ``melds`` are (form, kind index), ``remaining`` the copies of each
    kind left after the flips (``Levels.remaining``)."""
    return SETS_IN_A_WIN - sum(1 for form, kind in melds if is_set(form, kind, remaining))


def ready_needing(counts: Sequence[int], need: int) -> bool:
    """Whether concealed ``counts`` (between turns, one card short of ``need`` sets and a pair) wait on a card:
    向听 0. For callers that already hold ``sets_needed``; ``is_ready`` is the same from the melds."""
    return xiangting(counts, need) <= 0


def is_ready(counts: Sequence[int], melds: Iterable[tuple[str, int]], remaining: Sequence[int]) -> bool:
    """Whether concealed ``counts`` (between turns, one card short) wait on a card: 向听 0."""
    return ready_needing(list(counts[:N_KINDS]), sets_needed(melds, remaining))
