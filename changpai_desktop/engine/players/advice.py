"""Advice: the 高手's view of one decision, for the review (复盘), the hints and anything else that must say
what each legal action is worth.

``advise(view, legal, rules)`` lists every legal action, best first, each with the expected net 胡 it keeps
for this seat (``valuation.Valuer``: an estimate of the hand's settlement from here, comparable between the
actions of one decision) and a reason in players' words (engine text)::

    from changpai_desktop.engine.players.advice import advise
    for a in advise(view, legal, rules):
        print(a.action, a.expected_hu, a.reason)

The first entry is the action the 高手 chooses (``hard.HardPlayer.decide``, the same code it plays by); the
others follow by their expected net 胡. The 高手 also weighs what the numbers leave out (a 飘胡 plan, the
熟手 ranking far from ready), so where another action's number comes out higher than its choice's, that
number is shown capped at the choice's: a chosen action's cost ``advice[0].expected_hu - entry.expected_hu``
is ≥ 0, and 0 says "as good, as far as the numbers tell". Each reason past the first says what sets the
action apart from the first (a step slower, fewer useful draws, less 胡 kept, a riskier card).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..rules import RuleSet
from ..table.actions import Action, SeatView
from ..text import Msg
from .analysis import Analysis
from .facts import Facts, facts_of
from .hard import HardPlayer
from .ranking import rank_actions
from .valuation import Valuer
from .words import reason_of


@dataclass(frozen=True)
class Advice:
    action: Action
    expected_hu: float    # expected net 胡 for this seat after the action (same scale within a decision)
    reason: Msg           # why, as engine text
    facts: Facts | None = None  # the numbers the reason is made of (ready, steps, useful draws, 胡 kept, risk)


def advise(view: SeatView, legal: Sequence[Action], rules: RuleSet) -> list[Advice]:
    """Every legal action, best first, with its expected net 胡 and reason."""
    if not legal:
        return []
    legal = list(legal)
    an = Analysis(view, rules)
    ranked = rank_actions(view, legal, rules, an=an)
    player = HardPlayer(0)
    choice = player.decide(an, legal, ranked) if len(legal) > 1 else legal[0]
    valuer = Valuer(player, an, ranked)
    values = {a: valuer.value(a) for a in legal}
    order = {a: i for i, a in enumerate(legal)}
    rest = sorted((a for a in legal if a != choice), key=lambda a: (-values[a], order[a]))
    top_value = values[choice]
    by_action = {r.action: r for r in ranked}
    facts = _telling({a: facts_of(an, valuer, a, by_action.get(a), legal) for a in legal}, choice, rest)
    out = [Advice(choice, round(top_value, 2), reason_of(facts[choice], None), facts[choice])]
    for a in rest:
        v = min(values[a], top_value)
        out.append(Advice(a, round(v, 2), reason_of(facts[a], facts[choice], top_value - v), facts[a]))
    return out


def _telling(facts: dict[Action, Facts], choice: Action, rest: list[Action]) -> dict[Action, Facts]:
    """The set an action keeps (保留七饼刻子 8 胡) is said only where it sets actions apart: on the first when the
    next best does not keep it, on another when the first does not. Every discard but one of that set's cards
    keeps it, so said on all of them it named a set that had nothing to do with the choice."""
    first = facts[choice].kept
    out = dict(facts)
    if first is not None and (not rest or facts[rest[0]].kept == first):
        out[choice] = replace(facts[choice], kept=None)
    for a in rest:
        if facts[a].kept is not None and facts[a].kept == first:
            out[a] = replace(facts[a], kept=None)
    return out
