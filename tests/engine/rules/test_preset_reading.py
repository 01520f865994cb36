"""The preset loader: a shipped preset is read through the one reading path and checked whole; a damaged one is
a broken install (ResourceError naming the file and what is wrong), whatever the damage — never a RuleError a
caller would take for a bad house rule, nor a traceback deep in a parser."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.rules import ruleset
from changpai_desktop.engine.rules.ruleset import RuleSet, read_preset
from changpai_desktop.reading import ResourceError
from changpai_desktop.resources import resource_path
from tests.hostile_data import toml_documents, toml_text

PRESET = "nantong-single"
VALID = tomllib.loads(resource_path("rules", f"{PRESET}.toml").read_text(encoding="utf-8"))
MANY = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                          HealthCheck.too_slow])


def test_the_shipped_presets_read_and_the_writer_of_the_tests_round_trips(tmp_path):
    for preset_id in ruleset.PRESET_IDS:
        assert read_preset(resource_path("rules", f"{preset_id}.toml"), preset_id)["id"] == preset_id
    path = tmp_path / f"{PRESET}.toml"
    path.write_text(toml_text(VALID), encoding="utf-8")
    assert read_preset(path, PRESET) == VALID


@pytest.mark.parametrize(("text", "why"), [
    ("", "is empty"),
    ("schema = 1\nid = 'nantong-single'\n[deal\n", "not valid TOML"),
    (toml_text(VALID).replace("2.0", "inf") + "x = inf\n", "not finite"),
    (toml_text(dict(VALID, id="mars")), "is the preset 'mars'"),
    (toml_text(dict(VALID, name={"zh_Hans": "x"})), r"name.zh_Hant: is missing"),
    (toml_text(dict(VALID, deal=dict(VALID["deal"], flips="one"))), "'deal.flips': 'one' has the wrong type"),
    (toml_text(dict(VALID, deal=dict(VALID["deal"], flips=9))), "deal.flips"),
    (toml_text(dict(VALID, typo_section={"x": 1})), "unknown rule option 'typo_section.x'"),
    (toml_text({k: v for k, v in VALID.items() if k != "settlement"}), "settlement.cap'.*missing"),
])
def test_a_damaged_preset_says_which_file_and_what(tmp_path, text, why):
    path = tmp_path / f"{PRESET}.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ResourceError, match=why) as exc:
        read_preset(path, PRESET)
    assert exc.value.path == path and str(path) in str(exc.value)


def test_a_folder_in_place_of_a_preset_is_a_broken_install(tmp_path):
    (tmp_path / f"{PRESET}.toml").mkdir()
    with pytest.raises(ResourceError, match="is a folder"):
        read_preset(tmp_path / f"{PRESET}.toml", PRESET)


@MANY
@given(data=toml_documents([VALID]))
def test_a_preset_loader_raises_nothing_but_resource_error(tmp_path, data):
    """Thousands of damaged presets: ResourceError only; and a preset it accepts gives a usable rule set."""
    path = tmp_path / f"{PRESET}.toml"
    path.write_bytes(data)
    try:
        loaded = read_preset(path, PRESET)
    except ResourceError:
        return
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ruleset, "_preset_file", lambda _id: loaded)
        rules = RuleSet.preset(PRESET)
        assert rules.deal.flips >= 0 and isinstance(rules.display_name("en"), str)
        for section in ("joys", "levels", "values", "hand_types", "extras", "multipliers", "settlement"):
            getattr(rules, section)
