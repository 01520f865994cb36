"""services.analyse (牌理): distance to ready in players' words, useful draws with live copies, each discard's
expected 胡 from the 高手's ranking, and the waits of a ready hand with both scores."""

import pytest

from changpai_desktop.engine.cards import KINDS
from changpai_desktop.engine.players.advice import advise
from changpai_desktop.engine.table.actions import act
from changpai_desktop.services.analyse import WON, AnalyseError, analyse, seat_view
from changpai_desktop.services.text import render

READY = {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],   # RULES.md §7 less 8t
         "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t9t9w9w"}


def test_a_ready_hand_waits_on_its_card_with_both_scores():
    a = analyse(READY)
    assert a.distance == 0 and not a.on_turn and render(a.words, "zh_Hans") == "听牌"
    assert [(w.kind_code, w.discard_hu) for w in a.waits] == [("8t", 40)]    # RULES.md §7: 40 on a discard
    assert a.waits[0].live == 4 and a.waits[0].self_drawn_hu > a.waits[0].discard_hu
    assert [(d.card, d.live) for d in a.useful] == [("8t", 4)]


def test_a_hand_one_card_off_says_how_far_and_which_draws_help():
    a = analyse(dict(READY, hand=READY["hand"].replace("9w9w", "9w1b")))
    assert a.distance == 1 and render(a.words, "zh_Hans") == "还差 1 张听牌" and a.waits == ()
    assert render(a.words, "en") == "1 short of ready"
    helpful = {d.card for d in a.useful}
    assert "9w" in helpful and all(d.live > 0 for d in a.useful)


def test_on_turn_every_discard_carries_the_advice_numbers_best_first():
    hand = READY["hand"] + "1w"
    a = analyse(dict(READY, hand=hand))
    assert a.on_turn and a.distance == 0
    view = seat_view(dict(READY, hand=hand))
    kinds = [k for k in KINDS if k in view.hand]            # the legal discards, in the engine's order
    ranked = advise(view, [act("discard", k) for k in kinds], view.rules)
    assert [d.card for d in a.discards] == [r.action.card for r in ranked]
    assert [d.expected_hu for d in a.discards] == [r.expected_hu for r in ranked]
    assert next(d for d in a.discards if d.card == "1w").waits[0].kind_code == "8t"


def test_a_winning_hand_and_a_wrong_count():
    assert analyse(dict(READY, hand=READY["hand"] + "8t")).distance == WON
    with pytest.raises(AnalyseError) as err:
        analyse(dict(READY, hand="2b2b"))
    assert err.value.msg.id == "analyse.count"
