"""``changpai-engine arena``: its arguments, the table it prints and its refusal of unknown levels."""

import json

from changpai_desktop.cli.main import main


def test_arena_json_has_every_level_and_no_illegal_action(capsys):
    status = main(["arena", "--hands", "6", "--seed", "3", "--players", "hard,normal,easy", "--json"])
    out = capsys.readouterr()
    res = json.loads(out.out)
    assert status == 0 and res["illegal_actions"] == 0
    assert res["hands"] == 6 and res["design"] == "duplicate" and res["deals"] == 2
    assert set(res["levels"]) == {"hard", "normal", "easy"}
    assert all(v["hands"] == 6 for v in res["levels"].values())
    assert "arena: 6/6 hands" in out.err  # progress goes to stderr


def test_arena_table_one_row_per_level(capsys):
    status = main(["arena", "--hands", "4", "--seed", "2", "--seats", "4", "--players", "greedy,random",
                   "--independent"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert lines[0].startswith("4 hands (4 independent deals) of nantong-single, 4 seats, seed 2, ")
    assert lines[1].split() == ["level", "hands", "mean", "net", "95%", "CI", "win", "rate", "win", "hu", "ms",
                                "med", "ms", "max"]
    assert [line.split()[0] for line in lines[2:4]] == ["greedy", "random"]
    assert lines[4] == "table (seat 0 deals the first hand of each deal): greedy, random, greedy, random"
    assert len(lines) == 5  # independent deals: no paired figures


def test_arena_table_names_the_table_and_pairs_the_levels_per_deal(capsys):
    status = main(["arena", "--hands", "6", "--seed", "3", "--players", "hard,normal,normal"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert lines[4] == "table (seat 0 deals the first hand of each deal): hard, normal, normal"
    assert lines[5].startswith("paired per deal hard-normal") and lines[5].endswith("over 2 deals")


def test_arena_refuses_an_unknown_level_before_playing(capsys):
    status = main(["arena", "--hands", "300", "--players", "hard,nobody"])
    err = capsys.readouterr().err
    assert status == 2 and err.startswith("changpai-engine arena: unknown player 'nobody' (known: ")
    assert "/300 hands" not in err  # no progress: nothing was played
