"""出分: settling a hand between the players who played it (RULES.md §6).

Every player of the hand has a 胡 count (the winner its total, the others their 底胡 with 喜). Each pair of
players settles the difference, so a player's net is the sum of (own − other) over the others, and the
nets sum to zero. A non-winner with big sets can gain from the winner. The resting seat settles nothing.

The seed option 包张 (seed 002: a player not yet ready who discards the winning card pays the third player's
share too) is off in every preset; a house rule turns it on (``settlement.baozhang``), and then
:func:`baozhang` moves that share.
"""

from __future__ import annotations

from typing import Sequence


def settle(totals: Sequence[int]) -> list[int]:
    """Nets for the players of one hand, in the same order: net_i = Σ_j (t_i − t_j)."""
    n = len(totals)
    s = sum(totals)
    return [n * t - s for t in totals]


def baozhang(totals: Sequence[int], nets: Sequence[int], winner: int, discarder: int) -> tuple[list[int], int]:
    """包张: the discarder (not ready when it fed the win) also pays what the third player owes the winner.

    ``totals`` and ``nets`` are in the same order, ``winner`` and ``discarder`` are positions in them.
    Only the third player's payment to the winner moves (when it owes one: a third player whose count is
    above the winner's receives from the winner as usual). Returns the new nets and the amount moved."""
    third = next(i for i in range(len(totals)) if i not in (winner, discarder))
    amount = totals[winner] - totals[third]
    out = list(nets)
    if amount <= 0:
        return out, 0
    out[third] += amount
    out[discarder] -= amount
    return out, amount
