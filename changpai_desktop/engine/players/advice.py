"""Advice: the 高手's view of one decision, for the review (复盘) and for anything else that must say what
each legal action is worth.

``advise(view, legal, rules)`` lists every legal action, best first, each with the expected net 胡 it keeps
for this seat (an estimate of the hand's settlement from here, comparable between the actions of one
decision) and a reason in players' words (engine text)::

    from changpai_desktop.engine.players.advice import advise
    for a in advise(view, legal, rules):
        print(a.action, a.expected_hu, a.reason)

The first entry is the action the 高手 would choose. A chosen action's cost is
``advice[0].expected_hu - entry.expected_hu`` (≥ 0).

Provisional: today the order is the 熟手 ranking and the numbers its plan value; issue 16 puts the 高手's
look-ahead behind the same signature.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import RuleSet
from ..table.actions import Action, SeatView
from ..text import Msg
from .analysis import Analysis
from .ranking import rank_actions


@dataclass(frozen=True)
class Advice:
    action: Action
    expected_hu: float    # expected net 胡 for this seat after the action (same scale within a decision)
    reason: Msg           # why, as engine text


def advise(view: SeatView, legal: Sequence[Action], rules: RuleSet) -> list[Advice]:
    """Every legal action, best first, with its expected net 胡 and reason."""
    if not legal:
        return []
    an = Analysis(view, rules)
    ranked = rank_actions(view, legal, rules, an=an)
    return [Advice(r.action, float(r.state.value) if r.state is not None else 0.0, r.reason) for r in ranked]
