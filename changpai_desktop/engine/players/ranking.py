"""Every legal action scored with the seat's analysis, with a short reason: the 熟手 (normal) player plays
the top of this list, and the hints show it, so the hint's first choice is the normal player's choice by
construction."""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable, Sequence

from .. import tiles
from ..table.actions import Action, SeatView
from ..cards import INDEX, KINDS, N_KINDS
from ..rules import RuleSet
from ..text import Msg
from . import reasons
from .analysis import Analysis, StateEval, piao_xiangting
from .tuning import (
    ANGANG_BACKWARDS, ANGANG_OVER_DISCARD, BIG, CLAIM_SHOWS, DRAGON_WEIGHT, JIAGANG_BONUS, JIAGANG_GAIN_WEIGHT,
    JIAOLONG_FOUR, LILONG_FOUR, LILONG_PAIR, NOT_RECOMMENDED, PASS_DRAGONS, PLAN_NEAR_MAX_X, PLAN_NEAR_SHARE,
    PLAN_ON_SHARE, READY_BONUS, READY_FEW_WAITS, READY_MIN_WAITS, REPLACEMENT_DRAW, TIANTING_DECLARE, UKEIRE_WEIGHT,
    VALUE_WEIGHT, WIN_SCORE,
)

def _plan_bonus(an: Analysis, x: int, px: int, qx: int, dpot: float) -> tuple[float, str]:
    """What the 飘胡 / 清胡 plans add to a state's score, and the plan it is on track for."""
    bonus = 0.0
    plan = ""
    if px <= x:
        bonus = max(bonus, PLAN_ON_SHARE * (dpot + an.piao_base))
        plan = "piao"
    elif px == x + 1 and x <= PLAN_NEAR_MAX_X:
        bonus = max(bonus, PLAN_NEAR_SHARE * (dpot + an.piao_base))
    if qx <= x:
        b = PLAN_ON_SHARE * an.qing_bonus
        if b > bonus:
            bonus, plan = b, "qing"
    elif qx == x + 1 and x <= PLAN_NEAR_MAX_X:
        bonus = max(bonus, PLAN_NEAR_SHARE * an.qing_bonus)
    return bonus, plan


def eval_state(an: Analysis, c: list[int], need: int, can_qing: bool | None = None,
               extra_value: float = 0.0) -> StateEval:
    x = tiles.xiangting(c, need)
    uk = an.ukeire(c, need, x)
    val = an.hand_value(c) + extra_value
    px = piao_xiangting(c, need)
    if can_qing is None:
        can_qing = an.can_qing
    qx = tiles.qing_xiangting(c, need) if can_qing else 99
    bonus, plan = _plan_bonus(an, x, px, qx, an.fixed_hu + val)
    score = UKEIRE_WEIGHT * uk + VALUE_WEIGHT * val + bonus
    return StateEval(x, uk, val, px, qx, plan, score)


@dataclass
class Ranked:
    action: Action
    score: float
    reason: Msg
    state: StateEval | None = None


def state_score(st: StateEval) -> float:
    return -BIG * st.x + st.score


def best_discards(an: Analysis, c: list[int], count: int) -> list[int]:
    """The ``count`` best kinds to discard from counts ``c`` (on one's turn) by the state each leaves, best
    first; a declared dragon's cards stay. ``c`` is the same afterwards."""
    opts = []
    for j in range(N_KINDS):
        if c[j] and j not in an.declared:
            c[j] -= 1
            opts.append((state_score(eval_state(an, c, an.need)), j))
            c[j] += 1
    opts.sort(reverse=True)
    return [j for _score, j in opts[:count]]


