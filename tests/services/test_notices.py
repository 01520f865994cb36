"""The start-up notices (services.notices), without a display: each kind of damaged user file is set aside and
told once — which file, what was wrong, where the kept one is, what the app did — in the reader's language; a
house rule the settings name that cannot be used is held back for the game's start, with its reason."""

from __future__ import annotations

import json

import pytest

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services import notices
from changpai_desktop.storage import drills, rulesets, stats
from changpai_desktop.storage.settings import Settings, SettingsStore


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    stats.take_problems()     # nothing left over from another test
    return tmp_path


def _store(config) -> SettingsStore:
    store = SettingsStore(config / "settings.json")
    store.load()
    return store


def test_nothing_damaged_nothing_to_say(config):
    assert notices.startup_notices(_store(config)) == []


def test_damaged_settings_are_told_with_the_file_the_kept_one_and_the_defaults(config):
    path = config / "settings.json"
    path.write_bytes(b'{"app": "changpai-desktop", "schema": 1, "settings": [')
    store = SettingsStore(path)
    assert store.load() == Settings()
    (n,) = notices.startup_notices(store)
    assert (n.kind, n.path, n.moved) == ("settings", path, True) and n.reason.id == "file.not_json"
    assert n.kept.parent == config and n.kept.read_bytes().endswith(b"[") and not path.exists()
    en = notices.notice_text(n, "en")
    assert en.splitlines()[0].startswith(f"The settings file {path} is not valid JSON (line 1")
    assert f"It was moved to {n.kept} (not deleted)" in en and "The default settings are used." in en
    zh = notices.notice_text(n, "zh_Hans")
    assert f"设置文件 {path} 不是有效的 JSON" in zh and str(n.kept) in zh and "现在用的是默认设置。" in zh
    assert notices.startup_notices(_store(config)) == []          # set aside: the next start has nothing to say


def test_settings_values_that_fell_back_are_one_line_each(config):
    path = config / "settings.json"
    path.write_text(json.dumps({"app": "changpai-desktop", "schema": 1, "settings": {
        "preset": "mars-rules", "speed": "fast", "levels": ["hard", 3, "easy"], "language": "en"}}), encoding="utf-8")
    store = SettingsStore(path)
    s = store.load()                                           # an unknown preset and wrong types: no traceback
    assert s.preset == "nantong-single" and s.language == "en" and s.levels == Settings().levels
    (n,) = notices.settings_notices(store)
    assert n.reason is None and path.exists()
    lines = notices.notice_text(n, "en").splitlines()
    assert lines[0] == f"Some values in the settings file {path} could not be used; their defaults apply:"
    assert lines[1] == ("• speed: must be a whole number, not 'fast' (the default 2 is used)")
    assert lines[2].startswith("• preset: must be one of nantong-single, tongzhou-double, rugao-double-xi, not "
                               "'mars-rules' (the default 'nantong-single' is used)")
    assert lines[3].startswith("• levels[1]: must be text, not 3")
    assert "• preset：应当是 nantong-single、tongzhou-double、rugao-double-xi 之一" in notices.notice_text(n, "zh_Hans")


def test_damaged_statistics_are_told_once(config):
    stats.stats_path().write_text(json.dumps({"app": "changpai-desktop", "kind": "stats", "schema": 1,
                                              "accumulated": -4, "groups": {}}), encoding="utf-8")
    (n,) = notices.stats_notices()
    assert n.kind == "stats" and n.path == stats.stats_path() and n.kept.exists() and not n.path.exists()
    text = notices.notice_text(n, "en")
    assert "is damaged (accumulated: must be ≥ 0, not -4)" in text and "Statistics start afresh." in text
    assert notices.stats_notices() == []


def test_damaged_drill_progress_is_told(config):
    drills.drills_path().write_bytes(b"\xff\xfe junk")
    (n,) = notices.drills_notices()
    assert n.kind == "drills" and n.reason.id == "file.not_utf8" and n.kept.read_bytes() == b"\xff\xfe junk"
    assert "练习记录从头开始。" in notices.notice_text(n, "zh_Hans")
    assert notices.drills_notices() == []


def test_a_damaged_house_rule_is_set_aside_and_told(config):
    rulesets.save_ruleset("村规", RuleSet.preset("nantong-single", {"settlement.cap": 600}))
    bad = rulesets.rulesets_dir() / "typo.json"
    bad.write_text(json.dumps({"preset": "nantong-single", "overrides": {"settlement.cap": "lots"}}),
                   encoding="utf-8")
    (n,) = notices.house_rule_notices()
    assert n.kind == "house_rule" and n.path == bad and not bad.exists() and n.kept.name.startswith("typo.json.broken")
    text = notices.notice_text(n, "en")
    assert f"The house-rule file {bad} cannot be used: rule option 'settlement.cap': value 'lots' has the wrong" in text
    assert f"家规文件 {bad} 用不了：rule option 'settlement.cap'" in notices.notice_text(n, "zh_Hans")
    assert "It is no longer among the house rules." in text
    assert [name for name, _ in rulesets.list_rulesets()] == ["村规"]      # the good one stays


def _damage_house_rule(name: str):
    rulesets.save_ruleset(name, RuleSet.preset("tongzhou-double"))
    path = rulesets.file_for(name)
    path.write_bytes(path.read_bytes()[:40])
    return path


def test_the_damaged_house_rule_in_use_is_set_aside_and_said_when_a_game_starts_with_it(config):
    path = _damage_house_rule("我们的规矩")
    ruleset, trouble = notices.house_rule_trouble("我们的规矩", "nantong-single")
    assert ruleset is None and trouble.preset == "nantong-single"
    n = trouble.notice
    assert n.path == path and not path.exists() and n.kept.exists() and n.reason.id == "file.not_json"
    text = notices.trouble_text(trouble, "en")
    assert text.startswith(f"The settings choose the house rule “我们的规矩”, but its file {path} is not valid JSON")
    assert f"It was moved to {n.kept}" in text
    assert "设置里选的是家规「我们的规矩」，可是它的文件" in notices.trouble_text(trouble, "zh_Hans")
    assert notices.startup_notices(_store(config)) == []          # said once: not in the start-up notices too


def test_a_missing_house_rule_and_a_good_one(config):
    ruleset, trouble = notices.house_rule_trouble("不在了", "nantong-single")
    assert ruleset is None and trouble.notice is None
    assert notices.trouble_text(trouble, "en") == "The house rule “不在了” chosen in the settings is no longer there."
    rulesets.save_ruleset("好的", RuleSet.preset("nantong-single", {"settlement.cap": 600}))
    ruleset, trouble = notices.house_rule_trouble("好的", "nantong-single")
    assert trouble is None and ruleset.value("settlement.cap") == 600
