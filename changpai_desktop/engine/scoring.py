"""算胡: the 胡 count of a player at the end of a hand, winner or not, with an itemised explanation.

RULES.md §5 is the specification. A player's count starts from 底胡 — the value of every meld, declared
dragon and kind held three or four times (把子), with 三老会齐 — rounded up, plus 喜. A non-winner's count is
that. A winner's is a formula of the hand type (飘胡, 清胡, 塌胡, 十三胡), the extras (自摸, the winning card's
place, 文钱) and the multipliers; the engine reads the hand every way it can be arranged, and the winning
card every way it can be placed, and keeps the reading worth most.

Every number comes from the rule set (``rules.RuleSet``); every line of the explanation carries 简体 and
English text, the cards, the 胡 (or the factor) and the rule it comes from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from . import arrange
from .arrange import SEQ, TRIPLET, Arrangement
from .cards import CARD_INFO, INDEX, JOYS, KINDS, N_KINDS
from .hant import localized, to_hant
from .rules import Levels, RuleSet

MELD_FORMS = ("peng", "minggang", "angang", "long")
_FORM_COL = {"peng": 0, "anke": 1, "minggang": 2, "angang": 3, "long": 4}
_FORM_ZH = {"peng": "碰", "anke": "暗克", "minggang": "明杠", "angang": "暗杠", "long": "龙"}
_FORM_EN = {"peng": "pung", "anke": "concealed triplet", "minggang": "exposed kong",
            "angang": "concealed kong", "long": "dragon"}
TYPE_ORDER = ("piao", "qing", "shisan", "ta")  # preference when totals tie (RULES.md §5.3)
TYPE_ZH = {"piao": "飘胡", "qing": "清胡", "ta": "塌胡", "shisan": "十三胡"}
TYPE_EN = {"piao": "all-triplets win (飘胡)", "qing": "all-sequences win (清胡)",
           "ta": "mixed win (塌胡)", "shisan": "thirteen win (十三胡)"}
WENQIAN = INDEX["1b"]


class ScoringError(ValueError):
    """A hand that cannot be scored, with the cards at fault named in the message."""


@dataclass(frozen=True)
class Meld:
    form: str   # peng | minggang | angang | long
    kind: int   # card index

    @property
    def code(self) -> str:
        return KINDS[self.kind]


@dataclass(frozen=True)
class Win:
    card: int
    self_drawn: bool
    dealer_first: bool = False   # 天成
    last_card: bool = False      # 海底捞月
    first_discard: bool = False  # 地胡
    ready_declared: bool = False  # 报听 / 折庄
    after_gang: bool = False     # 杠开


@dataclass
class PlayerHand:
    """What scoring needs of one player: concealed counts (winning card included), melds, 叫龙, 喜."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    declared: tuple[int, ...] = ()
    joys: int = 0
    joys_in_deal: bool = False
    win: Win | None = None


@dataclass
class Item:
    key: str
    zh: str
    en: str
    cards: str = ""
    hu: int | None = None
    factor: int | None = None
    rule: str = ""

    def text(self, lang: str = "zh_Hans") -> str:
        """The line's words in a UI language (简体, 繁體 or English)."""
        return localized(self.zh, self.en, lang)

    def to_dict(self) -> dict:
        out = {"key": self.key, "zh": self.zh, "zh_hant": to_hant(self.zh), "en": self.en, "cards": self.cards,
               "rule": self.rule}
        if self.hu is not None:
            out["hu"] = self.hu
        if self.factor is not None:
            out["factor"] = self.factor
        return out


