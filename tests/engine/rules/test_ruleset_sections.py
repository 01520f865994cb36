"""RuleSet: preset + overrides → frozen typed sections that say the same as the rule data; saves keep the
same ``to_dict``; copies left of a kind have one home."""

from __future__ import annotations

import dataclasses

import pytest

from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.rules import (PRESET_IDS, RuleSet, copies_left, copies_left_of, levels_for,
                                           load_preset_data, schema)


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_typed_sections_say_what_the_preset_says(preset):
    rules = RuleSet.preset(preset)
    data = load_preset_data(preset)
    assert rules.deal.dealer_cards == data["deal"]["dealer_cards"] == schema.DEALER_CARDS
    assert rules.deal.other_cards == data["deal"]["other_cards"] == schema.OTHER_CARDS
    assert rules.deal.flips == rules.flips == data["deal"]["flips"]
    assert rules.joys.values == tuple(data["joys"]["values"])
    assert rules.values.table == tuple(tuple(r) for r in data["values"]["table"]) == rules.value_table
    assert rules.levels.old_generals == tuple(data["levels"]["old_generals"])
    for m in schema.MULTIPLIERS:
        assert rules.multipliers[m].on == data["multipliers"][m]["on"]
        assert rules.multipliers[m].factor == data["multipliers"][m]["factor"]
    for ht in schema.HAND_TYPES:
        assert rules.hand_types[ht].base_self == data["hand_types"][ht]["base_self"]
    assert rules.settlement.cap == data["settlement"]["cap"]
    for place in ("middle", "edge", "pair"):
        assert rules.extras.place(place) == tuple(data["extras"][place])
    assert rules.preset_name.get("zh_Hant") == data["name"]["zh_Hant"]


def test_every_schema_row_lands_in_a_typed_field():
    rules = RuleSet.preset("rugao-double-xi")
    typed = {
        **{f"deal.{k}": v for k, v in dataclasses.asdict(rules.deal).items()},
        **{f"joys.{k}": v for k, v in dataclasses.asdict(rules.joys).items()},
        **{f"levels.{k}": v for k, v in dataclasses.asdict(rules.levels).items()},
        **{f"values.{k}": v for k, v in dataclasses.asdict(rules.values).items()},
        **{f"extras.{k}": v for k, v in dataclasses.asdict(rules.extras).items()},
        **{f"settlement.{k}": v for k, v in dataclasses.asdict(rules.settlement).items()},
        **{f"hand_types.{g}.{k}": v for g, t in rules.hand_types.items() for k, v in dataclasses.asdict(t).items()},
        **{f"multipliers.{g}.{k}": v for g, m in rules.multipliers.items() for k, v in dataclasses.asdict(m).items()},
    }
    for row in schema.ROWS:
        value = rules.value(row.key)
        expect = tuple(tuple(v) if isinstance(v, list) else v for v in value) if isinstance(value, list) else value
        assert typed[row.key] == expect, row.key
    # and nothing typed that the schema does not know (defaults of absent fields aside)
    extra = {k for k, v in typed.items() if k not in schema.BY_KEY and v not in (None, True)}
    assert not extra, extra


def test_the_old_trio_is_rule_data_of_its_own():
    single, double = RuleSet.preset("nantong-single"), RuleSet.preset("tongzhou-double")
    assert single.levels.old_trio == double.levels.old_trio == ("hh", "qz", "bh")
    assert "9t" in double.levels.old_generals and "9t" not in double.levels.old_trio
    assert double.levels.old_trio_indices == (INDEX["hh"], INDEX["qz"], INDEX["bh"])
    house = RuleSet.preset("tongzhou-double", {"levels.old_trio": ["hh", "qz", "9t"]})
    assert house.levels.old_trio_indices == (INDEX["hh"], INDEX["qz"], INDEX["9t"])


def test_sections_are_frozen_and_overrides_show_in_them():
    rules = RuleSet.preset("nantong-single", {"multipliers.haidi.on": True, "settlement": {"cap": 600}})
    assert rules.multipliers["haidi"].on and rules.settlement.cap == 600
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.settlement.cap = 0  # type: ignore[misc]
    with pytest.raises(TypeError):
        rules.multipliers["haidi"] = None  # type: ignore[index]
    assert rules.changed() == {"multipliers.haidi.on": True, "settlement.cap": 600}


def test_to_dict_is_unchanged_and_names_stay_apart():
    rules = RuleSet.preset("rugao-double-xi", {"settlement": {"cap": 600}}, name="如东家规")
    assert rules.to_dict() == {"preset": "rugao-double-xi", "overrides": {"settlement.cap": 600}, "name": "如东家规"}
    assert RuleSet.from_dict(rules.to_dict()) == rules
    assert rules.display_name("en") == "如东家规"
    assert rules.with_name(None).display_name("en") == "Rugao double general with joys"
    assert rules.settlement.cap == 600 and rules.multipliers["haidi"].factor == 2


def test_copies_left_has_one_home():
    rules = RuleSet.preset("tongzhou-double")
    levels = rules.levels_for(["4b", "4b"])
    assert copies_left(levels, INDEX["4b"]) == 2 == copies_left_of(["4b", "4b"], "4b")
    assert copies_left(levels, INDEX["4t"]) == 4 == copies_left_of(["4b", "4b"], "4t")
    assert levels_for(rules.levels, ["4b", "4b"]) == levels


def test_joy_values_follow_the_joys_section():
    rules = RuleSet.preset("nantong-single", {"joys.enabled": True})
    assert rules.joy_value(0, False, False) == 0
    assert rules.joy_value(2, False, False) == 30
    assert rules.joy_value(5, True, False) == 200
    assert rules.joy_value(2, False, True) == 60       # a flipped 喜 doubles (joys.flip = "double")
