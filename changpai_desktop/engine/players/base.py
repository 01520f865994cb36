"""One interface for every seat: a computer player, the human at the table, a replay of a log, a test.

The engine asks a seat to decide with its :class:`~changpai_desktop.engine.table.actions.SeatView` (only what that
seat may know) and the list of its legal actions; the player returns one of those actions (the model is
kobalab's majiang-core: the game drives, the player answers). The driver loop (``engine.drive``) stops at a
:class:`HumanSeat` and hands its decision to whoever sits there (the UI, a drill, the guided hand).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..table.actions import Action, SeatView


class Player:
    """Base class of every seat's decision maker."""

    name = "player"
    needs_view = True   # False: the driver may pass None instead of building the view

    def choose(self, view: SeatView | None, legal: list[Action]) -> Action:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class HumanSeat:
    """A seat whose decisions are made outside the loop: the driver returns the decision instead."""

    name = "human"

    def __repr__(self) -> str:
        return "HumanSeat()"


HUMAN = HumanSeat()


class ScriptedPlayer(Player):
    """Plays a fixed list of actions in order (a saved log, a lesson, a test); refuses to go past its end."""

    name = "scripted"
    needs_view = False

    def __init__(self, actions: Iterable[Action]):
        self.actions = list(actions)
        self.played = 0

    def choose(self, view: SeatView | None, legal: list[Action]) -> Action:
        if self.played >= len(self.actions):
            raise IndexError(f"the script has only {len(self.actions)} actions")
        action = self.actions[self.played]
        self.played += 1
        return action
