"""Options that no preset turns on, switched on as house rules, and the invalid inputs of the score contract."""

import json
import subprocess
import sys

import pytest

from changpai_desktop.services.score_text import score_json

# A 塌胡 self-drawn on 5t in the middle of 4t5t6t. Flip 2w makes 2-5-8 将 (and 1s, 9s, 老将):
# 碰3w 1 + 把子5b (level 1) 8 = 9 → 10; 塌 10 + 20 + 自摸10 + 丫子10 = 50.
BASE = {"preset": "nantong-single", "flips": ["2w"], "melds": ["peng:3w"],
        "hand": "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b9t9t", "win": {"card": "5t", "by": "self"}}


def with_(overrides=None, **win_flags):
    obj = json.loads(json.dumps(BASE))
    if win_flags.get("dealer_first"):
        # 天成 is the dealer's dealt hand, so no 碰 (RULES.md §5.3): 3t held instead (暗克 2 + 把子5b 8 → still 10)
        obj["melds"], obj["hand"] = [], "3t3t3t" + obj["hand"]
    if overrides:
        obj["overrides"] = overrides
    obj["win"].update(win_flags)
    return obj


def test_base_hand():
    assert score_json(BASE)["total"] == 50


@pytest.mark.parametrize("key,flag,expected", [
    ("haidi", {"last_card": True}, 100),      # 海底捞月 ×2
    ("tiancheng", {"dealer_first": True}, 80),  # 天成: (10+20+10)×2, no place
    ("baoting", {"ready_declared": True}, 100),
])
def test_optional_multipliers(key, flag, expected):
    assert score_json(with_(**flag))["total"] == (50 if key != "tiancheng" else 80)
    result = score_json(with_({"multipliers": {key: {"on": True}}}, **flag))
    assert result["total"] == expected
    off = score_json(with_({"multipliers": {key: {"on": False}}}, **flag))
    assert off["total"] == (50 if key != "tiancheng" else 40)


def test_dihu_needs_a_discard():
    obj = with_({"multipliers": {"dihu": {"on": True}}}, first_discard=True)
    assert score_json(obj)["total"] == 50  # self-drawn: not 地胡
    obj["win"]["by"] = "discard"
    # on a discard: 10 + 20 + 丫子10 = 40, 地胡 ×2 = 80
    assert score_json(obj)["total"] == 80


def test_gang_kai_extra():
    obj = with_({"extras": {"gang_kai": 10}}, after_gang=True)
    # the winner's own 暗杠 drew the replacement: 暗杠3t 6 + 碰3w 1 + 把子5b 8 = 15 → 20; 20+20+10+10+10 = 70
    obj["melds"].append("angang:3t")
    obj["hand"] = obj["hand"].replace("7w8w9w", "")
    assert score_json(obj)["total"] == 70


def test_shuanglong_two_concealed_kongs():
    obj = {"preset": "nantong-single", "flips": ["2w"], "melds": ["angang:3t", "angang:6w"],
           "hand": "4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b9t9t", "win": {"card": "5t", "by": "self"},
           "overrides": {"multipliers.shuanglong.on": True}}
    # 暗杠3t 6 + 暗杠6w 6 = 12 → 20; 20+20+10+10 = 60, 双龙 ×2 = 120
    assert score_json(obj)["total"] == 120
    obj["overrides"] = {}
    assert score_json(obj)["total"] == 60


def test_huimian_and_sweat():
    obj = {"preset": "nantong-single", "flips": ["2w"], "melds": ["peng:hh", "peng:qz", "peng:bh"],
           "hand": "4t5t6t1w2w3w7w8w9w2b3b4b9t9t", "win": {"card": "5t", "by": "self"}}
    # 碰 hh qz bh 4 each = 12, 三老会齐 +12 = 24 → 30; 30+20+10+10 = 70
    assert score_json(obj)["total"] == 70
    obj["overrides"] = {"multipliers.huimian.on": True}
    assert score_json(obj)["total"] == 140
    # 会面出汗: a 老将 flipped → ×4. Flip 千字 (level 2): 碰 hh 8 + qz (flipped) 2×8 + bh 8 = 32, ×2 = 64 → 70;
    # 70+20+10+10 = 110, ×4 = 440
    obj["flips"] = ["qz"]
    assert score_json(obj)["total"] == 440


def test_cap():
    obj = with_({"settlement": {"cap": 40}})
    result = score_json(obj)
    assert result["total"] == 40 and result["items"][-1]["key"] == "cap"


def test_house_rule_values_reach_scoring():
    # 清胡 base 100 instead of 80 in a nantong-single house rule
    obj = {"preset": "nantong-single", "flips": ["5t"],
           "hand": "1b2b3b1b2b3b4w5w6w4w5w6w4w5w6w7t8t9t2t3t4t9b9b", "win": {"card": "3t", "by": "self"}}
    assert score_json(obj)["total"] == 170
    obj["overrides"] = {"hand_types": {"qing": {"base_self": 100}}}
    assert score_json(obj)["total"] == 190


