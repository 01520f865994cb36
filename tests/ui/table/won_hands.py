"""A test helper for the end-of-hand views: the record of a scripted hand where seat 2 wins on seat 0's 8b."""

from __future__ import annotations

WINS = "1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t"


def won_hand_record(overrides=None, seat1="8b8b3b3b3bqz"):
    """Seat 2 holds nine 万 and nine 条 in runs plus 6b7b5b5b and wins on seat 0's 8b discard."""
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.engine.table.actions import act
    from changpai_desktop.engine.table.deal import build_deck
    from changpai_desktop.engine.table.hand import Hand
    from changpai_desktop.services.session_records import HandRecord

    r = RuleSet.preset("nantong-single", overrides or {})
    h = Hand(r, (0, 1, 2), 3, build_deck(r, ["8b", seat1, WINS + "6b7b5b5b"], "hh", "2w4w3b2w4w8b", "9b9b"))
    while (d := h.pending()) is not None and d.phase == "dragons":
        h.apply(d.seat, act("pass"))
    h.apply(0, act("discard", "8b"))
    while h.pending().seat != 2:
        h.apply(h.pending().seat, act("pass"))
    h.apply(2, act("hu", "8b"))
    res = h.result
    return HandRecord(0, 0, None, (0, 1, 2), tuple(h.flips), res, h.view(0), tuple(res.nets), False, None)
