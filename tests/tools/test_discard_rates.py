"""tools/discard_rates.py: the opponents' discards seen from the 高手's seat, per category of card — each kind in
its category, every opponent discard counted once, and the expected counts (a random unseen card) summing to one
per discard."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests" / "engine" / "players"))

from discard_rates import Tally, category, measure  # noqa: E402
from seat_views import NS, view_of  # noqa: E402

from changpai_desktop.engine.cards import INDEX  # noqa: E402

HAND = "1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 7t8t9t 9b9b 5w6w"


def test_categories_by_kind_shedding_and_wall():
    v = view_of(NS, HAND, discards=((), ("hh", "5b"), ()), wall=40)
    assert category(v, INDEX["hh"]) == ("honour", "D", "early")
    assert category(v, INDEX["qz"]) == ("honour", "-", "early")
    assert category(v, INDEX["9w"]) == ("terminal", "-", "early")
    assert category(v, INDEX["5b"]) == ("middle", "D", "early")
    own = view_of(NS, HAND, discards=(("5t",), (), ()), wall=10)
    assert category(own, INDEX["5t"]) == ("middle", "-", "late")   # its own discard is not another seat's
    assert category(view_of(NS, HAND, wall=20), INDEX["1t"])[2] == "mid"


def test_tally_counts_each_discard_once_against_a_uniform_draw():
    v = view_of(NS, HAND, wall=40)
    live = [0] * 30
    live[INDEX["hh"]], live[INDEX["5b"]] = 1, 3
    t = Tally()
    t.add(v, live, "hh")
    t.add(v, live, "5b")
    rows = {c: (seen, exp) for c, seen, exp in t.rows(1)}
    assert rows[("honour",)] == (1, pytest.approx(0.5))
    assert rows[("middle",)] == (1, pytest.approx(1.5))
    assert t.events == 2


def test_a_short_run_sees_opponent_discards():
    t = measure("nantong-single", 3, 601, ["hard", "normal", "normal"])
    rows = t.rows(3)
    assert t.events > 0
    assert sum(seen for _c, seen, _e in rows) == t.events
    assert sum(e for _c, _s, e in rows) == pytest.approx(t.events)
