"""The table's optional automatic moves for the human seat, decided without Qt (the table plays the action the
way a click would, after a short pause).

- **auto-win** (off by default): 胡 / 自摸 whenever it is legal. Off because declining a small win for a bigger
  one is the player's call.
- **auto-pass** (off by default): pass on a claim you cannot use — a 碰 or 杠 offer (no 胡 among the choices)
  that would not bring your hand closer to a win: after taking it (and your best discard) you would still need
  as many cards (向听) as now. Off because a 碰 of a 将 kind can be worth its 胡 even when it does not bring you
  closer. A decision whose only legal action is 过 is passed too (the engine rarely asks one).
- **auto-discard after 报听** (on by default): once declared ready the hand is locked and only the drawn card may
  go (RULES.md §3); at a real table it is simply thrown. A drawn card that wins is never thrown: the choice to
  胡 stays the player's unless auto-win is on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import INDEX
from ..engine.players.analysis import Analysis
from ..engine.table.actions import Action, Decision, SeatView
from ..engine.tiles import xiangting

WINS = ("hu", "tsumo")
CLAIMS = ("peng", "gang")
PENG_TAKES = 2          # copies of the discard a 碰 takes from the hand
GANG_TAKES = 3


@dataclass(frozen=True)
class AutoOptions:
    auto_win: bool = False
    auto_pass: bool = False
    auto_discard_ready: bool = True


def auto_action(decision: Decision | None, view: SeatView, options: AutoOptions) -> Action | None:
    """The action to play for the human now, or None to wait for the player."""
    if decision is None or decision.seat != view.seat:
        return None
    legal = list(decision.legal)
    types = {a.type for a in legal}
    if options.auto_win:
        win = next((a for a in legal if a.type in WINS), None)
        if win is not None:
            return win
    if types & set(WINS):
        return None
    pass_action = next((a for a in legal if a.type == "pass"), None)
    if options.auto_pass and pass_action is not None and (types == {"pass"} or (
            decision.phase == "claim" and types <= {"pass", *CLAIMS} and not claims_help(view, legal))):
        return pass_action
    if options.auto_discard_ready and decision.phase == "act" and view.ready[view.seat] and types == {"discard"} \
            and len(legal) == 1:
        return legal[0]
    return None


def claims_help(view: SeatView, legal: list[Action]) -> bool:
    """Whether any 碰 / 杠 among ``legal`` would lower the hand's 向听 (bring it closer to a win)."""
    a = Analysis(view)
    now = xiangting(a.counts, a.need)
    for action in legal:
        if action.type not in CLAIMS or action.card is None:
            continue
        c = list(a.counts)
        c[INDEX[action.card]] -= PENG_TAKES if action.type == "peng" else GANG_TAKES
        if min(c) < 0 or a.need < 1:
            continue
        if action.type == "gang":   # a replacement card follows: compare with the hand as it stands
            after = xiangting(c, a.need - 1)
        else:                       # a discard follows the 碰: the best one
            after = min(xiangting(_less(c, k), a.need - 1) for k, n in enumerate(c) if n)
        if after < now:
            return True
    return False


def _less(c: list[int], k: int) -> list[int]:
    out = list(c)
    out[k] -= 1
    return out
