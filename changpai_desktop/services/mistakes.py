"""The "what would you discard?" drill from the player's own mistakes (错题), without Qt.

:func:`keep_mistakes` takes a reviewed game (``services.review``) and keeps each hand's costliest discards
(``storage.mistakes``: the hand's record and the decision's step). :func:`questions` replays each kept position
to its decision: the seat's view then, its legal discards and the 高手's ranking now (``advice.advise``);
:func:`answer` says whether a discard is as good as the 高手's and records it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.players.advice import Advice, advise
from ..engine.replay import GameRecord, deal_code, walk_hand
from ..engine.rules import RuleSet
from ..engine.table.actions import Action, IllegalAction, SeatView
from ..storage.mistakes import MistakeStore
from .review import SAME, GameReview

DISCARDS = ("discard", "ready")      # a 报听 discard is a discard too


@dataclass(frozen=True)
class MistakeQuestion:
    key: str
    view: SeatView                   # the seat's view when it had to discard
    ranking: tuple[Advice, ...]      # the 高手's, best first (discards only)
    chosen: str                      # the card the player discarded then
    loss_hu: float                   # what that cost, when it was reviewed
    tries: int
    right: int

    @property
    def best(self) -> Action:
        return self.ranking[0].action

    def cost_of(self, action: Action) -> float:
        """The expected 胡 ``action`` loses against the 高手's choice now (0 for an action as good)."""
        mine = next(a.expected_hu for a in self.ranking if a.action == action)
        return max(0.0, self.ranking[0].expected_hu - mine)


def keep_mistakes(record: GameRecord, review: GameReview, store: MistakeStore | None = None) -> int:
    """Keep every hand's costliest discards of ``review`` as drill positions (in the player's drill file unless
    ``store``); how many were new."""
    store = store or MistakeStore()
    code = deal_code(record.config)
    added = 0
    for h in review.hands:
        for d in h.costliest:
            if d.chosen.type not in DISCARDS or d.best.type not in DISCARDS:
                continue
            key = f"{code}#{h.hand}@{record.bounds(h.hand)[1]}:{d.step}"
            added += store.add(key, record.only(h.hand), d.step, d.seat, d.loss_hu, d.chosen.card or "")
    return added


def _question(store: MistakeStore, position: dict) -> MistakeQuestion | None:
    record = store.record_of(position)
    if record is None or not record.hands:
        return None
    hand_no = record.hands[0]
    try:
        step = next((s for s in walk_hand(record, hand_no, views=False) if s.index == position["step"]), None)
    except IllegalAction:
        return None
    if step is None or step.decision is None or step.before is None or step.seat != position["seat"]:
        return None
    legal = [a for a in step.decision.legal if a.type in DISCARDS]
    if len(legal) < 2:
        return None
    rules = RuleSet.from_dict(record.config["rules"])
    ranking = tuple(advise(step.before, legal, rules))
    return MistakeQuestion(position["key"], step.before, ranking, position["chosen"], position["loss_hu"],
                           position["tries"], position["right"])


def questions(store: MistakeStore) -> list[MistakeQuestion]:
    """Every kept position that still replays, the least often answered right first, then the costliest."""
    out = [q for q in (_question(store, p) for p in store.positions) if q is not None]
    out.sort(key=lambda q: (q.right, -q.loss_hu))
    return out


def answer(store: MistakeStore, question: MistakeQuestion, action: Action) -> bool:
    """Whether ``action`` is as good as the 高手's choice; recorded with the position."""
    right = question.cost_of(action) <= SAME
    store.answered(question.key, right)
    return right
