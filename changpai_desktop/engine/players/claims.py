"""The 高手's claims (碰 / 杠 or pass) and its 飘胡 plan, which the claims serve."""

from __future__ import annotations

import copy

from ..cards import INDEX, N_KINDS
from ..rules.levels import COPIES
from ..table.actions import Action
from ..scoring import Meld
from .analysis import Analysis, piao_xiangting_live
from .outlook import Outlook
from .ranking import Ranked, best_discards, eval_state
from .tuning import GANG_LOOKAHEAD_BONUS, LOOKAHEAD_DISCARDS, HardConfig


def piao_mode(cfg: HardConfig, best_x: int, best_px: int) -> bool:
    """Play for 飘胡 (all triplets, × 2) when it is at most ``piao_slack`` steps slower."""
    return best_px <= best_x + cfg.piao_slack and best_px <= cfg.piao_max


def piao_x(cfg: HardConfig, an: Analysis, c: list[int], need: int, fallback: int) -> int:
    if not cfg.piao_live:
        return fallback
    return piao_xiangting_live(c, need, an.live)


def _first(ranked: list[Ranked], *types: str) -> Ranked | None:
    return next((r for r in ranked if r.action.type in types), None)


class ClaimPolicy:
    """How the 高手 answers a discard it may claim."""

    def __init__(self, cfg: HardConfig, outlook: Outlook):
        self.cfg = cfg
        self.outlook = outlook

    def choose(self, an: Analysis, ranked: list[Ranked]) -> Action:
        """Claims by value: a 碰 / 杠 that keeps 向听 and adds a set worth having is taken even when the
        normal ranking would pass (the losers' 底胡 count too, so a 将 set pays whoever wins)."""
        best = ranked[0]
        if self.cfg.endgame_claims and best.action.type == "pass":
            a = self.endgame_claim(an, ranked)
            if a is not None:
                return a
        if self.cfg.piao_slack >= 0:
            a = self._piao_claim(an, ranked)
            if a is not None:
                return a
        if self.cfg.claim_lookahead:
            return self.lookahead(an, ranked)
        if self.cfg.claim_shift:
            shifted = [(r.score + (self.cfg.claim_shift if r.action.type in ("peng", "gang") else 0.0), -i, r)
                       for i, r in enumerate(ranked)]
            best = max(shifted)[2]
        if best.action.type != "pass" or self.cfg.claim_value <= 0:
            return best.action
        return self._valued_claim(an, ranked, best)

    def _piao_claim(self, an: Analysis, ranked: list[Ranked]) -> Action | None:
        """While playing for 飘胡, every 碰 / 杠 that brings it closer."""
        pass_r = _first(ranked, "pass")
        peng_r = _first(ranked, "gang", "peng")
        if pass_r is None or peng_r is None or pass_r.state is None or peng_r.state is None:
            return None
        ps = pass_r.state
        pass_px = piao_x(self.cfg, an, an.counts, an.need, ps.piao_x)
        if piao_mode(self.cfg, ps.x, pass_px) and self.claim_piao_x(an, peng_r) < pass_px:
            return peng_r.action
        return None

    def _valued_claim(self, an: Analysis, ranked: list[Ranked], best: Ranked) -> Action:
        pass_st = best.state
        for r in ranked[1:]:
            a = r.action
            if a.type not in ("peng", "gang") or r.state is None or pass_st is None:
                continue
            k = INDEX[a.card]
            lvl = an.lv[k]
            if (r.state.x <= pass_st.x and (lvl >= 1 or an.rem[k] < COPIES or r.state.plan == "piao")
                    and r.score + self.cfg.claim_value * (1 + lvl) >= best.score):
                return a
        return best.action

    def endgame_claim(self, an: Analysis, ranked: list[Ranked]) -> Action | None:
        """Late in a hand it cannot expect to win, a 碰 / 杠 that raises its rounded 底胡 is taken: the
        losers' counts settle too (RULES.md §6), and the set no longer needs to serve a win."""
        pass_r = _first(ranked, "pass")
        if pass_r is None or pass_r.state is None:
            return None
        draws_left = an.view.wall_count / 3.0
        if pass_r.state.x < 2 or draws_left > 2 * pass_r.state.x + 1:
            return None
        now = an.dihu_now(an.counts)
        best, gain = None, 0
        for r in ranked:
            a = r.action
            if a.type not in ("peng", "gang"):
                continue
            k = INDEX[a.card]
            c = list(an.counts)
            c[k] -= 2 if a.type == "peng" else 3
            after = an.dihu_now(c, Meld("peng" if a.type == "peng" else "minggang", k))
            if after - now > gain:
                best, gain = a, after - now
        return best

    def claim_piao_x(self, an: Analysis, r: Ranked) -> int:
        """飘胡 distance after the claim ``r`` (and, for a 碰, the best discard that follows)."""
        if not self.cfg.piao_live:
            return r.state.piao_x
        k = INDEX[r.action.card]
        c = list(an.counts)
        c[k] -= 2 if r.action.type == "peng" else 3
        if r.action.type != "peng":
            return piao_xiangting_live(c, an.need - 1, an.live)
        best = 99
        for j in range(N_KINDS):
            if c[j] and j not in an.declared:
                c[j] -= 1
                best = min(best, piao_xiangting_live(c, an.need - 1, an.live))
                c[j] += 1
        return best

    def lookahead(self, an: Analysis, ranked: list[Ranked]) -> Action:
        """Pass or claim by the expected settlement of the state each leads to."""
        pass_r = _first(ranked, "pass")
        if pass_r is None or pass_r.state is None:
            return ranked[0].action
        c = list(an.counts)
        best_a = pass_r.action
        best_u = self.outlook.value_of(an, an.view, c, pass_r.state) + self.cfg.claim_margin
        for r in ranked:
            if r.action.type not in ("peng", "gang"):
                continue
            u = self._claim_value_of(an, r.action, c)
            if u > best_u:
                best_a, best_u = r.action, u
        return best_a

    def _claim_value_of(self, an: Analysis, a: Action, c: list[int]) -> float:
        """The expected settlement after claiming ``a`` (for a 碰, after the best of its next discards)."""
        view = an.view
        k = INDEX[a.card]
        an2 = copy.copy(an)
        an2.need = an.need - 1
        an2.can_qing = False
        an2.melds = an.melds + (Meld("peng" if a.type == "peng" else "minggang", k),)
        an2.fixed_hu = an.fixed_hu + an.claim_value(a.type, k)
        c2 = list(c)
        c2[k] -= 2 if a.type == "peng" else 3
        if a.type == "gang":
            st = eval_state(an2, c2, an2.need)
            return self.outlook.value_of(an2, view, c2, st) + GANG_LOOKAHEAD_BONUS
        u = -1e9
        for j in best_discards(an2, c2, LOOKAHEAD_DISCARDS):
            c2[j] -= 1
            st = eval_state(an2, c2, an2.need)
            u = max(u, self.outlook.value_of(an2, view, c2, st))
            c2[j] += 1
        return u
