"""What a multiplier may look at: the facts of a winner that do not depend on the reading."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ...rules import Levels, RuleSet
from ..model import PlayerHand, Win


class WinFacts(Protocol):
    """The winner as a multiplier sees it (``winner.Winner`` has these attributes; nothing is copied, since a
    winner is scored thousands of times a move)."""

    rules: RuleSet
    levels: Levels
    hand: PlayerHand
    win: Win
    self_drawn: bool       # 自摸, or 天成 (the dealer's deal counts as self-drawn)
    has_peng_meld: bool    # a 碰 was laid
    joys_in_play: bool     # 喜 are dealt, or one was flipped, or the player holds some


@dataclass(frozen=True)
class ScoringSet:
    """What a multiplier reads of one scoring set (``base.SetValue`` has these fields)."""

    kind: int
    form: str
    level: int
    flipped: bool
