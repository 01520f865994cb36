"""The winner (RULES.md §5.3): the hand type of each reading (飘胡, 清胡, 十三胡, 塌胡), the extras (自摸, the
winning card's place, 文钱, 杠开), the multipliers, 进整 and 封顶. The engine reads the hand every way it can be
arranged, and the winning card every way it can be placed, and keeps the reading worth most.
"""

from __future__ import annotations

from ..cards import INDEX, KINDS, N_KINDS
from ..rules import Levels, RuleSet
from ..rules.levels import COPIES
from ..text import Msg
from ..tiles import SEQ, TRIPLET, Arrangement, arrangements, waits
from .base import CARDS, TERMS, Base, SetValue, dihu_items, dihu_numbers, joy_item, round_up
from .model import TYPE_ORDER, Item, PlayerHand, Score
from .multipliers import REGISTRY, huimian
from .validate import meld_cards, meld_is_set

WENQIAN = INDEX["1b"]
_WENQIAN_MAX = 4
_PLACES = ("middle", "edge", "pair")
_HOW_SELF = Msg("score.how.self")
_HOW_DISCARD = Msg("score.how.discard")
_HARD = Msg("score.place.hard")
_SOFT = Msg("score.place.soft")
_PLACE = {place: Msg(f"score.place.{place}") for place in _PLACES}
_SELF_DRAWN = Msg("score.self_drawn")
_GANG_KAI = Msg("score.gang_kai")


def readings(arr: Arrangement, card: int) -> list[tuple[str, int]]:
    """Where the winning card can sit in an arrangement: (place, set index or -1 for the pair)."""
    out = []
    seen = set()
    for i, (form, first) in enumerate(arr.sets):
        if (form, first) in seen:
            continue
        if form == TRIPLET and first == card:
            out.append(("triplet", i))
            seen.add((form, first))
        elif form == SEQ and first <= card <= first + 2:
            pos = card - first
            rank_first = first % 9 + 1
            if pos == 1:
                place = "middle"
            elif (pos == 2 and rank_first == 1) or (pos == 0 and rank_first == 7):
                place = "edge"
            else:
                place = "none"
            out.append((place, i))
            seen.add((form, first))
    if arr.pair == card:
        out.append(("pair", -1))
    return out


def is_hard(hand: PlayerHand, levels: Levels) -> bool:
    """硬: one card short, the hand could win on no other kind (kinds it holds every copy of are no wait)."""
    c = list(hand.concealed)
    c[hand.win.card] -= 1
    limit = []
    for k in range(N_KINDS):
        held = c[k] + sum(meld_cards(m, levels) for m in hand.melds if m.kind == k)
        limit.append(levels.remaining[k] - held)
    return waits(c, limit) == [hand.win.card]


