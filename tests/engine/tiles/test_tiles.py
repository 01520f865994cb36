"""The tiles package's own facts: sets needed, is-ready and the 清胡 distance agree with the arithmetic."""

import random

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.cards import INDEX, counts_of, parse
from changpai_desktop.engine.tiles import is_ready, is_winning, qing_xiangting, sets_needed, waits, xiangting


def test_sets_needed_counts_melds_that_are_sets():
    levels = RuleSet.preset("tongzhou-double").levels_for(["7t", "7t"])   # two 7t flipped: two copies left
    rem = levels.remaining
    assert sets_needed([], rem) == 7
    assert sets_needed([("peng", INDEX["5w"]), ("minggang", INDEX["qz"])], rem) == 5
    assert sets_needed([("long", INDEX["7t"])], rem) == 7        # a laid two-card dragon is not a set
    assert sets_needed([("long", INDEX["8t"])], rem) == 6


def test_is_ready_is_zero_xiangting_and_has_a_wait():
    rem = RuleSet.preset("nantong-single").levels_for(["5w"]).remaining
    ready = counts_of(parse("1w2w3w4w5w6w7t8t9t1b2b3b3b4b5bhhhhhhqzqz9b9b"))   # 22 cards, one short
    assert is_ready(ready, [], rem) and waits(ready)
    rnd = random.Random(3)
    for _ in range(300):
        c = [0] * 30
        while sum(c) < 22:
            k = rnd.randrange(30)
            c[k] += c[k] < 4
        assert is_ready(c, [], rem) == (xiangting(c, 7) <= 0) == bool(waits(c))


def test_qing_distance_is_never_closer_than_the_plain_one():
    rnd = random.Random(5)
    for _ in range(500):
        c = [0] * 30
        while sum(c) < 23:
            k = rnd.randrange(30)
            c[k] += c[k] < 4
        assert qing_xiangting(c, 7) >= xiangting(c, 7)
    qing = counts_of(parse("1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t1b2b3bhhhh"))
    assert is_winning(qing) and qing_xiangting(qing, 7) == xiangting(qing, 7)
