"""底胡 as the computer players compute it (scoring.base) agrees with the scorer, 三老会齐 included."""

import random

import pytest

from changpai_desktop.engine.cards import INDEX, KINDS, N_KINDS, counts_of, parse
from changpai_desktop.engine.rules import MULTIPLIERS, RuleSet
from changpai_desktop.engine.scoring import (Meld, PlayerHand, ScoringError, base_hu, baozi_value, dihu,
                                             peng_value, score, set_value, sets_hu, visible_hu)
from changpai_desktop.engine.scoring.multipliers import REGISTRY

OLD_TRIO_KINDS = RuleSet.preset("nantong-single").levels.old_trio_indices   # 三老会齐: 红花 千字 白花

PRESETS = ("nantong-single", "tongzhou-double", "rugao-double-xi")


def _flips(rules: RuleSet, rnd: random.Random) -> list[str]:
    plain = [k for k in KINDS[:N_KINDS]]
    return rnd.sample(plain, rules.flips)


def _random_nonwinner(rules: RuleSet, rnd: random.Random) -> tuple[list[str], PlayerHand]:
    flips = _flips(rules, rnd)
    levels = rules.levels_for(flips)
    left = list(levels.remaining)
    melds = []
    for _ in range(rnd.randrange(3)):
        k = rnd.randrange(N_KINDS)
        if left[k] == 4 and k not in (m.kind for m in melds):
            form = rnd.choice(("peng", "minggang", "angang"))
            melds.append(Meld(form, k))
            left[k] = 0
    need = 22 - 3 * len(melds)
    pool = [k for k in range(N_KINDS) for _ in range(left[k])]
    # bias towards triplets so that 把子 and 三老会齐 occur
    concealed = [0] * N_KINDS
    for k in rnd.sample(OLD_TRIO_KINDS, rnd.randrange(4)) + rnd.sample(range(N_KINDS), 3):
        take = min(3, left[k] - concealed[k], need - sum(concealed))
        if take == 3:
            concealed[k] += 3
    rnd.shuffle(pool)
    for k in pool:
        if sum(concealed) == need:
            break
        if concealed[k] < left[k]:
            concealed[k] += 1
    joys = rnd.randrange(3) if rules.joys_enabled else 0
    return flips, PlayerHand(tuple(concealed), tuple(melds), (), joys, False, None)


@pytest.mark.parametrize("preset", PRESETS)
def test_base_hu_is_the_scorers_count_of_a_nonwinner(preset):
    rules = RuleSet.preset(preset)
    rnd = random.Random(preset)
    checked = 0
    for _ in range(400):
        flips, hand = _random_nonwinner(rules, rnd)
        try:
            scored = score(rules, flips, hand)
        except ScoringError:
            continue
        levels = rules.levels_for(flips)
        assert base_hu(rules, levels, hand.concealed, hand.melds, hand.declared, hand.joys) == scored.total, hand
        assert dihu(rules, levels, hand.concealed, hand.melds, hand.declared) == scored.dihu, (flips, hand)
        melded = sum(i.hu for i in scored.items if i.key.startswith("meld."))
        assert sets_hu(rules, levels, hand.melds, hand.declared) == melded, (flips, hand)
        checked += 1
    assert checked > 300


def test_the_old_trio_counts_for_the_ai_too():
    # hh×3 qz×3 bh×3 + 13 plain cards: 50 to the scorer (the AI's own estimate said 30: it dropped 三老会齐)
    rules = RuleSet.preset("nantong-single")
    concealed = tuple(counts_of(parse("hhhhhhqzqzqzbhbhbh1w2w4w5w7w8w1t2t4t5t7t8t9b")))
    levels = rules.levels_for(["5w"])
    assert base_hu(rules, levels, concealed) == 50 == score(rules, ["5w"], PlayerHand(concealed)).total
    trio = next(i for i in score(rules, ["5w"], PlayerHand(concealed)).items if i.key == "old_trio")
    assert rules.levels.old_trio == ("hh", "qz", "bh") and trio.cards == "hhqzbh"   # the trio is rule data


def test_declared_dragon_counts_as_a_long():
    rules = RuleSet.preset("nantong-single")
    levels = rules.levels_for(["5w"])
    k = INDEX["3t"]
    concealed = [0] * N_KINDS
    concealed[k] = 4
    assert base_hu(rules, levels, concealed, (), (k,)) == base_hu(rules, levels, [0] * N_KINDS, (Meld("long", k),))
    assert visible_hu(rules, levels, (), (k,), 0) == base_hu(rules, levels, concealed, (), (k,))


def test_a_flipped_kinds_peng_counts_more():
    rules = RuleSet.preset("nantong-single")
    levels = rules.levels_for(["5w"])
    k = INDEX["5w"]
    factor = rules.values.flipped_peng_factor
    assert peng_value(rules, levels, k) == rules.value_table[levels.level[k]][0] * factor
    assert set_value(rules, levels, INDEX["6w"], "peng") == rules.value_table[levels.level[INDEX["6w"]]][0]
    # three of a flipped kind with three left are all its copies: its level's 暗杠; two are nothing
    assert baozi_value(rules, levels, k, 3) == rules.value_table[levels.level[k]][3]
    assert baozi_value(rules, levels, k, 2) == 0


def test_every_multiplier_of_the_rules_has_a_module():
    assert sorted(m.KEY for m in REGISTRY) == sorted(MULTIPLIERS)
