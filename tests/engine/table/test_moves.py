"""The one legality source: every closed action type names its reason, and that reason is what a player is
told when trying it; the reasons read as the glossary says in all three languages."""

import random

import pytest
from refusal_text import GLOSSARY, render

from changpai_desktop.engine.cards import CARD_INFO, KINDS
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.table.actions import ACTION_TYPES, Action, Decision, IllegalAction, act
from changpai_desktop.engine.table.deal import build_deck
from changpai_desktop.engine.table.hand import Hand
from changpai_desktop.engine.table.moves import PHASE_TYPES
from changpai_desktop.engine.text import Card, msg

WIN_W = "1w2w3w4w5w6w7w8w9w"
WIN_T = "1t2t3t4t5t6t7t8t9t"


def refused(h, seat, action):
    before = h.state_dict()
    with pytest.raises(IllegalAction) as exc:
        h.apply(seat, action)
    assert h.state_dict() == before
    return exc.value.msg


def check_decision(h):
    """Every closed type has a reason, no open type has one; trying a closed type is refused with it."""
    d = h.pending()
    open_types = {a.type for a in d.legal}
    assert set(d.refusals) == set(ACTION_TYPES) - open_types
    for t, why in d.refusals.items():
        assert why.id in GLOSSARY, why
        for lang in ("zh_Hans", "zh_Hant", "en"):
            assert render(why, lang)
        if t in ("tsumo", "pass") or t not in PHASE_TYPES[d.phase]:
            assert refused(h, d.seat, act(t) if t in ("tsumo", "pass") else act(t, "5w")) == why
        elif d.phase == "claim":
            assert refused(h, d.seat, act(t, h.claim["card"])) == why
        elif d.phase == "dragons":
            card = KINDS[h.dragon_kinds(d.seat)[0]]
            assert refused(h, d.seat, act(t, card)) == why
        elif t == "ready" and why.id not in ("refuse.ready.no_wait", "refuse.ready.already"):
            for a in d.legal:
                if a.type == "discard" and a.card not in h.declared[d.seat]:
                    assert refused(h, d.seat, act("ready", a.card)) == why
        elif t == "ready" and why.id == "refuse.ready.no_wait":
            card = next(a.card for a in d.legal if a.type == "discard" and a.card not in h.declared[d.seat])
            assert refused(h, d.seat, act("ready", card)) == msg("refuse.ready.not_ready_after", code=card,
                                                               card=Card(card))
        elif why.id in ("refuse.act.after_peng", "refuse.act.ready_only") and t in ("angang", "jiagang", "lilong"):
            assert refused(h, d.seat, act(t, "5w")) == why


@pytest.mark.parametrize("preset,seed", [("nantong-single", 1), ("tongzhou-double", 2), ("rugao-double-xi", 3),
                                         ("nantong-single", 4)])
def test_every_closed_type_says_why_and_that_is_the_refusal(preset, seed):
    r = RuleSet.preset(preset)
    rnd = random.Random(seed)
    for n in range(3):
        deck = build_deck(r, ["", "", ""])
        rnd.shuffle(deck)
        h = Hand(r, (0, 1, 2), 3, deck, n)
        while (d := h.pending()) is not None:
            check_decision(h)
            h.apply(d.seat, rnd.choice(d.legal))


def scripted(hands, flips="hh", front="", end="", **over):
    r = RuleSet.preset("nantong-single", {k.replace("__", "."): v for k, v in over.items()})
    return Hand(r, (0, 1, 2), 3, build_deck(r, hands, flips, front, end))


def pass_all(h):
    while (d := h.pending()) is not None and d.phase in ("claim", "dragons"):
        h.apply(d.seat, act("pass"))


def test_claim_refusals_name_the_card_offered():
    h = scripted(["8b", WIN_W + WIN_T + "qzqz6b7b", WIN_W + WIN_T + "bhbh6b7b"])
    pass_all(h)
    h.apply(0, act("discard", "8b"))
    d = h.pending()
    assert d.seat == 1 and d.phase == "claim" and [str(a) for a in d.legal] == ["hu:8b", "pass"]
    assert d.refusals["peng"] == msg("refuse.peng.need_two", code="8b", card=Card("8b"))
    assert render(d.refusals["peng"]) == "你没有两张 8b，不能碰"
    eight_bing = CARD_INFO["8b"].name_en
    assert render(d.refusals["gang"], "en") == f"you don't hold three {eight_bing} (8b), so you can't kong it"
    assert d.refusals["discard"].id == "refuse.claim.only_claims"
    assert render(d.refusals["discard"]).endswith("正在等人胡、杠、碰，现在只能胡、杠、碰或过")
    assert refused(h, 1, act("peng", "9b")).id == "refuse.claim.only_offered"
    check_decision(h)


def test_act_refusals_after_a_peng_and_for_ready():
    h = scripted(["8b", "8b8b3b3b3b3b", ""], multipliers__baoting__on=True)
    pass_all(h)
    h.apply(0, act("discard", "8b"))
    h.apply(1, act("peng", "8b"))
    pass_all(h)
    d = h.pending()
    assert {a.type for a in d.legal} == {"discard"}
    for t in ("tsumo", "angang", "jiagang"):
        assert d.refusals[t] == msg("refuse.act.after_peng")
    assert d.refusals["ready"] == msg("refuse.ready.after_peng")
    assert d.refusals["peng"] == d.refusals["hu"] == msg("refuse.act.no_claim")
    assert d.refusals["jiaolong"] == msg("refuse.jiaolong.window")
    assert render(d.refusals["ready"]) == "碰牌后不能报听"
    check_decision(h)


def test_no_baoting_rules_close_ready_with_their_reason():
    h = scripted(["", "", ""], multipliers__baoting__on=False)
    pass_all(h)
    assert h.pending().refusals["ready"] == msg("refuse.ready.no_baoting")
    assert render(h.pending().refusals["ready"], "en") == "these rules have no 报听 (declaring ready)"


def test_dragon_window_refusals():
    h = scripted(["", "5w5w5w5w", "7t7t7t"], flips="7t", end="9b8b")
    d = h.pending()
    assert d.phase == "dragons" and "jiaolong" not in d.refusals and "lilong" not in d.refusals
    assert d.refusals["discard"] == msg("refuse.dragons.only_dragons")
    why = refused(h, 1, act("jiaolong", "7t"))
    assert why.id == "refuse.dragon.not_dragon" and why.get("need") == 3 and why.get("held") == 0
    assert render(why) == "7t 不成龙：要有剩下的全部 3 张，你有 0 张"
    check_decision(h)


def test_refusals_take_no_part_in_decision_equality():
    a = Decision(0, (act("pass"),), "claim", {"peng": msg("refuse.peng.ready")})
    b = Decision(0, (act("pass"),), "claim")
    assert a == b and hash(a) == hash(b)


def test_the_turn_and_the_end_of_the_hand_are_refusals_too():
    h = scripted(["", "", ""])
    d = h.pending()
    other = next(s for s in (0, 1, 2) if s != d.seat)
    why = refused(h, other, d.legal[0])
    assert why == msg("refuse.not_your_turn", turn=d.seat, seat=other)
    assert render(why, "en") == f"It is seat {d.seat}'s move, not yours (seat {other})"
    assert refused(h, d.seat, "hu").id == "refuse.not_an_action"
    assert refused(h, d.seat, Action("discard", "zz")) == msg("refuse.no_such_card", code="zz")
