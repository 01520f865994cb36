"""The seed rules RULES.md now makes options (issue 14): 天听, and 会面's two variants of seed 000."""

from __future__ import annotations

from changpai_desktop.services.score_text import score_json

# rugao-double-xi, flips 2t 6w: 碰红花 4 + 碰千字 4 = 8 → 10; 白花 the pair, won on by itself.
DUDIAO = {"preset": "rugao-double-xi", "flips": ["2t", "6w"], "melds": ["peng:hh", "peng:qz"],
          "hand": "bhbh1w2w3w4w5w6w7w8w9w1t2t3t4b5b6b", "win": {"card": "bh", "by": "self"}}


def _on(obj, **over):
    return {**obj, "overrides": {"multipliers.huimian.on": True, **over}}


def test_huimian_dudiao_variant_counts_the_third_as_the_pair_of_the_winning_card():
    plain = score_json(_on(DUDIAO))
    variant = score_json(_on(DUDIAO, **{"multipliers.huimian.dudiao": True}))
    assert not any(i["key"] == "mult.huimian" for i in plain["items"])
    assert any(i["key"] == "mult.huimian" for i in variant["items"])
    assert variant["total"] == 2 * plain["total"]


def test_huimian_dudiao_needs_the_winning_card_to_complete_the_pair():
    obj = dict(DUDIAO, hand="bhbh1w2w3w4w5w6w7w8w9w1t2t3t4b5b6b", win={"card": "5w", "by": "self"})
    variant = score_json(_on(obj, **{"multipliers.huimian.dudiao": True}))
    assert not any(i["key"] == "mult.huimian" for i in variant["items"])


# rugao-double-xi, flips hh 2t (半边将: 老将 level 2). 碰千字 8 + 碰白花 8 + the three 红花 left, all held (暗杠 at
# level 2) 48 = 64, 三老会齐 ×2 → 128 → 130: 会面出汗 (×4).
SWEAT = {"preset": "rugao-double-xi", "flips": ["hh", "2t"], "melds": ["peng:qz", "peng:bh"],
         "hand": "hhhhhh1w2w3w4w5w6w7w8w9w4b5b6b7b7b", "win": {"card": "5w", "by": "self"}}


def test_huimian_sweat_variant_scores_a_claimed_old_general_at_level_1():
    plain = score_json(_on(SWEAT))
    variant = score_json(_on(SWEAT, **{"multipliers.huimian.claimed_level_1": True}))
    assert plain["dihu"] == 130 and variant["dihu"] == 120      # 碰 at level 1: 4 + 4 + 48 = 56, ×2 → 112 → 120
    pengs = [i for i in variant["items"] if i["key"] == "meld.peng"]
    assert [p["hu"] for p in pengs] == [4, 4] and "1级将" in pengs[0]["zh"]
    assert any(i["key"] == "mult.huimian" and i["factor"] == 4 for i in variant["items"])


def test_huimian_sweat_variant_leaves_a_hand_without_huimian_alone():
    obj = {**SWEAT, "overrides": {"multipliers.huimian.claimed_level_1": True}}     # 会面 itself off
    assert score_json(obj)["dihu"] == 130


TIANTING = {"preset": "nantong-single", "flips": ["2w"], "melds": ["peng:3w"],
            "hand": "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b9t9t", "win": {"card": "5t", "by": "self"}}


def test_tianting_doubles_a_win_once():
    obj = {**TIANTING, "win": {**TIANTING["win"], "ready_on_deal": True}}
    assert score_json(obj)["total"] == 50                                      # off in every preset
    on = {**obj, "overrides": {"multipliers.tianting.on": True, "multipliers.baoting.on": True}}
    result = score_json(on)
    assert result["total"] == 100 and [i["key"] for i in result["items"] if i["key"].startswith("mult.")] == [
        "mult.tianting"]
    both = {**on, "win": {**obj["win"], "ready_declared": True}}
    assert "one declaration, one doubling" in score_json(both)["error"]


# --- decisions of RULES.md that already held (issue 14): each checked here --------------------------------

NON_WINNER = "1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t1b2b3b4b"      # 22 cards, no 把子: 底胡 0


def test_four_joys_doubled_by_a_joy_flip_are_140():
    obj = {"preset": "nantong-single", "flips": ["xi"], "hand": NON_WINNER, "joys": 4}
    assert score_json(obj)["total"] == 140                               # 70 × 2 (RULES.md §5.4)
    assert score_json({**obj, "flips": ["5t"], "overrides": {"joys.enabled": True}})["total"] == 70


def test_the_cap_applies_to_every_players_count_winner_or_not():
    # three 老将 暗克 8 each, 三老会齐 ×2 → 48 → 50 for a player who did not win
    obj = {"preset": "nantong-single", "flips": ["4t"], "hand": "hhhhhhqzqzqzbhbhbh" + NON_WINNER[:26]}
    assert score_json(obj)["total"] == 50
    capped = score_json({**obj, "overrides": {"settlement.cap": 30}})
    assert capped["total"] == 30 and capped["items"][-1]["key"] == "cap"
    winner = {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
              "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"}}
    assert score_json({**winner, "overrides": {"settlement.cap": 30}})["total"] == 30     # 40 capped
