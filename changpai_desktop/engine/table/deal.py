"""The deal of one 局: the three hands, the flips, the 喜 laid out, the dragon window (RULES.md §2).

The deck is dealt from the front: 23 cards to the dealer, 22 to the dealer's 下家, 22 to the third player
(the preset's ``deal`` sizes), then the flips; the rest is the wall. ``build_deck`` scripts such a deck.
"""

from __future__ import annotations

from ..cards import INDEX, N_KINDS, full_deck, parse
from ..rules import RuleSet
from . import moves
from .state import DRAGON_REPLACEMENTS, JOY_SET, HandState, deal_sizes


def check_deck(rules: RuleSet, deck: list[str]) -> None:
    expected = full_deck(rules.joys_enabled)
    if sorted(deck) != sorted(expected):
        raise ValueError(f"the deck must be the {len(expected)} cards of this rule set, each once per copy")


def deal(h: HandState) -> None:
    """Deal the hands, flip the 将 card(s), lay out and replace the dealt 喜, open the dragon window."""
    dealt_joys = {}
    for seat, size in zip(h.order, deal_sizes(h.rules), strict=True):
        cards = h.wall[h.lo:h.lo + size]
        h.lo += size
        joys = []
        for c in cards:
            if c in JOY_SET:
                joys.append(c)
            else:
                h.concealed[seat][INDEX[c]] += 1
        dealt_joys[seat] = joys
        h._emit("dealt", seat=seat, cards=list(cards), wall_count=h.wall_count)
    _flip(h)
    for seat in h.order:
        for joy in dealt_joys[seat]:
            r = h.lay_joys(seat, joy)
            if r is not None:
                h.concealed[seat][INDEX[r]] += 1
        h.joys_in_deal[seat] = len(h.joys[seat]) == len(JOY_SET)
        h.no_pair_dealt[seat] = max(h.concealed[seat][:N_KINDS]) <= 1
    h.phase = "dragons"
    advance_dragons(h)


def _flip(h: HandState) -> None:
    mode = h.rules.joys.flip
    need = h.rules.flips
    while need:
        c = h.take(False)
        h.flips.append(c)
        aside = c in JOY_SET and mode == "reflip"
        h._emit("flipped", card=c, set_aside=aside)
        if not aside:
            need -= 1
    h.levels = h.rules.levels_for(h.flips)


def advance_dragons(h: HandState) -> None:
    """Skip the seats with no dragon to declare; after the last one the dealer's first turn begins."""
    while h.dragon_pos < 3 and not (h.dragon_kinds(seat := h.order[h.dragon_pos])
                                    or moves.MOVES["tianting"].open(h, seat)):
        h.dragon_pos += 1
    if h.dragon_pos >= 3:
        h.phase = "act"
        h.turn = h.dealer
        h.after_claim = False
        h.after_gang = False
        h.drawn[h.dealer] = None


def lay_dragon(h: HandState, seat: int, code: str) -> bool:
    """撂龙: lay every remaining copy; replacements 1 (four cards), 0 (three), 2 (two). False: wall ran out."""
    k = INDEX[code]
    n = h.concealed[seat][k]
    if code in h.declared[seat]:
        h.declared[seat].remove(code)
    h.concealed[seat][k] = 0
    h.melds[seat].append(("long", code, None))
    h._emit("declared", seat=seat, what="lilong", card=code, cards=[code] * n)
    return all(h.draw(seat, True, "dragon") is not None for _ in range(DRAGON_REPLACEMENTS[n]))


def build_deck(rules: RuleSet, hands: tuple[str, str, str] | list[str], flips: str | list[str] = "",
               front: str | list[str] = "", end: str | list[str] = "") -> list[str]:
    """A scripted deck (tests, tutorials): the three hands in turn order (dealer first; each may be partial
    and is filled up to 23 / 22 / 22), the flips, the next cards drawn from the front, and the cards drawn
    from the end (``end[0]`` is the first replacement). The rest of the wall is filled with what is left.
    Filler cards are dealt round-robin so that no filled hand gets a quad it was not given."""
    pool = full_deck(rules.joys_enabled)
    given = [parse(h) for h in hands]
    flips_l, front_l, end_l = parse(flips), parse(front), parse(end)
    for card in [c for h in given for c in h] + flips_l + front_l + end_l:
        try:
            pool.remove(card)
        except ValueError:
            raise ValueError(f"build_deck: too many {card}") from None
    pool.sort(key=lambda c: (c in JOY_SET, INDEX[c]))
    filled = [list(h) for h in given]
    sizes = deal_sizes(rules)
    for i, h in enumerate(filled):
        if len(h) > sizes[i]:
            raise ValueError(f"build_deck: hand {i} has {len(h)} cards, more than {sizes[i]}")
    rest = _fill(pool, filled, sizes)
    return [c for h in filled for c in h] + flips_l + front_l + rest + end_l[::-1]


def _fill(pool: list[str], filled: list[list[str]], sizes: tuple[int, int, int]) -> list[str]:
    """Deal ``pool`` round-robin into the hands (never a fourth copy); what is not placed, in order."""
    i = 0
    rest = []
    for card in pool:
        if card in JOY_SET:
            rest.append(card)
            continue
        placed = False
        for _ in range(3):
            h = filled[i % 3]
            i += 1
            if len(h) < sizes[(i - 1) % 3] and h.count(card) < 3:
                h.append(card)
                placed = True
                break
        if not placed:
            rest.append(card)
    return rest