@pytest.mark.parametrize("obj,needle", [
    ({**BASE, "hand": "zz" + BASE["hand"][2:]}, "zz"),
    ({**BASE, "melds": ["peng:5b"]}, "too many 5b"),
    ({**BASE, "hand": BASE["hand"][:-2]}, "wrong card count"),
    ({**BASE, "hand": "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b9t8t"}, "does not win"),
    ({**BASE, "win": {"card": "1t", "by": "self"}}, "not in the hand"),
    ({**BASE, "flips": ["5b"], "melds": ["peng:5b"]}, "too many 5b"),
    ({**BASE, "flips": ["2w", "3w"]}, "turns up 1"),
    ({**BASE, "melds": ["chi:3w"]}, "unknown form"),
    ({**BASE, "preset": "shanghai"}, "unknown preset"),
    ({**BASE, "overrides": {"values": {"tabel": 1}}}, "values.tabel"),
    ({**BASE, "overrides": {"deal": {"seats": 7}}}, "deal.seats"),
    ({**BASE, "win": {"card": "5t", "by": "magic"}}, "by"),
])
def test_invalid_inputs_are_named(obj, needle):
    result = score_json(obj)
    assert set(result) == {"error"}
    assert needle in result["error"]


def test_flipped_kind_copies_are_counted():
    # flip 4t leaves three 4t: a hand with four is impossible
    obj = {"preset": "nantong-single", "flips": ["4t"], "hand": "4t4t4t4t" + "1w2w3w4w5w6w7w8w9w1b2b3b4b5b6b7b8b9b3w",
           "win": None}
    assert "too many 4t" in score_json(obj)["error"]


def test_flipped_kind_remaining_copies():
    # flip 4t: holding 1 or 2 of the three remaining 4t scores nothing; all 3 score as the level's 暗杠 (24)
    base = {"preset": "nantong-single", "flips": ["4t"], "win": None}
    filler = "1w2w3w5w6w7w2t3t5t6t7t2b3b5b6b7b8w8t8b"  # 19 cards, no kind twice
    assert score_json({**base, "hand": "4t" + filler + "9w9b"})["total"] == 0
    assert score_json({**base, "hand": "4t4t" + filler + "9w"})["total"] == 0
    assert score_json({**base, "hand": "4t4t4t" + filler})["total"] == 30
    # two flips of the same card leave two: they count only as a dragon declared from the deal (龙, level 2 = 64)
    double = {"preset": "tongzhou-double", "flips": ["4t", "4t"], "win": None}
    assert score_json({**double, "hand": "4t4t" + filler + "9w"})["total"] == 0
    assert score_json({**double, "hand": "4t4t" + filler + "9w", "declared": ["4t"]})["total"] == 70


def test_cli_score_and_exit_status():
    good = dict(BASE)
    bad = {**BASE, "hand": "xx"}
    proc = subprocess.run([sys.executable, "-m", "changpai_desktop.engine", "score"], input=json.dumps([good, bad]),
                          capture_output=True, text=True)
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert out[0]["total"] == 50 and "error" in out[1]
    proc = subprocess.run([sys.executable, "-m", "changpai_desktop.engine", "score"], input=json.dumps(good),
                          capture_output=True, text=True)
    assert proc.returncode == 0 and json.loads(proc.stdout)["total"] == 50


def test_cli_settle():
    proc = subprocess.run([sys.executable, "-m", "changpai_desktop.engine", "settle"], input="[260, 40, 10]",
                          capture_output=True, text=True, check=True)
    assert json.loads(proc.stdout) == [470, -190, -280]


def test_explanations_in_three_languages():
    from changpai_desktop.engine.hant import to_hant
    from changpai_desktop.engine.scoring.request import score_request
    from changpai_desktop.services.score_text import score_to_json
    from changpai_desktop.services.text import render

    obj = {"preset": "nantong-single", "flips": ["hh"], "melds": ["long:5t", "peng:qz", "peng:9b"],
           "hand": "3w3w3w7t7t7t1b2b3bbhbhbh6b6b", "win": {"card": "6b", "by": "self"}}
    result = score_request(obj)
    texts = {lang: [render(it.msg, lang) for it in result.items] for lang in ("zh_Hans", "zh_Hant", "en")}
    assert "碰 千字（2级将）" in texts["zh_Hans"] and "碰 千字（2級將）" in texts["zh_Hant"]
    assert any("pung of Thousand" in t for t in texts["en"])
    assert to_hant("文钱 吊头 六饼 飘胡") == "文錢 弔頭 六餅 飄胡"  # 弔頭, as the traditional seed text writes it
    assert all("zh_hant" in d for d in score_to_json(result)["items"])
