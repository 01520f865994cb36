"""The one driver loop: computer seats answer, a human seat stops it, the end returns None; replaying a log
is driving the match with the log as its seats, and gives the very same states."""

import pytest

from changpai_desktop.engine import record
from changpai_desktop.engine.drive import advance, advance_hand, run
from changpai_desktop.engine.match import Match, deck_for
from changpai_desktop.engine.players.base import HUMAN, Player, ScriptedPlayer
from changpai_desktop.engine.players.simple import GreedyPlayer, RandomPlayer
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.table.actions import IllegalAction
from changpai_desktop.engine.table.hand import Hand


class Counting(Player):
    needs_view = False

    def __init__(self):
        self.asked = 0

    def choose(self, view, legal):
        assert view is None            # needs_view = False: no view is built
        self.asked += 1
        return legal[0]


def test_max_moves_stops_after_that_many_computer_actions():
    """The table paces its computer seats: advance(..., max_moves=1) plays one action and returns the
    decision then pending, whoever's it is; a human seat still stops it first."""
    match = Match(RuleSet.preset("nantong-single"), seed=4, hands=1)
    seats = [GreedyPlayer() for _ in range(4)]
    for n in range(1, 30):
        d = advance(match, seats, max_moves=1)
        assert len(match.log) == n and d == match.pending()
    human = Match(RuleSet.preset("nantong-single"), seed=4, hands=1)
    first = human.pending().seat
    mixed = [HUMAN if s == first else GreedyPlayer() for s in range(4)]
    assert advance(human, mixed, max_moves=1) == human.pending() and human.log == []


def test_advance_stops_at_the_human_seat_and_returns_none_at_the_end():
    match = Match(RuleSet.preset("nantong-single"), seed=2, hands=2)
    seats = [HUMAN, GreedyPlayer(), RandomPlayer(1), Counting()]
    steps = []
    stops = 0
    while (d := advance(match, seats, steps.append)) is not None:
        assert d.seat == 0 and d == match.pending()
        stops += 1
        match.apply(d.legal[-1], 0)
    assert match.finished and match.pending() is None and stops > 0
    assert all(m is match for m in steps)
    assert len(steps) == len(match.log) - stops      # on_step after every computer action
    assert seats[3].asked == sum(1 for s, _ in match.log if s == 3)
    assert advance(match, seats) is None


def test_run_needs_a_computer_player_in_every_seat():
    match = Match(RuleSet.preset("nantong-single", {"deal.seats": 3}), seed=3, hands=1)
    with pytest.raises(ValueError):
        run(match, [HUMAN, GreedyPlayer(), GreedyPlayer()])
    run(match, [GreedyPlayer()] * 3)
    assert match.finished


def test_replay_through_drive_gives_the_original_state_hash_after_every_action():
    match = Match(RuleSet.preset("rugao-double-xi"), seed=21, hands=2)
    hashes = [match.state_hash()]
    run(match, [RandomPlayer(f"21:{i}") for i in range(4)], lambda m: hashes.append(m.state_hash()))
    assert record.hashes(match.config(), match.log) == hashes
    again = record.replay(match.config(), match.log)
    assert again.state_hash() == match.state_hash() and again.log == match.log


def test_a_partial_log_replays_to_the_decision_it_stopped_at():
    match = Match(RuleSet.preset("nantong-single"), seed=5, hands=2)
    for _ in range(40):
        d = match.pending()
        match.apply(d.legal[0], d.seat)
    expected = match.state_hash()
    back = record.replay(match.config(), match.log[:40])
    assert back.state_hash() == expected and back.pending() == match.pending()


def test_a_log_with_a_wrong_seat_or_a_wrong_action_does_not_replay():
    match = Match(RuleSet.preset("nantong-single"), seed=6, hands=1)
    run(match, [GreedyPlayer()] * 4)
    log = list(match.log)
    seat, action = log[3]
    wrong_seat = [*log[:3], ((seat + 1) % 4, action), *log[4:]]
    with pytest.raises(IllegalAction) as exc:
        record.replay(match.config(), wrong_seat)
    assert exc.value.msg.id == "refuse.not_your_turn"
    with pytest.raises(IllegalAction) as exc:
        record.replay(match.config(), [*log, log[-1]])        # one action past the end of the match
    assert exc.value.msg.id == "refuse.match_over"


def test_scripted_players_drive_one_hand():
    r = RuleSet.preset("nantong-single", {"deal.seats": 3})
    hand = Hand(r, (0, 1, 2), 3, deck_for(9, 0, r.joys_enabled))
    played = []
    advance_hand(hand, [GreedyPlayer()] * 3, lambda h: played.append(h.pending()))
    assert hand.phase == "over" and played[-1] is None
    again = Hand(r, (0, 1, 2), 3, deck_for(9, 0, r.joys_enabled))
    first = Hand(r, (0, 1, 2), 3, deck_for(9, 0, r.joys_enabled))
    actions = {s: [] for s in range(3)}
    while (d := first.pending()) is not None:
        a = GreedyPlayer().choose(first.view(d.seat), list(d.legal))
        actions[d.seat].append(a)
        first.apply(d.seat, a)
    assert advance_hand(again, [ScriptedPlayer(actions[s]) for s in range(3)]) is None
    assert again.state_dict() == first.state_dict() == hand.state_dict()
