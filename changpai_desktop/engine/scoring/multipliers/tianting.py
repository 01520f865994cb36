"""天听: a non-dealer declared ready on its dealt 22 before the dealer's first discard (RULES.md §3, seed 004).

One declaration, one doubling: a 天听 winner is not also 报听 (the table sets one flag or the other)."""

from __future__ import annotations

from collections.abc import Sequence

from ...text import Msg
from .facts import ScoringSet, WinFacts

KEY = "tianting"


def factor(w: WinFacts, htype: str, sets: Sequence[ScoringSet]) -> int:
    """The factor this multiplier applies to the reading, or 0 when it does not apply."""
    m = w.rules.multipliers[KEY]
    return m.factor if w.win.ready_on_deal and m.on else 0


def text(w: WinFacts) -> Msg:
    return Msg("score.mult.tianting")
