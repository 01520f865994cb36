"""The teaching table (教学牌桌): every hand open, and each computer move explained in a line
("下家 碰 五万：…"). No Qt.

The game session (``services.session.GameSession(teaching=True)``) holds the match, so it gives both: each
snapshot carries every seat's concealed cards (``Snapshot.hands``), and before a computer seat moves it keeps
that seat's own view, and :func:`explain` asks the hint ranking (``engine.players.hints``, the side panel's
own) for the reason of the action it chose — the line says what the hint panel would have said to that player
(``Snapshot.explained``). :func:`move_line` words it with the seat's name.
"""

from __future__ import annotations

from ..engine.players.hints import hint
from ..engine.table.actions import Action, SeatView
from ..engine.text import Msg, msg

# the moves the table shows (a card laid, claimed or declared, a win); a pass shows nothing, so it is not told
MOVES = ("discard", "ready", "peng", "gang", "angang", "jiagang", "lilong", "jiaolong", "tsumo", "hu")


def explain(view: SeatView, action: Action) -> Msg | None:
    """Why ``action`` (chosen from ``view``, the mover's own view before it), as the hint ranking says it; None
    for a pass, which the table does not show."""
    if action.type not in MOVES:
        return None
    ranked = hint(view, [action], view.rules)
    return ranked[0].reason if ranked else None


def move_line(name: str, reason: Msg) -> Msg:
    """The teaching table's line for a move: "{name} {reason}"."""
    return msg("teach.move", seat=name, reason=reason)
