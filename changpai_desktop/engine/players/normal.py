"""熟手 (normal): plays the top of the ranking the hints show."""

from __future__ import annotations

from ..table.actions import Action, SeatView
from .base import Player
from .ranking import rank_actions


class NormalPlayer(Player):
    """熟手: plays the top of :func:`~.ranking.rank_actions` (the same ranking the hints show)."""

    name = "normal"

    def __init__(self, seed: int | str | None = None):
        self.seed = seed

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return rank_actions(view, legal)[0].action
