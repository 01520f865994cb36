"""新手引导: the fixed deal plays as its notes say and goes through the table's start_game."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_guided_hand_goes_through_start_game(qtbot):
    from changpai_desktop.engine.drive import advance
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.players.base import HUMAN
    from changpai_desktop.engine.players.registry import make_player
    from changpai_desktop.engine.table.actions import Action
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.ui.learn import guided

    calls = []

    class Table:
        def start_game(self, preset, seats, levels, hands, seed=None, deck=None, guided_notes=None):
            calls.append((preset, seats, levels, hands, seed, deck, guided_notes))

    assert guided.start_guided_hand(Table().start_game)
    preset, seats, levels, hands, seed, deck, notes = calls[0]
    assert preset == "nantong-single" and len(deck) == 120 and len(notes) >= 2
    # the fixed deal runs as the notes say, whatever the computers do
    for kind in ("greedy", "random"):
        g = Match(RuleSet.preset(preset), seed=seed, hands=1, decks=[deck], first_dealer=0)
        players = [HUMAN] + [make_player(kind, i) for i in range(3)]
        d = advance(g, players)
        assert d.seat == 0 and Action("discard", "2w") in d.legal
        g.apply(Action("discard", "2w"))
        d = advance(g, players)
        assert d.seat == 0 and Action("tsumo", None) in d.legal or any(a.type == "tsumo" for a in d.legal)
        g.apply(next(a for a in d.legal if a.type == "tsumo"))
        assert g.sheet[-1]["hu"][0] == 80


def test_guided_deal_cannot_be_interrupted():
    """Whatever the computers discard, you are never offered a claim: they hold nothing you hold twice or wait for."""
    from changpai_desktop.engine.cards import KINDS
    from changpai_desktop.ui.learn import guided

    deck = guided.guided_deck()
    human, seat1, seat2 = deck[:23], deck[23:45], deck[45:67]
    assert deck[67] == "7w" and deck[68:71] == ["qz", "bh", "4t"]
    for hand, draw in ((seat1, "qz"), (seat2, "bh")):
        assert len(set(hand)) == 22 and draw not in hand
        assert not {c for c in hand if human.count(c) >= 2} and not {"1t", "4t", "2w"} & set(hand)
    assert {c for c in KINDS if human.count(c) >= 2} == {"hh", "4w", "3t", "9t"}
