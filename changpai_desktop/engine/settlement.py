"""出分: settling a hand between the players who played it (RULES.md §6).

Every player of the hand has a 胡 count (the winner its total, the others their 底胡 with 喜). Each pair of
players settles the difference, so a player's net is the sum of (own − other) over the others, and the
nets sum to zero. A non-winner with big sets can gain from the winner. The resting seat settles nothing.

The seed option 包张 (a player not yet ready who discards the winning card pays the third player's share too)
is off in every preset and not implemented: the rule data carries it, nothing reads it yet.
"""

from __future__ import annotations

from typing import Sequence


def settle(totals: Sequence[int]) -> list[int]:
    """Nets for the players of one hand, in the same order: net_i = Σ_j (t_i − t_j)."""
    n = len(totals)
    s = sum(totals)
    return [n * t - s for t in totals]
