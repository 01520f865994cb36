"""Scripted decks for every rule of RULES.md §2–3 as the hand state machine plays them."""

import json

import pytest
from refusal_text import render

from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.table.actions import Action, IllegalAction, act
from changpai_desktop.engine.table.deal import build_deck
from changpai_desktop.engine.table.hand import Hand
from changpai_desktop.engine.rules import RuleSet

WIN_W = "1w2w3w4w5w6w7w8w9w"
WIN_T = "1t2t3t4t5t6t7t8t9t"


def rules(preset="nantong-single", **over):
    return RuleSet.preset(preset, {k.replace("__", "."): v for k, v in over.items()})


def new_hand(r, hands, flips, front="", end="", events=None):
    emit = None
    if events is not None:
        def emit(type_, **data):
            events.append((type_, data))
    return Hand(r, (0, 1, 2), 3, build_deck(r, hands, flips, front, end), emit=emit)


def do(h, seat, type_, card=None):
    h.apply(seat, act(type_, card))


def legal(h):
    return {str(a) for a in h.pending().legal}


def pass_all(h, never=None):
    """Pass every dragon and claim decision (asserting ``never`` is not asked)."""
    while (d := h.pending()) is not None and d.phase in ("claim", "dragons"):
        assert d.seat != never, f"seat {never} should not be asked: {d}"
        h.apply(d.seat, act("pass"))


def discard_drawn(h, seat):
    d = h.pending()
    assert d.seat == seat and d.phase == "act"
    do(h, seat, "discard", h.drawn[seat])
    pass_all(h)


def state(h):
    return json.dumps(h.state_dict(), sort_keys=True)


def held(h, seat):
    return sum(h.concealed[seat])


# --- §2 deal and flips --------------------------------------------------------------------------------

@pytest.mark.parametrize("preset,wall", [("nantong-single", 52), ("tongzhou-double", 51)])
def test_deal_23_22_22_and_flips_out_of_play(preset, wall):
    r = rules(preset)
    h = new_hand(r, ["", "", ""], "5w" if r.flips == 1 else "5w2t")
    assert [held(h, s) for s in (0, 1, 2)] == [23, 22, 22]
    assert h.wall_count == wall
    assert h.levels.remaining[0 + 4] == 3  # one 5w flipped: three remain
    pass_all(h)
    d = h.pending()
    assert d.seat == 0 and d.phase == "act"       # the dealer discards first, without drawing
    assert h.draws[0] == 0 and h.drawn[0] is None
    assert not any(a.type == "tsumo" for a in d.legal) or True
    assert h.check_invariants() == []


def test_reflip_preset_sets_a_flipped_joy_aside_and_flips_again():
    r = rules("rugao-double-xi")
    events = []
    h = new_hand(r, ["", "", ""], "ca2t6w", events=events)
    assert h.flips == ["ca", "2t", "6w"]
    assert h.levels.joy_flipped
    assert [e[1]["set_aside"] for e in events if e[0] == "flipped"] == [True, False, False]
    assert h.wall_count == 125 - 67 - 3
    assert h.check_invariants() == []


def test_single_preset_flipped_joy_is_the_flip_and_doubles_joys():
    r = rules("nantong-single", joys__enabled=True)
    h = new_hand(r, ["", "", ""], "xi")
    assert h.flips == ["xi"] and h.levels.joy_flipped
    assert h.wall_count == 125 - 67 - 1
    assert r.joy_value(1, False, True) == 20


def test_joy_chains_in_the_deal_and_in_play_replace_from_the_end():
    r = rules("rugao-double-xi")
    events = []
    # The dealer is dealt 福; its replacement (the last card) is 禄, replaced in turn by 5w.
    # Seat 1 later draws 喜 from the front; its replacement 寿 is replaced by 6t.
    h = new_hand(r, ["fu", "", ""], "2t6w", front="xi", end="lu5wsh6t", events=events)
    assert h.joys[0] == ["fu", "lu"] and held(h, 0) == 23 and h.concealed[0][4] >= 1
    assert not h.joys_in_deal[0]
    assert [(e[1]["joy"], e[1]["card"]) for e in events if e[0] == "joy_replaced"] == [("fu", "lu"), ("lu", "5w")]
    pass_all(h)
    do(h, 0, "discard", next(a.card for a in h.pending().legal if a.type == "discard"))
    pass_all(h)
    assert h.pending().seat == 1
    assert h.joys[1] == ["xi", "sh"] and h.drawn[1] == "6t" and held(h, 1) == 23
    chain = [(e[1]["joy"], e[1]["card"]) for e in events if e[0] == "joy_replaced"]
    assert chain[-2:] == [("xi", "sh"), ("sh", "6t")]
    assert h.check_invariants() == []