class Score:
    """A player's 胡: total, hand type (None for a non-winner), 底胡, multiplier, and the explanation.

    The explanation may be written on first use (``explain``): the computer players and the hint panel score
    thousands of readings and only need the numbers; the items always add up to ``total`` either way.
    """

    def __init__(self, total: int, type: str | None, dihu: int, multiplier: int, items: list[Item] | None = None,
                 arrangement: Arrangement | None = None, explain: Callable[[], list[Item]] | None = None):
        self.total = total
        self.type = type
        self.dihu = dihu
        self.multiplier = multiplier
        self.arrangement = arrangement
        self._items = items
        self._explain = explain

    @property
    def items(self) -> list[Item]:
        if self._items is None:
            self._items = self._explain() if self._explain else []
            self._explain = None
        return self._items

    def __repr__(self) -> str:
        return f"Score(total={self.total}, type={self.type!r}, dihu={self.dihu}, multiplier={self.multiplier})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Score):
            return NotImplemented
        return self.to_dict() == other.to_dict() and self.arrangement == other.arrangement

    def to_dict(self) -> dict:
        return {"total": self.total, "type": self.type, "dihu": self.dihu, "multiplier": self.multiplier,
                "items": [i.to_dict() for i in self.items]}

    def explanation(self, lang: str = "zh_Hans") -> list[str]:
        lines = []
        for it in self.items:
            text = it.text(lang)
            amount = f"×{it.factor}" if it.factor is not None else (f"{it.hu:+d}" if it.hu is not None else "")
            lines.append(f"{text} {it.cards} {amount}".strip())
        return lines


