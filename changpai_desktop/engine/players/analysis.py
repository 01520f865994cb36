"""What one seat knows, read from its :class:`~changpai_desktop.engine.table.actions.SeatView`.

- **live cards** (``live[k]``): the copies of kind k this seat has not seen — remaining after the flips,
  minus its own hand, every meld on the table, every discard, and the 叫龙 others have shown;
- the **飘胡** (all triplets) and **清胡** (all sequences) distances of a hand, beside the ordinary 向听
  (``tiles.xiangting``), and its **有效牌** (live copies of the kinds that lower 向听);
- a **胡 value** estimate: what the held triplets, quads and dragons are worth by their level (将, 老将,
  flipped kinds), what pairs may become, and 文钱; and the 底胡 the seat would count now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .. import tiles
from ..table.actions import SeatView
from ..cards import INDEX, N_KINDS
from ..rules import RuleSet
from ..scoring import Meld, meld_cards
from .rule_facts import SETS_TO_WIN, claimed_set_hu, face_up_hu, meld_hu, nonwinner_count, sets_needed
from .tuning import FLIPPED_PAIR_SHARE, PAIR_SHARE, WENQIAN_NEAR_SHARE

WQ = (INDEX["1b"], INDEX["2b"], INDEX["3b"])
SUITED = 27  # kinds below this are suited (万 条 饼); the rest are the 老将


def _piao_distance(t: int, head: int, d: int, need: int) -> int:
    m = t if t < need else need
    if d > need - m:
        d = need - m
    return 2 * (need - m) - d - head


def piao_xiangting(c: Sequence[int], need: int) -> int:
    """向听 towards 飘胡: every set a triplet (or quad), a pair as the 将头 (文钱 ignored)."""
    t = p = 0
    for n in c:
        if n >= 3:
            t += 1
        elif n == 2:
            p += 1
    head = 1 if p else 0
    return _piao_distance(t, head, p - head, need)


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
    if p_dead:
        head, d = 1, p_live
    else:
        head = 1 if p_live else 0
        d = p_live - head
    return _piao_distance(t, head, d, need)


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
        self.rounding = rules.values.rounding
        self.wenqian = rules.extras.wenqian
        ht = rules.hand_types
        self.qing_bonus = ht["qing"].base_discard - ht["ta"].base_discard
        self.piao_base = ht["piao"].base_discard
        self.piao_multiplier = ht["piao"].multiplier
        self.ta_base = ht["ta"].base_discard
        c = [0] * N_KINDS
        for code in view.hand:
            c[INDEX[code]] += 1
        self.counts = c
        self.declared = frozenset(INDEX[x] for x in view.declared[view.seat])
        my_melds = view.melds[view.seat]
        self.melds = tuple(Meld(f, INDEX[x]) for f, x, _ in my_melds)
        self.need = sets_needed(self.melds, lev)
        self.can_qing = self.need == SETS_TO_WIN  # 清胡 needs every set concealed
        self.has_peng = any(m.form == "peng" for m in self.melds)
        self.joys = len(view.joys[view.seat]) if view.joys and view.joys[view.seat] is not None else 0
        self.fixed_hu = face_up_hu(rules, lev, self.melds, tuple(self.declared))  # melds and declared dragons
        self.live = self._live(view, c)

    def _live(self, view: SeatView, c: Sequence[int]) -> list[int]:
        seen = list(c)
        for ms in view.melds:
            for f, x, _ in ms:
                seen[INDEX[x]] += meld_cards(Meld(f, INDEX[x]), self.levels)
        for ds in view.discards:
            for x in ds:
                seen[INDEX[x]] += 1
        for s, decl in enumerate(view.declared):
            if s != view.seat:
                for x in decl:
                    seen[INDEX[x]] += self.rem[INDEX[x]]
        if view.claim and view.claim.get("kind") == "qianggang" and view.claim.get("from") != view.seat:
            seen[INDEX[view.claim["card"]]] += 1
        return [max(0, self.rem[k] - seen[k]) for k in range(N_KINDS)]

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
                return FLIPPED_PAIR_SHARE * row[3]
            return 0.0
        if n == 4:
            return float(row[3])
        if n == 3:
            return float(row[1])
        if n == 2 and self.live[k]:
            return PAIR_SHARE * row[1] * min(self.live[k], 2) / 2
        return 0.0

    def hand_value(self, c: Sequence[int]) -> float:
        v = 0.0
        for k in range(N_KINDS):
            if c[k] >= 2:
                v += self.kind_value(k, c[k])
        w = min(c[WQ[0]], c[WQ[1]], c[WQ[2]])
        v += self.wenqian[min(w, 4)]
        if w == 0 and sum(1 for k in WQ if c[k]) == 2:
            v += WENQIAN_NEAR_SHARE * self.wenqian[1]
        return v

    def dihu_now(self, c: Sequence[int], claimed: Meld | None = None) -> int:
        """The count this seat would settle with now as a non-winner with concealed counts c (and the set
        ``claimed`` it is about to meld): the scorer's own non-winner count (底胡 with 把子 and 三老会齐,
        rounded, plus 喜)."""
        melds = self.melds if claimed is None else self.melds + (claimed,)
        return nonwinner_count(self.rules, self.levels, c, melds, self.declared, self.joys)

    def meld_hu(self, form: str, k: int) -> int:
        """The 胡 of a meld of kind k (``"declared"``: a declared dragon), as the scorer values it."""
        return meld_hu(self.rules, self.levels, form, k)

    def claim_value(self, form: str, k: int) -> int:
        """The 胡 of the set a claim of kind k would lay, as the scorer values it: a 碰 (a flipped kind's
        counts more) or a 明杠."""
        return claimed_set_hu(self.rules, self.levels, form, k)

    def ukeire(self, c: list[int], need: int, x: int, pair_weight: float = 1) -> float:
        """Live copies of the kinds that would lower 向听 (for a ready hand: the live waits); with
        ``pair_weight``, a kind held as a pair counts that many times (the 高手's claim-aware rate)."""
        total = 0
        live = self.live
        for k in range(N_KINDS):
            if not live[k] or c[k] >= 4:
                continue
            if k < SUITED:  # a suited card helps only near cards it holds
                r = k % 9
                if not any(c[j] for j in range(k - min(r, 2), k + min(8 - r, 2) + 1)):
                    continue
            elif not c[k]:
                continue
            c[k] += 1
            if tiles.xiangting(c, need) < x:
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
