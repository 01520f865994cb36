"""Action log, replay and undo (the record of a match), invariants over many games, the CLI."""

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from changpai_desktop.engine import record as rp
from changpai_desktop.engine.drive import drive_log, run
from changpai_desktop.cli.simulate import simulate
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.simple import GreedyPlayer, RandomPlayer
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.storage.saves import save_game

from playing import PRESETS, play


def test_replay_reproduces_every_state():
    game = Match(RuleSet.preset("rugao-double-xi"), seed=21, hands=2)
    hashes = [game.state_hash()]
    ps = [GreedyPlayer()] * 4
    while (d := game.pending()) is not None:
        game.apply(ps[d.seat].choose(game.view(d.seat), list(d.legal)))
        hashes.append(game.state_hash())
    assert rp.hashes(game.config(), game.log) == hashes
    assert rp.replay(game.config(), game.log).state_hash() == game.state_hash()


def test_undo_point_takes_back_the_last_action_of_the_seat_in_this_hand():
    game = play(Match(RuleSet.preset("nantong-single"), seed=5, hands=2), 60, seed=5)
    i = rp.last_action_of(game, [1])
    start, actions = rp.undo_point(game, [1])
    back = drive_log(Match.from_config(game.config(), None, start), actions)
    assert len(back.log) == i
    assert back.state_hash() == rp.replay(game.config(), game.log[:i]).state_hash()
    assert back.pending().seat == game.log[i][0] == 1


def test_a_scored_hand_is_not_taken_back():
    """Once a hand is scored, undo reaches back only to the current hand's own actions: none yet, no undo."""
    game = Match(RuleSet.preset("nantong-single"), seed=5, hands=2)
    ps = [GreedyPlayer()] * game.n_seats
    while game.hand.hand_no == 0:
        d = game.pending()
        game.apply(ps[d.seat].choose(game.view(d.seat), list(d.legal)))
    everyone = range(game.n_seats)
    assert game.hand_start == len(game.log) and rp.last_action_of(game, everyone) is not None
    assert rp.undo_point(game, everyone) is None

# --- invariants over many random games ------------------------------------------------------------------

@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), preset=st.sampled_from(PRESETS), seats=st.sampled_from([3, 4]),
       greedy=st.booleans())
def test_random_games_never_break_an_invariant(seed, preset, seats, greedy):
    game = Match(RuleSet.preset(preset, {"deal.seats": seats}), seed=seed, hands=3)
    ps = [GreedyPlayer() if greedy and i % 2 else RandomPlayer(f"{seed}:{i}") for i in range(seats)]
    problems = []
    run(game, ps, lambda g: problems.extend(g.hand.check_invariants()))
    assert problems == []
    assert all(sum(n for n in row["net"] if n is not None) == 0 for row in game.sheet)


@pytest.mark.slow
@pytest.mark.parametrize("preset,seats,players", [
    ("nantong-single", 4, "greedy"), ("tongzhou-double", 3, "random,greedy,greedy"),
    ("rugao-double-xi", 4, "greedy,random,greedy,random")])
def test_two_thousand_hands_without_a_violation(preset, seats, players):
    # 700 hands per case, 2,100 in all, every action checked (a few seconds each).
    result = simulate(preset, 700, seed=2026, seats=seats, players=players)
    assert result["invariant_violations"] == 0, result["violation_examples"]
    assert result["hands"] == 700 and result["error"] is None


# --- the command line --------------------------------------------------------------------------------

def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "changpai_desktop.engine", *args], capture_output=True,
                          text=True, timeout=300)


def test_cli_simulate_json():
    out = run_cli("simulate", "--hands", "20", "--seed", "7", "--preset", "rugao-double-xi", "--seats", "3",
                  "--players", "random,greedy,greedy", "--json")
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    for key in ("hands", "wins_by_type", "self_drawn", "drawn_hands", "mean_winner_hu", "invariant_violations",
                "hands_per_second"):
        assert key in result
    assert result["hands"] == 20 and result["invariant_violations"] == 0
    bad = run_cli("simulate", "--hands", "2", "--players", "random,greedy")
    assert bad.returncode == 2 and "--players" in bad.stderr


def test_cli_replay(tmp_path):
    game = Match(RuleSet.preset("nantong-single"), seed=4, hands=2)
    run(game, [GreedyPlayer()] * 4)
    save_game(tmp_path / "g.json", game)
    out = run_cli("replay", str(tmp_path / "g.json"))
    assert out.returncode == 0, out.stderr
    assert "replay cleanly" in out.stdout and "合计" in out.stdout
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    out = run_cli("replay", str(tmp_path / "bad.json"))
    assert out.returncode == 2 and "damaged" in out.stderr
