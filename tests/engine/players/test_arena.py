"""The arena's pure API refuses bad input before playing a hand (the command line relies on it)."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.players.arena import run_arena


def test_unknown_player_and_seat_count_refused_before_any_hand():
    calls = []
    with pytest.raises(ValueError, match="grandmaster"):
        run_arena("nantong-single", 3, 1, ["hard", "grandmaster"], progress=lambda *a: calls.append(a))
    with pytest.raises(ValueError, match="seats"):
        run_arena("nantong-single", 3, 1, ["hard", "normal", "easy"], seats=5, progress=lambda *a: calls.append(a))
    assert calls == []


def test_progress_reports_every_chunk_up_to_all_hands():
    seen = []
    res = run_arena("nantong-single", 3, 2, ["easy", "easy", "greedy"], progress=lambda d, t, s: seen.append((d, t)))
    assert seen == [(3, 3)]
    assert res["hands"] == 3 and set(res["levels"]) == {"easy", "greedy"}


def test_paired_intervals_are_per_deal_differences_and_the_table_is_named():
    """The paired figure of two levels is the mean over deals of (a's mean net − b's) on the same cards, with
    its 95% interval; the table names who sat where in a deal's first hand."""
    from changpai_desktop.engine.players.arena import interval, paired, play_hand

    levels = ["hard", "normal", "easy"]
    res = run_arena("nantong-single", 9, 4, levels)
    assert res["table"] == levels
    assert set(res["paired"]) == {"hard-normal", "hard-easy", "normal-easy"}
    by_deal: dict[str, dict[int, list[int]]] = {name: {} for name in levels}
    for i in range(9):
        r = play_hand("nantong-single", 3, 4, i, levels)
        for s in r["seats"]:
            by_deal[s["level"]].setdefault(r["deal"], []).append(s["net"])
    means = {n: {d: sum(v) / len(v) for d, v in ds.items()} for n, ds in by_deal.items()}
    diffs = [means["hard"][d] - means["easy"][d] for d in range(3)]
    mean, half = interval(diffs)
    got = res["paired"]["hard-easy"]
    assert got["deals"] == 3 and got["mean_diff"] == round(mean, 2)
    assert got["ci95"] == [round(mean - half, 2), round(mean + half, 2)]
    # a level only at some deals is paired on the deals both played
    part = paired({"a": {0: 10.0, 1: 20.0, 2: 0.0}, "b": {1: 10.0, 2: 10.0}})
    assert part["a-b"]["deals"] == 2 and part["a-b"]["mean_diff"] == 0.0
