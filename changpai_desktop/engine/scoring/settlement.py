"""出分: settling a hand between the players who played it (RULES.md §6).

Every player of the hand has a 胡 count (the winner its total, the others their 底胡 with 喜). Each pair of
players settles the difference, so a player's net is the sum of (own − other) over the others, and the
nets sum to zero. A non-winner with big sets can gain from the winner. The resting seat settles nothing.

The seed option 包张 (seed 002: a player not yet ready who discards the winning card pays the third player's
share too) and 穷狠 300 (seed 003: a player dealt no two cards alike counts 300 胡) are off in every preset; a
house rule turns them on (``settlement.baozhang``, ``settlement.qionghen_300``). :func:`settle_hand` applies
them for the game and for the scoring calculator alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable, Sequence

from ..rules import Settlement

QIONGHEN_TOTAL = 300   # seed 003: what a player dealt no two cards alike counts


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


@dataclass
class HandSettlement:
    """A hand settled with the house rules: totals (穷狠 300 applied), nets, and what the rules did —
    positions (indices into ``totals``) raised to 300, and 包张 as (discarder, third player, amount)."""

    totals: list[int]
    nets: list[int]
    raised_to_300: list[int] = field(default_factory=list)
    baozhang: tuple[int, int, int] | None = None


def settle_hand(options: Settlement, totals: Sequence[int], winner: int | None = None, discarder: int | None = None,
                discarder_ready: Callable[[], bool] = lambda: True, no_pair: Sequence[int] = ()) -> HandSettlement:
    """Settle one hand under the rule set's ``settlement`` section (RULES.md §6 plus the two house rules).

    ``winner`` and ``discarder`` (who fed a win on a discard; None when self-drawn) are positions in
    ``totals``; ``discarder_ready`` is asked only when 包张 could apply; ``no_pair`` lists the positions whose
    dealt hand held no two cards alike."""
    totals = list(totals)
    raised = []
    if options.qionghen_300:
        for i in no_pair:
            if totals[i] < QIONGHEN_TOTAL:
                totals[i] = QIONGHEN_TOTAL
                raised.append(i)
    nets = settle(totals)
    bao = None
    if (options.baozhang and len(totals) == 3 and winner is not None and discarder is not None
            and discarder != winner and not discarder_ready()):
        nets, amount = baozhang(totals, nets, winner, discarder)
        if amount:
            bao = (discarder, next(i for i in range(3) if i not in (winner, discarder)), amount)
    return HandSettlement(totals, nets, raised, bao)
