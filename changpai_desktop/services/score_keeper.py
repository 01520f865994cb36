"""记分: the score sheet of an evening played with real cards, without Qt.

The players' names (three or four), the rule set (a preset or a house rule, its options kept in the sheet), the
first dealer, and hand after hand what was entered: the flips, the winner (or none: 荒牌), the winner's hand
through the 算胡器 and each other player's scoring sets only (碰, 杠, dragons, 把子, 喜). Each hand is scored by
``services.calculator`` (the same path as the 算胡器, so the totals are the engine's) and settled pairwise by
``engine.scoring.settlement`` (RULES.md §6): the nets of a hand sum to zero.

Seats (RULES.md §2): with four, the dealer, its 下家 and the seat opposite play and the dealer's previous seat
rests (定醒); after every hand, won or drawn, the dealer's 下家 deals. With three (捉鳖) nobody rests. A hand's
players are given in that order (dealer first), as positions 0–2 of its record.

A hand's record is plain data (:func:`record_of`, :func:`calculator_for`), the form ``storage.sheets`` keeps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.rules import RuleSet
from ..engine.scoring import Score
from .calculator import SEATS, CalcSettlement, Calculator, Check

PLAYING = SEATS            # three play each hand
SEAT_COUNTS = (3, 4)       # 捉鳖, 定醒
MODE_OF_SEATS = {3: "zhuobie", 4: "dingxing"}


class SheetError(ValueError):
    """A hand that cannot go on the sheet: ``problems`` lists (position, Check) of the players not scored."""

    def __init__(self, problems: list[tuple[int, Check]]):
        super().__init__(f"hand not complete: players {[p for p, _ in problems]}")
        self.problems = problems


def empty_record() -> dict:
    """A hand with nothing entered: the two non-winners entered by their sets alone."""
    return {"flips": [], "winner": 0, "self_drawn": False, "feeder": None, "flags": [],
            "players": [{"melds": [], "declared": [], "hand": [], "win_card": None, "joys": 0, "no_pair": False,
                         "sets_only": True} for _ in range(PLAYING)], "note": ""}


def record_of(calc: Calculator, note: str = "") -> dict:
    """The calculator's entries as a hand record (JSON-ready)."""
    players = []
    for p in calc.players:
        players.append({"melds": [[f, c] for f, c in p.melds], "declared": list(p.declared),
                        "hand": list(p.hand), "win_card": p.win_card, "joys": p.joys, "no_pair": p.no_pair,
                        "sets_only": p.sets_only})
    return {"flips": list(calc.flips), "winner": calc.winner, "self_drawn": calc.self_drawn,
            "feeder": calc.feeder, "flags": sorted(calc.flags), "players": players, "note": note}


def calculator_for(rules: RuleSet, record: dict) -> Calculator:
    """A calculator holding a hand record's entries (the record's shape is ``storage.sheets``')."""
    calc = Calculator(rules)
    calc.flips = list(record["flips"])
    calc.winner = record["winner"]
    calc.self_drawn = record["self_drawn"]
    calc.feeder = record["feeder"]
    calc.flags = set(record["flags"])
    for entry, p in zip(calc.players, record["players"], strict=True):
        entry.melds = [(f, c) for f, c in p["melds"]]
        entry.declared = list(p["declared"])
        entry.hand = list(p["hand"])
        entry.win_card = p["win_card"]
        entry.joys = p["joys"]
        entry.no_pair = p["no_pair"]
        entry.sets_only = p["sets_only"]
    return calc


@dataclass(frozen=True)
class HandOutcome:
    """One hand of the sheet scored: per seat (None for the resting seat) the 胡 and the net; the playing seats
    in order (dealer first), the winner's seat (None: 荒牌), each player's Score by seat, the hand type."""

    no: int
    dealer: int
    order: tuple[int, ...]
    resting: int | None
    winner: int | None
    self_drawn: bool
    hu: list[int | None]
    net: list[int | None]
    scores: dict[int, Score]
    hand_type: str | None
    flips: tuple[str, ...]
    note: str
    baozhang: tuple[int, int, int] | None = None       # (discarder, third, amount), as seats
    raised_to_300: tuple[int, ...] = field(default_factory=tuple)


def score_record(rules: RuleSet, record: dict) -> tuple[list[Check], CalcSettlement | None]:
    """(checks per position, the calculator's settlement or None) of a hand record."""
    calc = calculator_for(rules, record)
    checks = calc.checks()
    return checks, calc.settlement(checks)


