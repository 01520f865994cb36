"""The computer players (engine/players/: easy, normal, hard and their analysis): always legal, sensible on
constructed hands, deterministic."""

from __future__ import annotations

import random

import pytest

from changpai_desktop.engine.tiles import arrange
from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.players.analysis import Analysis, piao_xiangting, piao_xiangting_live
from changpai_desktop.engine.players.hard import HardPlayer
from changpai_desktop.engine.players.ranking import eval_state, rank_actions
from changpai_desktop.engine.players.tuning import HardConfig
from changpai_desktop.engine.table.actions import act
from changpai_desktop.engine.players.arena import play_hand, run_arena
from changpai_desktop.engine.table.hand import Hand
from changpai_desktop.engine.match import deck_for
from changpai_desktop.engine.players.registry import make_player
from seat_views import NS, TD, view_of


def test_make_player_levels():
    for name in ("easy", "normal", "hard", "random", "greedy"):
        assert make_player(name, 1).choose  # registered
    with pytest.raises(ValueError):
        make_player("grandmaster", 1)


@pytest.mark.parametrize("rules", [NS, TD], ids=["nantong-single", "tongzhou-double"])
def test_levels_never_illegal(rules):
    """100 hands per preset with random seeds, all three levels seated in every hand and rotating: every
    choice is in the legal list (the arena counts a refusal as an illegal action)."""
    rng = random.Random(rules.preset_id)
    illegal = 0
    for i in range(100):
        r = play_hand(rules.preset_id, 3, rng.randrange(10**9), i, ["hard", "normal", "easy"])
        illegal += r["illegal"]
    assert illegal == 0


def test_rugao_and_four_seats_never_illegal():
    illegal = 0
    for i in range(8):
        illegal += play_hand("rugao-double-xi", 4, 77 + i, i, ["hard", "normal", "easy"])["illegal"]
    assert illegal == 0


def test_players_deterministic_for_a_seed():
    for i in range(3):
        a = play_hand("tongzhou-double", 3, 900 + i, i, ["hard", "normal", "easy"])
        b = play_hand("tongzhou-double", 3, 900 + i, i, ["hard", "normal", "easy"])
        assert a["seats"] == b["seats"]


def test_choices_in_legal_on_every_decision():
    rng = random.Random(3)
    players = {s: make_player(n, 7) for s, n in zip((0, 1, 2), ("easy", "normal", "hard"), strict=True)}
    for h in range(6):
        hand = Hand(NS, (h % 3, (h + 1) % 3, (h + 2) % 3), 3, deck_for(rng.randrange(10**6), 0, False))
        while (d := hand.pending()) is not None:
            a = players[d.seat].choose(hand.view(d.seat), list(d.legal))
            assert a in d.legal
            hand.apply(d.seat, a)


def test_normal_keeps_xiangting_lowest():
    # Six sets and a pair, plus 9w and a loose 5b: discarding anything from the sets goes backwards.
    v = view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b hhhh 9w 5b 1t")
    legal = [act("discard", c) for c in sorted(set(v.hand), key=lambda c: INDEX[c])]
    a = make_player("normal", 1).choose(v, legal)
    assert a.card in ("9w", "5b", "1t")
    an = Analysis(v)
    best = min(arrange.xiangting([n - (k == INDEX[x.card]) for k, n in enumerate(an.counts)], an.need)
               for x in legal)
    c = list(an.counts)
    c[INDEX[a.card]] -= 1
    assert arrange.xiangting(c, an.need) == best


def test_normal_prefers_more_live_waits():
    # Ready either way; 1w2w waits 3w only, 4w5w waits 3w/6w.
    v = view_of(NS, "1w2w 4w5w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 2b3b4b hhhh 9b9b", wall=30)
    legal = [act("discard", "1w"), act("discard", "2w"), act("discard", "4w"), act("discard", "5w")]
    a = make_player("normal", 1).choose(v, legal)
    assert a.card in ("1w", "2w")


def test_hard_avoids_feeding_a_visible_big_hand():
    """Seat 1 has five 将 pungs on the table and four cards in hand; 红花 is dead (the other three are
    seen), so it cannot be anyone's wait; 5t has every copy and neighbour live."""
    melds = ((), (("peng", "1w", 2), ("peng", "9b", 2), ("peng", "qz", 0), ("peng", "bh", 0), ("peng", "4b", 0)), ())
    discards = (("hh", "hh"), ("hh",), ())
    v = view_of(NS, "1t2t3t 6t7t8t 3b5b7b 2w3w4w 6w7w8w 1b2b3b 9t9t hh 5t", melds=melds, discards=discards,
                hand_counts=(23, 7, 22), draws=(8, 8, 8), wall=14)
    legal = [act("discard", c) for c in dict.fromkeys(v.hand)]
    normal = make_player("normal", 1).choose(v, legal)
    hard = make_player("hard", 1).choose(v, legal)
    assert hard.card == "hh"
    assert normal.card in {a.card for a in legal}


def test_dragons_declared():
    v = view_of(NS, "5t5t5t5t 1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 9b9b 1b", phase="dragons", flips=("4t",))
    legal = [act("jiaolong", "5t"), act("lilong", "5t"), act("pass")]
    for name in ("easy", "normal", "hard"):
        assert make_player(name, 1).choose(v, legal).type in ("jiaolong", "lilong")


