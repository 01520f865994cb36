"""Inputs the scorer refuses (issue 14): 喜 where they are not in play, a winning card of a 叫龙's kind,
contradictory 天成 and 杠开 flags. Each refusal names the rule and the card, in every language."""

from __future__ import annotations

import json

import pytest

from changpai_desktop.engine.scoring import ScoringError
from changpai_desktop.engine.scoring.request import score_request
from changpai_desktop.services.score_text import score_json
from changpai_desktop.services.text import render

# RULES.md §7 example 3: tongzhou-double, flips 2t 6w, a 清胡 of 120 on a discard.
EXAMPLE_3 = {"preset": "tongzhou-double", "flips": ["2t", "6w"], "melds": [],
             "hand": "5b6b7b5b6b7b5b6b7b1t2t3t4w5w6w7w8w9w2w3w4w9t9t", "win": {"card": "1t", "by": "discard"}}


def _with(**changes):
    obj = json.loads(json.dumps(EXAMPLE_3))
    obj.update(changes)
    return obj


def _refusal(obj) -> ScoringError:
    with pytest.raises(ScoringError) as info:
        score_request(obj)
    return info.value


def test_example_3_scores_120():
    assert score_json(EXAMPLE_3)["total"] == 120


@pytest.mark.parametrize("changes", [{"flips": ["xi", "2t", "6w"]}, {"joys": 1},
                                     {"joys": 5, "joys_in_deal": True}])
def test_joys_refused_where_they_are_not_in_play(changes):
    """tongzhou-double plays without 喜 (RULES.md §5.4): a 喜 flip, or a hand counting 喜, is refused with a
    message that says how to switch them on."""
    err = _refusal(_with(**changes))
    en = render(err.msg, "en")
    assert "RULES.md §5.4" in en and "joys.enabled" in en and "house rules" in en
    assert "房规" in render(err.msg, "zh_Hans") and "房規" in render(err.msg, "zh_Hant")


def test_joys_switched_on_by_a_house_rule():
    obj = _with(joys=1, overrides={"joys.enabled": True})
    assert score_json(obj)["total"] == 140            # 底胡 20 + 喜 20 + 清 100


def test_a_flipped_joy_brings_joys_into_play_in_nantong_single():
    """nantong-single doubles 喜 on a 喜 flip (seed 001): there the flip itself switches them on."""
    obj = {"preset": "nantong-single", "flips": ["xi"], "melds": ["peng:5w"], "joys": 2,
           "hand": "2w3w4w6w7w8w5t6t7t2b3b4b5b6b7b6b7b8b8t"}
    assert score_json(obj)["total"] == 70
    obj["flips"] = ["5t"]
    assert "joys.enabled" in score_json(obj)["error"]


def test_winning_card_of_a_declared_dragon_is_refused():
    """Every copy of a 叫龙's kind has been in the hand since the deal: it is neither drawn nor claimed."""
    obj = {"preset": "nantong-single", "flips": ["4t"], "declared": ["2b"], "melds": ["peng:5w", "peng:hh"],
           "hand": "2b2b2b2b3b4b1t2t3t6w7w8w7t8t9t9w9w", "win": {"card": "2b", "by": "self"}}
    err = _refusal(obj)
    assert render(err.msg, "en").startswith("the winning card Two of Coins is the kind of a declared dragon")
    assert "二饼" in render(err.msg, "zh_Hans") and "二餅" in render(err.msg, "zh_Hant")
    obj["win"]["card"] = "8t"
    assert "error" not in score_json(obj)


@pytest.mark.parametrize("obj,needle", [
    (_with(win={"card": "1t", "by": "discard", "dealer_first": True}), "never on a discard"),
    ({"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"], "hand":
      "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "self", "dealer_first": True}},
     "pung of Five of Characters"),
    ({"preset": "nantong-single", "flips": ["2w"], "melds": ["angang:3t"], "hand":
      "5b5b5b4t5t6t1w2w3w7w8w9w2b3b4b7b8b9b9t9t", "win": {"card": "5t", "by": "self", "dealer_first": True}},
     "concealed kong of Three of Strings"),
])
def test_contradictory_tiancheng_is_refused(obj, needle):
    """天成 is the dealer's self-drawn win on its dealt cards: no discard, no 碰, no 暗杠 replacement."""
    err = _refusal(obj)
    assert needle in render(err.msg, "en") and "RULES.md §5.3" in render(err.msg, "en")
    assert "天成" in render(err.msg, "zh_Hans")


def test_tiancheng_with_a_laid_dragon_of_the_dragon_window_stands():
    obj = {"preset": "nantong-single", "flips": ["hh"], "melds": ["long:5t"],
           "hand": "qzqzqz9b9b9b3w3w3w7t7t7t1b2b3bbhbhbh6b6b", "win": {"card": "6b", "by": "self",
                                                                   "dealer_first": True}}
    assert score_json(obj)["multiplier"] == 4          # 天成 × 闷子棍


def test_gang_kai_needs_a_meld_that_drew_a_replacement():
    """杠开 only on a replacement for one's own 杠, 暗杠, 加杠 or laid four-card dragon: a laid three-card dragon
    draws nothing (RULES.md §5.3)."""
    obj = {"preset": "nantong-single", "flips": ["5t"], "melds": ["long:5t"], "overrides": {"extras.gang_kai": 10},
           "hand": "5b5b5b4t4t4t1w2w3w7w8w9w2b3b4b7b8b9b9t9t", "win": {"card": "9t", "by": "self",
                                                                   "after_gang": True}}
    err = _refusal(obj)
    assert "杠开" in render(err.msg, "en") and "Nine of Strings" in render(err.msg, "en")
    obj["flips"] = ["2w"]                                         # a four-card dragon drew one
    assert score_json(obj)["items"][-1]["key"] == "gang_kai"
