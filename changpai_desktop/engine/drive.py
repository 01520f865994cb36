"""THE driver loop: let every computer seat answer until a human seat must decide or the match is over.

``advance(match, seats)`` is used by the game worker, the simulations, replay, saves and undo (a replay is
the match driven by a scripted source of its log, see ``record``); ``advance_hand`` is the same loop over a
single 局 (the arena, drills); ``drive_log`` drives a match with a recorded log as its seats (replay, saves, undo). A
seat is a :class:`~.players.base.Player` (it answers with one of the legal
actions; the view is built only when it ``needs_view``) or a :class:`~.players.base.HumanSeat` (the loop
stops and returns that decision).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar

from .players.base import HUMAN, HumanSeat, Player
from .table.actions import Action, Decision, IllegalAction, SeatView
from .text import msg

if TYPE_CHECKING:
    from .match import Match
    from .table.hand import Hand

Seat = Player | HumanSeat
T = TypeVar("T", "Match", "Hand")


def _loop(table: T, seats: Sequence[Seat], play: Callable[[T, int, Action], None],
          on_step: Callable[[T], None] | None, max_moves: int | None = None) -> Decision | None:
    moves = 0
    while (d := table.pending()) is not None:
        seat = seats[d.seat]
        if isinstance(seat, HumanSeat) or moves == max_moves:
            return d
        view: SeatView | None = table.view(d.seat) if seat.needs_view else None
        play(table, d.seat, seat.choose(view, list(d.legal)))
        moves += 1
        if on_step is not None:
            on_step(table)
    return None


def _play_match(match: Match, seat: int, action: Action) -> None:
    match.apply(action, seat)


def _play_hand(hand: Hand, seat: int, action: Action) -> None:
    hand.apply(seat, action)


def advance(match: Match, seats: Sequence[Seat], on_step: Callable[[Match], None] | None = None,
            max_moves: int | None = None) -> Decision | None:
    """Let the computer seats act; the decision of the first human seat to act, None when the match is over.
    ``on_step(match)`` after every action. With ``max_moves`` the loop also stops after that many actions and
    returns the decision then pending (the table paces its computer seats one move at a time)."""
    return _loop(match, seats, _play_match, on_step, max_moves)


def run(match: Match, players: Sequence[Player], on_step: Callable[[Match], None] | None = None) -> None:
    """Play the match to its end with a computer player in every seat."""
    if any(isinstance(p, HumanSeat) for p in players):
        raise ValueError("run() needs a computer player in every seat; use advance() with a human seat")
    advance(match, players, on_step)


def advance_hand(hand: Hand, seats: Sequence[Seat], on_step: Callable[[Hand], None] | None = None) -> Decision | None:
    """:func:`advance` over one 局 (``seats`` indexed by absolute seat; the resting seat is never asked)."""
    return _loop(hand, seats, _play_hand, on_step)


class LogSeats(Sequence):
    """The seats of a replay: one scripted source of (seat, action) pairs, played in order. Once the log is
    played out every seat is a human seat, so ``drive.advance`` stops at the next decision."""

    def __init__(self, log: Iterable[tuple[int, Action]], n_seats: int):
        self.log = list(log)
        self.played = 0
        self.n_seats = n_seats

    def __len__(self) -> int:
        return self.n_seats

    def __getitem__(self, seat: int) -> Seat:  # type: ignore[override]
        if self.played >= len(self.log):
            return HUMAN
        return _LogTurn(self, seat)


class _LogTurn(Player):
    """The next entry of the log, asked of ``seat``: it must be that seat's."""

    name = "log"
    needs_view = False

    def __init__(self, script: LogSeats, seat: int):
        self.script = script
        self.seat = seat

    def choose(self, view: SeatView | None, legal: list[Action]) -> Action:
        logged, action = self.script.log[self.script.played]
        if logged != self.seat:
            raise IllegalAction(msg("refuse.not_your_turn", turn=self.seat, seat=logged))
        self.script.played += 1
        return action


def drive_log(match: Match, actions: Iterable[tuple[int, Action]],
              on_step: Callable[[Match], None] | None = None) -> Match:
    """Drive ``match`` with its log as the seats, up to the decision after the last entry; the match.
    IllegalAction when an entry does not apply (the match's log then holds the entries that did)."""
    script = LogSeats(actions, match.n_seats)
    advance(match, script, on_step)
    if script.played < len(script.log):   # the match ended with entries left over
        raise IllegalAction(msg("refuse.match_over"))
    return match
