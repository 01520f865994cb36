"""Hints (engine/players/hints.py): every legal action ranked with a reason; top = the 高手's choice (the hints
follow advice.advise); waits of a ready hand with live copies and both scores."""

from __future__ import annotations

from changpai_desktop.engine.players import hints
from changpai_desktop.engine.table.actions import act
from changpai_desktop.engine.table.hand import Hand
from changpai_desktop.services.text import render
from changpai_desktop.engine.match import deck_for
from changpai_desktop.engine.players.registry import make_player

from seat_views import NS, TD, view_of


def test_hint_lists_every_legal_action_best_first():
    v = view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b hhhh 9w 5b 1t")
    legal = [act("discard", c) for c in dict.fromkeys(v.hand)]
    hs = hints.hint(v, legal, NS)
    assert sorted(map(str, (h.action for h in hs))) == sorted(map(str, legal))
    assert [h.score for h in hs] == sorted((h.score for h in hs), reverse=True)
    assert all(render(h.reason, "zh_Hans") and render(h.reason, "en") for h in hs)
    assert hs[0].reason.id == "hint.a.discard" and hs[0].reason.get("card").code == hs[0].action.card
    zh = render(hs[0].reason, "zh_Hans")
    assert zh.startswith("打 ") and "张听牌" in zh and "进张" in zh and "向听" not in zh
    assert "away from ready" in render(hs[0].reason, "en")


def test_hint_top_equals_hard_choice_over_many_positions():
    normal = make_player("hard", 0)
    others = {"easy": make_player("easy", 1), "hard": make_player("hard", 2)}
    checked = 0
    for rules in (NS, TD):
        for g in range(4):
            hand = Hand(rules, (g % 3, (g + 1) % 3, (g + 2) % 3), 3, deck_for(500 + g, 0, False))
            seats = {0: normal, 1: others["easy"], 2: others["hard"]}
            while (d := hand.pending()) is not None:
                v = hand.view(d.seat)
                legal = list(d.legal)
                a = seats[d.seat].choose(v, legal)
                if len(legal) > 1:
                    assert hints.hint(v, legal, rules)[0].action == normal.choose(v, legal)
                    checked += 1
                hand.apply(d.seat, a)
    assert checked > 100


def test_waits_info_for_a_ready_hand():
    # Between turns, ready on 3w / 6w (4w5w), rest complete: seven sets need 22 cards.
    v = view_of(NS, "4w5w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 1b2b3b hhhhhh 9b9b", phase="claim",
                claim={"card": "1t", "from": 1, "kind": "discard"}, discards=((), ("6w",), ()))
    ws = hints.waits_info(v, NS)
    codes = {w.kind_code: w for w in ws}
    assert set(codes) == {"3w", "6w"}
    assert codes["3w"].live == 4 and codes["6w"].live == 3
    for w in ws:
        assert w.self_drawn_hu > w.discard_hu > 0


def test_waits_info_on_turn_and_in_reasons():
    v = view_of(NS, "4w5w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 1b2b3b hhhhhh 9b9b 1t")
    ws = hints.waits_info(v, NS)
    assert {w.kind_code for w in ws} == {"3w", "6w"}
    legal = [act("discard", c) for c in dict.fromkeys(v.hand)]
    top = hints.hint(v, legal, NS)[0]
    assert top.action in (act("discard", "1t"), act("discard", "4t"))  # 1t2t3t or 2t3t4t: the same waits
    zh = render(top.reason, "zh_Hans")
    assert "听" in zh and "自摸" in zh and "waits" in render(top.reason, "en")


def test_not_ready_has_no_waits():
    v = view_of(NS, "1w5w9w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 1b2b3b hhhh 9b9b", phase="claim",
                claim={"card": "1t", "from": 1, "kind": "discard"})
    assert hints.waits_info(v, NS) == []
