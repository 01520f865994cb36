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
