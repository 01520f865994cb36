"""A finished hand played again, step by step (pure): what the replay viewer shows and the review walks.

A :class:`GameRecord` is what a game's hands are rebuilt from: its configuration, who sat where, the rows of
its finished hands and the actions of the hands it holds, each hand's end as the game's action count. Every
hand is dealt from the seed and its number, so hand ``k`` begins at ``Start(rows[:k], start of k)`` and its
actions replay it exactly (``record.replay``'s promise, one hand at a time)::

    record = GameRecord.from_match(match, seats)          # or storage.records.read_record(path)
    for step in walk_hand(record, 0):                     # step 0 is the deal, then one step an action
        print(step.index, step.seat, step.action, step.wall_count, step.views[step.seat or 0].hand)

A :class:`Step` holds every playing seat's own view after it (the viewer shows one seat's or lays every hand
open), the events of the step (draws, flips, claims), and before each action the decision it answered (the
seat's view then and its legal actions: what the review ranks).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .match import Match, Start
from .rules import RuleSet
from .table.actions import Action, Decision, SeatView
from .table.events import Event
from .table.result import HandResult

_HAND_END_EVENTS = ("next_hand", "game_over")   # what follows the settlement belongs to the next hand


@dataclass(frozen=True)
class GameRecord:
    """A game's hands as data. ``rows``: the finished hands' rows from the first hand (``Match.sheet``);
    ``ends``: the action count at the end of each held hand, ``first_hand`` on; ``actions``: the actions of
    the held hands, the first of them at the game's action count ``log_start``."""

    config: dict
    seats: tuple[str, ...]
    rows: tuple[dict, ...]
    ends: tuple[int, ...]
    actions: tuple[tuple[int, Action], ...]
    log_start: int = 0
    first_hand: int = 0

    def __post_init__(self) -> None:
        held = len(self.rows) - self.first_hand
        if self.first_hand < 0 or held < 0 or len(self.ends) != held:
            raise ValueError("a game record needs one end for every hand it holds")
        if self.ends and (self.ends[0] < self.log_start or list(self.ends) != sorted(self.ends)
                          or self.ends[-1] - self.log_start > len(self.actions)):
            raise ValueError("a game record's hand ends must follow its actions")

    @property
    def hands(self) -> range:
        """The numbers of the finished hands whose actions are held (what can be replayed)."""
        return range(self.first_hand, len(self.rows))

    def bounds(self, hand_no: int) -> tuple[int, int]:
        """The game's action count at the start and at the end of hand ``hand_no`` (one of :attr:`hands`)."""
        if hand_no not in self.hands:
            raise ValueError(f"hand {hand_no + 1} is not in this record")
        i = hand_no - self.first_hand
        return (self.ends[i - 1] if i else self.log_start), self.ends[i]

    def hand_actions(self, hand_no: int) -> list[tuple[int, Action]]:
        lo, hi = self.bounds(hand_no)
        return list(self.actions[lo - self.log_start: hi - self.log_start])

    def start_of(self, hand_no: int) -> Start:
        return Start(tuple(dict(r) for r in self.rows[:hand_no]), self.bounds(hand_no)[0])

    def only(self, hand_no: int) -> GameRecord:
        """The record of one hand (what a single hand's export holds): the rows before it, its actions."""
        lo, hi = self.bounds(hand_no)
        return GameRecord(self.config, self.seats, self.rows[: hand_no + 1], (hi,),
                          tuple(self.hand_actions(hand_no)), lo, hand_no)

    @classmethod
    def from_match(cls, match: Match, seats: Sequence[str] | None = None) -> GameRecord:
        """The finished hands ``match`` still holds the actions of (a match resumed from a journal holds only
        those played since; its earlier rows are kept for the start of the next)."""
        held = range(match.first_hand, len(match.sheet))
        ends = tuple(match.hand_starts[k - match.first_hand + 1] if k - match.first_hand + 1 < len(match.hand_starts)
                     else match.actions_total for k in held)
        n = (ends[-1] if ends else match.log_start) - match.log_start
        return cls(match.config(), tuple(seats) if seats is not None else ("computer",) * match.n_seats,
                   tuple(dict(r) for r in match.sheet), ends, tuple(match.log[:n]), match.log_start,
                   match.first_hand)


