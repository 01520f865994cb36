"""tools/calibration_hard.py: every discard of the 高手 noted once, with its 向听 (capped), the wall's stage and a
chance between 0 and 1; a won hand's notes count as won."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from calibration_hard import MAX_X, measure, stage  # noqa: E402

from changpai_desktop.engine.players.tuning import HardConfig  # noqa: E402


def test_stages_of_the_wall():
    assert [stage(w) for w in (52, 35, 34, 18, 17, 0)] == ["early", "early", "mid", "mid", "late", "late"]


def test_a_short_run_notes_each_discard_with_a_chance():
    rows = measure("nantong-single", 6, 701, ["hard", "normal", "normal"], HardConfig())
    assert rows
    for (x, st), (n, p, won) in rows.items():
        assert 0 <= x <= MAX_X and st in ("early", "mid", "late")
        assert n > 0 and 0.0 <= p <= n and 0 <= won <= n
