"""Hands of a real-table evening entered as a user types them (services.card_entry), for the 记分 tests."""

from __future__ import annotations

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services.calculator import Calculator
from changpai_desktop.services.card_entry import clicks, parse_entry
from changpai_desktop.services.score_keeper import record_of

NANTONG = RuleSet.preset("nantong-single")


def typed_hand(flips: str, lines: list[str], winner: int | None, self_drawn: bool = False,
               feeder: int | None = None, rules: RuleSet = NANTONG, note: str = "") -> Calculator:
    """A calculator with the hand typed in: ``lines`` per position (dealer first); the winner's line is its
    whole hand, the others' their scoring sets (a lone card is a 把子 of three)."""
    calc = Calculator(rules)
    for p in calc.players:
        p.sets_only = True
    for mode, code in clicks(parse_entry(flips, "flip")):
        calc.add(0, mode, code)
    calc.winner, calc.self_drawn, calc.feeder = winner, self_drawn, feeder
    for i, line in enumerate(lines):
        for mode, code in clicks(parse_entry(line, "hand" if i == winner else "baozi")):
            assert calc.add(i, mode, code) is None, (line, code)
    return calc


def typed_record(*args, note: str = "", **kwargs) -> dict:
    return record_of(typed_hand(*args, **kwargs), note)


# RULES.md §7 example 1 (the winner at position 1, fed by position 2) and examples 2 + 4 (self-drawn, 40 and 10).
EXAMPLE_1 = ("4t", ["碰 1w", "碰 5w hh 手 2b2b2b 1t2t3t 6w7w8w 3b4b5b 7t 9t 9w9w 胡 8t", ""], 1, False, 2)
EXAMPLE_2 = ("hh", ["龙 5t 碰 qz 9b 手 3w3w3w 7t7t7t 1b2b3b bhbhbh 6b 胡 6b", "1w×3 9w×3 9t×3 4w×3 碰 1t 2w 8w",
                    "碰 5w"], 0, True)
DRAWN = ("6t", ["碰 9b", "暗杠 hh 碰 3w", ""], None)
