"""The 高手's expected settlement (outlook.Outlook): the chance to win over the coming draws, and the rate of
useful cards one step on (``HardConfig.two_step``)."""

from __future__ import annotations

from changpai_desktop.engine import tiles
from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.players.analysis import Analysis
from changpai_desktop.engine.players.outlook import Outlook
from changpai_desktop.engine.players.ranking import eval_state
from changpai_desktop.engine.players.tuning import HardConfig

from seat_views import NS, view_of

TWO_AWAY = "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b 1t 9t 9w hh qz"  # 22 cards, two steps from ready


def test_chance_to_win_rises_with_draws_and_with_the_rate_of_later_steps():
    o = Outlook(HardConfig())
    assert o.win_probability(2, 0.1, 0.05, 6) < o.win_probability(2, 0.1, 0.05, 12)
    assert o.win_probability(2, 0.1, 0.05, 12, q_next=0.05) < o.win_probability(2, 0.1, 0.05, 12, q_next=0.2)
    assert o.win_probability(2, 0.1, 0.05, 12, q_next=0.1) == o.win_probability(2, 0.1, 0.05, 12)
    assert o.win_probability(3, 0.1, 0.05, 0) == 0.0  # no draws left: no win


def test_the_rate_one_step_on_falls_when_what_the_next_step_needs_is_gone():
    an = Analysis(view_of(NS, TWO_AWAY))
    c = list(an.counts)
    x = tiles.xiangting(c, an.need)
    assert x == 2
    o = Outlook(HardConfig(two_step=True))
    rate = o.next_step_rate(an, c, x)
    assert rate > 0
    # every live 9b goes to the discards: a 9b is one of the cards that lowers 向听 at either step
    dead = Analysis(view_of(NS, TWO_AWAY, discards=((), ("9b",) * an.live[INDEX["9b"]], ())))
    assert 0 < o.next_step_rate(dead, c, x) < rate


def test_two_steps_change_nothing_within_a_step_of_ready():
    an = Analysis(view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 2b3b 9w9w"))
    c = list(an.counts)
    st = eval_state(an, c, an.need)
    assert st.x <= 1
    plain = Outlook(HardConfig()).value_of(an, an.view, list(c), st)
    assert Outlook(HardConfig(two_step=True)).value_of(an, an.view, list(c), st) == plain
