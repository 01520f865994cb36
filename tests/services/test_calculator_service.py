"""The 算胡器's state and checks without a display: the RULES.md §7 examples entered card by card, the
settlement with the house rules 包张 and 穷狠 300, the ready check, and the count that refuses a fifth copy."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.scoring.settlement import settle
from changpai_desktop.services.calculator import Calculator, Refusal
from changpai_desktop.services.text import render


def enter(calc: Calculator, seat: int, mode: str, codes: str) -> list[Refusal | None]:
    return [calc.add(seat, mode, code) for code in codes.split()]


def example_2(rules: RuleSet | None = None, self_drawn: bool = True) -> Calculator:
    """RULES.md §7 example 2 for player 0 (the winner), with players 1 and 2 holding 40 and 10 (example 4)."""
    calc = Calculator(rules or RuleSet.preset("nantong-single"))
    enter(calc, 0, "flip", "hh")
    enter(calc, 0, "long", "5t")
    enter(calc, 0, "peng", "qz 9b")
    enter(calc, 0, "hand", "3w 3w 3w 7t 7t 7t 1b 2b 3b bh bh bh 6b")
    enter(calc, 0, "win", "6b")
    calc.self_drawn = self_drawn
    enter(calc, 1, "minggang", "1t")
    enter(calc, 1, "hand", "9t 9t 9t 1w 1w 1w 2w 4w 6w 8w 2t 4t 6t 8t 4b 5b 7b 8b hh")
    enter(calc, 2, "peng", "2w")
    enter(calc, 2, "hand", "4w 5w 6w 7w 8w 2t 3t 4t 6t 8t 2b 4b 5b 7b 8b 9b 1b 3b qz")
    return calc


def test_example_1_is_short_until_the_winning_card_then_40():
    calc = Calculator(RuleSet.preset("nantong-single"))
    enter(calc, 0, "flip", "4t")
    enter(calc, 0, "peng", "5w hh")
    enter(calc, 0, "hand", "2b 2b 2b 1t 2t 3t 6w 7w 8w 3b 4b 5b 7t 9t 9w 9w")
    c = calc.check(0)
    assert (c.state, c.problem) == ("short", "need_win_card")
    calc.winner = None                          # as a player who did not win: 22 cards less two 碰, 底胡 only
    assert calc.total(0) == 10
    calc.winner = 0
    enter(calc, 0, "win", "8t")
    c = calc.check(0)
    assert c.state == "ok" and c.score.total == 40 and len(c.score.items) >= 5
    assert calc.expected(0) == (17, 17)
    assert calc.hand_display(0)[-1] == "8t"                    # the winning card shown last
    assert calc.request(0)["win"] == {"card": "8t", "by": "discard"}
    calc.remove_hand_card(0, 0)
    c = calc.check(0)
    assert (c.state, c.problem, c.values) == ("short", "short", {"held": 16, "missing": 1})


def test_examples_2_and_4_totals_and_settlement():
    calc = example_2()
    checks = calc.checks()
    assert [c.score.total for c in checks] == [260, 40, 10]
    st = calc.settlement(checks)
    assert st.nets == [470, -190, -280] and st.totals == [260, 40, 10]
    assert st.baozhang is None and st.raised_to_300 == [] and st.ready_feeder is None


def test_example_2_on_a_discard_is_no_self_draw():
    calc = example_2(self_drawn=False)
    totals = [calc.total(i) for i in range(3)]
    assert totals[1:] == [40, 10] and totals[0] < 260


def test_settlement_waits_for_all_three_players():
    calc = example_2()
    calc.clear_player(2)
    checks = calc.checks()
    assert checks[2].state == "empty" and calc.settlement(checks) is None


def test_example_3_too_many_cards_and_a_hand_that_cannot_win():
    calc = Calculator(RuleSet.preset("tongzhou-double"))
    enter(calc, 0, "flip", "2t 6w")
    assert calc.check(0).problem == "empty"
    enter(calc, 0, "hand", "5b 6b 7b 5b 6b 7b 5b 6b 7b 2t 3t 4w 5w 6w 7w 8w 9w 2w 3w 4w 9t 9t")
    enter(calc, 0, "win", "1t")
    assert calc.total(0) == 120
    enter(calc, 0, "hand", "1w")
    c = calc.check(0)
    assert (c.state, c.problem) == ("error", "over")
    assert c.values == {"held": 24, "extra": 1, "melds": 0, "expected": 23}
    calc.remove_hand_card(0, 0)          # the first card shown, 一万
    assert calc.total(0) == 120
    calc.clear_all()
    assert calc.flips == [] and calc.check(0).problem == "empty"
    enter(calc, 0, "flip", "2t 6w")
    enter(calc, 0, "hand", "1w 3w 5w 7w 9w 1t 3t 5t 7t 9t 1b 3b 5b 7b 9b hh qz bh 2w 4w 6w 8w")
    enter(calc, 0, "win", "8b")
    c = calc.check(0)
    assert (c.state, c.problem) == ("error", "invalid") and "cannot be arranged" in render(c.values["message"], "en")


def test_flips_must_be_entered_first_and_a_new_flip_replaces_the_oldest():
    calc = Calculator(RuleSet.preset("tongzhou-double"))
    enter(calc, 0, "hand", "1w")
    assert calc.check(0).problem == "need_flips" and calc.check(0).values == {"flips": 2}
    enter(calc, 0, "flip", "2t 6w 9b")
    assert calc.flips == ["6w", "9b"] and calc.flips_missing() == 0
    calc.set_rules(RuleSet.preset("nantong-single"))        # one flip: the latest stays
    assert calc.flips == ["9b"]


def test_winner_needs_a_winning_card():
    calc = Calculator(RuleSet.preset("nantong-single"))
    enter(calc, 0, "flip", "4t")
    enter(calc, 0, "hand", "1w")
    assert calc.check(0).problem == "need_win_card"
    calc.winner = 1
    assert calc.check(0).problem == "short" and calc.expected(0) == (1, 22)


def test_a_saved_house_rule_scores_example_1_by_its_values():
    calc = Calculator(RuleSet.preset("nantong-single", {"hand_types.ta.base_discard": 50}))
    enter(calc, 0, "flip", "4t")
    enter(calc, 0, "peng", "5w hh")
    enter(calc, 0, "hand", "2b 2b 2b 1t 2t 3t 6w 7w 8w 3b 4b 5b 7t 9t 9w 9w")
    enter(calc, 0, "win", "8t")
    assert calc.total(0) == 70


def test_baozhang_and_qionghen_300_of_a_house_rule():
    presets = example_2(self_drawn=False)
    assert not presets.offers_baozhang() and not presets.offers_no_pair() and not presets.asks_feeder()
    rules = RuleSet.preset("nantong-single", {"settlement.baozhang": True, "settlement.qionghen_300": True})
    calc = example_2(rules, self_drawn=False)
    assert calc.asks_feeder()
    t = [calc.total(i) for i in range(3)]
    assert t[1:] == [40, 10] and t[0] > t[1]
    assert calc.settlement(calc.checks()).nets == settle(t)         # nobody named as the feeder yet
    calc.feeder = 2                                                   # player 3 fed the win, not ready
    assert not calc.is_ready(2)
    st = calc.settlement(calc.checks())
    share = t[0] - t[1]
    plain = settle(t)
    assert st.nets == [plain[0], plain[1] + share, plain[2] - share] and st.baozhang == (2, 1, share)
    calc.self_drawn = True                                            # self-drawn: no 包张
    assert not calc.asks_feeder()
    t = [calc.total(i) for i in range(3)]
    assert calc.settlement(calc.checks()).nets == settle(t)
    calc.players[2].no_pair = True                                    # player 3 was dealt no pair
    st = calc.settlement(calc.checks())
    assert st.totals == [t[0], 40, 300] and st.nets == settle([t[0], 40, 300]) and st.raised_to_300 == [2]


def test_a_ready_feeder_pays_no_baozhang():
    rules = RuleSet.preset("nantong-single", {"settlement.baozhang": True})
    calc = example_2(rules, self_drawn=False)
    calc.clear_player(2)
    enter(calc, 2, "peng", "2w")
    enter(calc, 2, "hand", "4w 5w 6w 7w 8w 9w 2t 3t 4t 6t 7t 8t 4b 5b 6b 7b 8b 9b 1b")   # six sets, waits on 一饼
    assert calc.check(2).state == "ok" and calc.is_ready(2)
    calc.feeder = 2
    st = calc.settlement(calc.checks())
    assert st.baozhang is None and st.ready_feeder == 2
    assert st.nets == settle(st.totals)


def test_ready_counts_melded_sets():
    calc = Calculator(RuleSet.preset("nantong-single"))
    enter(calc, 0, "flip", "4t")
    enter(calc, 0, "peng", "5w hh")
    enter(calc, 0, "hand", "2b 2b 2b 1t 2t 3t 6w 7w 8w 3b 4b 5b 7t 9t 9w 9w")
    assert calc.melded_sets(0) == 2 and calc.is_ready(0)      # waits on 八条
    calc.remove_meld_card(0, 4)                                # a card of the second meld: 红花's 碰 goes
    assert calc.players[0].melds == [("peng", "5w")] and not calc.is_ready(0)


def test_a_laid_dragon_and_a_declared_dragon_hold_the_copies_not_flipped():
    calc = Calculator(RuleSet.preset("nantong-single"))
    enter(calc, 0, "flip", "5t")
    enter(calc, 0, "long", "5t")
    assert calc.meld_size("long", "5t") == 3 and calc.copies_used()["5t"] == 4
    enter(calc, 1, "declared", "7b")
    assert calc.players[1].hand == ["7b"] * 4 and calc.players[1].declared == ["7b"]
    calc.remove_hand_card(1, 0)                    # fewer than all its copies: no longer a 叫龙
    assert calc.players[1].declared == [] and calc.players[1].hand == ["7b"] * 3


def test_a_fifth_copy_is_refused_when_entered():
    calc = example_2()
    before = calc.copies_used()
    assert before["bh"] == 3 and before["hh"] == 2 and before["5t"] == 4
    assert enter(calc, 1, "hand", "bh") == [None]
    assert enter(calc, 2, "hand", "bh") == [Refusal("too_many", "bh")]
    assert calc.players[2].hand.count("bh") == 0 and calc.copies_used()["bh"] == 4
    assert enter(calc, 2, "peng", "5t") == [Refusal("too_many", "5t")]
    assert enter(calc, 0, "flip", "5t") == [None]          # a flip of the laid dragon's kind: it holds one less
    assert calc.copies_used()["5t"] == 4 and calc.flips == ["5t"] and calc.meld_size("long", "5t") == 3
    assert enter(calc, 2, "win", "5t") == [Refusal("too_many", "5t")]
    assert calc.winner == 0                                 # a refused click changes nothing
    assert calc.over_four() == []


def test_kinds_over_four_are_reported_when_reached_another_way():
    calc = Calculator(RuleSet.preset("nantong-single"))
    enter(calc, 0, "hand", "1w 1w 1w 1w")
    calc.players[1].hand.append("1w")               # entered past the click check
    assert calc.over_four() == ["1w"]
    assert calc.settlement(calc.checks()) is None


def test_flags_offered_follow_the_rule_set_and_reach_the_request():
    calc = example_2(RuleSet.preset("nantong-single", {"multipliers.haidi.on": True}))
    assert calc.offered_flags() == ("dealer_first", "last_card")
    calc.flags = {"dealer_first", "last_card"}
    assert calc.request(0)["win"] == {"card": "6b", "by": "self", "dealer_first": True, "last_card": True}
    calc.set_rules(RuleSet.preset("nantong-single"))
    assert calc.offered_flags() == ("dealer_first",)
    assert calc.flags == {"dealer_first"}             # a flag the new rule set does not offer is dropped
    assert calc.request(0)["win"] == {"card": "6b", "by": "self", "dealer_first": True}


def test_dealer_first_means_self_drawn():
    calc = example_2(self_drawn=False)
    calc.flags = {"dealer_first"}
    assert calc.request(0)["win"]["by"] == "self"


@pytest.mark.parametrize("mode", ["hand", "win", "peng", "long", "declared"])
def test_joys_are_only_flips(mode):
    calc = Calculator(RuleSet.preset("rugao-double-xi"))
    assert calc.add(0, mode, "fu") is None
    assert calc.players[0].hand == [] and calc.players[0].melds == []
    calc.add(0, "flip", "fu")
    assert calc.flips == ["fu"]


def test_the_calculator_offers_tianting_when_the_rule_set_has_it():
    """The win flags offered follow the schema's win-flag column: 天听 (ready_on_deal) only with its rule on."""
    assert "ready_on_deal" not in Calculator(RuleSet.preset("rugao-double-xi")).offered_flags()
    calc = Calculator(RuleSet.preset("rugao-double-xi", {"multipliers.tianting.on": True}))
    assert "ready_on_deal" in calc.offered_flags() and "ready_declared" in calc.offered_flags()
