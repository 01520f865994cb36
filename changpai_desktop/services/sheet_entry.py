"""A hand of the 记分 sheet as the user types it, without Qt: the flips line and one line per player, turned into
the 算胡器's entries (``services.calculator``), and a hand record turned back into lines (to correct it).

A player's line is read by ``services.card_entry``. The winner's line is its whole hand (``碰 5w hh 手 2b2b2b …
胡 8t``; typing ``胡 …`` in a line makes that player the winner); every other line holds the scoring sets only —
a lone card is a 把子 of three, ``5w×4`` four concealed, ``碰 5w``, ``明杠 …``, ``暗杠 …``, ``龙 …``, ``叫龙 …``;
喜 cards typed in a line count as that player's 喜 (``喜×2``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..engine.cards import JOYS
from ..engine.rules import RuleSet
from .calculator import SEATS, Calculator, Refusal
from .card_entry import EntryError, Typed, clicks, parse_entry

FORM_WORDS = {"peng": "碰", "minggang": "明杠", "angang": "暗杠", "long": "龙"}
SELF_DRAWN_WORDS = ("自摸", "zimo", "zm")      # typed in the winner's line: it self-drew
MAX_JOYS = 5


@dataclass
class HandDraft:
    """What the hand-entry form holds: the typed lines, who won (a position, None for 荒牌) and how."""

    flips: str = ""
    lines: list[str] = field(default_factory=lambda: [""] * SEATS)
    winner: int | None = None
    self_drawn: bool = False
    feeder: int | None = None
    flags: set[str] = field(default_factory=set)
    no_pair: list[bool] = field(default_factory=lambda: [False] * SEATS)
    note: str = ""


@dataclass
class DraftResult:
    """The draft entered into a calculator: per line (flips first, then the players) the typing error or None,
    and the cards refused as a fifth copy."""

    calc: Calculator
    errors: list[EntryError | None]
    refused: list[list[str]]


def _typed(line: str, as_winner: bool) -> list[Typed]:
    """The line read as a winner's hand when it is the winner's or names a winning card, else as sets."""
    typed = parse_entry(line, "hand")
    if as_winner or any(t.mode == "win" for t in typed):
        return typed
    return parse_entry(line, "baozi")


def _enter(calc: Calculator, seat: int, typed: list[Typed]) -> list[str]:
    refused = []
    joys = 0
    for mode, code in clicks(typed):
        if code in JOYS:
            joys += 1
            continue
        r: Refusal | None = calc.add(seat, mode, code)
        if r is not None:
            refused.append(r.code)
    calc.players[seat].joys = min(joys, MAX_JOYS)
    return refused


def _self_drawn_said(line: str) -> tuple[str, bool]:
    """The line without the word 自摸, and whether it was there."""
    said = False
    for word in SELF_DRAWN_WORDS:
        if word in line:
            line, said = line.replace(word, " "), True
    return line, said


def self_drawn_typed(draft: HandDraft) -> bool:
    return any(_self_drawn_said(line)[1] for line in draft.lines)


def build(rules: RuleSet, draft: HandDraft) -> DraftResult:
    """The calculator holding the draft (every non-winner entered by its sets alone)."""
    calc = Calculator(rules)
    errors: list[EntryError | None] = [None] * (SEATS + 1)
    refused: list[list[str]] = [[] for _ in range(SEATS + 1)]
    for p, no_pair in zip(calc.players, draft.no_pair, strict=True):
        p.sets_only = True
        p.no_pair = no_pair
    try:
        for _mode, code in clicks(parse_entry(draft.flips, "flip")):
            calc.add(0, "flip", code)
    except EntryError as exc:
        errors[0] = exc
    calc.winner = draft.winner
    self_drawn = draft.self_drawn
    for seat, line in enumerate(draft.lines):
        line, said = _self_drawn_said(line)
        self_drawn = self_drawn or said
        try:
            typed = _typed(line, draft.winner == seat)
        except EntryError as exc:
            errors[seat + 1] = exc
            continue
        if any(t.mode == "win" for t in typed):
            calc.winner = seat
        refused[seat + 1] = _enter(calc, seat, typed)
    calc.self_drawn = self_drawn and calc.winner is not None
    calc.feeder = draft.feeder
    calc.flags = set(draft.flags) & set(calc.offered_flags())
    return DraftResult(calc, errors, refused)


def _cards_text(codes: list[str]) -> str:
    out = []
    for code, n in Counter(codes).items():
        out.append(code if n == 1 else f"{code}×{n}")
    return " ".join(out)


def line_of(player: dict, winner: bool) -> str:
    """A player's record as the line that enters it again."""
    parts = []
    for form, code in player["melds"]:
        parts.append(f"{FORM_WORDS[form]} {code}")
    if player["declared"]:
        parts.append("叫龙 " + " ".join(player["declared"]))
    hand = list(player["hand"])
    if winner:
        win = player["win_card"]
        if win in hand:
            hand.remove(win)
        parts.append("手 " + " ".join(hand))
        if win:
            parts.append(f"胡 {win}")
    elif hand:
        counts = Counter(hand)
        parts.append(("把子 " if parts else "") + " ".join(c if n == 3 else f"{c}×{n}" for c, n in counts.items()))
    if player["joys"]:
        parts.append(f"xi×{player['joys']}" if player["joys"] > 1 else "xi")
    return " ".join(parts)


def draft_of(record: dict) -> HandDraft:
    """A hand record as the form's draft (undo brings a hand back this way)."""
    w = record["winner"]
    return HandDraft(_cards_text(record["flips"]), [line_of(p, i == w) for i, p in enumerate(record["players"])],
                     w, record["self_drawn"], record["feeder"], set(record["flags"]),
                     [p["no_pair"] for p in record["players"]], record["note"])
