"""The 高手's model of each opponent's concealed hand, from what it discarded, claimed and passed, and the
cost of a discard: the win it may give (readiness × the win's value × the chance the card is a wait) and
the 碰 / 杠 it may feed.

A kind's copies the seat has not seen (``Analysis.live``) are spread over the unseen cards: the opponents'
concealed hands and the wall. An opponent holding h of the U unseen cards holds two or three of a kind's n
live copies with the hypergeometric chances; that is then corrected by what it did:

- it discarded the kind itself: it seldom holds a pair of it (``OWN_DISCARD_PAIR``);
- the kind was discarded by someone else and it did not claim it: it passed, so it seldom held a pair then
  (``PASSED_PAIR``) — a 将 碰 is nearly always taken;
- its readiness (``threats.threats``: melds, draws, the wall, a declared 报听) and its visible value.

A 碰 fed to an opponent raises its count by the set's 胡 (the losers' counts settle too, RULES.md §6), so this
seat's net falls by as much, plus the tempo the claim gives it; a 杠 by the 明杠's gain over the 暗克.
"""

from __future__ import annotations

from functools import cache
from math import comb

from ..cards import INDEX, KINDS
from ..table.actions import SeatView
from .analysis import Analysis
from .threats import Threat, danger, threats
from .tuning import FEED_TEMPO, OWN_DISCARD_PAIR, PASSED_PAIR

PAIR = 2
TRIPLE = 3


@cache
def holds_at_least(unseen: int, live: int, hidden: int) -> tuple[float, float]:
    """Chances that ``hidden`` cards drawn from ``unseen`` hold at least two / at least three of ``live``
    copies (hypergeometric)."""
    if live < PAIR or hidden < PAIR or unseen <= 0:
        return 0.0, 0.0
    hidden = min(hidden, unseen)
    total = comb(unseen, hidden)
    p = [comb(live, j) * comb(unseen - live, hidden - j) / total for j in range(TRIPLE)]
    return max(0.0, 1.0 - p[0] - p[1]), max(0.0, 1.0 - p[0] - p[1] - p[2])


class Opponents:
    """What this seat's discards may cost it, against every opponent of the hand."""

    def __init__(self, an: Analysis, view: SeatView):
        self.an = an
        self.view = view
        self.unseen = max(1, sum(an.live))
        self.threats: list[Threat] = threats(an, view)
        self._single_mean: float | None = None
        self.hidden = {}
        for s in view.order:
            if s == view.seat:
                continue
            shown = sum(an.rem[INDEX[x]] for x in view.declared[s])
            self.hidden[s] = max(0, view.hand_counts[s] - shown)

    def claim_chances(self, s: int, k: int) -> tuple[float, float]:
        """Chances that opponent s holds exactly a pair / three or more of kind k."""
        p2, p3 = holds_at_least(self.unseen, self.an.live[k], self.hidden[s])
        code = KINDS[k]
        f = 1.0
        if code in self.view.discards[s]:
            f *= OWN_DISCARD_PAIR
        if any(code in self.view.discards[t] for t in self.view.order if t not in (s, self.view.seat)) \
                or code in self.view.discards[self.view.seat]:
            f *= PASSED_PAIR
        return (p2 - p3) * f, p3 * f

    def feed_cost(self, k: int) -> float:
        """Expected net 胡 this seat loses by feeding a 碰 / 杠 of kind k to an opponent."""
        an = self.an
        peng = an.claim_value("peng", k) + FEED_TEMPO
        gang = max(0, an.claim_value("gang", k) - an.table[an.lv[k]][1]) + FEED_TEMPO
        cost = 0.0
        for s in self.hidden:
            if self.view.ready and self.view.ready[s]:
                continue  # a declared-ready seat discards what it draws: it claims nothing
            p2, p3 = self.claim_chances(s, k)
            cost += p2 * peng + p3 * gang
        return cost

    def win_cost(self, k: int, big_hand: float = 0.0) -> float:
        """Expected net 胡 lost by discarding kind k into an opponent's win (readiness × value × wait)."""
        return danger(self.an, [t for t in self.threats if t[1] >= big_hand], k)

    def cost(self, k: int, win_weight: float, feed_weight: float, big_hand: float = 0.0) -> float:
        return win_weight * self.win_cost(k, big_hand) + feed_weight * self.single_feed_cost(k)

    def single_feed_cost(self, k: int) -> float:
        """The feed cost as the 高手 weighs it between discards: a single card's own; a card out of a pair or
        a triplet of this seat's, the mean of its singles' (it is seldom claimed, but breaking one's own pair
        to be safe costs more than the claim: with every card's own cost the 高手 lost about 10 net 胡 a hand
        on 450 duplicate hands of seed 101)."""
        c = self.an.counts
        if c[k] == 1:
            return self.feed_cost(k)
        if self._single_mean is None:
            singles = [self.feed_cost(j) for j in range(len(c)) if c[j] == 1 and j not in self.an.declared]
            self._single_mean = sum(singles) / len(singles) if singles else 0.0
        return self._single_mean

