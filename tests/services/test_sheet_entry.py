"""Typed lines of a 记分 hand: the winner's whole hand, the others' sets only, 喜 typed as cards, and a record
brought back as the lines that enter it again (undo / correct)."""

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services.score_keeper import record_of
from changpai_desktop.services.sheet_entry import HandDraft, build, draft_of

NANTONG = RuleSet.preset("nantong-single")
EX2 = HandDraft("hh", ["龙 5t 碰 qz 9b 手 3w3w3w 7t7t7t 1b2b3b bhbhbh 6b 胡 6b", "1w 9w 9t 4w 碰 1t 2w 8w", "碰 5w"],
                winner=None, self_drawn=True)


def test_typing_the_winning_card_makes_the_winner_and_the_others_count_their_sets():
    result = build(NANTONG, EX2)
    assert result.calc.winner == 0 and result.errors == [None] * 4
    assert [c.score.total for c in result.calc.checks()] == [260, 40, 10]       # RULES.md §7 examples 2 and 4


def test_errors_and_refusals_are_per_line():
    draft = HandDraft("4t", ["碰 5w 5w?", "5w 碰 5w", ""], winner=None)
    result = build(NANTONG, draft)
    assert result.errors[1].text.startswith("?") and result.errors[2] is None
    assert result.refused[2] == ["5w"]          # the 把子 of 五万 fits (3 of 4), a 碰 of it on top does not


def test_joys_are_typed_as_cards():
    rugao = RuleSet.preset("rugao-double-xi")
    result = build(rugao, HandDraft("2t 6w", ["", "碰 5w 喜×2", "fu"], winner=None))
    assert [p.joys for p in result.calc.players] == [0, 2, 1]


def test_a_record_comes_back_as_lines_that_enter_the_same_hand():
    calc = build(NANTONG, EX2).calc
    record = record_of(calc, "六饼自摸")
    draft = draft_of(record)
    assert draft.winner == 0 and draft.note == "六饼自摸" and draft.lines[2] == "碰 5w"
    assert record_of(build(NANTONG, draft).calc, "六饼自摸") == record
    big = build(NANTONG, HandDraft("hh", ["", "碰 1t 把子 1w 9w×4", ""], winner=None)).calc
    again = build(NANTONG, draft_of(record_of(big))).calc
    assert record_of(again) == record_of(big) and again.check(1).score.total == 40


def test_self_drawn_can_be_typed_in_the_winners_line():
    line = "龙 5t 碰 qz 9b 手 3w3w3w 7t7t7t 1b2b3b bhbhbh 6b 胡 6b 自摸"
    calc = build(NANTONG, HandDraft("hh", [line, "", ""])).calc
    assert calc.winner == 0 and calc.self_drawn and calc.check(0).score.total == 260
    assert build(NANTONG, HandDraft("hh", [line.replace(" 自摸", ""), "", ""])).calc.check(0).score.total == 240
