"""Hints that teach: for the human's current decision, every legal action ranked with one short reason,
and, when the hand is ready, its waits with the live copies and what each would score.

The ranking is the 高手's (``advice.advise``, which the review shares): the hint's first choice is what the
高手 would play, and every other action says what sets it apart from that choice. A reason is engine text: a
:class:`~changpai_desktop.engine.text.Msg` of ``resources/text/hints.toml`` (``services.text`` renders it)::

    from changpai_desktop.engine.players import hints
    for h in hints.hint(view, legal, rules):      # best first
        print(h.action, h.score, h.reason)        # Msg("hint.discard", card=Card("7t"), shanten=…, …)
    for w in hints.waits_info(view, rules):       # [] unless the hand is (or, on one's turn, can be) ready
        print(w.kind_code, w.live, w.self_drawn_hu, w.discard_hu)

No Qt here; the UI formats these.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .. import tiles
from ..table.actions import Action, SeatView
from ..cards import INDEX, KINDS, N_KINDS
from ..rules import RuleSet
from ..scoring import PlayerHand, score_waits
from ..text import Card, Msg, msg
from .analysis import Analysis
from .advice import advise
from .ranking import eval_state


@dataclass(frozen=True)
class HintEntry:
    action: Action
    score: float          # the expected net 胡 of the action (advice.advise); higher is better
    reason: Msg           # why, as engine text (hint.… ids)


@dataclass(frozen=True)
class WaitInfo:
    kind_code: str        # the card that would win
    live: int             # copies this seat has not seen (could still come)
    self_drawn_hu: int    # the win's total self-drawn (自摸)
    discard_hu: int       # the win's total on another's discard (点炮)


def hint(view: SeatView, legal: list[Action], rules: RuleSet) -> list[HintEntry]:
    """Every legal action, best first, each with a short reason; a discard that leaves the hand ready also
    names its waits. The order and the numbers are the 高手's (``advice.advise``)."""
    if not legal:
        return []
    an = Analysis(view, rules)
    out = []
    wait_cache: dict[str, Msg | None] = {}
    for r in advise(view, legal, rules):
        reason = r.reason
        a = r.action
        if a.type in ("discard", "ready") and r.facts is not None and r.facts.x == 0:
            if a.card not in wait_cache:
                wait_cache[a.card] = waits_msg(_waits_after(an, INDEX[a.card]))
            waits = wait_cache[a.card]
            if waits is not None:
                reason = msg("hint.with_waits", reason=reason, waits=waits)
        out.append(HintEntry(a, float(r.expected_hu), reason))
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
    if not tiles.ready_needing(c, an.need):
        return []
    hand = PlayerHand(tuple(c), an.melds, tuple(sorted(an.declared)), an.joys, False, None)
    out = []
    for ws in score_waits(an.rules, an.view.flips, hand, an.levels):
        out.append(WaitInfo(KINDS[ws.kind], an.live[ws.kind], ws.self_drawn.total, ws.discard.total))
    return out


def waits_msg(ws: list[WaitInfo]) -> Msg | None:
    """The waits as engine text (``hint.waits``: each wait with its live copies and both totals)."""
    if not ws:
        return None
    return msg("hint.waits", waits=tuple(msg("hint.wait", card=Card(w.kind_code), live=w.live,
                                             self_drawn=w.self_drawn_hu, discard=w.discard_hu) for w in ws))