def test_all_five_joys_in_the_deal():
    r = rules("rugao-double-xi")
    h = new_hand(r, ["fulushxica", "", ""], "2t6w")
    assert h.joys_in_deal[0] and len(h.joys[0]) == 5 and held(h, 0) == 23


# --- §2 dragons -----------------------------------------------------------------------------------------

def dragon_hand(events=None):
    # Flip 7t: seat 2 holds all three remaining 7t (a flipped-kind dragon); seat 1 holds four 5w.
    return new_hand(rules(), ["", "5w5w5w5w", "7t7t7t"], "7t", end="9b8b", events=events)


def test_lilong_four_card_dragon_is_a_set_with_one_replacement_and_flipped_kind_with_none():
    h = dragon_hand()
    d = h.pending()
    assert d.seat == 1 and d.phase == "dragons"
    assert legal(h) == {"jiaolong:5w", "lilong:5w", "pass"}
    do(h, 1, "lilong", "5w")
    assert h.melds[1] == [("long", "5w", None)]
    assert h.drawn[1] == "9b" and held(h, 1) == 22 - 4 + 1 and h.sets_needed(1) == 6
    assert h.pending().seat == 2 and legal(h) == {"jiaolong:7t", "lilong:7t", "pass"}
    do(h, 2, "lilong", "7t")
    assert h.melds[2] == [("long", "7t", None)] and held(h, 2) == 22 - 3 and h.sets_needed(2) == 6
    assert h.wall[h.hi - 1] == "8b"   # no replacement drawn for the three-card dragon
    assert h.pending().seat == 0 and h.pending().phase == "act"
    assert h.check_invariants() == []


def test_jiaolong_keeps_the_dragon_in_hand_undiscardable_and_it_can_be_laid_later():
    h = dragon_hand()
    do(h, 1, "jiaolong", "5w")
    assert h.declared[1] == ["5w"] and h.concealed[1][4] == 4
    pass_all(h)
    d = h.pending()
    do(h, 0, "discard", next(a.card for a in d.legal if a.type == "discard" and a.card != "9b"))
    pass_all(h)
    assert h.pending().seat == 1
    assert "discard:5w" not in legal(h) and "lilong:5w" in legal(h) and "angang:5w" not in legal(h)
    before = state(h)
    with pytest.raises(IllegalAction) as exc:
        do(h, 1, "discard", "5w")
    assert "叫的龙" in render(exc.value.msg) and "declared dragon" in render(exc.value.msg, "en")
    assert state(h) == before
    do(h, 1, "lilong", "5w")
    assert h.melds[1] == [("long", "5w", None)] and h.declared[1] == []
    assert h.drawn[1] == "9b" and h.after_gang and h.pending().seat == 1
    assert h.check_invariants() == []
    # Its 龙 value is kept: scored as a dragon meld.
    from changpai_desktop.engine.scoring import score

    s = score(h.rules, h.flips, h.player_hand(1)) if held(h, 1) == 22 - 3 else None
    assert s is None or any(i.key == "meld.long" for i in s.items)


def test_two_card_dragon_of_a_double_flip_is_no_set_and_draws_two():
    r = rules("tongzhou-double")
    h = new_hand(r, ["", "", "3b3b"], "3b3b", end="4w5w")
    d = h.pending()
    assert d.seat == 2 and "lilong:3b" in legal(h)
    do(h, 2, "lilong", "3b")
    assert held(h, 2) == 22 and h.sets_needed(2) == 7
    assert h.concealed[2][3] >= 1 and h.concealed[2][4] >= 1  # 4w and 5w from the end
    assert h.check_invariants() == []


def test_undeclared_dealt_quad_becomes_an_angang_on_the_owners_turn():
    h = dragon_hand()
    pass_all(h)
    assert h.melds[1] == [] and h.declared[1] == []
    do(h, 0, "discard", next(a.card for a in h.pending().legal if a.type == "discard"))
    pass_all(h)
    assert "angang:5w" in legal(h)


# --- §3 turns: 暗杠, 加杠, 抢杠, claims -----------------------------------------------------------------

SEAT2_WAITS_5B_8B = WIN_W + WIN_T + "6b7b5b5b"