def rank_actions(view: SeatView, legal: Sequence[Action], rules: RuleSet | None = None,
                 an: Analysis | None = None) -> list[Ranked]:
    """Every legal action with a score (higher is better) and a reason; sorted best first.

    Ties are broken by the action's order (deterministic)."""
    an = an or Analysis(view, rules)
    out: list[Ranked] = []
    for a in legal:
        if a.type in ("tsumo", "hu"):
            out.append(Ranked(a, WIN_SCORE, reasons.win(), None))
    if view.phase == "dragons":
        out += _rank_dragons(an, legal)
    elif view.phase == "claim":
        out += _rank_claims(an, legal)
    else:
        out += _rank_turn(an, view, legal)
    seen = {r.action for r in out}
    for a in legal:  # anything not covered above: keep every legal action in the list
        if a not in seen:
            out.append(Ranked(a, NOT_RECOMMENDED, reasons.not_recommended(), None))
    order = {a: i for i, a in enumerate(legal)}
    out.sort(key=lambda r: (-r.score, order[r.action]))
    return out


# --------------------------------------------------------------------------------------------------
# 叫龙 / 撂龙 at the start of a hand

def _rank_dragons(an: Analysis, legal: Sequence[Action]) -> list[Ranked]:
    out = []
    c = an.counts
    x0 = tiles.xiangting(c, an.need)
    for a in legal:
        if a.type == "pass":
            out.append(Ranked(a, PASS_DRAGONS, reasons.pass_dragons(), None))
            continue
        if a.type == "tianting":   # after the dragons (declaring ends the seat's turn of the window)
            out.append(Ranked(a, TIANTING_DECLARE, reasons.tianting(), None))
            continue
        k = INDEX[a.card]
        n = c[k]
        dragon = an.meld_hu("declared", k)
        if a.type == "jiaolong":
            s = dragon * DRAGON_WEIGHT - x0
            if n == 4:
                s -= JIAOLONG_FOUR
            out.append(Ranked(a, s, reasons.jiaolong(a.card, dragon, x0), None))
        else:
            c2 = list(c)
            c2[k] = 0
            x1 = tiles.xiangting(c2, an.need - (1 if n >= 3 else 0))
            s = dragon * DRAGON_WEIGHT - x1
            if n == 4:
                s += LILONG_FOUR
            elif n == 2:
                s -= LILONG_PAIR
            out.append(Ranked(a, s, reasons.lilong_start(a.card, dragon, n, x1), None))
    return out


# --------------------------------------------------------------------------------------------------
# Claims: pass, 碰, 杠

def _rank_peng(an: Analysis, a: Action, c: list[int], pass_st: StateEval) -> Ranked | None:
    need = an.need
    k = INDEX[a.card]
    v = an.claim_value("peng", k)
    c[k] -= 2
    best = None
    for j in range(N_KINDS):
        if c[j] and j not in an.declared:
            c[j] -= 1
            st = eval_state(an, c, need - 1, can_qing=False, extra_value=v - an.kind_value(k, 2))
            c[j] += 1
            if best is None or state_score(st) > state_score(best[0]):
                best = (st, j)
    c[k] += 2
    if best is None:
        return None
    st, j = best
    return Ranked(a, state_score(st) - CLAIM_SHOWS, reasons.peng(a.card, v, KINDS[j], pass_st.x, st), st)


def _rank_gang(an: Analysis, a: Action, c: list[int], pass_st: StateEval) -> Ranked:
    k = INDEX[a.card]
    v = an.claim_value("gang", k)
    c[k] -= 3
    st = eval_state(an, c, an.need - 1, can_qing=False, extra_value=v - an.kind_value(k, 3))
    c[k] += 3
    return Ranked(a, state_score(st) + REPLACEMENT_DRAW, reasons.gang(a.card, v, pass_st.x, st), st)


def _rank_claims(an: Analysis, legal: Sequence[Action]) -> list[Ranked]:
    out = []
    c = list(an.counts)
    pass_st = eval_state(an, c, an.need)
    for a in legal:
        if a.type == "pass":
            out.append(Ranked(a, state_score(pass_st), reasons.pass_claim(pass_st), pass_st))
        elif a.type == "peng":
            r = _rank_peng(an, a, c, pass_st)
            if r is not None:
                out.append(r)
        elif a.type == "gang":
            out.append(_rank_gang(an, a, c, pass_st))
    return out


