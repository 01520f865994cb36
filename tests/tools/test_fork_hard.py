"""tools/fork_hard.py: every option of a noted decision is played out on a faithful copy of the hand (the
option the 高手 chose reproduces the hand's real outcome), and the fit finds a feature that decides the nets."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from fork_hard import CANDIDATES, FEATURES, bin_keys, cross_validated, fit, gather_hand  # noqa: E402

from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402

TABLE = ["hard", "normal", "normal"]


@pytest.mark.parametrize(("mode", "seed", "hands"), [("discards", 9701, 2), ("claims", 9701, 4), ("piao", 9501, 4)])
def test_the_chosen_option_reproduces_the_real_hand(mode, seed, hands):
    complete_table()
    recs = [r for i in range(hands) for r in gather_hand("nantong-single", seed, i, TABLE, mode)]
    assert recs, "the run notes decisions of this kind"
    for r in recs:
        assert r["y"][0] == r["net"], r
        assert len(r["y"]) >= 2
        if mode == "discards":
            assert 2 <= len(r["f"]) <= CANDIDATES and all(len(f) == len(FEATURES) for f in r["f"])
        if mode == "claims":
            assert "pass" in r["types"] and len(r["types"]) == len(r["y"])
        assert bin_keys(r) or mode == "discards"


def _decision(hand: int, levels: list[float], ev: list[float]) -> dict:
    """A made-up decision whose nets are 10 per level of the card let go, whatever the look-ahead said."""
    f = []
    for lv, v in zip(levels, ev, strict=True):
        row = [0.0] * len(FEATURES)
        row[FEATURES.index("ev")] = v
        row[FEATURES.index("level")] = lv
        f.append(row)
    return {"preset": "nantong-single", "hand": hand, "x": 1, "f": f, "y": [10 * lv for lv in levels]}


def test_the_fit_learns_a_feature_that_decides_the_nets_and_gains_on_held_out_hands():
    recs = [_decision(h, [0.0, 1.0, 2.0][h % 3:] + [0.0, 1.0, 2.0][:h % 3], [3.0, 2.0, 1.0]) for h in range(40)]
    w = fit(recs, [0, FEATURES.index("level")])
    assert w[1] == pytest.approx(10.0, rel=0.05)
    g = cross_validated(recs, [0, FEATURES.index("level")])
    oracle = [max(r["y"]) - r["y"][0] for r in recs]
    assert g == oracle and sum(g) > 0


def test_dragon_decisions_are_played_out_and_the_hand_stops_after_the_window():
    complete_table()
    recs = [r for i in range(60) for r in gather_hand("nantong-single", 9801, i, TABLE, "dragons")]
    assert recs, "a dragon decision with a choice comes in these hands"
    for r in recs:
        assert set(r["types"]) <= {"jiaolong", "lilong"} and len(r["y"]) == len(r["types"]) >= 2
        assert all(h >= 2 for h in r["held"])
        assert bin_keys(r)[0][0].startswith(f"nantong-single {r['types'][0]} of {r['held'][0]} over ")


def test_claim_bins_measure_each_option_against_passing():
    rec = {"preset": "tongzhou-double", "types": ["peng", "pass", "gang"], "x": [1, 2, 1], "level": 1,
           "from_prev": True, "y": [30, 10, 50]}
    got = dict(bin_keys(rec))
    assert got["tongzhou-double the choice over always passing"] == 20
    assert got["tongzhou-double peng over pass, 向听 -1, level 1, previous seat"] == 20
    assert got["tongzhou-double gang over pass, 向听 -1, level 1, previous seat"] == 40