def kong_hand():
    return new_hand(rules(), ["8b", "8b8b3b3b3bqz", SEAT2_WAITS_5B_8B], "hh",
                    front="2w4w3b2w4w8b", end="9b9b")


def test_hu_beats_peng_of_an_earlier_seat():
    h = kong_hand()
    pass_all(h)
    do(h, 0, "discard", "8b")
    assert h.pending().seat == 1 and legal(h) == {"peng:8b", "pass"}
    do(h, 1, "peng", "8b")
    assert h.pending().seat == 2 and legal(h) == {"hu:8b", "pass"}
    do(h, 2, "hu", "8b")
    assert h.phase == "over" and h.result.winner == 2 and h.melds[1] == []
    assert h.result.flags["first_discard"]        # 地胡 flag: on the dealer's first discard
    assert sum(n for n in h.result.nets if n is not None) == 0
    assert h.check_invariants() == []


def play_to_jiagang(h):
    pass_all(h)
    do(h, 0, "discard", "8b")
    do(h, 1, "peng", "8b")
    do(h, 2, "pass")
    assert h.melds[1] == [("peng", "8b", 0)]
    assert legal(h) == {f"discard:{c}" for c in ("3b", "qz") + tuple(
        k for k in {h.view(1).hand[i] for i in range(len(h.view(1).hand))} if k not in ("3b", "qz"))}
    do(h, 1, "discard", "qz")
    pass_all(h)
    discard_drawn(h, 2)              # 2w
    discard_drawn(h, 0)              # 4w
    assert h.drawn[1] == "3b" and "angang:3b" in legal(h)
    do(h, 1, "angang", "3b")
    assert ("angang", "3b", None) in h.melds[1]
    assert h.drawn[1] == "9b" and h.after_gang      # replacement from the end of the wall
    assert h.wall_count == h.hi - h.lo
    discard_drawn(h, 1)
    discard_drawn(h, 2)
    discard_drawn(h, 0)
    assert h.drawn[1] == "8b" and "jiagang:8b" in legal(h)
    do(h, 1, "jiagang", "8b")


def test_qianggang_robs_a_card_added_to_a_peng():
    h = kong_hand()
    play_to_jiagang(h)
    assert h.pending().seat == 2 and legal(h) == {"hu:8b", "pass"}
    assert h.check_invariants() == []
    do(h, 2, "hu", "8b")
    assert h.result.winner == 2 and h.result.robbed and not h.result.self_drawn
    assert h.result.from_seat == 1 and ("peng", "8b", 0) in h.melds[1]
    assert h.check_invariants() == []


def test_jiagang_not_robbed_becomes_minggang_with_a_replacement():
    h = kong_hand()
    play_to_jiagang(h)
    do(h, 2, "pass")
    assert ("minggang", "8b", 0) in h.melds[1]
    assert h.pending().seat == 1 and h.drawn[1] == "9b" and h.after_gang
    assert h.check_invariants() == []


def test_jiagang_may_use_a_copy_held_since_the_peng():
    """RULES.md §3 (decided there): the fourth copy of a 碰 may be one held since, not only the card drawn."""
    h = new_hand(rules(), ["8b", "8b8b8b", ""], "hh", front="2w4w2w", end="9b")
    pass_all(h)
    do(h, 0, "discard", "8b")
    assert legal(h) == {"gang:8b", "peng:8b", "pass"}
    do(h, 1, "peng", "8b")
    do(h, 1, "discard", next(a.card for a in h.pending().legal if a.card != "8b"))
    pass_all(h)
    discard_drawn(h, 2)
    discard_drawn(h, 0)
    assert h.drawn[1] == "2w" and h.concealed[1][INDEX["8b"]] == 1 and "jiagang:8b" in legal(h)
    do(h, 1, "jiagang", "8b")
    pass_all(h)
    assert ("minggang", "8b", 0) in h.melds[1] and h.drawn[1] == "9b"
    assert h.check_invariants() == []


def test_qionghen_300_means_a_dealt_hand_with_no_two_cards_alike():
    """RULES.md §5.3 (decided there): neither a pair nor a triplet in the dealt hand."""
    one_pair = "5b5b" + WIN_W + WIN_T + "6b7b"
    h = new_hand(rules(settlement__qionghen_300=True), ["", WIN_W + WIN_T + "1b2b3b4b", one_pair], "hh")
    assert h.no_pair_dealt == [False, True, False]


PRIORITY_HANDS = ["8b", WIN_W + WIN_T + "qzqz6b7b", WIN_W + WIN_T + "bhbh6b7b"]


