"""Seat views built by hand for the computer-player tests: a hand, melds, discards, flips, the phase."""

from __future__ import annotations

from changpai_desktop.engine.table.actions import SeatView
from changpai_desktop.engine.cards import INDEX, parse
from changpai_desktop.engine.rules import RuleSet

NS = RuleSet.preset("nantong-single", {"deal.seats": 3})
TD = RuleSet.preset("tongzhou-double", {"deal.seats": 3})


def view_of(rules, hand, *, seat=0, melds=None, discards=None, flips=("4t",), phase="act", drawn=None,
            declared=None, draws=(3, 3, 3), wall=30, claim=None, hand_counts=None, ready=(False,) * 3):
    cards = tuple(sorted(parse(hand), key=lambda c: INDEX[c]))
    melds = melds or ((), (), ())
    return SeatView(seat=seat, hand_no=0, phase=phase, dealer=0, resting=None, order=(0, 1, 2), turn=seat,
                    hand=cards, drawn=drawn, declared=declared or ((), (), ()), melds=melds,
                    discards=discards or ((), (), ()), joys=((), (), ()), flips=tuple(flips),
                    hand_counts=hand_counts or (len(cards), 22, 22), wall_count=wall, ready=ready,
                    draws=draws, claim=claim, totals=(0, 0, 0), rules=rules)
