"""The rule-set pickers' list: the three presets in the UI language, then the saved house rules."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.rules import PRESET_IDS, RuleSet
from changpai_desktop.services import catalog


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_presets_come_first_named_in_the_language():
    choices = catalog.rule_choices("zh_Hans")
    assert [c.id for c in choices] == list(PRESET_IDS)
    assert [c.name for c in choices][0] == "南通单将" and not any(c.house_rule for c in choices)
    assert catalog.rule_choices("en")[0].name == RuleSet.preset("nantong-single").display_name("en")
    assert choices[1].ruleset.preset_id == "tongzhou-double" and choices[1].ruleset.overrides == {}


def test_saved_house_rules_follow_the_presets():
    from changpai_desktop.storage.rulesets import save_ruleset

    save_ruleset("塌胡五十", RuleSet.preset("nantong-single", {"hand_types.ta.base_discard": 50}))
    choices = catalog.rule_choices("zh_Hans")
    assert [c.id for c in choices] == [*PRESET_IDS, "塌胡五十"]
    house = choices[catalog.find_choice(choices, "塌胡五十")]
    assert house.house_rule and house.name == "塌胡五十"
    assert house.ruleset.overrides == {"hand_types.ta.base_discard": 50}
    assert catalog.find_choice(choices, "tongzhou-double") == 1
    with pytest.raises(KeyError):
        catalog.find_choice(choices, "no such rules")


def test_saved_house_rule_by_name():
    from changpai_desktop.storage.rulesets import save_ruleset

    assert catalog.saved_house_rule("封顶600") is None and catalog.saved_house_rule(None) is None
    save_ruleset("封顶600", RuleSet.preset("tongzhou-double", {"settlement.cap": 600}))
    rs = catalog.saved_house_rule("封顶600")
    assert rs.preset_id == "tongzhou-double" and rs.settlement.cap == 600


def test_preset_name_keeps_an_unknown_id():
    assert catalog.preset_name("rugao-double-xi", "zh_Hans") == RuleSet.preset("rugao-double-xi").display_name()
    assert catalog.preset_name("mars", "en") == "mars"