def test_one_winner_the_first_in_turn_order_after_the_discarder():
    h = new_hand(rules(), PRIORITY_HANDS, "hh")
    pass_all(h)
    do(h, 0, "discard", "8b")
    assert h.pending().seat == 1 and legal(h) == {"hu:8b", "pass"}
    do(h, 1, "hu", "8b")
    assert h.phase == "over" and h.result.winner == 1      # seat 2 is never asked (无一炮多响)
    assert h.result.totals[2] is not None and h.check_invariants() == []


def test_a_later_seat_wins_when_the_first_passes():
    h = new_hand(rules(), PRIORITY_HANDS, "hh")
    pass_all(h)
    do(h, 0, "discard", "8b")
    do(h, 1, "pass")
    assert h.pending().seat == 2
    do(h, 2, "hu", "8b")
    assert h.result.winner == 2


def test_refusals_give_a_reason_and_change_nothing():
    h = new_hand(rules(), PRIORITY_HANDS, "hh")
    pass_all(h)
    do(h, 0, "discard", "8b")
    before = state(h)
    with pytest.raises(IllegalAction) as exc:
        do(h, 1, "peng", "8b")
    assert render(exc.value.msg) == "你没有两张 8b，不能碰" and "two" in render(exc.value.msg, "en")
    with pytest.raises(IllegalAction) as exc:
        do(h, 2, "hu", "8b")
    assert "1" in render(exc.value.msg) and "seat 1" in render(exc.value.msg, "en")
    with pytest.raises(IllegalAction):
        do(h, 1, "discard", "6b")
    with pytest.raises(IllegalAction):
        h.apply(1, "hu")
    assert state(h) == before


def test_hu_beats_gang_and_gang_claims_replace_then_discard():
    hands = ["8b", WIN_W + WIN_T + "8b8b8b", SEAT2_WAITS_5B_8B]
    h = new_hand(rules(), hands, "hh", end="9b")
    pass_all(h)
    do(h, 0, "discard", "8b")
    assert legal(h) == {"gang:8b", "peng:8b", "pass"}
    do(h, 1, "gang", "8b")
    do(h, 2, "hu", "8b")
    assert h.result.winner == 2 and h.melds[1] == []
    h = new_hand(rules(), hands, "hh", end="9b")
    pass_all(h)
    do(h, 0, "discard", "8b")
    do(h, 1, "gang", "8b")
    do(h, 2, "pass")
    assert h.melds[1] == [("minggang", "8b", 0)] and h.drawn[1] == "9b"
    assert h.pending().seat == 1 and h.pending().phase == "act" and h.after_gang
    assert h.check_invariants() == []


def test_after_a_peng_the_claimant_only_discards():
    h = kong_hand()
    pass_all(h)
    do(h, 0, "discard", "8b")
    do(h, 1, "peng", "8b")
    do(h, 2, "pass")
    assert {a.type for a in h.pending().legal} == {"discard"}
    with pytest.raises(IllegalAction) as exc:
        do(h, 1, "angang", "3b")
    assert render(exc.value.msg)


# --- §3 天成, 报听, exhausted wall --------------------------------------------------------------------

def test_tiancheng_dealer_wins_on_the_dealt_23():
    h = new_hand(rules(), [WIN_W + WIN_T + "1b2b3b5b5b", "", ""], "hh")
    pass_all(h)
    assert "tsumo" in legal(h)
    do(h, 0, "tsumo")
    r = h.result
    assert r.winner == 0 and r.self_drawn and r.flags["dealer_first"]
    assert any(i.key == "mult.tiancheng" for i in h.result.scores[0].items)
    assert h.check_invariants() == []


BAOTING_SEAT1 = WIN_W + WIN_T + "qzqz6bhh"


def baoting_hand():
    return new_hand(rules("rugao-double-xi"), ["qzqz", BAOTING_SEAT1, ""], "2t6w",
                    front="7b4w4w1b5w4t8b")


def test_baoting_declare_ready_then_discard_every_draw_and_win_doubled():
    h = baoting_hand()
    pass_all(h)
    do(h, 0, "discard", "qz")
    pass_all(h)
    assert h.pending().seat == 1 and h.drawn[1] == "7b"
    assert "ready:hh" in legal(h)
    do(h, 1, "ready", "hh")
    assert h.ready[1]
    pass_all(h)
    discard_drawn(h, 2)
    do(h, 0, "discard", "qz")
    pass_all(h, never=1)           # a ready player may not 碰
    assert h.drawn[1] == "1b" and legal(h) == {"discard:1b"}
    with pytest.raises(IllegalAction) as exc:
        do(h, 1, "discard", "9w")
    assert "报听" in render(exc.value.msg)
    do(h, 1, "discard", "1b")
    pass_all(h)
    discard_drawn(h, 2)
    discard_drawn(h, 0)
    assert h.drawn[1] == "8b" and "tsumo" in legal(h)
    do(h, 1, "tsumo")
    assert h.result.winner == 1 and h.result.flags["ready_declared"]
    assert any(i.key == "mult.baoting" for i in h.result.scores[1].items)
    assert h.check_invariants() == []