def test_wins_when_possible():
    v = view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 2b3b4b 9b9b", phase="act")
    legal = [act("tsumo"), act("discard", "1w")]
    for name in ("easy", "normal", "hard"):
        assert make_player(name, 1).choose(v, legal).type == "tsumo"


def test_arena_duplicate_deals_seat_every_level_on_every_seats_cards():
    """Duplicate deals: the hands of one group share the cards and the dealer, and across the group each
    level holds each seat once; the interval is taken over deals (fewer, independent samples)."""
    from changpai_desktop.engine.players.arena import _players_for, deal_of

    levels = ["hard", "normal", "easy"]
    for g in range(4):
        seats_by_level = {name: set() for name in levels}
        for i in range(3 * g, 3 * g + 3):
            deal, shift = deal_of(i, 3, True)
            assert deal == g
            for s, name in enumerate(_players_for(levels, shift, 3)):
                seats_by_level[name].add(s)
        assert all(v == {0, 1, 2} for v in seats_by_level.values())
    a = play_hand("nantong-single", 3, 5, 3, levels)
    b = play_hand("nantong-single", 3, 5, 4, levels)
    assert a["deal"] == b["deal"] == 1
    assert [s["level"] for s in a["seats"]] != [s["level"] for s in b["seats"]]
    res = run_arena("nantong-single", 6, 5, levels, 3, 1)
    assert res["design"] == "duplicate" and res["deals"] == 2 and res["hands"] == 6
    ind = run_arena("nantong-single", 6, 5, levels, 3, 1, duplicate=False)
    assert ind["design"] == "independent" and ind["deals"] == 6


def test_arena_deterministic_and_worker_independent():
    a = run_arena("nantong-single", 6, 11, ["hard", "normal", "easy"], 3, 1)
    b = run_arena("nantong-single", 6, 11, ["hard", "normal", "easy"], 3, 2)  # two worker processes
    for res in (a, b):
        for v in res["levels"].values():
            v.pop("decision_ms_median"), v.pop("decision_ms_max")
        res.pop("elapsed_s")
    assert a == b
    assert a["illegal_actions"] == 0
    assert a["hands"] == 6


def test_piao_distance_counts_only_pairs_that_can_grow():
    """A pair whose other copies are all seen can only be the 将头: 飘胡 is further away than the plain
    count says, which the hard player's 飘胡 plan uses."""
    hand = "1w1w1w 5t5t5t 9b9b9b 2w2w 7t7t 3b3b 4w 6b 8t 1b 2t 6w"
    live_view = view_of(NS, hand)
    dead_view = view_of(NS, hand, discards=(("2w", "2w"), ("7t",), ("7t",)))
    c, need = Analysis(live_view).counts, 7
    assert piao_xiangting(c, need) == 5
    assert piao_xiangting_live(c, need, Analysis(live_view).live) == 5
    assert piao_xiangting_live(c, need, Analysis(dead_view).live) == 6


def test_hard_claims_for_its_count_late_in_a_hand_it_cannot_win():
    """Late, two steps or more from ready: a 碰 of a 将 card raises the rounded 底胡 the hard player
    settles with (losers count too), so it is taken; with most of the wall left it is not forced."""
    hand = "1w2w 5w6w 7w7w 8w9w 6t7t7t8t 1b1b 2b 4b 6b7b8b8b qzqz"
    claim = {"card": "7w", "from": 1, "kind": "discard"}
    legal = [act("peng", "7w"), act("pass")]
    hard = HardPlayer(1)
    late = view_of(NS, hand, phase="claim", claim=claim, wall=3, hand_counts=(22, 22, 22))
    an = Analysis(late)
    assert arrange.xiangting(an.counts, an.need) == 2
    assert rank_actions(late, legal)[0].action.type == "pass"  # the 熟手 ranking passes: no 向听 gained
    assert hard.choose(late, legal).type == "peng"
    early = view_of(NS, hand, phase="claim", claim=claim, wall=40, hand_counts=(22, 22, 22))
    assert hard.claims.endgame_claim(Analysis(early), rank_actions(early, legal)) is None


def test_hard_counts_useful_pairs_as_claimable():
    """There is no 吃: a card that turns a pair into a triplet can also be claimed (碰) from either opponent's
    discard, a sequence card only drawn. The hard player's rate of improvement weighs the first by
    1 + 2 × discard_share; with the weight off it is the plain count of useful cards."""
    v = view_of(NS, "1w2w3w 1t2t3t 6t7t8t 3b4b5b 7b8b9b 4t5t6t 2b2b 5w hh")
    an = Analysis(v)
    c = list(an.counts)
    st = eval_state(an, c, an.need)
    assert st.x == 1
    on = HardPlayer(1, HardConfig(claim_rate=1.0))
    off = HardPlayer(1, HardConfig(claim_rate=0.0))
    pair_live = an.live[INDEX["2b"]]          # 2b2b is the one pair whose third card helps
    assert pair_live == 2
    assert off.outlook.claimable_ukeire(an, c, st) == st.ukeire
    assert on.outlook.claimable_ukeire(an, c, st) == pytest.approx(st.ukeire + 2 * on.cfg.discard_share * pair_live)
