"""Cards and notation (RULES.md §1).

Every card kind has a two-character code (``1w`` 一万, ``5t`` 五条, ``9b`` 九饼, ``hh`` 红花, ``qz`` 千字,
``bh`` 白花, and the five 喜 ``fu lu sh xi ca``) and a small integer index used by the fast arrangement
tables: suited kinds 0–26 (万 0–8, 条 9–17, 饼 18–26), the three 老将 27–29, the 喜 30–34.

A hand is written as the codes one after another (``"1w2w3whhhh"``) or as a list of codes. Parsing an
unknown code raises :class:`CardError` naming it, so a typo in a test, a save or the calculator says what
is wrong instead of silently dropping a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Iterable, Sequence

SUITS = ("w", "t", "b")
OLD_GENERALS = ("hh", "qz", "bh")
JOYS = ("fu", "lu", "sh", "xi", "ca")

SUITED = tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 10))
KINDS = SUITED + OLD_GENERALS  # the 30 kinds of the 120-card deck, four copies each
ALL_CODES = KINDS + JOYS
INDEX = {code: i for i, code in enumerate(ALL_CODES)}
N_KINDS = len(KINDS)  # 30
COPIES = 4

_NUM_HANS = "一二三四五六七八九"
SUIT_HANS = {"w": "万", "t": "条", "b": "饼"}   # the suit as the cards and names write it
SUIT_HANT = {"w": "萬", "t": "條", "b": "餅"}
_SUIT_EN = {"w": "Characters", "t": "Strings", "b": "Coins"}
_RANK_EN = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")

# 人物 figure names, 简体 then 繁體 (RULES.md §1, seed 000/001).
_FIGURES = {
    "1w": ("穆桂英", "穆桂英", "Mu Guiying"), "2w": ("蓝采和", "藍采和", "Lan Caihe"),
    "3w": ("许仙", "許仙", "Xu Xian"), "4w": ("沙和尚", "沙和尚", "Sha Wujing"),
    "5w": ("何仙姑", "何仙姑", "He Xiangu"), "6w": ("喜星", "喜星", "Star of Joy"),
    "7w": ("小青", "小青", "Xiaoqing"), "8w": ("禄星", "祿星", "Star of Prosperity"),
    "9w": ("财星", "財星", "Star of Wealth"),
    "1t": ("小雀儿", "小雀兒", "Little Sparrow"), "2t": ("吕洞宾", "呂洞賓", "Lü Dongbin"),
    "3t": ("曹国舅", "曹國舅", "Cao Guojiu"), "4t": ("韩湘子", "韓湘子", "Han Xiangzi"),
    "5t": ("汉钟离", "漢鍾離", "Han Zhongli"), "6t": ("张果老", "張果老", "Zhang Guolao"),
    "7t": ("白娘子", "白娘子", "Lady White"), "8t": ("洛阳桥", "洛陽橋", "Luoyang Bridge"),
    "9t": ("佛", "佛", "the Buddha"),
    "1b": ("寿星", "壽星", "Star of Longevity"), "2b": ("铁拐李", "鐵拐李", "Iron-Crutch Li"),
    "3b": ("猪八戒", "豬八戒", "Zhu Bajie"), "4b": ("唐僧", "唐僧", "Tang Sanzang"),
    "5b": ("孙悟空", "孫悟空", "Sun Wukong"), "6b": ("乌龟精", "烏龜精", "Turtle Spirit"),
    "7b": ("蚌壳精", "蚌殼精", "Clam Spirit"), "8b": ("刘海蟾", "劉海蟾", "Liu Haichan"),
    "9b": ("麒麟送子", "麒麟送子", "Qilin Bringing a Son"),
}
_SPECIAL = {
    "hh": ("红花", "紅花", "Red Flower"), "qz": ("千字", "千字", "Thousand"), "bh": ("白花", "白花", "White Flower"),
    "fu": ("福", "福", "Fortune"), "lu": ("禄", "祿", "Prosperity"), "sh": ("寿", "壽", "Longevity"),
    "xi": ("喜", "喜", "Joy"), "ca": ("财", "財", "Wealth"),
}


class CardError(ValueError):
    """Raised for notation that names no card, with the offending text in the message."""


@dataclass(frozen=True)
class CardInfo:
    code: str
    index: int
    suit: str | None  # "w" / "t" / "b" for suited kinds, None for 老将 and 喜
    rank: int | None
    name_hans: str
    name_hant: str
    name_en: str
    figure_hans: str | None
    figure_hant: str | None
    figure_en: str | None

    @property
    def is_old_general(self) -> bool:
        return self.code in OLD_GENERALS

    @property
    def is_joy(self) -> bool:
        return self.code in JOYS

    def name(self, lang: str = "zh_Hans") -> str:
        return {"zh_Hans": self.name_hans, "zh_Hant": self.name_hant}.get(lang, self.name_en)

    def figure(self, lang: str = "zh_Hans") -> str | None:
        return {"zh_Hans": self.figure_hans, "zh_Hant": self.figure_hant}.get(lang, self.figure_en)

    def accessible_name(self, lang: str = "zh_Hans") -> str:
        """What a screen reader says: the card's name and, for suited cards, its figure ("二条 吕洞宾")."""
        figure = self.figure(lang)
        return f"{self.name(lang)} {figure}" if figure else self.name(lang)


