"""Hints that teach: for the human's current decision, every legal action ranked with one short reason,
and, when the hand is ready, its waits with the live copies and what each would score.

The ranking is ``ranking.rank_actions`` — the very evaluation the 熟手 (normal) computer player plays by — so
the hint's first choice is always the normal player's choice. The reasons are the engine's own words in
简体中文 and English, ready for the UI::

    from changpai_desktop.engine import hints
    for h in hints.hint(view, legal, rules):      # best first
        print(h.action, h.score, h.reason_zh)     # e.g. 打 七条：向听 2 不变，有效牌 18 张，保留红花刻子 8 胡
    for w in hints.waits_info(view, rules):       # [] unless the hand is (or, on one's turn, can be) ready
        print(w.kind_code, w.live, w.self_drawn_hu, w.discard_hu)

No Qt here; the UI formats these.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from .. import arrange
from ..actions import Action, SeatView
from .analysis import Analysis
from .ranking import eval_state, rank_actions
from ..cards import CARD_INFO, INDEX, KINDS, N_KINDS
from ..rules import RuleSet
from ..scoring import PlayerHand, score_waits


@dataclass(frozen=True)
class HintEntry:
    action: Action
    score: float          # higher is better; only the order is meant for display
    reason_zh: str
    reason_en: str


@dataclass(frozen=True)
class WaitInfo:
    kind_code: str        # the card that would win
    live: int             # copies this seat has not seen (could still come)
    self_drawn_hu: int    # the win's total self-drawn (自摸)
    discard_hu: int       # the win's total on another's discard (点炮)


def hint(view: SeatView, legal: list[Action], rules: RuleSet) -> list[HintEntry]:
    """Every legal action, best first, each with a short reason (zh, en)."""
    if not legal:
        return []
    an = Analysis(view, rules)
    ranked = rank_actions(view, legal, rules, an=an)
    out = []
    wait_cache: dict[str, tuple[str, str]] = {}
    for r in ranked:
        zh, en = r.reason_zh, r.reason_en
        a = r.action
        if a.type in ("discard", "ready") and r.state is not None and r.state.x == 0:
            if a.card not in wait_cache:
                wait_cache[a.card] = _waits_text(_waits_after(an, INDEX[a.card]))
            wz, we = wait_cache[a.card]
            if wz:
                zh, en = f"{zh}；{wz}", f"{en}; {we}"
        out.append(HintEntry(a, float(r.score), zh, en))
    return out


def waits_info(view: SeatView, rules: RuleSet) -> list[WaitInfo]:
    """The waits of a ready hand (between turns, or while claiming), with live copies and both scores.

    On one's own turn (one card more than a ready hand holds) it gives the waits after the discard the
    hint recommends among those that leave the hand ready; ``[]`` when no discard does."""
    an = Analysis(view, rules)
    c = an.counts
    held = sum(c)
    if held == 3 * an.need + 1:
        return _waits(an, c)
    if held == 3 * an.need + 2:
        best = None
        for k in range(N_KINDS):
            if not c[k] or k in an.declared:
                continue
            c2 = list(c)
            c2[k] -= 1
            st = eval_state(an, c2, an.need)
            if st.x == 0 and (best is None or (st.score, -k) > (best[0], -best[1])):
                best = (st.score, k)
        if best is None:
            return []
        return _waits_after(an, best[1])
    return []


def _waits_after(an: Analysis, discard: int) -> list[WaitInfo]:
    c = list(an.counts)
    c[discard] -= 1
    return _waits(an, c)


def _waits(an: Analysis, c: Sequence[int]) -> list[WaitInfo]:
    if arrange.xiangting(c, an.need) != 0:
        return []
    hand = PlayerHand(tuple(c), an.melds, tuple(sorted(an.declared)), an.joys, False, None)
    out = []
    for ws in score_waits(an.rules, an.view.flips, hand, an.levels):
        out.append(WaitInfo(KINDS[ws.kind], an.live[ws.kind], ws.self_drawn.total, ws.discard.total))
    return out


def _waits_text(ws: list[WaitInfo]) -> tuple[str, str]:
    if not ws:
        return "", ""
    zh = "听 " + "、".join(f"{CARD_INFO[w.kind_code].name_hans}（活 {w.live} 张，自摸 {w.self_drawn_hu} / 点炮 {w.discard_hu} 胡）" for w in ws)
    en = "waits " + ", ".join(f"{CARD_INFO[w.kind_code].name_en} ({w.live} live, {w.self_drawn_hu} self-drawn / {w.discard_hu} on a discard)"
                              for w in ws)
    return zh, en
