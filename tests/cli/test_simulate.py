"""``changpai-engine simulate`` and ``replay`` in process."""

import json

from changpai_desktop.cli.main import main
from changpai_desktop.cli.simulate import simulate


def test_simulate_counts_hands_and_finds_no_violation():
    result = simulate("tongzhou-double", 12, seed=5, seats=3, players="random,greedy,greedy")
    assert result["hands"] == 12 and result["invariant_violations"] == 0 and result["error"] is None
    assert result["players"] == ["random", "greedy", "greedy"] and len(result["totals"]) == 3
    assert sum(result["totals"]) == 0
    wins = sum(result["wins_by_type"].values())
    assert wins == result["self_drawn"] + result["discard_wins"] == 12 - result["drawn_hands"]


def test_simulate_is_deterministic_for_a_seed():
    a = simulate("nantong-single", 6, seed=9, players="easy")
    b = simulate("nantong-single", 6, seed=9, players="easy")
    assert {k: v for k, v in a.items() if k not in ("seconds", "hands_per_second")} == \
        {k: v for k, v in b.items() if k not in ("seconds", "hands_per_second")}


def test_simulate_text_summary(capsys):
    assert main(["simulate", "--hands", "4", "--seed", "1", "--seats", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "4 hands of nantong-single, 3 seats, players greedy,greedy,greedy"
    assert lines[1].startswith("wins by type: ") and lines[3] == "invariant violations: 0"
    assert lines[-1].endswith(" s)") and " hands/s (" in lines[-1]


def test_simulate_refuses_a_wrong_number_of_players(capsys):
    assert main(["simulate", "--hands", "2", "--players", "random,greedy"]) == 2
    assert "--players needs one name or 4 names, got 2" in capsys.readouterr().err


def test_replay_json_of_a_save(tmp_path, capsys):
    from changpai_desktop.engine.drive import run
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.players.simple import GreedyPlayer
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage.saves import save_game

    game = Match(RuleSet.preset("nantong-single"), seed=4, hands=2)
    run(game, [GreedyPlayer()] * 4)
    save_game(tmp_path / "g.json", game)
    assert main(["replay", str(tmp_path / "g.json"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] and out["finished"] and out["hands"] == 2 and out["problems"] == []
    assert out["state_hash"] == game.state_hash() and out["totals"] == list(game.totals)


def test_replay_prints_the_score_sheet_in_chinese_or_english(tmp_path, capsys):
    from changpai_desktop.cli.simulate import format_sheet
    from changpai_desktop.engine.drive import run
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.players.simple import GreedyPlayer
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage.saves import save_game

    game = Match(RuleSet.preset("tongzhou-double", {"deal.seats": 3}), seed=5, hands=6, first_dealer=1)
    run(game, [GreedyPlayer()] * 3)
    zh, en = format_sheet(game), format_sheet(game, "en")
    assert "合计" in zh and "total" in en and len(zh.splitlines()) == len(en.splitlines()) == 6 + 2
    won = next(r for r in game.sheet if r["winner"] is not None)
    assert {"piao": "飘胡", "qing": "清胡", "ta": "塌胡", "shisan": "十三胡"}[won["type"]] in zh
    save_game(tmp_path / "g.json", game)
    assert main(["replay", str(tmp_path / "g.json")]) == 0
    assert zh in capsys.readouterr().out
