"""记分: hands typed as at a real table, scored by the engine (RULES.md §7 totals), settled pairwise (every
hand's nets sum to zero), the 定醒 and 捉鳖 rotations, running totals, undo and redo, notes, and the 算胡器's
sets-only entry of a non-winner."""

import pytest

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.scoring.settlement import settle
from changpai_desktop.services.score_keeper import Sheet, SheetError, calculator_for, empty_record, record_of
from tests.services.sheet_hands import DRAWN, EXAMPLE_1, EXAMPLE_2, NANTONG, typed_hand, typed_record

NAMES = ["老王", "小李", "阿芳", "大张"]


def test_rules_examples_on_the_sheet_score_as_rules_md_says():
    sheet = Sheet(NAMES, NANTONG)
    one = sheet.add(typed_record(*EXAMPLE_1))
    assert one.order == (0, 1, 2) and one.resting == 3 and one.winner == 1 and one.hand_type == "ta"
    assert one.hu == [10, 40, 0, None]                     # example 1: 40; 碰 一万 (头尾将) 4 → 10
    two = sheet.add(typed_record(*EXAMPLE_2))
    assert two.order == (1, 2, 3) and two.resting == 0 and two.winner == 1 and two.hand_type == "piao"
    assert two.hu == [None, 260, 40, 10] and two.net == [None, 470, -190, -280]    # examples 2 and 4
    assert sheet.running() == [[-20, 70, -50, 0], [-20, 540, -240, -280]]
    assert sheet.totals() == [-20, 540, -240, -280]


def test_a_drawn_hand_settles_every_players_dihu():
    sheet = Sheet(NAMES, NANTONG)
    out = sheet.add(typed_record(*DRAWN))
    # flip 6t: 3-6-9 are 将; 碰 九饼 4 → 10; 暗杠 红花 24 + 碰 三万 4 = 28 → 30; nothing → 0 (RULES.md §6)
    assert out.winner is None and out.hand_type is None and out.hu == [10, 30, 0, None]
    assert out.net == [-10, 50, -40, None] == settle([10, 30, 0]) + [None]


def test_every_hand_of_the_shipped_evening_nets_to_zero_and_the_totals_add_up():
    from changpai_desktop.services.sheet_files import open_sheet
    from changpai_desktop.resources import resource_path
    sheet = open_sheet(resource_path("examples", "evening-nantong-single.json"))
    assert len(sheet.outcomes) >= 6
    assert {o.hand_type for o in sheet.outcomes} == {"piao", "qing", "ta", None}
    for o in sheet.outcomes:
        assert sum(n for n in o.net if n is not None) == 0
        assert o.net.count(None) == 1 and o.hu[o.resting] is None
    assert sum(sheet.totals()) == 0
    assert sheet.totals() == [sum(o.net[s] or 0 for o in sheet.outcomes) for s in range(4)]
    assert [o.dealer for o in sheet.outcomes] == [0, 1, 2, 3, 0, 1]


def test_three_players_rotate_the_deal_and_nobody_rests():
    sheet = Sheet(NAMES[:3], NANTONG, first_dealer=2)
    assert sheet.mode == "zhuobie" and sheet.resting(0) is None
    assert [sheet.order(i) for i in range(3)] == [(2, 0, 1), (0, 1, 2), (1, 2, 0)]
    out = sheet.add(typed_record(*EXAMPLE_1))
    assert out.hu == [40, 0, 10] and sum(out.net) == 0


def test_undo_takes_a_mistyped_hand_back_and_redo_or_a_correction_follows():
    sheet = Sheet(NAMES, NANTONG)
    sheet.add(typed_record(*EXAMPLE_1))
    wrong = typed_record(*DRAWN)
    sheet.add(wrong)
    assert sheet.undo() == wrong and len(sheet.outcomes) == 1
    assert sheet.redo().hu == [None, 10, 30, 0]
    sheet.replace(1, typed_record(*EXAMPLE_2))
    assert sheet.totals() == [-20, 540, -240, -280]
    sheet.set_note(1, "小李自摸六饼")
    assert sheet.outcomes[1].note == sheet.records[1]["note"] == "小李自摸六饼"
    assert sheet.undo() and sheet.undo() and sheet.undo() is None and sheet.totals() == [0, 0, 0, 0]


def test_a_hand_not_complete_is_refused_with_the_players_at_fault():
    sheet = Sheet(NAMES, NANTONG)
    record = typed_record("4t", ["", "2b2b2b 胡 8t", ""], 1)
    with pytest.raises(SheetError) as err:
        sheet.add(record)
    assert [pos for pos, _ in err.value.problems] == [1] and err.value.problems[0][1].problem == "short"
    assert sheet.outcomes == [] and sheet.add(empty_record() | {"flips": ["4t"], "winner": None}).hu[3] is None


def test_records_round_trip_through_the_calculator():
    calc = typed_hand(*EXAMPLE_2)
    record = record_of(calc, "note")
    again = calculator_for(NANTONG, record)
    assert [c.score.total for c in again.checks()] == [260, 40, 10] and record_of(again, "note") == record


def test_sets_only_entry_of_a_non_winner_scores_its_sets_and_names_loose_cards():
    calc = typed_hand("hh", ["", "1w×3 9w×4 碰 1t 龙 5t", ""], None)
    c = calc.check(1)
    assert c.state == "ok" and c.score.total == 50          # 暗克 一万 8 + 暗杠 九万 24 + 碰 一条 4 + 龙 五条 8 = 44
    calc.add(1, "hand", "2w")
    assert (calc.check(1).problem, calc.check(1).values) == ("not_sets", {"cards": ["2w"]})
    assert calc.check(0).score.total == 0                    # nothing to count is 0, not "empty"


def test_the_palette_knows_the_kinds_used_up():
    calc = typed_hand("4t", ["碰 5w", "", ""], None)
    assert calc.used_up() == set()                           # a flip is one copy of four: 4t is not used up
    assert calc.add(1, "hand", "5w") is None and calc.used_up() == {"5w"}
    refusal = calc.add(2, "baozi", "5w")
    assert (refusal.reason, refusal.code) == ("too_many", "5w") and calc.players[2].hand == []
    calc = typed_hand("4t 5t", ["", "4t×3"], None, rules=RuleSet.preset("tongzhou-double"))
    assert calc.used_up() == {"4t"}                          # one flipped and the three left held
