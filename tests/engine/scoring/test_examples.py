"""算胡 on real hands, against RULES.md: the worked examples of §7 and hands worked out by hand from §4–§5.

Each case's comment shows the sum the way a player would do it at the table.
"""

import json

import pytest

from changpai_desktop.services.score_text import score_json


def win(card, by="self", **flags):
    return {"card": card, "by": by, **flags}


def case(preset, flips, hand, melds=(), w=None, **extra):
    obj = {"preset": preset, "flips": list(flips), "melds": list(melds), "hand": hand, "win": w}
    obj.update(extra)
    return obj


# (id, request, expected total, expected type, expected dihu, expected multiplier)
CASES = [
    # ---- RULES.md §7 ----------------------------------------------------------------------------
    ("s7-1", case("nantong-single", ["4t"], "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", ["peng:5w", "peng:hh"],
                  win("8t", "discard")), 40, "ta", 10, 1),
    ("s7-2", case("nantong-single", ["hh"], "3w3w3w7t7t7t1b2b3bbhbhbh6b6b", ["long:5t", "peng:qz", "peng:9b"],
                  win("6b", "self")), 260, "piao", 40, 1),
    ("s7-3", case("tongzhou-double", ["2t", "6w"], "5b6b7b5b6b7b5b6b7b1t2t3t4w5w6w7w8w9w2w3w4w9t9t",
                  w=win("1t", "discard")), 120, "qing", 20, 1),
    # ---- nantong-single ---------------------------------------------------------------------------
    # level 0 row: 碰2w 1 + 明杠3w 4 + 暗杠5w 6 + 龙6w 8 + 把子8b 2 = 21 → 30; 塌 30+20+自摸10+吊头10 = 70
    ("ns-level0", case("nantong-single", ["4t"], "8b8b8b5t6t7t2b3b4b8w8w",
                       ["peng:2w", "minggang:3w", "angang:5w", "long:6w"], win("8w", "self")), 70, "ta", 30, 1),
    # level 1 row: 碰1w 4 + 明杠9b 16 + 暗杠7w 24 + 龙hh 32 + 把子1t 8 = 84 → 90; 塌 90+20+吊头10 = 120
    ("ns-level1", case("nantong-single", ["4t"], "1t1t1t2b3b4b5b6b7b9w9w",
                       ["peng:1w", "minggang:9b", "angang:7w", "long:hh"], win("9w", "discard")), 120, "ta", 90, 1),
    # 老将 flipped (level 2), three-card dragon of the flipped kind: 碰hh 8 + 龙qz 64 + 把子5w 2 = 74 → 80;
    # 塌 80+20+10+10 = 120
    ("ns-level2-flipped-dragon", case("nantong-single", ["qz"], "5w5w5w2t3t4t6t7t8t3b4b5b6b7b8b2w2w",
                                      ["peng:hh", "long:qz"], win("2w", "self")), 120, "ta", 80, 1),
    # flip 红花: all three remaining 红花 concealed = level-2 暗杠 48; 明杠qz 32; 暗杠bh 48; 三老会齐 doubles
    # them: (48+32+48)×2 = 256 → 260; 塌 260+20+吊头10 = 290
    ("ns-three-old", case("nantong-single", ["hh"], "hhhhhh2w3w4w5w6w7w2t3t4t5t6t7t8b8b",
                          ["minggang:qz", "angang:bh"], win("8b", "discard")), 290, "ta", 260, 1),
    # 清胡 with 把子 and two 文钱, flip 5t (2-5-8 将): 把子 4w 2 + 5w 8 + 6w 2 = 12 → 20;
    # 清 20+80+自摸10+丫子10+双文钱50 = 170 (read as triplets it would be a 塌 of 110)
    ("ns-qing-baozi-wq2", case("nantong-single", ["5t"], "1b2b3b1b2b3b4w5w6w4w5w6w4w5w6w7t8t9t2t3t4t9b9b",
                               w=win("3t", "self")), 170, "qing", 20, 1),
    # 飘胡 闷飘 with three 文钱, flip 2w: 把子 1b 8 + 2b 8 + 3b 2 + 4t 2 + 6w 2 + 7b 2 + qz 8 = 32 → 40;
    # (40+50+自摸10+吊头10+三文钱100)×2 = 420, 闷飘 ×2 = 840
    ("ns-menpiao-wq3", case("nantong-single", ["2w"], "1b2b3b1b2b3b1b2b3b4t4t4t6w6w6w7b7b7bqzqzqz9t9t",
                            w=win("9t", "self")), 840, "piao", 40, 2),
    # four 文钱, flip 5t: 四张 1b 暗杠 24 + 2b 24 + 3b 6 = 54 → 60; 清 60+80+吊头10+四文钱200 = 350
    ("ns-qing-wq4", case("nantong-single", ["5t"], "1b2b3b1b2b3b1b2b3b1b2b3b4w5w6w6t7t8t7w8w9w3w3w",
                         w=win("3w", "discard")), 350, "qing", 60, 1),
    # 一胡头儿: the only scoring set is 碰 5w (1) → 10; 塌 10+20+自摸10 = 40, ×2 = 80
    ("ns-yihutouer", case("nantong-single", ["4t"], "2w3w4w6w7w8w5t6t7t2b3b4b5b6b7b6b7b8b8t8t", ["peng:5w"],
                          win("4w", "self")), 80, "ta", 10, 2),
    # 天成: counts as self-drawn, no place: 把子 7w 2 + 8b 2 = 4 → 10; 塌 10+20+10 = 40, ×2 = 80
    ("ns-tiancheng", case("nantong-single", ["3w"], "7w7w7w8b8b8b2t3t4t5t6t7t4b5b6b2w3w4w1t2t3t5w5w",
                          w=win("5w", "self", dealer_first=True)), 80, "ta", 10, 2),
    # a non-winner: 碰hh 4 + 暗杠9w 24 + 把子5b 2 + 7t 8 = 38 → 40
    ("ns-nonwinner", case("nantong-single", ["4t"], "5b5b5b7t7t7t1w2w3w4w5w6w6w8t2b3b",
                          ["peng:hh", "angang:9w"]), 40, None, 40, 1),
    # rounding: 0 stays 0; 10 stays 10; 11 becomes 20
    ("ns-round-0", case("nantong-single", ["4t"], "1w2w3w4w5w6w7w8w2t3t5t6t8t2b3b5b6b8b9b3w5w6w"), 0, None, 0, 1),
    ("ns-round-10", case("nantong-single", ["4t"], "2b3b5b6b8b3w4w5w6w7w2t3t8t5t9t7b",
                         ["peng:1w", "angang:2w"]), 10, None, 10, 1),
    ("ns-round-11", case("nantong-single", ["4t"], "2b3b5b6b8b4w5w6w7w2t3t8t5b",
                         ["peng:1w", "angang:2w", "peng:3w"]), 20, None, 20, 1),
    # a flipped 喜 (single): no rank group; 喜 values doubled: 2 喜 = 30×2; 碰5w 1 → 10; 10+60 = 70
    ("ns-joy-flip-nonwinner", case("nantong-single", ["xi"], "2w3w4w6w7w8w5t6t7t2b3b4b5b6b7b6b7b8b8t",
                                   ["peng:5w"], joys=2), 70, None, 10, 1),
    # ... and its winner with no 喜: 一胡头儿 ×2 and 穷穷狠 ×4: (10+20+10)×8 = 320
    ("ns-qiongqionghen", case("nantong-single", ["fu"], "2w3w4w6w7w8w5t6t7t2b3b4b5b6b7b6b7b8b8t8t", ["peng:5w"],
                              win("4w", "self")), 320, "ta", 10, 8),
    # ---- tongzhou-double --------------------------------------------------------------------------
    # level 0 row: 碰3w 2 + 明杠4w 8 + 暗杠5w 12 + 龙7w 16 + 把子8b 4 = 42 → 50; 塌 50+20+吊头10 = 80
    ("td-level0", case("tongzhou-double", ["2t", "6w"], "8b8b8b3t4t5t3b4b5b1w1w",
                       ["peng:3w", "minggang:4w", "angang:5w", "long:7w"], win("1w", "discard")), 80, "ta", 50, 1),
    # 双将 (4b 4t): rank 4 level 2; flipped 4t 碰 = 2×8 = 16; three-card 龙 4b = 64; 碰4w 8; 把子 9t (老将) 8:
    # 96 → 100; 塌 100+20+10+10 = 140
    ("td-shuangjiang", case("tongzhou-double", ["4b", "4t"], "9t9t9t5w6w7w1t2t3t7b8b9b2w2w",
                            ["peng:4w", "peng:4t", "long:4b"], win("2w", "self")), 140, "ta", 100, 1),
    # 双龙会 (hh hh): 老将 level 3; the two remaining 红花 laid as a dragon (not a set) 128; 碰qz 16;
    # 暗杠bh 96; 明杠9t 64; 三老会齐 +(128+16+96) = 544 → 550; 塌 550+20+吊头10 = 580
    ("td-shuanglonghui", case("tongzhou-double", ["hh", "hh"], "2w3w4w5w6w7w2b3b4b5t6t7t8b8b",
                              ["long:hh", "peng:qz", "angang:bh", "minggang:9t"], win("8b", "discard")),
     580, "ta", 550, 1),
    # 半边将 (hh 5w): 三张红花 (all remaining) = level-2 暗杠 48; qz 把子 16; 四张 5b 暗杠 24; 碰5t 4 → 92 → 100
    ("td-banbian-nonwinner", case("tongzhou-double", ["hh", "5w"], "hhhhhhqzqzqz5b5b5b5b1w2w3w7t8t2b6w6w9b",
                                  ["peng:5t"]), 100, None, 100, 1),
    # flips 9w 9b: rank 9 level 2, 九条 included (the higher level holds): 碰9t 8; the three remaining 9w
    # concealed = 暗杠 48 → 56 → 60
    ("td-rank9", case("tongzhou-double", ["9w", "9b"], "9w9w9w1w2w3w4w5w6w7w8w1t2t3t4b5b6b7b8b",
                      ["peng:9t"]), 60, None, 60, 1),
    # 闷飘 with an exposed kong: 明杠3w 8 + 把子 5b 4 + 7t 4 + hh 8 + 1w 4 + 8b 4 + 4t 4 = 36 → 40;
    # (40+50+自摸10+吊头10)×2 = 220, 闷飘 ×2 = 440
    ("td-menpiao-gang", case("tongzhou-double", ["2t", "6w"], "5b5b5b7t7t7thhhhhh1w1w1w8b8b8b4t4t4t9b9b",
                             ["minggang:3w"], win("9b", "self")), 440, "piao", 40, 2),
    # the discard completes a triplet: it counts as 碰 (2), not 暗克 → 10; 塌 10+20+文钱20 = 50
    ("td-discard-peng", case("tongzhou-double", ["2t", "6w"], "3w3w3w4w5w6w1t2t3t4t5t6t1b2b3b4b5b6b7b8b9b8w8w",
                             w=win("3w", "discard")), 50, "ta", 10, 1),
    # the same self-drawn: 暗克 4 → 10; 塌 10+20+自摸10+文钱20 = 60
    ("td-self-anke", case("tongzhou-double", ["2t", "6w"], "3w3w3w4w5w6w1t2t3t4t5t6t1b2b3b4b5b6b7b8b9b8w8w",
                          w=win("3w", "self")), 60, "ta", 10, 1),
    # 飘胡 with 碰 melds (no 闷飘), the discard 3b completes 1b2b3b at its end (拖尾): 碰5w 2 + 碰hh 4 +
    # 把子 7t 4 + 8w 4 + 4b 4 + 9b 4 = 22 → 30; (30 + 50 + 拖尾10 + 文钱20) × 2 = 220
    ("td-piao-edge", case("tongzhou-double", ["2t", "6w"], "1b2b3b7t7t7t8w8w8w4b4b4b9b9b9bqzqz",
                          ["peng:5w", "peng:hh"], win("3b", "discard")), 220, "piao", 30, 1),
    # 清胡 with nothing held: 0 + 100 + 自摸10 + 丫子10 = 120
    ("td-qing-plain", case("tongzhou-double", ["2t", "6w"], "1w2w3w4w5w6w7w8w9w1t2t3t3b4b5b6b7b8b4t5t6t9b9b",
                           w=win("5t", "self")), 120, "qing", 0, 1),
    # 喜 added by a house rule (the rugao values): 碰3w 2 → 10, two 喜 50 → 60
    ("td-house-joys", case("tongzhou-double", ["2t", "6w"], "1w2w4w5w7w8w1t2t4t5t7t8t1b2b4b5b7b8b9w", ["peng:3w"],
                           joys=2, overrides={"joys": {"enabled": True}}), 60, None, 10, 1),
    # ---- rugao-double-xi --------------------------------------------------------------------------
    # hard 丫子 (only 5t completes it), self-drawn, one 喜: 碰3w 2 + 把子5b 4 → 10, +喜 20 = 30;
    # 塌 30 + 成胡30 + 硬丫子30 = 90
    ("rg-hard-middle-self", case("rugao-double-xi", ["2t", "6w"], "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b8t8t",
                                 ["peng:3w"], win("5t", "self"), joys=1), 90, "ta", 10, 1),
    # the same on a discard: 30 + 20 + 20 = 70
    ("rg-hard-middle-discard", case("rugao-double-xi", ["2t", "6w"], "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b8t8t",
                                    ["peng:3w"], win("5t", "discard"), joys=1), 70, "ta", 10, 1),
    # 报听 doubles: 90 × 2 = 180
    ("rg-baoting", case("rugao-double-xi", ["2t", "6w"], "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b8t8t",
                        ["peng:3w"], win("5t", "self", ready_declared=True), joys=1), 180, "ta", 10, 2),
    # 穷穷狠: a 喜 was flipped (and replaced), the winner holds none: (10+30+30)×4 = 280
    ("rg-qiongqionghen", case("rugao-double-xi", ["xi", "2t", "6w"], "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b8t8t",
                              ["peng:3w"], win("5t", "self")), 280, "ta", 10, 4),
    # soft 丫子 (4t or 5t would win) in a 清胡 with 把子 6t (level 1, 8) → 10 and one 文钱, no 喜 (穷狠):
    # (10 + 清成胡100 + 软丫子20 + 文钱20) × 2 = 300
    ("rg-soft-middle-qing", case("rugao-double-xi", ["2t", "6w"], "4t5t6t6t6t1w2w3w4w5w6w7w8w9w1b2b3b4b5b6b7b8b9b",
                                 w=win("5t", "self")), 300, "qing", 10, 2),
    # hard 独钓 on a discard, two 喜: 把子 qz 8 → 10, +喜 50; 塌 60 + 20 + 40 = 120
    ("rg-hard-pair", case("rugao-double-xi", ["2t", "6w"], "1w2w3w4w5w6w7w8w9w2t3t4t5t6t7t2b3b4bqzqzqz8b8b",
                          w=win("8b", "discard"), joys=2), 120, "ta", 10, 1),
    # 十三胡: one plain 碰 and all sequences, no 把子: 碰3w 2 → 10; (10 + 20 + 硬独钓40 + 文钱20)×2 = 180,
    # 穷狠 ×2 = 360
    ("rg-shisan", case("rugao-double-xi", ["2t", "6w"], "1t2t3t4t5t6t7t8t9t1b2b3b4b5b6b7b8b9b5w5w", ["peng:3w"],
                       win("5w", "discard")), 360, "shisan", 10, 2),
    # 飘胡 闷飘 穷狠, hard 独钓 self-drawn: 把子 hh 8 + qz 8 + 5w 4 + 7w 4 + 8b 4 + 3t 4 + 1b 4 = 36 → 40;
    # (40 + 30 + 50) × 2 = 240, ×2 闷飘, ×2 穷狠 = 960
    ("rg-piao", case("rugao-double-xi", ["2t", "6w"], "hhhhhhqzqzqz5w5w5w7w7w7w8b8b8b3t3t3t1b1b1b4b4b",
                     w=win("4b", "self")), 960, "piao", 40, 4),
    # 喜 values of a non-winner with nothing else: 3 → 100, 4 → 200, 5 in the deal → 200
    ("rg-joys-3", case("rugao-double-xi", ["2t", "6w"], "1w2w4w5w7w8w1t2t4t5t7t8t1b2b4b5b7b8b3w3t3b6b", joys=3),
     100, None, 0, 1),
    ("rg-joys-4", case("rugao-double-xi", ["2t", "6w"], "1w2w4w5w7w8w1t2t4t5t7t8t1b2b4b5b7b8b3w3t3b6b", joys=4),
     200, None, 0, 1),
    ("rg-joys-5-deal", case("rugao-double-xi", ["2t", "6w"], "1w2w4w5w7w8w1t2t4t5t7t8t1b2b4b5b7b8b3w3t3b6b",
                            joys=5, joys_in_deal=True), 200, None, 0, 1),
]


@pytest.mark.parametrize("cid,request_obj,total,htype,dihu,mult", CASES, ids=[c[0] for c in CASES])
def test_scores_match_rules(cid, request_obj, total, htype, dihu, mult):
    result = score_json(request_obj)
    assert "error" not in result, result
    assert (result["total"], result["type"], result["dihu"], result["multiplier"]) == (total, htype, dihu, mult), \
        json.dumps(result, ensure_ascii=False, indent=1)


def test_explanation_items_add_up_to_the_total():
    for _cid, request_obj, total, *_ in CASES:
        result = score_json(request_obj)
        running = 0
        for item in result["items"]:
            assert item["zh"] and item["en"] and item["rule"].startswith("RULES.md")
            if "hu" in item:
                running += item["hu"]
            else:
                running *= item["factor"]
        assert running == total, (_cid, result["items"])
