"""The 高手's own numbers where the 熟手 ranking leaks (issue 16): 叫龙 vs 撂龙, 杠 over 碰 / 过 with three of
a 将 kind, and the cost of feeding an opponent a 将 碰 — each on a real position, against the 熟手's choice."""

from __future__ import annotations

from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.players.analysis import Analysis
from changpai_desktop.engine.players.expert import dragon_options
from changpai_desktop.engine.players.hard import HardPlayer
from changpai_desktop.engine.players.opponents import Opponents, holds_at_least
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.table.actions import act
from seat_views import NS, view_of


def _both(v, legal):
    return make_player("normal", 1).choose(v, legal), HardPlayer(1).choose(v, legal)


def test_suited_dragon_kept_when_its_cards_serve_sequences():
    """5t5t5t5t with 3t4t and 6t7t: as a 叫龙 the four 5t make 345 + 567 + a pair — ready on the deal; laid,
    the hand is a step away and waits on its replacement. The 熟手 lays it (every four-card dragon)."""
    v = view_of(NS, "5t5t5t5t 6t7t 3t4t 1w2w3w 2b3b4b 6b7b8b 7w8w9w 9b9b", phase="dragons", seat=1)
    legal = [act("jiaolong", "5t"), act("lilong", "5t"), act("pass")]
    normal, hard = _both(v, legal)
    assert normal == act("lilong", "5t")
    assert hard == act("jiaolong", "5t")
    opts = {o.action.type: o for o in dragon_options(Analysis(v), legal)}
    assert opts["jiaolong"].state.x == 0 and opts["jiaolong"].score > opts["lilong"].score


def test_old_general_dragon_laid():
    """Four 红花 can only make one set (no sequences): laying them turns the fourth into a replacement draw."""
    v = view_of(NS, "hhhhhhhh 1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b 9b 1b 5w", phase="dragons", seat=1)
    legal = [act("jiaolong", "hh"), act("lilong", "hh"), act("pass")]
    assert HardPlayer(1).choose(v, legal) == act("lilong", "hh")


def test_jiang_minggang_taken_where_the_ranking_passes():
    """Three 红花 concealed (a 将 kind) and another's 红花: the 明杠 (16) with a replacement draw over the 暗克
    (8) costs no step; the 熟手 passes."""
    v = view_of(NS, "hhhhhh 1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b 9b9b 1b 5w 8w", phase="claim", seat=1,
                claim={"card": "hh", "from": 0, "kind": "discard"})
    legal = [act("pass"), act("peng", "hh"), act("gang", "hh")]
    normal, hard = _both(v, legal)
    assert normal == act("pass")
    assert hard == act("gang", "hh")


def test_peng_kept_when_the_fourth_copy_serves_a_sequence():
    """Three 7t with 5t6t: the 碰 keeps the fourth 7t for 567 and is a whole step better — no 杠 then."""
    v = view_of(NS, "7t7t7t 1w2w3w 2t3t4t 6t 3b4b5b 7b8b 9b 1b 5w 8w 5t 2b", phase="claim", seat=1,
                claim={"card": "7t", "from": 0, "kind": "discard"})
    legal = [act("pass"), act("peng", "7t"), act("gang", "7t")]
    assert HardPlayer(1).choose(v, legal) == act("peng", "7t")


def test_hypergeometric_pair_chances():
    p2, p3 = holds_at_least(60, 3, 20)
    assert 0 < p3 < p2 < 1
    assert holds_at_least(60, 1, 20) == (0.0, 0.0)
    assert holds_at_least(60, 3, 60)[1] > 0.999  # holding every unseen card: all three


def test_feeding_a_jiang_peng_costs_more_than_an_ordinary_card():
    """千字 (将, 4 胡 a 碰) with all three other copies unseen against 5w (普通, 1 胡): feeding the 碰 costs more;
    once the opponents have let a 千字 go by (passed), less."""
    hand = "qz 5w 1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 2b3b4b 9b9b hhhh"
    v = view_of(NS, hand)
    opp = Opponents(Analysis(v), v)
    assert opp.feed_cost(INDEX["qz"]) > opp.feed_cost(INDEX["5w"]) > 0
    passed = view_of(NS, hand, discards=((), ("6w",), ("qz",)))
    opp2 = Opponents(Analysis(passed), passed)
    assert opp2.claim_chances(1, INDEX["qz"])[0] < opp.claim_chances(1, INDEX["qz"])[0]
