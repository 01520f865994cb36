"""The numbers a hint is made of, per action: how far the hand is from ready after it (听牌, or how many more
cards it needs), its useful draws with their live copies, the 胡 of the set it makes or keeps or breaks, and
what the card may give away (``opponents.Opponents``). ``words`` turns them into players' words."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..cards import INDEX, KINDS, N_KINDS
from ..scoring import Meld
from ..table.actions import Action
from .analysis import Analysis, StateEval
from .expert import declared_analysis, gang_option, laid_analysis
from .ranking import Ranked, eval_state, state_score
from .valuation import Valuer

PAIR = 2
TRIPLE = 3
FOUR = 4


@dataclass(frozen=True)
class Facts:
    action: Action
    x: int | None = None        # cards still needed to be ready after the action (0: 听牌; -1: a win)
    useful: int = 0             # live copies of the useful draws (ready: of the winning cards)
    hu: int = 0                 # the 胡 of the set the action makes (a win: its total)
    then: str | None = None     # a 碰's discard
    kept: tuple[str, int] | None = None    # the most valuable triplet / quad kept: (card, 胡)
    broken: tuple[str, int, int] | None = None  # a 将 pair or triplet the discard breaks: (card, 胡 of its 碰,
                                                # copies held)
    win_risk: float = 0.0       # expected net 胡 lost to an opponent's win on this card
    feed_risk: float = 0.0      # ... to a 碰 / 杠 it feeds
    lucky: int = 0              # a laid dragon: live copies of the replacements that bring it closest ...
    lucky_x: int | None = None  # ... and the cards it then still needs
    plan: str = ""              # "qing" / "piao": the state is on course for a 清胡 / 飘胡
    declines: str = ""          # a pass at the start: what it declines ("dragon" or "tianting")


def _kept(an: Analysis, c: list[int]) -> tuple[str, int] | None:
    best = None
    for k in range(N_KINDS):
        if c[k] >= TRIPLE and k not in an.declared:
            v = an.kind_value(k, c[k])
            if v and (best is None or v > best[1]):
                best = (KINDS[k], int(v))
    return best


def _st(an: Analysis, c: list[int], st: StateEval | None = None) -> StateEval:
    return st if st is not None else eval_state(an, c, an.need)


def facts_of(an: Analysis, valuer: Valuer, a: Action, r: Ranked | None, legal: Sequence[Action] = ()) -> Facts:
    f = _facts(an, valuer, a, r, legal)
    plan = _plan(an, a, r)
    return replace(f, plan=plan) if plan else f


def _plan(an: Analysis, a: Action, r: Ranked | None) -> str:
    """The plan the state after the action is on course for (a 叫龙 keeps its cards concealed)."""
    if a.type == "jiaolong":
        return eval_state(declared_analysis(an, INDEX[a.card]), list(an.counts), an.need).plan
    if r is not None and r.state is not None and a.type not in ("lilong",):
        return r.state.plan
    return ""


def _facts(an: Analysis, valuer: Valuer, a: Action, r: Ranked | None, legal: Sequence[Action]) -> Facts:
    t = a.type
    c = list(an.counts)
    if t in ("tsumo", "hu"):
        return Facts(a, -1, 0, int((valuer.value(a) - valuer.player.cfg.block_bonus) / 2))
    if t in ("discard", "ready"):
        return _discard(an, valuer, a, c, r)
    if t == "pass" and an.view.phase == "dragons":
        declines = "dragon" if any(o.type in ("jiaolong", "lilong") for o in legal) else "tianting"
        return Facts(a, declines=declines)   # passing on declaring a dragon (or 天听)
    if t == "pass":
        st = _st(an, c, r.state if r else None)
        return Facts(a, st.x, st.ukeire, kept=_kept(an, c))
    k = INDEX[a.card] if a.card else -1
    if t == "peng":
        return _peng(an, a, c, k)
    if t == "gang":
        g = gang_option(an, a)
        return Facts(a, g.state.x, g.state.ukeire, an.claim_value("gang", k))
    if t == "jiaolong":
        an2 = declared_analysis(an, k)
        st = eval_state(an2, c, an.need)
        return Facts(a, st.x, st.ukeire, an.meld_hu("declared", k))
    if t in ("lilong", "angang", "jiagang"):
        return _lay(an, a, c, k)
    st = _st(an, c)
    return Facts(a, st.x, st.ukeire)


def _discard(an: Analysis, valuer: Valuer, a: Action, c: list[int], r: Ranked | None) -> Facts:
    k = INDEX[a.card]
    broken = None
    if c[k] in (PAIR, TRIPLE) and (an.lv[k] >= 1 or an.rem[k] < FOUR) and k not in an.declared:
        broken = (a.card, an.claim_value("peng", k), c[k])
    c[k] -= 1
    st = _st(an, c, r.state if r else None)
    win, feed = valuer.risk_parts(k)
    return Facts(a, st.x, st.ukeire, kept=_kept(an, c), broken=broken, win_risk=win, feed_risk=feed)


def _peng(an: Analysis, a: Action, c: list[int], k: int) -> Facts:
    v = an.claim_value("peng", k)
    an2 = laid_analysis(an, Meld("peng", k), v)
    c[k] -= PAIR
    best = None
    for j in range(N_KINDS):
        if c[j] and j not in an.declared:
            c[j] -= 1
            st = eval_state(an2, c, an2.need, can_qing=False)
            c[j] += 1
            if best is None or state_score(st) > state_score(best[0]):
                best = (st, j)
    if best is None:
        return Facts(a, None, 0, v)
    return Facts(a, best[0].x, best[0].ukeire, v, then=KINDS[best[1]])


def _lay(an: Analysis, a: Action, c: list[int], k: int) -> Facts:
    """A kong or a laid dragon: the state after it; a four-card dragon laid from the deal, the replacement
    that would help most."""
    if a.type == "jiagang":
        c[k] -= 1
        st = eval_state(an, c, an.need)
        return Facts(a, st.x, st.ukeire, an.meld_hu("minggang", k) - an.meld_hu("peng", k))
    n = c[k]
    c[k] = 0
    form = "angang" if a.type == "angang" else "long"
    hu = an.meld_hu(form if form == "angang" else "declared", k)
    an2 = laid_analysis(an, Meld(form, k), hu, 1 if n >= TRIPLE else 0)
    if sum(c) == 3 * an2.need + 1 or n != FOUR or an.view.phase != "dragons":
        st = eval_state(an2, c, an2.need)
        return Facts(a, st.x, st.ukeire, hu)
    xs: dict[int, StateEval] = {}
    for d in range(N_KINDS):
        if an.live[d]:
            c[d] += 1
            xs[d] = eval_state(an2, c, an2.need)
            c[d] -= 1
    if not xs:
        return Facts(a, None, 0, hu)
    low = min(st.x for st in xs.values())
    lucky = sum(an.live[d] for d, st in xs.items() if st.x == low)
    usual = max({st.x for st in xs.values()}, key=lambda x: sum(an.live[d] for d, st in xs.items() if st.x == x))
    typical = max((d for d, st in xs.items() if st.x == usual), key=lambda d: an.live[d])
    return Facts(a, usual, xs[typical].ukeire, hu, lucky=lucky, lucky_x=low)
