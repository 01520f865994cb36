"""The human's optional automatic moves: each acts only when switched on, and only where it says it does."""

import dataclasses

from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.table.actions import Action, Decision
from changpai_desktop.services.auto_play import AutoOptions, auto_action, claims_help
from changpai_desktop.services.session import new_game

OFF = AutoOptions(auto_win=False, auto_pass=False, auto_discard_ready=False)
ALL = AutoOptions(auto_win=True, auto_pass=True, auto_discard_ready=True)


def claim_decisions(seeds=range(6)):
    """Real claim decisions of seat views, from games of computer players."""
    for seed in seeds:
        g = new_game("nantong-single", 4, 1, seed=seed)
        players = [make_player("normal", f"{seed}:{i}") for i in range(4)]
        while (d := g.pending()) is not None:
            v = g.view(d.seat)
            if d.phase == "claim" and "hu" not in {a.type for a in d.legal}:
                yield d, v
            g.apply(players[d.seat].choose(v, list(d.legal)), d.seat)


def a_view():
    g = new_game("nantong-single", 4, 1, seed=1)
    d = g.pending()
    return d, g.view(d.seat)


def test_nothing_is_automatic_when_everything_is_off():
    d, v = a_view()
    win = Decision(v.seat, (Action("tsumo", None), Action("discard", v.hand[0])), "act")
    only_pass = Decision(v.seat, (Action("pass", None),), "claim")
    ready = dataclasses.replace(v, ready=tuple(s == v.seat for s in range(len(v.ready))))
    drawn = Decision(v.seat, (Action("discard", v.hand[0]),), "act")
    assert auto_action(win, v, OFF) is None
    assert auto_action(only_pass, v, OFF) is None
    assert auto_action(drawn, ready, OFF) is None
    assert auto_action(d, v, AutoOptions()) is None   # the defaults: an ordinary first turn waits


def test_auto_win_takes_a_legal_win_and_only_when_on():
    _d, v = a_view()
    win = Decision(v.seat, (Action("discard", v.hand[0]), Action("tsumo", None)), "act")
    assert auto_action(win, v, AutoOptions(auto_win=True)) == Action("tsumo", None)
    hu = Decision(v.seat, (Action("pass", None), Action("hu", v.hand[0])), "claim")
    assert auto_action(hu, v, AutoOptions(auto_win=True)).type == "hu"
    # with auto-win off a win is never passed nor thrown away, whatever else is on
    assert auto_action(hu, v, AutoOptions(auto_win=False, auto_pass=True)) is None


def test_after_baoting_the_drawn_card_goes_unless_it_wins():
    _d, v = a_view()
    ready = dataclasses.replace(v, ready=tuple(s == v.seat for s in range(len(v.ready))))
    drawn = Decision(v.seat, (Action("discard", v.hand[0]),), "act")
    assert auto_action(drawn, ready, AutoOptions()) == Action("discard", v.hand[0])   # on by default
    assert auto_action(drawn, v, AutoOptions()) is None                                 # not ready: wait
    wins = Decision(v.seat, (Action("discard", v.hand[0]), Action("tsumo", None)), "act")
    assert auto_action(wins, ready, AutoOptions()) is None


def test_auto_pass_passes_only_the_claims_that_do_not_help():
    helped = passed = 0
    for d, v in claim_decisions():
        act = auto_action(d, v, AutoOptions(auto_pass=True))
        assert auto_action(d, v, AutoOptions(auto_pass=False)) is None
        if claims_help(v, list(d.legal)):
            assert act is None
            helped += 1
        else:
            assert act is not None and act.type == "pass"
            passed += 1
    assert helped and passed
