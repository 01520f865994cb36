"""The 高手's reading of the opponents: how likely each is ready, what its win would cost, and how
dangerous a discard is."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..table.actions import SeatView
from ..cards import INDEX, KINDS, N_KINDS
from ..scoring import Meld, meld_is_set
from .analysis import SUITED, Analysis
from .rule_facts import face_up_dihu
from .tuning import (
    DISCARDED_BY_THEM, LATE_WALL, LOSS_EXTRA, PAIR_WAIT_COPIES, READY_DECLARED_P, READY_P_BASE, READY_P_LATE,
    READY_P_MAX, READY_P_PER_DRAW, READY_P_PER_SET, SEQ_WAIT_DIVISOR, THREAT_PIAO_EXTRA, THREAT_PIAO_SETS,
    THREAT_TA_EXTRA, WAIT_SHARE,
)

Threat = tuple[float, float, int]  # (probability it is ready, what its win would cost, seat)


def threats(an: Analysis, view: SeatView) -> list[Threat]:
    """Per opponent: (probability it is ready, what its win would cost, seat)."""
    out = []
    for s in view.order:
        if s == view.seat:
            continue
        melds = view.melds[s]
        sets = melded_sets(an, s)
        draws = view.draws[s] if view.draws else 0
        if view.ready and view.ready[s]:
            p = READY_DECLARED_P
        else:
            late = READY_P_LATE if view.wall_count < LATE_WALL else 0.0
            p = min(READY_P_MAX, READY_P_BASE + READY_P_PER_SET * sets + READY_P_PER_DRAW * draws + late)
        dihu = face_up_dihu(an.rules, an.levels, tuple(Meld(f, INDEX[x]) for f, x, _ in melds),
                            tuple(INDEX[x] for x in view.declared[s]))
        win = dihu + an.ta_base + THREAT_TA_EXTRA
        if sets >= THREAT_PIAO_SETS:
            win = an.piao_multiplier * (dihu + an.piao_base + THREAT_PIAO_EXTRA)
        out.append((p, float(win), s))
    return out


def melded_sets(an: Analysis, s: int) -> int:
    """How many of seat s's melds are sets (a laid two-card dragon is none)."""
    return sum(1 for f, x, _ in an.view.melds[s] if meld_is_set(Meld(f, INDEX[x]), an.levels))


def pair_wait(live: Sequence[int], k: int) -> float:
    """How likely kind k is a 吊头 / 对倒 wait: its live copies, up to PAIR_WAIT_COPIES, / PAIR_WAIT_COPIES."""
    return min(live[k], PAIR_WAIT_COPIES) / PAIR_WAIT_COPIES


def seq_wait_terms(live: Sequence[int], k: int) -> Iterator[float]:
    """For each sequence through suited kind k (k as its low, middle or high card), the smaller live count of the
    two other cards / SEQ_WAIT_DIVISOR; nothing for a 老将."""
    if k < SUITED:
        r = k % 9
        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            if 0 <= r + a < 9 and 0 <= r + b < 9:
                yield min(live[k + a], live[k + b]) / SEQ_WAIT_DIVISOR


def wait_weight(live: Sequence[int], k: int) -> float:
    """How likely kind k is a wait at all: a 吊头 / 对倒 on it, or the middle or end of a sequence."""
    w = pair_wait(live, k)
    for t in seq_wait_terms(live, k):
        w += t
    return w


def danger(an: Analysis, threat: list[Threat], k: int, priced: bool = True) -> float:
    """Expected net 胡 lost by discarding kind k into someone's win (``priced=False``: the chance that it
    wins for someone)."""
    if not threat:
        return 0.0
    live = an.live
    w = wait_weight(live, k)
    if w <= 0:
        return 0.0
    total = sum(wait_weight(live, j) for j in range(N_KINDS)) or 1.0
    cost = 0.0
    for p, win, s in threat:
        pw = min(1.0, WAIT_SHARE * w / total)
        if KINDS[k] in an.view.discards[s]:
            pw *= DISCARDED_BY_THEM
        cost += p * pw * ((win + LOSS_EXTRA) if priced else 1.0)
    return cost