def round_up(value: int, step: int) -> int:
    if value <= 0:
        return 0
    return -(-value // step) * step


def _name(k: int) -> str:
    return CARD_INFO[KINDS[k]].name_hans


def _ename(k: int) -> str:
    return CARD_INFO[KINDS[k]].name_en


def meld_cards(meld: Meld, levels: Levels) -> int:
    if meld.form == "peng":
        return 3
    if meld.form in ("minggang", "angang"):
        return 4
    return levels.remaining[meld.kind]


def meld_is_set(meld: Meld, levels: Levels) -> bool:
    """A laid two-card dragon (both flips the same card) is not a set; every other meld is."""
    return meld_cards(meld, levels) >= 3


# --------------------------------------------------------------------------------------------------
# Validation

def validate(rules: RuleSet, flips: Sequence[str], hand: PlayerHand) -> Levels:
    """Check the hand is possible under these flips; return the levels. Raises ScoringError naming cards."""
    joy_flips = [c for c in flips if c in JOYS]
    plain_flips = [c for c in flips if c not in JOYS]
    mode = rules.data["joys"]["flip"]
    if mode == "double":
        if len(flips) != rules.flips:
            raise ScoringError(f"{rules.preset_id} turns up {rules.flips} 将 card(s); got flips {' '.join(flips) or '(none)'}")
    else:
        if len(plain_flips) != rules.flips:
            raise ScoringError(f"{rules.preset_id} turns up {rules.flips} 将 card(s) besides any 喜; "
                               f"got {' '.join(plain_flips) or '(none)'}")
    if len(set(joy_flips)) != len(joy_flips):
        raise ScoringError(f"each 喜 card exists once; flips repeat {' '.join(joy_flips)}")
    levels = rules.levels_for(flips)
    used = list(hand.concealed)
    for meld in hand.melds:
        if meld.form not in MELD_FORMS:
            raise ScoringError(f"unknown meld form {meld.form!r} (known: {', '.join(MELD_FORMS)})")
        if meld.kind >= N_KINDS:
            raise ScoringError(f"{KINDS[meld.kind] if meld.kind < len(KINDS) else meld.kind} cannot be melded")
        n = meld_cards(meld, levels)
        if meld.form == "long" and levels.remaining[meld.kind] < 2:
            raise ScoringError(f"long:{meld.code}: too few copies of {meld.code} remain after the flips")
        if meld.form == "peng" and levels.remaining[meld.kind] < 3:
            raise ScoringError(f"peng:{meld.code}: only {levels.remaining[meld.kind]} copies of {meld.code} remain after the flips")
        used[meld.kind] += n
    for k in hand.declared:
        if any(m.kind == k for m in hand.melds):
            raise ScoringError(f"{KINDS[k]} is both declared in hand and laid as a meld")
        if hand.concealed[k] != levels.remaining[k]:
            raise ScoringError(f"a declared dragon of {KINDS[k]} needs all {levels.remaining[k]} remaining copies "
                               f"in hand; the hand has {hand.concealed[k]}")
    for k in range(N_KINDS):
        if used[k] > levels.remaining[k]:
            flipped = 4 - levels.remaining[k]
            extra = f" ({flipped} flipped)" if flipped else ""
            raise ScoringError(f"too many {KINDS[k]}: {used[k]} in hand and melds, but only {levels.remaining[k]} "
                               f"remain{extra}")
    if not 0 <= hand.joys <= 5 - len(joy_flips):
        raise ScoringError(f"joys must be from 0 to {5 - len(joy_flips)} (5 喜 cards, {len(joy_flips)} flipped); got {hand.joys}")
    if hand.joys_in_deal and hand.joys != 5:
        raise ScoringError("joys_in_deal means all five 喜 came in the deal, so joys must be 5")
    sets = sum(1 for m in hand.melds if meld_is_set(m, levels))
    held = sum(hand.concealed)
    expected = 23 - 3 * sets if hand.win else 22 - 3 * sets
    if held != expected:
        who = "a winner" if hand.win else "a player who did not win"
        raise ScoringError(f"wrong card count: {who} with {sets} melded set(s) holds {expected} concealed cards, "
                           f"this hand has {held}")
    if hand.win:
        w = hand.win.card
        if w >= N_KINDS or hand.concealed[w] == 0:
            raise ScoringError(f"the winning card {KINDS[w] if w < N_KINDS else w} is not in the hand")
        if not arrange.is_winning(hand.concealed):
            raise ScoringError("the hand does not win: it cannot be arranged into seven sets and a pair "
                               f"({''.join(KINDS[k] * n for k, n in enumerate(hand.concealed) if n)})")
    return levels


# --------------------------------------------------------------------------------------------------
# 底胡

@dataclass
class _SetValue:
    kind: int
    form: str          # peng | anke | minggang | angang | long
    source: str        # meld | declared | baozi | discard
    hu: int
    level: int
    flipped: bool
    cards: str


class _Base:
    """The parts of 底胡 that do not depend on how the winning card is read."""

    def __init__(self, rules: RuleSet, levels: Levels, hand: PlayerHand):
        self.rules = rules
        self.levels = levels
        table = rules.value_table
        values = rules.data["values"]
        peng_factor = values["flipped_peng_factor"]
        self.sets: list[_SetValue] = []
        lv = levels.level
        rem = levels.remaining
        for m in hand.melds:
            k = m.kind
            flipped = rem[k] < 4
            hu = table[lv[k]][_FORM_COL[m.form]]
            if m.form == "peng" and flipped:
                hu *= peng_factor
            self.sets.append(_SetValue(k, m.form, "meld", hu, lv[k], flipped, KINDS[k] * meld_cards(m, levels)))
        declared = set(hand.declared)
        for k in hand.declared:
            self.sets.append(_SetValue(k, "long", "declared", table[lv[k]][4], lv[k], rem[k] < 4, KINDS[k] * rem[k]))
        concealed = list(hand.concealed)
        self.discard_kind = -1
        if hand.win and not hand.win.self_drawn:
            self.discard_kind = hand.win.card
            concealed[hand.win.card] -= 1
        self.concealed_without_discard = concealed
        for k in range(N_KINDS):
            n = concealed[k]
            if n < 3 or k in declared:
                continue
            if rem[k] < 4:
                if n == rem[k]:  # every remaining copy of a flipped kind: counts as its level's 暗杠
                    self.sets.append(_SetValue(k, "angang", "baozi", table[lv[k]][3], lv[k], True, KINDS[k] * n))
                continue
            form = "anke" if n == 3 else "angang"
            self.sets.append(_SetValue(k, form, "baozi", table[lv[k]][_FORM_COL[form]], lv[k], False, KINDS[k] * n))
        self.joy_value = rules.joy_value(hand.joys, hand.joys_in_deal, levels.joy_flipped)

    def discard_peng(self, kind: int) -> _SetValue:
        lv = self.levels.level[kind]
        flipped = self.levels.remaining[kind] < 4
        hu = self.rules.value_table[lv][0] * (self.rules.data["values"]["flipped_peng_factor"] if flipped else 1)
        return _SetValue(kind, "peng", "discard", hu, lv, flipped, KINDS[kind] * 3)


_OLD_TRIO = (INDEX["hh"], INDEX["qz"], INDEX["bh"])


def _set_item(sv: _SetValue) -> Item:
    form_zh = _FORM_ZH[sv.form]
    src_zh = {"meld": "", "declared": "叫龙 ", "baozi": "把子 ", "discard": "点炮成碰 "}[sv.source]
    src_en = {"meld": "", "declared": "declared ", "baozi": "held ", "discard": "pung completed by the discard: "}[sv.source]
    level_zh = f"（{sv.level}级将）" if sv.level else ""
    level_en = f" (general level {sv.level})" if sv.level else ""
    flip_zh = "（将上）" if sv.flipped else ""
    flip_en = " (flipped kind)" if sv.flipped else ""
    rule = "RULES.md §5.1" + (" flipped kind" if sv.flipped else "") + ("; §5.2 把子" if sv.source == "baozi" else "")
    if sv.source == "discard":
        rule = "RULES.md §5.2 (a discard completes a 碰)"
    return Item(f"{sv.source}.{sv.form}", f"{src_zh}{form_zh} {_name(sv.kind)}{level_zh}{flip_zh}",
                f"{src_en}{_FORM_EN[sv.form]} of {_ename(sv.kind)}{level_en}{flip_en}", sv.cards, sv.hu, rule=rule)


def _dihu_numbers(rules: RuleSet, base: _Base, extra: _SetValue | None) -> tuple[list[_SetValue], int, int, int]:
    """The scoring sets, the 三老会齐 bonus, the raw sum and the rounded 底胡 (before 喜)."""
    sets = base.sets if extra is None else base.sets + [extra]
    raw = 0
    trio_hu = 0
    trio_found = 0
    for sv in sets:
        raw += sv.hu
        if sv.kind in _OLD_TRIO:
            trio_found += 1
            trio_hu += sv.hu
    bonus = 0
    if trio_found == 3:
        bonus = trio_hu * (rules.data["values"]["old_trio_multiplier"] - 1)
        raw += bonus
    return sets, bonus, raw, round_up(raw, rules.data["values"]["rounding"])


def _dihu_items(rules: RuleSet, base: _Base, extra: _SetValue | None) -> tuple[list[Item], int, int, list[_SetValue]]:
    """Items of 底胡, the raw sum, the rounded 底胡 (before 喜), and the scoring sets."""
    sets, bonus, raw, dihu = _dihu_numbers(rules, base, extra)
    items = [_set_item(sv) for sv in sets]
    if bonus:
        factor = rules.data["values"]["old_trio_multiplier"]
        items.append(Item("old_trio", f"三老会齐：红花 千字 白花 各成刻 ×{factor}",
                          f"three old generals together (三老会齐): their values ×{factor}",
                          "hhqzbh", bonus, rule="RULES.md §5.2 三老会齐; seed 001"))
    if dihu != raw:
        items.append(Item("round_dihu", f"底胡 {raw} 进整为 {dihu}", f"base {raw} rounded up to {dihu}",
                          hu=dihu - raw, rule="RULES.md §5.2 进整"))
    return items, raw, dihu, sets


def _joy_item(rules: RuleSet, hand: PlayerHand, value: int) -> Item | None:
    if not hand.joys:
        return None
    deal = "（起手五喜）" if hand.joys_in_deal else ""
    return Item("joys", f"喜 {hand.joys} 张{deal}", f"{hand.joys} joy card(s)" + (" all in the deal" if hand.joys_in_deal else ""),
                "", value, rule="RULES.md §5.4")


def _cap(rules: RuleSet, total: int, items: list[Item]) -> int:
    cap = rules.data["settlement"]["cap"]
    if cap and total > cap:
        items.append(Item("cap", f"封顶 {cap}", f"capped at {cap}", hu=cap - total, rule="RULES.md §5.3 封顶"))
        return cap
    return total


def score_nonwinner(rules: RuleSet, levels: Levels, hand: PlayerHand) -> Score:
    base = _Base(rules, levels, hand)
    items, _raw, dihu, _sets = _dihu_items(rules, base, None)
    total = dihu + base.joy_value
    joy = _joy_item(rules, hand, base.joy_value)
    if joy:
        items.append(joy)
    total = _cap(rules, round_up(total, rules.data["values"]["rounding"]), items)
    return Score(total, None, dihu, 1, items)


# --------------------------------------------------------------------------------------------------
# The winner

def _readings(arr: Arrangement, card: int) -> list[tuple[str, int]]:
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


def _is_hard(hand: PlayerHand, levels: Levels) -> bool:
    """硬: one card short, the hand could win on no other kind (kinds it holds every copy of are no wait)."""
    c = list(hand.concealed)
    c[hand.win.card] -= 1
    limit = []
    for k in range(N_KINDS):
        held = c[k] + sum(meld_cards(m, levels) for m in hand.melds if m.kind == k)
        limit.append(levels.remaining[k] - held)
    ws = arrange.waits(c, limit)
    return ws == [hand.win.card]


_PLACE_ZH = {"middle": "丫子", "edge": "拖尾", "pair": "吊头"}
_PLACE_EN = {"middle": "middle of a sequence (丫子)", "edge": "end of 123/789 (拖尾)", "pair": "completes the pair (吊头)"}


class _Winner:
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
        self.base = _Base(rules, levels, hand)
        self.self_drawn = hand.win.self_drawn or hand.win.dealer_first
        self.set_melds = [m for m in hand.melds if meld_is_set(m, levels)]
        self.has_peng_meld = any(m.form == "peng" for m in hand.melds)
        self.has_dragon = bool(hand.declared) or any(m.form == "long" for m in hand.melds)
        self.joys_in_play = rules.joys_enabled or levels.joy_flipped or hand.joys > 0
        self._hard: bool | None = None
        self._dihu: dict[bool, tuple] = {}

    def hard(self) -> bool:
        if self._hard is None:
            self._hard = _is_hard(self.hand, self.levels)
        return self._hard

    def dihu(self, discard_trip: bool) -> tuple:
        """(scoring sets, 三老会齐 bonus, raw, rounded 底胡) with or without the discard-completed 碰."""
        if discard_trip not in self._dihu:
            extra = self.base.discard_peng(self.win.card) if discard_trip else None
            self._dihu[discard_trip] = _dihu_numbers(self.rules, self.base, extra)
        return self._dihu[discard_trip]

    def evaluate(self, arr: Arrangement, place: str, build: bool) -> tuple[int, str, int, list[Item] | None]:
        rules, levels, win, d = self.rules, self.levels, self.win, self.rules.data
        ex = d["extras"]
        self_drawn = self.self_drawn
        discard_trip = (not self_drawn and place == "triplet"
                        and self.base.concealed_without_discard[win.card] == 2)
        scoring_sets, _bonus, _raw, dihu = self.dihu(discard_trip)
        sets = arr.sets
        all_trip = all(f == TRIPLET or first == WENQIAN for f, first in sets)
        all_seq = all(f == SEQ for f, _ in sets)
        n_wq = sum(1 for f, first in sets if f == SEQ and first == WENQIAN)
        set_melds = self.set_melds
        if all_trip:
            htype = "piao"
        elif all_seq and not set_melds:
            htype = "qing"
        elif (d["hand_types"]["shisan"]["enabled"] and all_seq and len(set_melds) == 1
              and set_melds[0].form == "peng" and levels.level[set_melds[0].kind] == 0
              and levels.remaining[set_melds[0].kind] == 4
              and not self.has_dragon and not any(sv.source == "baozi" for sv in scoring_sets)):
            htype = "shisan"
        else:
            htype = "ta"
        ht = d["hand_types"][htype]
        items: list[Item] | None = None
        if build:
            extra = self.base.discard_peng(win.card) if discard_trip else None
            items = _dihu_items(rules, self.base, extra)[0]
        if build:
            joy = _joy_item(rules, self.hand, self.base.joy_value)
            if joy:
                items.append(joy)
        base_hu = ht["base_self"] if self_drawn else ht["base_discard"]
        if build:
            how_zh = "自摸" if self_drawn else "点炮"
            items.append(Item(f"type.{htype}", f"{TYPE_ZH[htype]}成胡（{how_zh}）",
                              f"{TYPE_EN[htype]}, {'self-drawn' if self_drawn else 'on a discard'}",
                              hu=base_hu, rule="RULES.md §5.3"))
        extras = 0
        if self_drawn and ex["self_drawn"]:
            extras += ex["self_drawn"]
            if build:
                items.append(Item("self_drawn", "自摸", "self-drawn", KINDS[win.card], ex["self_drawn"],
                                  rule="RULES.md §5.3 其他"))
        if place in _PLACE_ZH and not win.dealer_first:
            row = ex[place]
            soft_differs = row[0] != row[2] or row[1] != row[3]
            is_hard = self.hard() if soft_differs else True
            value = row[(0 if is_hard else 2) + (0 if self_drawn else 1)]
            if value:
                extras += value
                if build:
                    hz = ("硬" if is_hard else "软") if soft_differs else ""
                    he = ("hard " if is_hard else "soft ") if soft_differs else ""
                    items.append(Item(f"place.{place}", f"{hz}{_PLACE_ZH[place]} {_name(win.card)}",
                                      f"{he}{_PLACE_EN[place]}: {_ename(win.card)}", KINDS[win.card], value,
                                      rule="RULES.md §5.3 其他"))
        if n_wq:
            wq = ex["wenqian"][min(n_wq, 4)]
            if wq:
                extras += wq
                if build:
                    items.append(Item("wenqian", f"文钱 ×{n_wq}", f"{n_wq} coin sequence(s) 1b2b3b (文钱)",
                                      "1b2b3b" * n_wq, wq, rule="RULES.md §5.3 文钱"))
        if win.after_gang and self_drawn and ex["gang_kai"]:
            extras += ex["gang_kai"]
            if build:
                items.append(Item("gang_kai", "杠开", "win on a kong replacement (杠开)", KINDS[win.card],
                                  ex["gang_kai"], rule="RULES.md §5.3 杠开"))
        total = dihu + self.base.joy_value + base_hu + extras
        if ht["multiplier"] != 1:
            total *= ht["multiplier"]
            if build:
                items.append(Item(f"type_multiplier.{htype}", f"{TYPE_ZH[htype]} 翻倍", f"{TYPE_EN[htype]} doubles",
                                  factor=ht["multiplier"], rule="RULES.md §5.3"))
        mult = 1
        for key_m, zh, en, f in self.multipliers(htype, scoring_sets):
            mult *= f
            if build:
                items.append(Item(f"mult.{key_m}", zh, en, factor=f, rule="RULES.md §5.3 multipliers"))
        total *= mult
        rounded = round_up(total, d["values"]["rounding"])
        if build and rounded != total:
            items.append(Item("round_total", f"总数 {total} 进整为 {rounded}", f"total {total} rounded up to {rounded}",
                              hu=rounded - total, rule="RULES.md §5.3"))
        cap = d["settlement"]["cap"]
        if cap and rounded > cap:
            if build:
                items.append(Item("cap", f"封顶 {cap}", f"capped at {cap}", hu=cap - rounded, rule="RULES.md §5.3 封顶"))
            rounded = cap
        return rounded, htype, mult, items

    def multipliers(self, htype: str, scoring_sets: list[_SetValue]) -> list[tuple[str, str, str, int]]:
        m = self.rules.multiplier
        win, levels, hand = self.win, self.levels, self.hand
        out = []
        if htype == "piao" and not self.has_peng_meld and m("menpiao")["on"]:
            out.append(("menpiao", "闷飘（闷子棍）", "all-concealed triplets (闷飘)", m("menpiao")["factor"]))
        if win.dealer_first and m("tiancheng")["on"]:
            out.append(("tiancheng", "天成", "dealer wins on the deal (天成)", m("tiancheng")["factor"]))
        if (m("yihutouer")["on"] and len(scoring_sets) == 1 and scoring_sets[0].form == "peng"
                and scoring_sets[0].level == 0 and not scoring_sets[0].flipped):
            out.append(("yihutouer", "一胡头儿", "a single plain pung (一胡头儿)", m("yihutouer")["factor"]))
        if self.joys_in_play and hand.joys == 0 and m("qionghen")["on"]:
            f = m("qionghen")["joy_flip_factor"] if levels.joy_flipped else m("qionghen")["factor"]
            out.append(("qionghen", "穷穷狠" if levels.joy_flipped else "穷狠", "no joy card (穷狠)", f))
        if win.last_card and self.self_drawn and m("haidi")["on"]:
            out.append(("haidi", "海底捞月", "self-drawn on the last card (海底捞月)", m("haidi")["factor"]))
        if win.first_discard and not self.self_drawn and m("dihu")["on"]:
            out.append(("dihu", "地胡", "win on the dealer's first discard (地胡)", m("dihu")["factor"]))
        if win.ready_declared and m("baoting")["on"]:
            out.append(("baoting", "报听（折庄）", "declared ready (报听)", m("baoting")["factor"]))
        if m("shuanglong")["on"] and sum(1 for sv in scoring_sets if sv.form in ("angang", "long")) >= 2:
            out.append(("shuanglong", "双龙", "two concealed kongs or dragons (双龙)", m("shuanglong")["factor"]))
        if m("huimian")["on"] and all(any(sv.kind == k for sv in scoring_sets) for k in _OLD_TRIO):
            f = m("huimian")["old_flip_factor"] if levels.old_flips else m("huimian")["factor"]
            out.append(("huimian", "会面出汗" if levels.old_flips else "会面", "the three old generals meet (会面)", f))
        return out


def score_winner(rules: RuleSet, levels: Levels, hand: PlayerHand) -> Score:
    """The best reading of a winning hand: every arrangement, every place of the winning card."""
    assert hand.win is not None
    ctx = _Winner(rules, levels, hand)
    best_key = None
    best = None
    for arr in arrange.arrangements(hand.concealed):
        readings = (("none", -2),) if hand.win.dealer_first else _readings(arr, hand.win.card)
        for place, _where in readings:
            total, htype, _mult, _ = ctx.evaluate(arr, place, False)
            key = (total, -TYPE_ORDER.index(htype))
            if best_key is None or key > best_key:
                best_key, best = key, (arr, place)
    assert best is not None
    arr, place = best
    total, htype, mult, _ = ctx.evaluate(arr, place, False)
    discard_trip = (not ctx.self_drawn and place == "triplet"
                    and ctx.base.concealed_without_discard[ctx.win.card] == 2)
    return Score(total, htype, ctx.dihu(discard_trip)[3], mult, None, arr,
                 explain=lambda: ctx.evaluate(arr, place, True)[3])


def score(rules: RuleSet, flips: Sequence[str], hand: PlayerHand) -> Score:
    """Validate and score one player (a winner when ``hand.win`` is set)."""
    levels = validate(rules, flips, hand)
    if hand.win:
        return score_winner(rules, levels, hand)
    return score_nonwinner(rules, levels, hand)


@dataclass
class WaitScore:
    kind: int
    self_drawn: Score
    discard: Score


def score_waits(rules: RuleSet, flips: Sequence[str], hand: PlayerHand, levels: Levels | None = None) -> list[WaitScore]:
    """For a hand one card short (22 − 3 × sets concealed): every wait and what it would score,
    self-drawn and on a discard. Kinds the player already holds every copy of are no wait."""
    if levels is None:
        levels = rules.levels_for(flips)
    held = list(hand.concealed)
    for m in hand.melds:
        held[m.kind] += meld_cards(m, levels)
    limit = [levels.remaining[k] - held[k] for k in range(N_KINDS)]
    out = []
    for k in arrange.waits(hand.concealed, limit):
        c = list(hand.concealed)
        c[k] += 1
        base = PlayerHand(tuple(c), hand.melds, hand.declared, hand.joys, hand.joys_in_deal, None)
        s = score_winner(rules, levels, _with_win(base, Win(k, True)))
        d = score_winner(rules, levels, _with_win(base, Win(k, False)))
        out.append(WaitScore(k, s, d))
    return out


def _with_win(hand: PlayerHand, win: Win) -> PlayerHand:
    return PlayerHand(hand.concealed, hand.melds, hand.declared, hand.joys, hand.joys_in_deal, win)