def _build_info() -> dict[str, CardInfo]:
    info = {}
    for code in ALL_CODES:
        if code in _SPECIAL:
            hans, hant, en = _SPECIAL[code]
            info[code] = CardInfo(code, INDEX[code], None, None, hans, hant, en, None, None, None)
            continue
        rank, suit = int(code[0]), code[1]
        fig = _FIGURES[code]
        info[code] = CardInfo(
            code, INDEX[code], suit, rank,
            _NUM_HANS[rank - 1] + SUIT_HANS[suit], _NUM_HANS[rank - 1] + SUIT_HANT[suit],
            f"{_RANK_EN[rank - 1]} of {_SUIT_EN[suit]}", fig[0], fig[1], fig[2],
        )
    return info


CARD_INFO = _build_info()


def info(code: str) -> CardInfo:
    try:
        return CARD_INFO[code]
    except KeyError:
        raise CardError(f"unknown card code {code!r} (known: {' '.join(ALL_CODES)})") from None


def check_code(code: str) -> str:
    if code not in INDEX:
        raise CardError(f"unknown card code {code!r} (known: {' '.join(ALL_CODES)})")
    return code


def parse(notation: str | Iterable[str]) -> list[str]:
    """``"1w2w3whh"`` (spaces allowed) or a list of codes → a list of codes, validated."""
    if isinstance(notation, str):
        text = "".join(notation.split())
        if len(text) % 2:
            raise CardError(f"card notation {notation!r} has an odd number of characters; every code has two")
        codes = [text[i:i + 2] for i in range(0, len(text), 2)]
    else:
        codes = list(notation)
    for code in codes:
        if not isinstance(code, str):
            raise CardError(f"card code must be a string, got {code!r}")
        check_code(code)
    return codes


def format_cards(codes: Iterable[str]) -> str:
    return "".join(codes)


def sort_key(code: str) -> int:
    """Display order: 万, 条, 饼 by rank, then 红花 千字 白花, then 喜."""
    return INDEX[code]


def sorted_cards(codes: Iterable[str]) -> list[str]:
    return sorted(codes, key=sort_key)


def counts_of(codes: Iterable[str]) -> list[int]:
    """A list of 30 counts (one per kind, in index order); 喜 codes are rejected."""
    counts = [0] * N_KINDS
    for code in codes:
        i = INDEX.get(code)
        if i is None:
            raise CardError(f"unknown card code {code!r}")
        if i >= N_KINDS:
            raise CardError(f"{code} is a 喜 card; 喜 are laid out, never held among the playing cards")
        counts[i] += 1
    return counts


def codes_of(counts: Sequence[int]) -> list[str]:
    out = []
    for i, n in enumerate(counts):
        out.extend([KINDS[i]] * n)
    return out


def full_deck(with_joys: bool = False) -> list[str]:
    deck = [code for code in KINDS for _ in range(COPIES)]
    if with_joys:
        deck += list(JOYS)
    return deck
