"""tools/oracle_hard.py: the oracle reads the table it is told to (a ready opponent's waits, the wall's make-up)
and gives way only to a card that feeds no win within its slack."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests" / "engine" / "players"))

from oracle_hard import feeding, give_way, wall_counts  # noqa: E402
from seat_views import NS, view_of  # noqa: E402

from changpai_desktop.engine import tiles  # noqa: E402
from changpai_desktop.engine.cards import INDEX, N_KINDS  # noqa: E402
from changpai_desktop.engine.drive import advance_hand  # noqa: E402
from changpai_desktop.engine.players.analysis import Analysis  # noqa: E402
from changpai_desktop.engine.players.arena import set_up_hand  # noqa: E402
from changpai_desktop.engine.players.ranking import rank_actions  # noqa: E402
from changpai_desktop.engine.table.actions import Action  # noqa: E402
from changpai_desktop.engine.tiles.arrange import complete_table  # noqa: E402

HAND = "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b 5t 9t 9w hh qz 1t"


def test_feeding_is_the_waits_of_the_ready_opponents_and_the_wall_is_what_is_left_to_draw():
    """At the end of drawn-out hands, some opponent of the first seat is ready: its waits are what feeds it."""
    complete_table()
    found = 0
    for i in range(40):
        hand, table, _names = set_up_hand("nantong-single", 3, 151, i, ["hard", "normal", "normal"])
        advance_hand(hand, table)
        me = hand.order[0]
        an = Analysis(hand.view(me))
        expect = set()
        for s in hand.order[1:]:
            c = list(hand.concealed[s][:N_KINDS])
            if tiles.xiangting(c, hand.sets_needed(s)) == 0:
                expect |= set(tiles.waits(c))
        assert feeding(hand, an, "waits") == expect
        assert sum(wall_counts(hand)) == hand.hi - hand.lo
        found += bool(expect)
    assert found


def test_give_way_takes_the_best_card_that_feeds_nothing_within_the_slack():
    v = view_of(NS, HAND)
    ranked = rank_actions(v, [Action("discard", c) for c in dict.fromkeys(v.hand)])
    choice = ranked[0].action
    bad = {INDEX[choice.card]}
    other = give_way(ranked, choice, bad, 1)
    assert other.card != choice.card
    x = {r.action.card: r.state.x for r in ranked}
    assert x[other.card] <= x[choice.card] + 1
    assert give_way(ranked, choice, {INDEX[c] for c in v.hand}, 1) == choice  # nothing safe: the choice stands

