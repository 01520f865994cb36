"""The 高手's own numbers for the decisions the 熟手 ranking gets wrong (issue 16's leaks):

- **叫龙 vs 撂龙** of a dragon: the state each leaves, by the 熟手's state score (向听 first, then useful cards
  and value), laying a four-card dragon counted with the replacement it draws (every live card, weighed by
  its copies) — not "always lay";
- **杠 over 碰** when holding three of the kind: a 明杠 is the 碰 with the fourth copy turned into a free
  replacement draw and a bigger set; the 碰 is kept only when the fourth copy is worth a whole step of 向听;
- **将 明杠** offered while the ranking would pass: taken when it costs no 向听 (the three concealed copies
  are a set either way) and the hand is not on its way to a 清胡 (every set concealed).

Every comparison is in the ranking's score units (``ranking.state_score``: one step of 向听 is ``BIG``); a
free draw is worth ``BIG`` × the chance it lowers 向听 (its useful cards over the unseen cards).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from ..cards import INDEX, N_KINDS
from ..scoring import Meld
from ..table.actions import Action
from .analysis import Analysis, StateEval
from .ranking import Ranked, eval_state, state_score
from .tuning import BIG, DRAGON_LAY_MARGIN, GANG_OVER_PASS_MARGIN, GANG_OVER_PENG_MARGIN, QING_KEEP_MAX_X

FOUR = 4
THREE = 3


@dataclass(frozen=True)
class Option:
    """One option of a decision with the state it leaves and its score (ranking units)."""

    action: Action
    score: float
    state: StateEval | None


def free_draw(an: Analysis, st: StateEval) -> float:
    """What a replacement draw adds to a state: one step of 向听 times the chance it is a useful card."""
    unseen = max(1, sum(an.live))
    return BIG * min(1.0, st.ukeire / unseen)


def declared_analysis(an: Analysis, k: int) -> Analysis:
    """The analysis after a 叫龙 of kind k (its cards stay in hand, its value is the dragon's)."""
    an2 = copy.copy(an)
    an2.declared = an.declared | {k}
    an2.fixed_hu = an.fixed_hu + an.meld_hu("declared", k)
    return an2


def laid_analysis(an: Analysis, meld: Meld, claimed_hu: int, sets: int = 1) -> Analysis:
    """The analysis after laying a set (a 杠, a 撂龙): one set fewer to make, no 清胡."""
    an2 = copy.copy(an)
    an2.need = an.need - sets
    an2.can_qing = False
    an2.melds = an.melds + (meld,)
    an2.fixed_hu = an.fixed_hu + claimed_hu
    return an2


def _lay_with_replacement(an2: Analysis, c: list[int]) -> tuple[float, StateEval | None]:
    """Expected state score of counts c (one card short) after a replacement draw, over the live cards."""
    total = 0.0
    weight = 0
    best: tuple[float, StateEval] | None = None
    for d in range(N_KINDS):
        n = an2.live[d]
        if not n:
            continue
        c[d] += 1
        st = eval_state(an2, c, an2.need)
        c[d] -= 1
        s = state_score(st)
        total += n * s
        weight += n
        if best is None or s > best[0]:
            best = (s, st)
    if not weight or best is None:
        return -BIG * 10, None
    return total / weight, best[1]


def dragon_options(an: Analysis, legal: list[Action]) -> list[Option]:
    """叫龙 and 撂龙 of every dragon offered, scored by the state each leaves."""
    out = []
    c = list(an.counts)
    for a in legal:
        if a.type not in ("jiaolong", "lilong"):
            continue
        k = INDEX[a.card]
        n = c[k]
        if a.type == "jiaolong":
            an2 = declared_analysis(an, k)
            st = eval_state(an2, c, an.need)
            out.append(Option(a, state_score(st), st))
            continue
        sets = 1 if n >= THREE else 0
        an2 = laid_analysis(an, Meld("long", k), an.meld_hu("declared", k), sets)
        c2 = list(c)
        c2[k] = 0
        if n == FOUR:
            s, st = _lay_with_replacement(an2, c2)
            out.append(Option(a, s + DRAGON_LAY_MARGIN, st))
        elif n == THREE:
            st = eval_state(an2, c2, an2.need)
            out.append(Option(a, state_score(st) + DRAGON_LAY_MARGIN, st))
    return out


def choose_dragon(an: Analysis, legal: list[Action], ranked: list[Ranked]) -> Action:
    """The dragon declaration with the best state (the ranking's choice where these numbers are silent:
    a two-card dragon, 天听, nothing to declare)."""
    opts = dragon_options(an, legal)
    if not opts:
        return ranked[0].action
    return max(opts, key=lambda o: o.score).action


def gang_option(an: Analysis, a: Action) -> Option:
    """A claimed 杠 (明杠) of kind k held three times: the state after it, with the replacement draw."""
    k = INDEX[a.card]
    v = an.claim_value("gang", k)
    an2 = laid_analysis(an, Meld("minggang", k), v)
    c = list(an.counts)
    c[k] -= THREE
    st = eval_state(an2, c, an2.need, can_qing=False, extra_value=v - an.kind_value(k, THREE))
    return Option(a, state_score(st) + free_draw(an2, st), st)


def choose_gang(an: Analysis, ranked: list[Ranked]) -> Action | None:
    """杠 instead of the ranking's 碰 or pass, where the 高手's numbers say so (``None``: no opinion)."""
    gang = next((r for r in ranked if r.action.type == "gang"), None)
    if gang is None:
        return None
    top = ranked[0]
    g = gang_option(an, gang.action)
    k = INDEX[gang.action.card]
    if top.action.type == "peng" and top.state is not None:
        return gang.action if g.score + GANG_OVER_PENG_MARGIN >= state_score(top.state) else None
    if top.action.type == "pass" and top.state is not None:
        ps = top.state
        if an.lv[k] < 1 and an.rem[k] == FOUR:
            return None   # an ordinary kind: the ranking's call
        if ps.plan == "qing" and ps.x <= QING_KEEP_MAX_X:
            return None   # every set concealed for a 清胡
        return gang.action if g.state is not None and g.state.x <= ps.x + GANG_OVER_PASS_MARGIN else None
    return None
