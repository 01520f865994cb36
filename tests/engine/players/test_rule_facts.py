"""The computer players' rule facts are the scorer's: 底胡 with 三老会齐, a flipped kind's 碰, sets needed."""

from __future__ import annotations


import pytest

from changpai_desktop.engine.cards import INDEX, N_KINDS, parse
from changpai_desktop.engine.players.analysis import Analysis
from changpai_desktop.engine.players.simple import sets_needed
from changpai_desktop.engine.scoring import Meld, PlayerHand, score_nonwinner
from seat_views import NS, TD, view_of


CLAIM = {"card": "1t", "from": 1, "kind": "discard"}


def _counts(hand: str) -> tuple[int, ...]:
    c = [0] * N_KINDS
    for code in parse(hand):
        c[INDEX[code]] += 1
    return tuple(c)


def test_dihu_counts_three_old_generals_like_the_scorer():
    """hh×3 qz×3 bh×3 and 13 plain cards: 50 to the scorer (三老会齐), and so to the AI (it said 30)."""
    hand = "hhhhhh qzqzqz bhbhbh 1w2w3w 4w5w6w 1t2t3t 5t6t7t 9b"
    an = Analysis(view_of(NS, hand, phase="claim", claim=CLAIM))
    scorer = score_nonwinner(NS, an.levels, PlayerHand(_counts(hand))).total
    assert scorer == 50
    assert an.dihu_now(an.counts) == scorer


@pytest.mark.parametrize("rules, flips", [(NS, ("4t",)), (TD, ("4t", "hh"))], ids=["single", "double"])
def test_claimed_set_and_melds_valued_by_the_scorer(rules, flips):
    """A 碰 of a flipped kind, a 明杠 and the melds on the table: the AI's numbers are the scorer's."""
    melds = ((("peng", "5w", 1), ("peng", "qz", 2)), (), ())
    hand = "1w2w3w 4w5w6w 1t2t3t 5t6t7t 9b9b 3b4b5b 7b"
    an = Analysis(view_of(rules, hand, melds=melds, flips=flips, phase="claim", claim=CLAIM))
    for kind in ("4t", "hh", "5w", "9b"):
        k = INDEX[kind]
        for form, meld in (("peng", "peng"), ("gang", "minggang")):
            alone = score_nonwinner(rules, an.levels, PlayerHand((0,) * N_KINDS, (Meld(meld, k),)))
            assert an.claim_value(form, k) == next(i.hu for i in alone.items if i.key == f"meld.{meld}")
    flipped = INDEX["4t"]  # a flipped kind's 碰 counts its level's value times the factor
    factor = rules.values.flipped_peng_factor
    assert factor > 1
    assert an.claim_value("peng", flipped) == rules.value_table[an.lv[flipped]][0] * factor
    c = list(an.counts)
    c[INDEX["9b"]] -= 2
    full = PlayerHand(tuple(c), an.melds + (Meld("peng", INDEX["9b"]),))
    assert an.dihu_now(c, Meld("peng", INDEX["9b"])) == score_nonwinner(rules, an.levels, full).total
    assert an.need == 5


def test_sets_needed_skips_a_two_card_dragon():
    """Two flips of one kind leave two copies: laid as a dragon they are no set (the scorer's meld_is_set)."""
    melds = ((("long", "hh", 0), ("peng", "5w", 1)), (), ())
    v = view_of(TD, "1w2w3w 4w5w6w 1t2t3t 5t6t7t 9b9b 3b4b5b 7b", melds=melds, flips=("hh", "hh"))
    assert sets_needed(v) == 6
    assert Analysis(v).need == 6
