"""The typed result of a finished hand: the same facts the state dict (and so every save's hash) holds, and
every seat laid open with its score, 胡 and net."""

from changpai_desktop.engine.drive import advance_hand
from changpai_desktop.engine.match import deck_for
from changpai_desktop.engine.players.simple import GreedyPlayer
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.table.hand import Hand
from changpai_desktop.engine.table.invariants import card_census, expected_census
from changpai_desktop.engine.table.result import BaoZhang, HandResult


def played(preset, seed, seats=4, **over):
    r = RuleSet.preset(preset, {"deal.seats": seats, **over})
    order = (1, 2, 3) if seats == 4 else (0, 1, 2)
    h = Hand(r, order, seats, deck_for(seed, 0, r.joys_enabled))
    advance_hand(h, [GreedyPlayer()] * seats)
    return h


def test_seats_laid_open_hold_the_cards_scores_and_nets():
    for seed in range(6):
        h = played("rugao-double-xi", seed)
        r = h.result
        assert isinstance(r, HandResult) and [s.seat for s in r.seats] == list(h.order)
        assert r.totals[0] is None and r.nets[0] is None and r.scores[0] is None   # seat 0 rests
        for s in r.seats:
            assert s.concealed == h.concealed_codes(s.seat) and len(s.concealed) == sum(h.concealed[s.seat])
            assert s.melds == tuple(map(tuple, h.melds[s.seat])) and s.joys == tuple(h.joys[s.seat])
            assert s.declared == tuple(h.declared[s.seat])
            assert s.hu == r.totals[s.seat] and s.net == r.nets[s.seat] and s.score is r.scores[s.seat]
            assert r.seat(s.seat) is s
        assert sum(n for n in r.nets if n is not None) == 0
        assert card_census(h) == expected_census(True)
        d = r.to_dict()
        assert d == h.state_dict()["result"]
        assert d["winner"] == r.winner and d["from"] == r.from_seat and d["type"] == r.type
        if r.winner is None:
            assert r.type is None and r.flags == {} and not r.self_drawn


def test_house_rule_facts_are_typed_and_only_in_the_dict_when_they_acted():
    seen = False
    for seed in range(40):
        h = played("nantong-single", seed, 3, **{"settlement.baozhang": True})
        r = h.result
        d = r.to_dict()
        assert ("baozhang" in d) == (r.baozhang is not None) and "qionghen_300" not in d
        if r.baozhang is not None:
            seen = True
            assert isinstance(r.baozhang, BaoZhang) and r.baozhang.by == r.from_seat
            assert d["baozhang"] == {"by": r.baozhang.by, "for": r.baozhang.for_, "amount": r.baozhang.amount}
    assert seen
