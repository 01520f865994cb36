"""The 高手's expected settlement of a state: how likely it wins before the wall runs out, what the win
would count, and what it counts otherwise.

The expectation is taken over the coming draws exactly, kind by kind with the live counts (the hidden cards
consistent with what this seat has seen, each unseen copy equally likely to come), rather than by Monte
Carlo samples, so it is deterministic and cheap.

With ``HardConfig.calibrated`` the chance to win comes instead from a model learned on the 高手's own play
(:mod:`.value_model`, trained by ``tools/train_value.py``) on the same inputs: it predicts the outcome better
than the analytic chance but plays weaker, so it is off (see ``tuning.HardConfig``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import tiles
from ..table.actions import SeatView
from ..cards import KINDS, N_KINDS
from ..scoring import PlayerHand, Win, round_up, score_winner
from .analysis import SUITED, Analysis
from .analysis import StateEval
from .value_model import WinModel, shipped_model
from .tuning import (
    DISCARD_WIN_LESS, FAR_WINS, OWN_COUNT_WEIGHT, PIAO_WIN_EXTRA, PROB_CAP, QING_WIN_EXTRA,
    SCORE_CACHE_MAX, SHED_DISCARDED, SHED_HONOUR, SHED_TERMINAL, TA_WIN_EXTRA, HardConfig,
)


def shed_factor(an: Analysis, k: int) -> float:
    """How readily the others discard kind k, relative to an average card: 老将 and 1s / 9s have few
    neighbours; a kind the others have already discarded is one they are shedding."""
    f = SHED_HONOUR if k >= SUITED else (SHED_TERMINAL if k % 9 in (0, 8) else 1.0)
    code = KINDS[k]
    if any(code in an.view.discards[s] for s in an.view.order if s != an.seat):
        f += SHED_DISCARDED
    return f


def touches_or_self(c: Sequence[int], d: int) -> bool:
    """Whether a card of kind d could matter to counts c (a copy held or a suited neighbour)."""
    if c[d]:
        return True
    if d < SUITED:
        r = d % 9
        for dd in (-2, -1, 1, 2):
            if 0 <= r + dd < 9 and c[d + dd]:
                return True
    return False


def _best_wait_after(an: Analysis, c: list[int], drawn: int) -> int:
    """Having drawn ``drawn`` (one card over a ready hand), the most live waits a discard leaves."""
    best = 0
    for j in range(N_KINDS):
        if c[j] and j not in an.declared:
            c[j] -= 1
            if tiles.ready_needing(c, an.need):
                lim = [an.live[i] - (i == drawn) if c[i] < 4 else 0 for i in range(N_KINDS)]
                lw = sum(an.live[i] for i in tiles.waits(c, lim))
                if lw > best:
                    best = lw
            c[j] += 1
    return best


class Outlook:
    """The expected settlement of states for one 高手 (with its config and its cache of win totals)."""

    def __init__(self, cfg: HardConfig):
        self.cfg = cfg
        self._score_cache: dict = {}
        self.model: WinModel | None = shipped_model() if cfg.calibrated else None

    def value_of(self, an: Analysis, view: SeatView, c: list[int], st: StateEval, extra_draws: int = 0) -> float:
        """Expected net 胡 (up to the parts every candidate shares) of holding counts c: 2 × the count this
        seat ends with — its win total with the probability of winning before the wall runs out,
        otherwise its 底胡 — plus a bonus for a win of its own (no one else's win). ``extra_draws``: draws
        of its own beyond its share of the wall (a kong's replacement)."""
        pw, value = self.chance_and_total(an, view, c, st, extra_draws)
        dihu = an.dihu_now(c)
        if self.cfg.win_size_weight != 1.0:
            value = dihu + self.cfg.win_size_weight * (value - dihu)
        return (pw * (OWN_COUNT_WEIGHT * value + self.cfg.block_bonus)
                + (1.0 - pw) * OWN_COUNT_WEIGHT * dihu)

    def chance_and_total(self, an: Analysis, view: SeatView, c: list[int], st: StateEval,
                         extra_draws: int = 0) -> tuple[float, float]:
        """The chance to win this hand holding counts c and the mean total of that win: the analytic chance
        from per-draw chances, or with ``calibrated`` the learned model's correction of it."""
        analytic, draws, useful, waits, value = self.pieces(an, view, c, st, extra_draws)
        if self.model is None or st.x < self.cfg.calibrated_min_x:
            return analytic, value
        return self.model.p_win(st.x, draws, useful, waits), value

    def pieces(self, an: Analysis, view: SeatView, c: list[int], st: StateEval,
               extra_draws: int = 0) -> tuple[float, float, float, float, float]:
        """(analytic chance to win, own draws left, useful cards, live winning cards, mean win total) of a
        state: the model's inputs (:mod:`.value_model`) and the total."""
        unseen = max(1, sum(an.live))
        draws = max(0.0, view.wall_count / 3.0) + extra_draws
        if st.x == 0:
            p, value = self.ready_value(an, c, unseen)
        elif st.x == 1:
            p, value = self.one_away(an, c, unseen, st)
        else:
            p, value = FAR_WINS / unseen, self.win_estimate(an, c, st)
        useful = self.claimable_ukeire(an, c, st) if self.cfg.claim_rate and st.x > 0 else st.ukeire
        q_next = self.next_step_rate(an, c, st.x) / unseen if self.cfg.two_step and st.x >= 2 else None
        pw = self.win_probability(st.x, useful / unseen, p, draws, q_next)
        return pw, draws, useful, (p * unseen if st.x <= 1 else 0.0), value

    def claimable_ukeire(self, an: Analysis, c: list[int], st: StateEval) -> float:
        """Useful cards weighed by how they can come: a kind held as a pair can also be claimed (碰) from
        either opponent's discard, a sequence card only drawn (no 吃), so the first counts more."""
        return an.ukeire(c, an.need, st.x, self.pair_weight())

    def pair_weight(self) -> float:
        """How much more a useful card held as a pair counts than one only drawn: it can also be claimed (碰)
        from either opponent's discard."""
        return 1.0 + 2.0 * self.cfg.discard_share * self.cfg.claim_rate

    def next_step_rate(self, an: Analysis, c: list[int], x: int) -> float:
        """The useful cards one step on: over the live cards that lower 向听, weighed by their copies, the
        useful cards of the hand with that card added (before its discard)."""
        total = weight = 0.0
        for k in range(N_KINDS):
            n = an.live[k]
            if not n or c[k] >= 4 or not touches_or_self(c, k):
                continue
            c[k] += 1
            if tiles.xiangting(c, an.need) < x:
                total += n * an.ukeire(c, an.need, x - 1, self.pair_weight())
                weight += n
            c[k] -= 1
        return total / weight if weight else 0.0

    def win_probability(self, x: int, q: float, p: float, draws: float, q_next: float | None = None) -> float:
        """Chance to win in the remaining own draws: x improvements at q per draw (after the first at
        ``q_next`` if given), then a win at p per draw and at alpha·p per opponent discard; each opponent
        turn may end the hand (their win)."""
        n = int(draws)
        alpha = self.cfg.discard_share
        hazard = self.cfg.opponent_hazard
        dist = [0.0] * (x + 1)
        dist[x] = 1.0  # dist[s]: probability of being s steps from ready and still playing
        won = 0.0
        q = min(q, PROB_CAP)
        qs = [q] * (x + 1)
        if q_next is not None:
            qs = [min(q_next, PROB_CAP)] * x + [q]
        pr = 1.0 - (1.0 - min(p, PROB_CAP)) ** (1.0 + 2.0 * alpha)
        for _ in range(n):
            alive = (1.0 - hazard) ** 2
            nd = [0.0] * (x + 1)
            won += dist[0] * pr * alive
            nd[0] += dist[0] * (1.0 - pr) * alive
            for s in range(1, x + 1):
                nd[s - 1] += dist[s] * qs[s] * alive
                nd[s] += dist[s] * (1.0 - qs[s]) * alive
            dist = nd
        return won

    def ready_value(self, an: Analysis, c: list[int], unseen: int) -> tuple[float, float]:
        """A ready hand: the chance a given card wins (live waits / unseen) and the mean win total."""
        limit = [an.live[k] if c[k] < 4 else 0 for k in range(N_KINDS)]
        total_live = 0
        eff = 0.0
        alpha = self.cfg.discard_share
        value = 0.0
        for k in tiles.waits(c, limit):
            n = an.live[k]
            if not n:
                continue
            c[k] += 1
            t = self.win_total(an, c, k, True)
            c[k] -= 1
            total_live += n
            value += n * (t - DISCARD_WIN_LESS)
            if self.cfg.discard_bias:
                eff += n * (1.0 + 2.0 * alpha * shed_factor(an, k)) / (1.0 + 2.0 * alpha)
            else:
                eff += n
        if not total_live:
            return 0.0, 0.0
        return eff / unseen, value / total_live

    def one_away(self, an: Analysis, c: list[int], unseen: int, st: StateEval) -> tuple[float, float]:
        """One step from ready: for each live card that makes it ready, the best resulting wait (live
        waits); returns the mean winning chance per card once ready and the estimated win total."""
        waits_live = 0.0
        weight = 0
        for k in range(N_KINDS):
            n = an.live[k]
            if not n or c[k] >= 4 or not touches_or_self(c, k):
                continue
            c[k] += 1
            if tiles.xiangting(c, an.need) <= 0:
                waits_live += n * _best_wait_after(an, c, k)
                weight += n
            c[k] -= 1
        if not weight:
            return 0.0, self.win_estimate(an, c, st)
        return (waits_live / weight) / unseen, self.win_estimate(an, c, st)

    @staticmethod
    def win_estimate(an: Analysis, c: list[int], st: StateEval) -> float:
        """A rough win total for a hand not yet ready: its 底胡 to come plus the hand type's base."""
        d = round_up(an.fixed_hu + an.hand_value(c), an.rounding)
        if st.plan == "piao":
            return an.piao_multiplier * (d + an.piao_base + PIAO_WIN_EXTRA)
        if st.plan == "qing":
            return d + an.ta_base + an.qing_bonus + QING_WIN_EXTRA
        return d + an.ta_base + TA_WIN_EXTRA

    def win_total(self, an: Analysis, c: list[int], card: int, self_drawn: bool) -> int:
        """The scorer's total of the winning hand c (the winning card included); a hand the scorer refuses
        is a bug of the caller and raises."""
        key = (tuple(c), card, self_drawn, an.melds, an.declared)
        v = self._score_cache.get(key)
        if v is None:
            hand = PlayerHand(tuple(c), an.melds, tuple(sorted(an.declared)), an.joys, False,
                              Win(card, self_drawn))
            v = score_winner(an.rules, an.levels, hand).total
            if len(self._score_cache) > SCORE_CACHE_MAX:
                self._score_cache.clear()
            self._score_cache[key] = v
        return v
