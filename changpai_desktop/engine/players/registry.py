"""Computer players by name: the three levels (入门, 熟手, 高手) and the two simple players."""

from __future__ import annotations

from .base import Player
from .easy import EasyPlayer
from .hard import HardPlayer
from .normal import NormalPlayer
from .simple import GreedyPlayer, RandomPlayer

LEVEL_PLAYERS = {"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}
PLAYER_TYPES = {"random": RandomPlayer, "greedy": GreedyPlayer}
LEVELS = ("easy", "normal", "hard")  # 入门, 熟手, 高手


def make_player(name: str, seed: int | str | None = None) -> Player:
    if name in LEVELS:
        return LEVEL_PLAYERS[name](seed)
    if name not in PLAYER_TYPES:
        raise ValueError(f"unknown player {name!r} (known: {', '.join((*PLAYER_TYPES, *LEVELS))})")
    cls = PLAYER_TYPES[name]
    return cls(seed) if cls is RandomPlayer else cls()
