"""复盘: every decision of one seat in a finished hand, ranked by the 高手 (``engine.players.advice.advise``,
the one ranking the hints share), its choice marked with what it cost.

For each decision that offered a choice (more than one legal action) the review keeps the ranking of the legal
actions (expected net 胡 and a reason each, best first), the chosen action, the best one and the loss: the best
action's expected 胡 minus the chosen one's, never below 0. A decision agrees with the 高手 when the seat chose
its first action or one it values exactly as much (while ``advise`` is provisional its numbers may rank an action
below one it values less: such a choice disagrees at no cost). A
hand's review names its three costliest decisions; a game's says how often the seat chose as the 高手 would
(the agreement rate) and the expected 胡 lost per hand and per decision::

    record = storage.records.read_record(path)
    game = review_game(record, seat=0, progress=lambda done, total: ...)
    game.agreement, game.loss_per_hand, game.hands[0].costliest

No Qt: the UI runs it on a worker thread (``ui.replay.worker``) and shows its progress.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine.players.advice import Advice, advise
from ..engine.replay import GameRecord, deal_code, walk_hand
from ..engine.rules import RuleSet
from ..engine.table.actions import Action, SeatView
from ..engine.text import Msg
from ..storage import stats
from ..storage.records import read_record

COSTLIEST = 3          # the decisions a hand's summary names
SAME = 1e-9            # a loss this small is no loss: the chosen action is as good as the best
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the reviewed seat: where it was (hand, step of the replay, the seat's view), what the
    高手 ranks (best first), what was chosen and what it cost in expected 胡."""

    hand: int
    step: int
    seat: int
    view: SeatView
    ranking: tuple[Advice, ...]
    chosen: Action

    @property
    def best(self) -> Action:
        return self.ranking[0].action

    @property
    def chosen_advice(self) -> Advice:
        return next(a for a in self.ranking if a.action == self.chosen)

    @property
    def loss_hu(self) -> float:
        return max(0.0, self.ranking[0].expected_hu - self.chosen_advice.expected_hu)

    @property
    def agreed(self) -> bool:
        """Chosen as the 高手 would: its first action, or one it values exactly as much."""
        return self.chosen == self.best or abs(self.ranking[0].expected_hu - self.chosen_advice.expected_hu) <= SAME

    @property
    def reason(self) -> Msg:
        """Why the 高手 chooses its action."""
        return self.ranking[0].reason

    def to_json(self) -> dict:
        return {"hand": self.hand, "step": self.step, "chosen": str(self.chosen), "best": str(self.best),
                "loss_hu": round(self.loss_hu, 3), "agreed": self.agreed,
                "ranking": [{"action": str(a.action), "expected_hu": round(a.expected_hu, 3)} for a in self.ranking]}


@dataclass(frozen=True)
class HandReview:
    hand: int
    seat: int
    decisions: tuple[ReviewedDecision, ...]

    @property
    def costliest(self) -> tuple[ReviewedDecision, ...]:
        """The (at most) three decisions that cost most, costliest first; decisions that cost nothing are left out."""
        costly = [d for d in self.decisions if d.loss_hu > SAME]
        return tuple(sorted(costly, key=lambda d: (-d.loss_hu, d.step))[:COSTLIEST])

    @property
    def loss_hu(self) -> float:
        return sum(d.loss_hu for d in self.decisions)

    @property
    def agreed(self) -> int:
        return sum(d.agreed for d in self.decisions)


@dataclass(frozen=True)
class GameReview:
    seat: int
    hands: tuple[HandReview, ...]
    seconds: float

    @property
    def decisions(self) -> int:
        return sum(len(h.decisions) for h in self.hands)

    @property
    def agreement(self) -> float:
        """The share of decisions chosen as the 高手 would (1.0 with no decision)."""
        n = self.decisions
        return sum(h.agreed for h in self.hands) / n if n else 1.0

    @property
    def loss_per_hand(self) -> float:
        return sum(h.loss_hu for h in self.hands) / len(self.hands) if self.hands else 0.0

    @property
    def loss_per_decision(self) -> float:
        n = self.decisions
        return sum(h.loss_hu for h in self.hands) / n if n else 0.0

    def to_json(self) -> dict:
        return {"seat": self.seat, "hands": len(self.hands), "decisions": self.decisions,
                "agreement": round(self.agreement, 4), "loss_per_hand": round(self.loss_per_hand, 3),
                "loss_per_decision": round(self.loss_per_decision, 4), "seconds": round(self.seconds, 3),
                "items": [d.to_json() for h in self.hands for d in h.decisions]}


def review_hand(record: GameRecord, hand_no: int, seat: int, rules: RuleSet | None = None) -> HandReview:
    """Every decision of ``seat`` in hand ``hand_no`` that offered a choice, ranked by the 高手."""
    rules = rules or RuleSet.from_dict(record.config["rules"])
    out = []
    for step in walk_hand(record, hand_no, views=False):
        d = step.decision
        if step.seat != seat or d is None or len(d.legal) < 2 or step.before is None:
            continue
        ranking = tuple(advise(step.before, list(d.legal), rules))
        out.append(ReviewedDecision(hand_no, step.index, seat, step.before, ranking, step.action))
    return HandReview(hand_no, seat, tuple(out))


def review_game(record: GameRecord, seat: int, hands: Sequence[int] | None = None,
                progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> GameReview:
    """The review of ``hands`` (every finished hand the record holds when None) for ``seat``; ``progress(done,
    total)`` after each hand; stops early (with the hands reviewed so far) once ``cancelled()`` is true."""
    t0 = time.perf_counter()
    rules = RuleSet.from_dict(record.config["rules"])
    todo = [k for k in (record.hands if hands is None else hands) if _played(record, k, seat)]
    done: list[HandReview] = []
    for i, k in enumerate(todo):
        if cancelled is not None and cancelled():
            break
        done.append(review_hand(record, k, seat, rules))
        if progress is not None:
            progress(i + 1, len(todo))
    return GameReview(seat, tuple(done), time.perf_counter() - t0)


def _played(record: GameRecord, hand_no: int, seat: int) -> bool:
    """Whether ``seat`` played hand ``hand_no`` (it did not rest)."""
    return record.rows[hand_no]["hu"][seat] is not None


def human_seat(record: GameRecord) -> int:
    """The seat the player sat in (the first seat named "human"; seat 0 when a game had none)."""
    return next((i for i, s in enumerate(record.seats) if s == "human"), 0)


def load(path) -> GameRecord:
    """The record of a saved game or a game-record file (SaveError when it cannot be used)."""
    return read_record(path)


def review_history() -> dict | None:
    """What the statistics keep of every hand the player reviewed (hands, decisions, agreed, loss_sum)."""
    return stats.summary().get("review")


def keep_in_statistics(record: GameRecord, review: GameReview) -> None:
    """Add each reviewed hand's agreement and loss to the player's statistics (a hand reviewed again is
    counted once: it is named by the game's deal code, its number and where it ended)."""
    code = deal_code(record.config)
    for h in review.hands:
        stats.record_review(f"{code}#{h.hand}@{record.bounds(h.hand)[1]}", len(h.decisions), h.agreed, h.loss_hu)
