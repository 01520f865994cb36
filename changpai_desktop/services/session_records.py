"""What the game session hands to a view: immutable snapshots and the records of finished hands.

Every value here is frozen and holds only copies, so a view on another thread may keep and read it while the
session plays on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.actions import Decision, SeatView
from ..engine.cards import KINDS
from ..engine.events import Event
from ..engine.match import Game
from ..engine.rules import RuleSet

HUMAN = "human"


@dataclass(frozen=True)
class SeatOpen:
    """One seat's cards laid open at the end of a hand."""

    seat: int
    concealed: tuple[str, ...]
    melds: tuple[tuple[str, str, int | None], ...]
    declared: tuple[str, ...]
    joys: tuple[str, ...]
    score: Any                       # scoring.Score (items, arrangement) or None
    hu: int | None
    net: int | None


@dataclass(frozen=True)
class HandRecord:
    """A finished hand, captured before the engine moves on to the next one."""

    hand_no: int
    dealer: int
    resting: int | None
    order: tuple[int, ...]
    flips: tuple[str, ...]
    result: dict
    seats: tuple[SeatOpen, ...]      # the three players, in turn order
    end_view: SeatView               # the human seat's view of the final table
    running: tuple[int, ...]
    game_over: bool
    summary: dict | None

    def seat_open(self, seat: int) -> SeatOpen | None:
        return next((s for s in self.seats if s.seat == seat), None)


@dataclass(frozen=True)
class Snapshot:
    """The table as the human seat sees it after one step of the session."""

    view: SeatView                   # the human seat's view of the current table
    decision: Decision | None        # the pending decision (any seat), None when the game is over
    human: int
    events: tuple[Event, ...]        # what happened since the previous snapshot
    log: tuple[Event, ...]           # the current hand's log, from its hand_started event (rewound on undo)
    sheet: tuple[dict, ...]
    totals: tuple[int, ...]
    finished: bool
    hand_ended: HandRecord | None
    can_undo: bool
    log_length: int
    seed: int
    hands_target: int | None
    rules: RuleSet
    seats: tuple[str, ...]           # "human" or a level per seat
    error: str = ""
    generation: int = 0              # set by the Qt bridge: which loaded game this snapshot belongs to

    @property
    def human_turn(self) -> bool:
        return self.decision is not None and self.decision.seat == self.human


def _seat_open(hand, seat: int) -> SeatOpen:
    concealed: list[str] = []
    for k, n in enumerate(hand.concealed[seat]):
        concealed += [KINDS[k]] * n
    res = hand.result
    return SeatOpen(seat, tuple(concealed), tuple(map(tuple, hand.melds[seat])), tuple(hand.declared[seat]),
                    tuple(hand.joys[seat]), hand.scores[seat], res["totals"][seat], res["nets"][seat])


def hand_record(hand, game: Game, human: int) -> HandRecord:
    """The record of ``hand`` (just finished) of ``game``, seen by the ``human`` seat."""
    row = game.sheet[hand.hand_no] if hand.hand_no < len(game.sheet) else game.sheet[-1]
    return HandRecord(hand.hand_no, hand.dealer, hand.resting, tuple(hand.order), tuple(hand.flips),
                      dict(hand.result), tuple(_seat_open(hand, s) for s in hand.order), hand.view(human),
                      tuple(row["running"]), game.finished, game.summary() if game.finished else None)
