"""The rule schema is THE table of options: every preset key once, every row named in three languages with
its seed note, and validation generated from it refuses every bad value naming the key."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.rules import PRESET_IDS, RuleError, RuleSet, flatten, load_preset_data, schema
from changpai_desktop.engine.rules.options import Choice, Fixed, Flag, Grid, Kinds, Number, Numbers
from changpai_desktop.engine.scoring.request import WIN_FLAGS


def option_keys(preset: str) -> set[str]:
    return {k for k in flatten(load_preset_data(preset)) if not schema.is_doc_key(k)}


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_every_toml_key_has_exactly_one_row_and_every_row_a_key(preset):
    keys = [row.key for row in schema.ROWS]
    assert len(keys) == len(set(keys))
    assert option_keys(preset) == set(keys)


def test_every_row_has_three_names_a_section_and_a_seed_note():
    for row in schema.ROWS:
        assert row.section in schema.SECTIONS, row.key
        assert row.name.zh_Hans and row.name.zh_Hant and row.name.en, row.key
        assert row.name.en != row.name.zh_Hans and row.name.en != row.name.zh_Hant, row.key
        for preset in PRESET_IDS:
            note = schema.seed_note(row, load_preset_data(preset))
            assert note, (preset, row.key)
            # a seed key names a note the preset really has; otherwise the row carries a reference
            if not row.seed.startswith("RULES.md"):
                assert note != row.seed, (preset, row.key, row.seed)


def test_win_flags_are_the_scoring_requests_flags():
    needs = {row.key: row.win_flag for row in schema.ROWS if row.win_flag}
    assert set(needs.values()) <= set(WIN_FLAGS)
    assert needs["multipliers.haidi.on"] == "last_card"
    assert needs["multipliers.dihu.factor"] == "first_discard"
    assert needs["multipliers.baoting.on"] == "ready_declared"
    assert needs["multipliers.tiancheng.on"] == "dealer_first"
    assert needs["extras.gang_kai"] == "after_gang"
    assert "multipliers.menpiao.on" not in needs


def _too_big(row, rules: RuleSet):
    lo, hi = row.bounds(rules.flat)
    value = rules.value(row.key)
    if isinstance(row, Number):
        return hi + 1
    return [hi + 1] * len(value)


NUMBER_ROWS = [r for r in schema.ROWS if isinstance(r, (Number, Numbers))]


@pytest.mark.parametrize("row", NUMBER_ROWS, ids=[r.key for r in NUMBER_ROWS])
@pytest.mark.parametrize("preset", PRESET_IDS)
def test_out_of_range_numbers_are_refused_naming_the_key(preset, row):
    rules = RuleSet.preset(preset)
    for bad in (_too_big(row, rules), (row.bounds(rules.flat)[0] - 1) if isinstance(row, Number) else [-1]):
        if isinstance(row, Numbers) and not row.by_flips and isinstance(bad, list):
            bad = bad[:1] * len(rules.value(row.key))
        with pytest.raises(RuleError) as err:
            RuleSet.preset(preset, {row.key: bad})
        assert row.key in str(err.value)


CHOICE_ROWS = [r for r in schema.ROWS if isinstance(r, Choice)]


@pytest.mark.parametrize("row", CHOICE_ROWS, ids=[r.key for r in CHOICE_ROWS])
def test_a_bad_choice_is_refused_naming_the_key_and_the_choices(row):
    with pytest.raises(RuleError) as err:
        RuleSet.preset("nantong-single", {row.key: "triple"})
    assert row.key in str(err.value) and all(w in str(err.value) for w in row.words)
    for word in row.words:
        assert RuleSet.preset("nantong-single", {row.key: word}).value(row.key) == word


@pytest.mark.parametrize("row", schema.ROWS, ids=[r.key for r in schema.ROWS])
def test_a_value_of_the_wrong_type_is_refused(row):
    wrong = "yes" if not isinstance(row, Choice) else 3
    with pytest.raises(RuleError) as err:
        RuleSet.preset("tongzhou-double", {row.key: wrong})
    assert row.key in str(err.value)


@pytest.mark.parametrize("overrides,needle", [
    ({"extras.middle": [10, 10, 10]}, "four values"),
    ({"joys.values": [0, 1]}, "six values"),
    ({"extras.wenqian": [0, 1]}, "five values"),
    ({"levels.head_tail_level": 3}, "must be a whole number from 0 to 2"),
    ({"levels.rank_level_by_flips": [0]}, "every possible number of flips"),
    ({"levels.rank_level_by_flips": [0, 3]}, "the rows of values.table"),
    ({"levels.old_trio": ["hh", "qz"]}, "levels.old_trio"),
    ({"levels.old_trio": ["hh", "qz", "x1"]}, "levels.old_trio"),
    ({"levels.old_generals": ["x1"]}, "levels.old_generals"),
    ({"deal.dealer_cards": 24}, "23 for the dealer"),
    ({"deal.other_cards": 21}, "deal.other_cards"),
    ({"values.forms": ["peng"]}, "values.forms"),
    ({"name.en": "mine"}, "name.en"),
    ({"multipliers.haidi.seed": "x"}, "multipliers.haidi.seed"),
])
def test_cross_checks_and_fixed_values(overrides, needle):
    with pytest.raises(RuleError) as err:
        RuleSet.preset("nantong-single", overrides)
    assert needle in str(err.value)


def test_the_row_kinds_cover_the_table():
    kinds = {type(r) for r in schema.ROWS}
    assert kinds == {Flag, Number, Numbers, Grid, Choice, Kinds, Fixed}


@pytest.mark.parametrize("preset", ["nantong-single", "tongzhou-double", "rugao-double-xi"])
def test_the_seed_options_of_issue_14_are_off_in_every_preset_and_cite_their_seed(preset):
    rules = RuleSet.preset(preset)
    data = load_preset_data(preset)
    notes = {key: schema.seed_note(schema.BY_KEY[key], data) for key in (
        "multipliers.tianting.on", "multipliers.huimian.dudiao", "multipliers.huimian.claimed_level_1")}
    assert rules.multipliers["tianting"].on is False
    assert rules.multipliers["huimian"].dudiao is False and rules.multipliers["huimian"].claimed_level_1 is False
    assert "第一张牌出来之前报告" in notes["multipliers.tianting.on"]
    assert "独钓做扣" in notes["multipliers.huimian.dudiao"]
    assert "碰的老将算胡只能参照普通将牌" in notes["multipliers.huimian.claimed_level_1"]
    assert schema.BY_KEY["multipliers.tianting.on"].win_flag == "ready_on_deal"
