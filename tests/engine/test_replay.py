"""engine.replay: a finished hand played again step by step, from a record of the game or one of its hands."""

import pytest

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.replay import (DealCodeError, GameRecord, deal_code, parse_deal_code, rules_digest,
                                            walk_hand)
from changpai_desktop.engine.rules import RuleSet


def finished_game(seed=7, hands=3, preset="nantong-single"):
    match = Match(RuleSet.preset(preset), seed, hands)
    run(match, [make_player("normal", i) for i in range(match.n_seats)])
    return match


def test_every_hand_replays_to_its_row_and_its_result():
    match = finished_game()
    record = GameRecord.from_match(match)
    assert list(record.hands) == [0, 1, 2]
    for k in record.hands:
        steps = list(walk_hand(record, k))
        lo, hi = record.bounds(k)
        assert len(steps) == hi - lo + 1 and steps[0].action is None and steps[0].index == 0
        last = steps[-1]
        assert last.over and last.row == match.sheet[k] and last.result is not None
        assert last.result.winner == match.sheet[k]["winner"]
        assert all(not s.over for s in steps[:-1])


def test_a_step_shows_the_deal_the_flips_and_the_wall_going_down():
    record = GameRecord.from_match(finished_game())
    steps = list(walk_hand(record, 0))
    deal = steps[0]
    assert [e.type for e in deal.events][:2] == ["hand_started", "dealt"] and deal.flips
    playing = [s for s, v in enumerate(deal.views) if v is not None]
    assert len(playing) == 3            # four seats: one rests
    assert steps[-1].wall_count <= deal.wall_count
    assert all(a.wall_count >= b.wall_count for a, b in zip(steps, steps[1:], strict=False))
    for s in steps[1:]:                 # the seat's view before its action holds the action's card
        if s.action.type == "discard":
            assert s.action.card in s.before.hand
            assert s.decision is not None and s.action in s.decision.legal
    assert not any(e.type == "next_hand" for s in steps for e in s.events)


def test_a_single_hands_record_replays_that_hand_alone():
    match = finished_game()
    record = GameRecord.from_match(match)
    one = record.only(1)
    assert list(one.hands) == [1] and one.first_hand == 1
    assert [s.action for s in walk_hand(one, 1)] == [s.action for s in walk_hand(record, 1)]
    with pytest.raises(ValueError, match="not in this record"):
        one.bounds(0)


def test_a_record_refuses_ends_that_do_not_follow_its_actions():
    match = finished_game(hands=2)
    record = GameRecord.from_match(match)
    with pytest.raises(ValueError):
        GameRecord(record.config, record.seats, record.rows, record.ends[::-1], record.actions)
    with pytest.raises(ValueError):
        GameRecord(record.config, record.seats, record.rows, record.ends[:1], record.actions)


def test_the_deal_code_gives_the_seed_back_for_the_same_rules_only():
    match = finished_game(seed=12345, hands=1)
    code = deal_code(match.config())
    rules = match.config()["rules"]
    assert code == f"12345-{rules_digest(rules)}" and parse_deal_code(code, rules) == 12345
    other = RuleSet.preset("tongzhou-double").to_dict()
    with pytest.raises(DealCodeError) as err:
        parse_deal_code(code, other)
    assert err.value.problem == "rules"
    with pytest.raises(DealCodeError) as err:
        parse_deal_code("seven", rules)
    assert err.value.problem == "syntax"


def test_the_same_deal_code_deals_the_same_hands():
    rules = RuleSet.preset("nantong-single")
    code = deal_code(Match(rules, 99, 2).config())
    seed = parse_deal_code(code, rules.to_dict())
    a, b = Match(rules, seed, 2), Match(rules, 99, 2)
    assert a.view(a.hand.dealer).hand == b.view(b.hand.dealer).hand
