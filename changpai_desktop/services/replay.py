"""The replay viewer's state, without Qt: one finished hand's steps, where the viewer stands, the seat it follows,
and the table as that seat saw it (or with every hand laid open).

    replay = HandReplay(record, hand_no=0, seat=0)
    replay.forward(); replay.next_decision(); replay.last()
    for seat in replay.table(open_hands=False):    # the playing seats, dealer first
        seat.hand                                  # None when hidden from the seat followed
        seat.melds, seat.discards, seat.count

The steps come from ``engine.replay.walk_hand``; the review of the same hand (``services.review``) is indexed
by the same step numbers, so "jump to my decisions" and the review pane agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.replay import GameRecord, Step, deal_code, parse_deal_code, walk_hand
from ..engine.rules import RuleSet
from ..engine.rules.levels import copies_left_of
from ..engine.table.actions import SeatView
from ..storage import paths
from ..storage.records import SUFFIX, read_record, write_record
from .session import game_rules

MELD_SIZES = {"peng": 3, "minggang": 4, "angang": 4}     # a laid dragon has as many as the flips leave


@dataclass(frozen=True)
class SeatTable:
    """One playing seat at the current step."""

    seat: int
    dealer: bool
    hand: tuple[str, ...] | None          # concealed cards; None when the followed seat may not see them
    count: int                            # how many concealed cards it holds
    melds: tuple[tuple[str, tuple[str, ...]], ...]   # (form, cards): 碰 明杠 暗杠 龙, then 叫龙 and 喜
    discards: tuple[str, ...]
    ready: bool
    acting: bool                          # it acted at this step


def meld_groups(view: SeatView, seat: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A seat's laid cards as groups (form, cards), as any seat sees them."""
    out = []
    for form, card, _src in view.melds[seat]:
        n = MELD_SIZES.get(form, max(1, copies_left_of(view.flips, card)))
        out.append((form, (card,) * n))
    for card in view.declared[seat]:
        out.append(("jiaolong", (card,) * max(1, copies_left_of(view.flips, card))))
    if view.joys[seat]:
        out.append(("joys", tuple(view.joys[seat])))
    return tuple(out)


class HandReplay:
    """One finished hand of ``record`` walked through; ``seat``: the seat followed (its view, its decisions)."""

    def __init__(self, record: GameRecord, hand_no: int, seat: int):
        self.record = record
        self.hand_no = hand_no
        self.seat = seat
        self.steps: list[Step] = list(walk_hand(record, hand_no))
        self.index = 0
        self.order = next(v.order for v in self.steps[0].views if v is not None)

    # --- moving ---------------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def last_index(self) -> int:
        return len(self.steps) - 1

    def go(self, index: int) -> Step:
        self.index = max(0, min(index, self.last_index))
        return self.step

    def forward(self) -> Step:
        return self.go(self.index + 1)

    def back(self) -> Step:
        return self.go(self.index - 1)

    def first(self) -> Step:
        return self.go(0)

    def last(self) -> Step:
        return self.go(self.last_index)

    @property
    def at_end(self) -> bool:
        return self.index == self.last_index

    def decision_steps(self) -> list[int]:
        """The steps at which the followed seat chose among more than one legal action (what the review ranks)."""
        return [s.index for s in self.steps
                if s.seat == self.seat and s.decision is not None and len(s.decision.legal) > 1]

    def next_decision(self) -> Step:
        later = [i for i in self.decision_steps() if i > self.index]
        return self.go(later[0]) if later else self.step

    def previous_decision(self) -> Step:
        earlier = [i for i in self.decision_steps() if i < self.index]
        return self.go(earlier[-1]) if earlier else self.step

    # --- the table ------------------------------------------------------------------------------------
    def table(self, open_hands: bool) -> list[SeatTable]:
        """The playing seats at the current step, dealer first; other seats' hands shown only when
        ``open_hands`` (and every hand at the end of the hand, as the table lays them open, and every hand of a
        hand the followed seat rested: it watched)."""
        step = self.step
        out = []
        for s in self.order:
            own = step.views[s]
            shown = open_hands or s == self.seat or step.over or self.seat not in self.order   # it rested
            out.append(SeatTable(s, s == self.order[0], tuple(own.hand) if shown else None, len(own.hand),
                                 meld_groups(own, s), tuple(own.discards[s]), bool(own.ready[s]), step.seat == s))
        return out


def export_record(path: str, record: GameRecord) -> str:
    """Write ``record`` as a game-record file at ``path`` (its suffix added when missing); the path written.
    OSError when it cannot be written."""
    if not path.endswith(SUFFIX):
        path += SUFFIX
    write_record(path, record)
    return path


def default_record_path(record: GameRecord, hand_no: int | None) -> str:
    """Where an export is offered: the saves folder, named by the deal code (and the hand, for one hand)."""
    code = deal_code(record.config)
    name = f"changpai-{code}" if hand_no is None else f"changpai-{code}-{hand_no + 1}"
    return str(paths.saves_dir() / f"{name}{SUFFIX}")


def current_game_record() -> GameRecord:
    """The finished hands of the game being played (its autosave is appended after every action)."""
    return read_record(paths.autosave_path())


def seed_of_deal_code(code: str, preset_or_ruleset: str | RuleSet, seats: int) -> int:
    """The seed a friend's deal code gives for a game of these rules and seats (the new-game dialog's 牌局编号
    field takes a plain seed or a deal code); DealCodeError when it was made for other rules."""
    return parse_deal_code(code, game_rules(preset_or_ruleset, seats).to_dict())
