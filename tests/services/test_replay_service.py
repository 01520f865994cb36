"""services.replay: where the viewer stands in a hand, the table as the followed seat saw it, its decisions."""

import pytest

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.replay import DealCodeError, GameRecord, deal_code
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services.replay import HandReplay, seed_of_deal_code
from changpai_desktop.services.review import review_hand


def record(hands=3):
    match = Match(RuleSet.preset("nantong-single"), 21, hands)
    run(match, [make_player("normal", i) for i in range(match.n_seats)])
    return GameRecord.from_match(match)


def played_hand(rec, seat):
    return next(k for k in rec.hands if rec.rows[k]["hu"][seat] is not None)


def test_moving_stays_within_the_hand():
    rec = record()
    rp = HandReplay(rec, 0, 0)
    assert rp.back().index == 0 and rp.last().index == rp.last_index and rp.forward().index == rp.last_index
    assert rp.at_end and rp.step.over and rp.first().index == 0


def test_the_followed_seat_sees_only_its_own_hand_until_the_end():
    rec = record()
    seat = rec.rows[0]["dealer"]
    rp = HandReplay(rec, 0, seat)
    rp.forward()
    table = rp.table(open_hands=False)
    assert [t.seat for t in table] == list(rp.order) and table[0].dealer
    for t in table:
        assert (t.hand is not None) == (t.seat == seat) and t.count == len(rp.step.views[t.seat].hand)
    assert all(t.hand is not None for t in rp.table(open_hands=True))
    rp.last()
    assert all(t.hand is not None for t in rp.table(open_hands=False))     # laid open at the end


def test_my_decision_steps_are_the_ones_the_review_ranks():
    rec = record()
    k = played_hand(rec, 1)
    rp = HandReplay(rec, k, 1)
    steps = rp.decision_steps()
    assert steps == [d.step for d in review_hand(rec, k, 1).decisions]
    rp.next_decision()
    assert rp.index == steps[0] and rp.step.seat == 1
    rp.last()
    earlier = [i for i in steps if i < rp.last_index]
    assert rp.previous_decision().index == earlier[-1]


def test_a_deal_code_gives_its_seed_for_the_rules_and_seats_it_was_made_for():
    rules = RuleSet.preset("nantong-single", {"deal.seats": 3})
    code = deal_code(Match(rules, 77, 1).config())
    assert seed_of_deal_code(code, "nantong-single", 3) == 77
    with pytest.raises(DealCodeError):
        seed_of_deal_code(code, "nantong-single", 4)
