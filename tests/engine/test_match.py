"""A whole game: dealer rotation with the resting seat, three-seat play, views, events, players."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from changpai_desktop.engine.drive import advance, run
from changpai_desktop.engine.match import Match, first_dealer_by_lot
from changpai_desktop.engine.players.base import HUMAN, Player
from changpai_desktop.engine.players.simple import GreedyPlayer, RandomPlayer
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.table.actions import Action, IllegalAction


def players(n, kind="random", seed=0):
    return [RandomPlayer(f"{seed}:{i}") if kind == "random" else GreedyPlayer() for i in range(n)]


def test_dealer_rotates_and_the_previous_dealer_rests_over_eight_hands():
    game = Match(RuleSet.preset("nantong-single"), seed=3, hands=8, first_dealer=2)
    run(game, players(4))
    assert game.finished and len(game.sheet) == 8
    for i, row in enumerate(game.sheet):
        dealer = (2 + i) % 4
        assert row["dealer"] == dealer
        assert row["resting"] == (dealer - 1) % 4           # 定醒: the dealer's previous seat rests
        assert row["hu"][row["resting"]] is None and row["net"][row["resting"]] is None
        assert sum(n for n in row["net"] if n is not None) == 0
    running = [0] * 4
    for row in game.sheet:
        running = [r + (n or 0) for r, n in zip(running, row["net"], strict=True)]
        assert row["running"] == running
    assert game.totals == running and sum(game.totals) == 0
    assert game.pending() is None
    with pytest.raises(IllegalAction):
        game.apply(Action("pass"))


def test_three_seat_play_has_no_resting_seat():
    game = Match(RuleSet.preset("tongzhou-double", {"deal.seats": 3}), seed=5, hands=6, first_dealer=1)
    run(game, players(3, "greedy"))
    assert [row["dealer"] for row in game.sheet] == [1, 2, 0, 1, 2, 0]
    assert all(row["resting"] is None and None not in row["hu"] for row in game.sheet)
    summary = game.summary()
    assert summary["hands"] == 6 and sorted(summary["ranking"]) == [0, 1, 2]


def test_first_dealer_by_lot_comes_from_the_seed():
    lots = {first_dealer_by_lot(seed, 4) for seed in range(40)}
    assert lots == {0, 1, 2, 3}
    assert Match(RuleSet.preset("nantong-single"), seed=9).first_dealer == first_dealer_by_lot(9, 4)


def test_open_ended_game_keeps_going():
    game = Match(RuleSet.preset("nantong-single"), seed=1, hands=None)
    ps = players(4)
    while len(game.sheet) < 13:
        d = game.pending()
        game.apply(ps[d.seat].choose(game.view(d.seat), list(d.legal)))
    assert not game.finished


def test_game_length_is_validated():
    for bad in (0, -1, 2.5, True):
        with pytest.raises(ValueError):
            Match(RuleSet.preset("nantong-single"), hands=bad)


def test_advance_stops_at_a_human_seat():
    game = Match(RuleSet.preset("nantong-single"), seed=2, hands=6)
    seats = [HUMAN, GreedyPlayer(), GreedyPlayer(), GreedyPlayer()]
    for _ in range(30):
        d = advance(game, seats)
        if d is None:
            break
        assert d.seat == 0
        game.apply(d.legal[-1])
    assert game.log and any(s == 0 for s, _ in game.log)


def test_events_tell_the_story():
    seen = []
    game = Match(RuleSet.preset("rugao-double-xi"), seed=4, hands=2, listeners=[seen.append])
    run(game, players(4, "greedy"))
    types = [e.type for e in seen]
    for t in ("hand_started", "dealt", "flipped", "drew", "discarded", "scored", "settled", "next_hand",
              "game_over"):
        assert t in types, t
    assert types.count("dealt") == 6 and types[-1] == "game_over"
    assert any(t in types for t in ("won", "hand_drawn"))
    dealt = next(e for e in seen if e.type == "dealt")
    assert len(dealt["cards"]) == 23 and dealt["seat"] == game.sheet[0]["dealer"]


# --- views: nothing hidden leaks ----------------------------------------------------------------------

def _shuffle_hidden(hand, seat, rng):
    """Swap cards between the other seats' hands and the wall, keeping every count the view shows."""
    from changpai_desktop.engine.cards import KINDS

    others = [s for s in hand.order if s != seat]
    slots = [i for i in range(hand.lo, hand.hi) if hand.wall[i] in KINDS]  # 喜 stay where they are
    pool = [hand.wall[i] for i in slots]
    for s in others:
        pool += [KINDS[k] for k, n in enumerate(hand.concealed[s]) for _ in range(n)]
    # Keep the cards the others may not lose: their 叫龙 (shown) stay where they are.
    keep = {s: [c for c in hand.declared[s] for _ in range(hand.concealed[s][KINDS.index(c)])] for s in others}
    for s in others:
        for c in keep[s]:
            pool.remove(c)
    rng.shuffle(pool)
    sizes = {s: sum(hand.concealed[s]) - len(keep[s]) for s in others}
    for s in others:
        counts = [0] * 30
        for c in keep[s]:
            counts[KINDS.index(c)] += 1
        for c in pool[:sizes[s]]:
            counts[KINDS.index(c)] += 1
        pool = pool[sizes[s]:]
        hand.concealed[s] = counts
    for i, c in zip(slots, pool, strict=False):
        hand.wall[i] = c
    hand._pending = None


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120), preset=st.sampled_from(
    ["nantong-single", "tongzhou-double", "rugao-double-xi"]))
def test_a_seat_view_shows_nothing_hidden(seed, steps, preset):
    game = Match(RuleSet.preset(preset), seed=seed, hands=1)
    ps = players(4, seed=seed)
    for _ in range(steps):
        d = game.pending()
        if d is None:
            return
        game.apply(ps[d.seat].choose(game.view(d.seat), list(d.legal)))
    if game.pending() is None:
        return
    hand = game.hand
    for seat in hand.order:
        before = hand.view(seat)
        pending = hand.pending()
        if pending.seat != seat:
            # The legal actions of another seat depend on its hand; the view must not show them.
            pass
        saved = (hand.wall[:], [c[:] for c in hand.concealed])
        _shuffle_hidden(hand, seat, random.Random(seed))
        after = hand.view(seat)
        hand.wall[:], hand.concealed = saved[0], saved[1]
        hand._pending = None
        assert before.to_dict() == after.to_dict()
        assert before.hand_counts[seat] == len(before.hand)
        text = repr(before.to_dict())
        assert "wall" not in before.to_dict() and "seed" not in text


def test_the_player_interface():
    class FirstLegal(Player):
        def choose(self, view, legal):
            assert view.seat in view.order and isinstance(legal[0], Action)
            return legal[0]

    game = Match(RuleSet.preset("tongzhou-double"), seed=8, hands=1)
    run(game, [FirstLegal()] * 4)
    assert game.finished
    with pytest.raises(NotImplementedError):
        Player().choose(None, [])
    with pytest.raises(ValueError):
        game2 = Match(RuleSet.preset("nantong-single"), seed=8, hands=1)
        run(game2, [HUMAN, FirstLegal(), FirstLegal(), FirstLegal()])


def test_greedy_beats_random_on_wins():
    game = Match(RuleSet.preset("nantong-single", {"deal.seats": 3}), seed=11, hands=30)
    run(game, [GreedyPlayer(), RandomPlayer(1), RandomPlayer(2)])
    wins = [r["winner"] for r in game.sheet if r["winner"] is not None]
    assert wins.count(0) > max(wins.count(1), wins.count(2))