def test_no_baoting_when_the_rules_have_it_off():
    h = new_hand(rules(), ["qzqz", BAOTING_SEAT1, ""], "hh", front="7b")
    pass_all(h)
    do(h, 0, "discard", "qz")
    pass_all(h)
    assert not any(a.type == "ready" for a in h.pending().legal)


# Ready after discarding hh (waits on 5b / 8b), and still ready after discarding any junk drawn.
READY_DEALER = WIN_W + WIN_T + "qzqz6b7bhh"
READY_OTHER = WIN_W + WIN_T + "bhbh6b7b"


def test_baoting_on_the_first_three_discards_the_dealers_first_included():
    """RULES.md §3: the dealer's first discard, made without a draw, is the first of its three chances;
    a non-dealer's three are its first three discards. A fourth is refused, saying why."""
    h = new_hand(rules("rugao-double-xi"), [READY_DEALER, READY_OTHER, ""], "2t6w",
                 front="1b3b3w" "1b3b3w" "9b9b4w" "9b")
    pass_all(h)
    for turn in range(3):                                 # the dealer's discards 1, 2, 3
        assert h.pending().seat == 0 and any(a.type == "ready" for a in h.pending().legal), turn
        card = "hh" if turn == 0 else h.drawn[0]
        do(h, 0, "discard", card)
        pass_all(h)
        assert any(a.type == "ready" for a in h.pending().legal), turn     # seat 1's discards 1, 2, 3
        discard_drawn(h, 1)
        discard_drawn(h, 2)
    assert h.pending().seat == 0 and h.draws[0] == 3
    assert not any(a.type == "ready" for a in h.pending().legal)            # the dealer's fourth discard
    with pytest.raises(IllegalAction) as exc:
        do(h, 0, "ready", h.drawn[0])
    assert "first three discards" in render(exc.value.msg, "en")
    discard_drawn(h, 0)
    assert h.pending().seat == 1 and not any(a.type == "ready" for a in h.pending().legal)


def test_dealer_kong_on_the_first_turn_then_winning_on_the_replacement_is_not_tiancheng():
    """RULES.md §5.3: the replacement of an 暗杠 on the dealer's first turn is no dealt card."""
    h = new_hand(rules(), ["5w5w5w5w" + WIN_T + "1b2b3b4b5b6bqzqz8b9b", "", ""], "hh", end="7b")
    pass_all(h)
    do(h, 0, "angang", "5w")
    assert h.drawn[0] == "7b" and "tsumo" in legal(h)
    do(h, 0, "tsumo")
    r = h.result
    assert r.winner == 0 and r.self_drawn and not r.flags["dealer_first"] and r.flags["after_gang"]
    assert not any(i.key == "mult.tiancheng" for i in r.scores[0].items)
    assert h.check_invariants() == []


def test_laying_a_three_card_dragon_draws_nothing_and_is_no_gang_kai():
    """RULES.md §5.3: 杠开 only on a replacement; a three-card dragon (a flipped kind) draws none."""
    seat1 = "7t7t7t" + WIN_W + "1b2b3b4b5b6bqzqz8b9b"
    h = new_hand(rules(extras__gang_kai=10), ["", seat1, ""], "7t", front="7b")
    do(h, 1, "jiaolong", "7t")
    pass_all(h)
    do(h, 0, "discard", next(a.card for a in h.pending().legal if a.type == "discard" and a.card != "7b"))
    pass_all(h)
    assert h.pending().seat == 1 and h.drawn[1] == "7b"
    do(h, 1, "lilong", "7t")
    assert not h.after_gang and h.drawn[1] == "7b"
    do(h, 1, "tsumo")
    r = h.result
    assert r.winner == 1 and not r.flags["after_gang"]
    assert not any(i.key == "gang_kai" for i in r.scores[1].items)


