"""tools/hybrid_hard.py: the 高手 that hands one class of decision to the 熟手 — it must sort decisions into the
classes it names and, in a class handed over, play exactly the 熟手's choice (and the 高手's elsewhere)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests" / "engine" / "players"))

from hybrid_hard import HybridPlayer, decision_class  # noqa: E402
from seat_views import NS, view_of  # noqa: E402

from changpai_desktop.engine.players.analysis import Analysis  # noqa: E402
from changpai_desktop.engine.players.hard import HardPlayer  # noqa: E402
from changpai_desktop.engine.players.ranking import rank_actions  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.players.tuning import HardConfig  # noqa: E402
from changpai_desktop.engine.table.actions import act  # noqa: E402

DRAGON_HAND = "5t5t5t5t 6t7t 3t4t 1w2w3w 2b3b4b 6b7b8b 7w8w9w 9b9b"
DRAGON_LEGAL = [act("jiaolong", "5t"), act("lilong", "5t"), act("pass")]


def _class_of(v, legal):
    an = Analysis(v)
    ranked = rank_actions(v, legal, an=an)
    return decision_class(an, ranked, HardPlayer(1).decide(an, legal, ranked))


def test_decisions_sorted_by_phase_and_distance():
    dragons = view_of(NS, DRAGON_HAND, phase="dragons", seat=1)
    assert _class_of(dragons, DRAGON_LEGAL) == "dragons"
    claim = view_of(NS, "hhhhhh 1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b 9b9b 1b 5w 8w", phase="claim", seat=1,
                    claim={"card": "hh", "from": 0, "kind": "discard"})
    assert _class_of(claim, [act("pass"), act("peng", "hh"), act("gang", "hh")]) == "claims"
    ready_soon = "1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 7t8t9t 9b9b 5w6w 1b"   # discard 1b: ready on 4w / 7w
    near = view_of(NS, ready_soon, drawn="1b")
    assert _class_of(near, [act("discard", c) for c in ("1w", "5w", "6w", "1b")]) == "near"
    scattered = "1w 4w 7w 2t 5t 8t 3b 6b 9b hh qz bh 1t 9w 5b 2w 8b 6t 3t 4b 7b 9t"
    far = view_of(NS, scattered, drawn="9t")
    assert _class_of(far, [act("discard", c) for c in ("1w", "hh", "9t")]) == "far"


def test_handed_over_class_plays_the_normal_choice():
    """On the deal 5t5t5t5t the 熟手 lays the dragon, the 高手 calls it: handing over "dragons" plays the 熟手's
    call, handing over another class keeps the 高手's."""
    v = view_of(NS, DRAGON_HAND, phase="dragons", seat=1)
    normal = make_player("normal", 1).choose(v, DRAGON_LEGAL)
    hard = HardPlayer(1).choose(v, DRAGON_LEGAL)
    assert normal != hard
    assert HybridPlayer(1, HardConfig(), frozenset({"dragons"})).choose(v, DRAGON_LEGAL) == normal
    assert HybridPlayer(1, HardConfig(), frozenset({"claims"})).choose(v, DRAGON_LEGAL) == hard
