"""The end of one 局, typed: who won and how, every seat's score and net, each seat laid open.

``finish(h, …)`` scores every player (RULES.md §4–5), settles the hand (§6, with the 包张 / 穷狠 300 house
rules) and returns the :class:`HandResult`; ``HandResult.to_dict()`` is the dict the state hash (and so
every save) has always been checked against.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Mapping
from typing import Any

from ..scoring import Score, Win, score as score_hand
from ..scoring.settlement import settle_hand
from .state import HandState

WIN_FLAGS = ("dealer_first", "last_card", "first_discard", "ready_declared", "after_gang", "ready_on_deal")


@dataclass(frozen=True)
class SeatReveal:
    """One seat's cards laid open at the end of a hand, with its score (None for the resting seat)."""

    seat: int
    concealed: tuple[str, ...]                          # codes, sorted
    melds: tuple[tuple[str, str, int | None], ...]      # (form, card, from seat)
    declared: tuple[str, ...]                           # 叫龙 kinds still in hand
    joys: tuple[str, ...]
    score: Score                                        # the scorer's items and arrangement
    hu: int                                             # 胡 after settlement's totals (the sheet's 胡)
    net: int


@dataclass(frozen=True)
class BaoZhang:
    """包张 (house rule): ``by`` pays for the others what ``for_`` owed; ``amount`` in all."""

    by: int
    for_: int
    amount: int


@dataclass(frozen=True)
class HandResult:
    """A finished hand. Per-seat tuples are indexed by absolute seat (None for the resting seat)."""

    winner: int | None
    card: str | None                 # the winning card
    type: str | None                 # the winner's hand type (Score.type)
    self_drawn: bool
    from_seat: int | None            # whose card it was (None: self-drawn or drawn hand)
    robbed: bool                     # 抢杠
    flags: Mapping[str, bool]        # the Win flags (empty for a drawn hand)
    totals: tuple[int | None, ...]
    nets: tuple[int | None, ...]
    scores: tuple[Score | None, ...]
    baozhang: BaoZhang | None
    qionghen_300: tuple[int, ...]    # seats raised to 300 by 穷狠 (house rule)
    seats: tuple[SeatReveal, ...]    # the three players laid open, in turn order

    def seat(self, s: int) -> SeatReveal:
        return next(r for r in self.seats if r.seat == s)

    def to_dict(self) -> dict:
        """The result as the state dict holds it (house-rule keys only when a house rule acted)."""
        out: dict[str, Any] = {
            "winner": self.winner, "card": self.card, "self_drawn": self.self_drawn, "from": self.from_seat,
            "robbed": self.robbed, "type": self.type, "flags": dict(self.flags),
            "totals": list(self.totals), "nets": list(self.nets),
        }
        if self.baozhang is not None:
            b = self.baozhang
            out["baozhang"] = {"by": b.by, "for": b.for_, "amount": b.amount}
        if self.qionghen_300:
            out["qionghen_300"] = list(self.qionghen_300)
        return out



def win_flags(win: Win | None) -> dict[str, bool]:
    """The Win flags of a result; ``ready_on_deal`` (天听, an option) only when set, so that results and state
    hashes of hands without it read as before it existed."""
    if win is None:
        return {}
    flags = {"dealer_first": win.dealer_first, "last_card": win.last_card, "first_discard": win.first_discard,
             "ready_declared": win.ready_declared, "after_gang": win.after_gang}
    if win.ready_on_deal:
        flags["ready_on_deal"] = True
    return flags


def finish(h: HandState, winner: int | None, win: Win | None, card: str | None, from_seat: int | None,
           robbed: bool) -> HandResult:
    """Score and settle the hand: its result."""
    scores: list[Score | None] = [None] * h.n_seats
    for s in h.order:
        scores[s] = score_hand(h.rules, h.flips, h.player_hand(s, win if s == winner else None))
    pos = list(h.order)
    st = settle_hand(h.rules.settlement, [scores[s].total for s in h.order],
                     winner=pos.index(winner) if winner is not None else None,
                     discarder=pos.index(from_seat) if from_seat is not None else None,
                     discarder_ready=lambda: h.is_ready(from_seat),
                     no_pair=[i for i, s in enumerate(pos) if h.no_pair_dealt[s]])
    totals: list[int | None] = [None] * h.n_seats
    nets: list[int | None] = [None] * h.n_seats
    for s, t, n in zip(h.order, st.totals, st.nets, strict=True):
        totals[s] = t
        nets[s] = n
    reveal = tuple(SeatReveal(s, h.concealed_codes(s), tuple(map(tuple, h.melds[s])), tuple(h.declared[s]),
                              tuple(h.joys[s]), scores[s], totals[s], nets[s]) for s in h.order)
    baozhang = None
    if st.baozhang:
        by, for_, amount = st.baozhang
        baozhang = BaoZhang(pos[by], pos[for_], amount)
    result = HandResult(
        winner, card, scores[winner].type if winner is not None else None, bool(win and win.self_drawn),
        from_seat, robbed, win_flags(win), tuple(totals), tuple(nets), tuple(scores), baozhang,
        tuple(pos[i] for i in st.raised_to_300) if st.raised_to_300 else (), reveal)
    return result
