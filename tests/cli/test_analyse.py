"""``changpai-engine analyse``: the 牌理 as JSON; each wait's scores are what ``changpai-engine score`` gives for
that winning card, self-drawn and on a discard (on real ready hands from played games)."""

import io
import json

from changpai_desktop.cli.main import main
from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.replay import GameRecord, walk_hand
from changpai_desktop.engine.rules import RuleSet

READY = {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],
         "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t9t9w9w"}


def cli(monkeypatch, capsys, obj, *argv):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(json.dumps(obj).encode()), encoding="utf-8"))
    status = main(list(argv))
    return status, json.loads(capsys.readouterr().out)


def request_of(view, preset):
    me = view.seat
    return {"preset": preset, "flips": list(view.flips), "melds": [f"{f}:{c}" for f, c, _ in view.melds[me]],
            "declared": list(view.declared[me]), "hand": "".join(view.hand), "joys": len(view.joys[me])}


def ready_positions(preset="nantong-single", seed=31, hands=4, most=6):
    """Requests of ready hands (between turns) seen while replaying a game of 熟手 players."""
    match = Match(RuleSet.preset(preset), seed, hands)
    run(match, [make_player("normal", i) for i in range(match.n_seats)])
    record = GameRecord.from_match(match)
    found = []
    for k in record.hands:
        for step in walk_hand(record, k):
            if step.action is not None and step.action.type == "discard" and step.seat is not None:
                view = step.views[step.seat]
                if view is not None and not view.declared[view.seat]:
                    found.append(request_of(view, preset))
    return found


def test_analyse_prints_the_ready_hands_waits(monkeypatch, capsys):
    status, out = cli(monkeypatch, capsys, READY, "analyse")
    assert status == 0 and out["ready"] and out["words"]["zh_Hans"] == "听牌"
    assert out["waits"] == [{"card": "8t", "live": 4, "self_drawn": out["waits"][0]["self_drawn"], "discard": 40}]


def test_every_waits_scores_equal_changpai_engine_score(monkeypatch, capsys):
    checked = 0
    for req in [READY] + ready_positions():
        status, out = cli(monkeypatch, capsys, req, "analyse", "--compact")
        if status or not out["ready"]:
            continue
        for w in out["waits"]:
            for by, key in (("self", "self_drawn"), ("discard", "discard")):
                win = dict(req, hand=req["hand"] + w["card"], win={"card": w["card"], "by": by})
                s_status, scored = cli(monkeypatch, capsys, win, "score", "--compact")
                assert s_status == 0 and scored["total"] == w[key], (req, w, by)
                checked += 1
    assert checked >= 4


def test_analyse_marks_a_bad_hand_and_exits_2(monkeypatch, capsys):
    status, out = cli(monkeypatch, capsys, [READY, {"preset": "nantong-single", "flips": ["4t"], "hand": "2b"}],
                      "analyse", "--compact")
    assert status == 2 and out[0]["ready"] and "error" in out[1] and "holds 1 cards" in out[1]["error"]
