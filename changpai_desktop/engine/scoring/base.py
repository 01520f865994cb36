"""底胡 (RULES.md §5.1–5.2, §5.4): the value of every meld, declared dragon and kind held three or four times
(把子), 三老会齐, 进整 and 喜 — the part of a count that does not depend on how a winning hand is read.

The public functions (``set_value``, ``peng_value``, ``baozi_value``, ``old_trio_bonus``, ``base_hu``) are
what the computer players call for their estimates, so that an estimate and the scorer never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from collections.abc import Iterable, Sequence

from ..cards import KINDS, N_KINDS
from ..rules import Levels, RuleSet
from ..text import Card, Msg, Term
from .model import Item, Meld, PlayerHand
from .validate import meld_cards

FORM_COL = {"peng": 0, "anke": 1, "minggang": 2, "angang": 3, "long": 4}  # columns of values.table
_FULL = 4  # copies of a kind no flip touched
_BAOZI_MIN = 3


def round_up(value: int, step: int) -> int:
    """进整: up to the next multiple of ``step`` (0 for nothing)."""
    if value <= 0:
        return 0
    return -(-value // step) * step


def set_value(rules: RuleSet, levels: Levels, kind: int, form: str) -> int:
    """The 胡 of one set of ``kind`` in ``form`` (peng, anke, minggang, angang, long) at its level; a 碰 of a
    flipped kind counts ``values.flipped_peng_factor`` times."""
    hu = rules.value_table[levels.level[kind]][FORM_COL[form]]
    if form == "peng" and levels.remaining[kind] < _FULL:
        hu *= rules.values.flipped_peng_factor
    return hu


def peng_value(rules: RuleSet, levels: Levels, kind: int) -> int:
    """The 胡 of a 碰 of ``kind`` (a flipped kind's 碰 counts more: ``values.flipped_peng_factor``)."""
    return set_value(rules, levels, kind, "peng")


def baozi_form(levels: Levels, kind: int, n: int) -> str | None:
    """The form ``n`` concealed copies of ``kind`` count as (把子), or None: three are a 暗克, four a 暗杠;
    of a flipped kind only every remaining copy counts, as its level's 暗杠."""
    if n < _BAOZI_MIN:
        return None
    rem = levels.remaining[kind]
    if rem < _FULL:
        return "angang" if n == rem else None
    return "anke" if n == _BAOZI_MIN else "angang"


def baozi_value(rules: RuleSet, levels: Levels, kind: int, n: int) -> int:
    """The 胡 of holding ``n`` concealed copies of ``kind`` (0 when they are no 把子)."""
    form = baozi_form(levels, kind, n)
    return 0 if form is None else rules.value_table[levels.level[kind]][FORM_COL[form]]


def old_trio_bonus(rules: RuleSet, trio_values: Sequence[int]) -> int:
    """三老会齐: with a set of each of the trio (values given), the extra 胡 (their sum × (multiplier − 1))."""
    if len(trio_values) != len(rules.levels.old_trio):
        return 0
    return sum(trio_values) * (rules.values.old_trio_multiplier - 1)


def sets_hu(rules: RuleSet, levels: Levels, melds: Iterable[Meld] = (), declared: Iterable[int] = ()) -> int:
    """The raw 胡 of melds and declared dragons (叫龙), without 三老会齐 or 进整: what is face up."""
    return (sum(set_value(rules, levels, m.kind, m.form) for m in melds)
            + sum(set_value(rules, levels, k, "long") for k in declared))


def dihu(rules: RuleSet, levels: Levels, concealed: Sequence[int], melds: Iterable[Meld] = (),
         declared: Iterable[int] = ()) -> int:
    """底胡 before 喜: every meld, declared dragon and 把子 of ``concealed`` (counts per kind index, a declared
    dragon's copies included), with 三老会齐, rounded up (进整)."""
    raw = 0
    trio: list[int] = []
    trio_kinds = rules.levels.old_trio_indices
    declared = frozenset(declared)
    for m in melds:
        hu = set_value(rules, levels, m.kind, m.form)
        raw += hu
        if m.kind in trio_kinds:
            trio.append(hu)
    for k in declared:
        hu = set_value(rules, levels, k, "long")
        raw += hu
        if k in trio_kinds:
            trio.append(hu)
    table = rules.value_table
    for k in range(N_KINDS):
        form = baozi_form(levels, k, concealed[k]) if k not in declared else None
        if form is not None:
            hu = table[levels.level[k]][FORM_COL[form]]
            raw += hu
            if k in trio_kinds:
                trio.append(hu)
    return round_up(raw + old_trio_bonus(rules, trio), rules.values.rounding)


def base_hu(rules: RuleSet, levels: Levels, concealed: Sequence[int], melds: Iterable[Meld] = (),
            declared: Iterable[int] = (), joys: int = 0, joys_in_deal: bool = False) -> int:
    """A non-winner's count: 底胡 (``dihu``) plus 喜, rounded, capped — exactly ``score(...).total`` for a player
    who did not win. ``concealed`` are counts per kind index (a declared dragon's copies included), ``melds``
    Meld values, ``declared`` kind indices, ``joys`` the 喜 held."""
    step = rules.values.rounding
    total = dihu(rules, levels, concealed, melds, declared) + rules.joy_value(joys, joys_in_deal, levels.joy_flipped)
    return cap_total(rules, round_up(total, step))


def cap_total(rules: RuleSet, total: int) -> int:
    """封顶: ``settlement.cap`` when set and exceeded."""
    cap = rules.settlement.cap
    return cap if cap and total > cap else total


@dataclass
class SetValue:
    kind: int
    form: str          # peng | anke | minggang | angang | long
    source: str        # meld | declared | baozi | discard
    hu: int
    level: int
    flipped: bool
    cards: str


class Base:
    """The parts of 底胡 that do not depend on how the winning card is read."""

    def __init__(self, rules: RuleSet, levels: Levels, hand: PlayerHand):
        self.rules = rules
        self.levels = levels
        self.sets: list[SetValue] = []
        table = rules.value_table
        lv = levels.level
        rem = levels.remaining
        for m in hand.melds:
            k = m.kind
            self.sets.append(SetValue(k, m.form, "meld", set_value(rules, levels, k, m.form), lv[k], rem[k] < _FULL,
                                      KINDS[k] * meld_cards(m, levels)))
        declared = set(hand.declared)
        for k in hand.declared:
            self.sets.append(SetValue(k, "long", "declared", set_value(rules, levels, k, "long"), lv[k],
                                      rem[k] < _FULL, KINDS[k] * rem[k]))
        concealed = list(hand.concealed)
        self.discard_kind = -1
        if hand.win and not hand.win.self_drawn:
            self.discard_kind = hand.win.card
            concealed[hand.win.card] -= 1
        self.concealed_without_discard = concealed
        for k in range(N_KINDS):
            n = concealed[k]
            if n < _BAOZI_MIN or k in declared:
                continue
            form = baozi_form(levels, k, n)
            if form is not None:
                self.sets.append(SetValue(k, form, "baozi", table[lv[k]][FORM_COL[form]], lv[k],
                                          rem[k] < _FULL, KINDS[k] * n))
        self.joy_value = rules.joy_value(hand.joys, hand.joys_in_deal, levels.joy_flipped)

    def discard_peng(self, kind: int) -> SetValue:
        lv = self.levels.level[kind]
        return SetValue(kind, "peng", "discard", peng_value(self.rules, self.levels, kind), lv,
                        self.levels.remaining[kind] < _FULL, KINDS[kind] * 3)


CLAIMED_FORMS = ("peng", "minggang")
CLAIMED_SOURCES = ("meld", "discard")
CLAIMED_OLD_LEVEL = 1   # 会面出汗's variant: "碰的老将算胡只能参照普通将牌" (seed 000)


def claimed_old_at_level_1(rules: RuleSet, levels: Levels, sets: list[SetValue]) -> list[SetValue]:
    """The sets with every claimed 老将 (a 碰 or 明杠 meld, or a 碰 completed by the discard) valued at level 1."""
    old = rules.levels.old_general_indices
    out = []
    for sv in sets:
        claimed = sv.form in CLAIMED_FORMS and sv.source in CLAIMED_SOURCES
        if claimed and sv.kind in old and sv.level > CLAIMED_OLD_LEVEL:
            hu = rules.value_table[CLAIMED_OLD_LEVEL][FORM_COL[sv.form]]
            if sv.form == "peng" and levels.remaining[sv.kind] < _FULL:
                hu *= rules.values.flipped_peng_factor
            sv = SetValue(sv.kind, sv.form, sv.source, hu, CLAIMED_OLD_LEVEL, sv.flipped, sv.cards)
        out.append(sv)
    return out


def dihu_numbers(rules: RuleSet, base: Base, extra: SetValue | None,
                 claimed_level_1: bool = False) -> tuple[list[SetValue], int, int, int]:
    """The scoring sets, the 三老会齐 bonus, the raw sum and the rounded 底胡 (before 喜); ``claimed_level_1``:
    the claimed 老将 count at level 1 (会面出汗's seed variant)."""
    sets = base.sets if extra is None else base.sets + [extra]
    if claimed_level_1:
        sets = claimed_old_at_level_1(rules, base.levels, sets)
    raw = 0
    trio: list[int] = []
    trio_kinds = rules.levels.old_trio_indices
    for sv in sets:
        raw += sv.hu
        if sv.kind in trio_kinds:
            trio.append(sv.hu)
    bonus = old_trio_bonus(rules, trio)
    raw += bonus
    return sets, bonus, raw, round_up(raw, rules.values.rounding)


# --------------------------------------------------------------------------------------------------
# The explanation of 底胡 (written only when it is read)

# Built once: the explanation is written for every hand shown, and these values never change.
CARDS = tuple(Card(code) for code in KINDS)
TERMS = {form: Term(form) for form in (*FORM_COL, "piao", "qing", "ta", "shisan")}
_SOURCE_MSG = {"declared": Msg("score.source.declared"), "baozi": Msg("score.source.baozi"),
               "discard": Msg("score.source.discard")}
_FLIPPED = Msg("score.set.flipped")
_IN_DEAL = Msg("score.joys.in_deal")


@cache
def _set_line(source: str, form: str, kind: int, level: int, flipped: bool) -> tuple[str, Msg, str]:
    """(key, message, rule) of a set's line; the few hundred distinct ones are built once."""
    rule = "RULES.md §5.1" + (" flipped kind" if flipped else "") + ("; §5.2 把子" if source == "baozi" else "")
    if source == "discard":
        rule = "RULES.md §5.2 (a discard completes a 碰)"
    lv = Msg("score.set.level", (("level", level),)) if level else ""
    text = Msg("score.set", (("source", _SOURCE_MSG.get(source, "")), ("form", TERMS[form]), ("card", CARDS[kind]),
                             ("level", lv), ("flipped", _FLIPPED if flipped else "")))
    return f"{source}.{form}", text, rule


def set_item(sv: SetValue) -> Item:
    key, text, rule = _set_line(sv.source, sv.form, sv.kind, sv.level, sv.flipped)
    return Item(key, text, sv.cards, sv.hu, rule=rule)


def dihu_items(rules: RuleSet, base: Base, extra: SetValue | None,
               claimed_level_1: bool = False) -> tuple[list[Item], int, int, list[SetValue]]:
    """Items of 底胡, the raw sum, the rounded 底胡 (before 喜), and the scoring sets."""
    sets, bonus, raw, dihu = dihu_numbers(rules, base, extra, claimed_level_1)
    items = [set_item(sv) for sv in sets]
    if bonus:
        factor = rules.values.old_trio_multiplier
        trio_cards = "".join(rules.levels.old_trio)
        items.append(Item("old_trio", Msg("score.old_trio", (("factor", factor),)), trio_cards, bonus,
                          rule="RULES.md §5.2 三老会齐; seed 001"))
    if dihu != raw:
        items.append(Item("round_dihu", Msg("score.round_dihu", (("raw", raw), ("dihu", dihu))), hu=dihu - raw,
                          rule="RULES.md §5.2 进整"))
    return items, raw, dihu, sets


def joy_item(hand: PlayerHand, value: int) -> Item | None:
    if not hand.joys:
        return None
    text = Msg("score.joys", (("n", hand.joys), ("in_deal", _IN_DEAL if hand.joys_in_deal else "")))
    return Item("joys", text, "", value, rule="RULES.md §5.4")


def cap_item(rules: RuleSet, total: int) -> Item | None:
    cap = rules.settlement.cap
    if cap and total > cap:
        return Item("cap", Msg("score.cap", (("cap", cap),)), hu=cap - total, rule="RULES.md §5.3 封顶")
    return None