@dataclass(frozen=True)
class Step:
    """The table after one step of a hand: ``index`` 0 is the deal (``seat``, ``action``, ``decision`` None),
    then one step an action, ``decision`` the one it answered and ``before`` the acting seat's view then."""

    index: int
    seat: int | None
    action: Action | None
    decision: Decision | None
    before: SeatView | None
    views: tuple[SeatView | None, ...]     # every seat's own view after the step (None: the resting seat)
    events: tuple[Event, ...]
    wall_count: int
    flips: tuple[str, ...]
    over: bool
    result: HandResult | None              # on the last step: how the hand ended
    row: dict | None                       # on the last step: the hand's row of the score sheet


def _views(match_hand, n_seats: int) -> tuple[SeatView | None, ...]:
    return tuple(match_hand.view(s) if s in match_hand.order else None for s in range(n_seats))


class _Collector:
    """The match's events, cut at the end of the hand."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.closed = False

    def __call__(self, ev: Event) -> None:
        if ev.type in _HAND_END_EVENTS:
            self.closed = True
        if not self.closed:
            self.events.append(ev)

    def take(self) -> tuple[Event, ...]:
        out = tuple(self.events)
        self.events.clear()
        return out


def walk_hand(record: GameRecord, hand_no: int, views: bool = True) -> Iterator[Step]:
    """Every step of hand ``hand_no``, the deal first. ``views`` False: leave out the seats' views after each
    step (the review needs only the view before an action). IllegalAction when an action does not replay."""
    collector = _Collector()
    match = Match.from_config(record.config, [collector], record.start_of(hand_no))
    hand = match.hand
    n = match.n_seats
    yield Step(0, None, None, None, None, _views(hand, n) if views else (), collector.take(), hand.wall_count,
               tuple(hand.flips), False, None, None)
    actions = record.hand_actions(hand_no)
    for i, (seat, action) in enumerate(actions, 1):
        decision = match.pending()
        before = hand.view(seat)
        match.apply(action, seat)
        last = i == len(actions)
        yield Step(i, seat, action, decision, before, _views(hand, n) if views or last else (), collector.take(),
                   hand.wall_count, tuple(hand.flips), hand.phase == "over", hand.result if last else None,
                   dict(record.rows[hand_no]) if last else None)


# --- deal codes ----------------------------------------------------------------------------------------

DEAL_CODE_DIGEST = 8          # hex digits of the rule set's digest in a deal code


def rules_digest(rules: dict) -> str:
    """A short digest of the rule set a game is played by (every option's value, not how it was written)."""
    flat = RuleSet.from_dict(rules).flat
    text = json.dumps(dict(flat), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DEAL_CODE_DIGEST]


def deal_code(config: dict) -> str:
    """The code friends enter to be dealt the same hands: the seed and the rule set's digest, ``"7-1a2b3c4d"``
    (a game of scripted decks has the seed's code too; its decks travel only in a record)."""
    return f"{config['seed']}-{rules_digest(config['rules'])}"


class DealCodeError(ValueError):
    """A deal code that cannot be used: ``problem`` is "syntax" (not a seed and a digest) or "rules" (made for
    another rule set); the UI words it."""

    def __init__(self, problem: str):
        super().__init__(problem)
        self.problem = problem


def parse_deal_code(code: str, rules: dict) -> int:
    """The seed of ``code`` when it was made for ``rules``; :class:`DealCodeError` otherwise."""
    seed_text, _, digest = code.strip().rpartition("-")
    try:
        seed = int(seed_text)
    except ValueError:
        raise DealCodeError("syntax") from None
    if digest.lower() != rules_digest(rules):
        raise DealCodeError("rules")
    return seed
