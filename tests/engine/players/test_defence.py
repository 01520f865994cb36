"""The 高手's defence priced by what a deal-in really costs (``HardConfig.defence_ev``): settlement charges every
loser alike (RULES.md §6), so feeding a win costs this seat only the win of its own it gives up."""

from __future__ import annotations

from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.players.analysis import Analysis
from changpai_desktop.engine.players.hard import HardPlayer
from changpai_desktop.engine.players.threats import danger, threats
from changpai_desktop.engine.players.tuning import HardConfig
from changpai_desktop.engine.table.actions import act
from seat_views import NS, view_of

# One step from ready: five sets, the pair 9w9w, the partials 5b6b and 1w2w, and two loose cards: 5w (live,
# its neighbours live) and 9b, which the opponent who declared ready has discarded itself.
HAND = "1t2t3t 4t5t6t 7t8t9t 2b3b4b 6b7b8b 9w9w 5b6b 1w2w 5w 9b"


def _view():
    return view_of(NS, HAND, wall=20, draws=(10, 10, 10), ready=(False, True, False),
                   discards=((), ("1b", "9t", "4b", "9b", "8w"), ()), hand_counts=(23, 22, 22))


def test_deal_chance_is_lower_for_a_card_the_ready_seat_discarded():
    v = _view()
    an = Analysis(v)
    th = threats(an, v)
    assert danger(an, th, INDEX["9b"], priced=False) < danger(an, th, INDEX["5w"], priced=False) / 2


def test_priced_defence_keeps_the_card_the_ready_seat_may_wait_on():
    """Both loose cards leave the hand one step from ready; without defence the 高手 lets 5w go, with its
    own expected win at stake it gives the ready seat the card that seat threw away."""
    v = _view()
    legal = [act("discard", c) for c in sorted(set(v.hand))]
    assert HardPlayer(1).choose(v, legal) == act("discard", "5w")
    assert HardPlayer(1, HardConfig(defence_ev=3.0)).choose(v, legal) == act("discard", "9b")
