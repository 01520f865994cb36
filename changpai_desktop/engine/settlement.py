"""出分: settling a hand between the players who played it (RULES.md §6).

Every player of the hand has a 胡 count (the winner its total, the others their 底胡 with 喜). Each pair of
players settles the difference, so a player's net is the sum of (own − other) over the others, and the
nets sum to zero. A non-winner with big sets can gain from the winner. The resting seat settles nothing.

The option 包张 (off in every preset): when a player who was not ready discarded the winning card, it pays
the third player's share to the winner as well.
"""

from __future__ import annotations

from typing import Sequence


def settle(totals: Sequence[int]) -> list[int]:
    """Nets for the players of one hand, in the same order: net_i = Σ_j (t_i − t_j)."""
    n = len(totals)
    s = sum(totals)
    return [n * t - s for t in totals]


def settle_with_baozhang(totals: Sequence[int], winner: int, discarder: int) -> list[int]:
    """Like :func:`settle`, but the discarder also pays what the third player owed the winner (包张)."""
    nets = [0] * len(totals)
    for a in range(len(totals)):
        for b in range(a + 1, len(totals)):
            diff = totals[a] - totals[b]  # b pays a this much (negative: a pays b)
            payer_b = b
            payer_a = a
            if diff > 0 and a == winner and b != discarder:
                payer_b = discarder
            if diff < 0 and b == winner and a != discarder:
                payer_a = discarder
            if diff > 0:
                nets[a] += diff
                nets[payer_b] -= diff
            elif diff < 0:
                nets[b] -= diff
                nets[payer_a] += diff
    return nets