class Sheet:
    """An evening's sheet: names, rules, the first dealer, the hands and their outcomes."""

    def __init__(self, names: list[str], rules: RuleSet, rules_name: str = "", first_dealer: int = 0,
                 planned: int | None = 6, title: str = "", created: str = ""):
        if len(names) not in SEAT_COUNTS:
            raise ValueError(f"a sheet has 3 or 4 players, not {len(names)}")
        self.names = list(names)
        self.rules = rules
        self.rules_name = rules_name        # a house rule's name; "" for a preset (named in the reader's language)
        self.first_dealer = first_dealer % len(names)
        self.planned = planned
        self.title = title
        self.created = created
        self.records: list[dict] = []
        self.outcomes: list[HandOutcome] = []
        self.undone: list[dict] = []          # hands taken back by undo, for redo

    # --- seats ------------------------------------------------------------------------------------
    @property
    def n_seats(self) -> int:
        return len(self.names)

    @property
    def mode(self) -> str:
        return MODE_OF_SEATS[self.n_seats]

    def dealer(self, no: int) -> int:
        """The dealer of hand ``no`` (0-based): the first dealer, then its 下家 each hand (轮庄)."""
        return (self.first_dealer + no) % self.n_seats

    def order(self, no: int) -> tuple[int, ...]:
        """The seats that play hand ``no``: dealer, 下家, 对门."""
        d = self.dealer(no)
        return tuple((d + i) % self.n_seats for i in range(PLAYING))

    def resting(self, no: int) -> int | None:
        """The dealer's previous seat rests with four players (定醒); nobody with three."""
        return (self.dealer(no) - 1) % self.n_seats if self.n_seats > PLAYING else None

    @property
    def next_no(self) -> int:
        return len(self.records)

    # --- hands ------------------------------------------------------------------------------------
    def outcome(self, no: int, record: dict) -> HandOutcome:
        """Score ``record`` as hand ``no``; SheetError when a player's entry is not complete or wrong."""
        checks, st = score_record(self.rules, record)
        if st is None:
            raise SheetError([(i, c) for i, c in enumerate(checks) if c.score is None] or [(-1, checks[0])])
        order = self.order(no)
        hu: list[int | None] = [None] * self.n_seats
        net: list[int | None] = [None] * self.n_seats
        for pos, seat in enumerate(order):
            hu[seat] = st.totals[pos]
            net[seat] = st.nets[pos]
        w = record["winner"]
        bao = st.baozhang and (order[st.baozhang[0]], order[st.baozhang[1]], st.baozhang[2])
        return HandOutcome(no, order[0], order, self.resting(no), None if w is None else order[w],
                           bool(record["self_drawn"]) and w is not None, hu, net,
                           {order[i]: c.score for i, c in enumerate(checks)},
                           None if w is None else checks[w].score.type, tuple(record["flips"]), record["note"],
                           bao or None, tuple(order[i] for i in st.raised_to_300))

    def add(self, record: dict) -> HandOutcome:
        """Put the next hand on the sheet (SheetError when it cannot be scored)."""
        out = self.outcome(self.next_no, record)
        self.records.append(record)
        self.outcomes.append(out)
        self.undone.clear()
        return out

    def replace(self, no: int, record: dict) -> HandOutcome:
        """Correct hand ``no`` (its seats stay; the running totals after it follow)."""
        out = self.outcome(no, record)
        self.records[no] = record
        self.outcomes[no] = out
        return out

    def undo(self) -> dict | None:
        """Take the last hand off the sheet (a mistyped hand) and return its record, to enter again."""
        if not self.records:
            return None
        self.outcomes.pop()
        record = self.records.pop()
        self.undone.append(record)
        return record

    def redo(self) -> HandOutcome | None:
        if not self.undone:
            return None
        record = self.undone.pop()
        out = self.outcome(self.next_no, record)
        self.records.append(record)
        self.outcomes.append(out)
        return out

    def set_note(self, no: int, note: str) -> None:
        self.records[no]["note"] = note
        o = self.outcomes[no]
        self.outcomes[no] = HandOutcome(o.no, o.dealer, o.order, o.resting, o.winner, o.self_drawn, o.hu, o.net,
                                        o.scores, o.hand_type, o.flips, note, o.baozhang, o.raised_to_300)

    # --- totals -----------------------------------------------------------------------------------
    def running(self) -> list[list[int]]:
        """After each hand, every seat's total net so far."""
        rows, acc = [], [0] * self.n_seats
        for o in self.outcomes:
            acc = [a + (n or 0) for a, n in zip(acc, o.net, strict=True)]
            rows.append(acc)
        return rows

    def totals(self) -> list[int]:
        rows = self.running()
        return rows[-1] if rows else [0] * self.n_seats

    def finished(self) -> bool:
        return self.planned is not None and len(self.records) >= self.planned
