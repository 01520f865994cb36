"""Replay and undo: a game is its configuration (rules, seed, hands, decks, first dealer) plus its actions.

``replay(config, actions)`` rebuilds the game; the state hash after every action is the same as in the
original game (``hashes``). ``undo(game, human_seats)`` is a replay without the last action of a human
seat (and everything after it, which the computer players will simply play again).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .actions import Action
from .match import Game


def replay(config: dict, actions: Iterable[tuple[int, Action]], listeners=None) -> Game:
    return Game.replay(config, actions, listeners)


def hashes(config: dict, actions: Sequence[tuple[int, Action]]) -> list[str]:
    """The state hash before any action and after each one."""
    game = Game.from_config(config)
    out = [game.state_hash()]
    for seat, action in actions:
        game.apply(action, seat)
        out.append(game.state_hash())
    return out


def last_action_of(game: Game, seats: Iterable[int]) -> int | None:
    wanted = set(seats)
    for i in range(len(game.log) - 1, -1, -1):
        if game.log[i][0] in wanted:
            return i
    return None


def undo(game: Game, human_seats: Iterable[int]) -> Game:
    """A new game replayed without the last action of any of ``human_seats`` (the same game if none)."""
    i = last_action_of(game, human_seats)
    if i is None:
        return game
    return Game.replay(game.config(), game.log[:i], game.listeners)
