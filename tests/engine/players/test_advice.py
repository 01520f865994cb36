"""advice.advise: the 高手's ranking of every legal action — its own choice first, expected net 胡 on one
scale, a reason that says what sets each other action apart — shared by the hints and the review."""

from __future__ import annotations

import random

from changpai_desktop.engine.match import deck_for
from changpai_desktop.engine.players import hints
from changpai_desktop.engine.players.advice import _telling, advise
from changpai_desktop.engine.players.facts import Facts
from changpai_desktop.engine.players.hard import HardPlayer
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.table.actions import act
from changpai_desktop.engine.table.hand import Hand
from changpai_desktop.engine.text import Msg
from changpai_desktop.services.text import render
from seat_views import NS, TD, view_of


def _decisions(rules, seed, hands=2):
    rng = random.Random(seed)
    for g in range(hands):
        hand = Hand(rules, (g % 3, (g + 1) % 3, (g + 2) % 3), 3, deck_for(rng.randrange(10**6), 0, False))
        players = {s: make_player(n, s) for s, n in enumerate(("hard", "normal", "easy"))}
        while (d := hand.pending()) is not None:
            v, legal = hand.view(d.seat), list(d.legal)
            yield v, legal
            hand.apply(d.seat, players[d.seat].choose(v, legal))


def test_every_legal_action_once_the_hard_choice_first_and_costs_not_negative():
    n = 0
    for rules in (NS, TD):
        for v, legal in _decisions(rules, 5):
            adv = advise(v, legal, rules)
            assert sorted(map(repr, (a.action for a in adv))) == sorted(map(repr, legal))
            assert adv[0].action == HardPlayer(0).choose(v, legal)
            top = adv[0].expected_hu
            assert all(a.expected_hu <= top for a in adv)
            assert [a.expected_hu for a in adv[1:]] == sorted((a.expected_hu for a in adv[1:]), reverse=True)
            n += 1
    assert n > 100


def test_a_win_is_first_and_worth_its_total():
    v = view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 2b3b4b 9b9b", drawn="9b")
    adv = advise(v, [act("discard", "1w"), act("tsumo")], NS)
    assert adv[0].action == act("tsumo") and adv[0].facts.hu > 0
    assert adv[0].expected_hu > adv[1].expected_hu
    assert render(adv[0].reason, "zh_Hans").startswith("胡牌")


def test_reasons_after_the_first_say_what_sets_them_apart():
    """Seven sets and 1t, 5w: discarding either single leaves the hand ready (吊头); any card out of a set is
    a step back — its reason says so against the first choice."""
    v = view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b hhhhhh 1t 5w")
    legal = [act("discard", c) for c in dict.fromkeys(v.hand)]
    adv = advise(v, legal, NS)
    first = render(adv[0].reason, "zh_Hans")
    assert adv[0].facts.x == 0 and "听牌" in first
    slower = next(a for a in adv if a.facts.x == 1)
    text = render(slower.reason, "zh_Hans")
    assert "多差 1 张才听牌" in text and f"打 {render_card(adv[0].action.card)}" in text


def render_card(code):
    from changpai_desktop.engine.text import Card
    return render(Card(code), "zh_Hans")


def test_claim_reasons_compare_kong_pung_and_pass_by_their_numbers():
    v = view_of(NS, "hhhhhh 1w2w3w 2t3t4t 6t7t8t 3b4b5b 7b8b 9b9b 1b 5w 8w", phase="claim", seat=1,
                claim={"card": "hh", "from": 0, "kind": "discard"})
    adv = advise(v, [act("pass"), act("peng", "hh"), act("gang", "hh")], NS)
    assert adv[0].action == act("gang", "hh")
    texts = [render(a.reason, "zh_Hans") for a in adv]
    assert "明杠 16 胡" in texts[0]
    assert all("比杠" in t for t in texts[1:])


def test_hints_follow_the_advice():
    v = view_of(NS, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b hhhhhh 1t 5w")
    legal = [act("discard", c) for c in dict.fromkeys(v.hand)]
    assert [h.action for h in hints.hint(v, legal, NS)] == [a.action for a in advise(v, legal, NS)]


def test_declaring_ready_is_worth_its_doubled_win():
    """rugao-double-xi: 报听 doubles the win, so a ready discard declared beats the same discard plain, and
    declining 天听 says what it declines."""
    from changpai_desktop.engine.rules import RuleSet

    rg = RuleSet.preset("rugao-double-xi", {"deal.seats": 3})
    v = view_of(rg, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b hhhhhh 1t 5w", flips=("4t", "6w"))
    legal = [act("discard", "5w"), act("discard", "1t"), act("ready", "5w"), act("ready", "1t")]
    adv = {a.action: a.expected_hu for a in advise(v, legal, rg)}
    assert adv[act("ready", "5w")] > adv[act("discard", "5w")]
    deal = view_of(rg, "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b9b hhhhhh 1t", phase="dragons", seat=1,
                   flips=("4t", "6w"))
    first, passed = advise(deal, [act("tianting"), act("pass")], rg)
    assert first.action == act("tianting") and first.expected_hu > passed.expected_hu
    assert render(passed.reason, "zh_Hans").startswith("过：不报天听")


def _ids(m) -> set[str]:
    """Every glossary id in a message and the messages inside it."""
    out = {m.id}
    for v in m.as_dict().values():
        for item in v if isinstance(v, tuple) else (v,):
            if isinstance(item, Msg):
                out |= _ids(item)
    return out


def test_a_kept_set_is_named_only_where_it_sets_the_actions_apart():
    """A hint read "打 白花：…，保留七饼刻子 8 胡" for a discard that had nothing to do with the 七饼: every
    discard but a 七饼 keeps that triplet. Now no discard that keeps it like the first says so."""
    view = view_of(NS, "7b7b7b 1w2w3w 4t5t6t 1b2b3b 5w6w7w 2t3t 9w 8t 3w 6b 9t bh 4w")
    advice = advise(view, [act("discard", c) for c in dict.fromkeys(view.hand)], NS)
    assert advice[0].action.card != "7b" and advice[1].action.card != "7b"
    for a in advice:
        if a.action.card != "7b":
            assert "hint.keep.triplet" not in _ids(a.reason), (a.action, render(a.reason, "zh_Hans"))


def test_the_first_names_its_kept_set_when_the_next_best_gives_it_up():
    first, second, third = act("discard", "9w"), act("discard", "7b"), act("discard", "bh")
    facts = {first: Facts(first, 2, 60, kept=("7b", 8)), second: Facts(second, 2, 58),
             third: Facts(third, 2, 55, kept=("7b", 8))}
    told = _telling(facts, first, [second, third])
    assert told[first].kept == ("7b", 8)      # the next best breaks the triplet: worth saying
    assert told[third].kept is None           # keeps it as the first does: not what sets it apart
    assert told[second].kept is None
