"""Computer players at three strengths — 入门 (easy), 熟手 (normal), 高手 (hard) — and the analysis they share.

All three answer through the one player interface (``players.Player.choose(view, legal) -> Action``) and
only ever return an element of ``legal``. Nothing here imports Qt.

The analysis (:class:`Analysis`) reads a :class:`~changpai_desktop.engine.actions.SeatView`:

- **live cards** (``live[k]``): the copies of kind k this seat has not seen — remaining after the flips,
  minus its own hand, every meld on the table, every discard, and the 叫龙 others have shown;
- **向听** of a state (``arrange.xiangting``), its **有效牌** (live copies of the kinds that lower it), the
  飘胡 (all triplets) and 清胡 (all sequences) distances of the same cards, and a **胡 value** estimate:
  what the held triplets, quads and dragons are worth by their level (将, 老将, flipped kinds), what pairs
  may become, and 文钱.

:func:`rank_actions` scores every legal action with that analysis and a short reason in Chinese and English.
The normal player plays its top action; ``hints.hint`` shows the same list, so the hint's first choice is
the normal player's choice by construction.

The hard player starts from the same ranking and looks ahead where it matters (see :class:`HardPlayer`).
"""

from __future__ import annotations

import copy
import random
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from .. import arrange
from ..actions import Action, SeatView
from ..cards import CARD_INFO, INDEX, KINDS, N_KINDS
from .base import Player
from ..rules import RuleSet
from ..scoring import Meld, PlayerHand, Win, meld_cards, round_up, score_winner

WQ = (INDEX["1b"], INDEX["2b"], INDEX["3b"])
OLD_TRIO = (INDEX["hh"], INDEX["qz"], INDEX["bh"])
_FORM_COL = {"peng": 0, "anke": 1, "minggang": 2, "angang": 3, "long": 4}


def zh(code: str) -> str:
    return CARD_INFO[code].name_hans


def en(code: str) -> str:
    return CARD_INFO[code].name_en


# --------------------------------------------------------------------------------------------------
# 清胡 distance: the arrange module's frontier machinery with sequences only (a pair only as the 将头).

