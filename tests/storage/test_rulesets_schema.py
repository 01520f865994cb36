"""House-rule files are checked by the rule schema: a value out of range is refused naming the key, and
nothing is written; a good file keeps the same format."""

from __future__ import annotations

import json

import pytest

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.storage import rulesets


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


@pytest.mark.parametrize("key,value", [
    ("multipliers.huimian.old_flip_factor", 65), ("levels.old_trio", ["hh", "hh", "bh"]),
    ("joys.flip", "triple"), ("extras.wenqian", [0, 20, 50, 100, -1]), ("deal.seats", 5),
])
def test_a_file_with_a_value_the_schema_refuses_is_not_imported(tmp_path, key, value):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"preset": "nantong-single", "overrides": {key: value}}), encoding="utf-8")
    with pytest.raises(rulesets.RulesetProblem) as err:
        rulesets.import_ruleset(path)
    assert key in str(err.value)
    assert rulesets.list_rulesets() == []


def test_the_saved_document_keeps_its_format(config):
    rulesets.save_ruleset("三老换九条", RuleSet.preset("tongzhou-double", {"levels.old_trio": ["hh", "qz", "9t"]}))
    (path,) = (config / "rulesets").glob("*.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc == {"app": "changpai-desktop", "kind": "ruleset", "schema": 1, "name": "三老换九条",
                   "preset": "tongzhou-double", "overrides": {"levels.old_trio": ["hh", "qz", "9t"]}}
    loaded = rulesets.load_ruleset("三老换九条")
    assert loaded.name == "三老换九条" and loaded.levels.old_trio == ("hh", "qz", "9t")
    assert rulesets.describe_overrides(loaded) == [("levels.old_trio", ["hh", "qz", "bh"], ["hh", "qz", "9t"])]
