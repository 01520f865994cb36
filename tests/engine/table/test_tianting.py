"""天听 (RULES.md §3, an option): a non-dealer ready on its dealt 22 declares it before the dealer's first
discard, then plays as after 报听; its win counts × 2 (once: it is not also 报听)."""

from __future__ import annotations

import pytest
from refusal_text import render

from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.table.actions import act
from changpai_desktop.engine.table.deal import build_deck
from changpai_desktop.engine.table.hand import Hand

WIN_W = "1w2w3w4w5w6w7w8w9w"
WIN_T = "1t2t3t4t5t6t7t8t9t"
READY_OTHER = WIN_W + WIN_T + "bhbh6b7b"      # 22 cards waiting on 5b / 8b


def _hand(on=True, dealer=""):
    rules = RuleSet.preset("nantong-single", {"multipliers.tianting.on": on})
    deck = build_deck(rules, [dealer, READY_OTHER, ""], "hh", front="1b2w3t5b")
    return Hand(rules, (0, 1, 2), 3, deck)


def _pass_claims(h):
    while (d := h.pending()) is not None and d.phase == "claim":
        h.apply(d.seat, act("pass"))


def test_a_ready_non_dealer_declares_tianting_then_discards_every_draw_and_wins_doubled():
    h = _hand()
    d = h.pending()
    assert d.phase == "dragons" and d.seat == 1 and {str(a) for a in d.legal} == {"tianting", "pass"}
    h.apply(1, act("tianting"))
    assert h.ready[1] and h.tianting[1]
    d = h.pending()
    assert d.phase == "act" and d.seat == 0
    h.apply(0, next(a for a in d.legal if a.type == "discard" and a.card not in ("5b", "8b")))
    _pass_claims(h)
    assert h.drawn[1] == "1b" and {str(a) for a in h.pending().legal} == {"discard:1b"}   # as after 报听
    h.apply(1, act("discard", "1b"))
    for seat in (2, 0):
        _pass_claims(h)
        h.apply(seat, act("discard", h.drawn[seat]))
    _pass_claims(h)
    assert h.drawn[1] == "5b"
    h.apply(1, act("tsumo"))
    r = h.result
    assert r.winner == 1 and r.flags["ready_on_deal"] and not r.flags["ready_declared"]
    assert [i.key for i in r.scores[1].items if i.key.startswith("mult.")] == ["mult.tianting"]
    assert h.check_invariants() == []


def test_tianting_is_closed_when_off_for_the_dealer_and_for_a_hand_not_ready():
    h = _hand(on=False)
    assert h.pending().phase == "act"                     # nobody to ask: no dragons, no 天听
    assert "no 天听" in render(h.pending().refusals["tianting"], "en")
    h = _hand(dealer=WIN_W + WIN_T + "qzqz6b7bhh")       # the dealer is ready too, but only seat 1 is asked
    assert h.pending().seat == 1
    h.apply(1, act("pass"))
    assert h.pending().phase == "act" and "tianting" not in {a.type for a in h.pending().legal}
    assert "only before the dealer's first discard" in render(h.pending().refusals["tianting"], "en")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_computer_players_declare_tianting_when_ready(level):
    h = _hand()
    d = h.pending()
    player = make_player(level, seed=1)
    assert player.choose(h.view(1), list(d.legal)).type == "tianting"