def _qing_frontier(pattern: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    return arrange._group_frontier(pattern, True, qing=True)


@lru_cache(maxsize=None)
def _qing_id(pattern: tuple[int, ...]) -> int:
    return arrange._intern(_qing_frontier(pattern))


_OLD_PAIR_ID = None
_OLD_NONE_ID = None


def qing_xiangting(c: Sequence[int], need: int) -> int:
    """向听 towards 清胡: every set a sequence, the 老将 only as the pair."""
    global _OLD_PAIR_ID, _OLD_NONE_ID
    if _OLD_PAIR_ID is None:
        _OLD_PAIR_ID = arrange._intern(((0, 0, 0), (1, 0, 0)))
        _OLD_NONE_ID = arrange._intern(((0, 0, 0),))
    old = _OLD_PAIR_ID if (c[27] >= 2 or c[28] >= 2 or c[29] >= 2) else _OLD_NONE_ID
    a = arrange._combine(_qing_id(tuple(c[0:9])), _qing_id(tuple(c[9:18])))
    b = arrange._combine(_qing_id(tuple(c[18:27])), old)
    return arrange._value(arrange._combine(a, b), need)


def piao_xiangting(c: Sequence[int], need: int) -> int:
    """向听 towards 飘胡: every set a triplet (or quad), a pair as the 将头 (文钱 ignored)."""
    t = p = 0
    for n in c:
        if n >= 3:
            t += 1
        elif n == 2:
            p += 1
    m = t if t < need else need
    head = 1 if p else 0
    d = p - head
    if d > need - m:
        d = need - m
    return 2 * (need - m) - d - head


def piao_xiangting_live(c: Sequence[int], need: int, live: Sequence[int]) -> int:
    """向听 towards 飘胡 counting only the pairs that can still become triplets: a pair whose other
    copies are all seen (or flipped) can only be the 将头."""
    t = p_live = p_dead = 0
    for k, n in enumerate(c):
        if n >= 3:
            t += 1
        elif n == 2:
            if live[k]:
                p_live += 1
            else:
                p_dead += 1
    m = t if t < need else need
    if p_dead:
        head, d = 1, p_live
    else:
        head = 1 if p_live else 0
        d = p_live - head
    if d > need - m:
        d = need - m
    return 2 * (need - m) - d - head


# --------------------------------------------------------------------------------------------------
# What a seat knows

class Analysis:
    """Everything the computer players and the hints read from one seat's view."""

    def __init__(self, view: SeatView, rules: RuleSet | None = None):
        rules = rules or view.rules
        self.view = view
        self.rules = rules
        self.seat = view.seat
        lev = rules.levels_for(view.flips)
        self.levels = lev
        self.lv = lev.level
        self.rem = lev.remaining
        self.table = rules.value_table
        self.peng_factor = rules.data["values"]["flipped_peng_factor"]
        self.rounding = rules.data["values"]["rounding"]
        self.wenqian = rules.data["extras"]["wenqian"]
        ht = rules.data["hand_types"]
        self.qing_bonus = ht["qing"]["base_discard"] - ht["ta"]["base_discard"]
        self.piao_base = ht["piao"]["base_discard"]
        self.ta_base = ht["ta"]["base_discard"]
        c = [0] * N_KINDS
        for code in view.hand:
            c[INDEX[code]] += 1
        self.counts = c
        self.declared = frozenset(INDEX[x] for x in view.declared[view.seat])
        my_melds = view.melds[view.seat]
        self.melds = tuple(Meld(f, INDEX[x]) for f, x, _ in my_melds)
        self.need = 7 - sum(1 for m in self.melds if meld_cards(m, lev) >= 3)
        self.can_qing = not any(meld_cards(m, lev) >= 3 for m in self.melds)
        self.has_peng = any(m.form == "peng" for m in self.melds)
        self.joys = len(view.joys[view.seat]) if view.joys and view.joys[view.seat] is not None else 0
        # The fixed part of this seat's 底胡: melds and declared dragons.
        fixed = 0
        for m in self.melds:
            k = m.kind
            v = self.table[self.lv[k]][_FORM_COL[m.form]]
            if m.form == "peng" and self.rem[k] < 4:
                v *= self.peng_factor
            fixed += v
        for k in self.declared:
            fixed += self.table[self.lv[k]][4]
        self.fixed_hu = fixed
        # Live cards.
        seen = list(c)
        for s, ms in enumerate(view.melds):
            for f, x, _ in ms:
                seen[INDEX[x]] += meld_cards(Meld(f, INDEX[x]), lev)
        for ds in view.discards:
            for x in ds:
                seen[INDEX[x]] += 1
        for s, decl in enumerate(view.declared):
            if s != view.seat:
                for x in decl:
                    seen[INDEX[x]] += self.rem[INDEX[x]]
        if view.claim and view.claim.get("kind") == "qianggang" and view.claim.get("from") != view.seat:
            seen[INDEX[view.claim["card"]]] += 1
        self.live = [max(0, self.rem[k] - seen[k]) for k in range(N_KINDS)]

    # ---------------------------------------------------------------------------------------------
    def kind_value(self, k: int, n: int) -> float:
        """Estimated 胡 of holding n concealed copies of kind k (把子 now, or what a pair may become)."""
        if k in self.declared:
            return 0.0
        lvl = self.lv[k]
        row = self.table[lvl]
        rem = self.rem[k]
        if rem < 4:  # a flipped kind: all remaining copies count as its level's 暗杠
            if n >= 3 or (n == rem and n >= 2):
                return float(row[3]) if n == rem else float(row[1])
            if n == 2 and self.live[k]:
                return 0.35 * row[3]
            return 0.0
        if n == 4:
            return float(row[3])
        if n == 3:
            return float(row[1])
        if n == 2 and self.live[k]:
            return 0.3 * row[1] * min(self.live[k], 2) / 2
        return 0.0

    def hand_value(self, c: Sequence[int]) -> float:
        v = 0.0
        for k in range(N_KINDS):
            if c[k] >= 2:
                v += self.kind_value(k, c[k])
        w = min(c[WQ[0]], c[WQ[1]], c[WQ[2]])
        v += self.wenqian[min(w, 4)]
        if w == 0 and sum(1 for k in WQ if c[k]) == 2:
            v += 0.25 * self.wenqian[1]
        return v

    def dihu_now(self, c: Sequence[int], extra: int = 0) -> int:
        """底胡 (rounded, with 喜) this seat would count now as a non-winner with concealed counts c (and
        ``extra`` 胡 of a set it is about to meld)."""
        raw = self.fixed_hu + extra
        trio = 0
        trio_n = 0
        for m in self.melds:
            if m.kind in OLD_TRIO:
                trio_n += 1
        for k in self.declared:
            if k in OLD_TRIO:
                trio_n += 1
        for k in range(N_KINDS):
            n = c[k]
            if n >= 3 and k not in self.declared:
                row = self.table[self.lv[k]]
                if self.rem[k] < 4:
                    if n == self.rem[k]:
                        raw += row[3]
                        trio_n += k in OLD_TRIO
                    continue
                raw += row[1] if n == 3 else row[3]
                trio_n += k in OLD_TRIO
        del trio
        d = round_up(raw, self.rounding)
        if self.joys:
            d += self.rules.joy_value(self.joys, False, self.levels.joy_flipped)
        return d

    def ukeire(self, c: list[int], need: int, x: int, pair_weight: float = 1) -> float:
        """Live copies of the kinds that would lower 向听 (for a ready hand: the live waits); with
        ``pair_weight``, a kind held as a pair counts that many times (the 高手's claim-aware rate)."""
        total = 0
        live = self.live
        for k in range(N_KINDS):
            if not live[k] or c[k] >= 4:
                continue
            if k < 27:
                r = k % 9
                lo = k - min(r, 2)
                hi = k + min(8 - r, 2)
                if not any(c[j] for j in range(lo, hi + 1)):
                    continue
            elif not c[k]:
                continue
            c[k] += 1
            if arrange.xiangting(c, need) < x:
                total += live[k] * pair_weight if c[k] == 3 else live[k]
            c[k] -= 1
        return total


@dataclass
class StateEval:
    """A between-turns state (the hand after a discard, or after a claim): numbers the ranking uses."""

    x: int
    ukeire: int
    value: float
    piao_x: int
    qing_x: int
    plan: str      # "", "piao" or "qing": the plan the state is on track for
    score: float   # the secondary score (higher is better) at equal 向听

    @property
    def key(self) -> tuple:
        return (-self.x, self.score)


def eval_state(an: Analysis, c: list[int], need: int, can_qing: bool | None = None,
               extra_value: float = 0.0) -> StateEval:
    x = arrange.xiangting(c, need)
    uk = an.ukeire(c, need, x)
    val = an.hand_value(c) + extra_value
    px = piao_xiangting(c, need)
    if can_qing is None:
        can_qing = an.can_qing
    qx = qing_xiangting(c, need) if can_qing else 99
    dpot = an.fixed_hu + val
    bonus = 0.0
    plan = ""
    if px <= x:
        bonus = max(bonus, 0.5 * (dpot + an.piao_base))
        plan = "piao"
    elif px == x + 1 and x <= 3:
        bonus = max(bonus, 0.15 * (dpot + an.piao_base))
    if qx <= x:
        b = 0.5 * an.qing_bonus
        if b > bonus:
            bonus, plan = b, "qing"
    elif qx == x + 1 and x <= 3:
        bonus = max(bonus, 0.15 * an.qing_bonus)
    score = 1.5 * uk + 0.6 * val + bonus
    return StateEval(x, uk, val, px, qx, plan, score)


# --------------------------------------------------------------------------------------------------
# Ranking every legal action (the normal player and the hints)

@dataclass
class Ranked:
    action: Action
    score: float
    reason_zh: str
    reason_en: str
    state: StateEval | None = None


_BIG = 1000.0


def _state_score(st: StateEval) -> float:
    return -_BIG * st.x + st.score


def _keep_note(an: Analysis, c: Sequence[int], removed: int) -> tuple[str, str]:
    """What the discard keeps worth mentioning: the most valuable held triplet or quad."""
    best = None
    for k in range(N_KINDS):
        if k == removed or c[k] < 3 or k in an.declared:
            continue
        v = an.kind_value(k, c[k])
        if v and (best is None or v > best[0]):
            best = (v, k)
    if best is None:
        return "", ""
    v, k = best
    what_zh = "杠" if c[k] == 4 else "刻子"
    what_en = "quad" if c[k] == 4 else "triplet"
    return f"，保留{zh(KINDS[k])}{what_zh} {int(v)} 胡", f", keeps the {en(KINDS[k])} {what_en} ({int(v)} hu)"


def _xt_text(before: int, after: int) -> tuple[str, str]:
    if after == -1:
        return "和牌", "a winning hand"
    if after == before:
        return f"向听 {after} 不变", f"shanten stays {after}"
    if after < before:
        return f"向听 {before}→{after}", f"shanten {before}→{after}"
    return f"向听 {before}→{after}（退向听）", f"shanten {before}→{after} (backwards)"


def _plan_text(st: StateEval) -> tuple[str, str]:
    if st.plan == "piao" and st.x <= 3:
        return "，可做飘胡", ", on course for all-triplets (飘胡)"
    if st.plan == "qing" and st.x <= 3:
        return "，可做清胡", ", on course for all-sequences (清胡)"
    return "", ""


def _discard_reason(an: Analysis, code: str, before: int, st: StateEval, c_after: Sequence[int]) -> tuple[str, str]:
    xz, xe = _xt_text(before, st.x)
    if st.x == 0:
        uz, ue = f"听牌，活的胡张 {st.ukeire} 张", f"ready, {st.ukeire} live winning cards"
    else:
        uz, ue = f"有效牌 {st.ukeire} 张", f"{st.ukeire} useful cards live"
    kz, ke = _keep_note(an, c_after, INDEX[code])
    pz, pe = _plan_text(st)
    return (f"打 {zh(code)}：{xz}，{uz}{kz}{pz}",
            f"Discard {en(code)}: {xe}, {ue}{ke}{pe}")


def rank_actions(view: SeatView, legal: Sequence[Action], rules: RuleSet | None = None,
                 an: Analysis | None = None) -> list[Ranked]:
    """Every legal action with a score (higher is better) and a reason; sorted best first.

    Ties are broken by the action's order (deterministic)."""
    an = an or Analysis(view, rules)
    types = {a.type for a in legal}
    out: list[Ranked] = []
    win_types = [a for a in legal if a.type in ("tsumo", "hu")]
    for a in win_types:
        out.append(Ranked(a, 10 * _BIG, "胡牌：能胡就胡", "Win: take the win", None))
    if view.phase == "dragons":
        out += _rank_dragons(an, legal)
    elif view.phase == "claim":
        out += _rank_claims(an, view, legal)
    else:
        out += _rank_turn(an, view, legal)
    seen = {r.action for r in out}
    for a in legal:  # anything not covered above: keep every legal action in the list
        if a not in seen:
            out.append(Ranked(a, -100 * _BIG, "不推荐", "not recommended", None))
    order = {a: i for i, a in enumerate(legal)}
    out.sort(key=lambda r: (-r.score, order[r.action]))
    del types
    return out


def _rank_dragons(an: Analysis, legal: Sequence[Action]) -> list[Ranked]:
    out = []
    c = an.counts
    x0 = arrange.xiangting(c, an.need)
    for a in legal:
        if a.type == "pass":
            out.append(Ranked(a, -5 * _BIG, "过：不报龙会少算龙的胡数",
                              "Pass: an undeclared dragon scores less", None))
            continue
        k = INDEX[a.card]
        n = c[k]
        lvl_row = an.table[an.lv[k]]
        dragon = lvl_row[4]
        if a.type == "jiaolong":
            s = dragon * 10.0 - x0
            if n == 4:
                s -= 3  # four in hand cannot all serve one set; laying it draws a replacement
            out.append(Ranked(a, s, f"叫龙 {zh(a.card)}：龙 {dragon} 胡，牌留在手里还能组合（向听 {x0}）",
                              f"Show dragon {en(a.card)}: {dragon} hu, the cards stay usable (shanten {x0})", None))
        else:
            c2 = list(c)
            c2[k] = 0
            need2 = an.need - (1 if n >= 3 else 0)
            x1 = arrange.xiangting(c2, need2)
            s = dragon * 10.0 - x1
            if n == 4:
                s += 5   # a set and a replacement draw
            elif n == 2:
                s -= 2   # not a set; two replacements, but the pair leaves
            out.append(Ranked(a, s, f"撂龙 {zh(a.card)}：龙 {dragon} 胡，{'补一张' if n == 4 else ('补两张' if n == 2 else '成一副')}（向听 {x1}）",
                              f"Lay dragon {en(a.card)}: {dragon} hu, {'one replacement' if n == 4 else ('two replacements' if n == 2 else 'a set')} (shanten {x1})", None))
    return out


def _rank_claims(an: Analysis, view: SeatView, legal: Sequence[Action]) -> list[Ranked]:
    out = []
    c = list(an.counts)
    need = an.need
    pass_st = eval_state(an, c, need)
    for a in legal:
        if a.type == "pass":
            out.append(Ranked(a, _state_score(pass_st),
                              f"过：向听 {pass_st.x}，有效牌 {pass_st.ukeire} 张",
                              f"Pass: shanten {pass_st.x}, {pass_st.ukeire} useful cards", pass_st))
        elif a.type == "peng":
            k = INDEX[a.card]
            v = an.table[an.lv[k]][0] * (an.peng_factor if an.rem[k] < 4 else 1)
            c[k] -= 2
            best = None
            for j in range(N_KINDS):
                if c[j] and j not in an.declared:
                    c[j] -= 1
                    st = eval_state(an, c, need - 1, can_qing=False,
                                    extra_value=v - an.kind_value(k, 2))
                    c[j] += 1
                    if best is None or _state_score(st) > _state_score(best[0]):
                        best = (st, j)
            c[k] += 2
            if best is None:
                continue
            st, j = best
            s = _state_score(st) - 4.0  # a claim shows the hand and gives up 闷飘 / 清胡
            xz, xe = _xt_text(pass_st.x, st.x)
            out.append(Ranked(a, s, f"碰 {zh(a.card)}（{v} 胡）再打 {zh(KINDS[j])}：{xz}，有效牌 {st.ukeire} 张",
                              f"Pung {en(a.card)} ({v} hu), then discard {en(KINDS[j])}: {xe}, {st.ukeire} useful cards", st))
        elif a.type == "gang":
            k = INDEX[a.card]
            v = an.table[an.lv[k]][2]
            c[k] -= 3
            st = eval_state(an, c, need - 1, can_qing=False, extra_value=v - an.kind_value(k, 3))
            c[k] += 3
            s = _state_score(st) + 3.0  # plus a replacement draw
            xz, xe = _xt_text(pass_st.x, st.x)
            out.append(Ranked(a, s, f"杠 {zh(a.card)}：明杠 {v} 胡，补一张，{xz}",
                              f"Kong {en(a.card)}: exposed kong {v} hu, a replacement draw, {xe}", st))
    return out


def _rank_turn(an: Analysis, view: SeatView, legal: Sequence[Action]) -> list[Ranked]:
    out = []
    c = list(an.counts)
    need = an.need
    x_now = arrange.xiangting(c, need)  # on-turn hand: one card over
    # The 向听 before this turn's draw, for "unchanged" wording: the best state after a discard.
    disc: dict[str, StateEval] = {}
    for a in legal:
        if a.type in ("discard", "ready") and a.card not in disc:
            k = INDEX[a.card]
            c[k] -= 1
            disc[a.card] = eval_state(an, c, need)
            c[k] += 1
    before = min((st.x for st in disc.values()), default=x_now)
    if view.drawn is not None and view.drawn in INDEX:
        k = INDEX[view.drawn]
        c[k] -= 1
        before = arrange.xiangting(c, need)
        c[k] += 1
    best_disc = max((_state_score(st) for st in disc.values()), default=-_BIG * 10)
    for a in legal:
        t = a.type
        if t == "discard":
            st = disc[a.card]
            k = INDEX[a.card]
            c[k] -= 1
            rz, re = _discard_reason(an, a.card, before, st, c)
            c[k] += 1
            out.append(Ranked(a, _state_score(st), rz, re, st))
        elif t == "ready":
            st = disc[a.card]
            s = _state_score(st) + (1.0 if st.ukeire >= 3 else -50.0)
            out.append(Ranked(a, s, f"报听并打 {zh(a.card)}：胡数翻倍，听 {st.ukeire} 张活牌",
                              f"Declare ready discarding {en(a.card)}: the win counts double, {st.ukeire} live winning cards", st))
        elif t == "angang":
            k = INDEX[a.card]
            c[k] -= 4
            st = eval_state(an, c, need - 1, extra_value=an.table[an.lv[k]][3])
            c[k] += 4
            s = _state_score(st) + 3.0
            if st.x > min((s2.x for s2 in disc.values()), default=99):
                s -= 2.0
            s = max(s, best_disc + 0.5) if st.x <= min((s2.x for s2 in disc.values()), default=99) else s
            out.append(Ranked(a, s, f"暗杠 {zh(a.card)}：{an.table[an.lv[k]][3]} 胡，补一张，向听 {st.x}",
                              f"Concealed kong {en(a.card)}: {an.table[an.lv[k]][3]} hu, a replacement draw, shanten {st.x}", st))
        elif t == "jiagang":
            k = INDEX[a.card]
            st = disc.get(a.card)
            if st is None:
                c[k] -= 1
                st = eval_state(an, c, need)
                c[k] += 1
            gain = an.table[an.lv[k]][2] - an.table[an.lv[k]][0]
            s = _state_score(st) + 2.0 + 0.6 * gain
            out.append(Ranked(a, s, f"加杠 {zh(a.card)}：碰变明杠多 {gain} 胡，补一张，向听 {st.x}",
                              f"Add {en(a.card)} to the pung: +{gain} hu, a replacement draw, shanten {st.x}", st))
        elif t == "lilong":
            k = INDEX[a.card]
            n = c[k]
            c2 = list(c)
            c2[k] = 0
            st = eval_state(an, c2, need - (1 if n >= 3 else 0))
            s = _state_score(st) + (3.0 if n != 3 else 0.0)
            out.append(Ranked(a, s, f"撂龙 {zh(a.card)}：亮出叫龙，向听 {st.x}",
                              f"Lay the dragon {en(a.card)}: shanten {st.x}", st))
    return out


# --------------------------------------------------------------------------------------------------
# Players

class EasyPlayer(Player):
    """入门: loose. Wins when it can, declares every dragon, claims every 碰 and 杠, keeps pairs and
    breaks isolated cards first (a little at random among equally loose cards)."""

    name = "easy"

    def __init__(self, seed: int | str | None = None):
        self.rng = random.Random(f"easy:{seed}")

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        by_type: dict[str, Action] = {}
        for a in legal:
            by_type.setdefault(a.type, a)
        for t in ("tsumo", "hu", "jiaolong", "gang", "peng", "angang", "jiagang", "lilong"):
            if t in by_type:
                return by_type[t]
        discards = [a for a in legal if a.type == "discard"]
        if not discards:
            return legal[-1]
        counts = [0] * N_KINDS
        for code in view.hand:
            counts[INDEX[code]] += 1
        best = None
        pool: list[Action] = []
        for a in discards:
            k = INDEX[a.card]
            s = _loose(counts, k)
            if best is None or s < best:
                best, pool = s, [a]
            elif s == best:
                pool.append(a)
        return pool[self.rng.randrange(len(pool))]


def _loose(counts: Sequence[int], k: int) -> int:
    score = 10 * (counts[k] - 1) if counts[k] >= 2 else 0
    if k < 27:
        r = k % 9
        for d in (-2, -1, 1, 2):
            if 0 <= r + d < 9 and counts[k + d]:
                score += 3 if abs(d) == 1 else 2
    return score


class NormalPlayer(Player):
    """熟手: plays the top of :func:`rank_actions` (the same ranking the hints show)."""

    name = "normal"

    def __init__(self, seed: int | str | None = None):
        self.seed = seed

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return rank_actions(view, legal)[0].action


# --------------------------------------------------------------------------------------------------
# The hard player

@dataclass
class HardConfig:
    candidates: int = 8       # how many of the normal ranking's discards to look ahead on
    max_xiangting: int = 9    # look ahead only when the best discard leaves at most this 向听
    block_bonus: float = 30.0  # net 胡 a win of one's own is worth beyond its count (no one else wins)
    budget_s: float = 1.0     # wall-clock cap for one decision's look-ahead (a safety net)
    backward: int = 0         # candidates that go one step back in 向听 (to keep a big set, say)
    big_hand: float = 100.0   # an opponent's visible win worth at least this is a threat to avoid
    discard_share: float = 0.6  # how often an opponent's discard is as likely a winning card as a draw
    opponent_hazard: float = 0.04  # chance an opponent wins on one of its turns
    claim_value: float = 0.0  # how much a 将 (or flipped-kind) 碰 / 杠 is worth beyond the normal ranking
    piao_slack: int = 3       # play for 飘胡 when its 向听 is at most this much above the ordinary one (−1: never)
    piao_max: int = 6         # ... and at most this far from ready
    claim_lookahead: bool = False # decide 碰 / 杠 by the expected settlement of pass vs claim
    discard_bias: bool = True   # weigh waits by how readily the others discard them
    claim_shift: float = 0.0  # added to every 碰 / 杠 score before comparing with passing
    claim_margin: float = 2.0  # a claim must beat passing by this much (net 胡)
    value_weight: float = 1.0  # extra weight on the 胡 value of the hand kept, far from ready
    piao_live: bool = True    # 飘胡 distance counts only pairs that can still become triplets
    claim_rate: float = 1.0   # weight of the 碰 route for useful cards held as a pair (0: off)
    endgame_claims: bool = True  # late and far from a win: claim whatever raises the 底胡


class HardPlayer(Player):
    """高手: looks ahead, by expected settlement.

    - Wins whenever it can; declares dragons like the normal player.
    - Claims like the normal player (its ranking weighs the claimed set's 胡 against the 向听 it gains),
      and also takes every 碰 / 杠 that brings a 飘胡 closer while it plays for one. (Two more claim
      policies are in :class:`HardConfig` — a bonus for 将 sets, and pass-vs-claim by expected settlement;
      both measured weaker in the arena and are off.)
    - Plays for 飘胡 (all triplets, × 2) when that plan is at most ``piao_slack`` (3) steps slower than the
      ordinary one (and at most ``piao_max`` (6) from ready), and takes an ordinary win's wait when it is
      ready. Its 飘胡 distance counts only pairs that can still become triplets (a pair whose other copies
      are all seen can only be the 将头). On 3,000 duplicate hands of seed 101 (nantong-single), never
      playing for 飘胡 cost about 4 net 胡 a hand against these settings; 2 / 4 and 4 / 7 were weaker too.
    - Late in a hand it cannot expect to win (two or more steps from ready with few draws left) it takes a
      碰 / 杠 that raises its rounded 底胡, since a loser's count settles too.
    - For every other discard it weighs the normal ranking's best few candidates of the lowest 向听 by
      the expected net settlement over the coming draws: the hidden cards are the copies it has not seen,
      each equally likely to come (an exact expectation, kind by kind, rather than Monte Carlo samples,
      so it is deterministic and cheap). A ready hand scores every wait (``score_winner``) weighed by its
      live copies; one step away it looks at every live card that makes the hand ready and the live
      waits that would follow; further away, the useful cards and the plan's likely total. A useful card
      that turns a pair into a triplet counts 1 + 2 × ``discard_share`` times (it can also be claimed, 碰,
      from either opponent's discard; with no 吃, a sequence card can only be drawn). The chance to
      win before the wall runs out comes from those per-draw chances (its own draws and, less often, the
      opponents' discards), with a per-turn chance that an opponent wins first. The value is twice its
      own count (won or not — the losers' 底胡 count, RULES.md §6; a big hand can beat a fast one) plus a
      bonus for a win of its own.
    - It avoids feeding a visible big hand: when an opponent's visible sets would make a win worth at
      least ``big_hand``, each discard carries a danger cost — how likely that opponent is ready (melds,
      draws, wall), how likely the card is one of its waits (live copies of the card and of its suited
      neighbours: a card nobody can wait on is safe) and what the win would cost — and the safest card
      of the same 向听 joins the candidates.
    - Obvious decisions (one legal action, a win) are instant; a wall-clock budget caps the look-ahead.
    """

    name = "hard"

    def __init__(self, seed: int | str | None = None, config: HardConfig | None = None):
        self.seed = seed
        self.cfg = config or HardConfig()
        self.rng = random.Random(f"hard:{seed}")
        self._score_cache: dict = {}

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        for a in legal:
            if a.type in ("tsumo", "hu"):
                return a
        an = Analysis(view)
        ranked = rank_actions(view, legal, an=an)
        if view.phase == "claim":
            return self._claim(an, ranked)
        if view.phase != "act":
            return ranked[0].action
        discards = [r for r in ranked if r.action.type in ("discard", "ready") and r.state is not None]
        if len(discards) < 2 or ranked[0].action.type not in ("discard", "ready"):
            return ranked[0].action
        if self.cfg.piao_slack >= 0:
            pa = self._piao_discard(an, discards)
            if pa is not None:
                return self._ready_choice(pa, ranked)
        threat = [t for t in self._threats(an, view) if t[1] >= self.cfg.big_hand]
        best_x = min(r.state.x for r in discards)
        # Distinct discard cards, best first.
        cands: list[Ranked] = []
        seen_cards = set()
        for r in discards:
            if r.action.card in seen_cards:
                continue
            seen_cards.add(r.action.card)
            cands.append(r)
        danger = {r.action.card: self._danger(an, threat, INDEX[r.action.card]) for r in cands}
        if best_x > self.cfg.max_xiangting or view.wall_count < 3:
            # Far from ready: the normal ranking, with the danger of feeding a big hand weighed.
            w = 3.0 if best_x >= 3 else 1.5
            vw = self.cfg.value_weight
            best = max(cands, key=lambda r: r.score + vw * r.state.value - w * danger[r.action.card])
            return self._ready_choice(best, ranked)
        top = [r for r in cands if r.state.x == best_x][: self.cfg.candidates]
        top += [r for r in cands if r.state.x == best_x + 1][: self.cfg.backward]
        if threat:
            safe = min((r for r in cands if r.state.x <= best_x + 1), key=lambda r: danger[r.action.card])
            if safe not in top:
                top.append(safe)
        if len(top) == 1:
            return self._ready_choice(top[0], ranked)
        t0 = time.perf_counter()
        values = []
        for r in top:
            if values and time.perf_counter() - t0 > self.cfg.budget_s:
                values.append(-1e9)  # out of time: the ones already valued win
                continue
            values.append(self._expected(an, view, INDEX[r.action.card], r.state) - danger[r.action.card])
        best = max(range(len(top)), key=lambda i: (values[i], -i))
        return self._ready_choice(top[best], ranked)

    # --- expected settlement of a discard --------------------------------------------------------
    def _expected(self, an: Analysis, view: SeatView, discard: int, st: StateEval) -> float:
        """Expected net 胡 (up to the parts every candidate shares) after discarding ``discard``.

        The expectation is taken over the coming draws exactly, kind by kind with the live counts (the
        hidden cards consistent with what this seat has seen, each unseen copy equally likely to come):
        2 × the count this seat ends with — its win total with the probability of winning before the
        wall runs out, otherwise its 底胡 — plus a bonus for a win of its own (no one else's win)."""
        c = list(an.counts)
        c[discard] -= 1
        return self._value_of(an, view, c, st)

    def _value_of(self, an: Analysis, view: SeatView, c: list[int], st: StateEval) -> float:
        unseen = max(1, sum(an.live))
        draws = max(0.0, view.wall_count / 3.0)
        dihu = an.dihu_now(c)
        if st.x == 0:
            p, value = self._ready_value(an, c, unseen)
        elif st.x == 1:
            p, value = self._one_away(an, c, unseen, st)
        else:
            p, value = 5.0 / unseen, self._win_estimate(an, c, st)
        q = (self._claimable_ukeire(an, c, st) if self.cfg.claim_rate and st.x > 0 else st.ukeire) / unseen
        pw = self._win_probability(st.x, q, p, draws)
        return pw * (2.0 * value + self.cfg.block_bonus) + (1.0 - pw) * 2.0 * dihu

    def _claimable_ukeire(self, an: Analysis, c: list[int], st: StateEval) -> float:
        """Useful cards weighed by how they can come: a kind held as a pair can also be claimed (碰) from
        either opponent's discard, a sequence card only drawn (no 吃), so the first counts more."""
        return an.ukeire(c, an.need, st.x, 1.0 + 2.0 * self.cfg.discard_share * self.cfg.claim_rate)

    def _win_probability(self, x: int, q: float, p: float, draws: float) -> float:
        """Chance to win in the remaining own draws: x improvements at q per draw, then a win at p per
        draw and at alpha·p per opponent discard; each opponent turn may end the hand (their win)."""
        n = int(draws)
        alpha = self.cfg.discard_share
        hazard = self.cfg.opponent_hazard
        dist = [0.0] * (x + 1)
        dist[x] = 1.0  # dist[s]: probability of being s steps from ready and still playing
        won = 0.0
        q = min(q, 0.95)
        pr = 1.0 - (1.0 - min(p, 0.95)) ** (1.0 + 2.0 * alpha)
        for _ in range(n):
            alive = (1.0 - hazard) ** 2
            nd = [0.0] * (x + 1)
            won += dist[0] * pr * alive
            nd[0] += dist[0] * (1.0 - pr) * alive
            for s in range(1, x + 1):
                nd[s - 1] += dist[s] * q * alive
                nd[s] += dist[s] * (1.0 - q) * alive
            dist = nd
        return won

    def _ready_value(self, an: Analysis, c: list[int], unseen: int) -> tuple[float, float]:
        """A ready hand: the chance a given card wins (live waits / unseen) and the mean win total."""
        limit = [an.live[k] if c[k] < 4 else 0 for k in range(N_KINDS)]
        total_live = 0
        eff = 0.0
        alpha = self.cfg.discard_share
        value = 0.0
        for k in arrange.waits(c, limit):
            n = an.live[k]
            if not n:
                continue
            c[k] += 1
            t = self._win_total(an, c, k, True)
            c[k] -= 1
            total_live += n
            value += n * (t - 5.0)  # on a discard: 10 less (自摸), about half the time
            if self.cfg.discard_bias:
                eff += n * (1.0 + 2.0 * alpha * _shed_factor(an, k)) / (1.0 + 2.0 * alpha)
            else:
                eff += n
        if not total_live:
            return 0.0, 0.0
        return eff / unseen, value / total_live

    def _one_away(self, an: Analysis, c: list[int], unseen: int, st: StateEval) -> tuple[float, float]:
        """One step from ready: for each live card that makes it ready, the best resulting wait (live
        waits); returns the mean winning chance per card once ready and the estimated win total."""
        waits_live = 0.0
        weight = 0
        for k in range(N_KINDS):
            n = an.live[k]
            if not n or c[k] >= 4:
                continue
            if not _touches_or_self(c, k):
                continue
            c[k] += 1
            if arrange.xiangting(c, an.need) <= 0:
                best = 0
                for j in range(N_KINDS):
                    if c[j] and j not in an.declared:
                        c[j] -= 1
                        if arrange.xiangting(c, an.need) == 0:
                            lim = [an.live[i] - (i == k) if c[i] < 4 else 0 for i in range(N_KINDS)]
                            lw = sum(an.live[i] for i in arrange.waits(c, lim))
                            if lw > best:
                                best = lw
                        c[j] += 1
                waits_live += n * best
                weight += n
            c[k] -= 1
        if not weight:
            return 0.0, self._win_estimate(an, c, st)
        return (waits_live / weight) / unseen, self._win_estimate(an, c, st)

    def _win_estimate(self, an: Analysis, c: list[int], st: StateEval) -> float:
        """A rough win total for a hand not yet ready: its 底胡 to come plus the hand type's base."""
        d = round_up(an.fixed_hu + an.hand_value(c), an.rounding)
        if st.plan == "piao":
            return 2.0 * (d + an.piao_base + 10)
        if st.plan == "qing":
            return d + an.ta_base + an.qing_bonus + 10
        return d + an.ta_base + 12

    def _piao_mode(self, an: Analysis, best_x: int, best_px: int) -> bool:
        """Play for 飘胡 (all triplets, × 2) when it is at most ``piao_slack`` steps slower."""
        return best_px <= best_x + self.cfg.piao_slack and best_px <= self.cfg.piao_max

    def _piao_x(self, an: Analysis, c: list[int], need: int, fallback: int) -> int:
        if not self.cfg.piao_live:
            return fallback
        return piao_xiangting_live(c, need, an.live)

    def _piao_discard(self, an: Analysis, discards: list[Ranked]) -> Ranked | None:
        c = an.counts
        px: dict[int, int] = {}
        for r in discards:
            k = INDEX[r.action.card]
            c[k] -= 1
            px[id(r)] = self._piao_x(an, c, an.need, r.state.piao_x)
            c[k] += 1
        best_x = min(r.state.x for r in discards)
        best_px = min(px.values())
        if best_x <= 0 and min(px[id(r)] for r in discards if r.state.x == best_x) > 0:
            return None  # ready for an ordinary win: take it
        if not self._piao_mode(an, best_x, best_px):
            return None
        return max(discards, key=lambda r: (-px[id(r)], -r.state.x,
                                            an.live[INDEX[r.action.card]] if c[INDEX[r.action.card]] == 2 else 9,
                                            r.score))

    def _endgame_claim(self, an: Analysis, ranked: list[Ranked]) -> Action | None:
        """Late in a hand it cannot expect to win, a 碰 / 杠 that raises its rounded 底胡 is taken: the
        losers' counts settle too (RULES.md §6), and the set no longer needs to serve a win."""
        pass_r = next((r for r in ranked if r.action.type == "pass"), None)
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
            v = an.table[an.lv[k]][0 if a.type == "peng" else 2]
            if a.type == "peng" and an.rem[k] < 4:
                v *= an.peng_factor
            after = an.dihu_now(c, v)
            if after - now > gain:
                best, gain = a, after - now
        return best

    def _claim(self, an: Analysis, ranked: list[Ranked]) -> Action:
        """Claims by value: a 碰 / 杠 that keeps 向听 and adds a set worth having is taken even when the
        normal ranking would pass (the losers' 底胡 count too, so a 将 set pays whoever wins)."""
        best = ranked[0]
        if self.cfg.endgame_claims and best.action.type == "pass":
            a = self._endgame_claim(an, ranked)
            if a is not None:
                return a
        if self.cfg.piao_slack >= 0:
            pass_r = next((r for r in ranked if r.action.type == "pass"), None)
            peng_r = next((r for r in ranked if r.action.type in ("gang", "peng")), None)
            if pass_r is not None and peng_r is not None and pass_r.state is not None and peng_r.state is not None:
                ps = pass_r.state
                pass_px = self._piao_x(an, an.counts, an.need, ps.piao_x)
                if self._piao_mode(an, ps.x, pass_px) and self._claim_piao_x(an, peng_r) < pass_px:
                    return peng_r.action
        if self.cfg.claim_lookahead:
            return self._claim_lookahead(an, ranked)
        if self.cfg.claim_shift:
            shifted = [(r.score + (self.cfg.claim_shift if r.action.type in ("peng", "gang") else 0.0), -i, r)
                       for i, r in enumerate(ranked)]
            best = max(shifted)[2]
        if best.action.type != "pass" or self.cfg.claim_value <= 0:
            return best.action
        pass_st = best.state
        for r in ranked[1:]:
            a = r.action
            if a.type not in ("peng", "gang") or r.state is None or pass_st is None:
                continue
            k = INDEX[a.card]
            lvl = an.lv[k]
            if r.state.x <= pass_st.x and (lvl >= 1 or an.rem[k] < 4 or r.state.plan == "piao"):
                if r.score + self.cfg.claim_value * (1 + lvl) >= best.score:
                    return a
        return best.action

    def _claim_piao_x(self, an: Analysis, r: Ranked) -> int:
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

    def _claim_lookahead(self, an: Analysis, ranked: list[Ranked]) -> Action:
        """Pass or claim by the expected settlement of the state each leads to."""
        view = an.view
        pass_r = next((r for r in ranked if r.action.type == "pass"), None)
        if pass_r is None or pass_r.state is None:
            return ranked[0].action
        c = list(an.counts)
        best_a, best_u = pass_r.action, self._value_of(an, view, c, pass_r.state) + self.cfg.claim_margin
        for r in ranked:
            a = r.action
            if a.type not in ("peng", "gang"):
                continue
            k = INDEX[a.card]
            an2 = copy.copy(an)
            an2.need = an.need - 1
            an2.can_qing = False
            take = 2 if a.type == "peng" else 3
            if a.type == "peng":
                v = an.table[an.lv[k]][0] * (an.peng_factor if an.rem[k] < 4 else 1)
                an2.melds = an.melds + (Meld("peng", k),)
            else:
                v = an.table[an.lv[k]][2]
                an2.melds = an.melds + (Meld("minggang", k),)
            an2.fixed_hu = an.fixed_hu + v
            c2 = list(c)
            c2[k] -= take
            if a.type == "gang":
                st = eval_state(an2, c2, an2.need)
                u = self._value_of(an2, view, c2, st) + 2.0
            else:
                opts = []
                for j in range(N_KINDS):
                    if c2[j] and j not in an.declared:
                        c2[j] -= 1
                        opts.append((_state_score(eval_state(an2, c2, an2.need)), j))
                        c2[j] += 1
                opts.sort(reverse=True)
                u = -1e9
                for _sc, j in opts[:2]:
                    c2[j] -= 1
                    st = eval_state(an2, c2, an2.need)
                    u = max(u, self._value_of(an2, view, c2, st))
                    c2[j] += 1
            if u > best_u:
                best_a, best_u = a, u
        return best_a

    @staticmethod
    def _ready_choice(r: Ranked, ranked: list[Ranked]) -> Action:
        """Prefer declaring ready (报听) with the chosen card when the ranking does too."""
        for o in ranked:
            if o.action.type == "ready" and o.action.card == r.action.card and o.score >= r.score:
                return o.action
        return r.action

    # --- threats --------------------------------------------------------------------------------
    def _threats(self, an: Analysis, view: SeatView) -> list[tuple[float, float, int]]:
        """Per opponent: (probability it is ready, what its win would cost, seat)."""
        out = []
        for s in view.order:
            if s == view.seat:
                continue
            melds = view.melds[s]
            lev = an.levels
            sets = sum(1 for f, x, _ in melds if meld_cards(Meld(f, INDEX[x]), lev) >= 3)
            draws = view.draws[s] if view.draws else 0
            if view.ready and view.ready[s]:
                p = 0.95
            else:
                p = min(0.9, 0.02 + 0.11 * sets + 0.025 * draws + (0.1 if view.wall_count < 15 else 0.0))
            raw = 0
            trip = True
            for f, x, _ in melds:
                k = INDEX[x]
                v = an.table[an.lv[k]][_FORM_COL[f]]
                if f == "peng" and an.rem[k] < 4:
                    v *= an.peng_factor
                raw += v
            for x in view.declared[s]:
                raw += an.table[an.lv[INDEX[x]]][4]
            dihu = round_up(raw, an.rounding)
            win = dihu + an.ta_base + 15
            if trip and sets >= 4:
                win = 2 * (dihu + an.piao_base + 10)
            out.append((p, float(win), s))
        return out

    def _danger(self, an: Analysis, threats, k: int) -> float:
        """Expected net 胡 lost by discarding kind k into someone's win."""
        if not threats:
            return 0.0
        live = an.live
        w = self._wait_weight(live, k)
        if w <= 0:
            return 0.0
        total = sum(self._wait_weight(live, j) for j in range(N_KINDS)) or 1.0
        cost = 0.0
        for p, win, s in threats:
            pw = min(1.0, 2.0 * w / total)
            if KINDS[k] in an.view.discards[s]:
                pw *= 0.4
            cost += p * pw * (win + 20.0)
        return cost

    @staticmethod
    def _wait_weight(live: Sequence[int], k: int) -> float:
        w = min(live[k], 3) / 3.0  # 吊头 / 对倒 on k
        if k < 27:
            r = k % 9
            for a, b in ((-2, -1), (-1, 1), (1, 2)):
                if 0 <= r + a < 9 and 0 <= r + b < 9:
                    w += min(live[k + a], live[k + b]) / 4.0
        return w

    def _win_total(self, an: Analysis, c: list[int], card: int, self_drawn: bool) -> int:
        key = (tuple(c), card, self_drawn, an.melds, an.declared)
        v = self._score_cache.get(key)
        if v is None:
            hand = PlayerHand(tuple(c), an.melds, tuple(sorted(an.declared)), an.joys, False,
                              Win(card, self_drawn))
            try:
                v = score_winner(an.rules, an.levels, hand).total
            except Exception:
                v = 0
            if len(self._score_cache) > 20000:
                self._score_cache.clear()
            self._score_cache[key] = v
        return v


def _shed_factor(an: Analysis, k: int) -> float:
    """How readily the others discard kind k, relative to an average card: 老将 and 1s / 9s have few
    neighbours; a kind the others have already discarded is one they are shedding."""
    f = 1.8 if k >= 27 else (1.4 if k % 9 in (0, 8) else 1.0)
    code = KINDS[k]
    if any(code in an.view.discards[s] for s in an.view.order if s != an.seat):
        f += 0.4
    return f


def _touches_or_self(c: Sequence[int], d: int) -> bool:
    """Whether a card of kind d could matter to counts c (a copy held or a suited neighbour)."""
    if c[d]:
        return True
    if d < 27:
        r = d % 9
        for dd in (-2, -1, 1, 2):
            if 0 <= r + dd < 9 and c[d + dd]:
                return True
    return False


LEVEL_PLAYERS = {"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}
