"""What the game session hands to a view: immutable snapshots and the records of finished hands.

Every value here is frozen and holds only copies, so a view on another thread may keep and read it while the
session plays on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.match import Match
from ..engine.rules import RuleSet
from ..engine.table.actions import Decision, SeatView
from ..engine.table.events import Event
from ..engine.table.hand import Hand
from ..engine.table.result import HandResult, SeatReveal
from ..engine.text import Msg

HUMAN_NAME = "human"                 # the human's seat in a save's list of seats (the engine's seat is HUMAN)


@dataclass(frozen=True)
class HandRecord:
    """A finished hand, captured before the engine moves on to the next one."""

    hand_no: int
    dealer: int
    resting: int | None
    order: tuple[int, ...]
    flips: tuple[str, ...]
    result: HandResult               # its seats: the three players laid open, in turn order
    end_view: SeatView               # the human seat's view of the final table
    running: tuple[int, ...]
    game_over: bool
    summary: dict | None

    @property
    def seats(self) -> tuple[SeatReveal, ...]:
        return self.result.seats


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
    error: str = ""                  # an autosave or statistics problem, in words
    refusal: Msg | None = None       # the engine's reason when the human's last action was refused
    generation: int = 0              # set by the Qt bridge: which loaded game this snapshot belongs to
    explained: tuple[tuple[int, Msg], ...] = ()   # 教学牌桌: each computer move since the last snapshot, why
    hands: tuple[tuple[str, ...], ...] = ()       # 教学牌桌: every seat's concealed cards (else empty)

    @property
    def human_turn(self) -> bool:
        return self.decision is not None and self.decision.seat == self.human


def hand_record(hand: Hand, match: Match, human: int) -> HandRecord:
    """The record of ``hand`` (just finished) of ``match``, seen by the ``human`` seat."""
    row = match.sheet[hand.hand_no] if hand.hand_no < len(match.sheet) else match.sheet[-1]
    return HandRecord(hand.hand_no, hand.dealer, hand.resting, tuple(hand.order), tuple(hand.flips), hand.result,
                      hand.view(human), tuple(row["running"]), match.finished,
                      match.summary() if match.finished else None)