class Winner:
    """Everything about a winner that does not depend on the reading, and the evaluation of one reading.

    ``evaluate`` runs for every (arrangement, winning-card place) with ``build=False`` — numbers only — and
    once more with ``build=True`` for the best, to write the explanation. One code path serves both, so the
    explanation always adds up to the total that was chosen.
    """

    def __init__(self, rules: RuleSet, levels: Levels, hand: PlayerHand):
        self.rules = rules
        self.levels = levels
        self.hand = hand
        self.win = hand.win
        self.base = Base(rules, levels, hand)
        self.self_drawn = hand.win.self_drawn or hand.win.dealer_first
        self.set_melds = [m for m in hand.melds if meld_is_set(m, levels)]
        self.has_dragon = bool(hand.declared) or any(m.form == "long" for m in hand.melds)
        self.has_peng_meld = any(m.form == "peng" for m in hand.melds)
        self.joys_in_play = rules.joys_enabled or levels.joy_flipped   # RULES.md §5.4 (validate refuses others)
        self._hard: bool | None = None
        # won on a discard that makes a triplet with the two held: a 碰 in the readings that place it there
        self._discard_pair = not self.self_drawn and self.base.concealed_without_discard[hand.win.card] == 2
        self._dihu: dict[bool, tuple] = {}
        self._values: dict[tuple, tuple[int, int]] = {}

    def hard(self) -> bool:
        if self._hard is None:
            self._hard = is_hard(self.hand, self.levels)
        return self._hard

    def discard_trip(self, place: str) -> bool:
        """Whether the discard completes a 碰 in this reading (a triplet of the winning card, two held)."""
        return place == "triplet" and self._discard_pair

    def dihu(self, discard_trip: bool) -> tuple:
        """(scoring sets, 三老会齐 bonus, raw, rounded 底胡) with or without the discard-completed 碰."""
        if discard_trip not in self._dihu:
            extra = self.base.discard_peng(self.win.card) if discard_trip else None
            numbers = dihu_numbers(self.rules, self.base, extra)
            if huimian.claimed_at_level_1(self, numbers[0]):
                numbers = dihu_numbers(self.rules, self.base, extra, claimed_level_1=True)
            self._dihu[discard_trip] = numbers
        return self._dihu[discard_trip]

    def hand_type(self, arr: Arrangement, scoring_sets: list[SetValue]) -> str:
        sets = arr.sets
        if all(f == TRIPLET or first == WENQIAN for f, first in sets):
            return "piao"
        all_seq = all(f == SEQ for f, _ in sets)
        set_melds = self.set_melds
        if all_seq and not set_melds:
            return "qing"
        levels = self.levels
        if (self.rules.hand_types["shisan"].enabled and all_seq and len(set_melds) == 1
                and set_melds[0].form == "peng" and levels.level[set_melds[0].kind] == 0
                and levels.remaining[set_melds[0].kind] == COPIES
                and not self.has_dragon and not any(sv.source == "baozi" for sv in scoring_sets)):
            return "shisan"
        return "ta"

    def extras(self, n_wq: int, place: str, items: list[Item] | None) -> int:
        """自摸, the winning card's place (丫子 拖尾 吊头, hard or soft), 文钱 and 杠开."""
        ex = self.rules.extras
        win, self_drawn = self.win, self.self_drawn
        total = 0
        if self_drawn and ex.self_drawn:
            total += ex.self_drawn
            if items is not None:
                items.append(Item("self_drawn", _SELF_DRAWN, KINDS[win.card], ex.self_drawn,
                                  rule="RULES.md §5.3 其他"))
        if place in _PLACES and not win.dealer_first:
            total += self._place(place, ex.place(place), items)
        wq = ex.wenqian[min(n_wq, _WENQIAN_MAX)] if n_wq else 0
        if wq:
            total += wq
            if items is not None:
                items.append(Item("wenqian", Msg("score.wenqian", (("n", n_wq),)), "1b2b3b" * n_wq, wq,
                                  rule="RULES.md §5.3 文钱"))
        if win.after_gang and self_drawn and ex.gang_kai:
            total += ex.gang_kai
            if items is not None:
                items.append(Item("gang_kai", _GANG_KAI, KINDS[win.card], ex.gang_kai,
                                  rule="RULES.md §5.3 杠开"))
        return total

    def _place(self, place: str, row: tuple[int, ...], items: list[Item] | None) -> int:
        """The extra of the winning card's place; ``row`` is hard self-drawn, hard discard, soft ×2."""
        soft_differs = row[0] != row[2] or row[1] != row[3]
        hard = self.hard() if soft_differs else True
        value = row[(0 if hard else 2) + (0 if self.self_drawn else 1)]
        if value and items is not None:
            how = (_HARD if hard else _SOFT) if soft_differs else ""
            text = Msg("score.place", (("how", how), ("place", _PLACE[place]), ("card", CARDS[self.win.card])))
            items.append(Item(f"place.{place}", text, KINDS[self.win.card], value, rule="RULES.md §5.3 其他"))
        return value

    def multiply(self, htype: str, scoring_sets: list[SetValue], items: list[Item] | None) -> int:
        """The product of the multipliers that apply (with ``items``, their lines are written too)."""
        mult = 1
        for module in REGISTRY:
            f = module.factor(self, htype, scoring_sets)
            if f:
                mult *= f
                if items is not None:
                    items.append(Item(f"mult.{module.KEY}", module.text(self), factor=f,
                                      rule="RULES.md §5.3 multipliers"))
        return mult

    def evaluate(self, arr: Arrangement, place: str, build: bool) -> tuple[int, str, int, list[Item] | None]:
        """(total, hand type, multiplier, the items when ``build``) of one reading. The numbers depend on the
        arrangement only through its hand type and 文钱, so they are worked out once per such reading."""
        discard_trip = place == "triplet" and self._discard_pair
        scoring_sets, _bonus, _raw, dihu = self.dihu(discard_trip)
        htype = self.hand_type(arr, scoring_sets)
        n_wq = sum(1 for f, first in arr.sets if f == SEQ and first == WENQIAN)
        if not build:
            key = (discard_trip, htype, place, n_wq)
            hit = self._values.get(key)
            if hit is None:
                hit = self._values[key] = self._total(discard_trip, scoring_sets, dihu, htype, place, n_wq, None)
            return hit[0], htype, hit[1], None
        extra = self.base.discard_peng(self.win.card) if discard_trip else None
        items = dihu_items(self.rules, self.base, extra, huimian.claimed_at_level_1(self, scoring_sets))[0]
        joy = joy_item(self.hand, self.base.joy_value)
        if joy:
            items.append(joy)
        total, mult = self._total(discard_trip, scoring_sets, dihu, htype, place, n_wq, items)
        return total, htype, mult, items

    def _total(self, discard_trip: bool, scoring_sets: list[SetValue], dihu: int, htype: str, place: str,
               n_wq: int, items: list[Item] | None) -> tuple[int, int]:
        ht = self.rules.hand_types[htype]
        base_hu = ht.base_self if self.self_drawn else ht.base_discard
        if items is not None:
            how = _HOW_SELF if self.self_drawn else _HOW_DISCARD
            items.append(Item(f"type.{htype}", Msg("score.type", (("type", TERMS[htype]), ("how", how))),
                              hu=base_hu, rule="RULES.md §5.3"))
        total = dihu + self.base.joy_value + base_hu + self.extras(n_wq, place, items)
        if ht.multiplier != 1:
            total *= ht.multiplier
            if items is not None:
                items.append(Item(f"type_multiplier.{htype}", Msg("score.type_doubles", (("type", TERMS[htype]),)),
                                  factor=ht.multiplier, rule="RULES.md §5.3"))
        mult = self.multiply(htype, scoring_sets, items)
        return self._finish(total * mult, items), mult

    def _finish(self, total: int, items: list[Item] | None) -> int:
        """进整 and 封顶 of the product."""
        rules = self.rules
        rounded = round_up(total, rules.values.rounding)
        if items is not None and rounded != total:
            items.append(Item("round_total", Msg("score.round_total", (("total", total), ("rounded", rounded))),
                              hu=rounded - total, rule="RULES.md §5.3"))
        cap = rules.settlement.cap
        if cap and rounded > cap:
            if items is not None:
                items.append(Item("cap", Msg("score.cap", (("cap", cap),)), hu=cap - rounded,
                                  rule="RULES.md §5.3 封顶"))
            rounded = cap
        return rounded


def score_winner(rules: RuleSet, levels: Levels, hand: PlayerHand) -> Score:
    """The best reading of a winning hand: every arrangement, every place of the winning card."""
    assert hand.win is not None
    ctx = Winner(rules, levels, hand)
    best_key = None
    best = None
    for arr in arrangements(hand.concealed):
        places = (("none", -2),) if hand.win.dealer_first else readings(arr, hand.win.card)
        for place, _where in places:
            total, htype, _mult, _ = ctx.evaluate(arr, place, False)
            key = (total, -TYPE_ORDER.index(htype))
            if best_key is None or key > best_key:
                best_key, best = key, (arr, place)
    assert best is not None
    arr, place = best
    total, htype, mult, _ = ctx.evaluate(arr, place, False)
    return Score(total, htype, ctx.dihu(ctx.discard_trip(place))[3], mult, None, arr,
                 explain=lambda: ctx.evaluate(arr, place, True)[3])
