"""RULES.md §4: what each flip makes 将, read from the preset data; and rule-set validation."""

import pytest

from changpai_desktop.engine.cards import KINDS
from changpai_desktop.engine.rules import RuleError, RuleSet, load_preset_data


def generals(preset, flips):
    lv = RuleSet.preset(preset).levels_for(flips)
    return {k: v for k, v in zip(KINDS, lv.level, strict=True) if v}


def test_single_ordinary_flip_makes_its_rank_group_and_head_tail():
    g = generals("nantong-single", ["4t"])
    assert set(g) == {"1w", "4w", "7w", "9w", "1t", "4t", "7t", "9t", "1b", "4b", "7b", "9b", "hh", "qz", "bh"}
    assert set(g.values()) == {1}
    assert set(generals("nantong-single", ["5b"])) >= {"2w", "5t", "8b", "1w", "9b"}


def test_single_old_general_flip_raises_the_old_generals_only():
    g = generals("nantong-single", ["qz"])
    assert {k for k, v in g.items() if v == 2} == {"hh", "qz", "bh"}
    assert {k for k, v in g.items() if v == 1} == {"1w", "9w", "1t", "9t", "1b", "9b"}


def test_single_joy_flip_gives_no_rank_group():
    lv = RuleSet.preset("nantong-single").levels_for(["xi"])
    g = {k: v for k, v in zip(KINDS, lv.level, strict=True) if v}
    assert set(g) == {"1w", "9w", "1t", "9t", "1b", "9b", "hh", "qz", "bh"} and lv.joy_flipped


@pytest.mark.parametrize("flips,expected", [
    (["2t", "6w"],  # 普通将
     {"2w": 1, "2t": 1, "2b": 1, "6w": 1, "6t": 1, "6b": 1, "hh": 1, "qz": 1, "bh": 1, "9t": 1}),
    (["4b", "4t"], {"4w": 2, "4t": 2, "4b": 2, "hh": 1, "qz": 1, "bh": 1, "9t": 1}),  # 双将, same rank
    (["4b", "4b"], {"4w": 2, "4t": 2, "4b": 2, "hh": 1, "qz": 1, "bh": 1, "9t": 1}),  # 双将, same card
    (["hh", "5w"], {"5w": 1, "5t": 1, "5b": 1, "hh": 2, "qz": 2, "bh": 2, "9t": 2}),  # 半边将
    (["hh", "bh"], {"hh": 3, "qz": 3, "bh": 3, "9t": 3}),  # 双龙会
    (["9t", "3w"], {"3w": 1, "3t": 1, "3b": 1, "hh": 2, "qz": 2, "bh": 2, "9t": 2}),  # 九条 is a 老将 flip
    (["9w", "9b"], {"9w": 2, "9t": 2, "9b": 2, "hh": 1, "qz": 1, "bh": 1}),  # the higher level holds
])
def test_double_presets(flips, expected):
    assert generals("tongzhou-double", flips) == expected
    assert generals("rugao-double-xi", flips) == expected


def test_flips_reduce_remaining_copies():
    lv = RuleSet.preset("tongzhou-double").levels_for(["4b", "4b"])
    assert lv.remaining[KINDS.index("4b")] == 2 and lv.remaining[KINDS.index("4t")] == 4


def test_every_option_names_its_seed():
    for preset in ("nantong-single", "tongzhou-double", "rugao-double-xi"):
        data = load_preset_data(preset)   # the preset file, its seed notes included
        for section in ("deal", "joys", "levels", "values", "extras", "settlement"):
            keys = set(data[section])
            seeds = {k for k in keys if k.endswith("seed")}
            assert seeds, (preset, section)
        for name, spec in data["multipliers"].items():
            assert spec.get("seed"), (preset, name)
        for name, spec in data["hand_types"].items():
            assert spec.get("seed"), (preset, name)


@pytest.mark.parametrize("overrides,needle", [
    ({"values.table": [[1, 2, 3]]}, "values.table"),
    ({"deal.flips": 3}, "deal.flips"),
    ({"joys.flip": "triple"}, "joys.flip"),
    ({"levels.old_generals": ["zz"]}, "levels.old_generals"),
    ({"multipliers.haidi.factor": 0}, "multipliers.haidi.factor"),
    ({"multipliers.haidi.on": "yes"}, "multipliers.haidi.on"),
    ({"nonsense": 1}, "nonsense"),
    ({"settlement.cap": -5}, "settlement.cap"),
])
def test_bad_overrides_name_key_and_value(overrides, needle):
    with pytest.raises(RuleError) as err:
        RuleSet.preset("nantong-single", overrides)
    assert needle in str(err.value)


def test_rule_set_round_trips_through_dict():
    r = RuleSet.preset("rugao-double-xi", {"settlement": {"cap": 600}}, name="如东家规")
    again = RuleSet.from_dict(r.to_dict())
    assert again.flat == r.flat and again == r and again.name == "如东家规"


def test_no_rule_branches_on_the_preset_name():
    from pathlib import Path

    engine = Path(__file__).resolve().parents[3] / "changpai_desktop" / "engine"
    for path in engine.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for preset in ("nantong-single", "tongzhou-double", "rugao-double-xi"):
            for line in text.splitlines():
                if preset in line and ("==" in line or " in (" in line) and "if " in line:
                    raise AssertionError(f"{path.name}: rule branch on a preset name: {line.strip()}")
