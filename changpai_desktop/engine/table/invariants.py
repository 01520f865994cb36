"""What must hold in every state of a 局: every card accounted for once, hand sizes, nets summing to zero."""

from __future__ import annotations

from ..cards import INDEX, JOYS, N_KINDS
from ..tiles import SETS_IN_A_WIN
from .state import HandState, deal_sizes

COPIES = 4            # copies of every kind in the deck
MELD_CARDS = {"peng": 3, "angang": 4, "minggang": 4}   # a 龙 (long) holds every remaining copy of its kind


def expected_census(joys_enabled: bool) -> list[int]:
    """The copies of every card code (by index, 喜 included) a deck of the rule set holds."""
    return [COPIES] * N_KINDS + [1 if joys_enabled else 0] * len(JOYS)


def card_census(h: HandState) -> list[int]:
    """How many copies of every card code (by index, 喜 included) are accounted for: wall, hands, melds,
    discards, flips, 喜 laid out (and a card being added to a 碰 while it may be robbed)."""
    cnt = [0] * len(INDEX)
    for c in h.wall[h.lo:h.hi]:
        cnt[INDEX[c]] += 1
    for c in h.flips:
        cnt[INDEX[c]] += 1
    rem = h.levels.remaining
    for s in h.order:
        conc = h.concealed[s]
        for k in range(N_KINDS):
            cnt[k] += conc[k]
        for f, c, _ in h.melds[s]:
            k = INDEX[c]
            cnt[k] += MELD_CARDS[f] if f != "long" else rem[k]
        for c in h.discards[s]:
            cnt[INDEX[c]] += 1
        for c in h.joys[s]:
            cnt[INDEX[c]] += 1
    if h.claim and h.claim["kind"] == "qianggang":
        cnt[INDEX[h.claim["card"]]] += 1
    return cnt


def _census_problems(h: HandState) -> list[str]:
    census = card_census(h)
    want = expected_census(h.rules.joys_enabled)
    if census == want:
        return []
    out = []
    total, expected = sum(census), sum(want)
    if total != expected:
        out.append(f"hand {h.hand_no}: {total} cards accounted for, expected {expected}")
    for code, n, w in zip(INDEX, census, want, strict=True):
        if n != w:
            out.append(f"hand {h.hand_no}: {n} copies of {code} accounted for, expected {w}")
    return out


def _size_problems(h: HandState) -> list[str]:
    out = []
    between_all = deal_sizes(h.rules)[1]
    for s in h.order:
        sets = SETS_IN_A_WIN - h.sets_needed(s)
        held = sum(h.concealed[s])
        between = between_all - 3 * sets
        on_turn = h.phase == "act" and s == h.turn
        ok = {between}
        if h.phase == "dragons" and s == h.dealer or on_turn:
            ok.add(between + 1)
        if h.phase == "over" and h.result and h.result.winner == s:
            ok = {between + 1}
        if h.claim and h.claim["kind"] == "qianggang" and s == h.claim["from"]:
            ok = {between}
        if held not in ok:
            out.append(f"hand {h.hand_no}: seat {s} holds {held} cards with {sets} melded sets "
                       f"(phase {h.phase})")
    return out


def check_invariants(h: HandState) -> list[str]:
    """Problems found (empty when all is well): card census, hand sizes, nets summing to zero."""
    out = _census_problems(h)
    if any(n < 0 for c in h.concealed for n in c):
        out.append(f"hand {h.hand_no}: a negative card count")
    out += _size_problems(h)
    if h.result is not None:
        nets = [n for n in h.result.nets if n is not None]
        if sum(nets) != 0:
            out.append(f"hand {h.hand_no}: nets {nets} do not sum to zero")
    return out
