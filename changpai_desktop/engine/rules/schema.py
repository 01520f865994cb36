"""THE table of rule options (RULES.md §2–§6): every option of ``resources/rules/*.toml`` once, with its type,
range or choices, section, name in 简体 / 繁體 / English, its seed note and the win flag it needs.

Validation (``validate``), the house-rules editor and the rules page are generated from these rows; a new
house-rule option is one row here plus its default in each preset TOML.

``seed`` is the dotted key of the preset's own ``*_seed`` note (read from the preset, so each region keeps its
source), or a reference ("RULES.md §2") where the TOML has none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .options import (Choice, Fixed, Flag, Grid, Kinds, Name, Number, Numbers, Option, RuleError, bad)

FORMS = ("peng", "anke", "minggang", "angang", "long")
HAND_TYPES = ("piao", "qing", "ta", "shisan")
MULTIPLIERS = ("menpiao", "tiancheng", "yihutouer", "qionghen", "haidi", "dihu", "baoting", "tianting", "shuanglong",
               "huimian")
SECTIONS = ("deal", "joys", "levels", "values", "hand_types", "extras", "multipliers", "settlement")
DOC_KEYS = frozenset({"schema", "id", "seed", "name"})   # a preset's own notes, not options

DEALER_CARDS = 23      # RULES.md §2: the dealer's deal
OTHER_CARDS = 22       # RULES.md §2: every other player's deal
FACTOR_MAX = 64        # the largest multiplier a house rule may write
ROUNDING_MAX = 1000
OLD_TRIO_SIZE = 3      # 三老会齐: 红花 千字 白花


def _n(zh: str, hant: str, en: str) -> Name:
    return Name(zh, hant, en)


SECTION_NAMES: dict[str, Name] = {
    "deal": _n("座位和发牌", "座位和發牌", "Seats and deal"),
    "joys": _n("喜", "喜", "Joys"),
    "levels": _n("将", "將", "Generals"),
    "values": _n("胡数表", "胡數表", "Set values"),
    "hand_types": _n("胡型", "胡型", "Hand types"),
    "extras": _n("其他加胡", "其他加胡", "Extras"),
    "multipliers": _n("翻倍", "翻倍", "Multipliers"),
    "settlement": _n("出分", "出分", "Settlement"),
}

FORM_NAMES: dict[str, Name] = {
    "peng": _n("碰", "碰", "Pung"), "anke": _n("暗克", "暗克", "Concealed triplet"),
    "minggang": _n("明杠", "明槓", "Exposed kong"), "angang": _n("暗杠", "暗槓", "Concealed kong"),
    "long": _n("龙", "龍", "Dragon"),
}

HAND_TYPE_NAMES: dict[str, Name] = {
    "piao": _n("飘胡", "飄胡", "All-triplets win"), "qing": _n("清胡", "清胡", "All-sequences win"),
    "ta": _n("塌胡", "塌胡", "Mixed win"), "shisan": _n("十三胡", "十三胡", "Thirteen win (十三胡)"),
}

MULTIPLIER_NAMES: dict[str, Name] = {
    "menpiao": _n("闷子棍", "悶子棍", "Concealed all-triplets"), "tiancheng": _n("天成", "天成", "Heavenly win"),
    "yihutouer": _n("一胡头儿", "一胡頭兒", "One-hu head"), "qionghen": _n("穷狠", "窮狠", "Poor but fierce"),
    "haidi": _n("海底捞月", "海底撈月", "Last-card win"), "dihu": _n("地胡", "地胡", "Earthly win"),
    "baoting": _n("报听 / 折庄", "報聽 / 折莊", "Declared ready"),
    "tianting": _n("天听", "天聽", "Ready on the deal (天听)"), "shuanglong": _n("双龙", "雙龍", "Two dragons"),
    "huimian": _n("会面", "會面", "The old generals meet"),
}

HAND_TYPE_FIELDS: dict[str, Name] = {
    "enabled": _n("启用", "啓用", "Enabled"), "base_self": _n("自摸成胡", "自摸成胡", "Win bonus, self-drawn"),
    "base_discard": _n("点炮成胡", "點炮成胡", "Win bonus, on a discard"),
    "multiplier": _n("倍数", "倍數", "Multiplier"),
}

MULTIPLIER_FIELDS: dict[str, Name] = {
    "on": _n("有", "有", "on"), "factor": _n("倍数", "倍數", "Multiplier"),
    "joy_flip_factor": _n("翻到喜时倍数", "翻到喜時倍數", "Factor when a joy is flipped"),
    "old_flip_factor": _n("翻到老将时倍数", "翻到老將時倍數", "Factor when an old general is flipped"),
    "dudiao": _n("两个成副、第三个独钓做将也算", "兩個成副、第三個獨釣做將也算",
                 "Also two as sets and the third as the pair completed by the winning card"),
    "claimed_level_1": _n("出汗时碰的老将按 1 级将算", "出汗時碰的老將按 1 級將算",
                          "With an old general flipped, a claimed old general scores at level 1"),
}

# The win flag (score_request.WIN_FLAGS) without which a multiplier never applies.
MULTIPLIER_WIN_FLAGS = {"tiancheng": "dealer_first", "haidi": "last_card", "dihu": "first_discard",
                        "baoting": "ready_declared", "tianting": "ready_on_deal"}

ON_OFF = (_n("有", "有", "on"), _n("无", "無", "off"))
_PLACES = (_n("硬自摸", "硬自摸", "hard self-drawn"), _n("硬点炮", "硬點炮", "hard discard"),
           _n("软自摸", "軟自摸", "soft self-drawn"), _n("软点炮", "軟點炮", "soft discard"))
_PLACES_WHY = "must list four values: hard self-drawn, hard discard, soft self-drawn, soft discard"
_DEAL_WHY = f"the deal is {DEALER_CARDS} for the dealer and {OTHER_CARDS} for the others"


def _counted(n: int, zh: str, hant: str, en: str) -> tuple[Name, ...]:
    return tuple(_n(f"{i} {zh}", f"{i} {hant}", f"{i} {en}") for i in range(n))


def _hand_type_rows(ht: str) -> list[Option]:
    group, seed, f = HAND_TYPE_NAMES[ht], f"hand_types.{ht}.seed", HAND_TYPE_FIELDS
    rows: list[Option] = []
    if ht == "shisan":
        rows.append(Flag(f"hand_types.{ht}.enabled", group.joined(f["enabled"]), seed))
    return rows + [Number(f"hand_types.{ht}.{k}", group.joined(f[k]), seed) for k in ("base_self", "base_discard",
                                                                                      "multiplier")]


EXTRA_FACTORS = {"qionghen": ("joy_flip_factor",), "huimian": ("old_flip_factor",)}
EXTRA_FLAGS = {"huimian": ("dudiao", "claimed_level_1")}   # seed 000's two variants of 会面 (RULES.md §5.3)


def _multiplier_rows(m: str) -> list[Option]:
    group, seed, flag, f = MULTIPLIER_NAMES[m], f"multipliers.{m}.seed", MULTIPLIER_WIN_FLAGS.get(m), MULTIPLIER_FIELDS
    factors = ["factor", *EXTRA_FACTORS.get(m, ())]
    return [Flag(f"multipliers.{m}.on", group.joined(f["on"]), seed, flag),
            *(Number(f"multipliers.{m}.{k}", group.joined(f[k]), seed, flag, 1, FACTOR_MAX) for k in factors),
            *(Flag(f"multipliers.{m}.{k}", group.joined(f[k]), f"multipliers.{m}.{k}_seed", flag)
              for k in EXTRA_FLAGS.get(m, ()))]


ROWS: tuple[Option, ...] = (
    # §2 seats and deal
    Number("deal.seats", _n("座位数（3 = 捉鳖）", "座位數（3 = 捉鱉）", "Seats (3 = no resting seat)"),
           "deal.seats_seed", None, 3, 4),
    Number("deal.flips", _n("翻几张将", "翻幾張將", "Generals flipped"), "deal.flips_seed", None, 1, 2),
    Number("deal.dealer_cards", _n("庄家起手张数", "莊家起手張數", "Dealer's cards"), "RULES.md §2", None,
           DEALER_CARDS, DEALER_CARDS, why=_DEAL_WHY),
    Number("deal.other_cards", _n("闲家起手张数", "閒家起手張數", "Other players' cards"), "RULES.md §2", None,
           OTHER_CARDS, OTHER_CARDS, why=_DEAL_WHY),
    # §5.4 joys
    Flag("joys.enabled", _n("带五张喜", "帶五張喜", "Play with the five joys"), "joys.enabled_seed"),
    Numbers("joys.values", _n("有 0–5 张喜的胡数", "有 0–5 張喜的胡數", "Hu for holding 0–5 joys"), "joys.values_seed",
            items=_counted(6, "张喜", "張喜", "joys"), why="must list six values (holding 0 to 5 喜)"),
    Number("joys.all_in_deal", _n("五张喜全在起手", "五張喜全在起手", "All five joys in the deal"), "joys.values_seed"),
    Choice("joys.flip", _n("翻到喜", "翻到喜", "A joy flipped"), "joys.flip_seed",
           choices=(("double", _n("喜的胡数翻倍", "喜的胡數翻倍", "Joy values double")),
                    ("reflip", _n("放一边，再翻一张", "放一邊，再翻一張", "Set it aside and flip another")))),
    Number("joys.flip_multiplier", _n("翻到喜时喜的倍数", "翻到喜時喜的倍數", "Joy multiplier when a joy is flipped"),
           "joys.flip_seed"),
    # §4 levels
    Kinds("levels.old_generals", _n("老将", "老將", "Old generals"), "levels.old_seed"),
    Numbers("levels.old_level_by_old_flips", _n("老将级别（翻中 0/1/2 张老将）", "老將級別（翻中 0/1/2 張老將）",
                                                "Old-general level (0/1/2 old generals flipped)"),
            "levels.old_seed", by_flips=True),
    Number("levels.head_tail_level", _n("头尾将（一、九）级别", "頭尾將（一、九）級別", "Level of ones and nines"),
           "levels.head_tail_seed", level=True),
    Choice("levels.flip_rank_scope", _n("翻将带动的点数", "翻將帶動的點數", "Ranks a flip makes general"),
           "levels.flip_rank_seed",
           choices=(("group", _n("147 / 258 / 369 一组（跟随将）", "147 / 258 / 369 一組（跟隨將）",
                                 "The rank group 147 / 258 / 369")),
                    ("rank", _n("只有那个点数", "只有那個點數", "Only that rank")))),
    Numbers("levels.rank_level_by_flips", _n("点数将级别（翻中 0/1/2 次）", "點數將級別（翻中 0/1/2 次）",
                                             "General rank level (flipped 0/1/2 times)"),
            "levels.flip_rank_seed", by_flips=True),
    Kinds("levels.old_trio", _n("三老会齐的三种牌", "三老會齊的三種牌", "The three of the old-generals trio"),
          "values.old_trio_seed", size=OLD_TRIO_SIZE, joy_why="a 喜 cannot be one of the 三老"),
    # §5.1 values
    Fixed("values.forms", _n("胡数表的列", "胡數表的列", "Columns of the value table"), "values.table_seed",
          value=FORMS),
    Grid("values.table", _n("胡数表（行=级别；碰 暗克 明杠 暗杠 龙）", "胡數表（行=級別；碰 暗克 明槓 暗槓 龍）",
                            "Value table (row = level; pung, concealed triplet, exposed kong, concealed kong, dragon)"),
         "values.table_seed", columns=tuple(FORM_NAMES[f] for f in FORMS), codes=FORMS),
    Number("values.flipped_peng_factor",
           _n("翻出那种牌碰的倍数", "翻出那種牌碰的倍數", "Pung multiplier of a flipped kind"), "values.flipped_seed"),
    Number("values.old_trio_multiplier", _n("三老会齐倍数", "三老會齊倍數", "Three old generals multiplier"),
           "values.old_trio_seed"),
    Number("values.rounding", _n("进整到", "進整到", "Round up to"), "values.rounding_seed", None, 1, ROUNDING_MAX),
    # §5.3 hand types
    *(row for ht in HAND_TYPES for row in _hand_type_rows(ht)),
    # §5.3 extras
    Number("extras.self_drawn", _n("自摸加胡", "自摸加胡", "Self-drawn extra"), "extras.self_drawn_seed"),
    Numbers("extras.middle", _n("丫子（硬自摸 硬点炮 软自摸 软点炮）", "丫子（硬自摸 硬點炮 軟自摸 軟點炮）",
                                "Middle wait (hard self, hard discard, soft self, soft discard)"),
            "extras.place_seed", items=_PLACES, why=_PLACES_WHY),
    Numbers("extras.edge", _n("拖尾 / 边张（同上）", "拖尾 / 邊張（同上）", "Edge wait (same order)"),
            "extras.place_seed", items=_PLACES, why=_PLACES_WHY),
    Numbers("extras.pair", _n("吊头 / 单吊（同上）", "弔頭 / 單吊（同上）", "Pair wait (same order)"),
            "extras.place_seed", items=_PLACES, why=_PLACES_WHY),
    Numbers("extras.wenqian", _n("文钱（0–4 副）", "文錢（0–4 副）", "Coins sequences (0–4)"), "extras.wenqian_seed",
            items=_counted(5, "副", "副", "sequences"), why="must list five values (0 to 4 文钱)"),
    Number("extras.gang_kai", _n("杠开加胡", "槓開加胡", "Win-after-kong extra"), "extras.gang_kai_seed", "after_gang"),
    # §5.3 multipliers
    *(row for m in MULTIPLIERS for row in _multiplier_rows(m)),
    # §6 settlement
    Number("settlement.cap", _n("封顶（0 = 不封顶）", "封頂（0 = 不封頂）", "Cap (0 = none)"), "settlement.cap_seed"),
    Flag("settlement.baozhang", _n("包张", "包張", "Discarder pays for all"), "settlement.baozhang_seed"),
    Flag("settlement.qionghen_300", _n("穷狠 300 胡", "窮狠 300 胡", "Poor-but-fierce 300 hu"),
         "settlement.qionghen_300_seed"),
)

BY_KEY: dict[str, Option] = {row.key: row for row in ROWS}


def rows_of(section: str) -> tuple[Option, ...]:
    return tuple(row for row in ROWS if row.section == section)


def seed_note(row: Option, data: Mapping[str, Any]) -> str:
    """Where the rule of ``row`` comes from: the preset's own ``*_seed`` note, or the schema's reference."""
    node: Any = data
    for part in row.seed.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return row.seed
        node = node[part]
    return node if isinstance(node, str) else row.seed


def is_doc_key(key: str) -> bool:
    """A preset's note rather than an option: ``schema``, ``id``, ``seed``, ``name.*`` and every ``*_seed``."""
    last = key.split(".")[-1]
    return key.split(".")[0] in DOC_KEYS or last == "seed" or last.endswith("_seed")


def check_shape(key: str, value: Any, default: Any) -> None:
    """An override's key and type (before any range is checked)."""
    row = BY_KEY.get(key)
    if row is None:
        raise RuleError(f"unknown rule option {key!r} (value {value!r})")
    if not row.shape_ok(value):
        raise RuleError(f"rule option {key!r}: value {value!r} has the wrong type "
                        f"(expected something like {default!r})")


def validate(flat: Mapping[str, Any]) -> None:
    """Every row's value in the merged rule set, rows that depend on others last."""
    for row in ROWS:
        if row.key not in flat:
            raise bad(row.key, None, "is missing from the preset")
    for row in sorted(ROWS, key=lambda r: r.depends()):
        row.check(flat[row.key], flat)