# --------------------------------------------------------------------------------------------------
# One's own turn: discard, 报听, 暗杠, 加杠, 撂龙

@dataclass
class _Turn:
    """What every action of one turn is ranked against."""

    an: Analysis
    c: list[int]
    disc: dict[str, StateEval]   # the state after each discard
    before: int                  # 向听 before this turn's draw
    best_disc: float             # the best discard's score

    @property
    def best_disc_x(self) -> int:
        return min((s2.x for s2 in self.disc.values()), default=99)


def _turn(an: Analysis, view: SeatView, legal: Sequence[Action]) -> _Turn:
    c = list(an.counts)
    need = an.need
    x_now = tiles.xiangting(c, need)  # on-turn hand: one card over
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
        before = tiles.xiangting(c, need)
        c[k] += 1
    best_disc = max((state_score(st) for st in disc.values()), default=-BIG * 10)
    return _Turn(an, c, disc, before, best_disc)


def _rank_discard(t: _Turn, a: Action) -> Ranked:
    st = t.disc[a.card]
    k = INDEX[a.card]
    t.c[k] -= 1
    why = reasons.discard(t.an, a.card, t.before, st, t.c)
    t.c[k] += 1
    return Ranked(a, state_score(st), why, st)


def _rank_ready(t: _Turn, a: Action) -> Ranked:
    st = t.disc[a.card]
    s = state_score(st) + (READY_BONUS if st.ukeire >= READY_MIN_WAITS else READY_FEW_WAITS)
    return Ranked(a, s, reasons.ready(a.card, st), st)


def _rank_angang(t: _Turn, a: Action) -> Ranked:
    an, c = t.an, t.c
    k = INDEX[a.card]
    hu = an.meld_hu("angang", k)
    c[k] -= 4
    st = eval_state(an, c, an.need - 1, extra_value=hu)
    c[k] += 4
    s = state_score(st) + REPLACEMENT_DRAW
    if st.x > t.best_disc_x:
        s -= ANGANG_BACKWARDS
    s = max(s, t.best_disc + ANGANG_OVER_DISCARD) if st.x <= t.best_disc_x else s
    return Ranked(a, s, reasons.angang(a.card, hu, st), st)


def _rank_jiagang(t: _Turn, a: Action) -> Ranked:
    an, c = t.an, t.c
    k = INDEX[a.card]
    st = t.disc.get(a.card)
    if st is None:
        c[k] -= 1
        st = eval_state(an, c, an.need)
        c[k] += 1
    gain = an.meld_hu("minggang", k) - an.meld_hu("peng", k)
    s = state_score(st) + JIAGANG_BONUS + JIAGANG_GAIN_WEIGHT * gain
    return Ranked(a, s, reasons.jiagang(a.card, gain, st), st)


def _rank_lilong(t: _Turn, a: Action) -> Ranked:
    an = t.an
    k = INDEX[a.card]
    n = t.c[k]
    c2 = list(t.c)
    c2[k] = 0
    st = eval_state(an, c2, an.need - (1 if n >= 3 else 0))
    s = state_score(st) + (REPLACEMENT_DRAW if n != 3 else 0.0)
    return Ranked(a, s, reasons.lilong(a.card, st), st)


_TURN_RANKERS: dict[str, Callable[[_Turn, Action], Ranked]] = {
    "discard": _rank_discard, "ready": _rank_ready, "angang": _rank_angang, "jiagang": _rank_jiagang,
    "lilong": _rank_lilong,
}


def _rank_turn(an: Analysis, view: SeatView, legal: Sequence[Action]) -> list[Ranked]:
    t = _turn(an, view, legal)
    return [_TURN_RANKERS[a.type](t, a) for a in legal if a.type in _TURN_RANKERS]
