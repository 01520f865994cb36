"""House-rule sets, statistics and drill progress on disk: round trips, restarts, hostile files refused."""

from __future__ import annotations

import json

import pytest

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.scoring.request import parse_request
from changpai_desktop.engine.scoring import score


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


EXAMPLE_1 = {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
             "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"}}


def test_saved_house_rule_changes_the_next_score(config):
    from changpai_desktop.storage import rulesets

    _, flips, hand = parse_request(EXAMPLE_1)
    assert score(RuleSet.preset("nantong-single"), flips, hand).total == 40
    rulesets.save_ruleset("我们村", RuleSet.preset("nantong-single", {"hand_types.ta.base_discard": 50}))
    names = [n for n, _ in rulesets.list_rulesets()]
    assert names == ["我们村"]
    loaded = rulesets.load_ruleset("我们村")
    assert loaded.name == "我们村" and loaded.overrides == {"hand_types.ta.base_discard": 50}
    assert score(loaded, flips, hand).total == 70       # 10 + 50 + 10
    assert rulesets.describe_overrides(loaded) == [("hand_types.ta.base_discard", 20, 50)]


def test_export_import_round_trip_never_overwrites(config, tmp_path):
    from changpai_desktop.storage import rulesets

    rulesets.save_ruleset("封顶600", RuleSet.preset("tongzhou-double", {"settlement.cap": 600}))
    out = tmp_path / "share.json"
    rulesets.export_ruleset("封顶600", out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["schema"] == 1 and doc["kind"] == "ruleset" and doc["overrides"] == {"settlement.cap": 600}
    name, rs = rulesets.import_ruleset(out)
    assert name == "封顶600 (2)" and rs.settlement.cap == 600
    assert sorted(n for n, _ in rulesets.list_rulesets()) == ["封顶600", "封顶600 (2)"]


def test_import_toml(config, tmp_path):
    from changpai_desktop.storage import rulesets

    p = tmp_path / "house.toml"
    p.write_text('name = "如皋八百"\npreset = "rugao-double-xi"\n[overrides]\n"settlement.cap" = 800\n'
                 '"multipliers.haidi.on" = true\n', encoding="utf-8")
    name, rs = rulesets.import_ruleset(p)
    assert name == "如皋八百" and rs.multipliers["haidi"].on is True


BAD_FILES = {
    "bad.json": (b'{"preset": "nantong-single", "overrides": {', "not valid JSON"),
    "bad.toml": (b'preset = "nantong-single"\n[overrides\n', "not valid TOML"),
    "unknown.json": (json.dumps({"preset": "nantong-single", "overrides": {"values.bogus": 1}}).encode(),
                     "unknown rule option"),
    "field.json": (json.dumps({"preset": "nantong-single", "evil": 1}).encode(), "unknown field"),
    "range.json": (json.dumps({"preset": "nantong-single", "overrides": {"deal.seats": 7}}).encode(),
                   "must be 3 or 4"),
    "neg.json": (json.dumps({"preset": "nantong-single", "overrides": {"settlement.cap": -5}}).encode(),
                 "0 to 100000"),
    "type.json": (json.dumps({"preset": "nantong-single", "overrides": {"settlement.cap": "lots"}}).encode(),
                  "wrong type"),
    "preset.json": (json.dumps({"preset": "mars", "overrides": {}}).encode(), "unknown preset"),
    "newer.json": (json.dumps({"app": "changpai-desktop", "kind": "ruleset", "schema": 99,
                               "preset": "nantong-single"}).encode(), "newer version"),
    "list.json": (b"[1, 2, 3]", "not a rule set"),
    "deep.json": (b"[" * 100000 + b"]" * 100000, "bytes"),
    "binary.json": (bytes(range(256)) * 4, "not UTF-8"),
}


@pytest.mark.parametrize("fname", sorted(BAD_FILES))
def test_hostile_files_are_refused_and_nothing_changes(config, tmp_path, fname):
    from changpai_desktop.storage import rulesets

    rulesets.save_ruleset("mine", RuleSet.preset("nantong-single", {"settlement.cap": 600}))
    before = {p.name: p.read_bytes() for p in (config / "rulesets").iterdir()}
    data, why = BAD_FILES[fname]
    path = tmp_path / fname
    path.write_bytes(data)
    with pytest.raises(rulesets.RulesetProblem, match=why):
        rulesets.import_ruleset(path)
    after = {p.name: p.read_bytes() for p in (config / "rulesets").iterdir()}
    assert after == before


def test_ten_megabytes_of_junk_is_refused(config, tmp_path):
    from changpai_desktop.storage import rulesets

    rulesets.save_ruleset("mine", RuleSet.preset("nantong-single"))
    before = {p.name: p.read_bytes() for p in (config / "rulesets").iterdir()}
    junk = tmp_path / "junk.json"
    with open(junk, "wb") as fh:
        fh.write(b"\x00junk" * (2 * 1024 * 1024))
    with pytest.raises(rulesets.RulesetProblem, match="more than"):
        rulesets.import_ruleset(junk)
    assert {p.name: p.read_bytes() for p in (config / "rulesets").iterdir()} == before


def test_stats_survive_a_restart_and_reset(config):
    from changpai_desktop.storage import stats

    items = [{"key": "ta", "zh": "塌胡", "en": "mixed", "cards": "", "hu": 20, "rule": "§5.3"}]
    stats.record_hand("nantong-single", ["normal", "normal"], True, 260, 470, "piao", items)
    stats.record_hand("nantong-single", ["normal", "normal"], False, 10, -280, None, [])
    stats.record_game("nantong-single", ["normal", "normal"], 190)
    s = stats.summary()
    assert s["hands"] == 2 and s["wins"] == 1 and s["games"] == 1 and s["accumulated"] == 260
    assert s["best"]["hu"] == 260 and s["best"]["items"][0]["zh"] == "塌胡"
    assert s["mean_hu"] == 135 and s["title_zh"] == "科员"
    stats.reset_stats()
    assert stats.summary()["hands"] == 0


def test_titles_follow_rules_section_8():
    from changpai_desktop.storage.stats import title_for

    assert title_for(0)[1] == "科员" and title_for(5999)[1] == "科员" and title_for(6000)[1] == "副科"
    assert title_for(104_857_600)[1] == "主席" and title_for(52_428_800)[1] == "省长"


def test_damaged_stats_file_is_set_aside(config):
    from changpai_desktop.storage import stats

    config.mkdir(parents=True, exist_ok=True)
    (config / "stats.json").write_text("{oops", encoding="utf-8")
    assert stats.summary()["hands"] == 0
    assert list(config.glob("stats.json.broken-*"))