def test_exhausted_wall_is_a_drawn_hand_and_everyone_is_scored():
    events = []
    h = new_hand(rules(), ["", "", ""], "hh", events=events)
    while (d := h.pending()) is not None:
        if d.phase != "act":
            h.apply(d.seat, act("pass"))
        else:
            discards = [a for a in d.legal if a.type == "discard"]
            h.apply(d.seat, act("discard", h.drawn[d.seat]) if h.drawn[d.seat] else discards[0])
        assert h.check_invariants() == []
    assert h.result.winner is None and h.wall_count == 0
    assert [e[0] for e in events][-3:] == ["hand_drawn", "scored", "settled"]
    assert all(t is not None for t in h.result.totals)
    assert sum(h.result.nets) == 0
    with pytest.raises(IllegalAction) as err:  # nothing more can be played, and the refusal says why
        h.apply(0, act("pass"))
    assert render(err.value.msg, "en") == "This hand is over"


def test_actions_serialise_to_json():
    a = Action("peng", "5t")
    assert Action.from_dict(json.loads(json.dumps(a.to_dict()))) == a
    assert Action.from_dict({"type": "pass", "card": None}) == act("pass")
    for bad in ({"type": "fly"}, {"type": "peng", "card": "zz"}, {"type": "pass", "card": "5t"}, "peng"):
        with pytest.raises(ValueError):
            Action.from_dict(bad)


def test_the_invariant_check_notices_a_lost_or_extra_card():
    h = new_hand(rules("rugao-double-xi"), ["", "", ""], "2t6w")
    assert h.check_invariants() == []
    h.hi -= 1                                   # a card falls off the end of the wall
    problems = h.check_invariants()
    assert any("accounted for" in p for p in problems)
    h.hi += 1
    h.concealed[1][0] += 1                      # a card appears from nowhere
    assert any("holds" in p for p in h.check_invariants())


# --- 包张 (house rule, seed 002) ----------------------------------------------------------------------

def _discard_8b_into_seat2(r, dealer_hand="8b"):
    h = new_hand(r, [dealer_hand, "8b8b3b3b3bqz", SEAT2_WAITS_5B_8B], "hh", front="2w4w3b2w4w8b", end="9b9b")
    pass_all(h)
    do(h, 0, "discard", "8b")
    do(h, 1, "pass")
    do(h, 2, "hu", "8b")
    return h.result.to_dict()


def test_baozhang_discarder_not_ready_pays_the_third_players_share():
    off = _discard_8b_into_seat2(rules())
    on = _discard_8b_into_seat2(rules(settlement__baozhang=True))
    t = off["totals"]
    assert "baozhang" not in off and on["totals"] == t
    share = t[2] - t[1]
    assert share > 0
    assert on["baozhang"] == {"by": 0, "for": 1, "amount": share}
    assert on["nets"] == [off["nets"][0] - share, off["nets"][1] + share, off["nets"][2]]
    assert sum(on["nets"]) == 0


def test_baozhang_spares_a_discarder_that_was_ready():
    ready_dealer = WIN_W + WIN_T + "qzqz4b6b8b"      # after 8b: six sets, a pair and 4b6b waiting on 5b
    off = _discard_8b_into_seat2(rules(), ready_dealer)
    on = _discard_8b_into_seat2(rules(settlement__baozhang=True), ready_dealer)
    assert "baozhang" not in on and on["nets"] == off["nets"]


def _seat1_dealt_no_pair(r):
    no_pair = WIN_W + WIN_T + "1b2b3b4b"        # 22 cards, no two alike
    h = new_hand(r, ["8b", no_pair, SEAT2_WAITS_5B_8B], "hh", front="2w4w3b2w4w8b", end="9b9b")
    pass_all(h)
    do(h, 0, "discard", "8b")
    assert h.pending().seat == 2 and "hu:8b" in legal(h)
    do(h, 2, "hu", "8b")
    return h


def test_qionghen_300_a_dealt_hand_without_a_pair_counts_300():
    off = _seat1_dealt_no_pair(rules()).result.to_dict()
    h = _seat1_dealt_no_pair(rules(settlement__qionghen_300=True))
    on = h.result.to_dict()
    assert h.no_pair_dealt == [False, True, False]
    assert off["totals"][1] < 300 and "qionghen_300" not in off
    assert on["totals"][1] == 300 and on["qionghen_300"] == [1]
    assert on["totals"][0] == off["totals"][0] and on["totals"][2] == off["totals"][2]
    t = on["totals"]
    assert on["nets"][1] == (300 - t[0]) + (300 - t[2]) and sum(on["nets"]) == 0
