"""Typed card entry for the 算胡器 and the 记分 window: what a user types, turned into (mode, card) clicks.

A line holds cards and, optionally, words that switch what the following cards are entered as::

    5w5w5w            three 五万 (two-letter codes, spaces anywhere)
    五万×3 红花        names in 简体 or 繁體 (五萬), with ×N / *N / xN for N copies
    碰 5w hh 手 2b2b2b 1t2t3t 9w9w 胡 8t     (碰 of 五万 and of 红花, the hand, the winning card)

Mode words (简体, 繁體 and short English): 手/hand, 胡/win, 碰/peng, 明杠/mg, 暗杠/ag, 龙/撂龙/long, 叫龙/jl,
将/翻/flip. Suits may be written 万/萬, 条/條/索, 饼/餅/丙/筒. A :class:`EntryError` names the first piece of the
line that is no card (its position and text), so a view can point at it. Nothing here knows Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import CARD_INFO, INDEX, SUIT_HANS, SUIT_HANT

MAX_REPEAT = 4        # ×N: at most the copies of a kind
_TIMES = ("×", "*", "x", "X", "✕")
_RANKS = "一二三四五六七八九"
_SUIT_WORDS = {**{ch: suit for suit, ch in SUIT_HANS.items()}, **{ch: suit for suit, ch in SUIT_HANT.items()},
               "索": "t", "丙": "b", "筒": "b"}   # and the other names players write the suits with
MODE_WORDS = {
    "手": "hand", "手牌": "hand", "hand": "hand",
    "胡": "win", "胡的牌": "win", "win": "win",
    "碰": "peng", "peng": "peng",
    "明杠": "minggang", "明槓": "minggang", "mg": "minggang", "minggang": "minggang",
    "暗杠": "angang", "暗槓": "angang", "ag": "angang", "angang": "angang",
    "龙": "long", "龍": "long", "撂龙": "long", "撂龍": "long", "long": "long",
    "叫龙": "declared", "叫龍": "declared", "jl": "declared", "declared": "declared",
    "把子": "baozi", "bz": "baozi", "baozi": "baozi",
    "将": "flip", "將": "flip", "翻": "flip", "flip": "flip",
}
_NAMES = {}
for _code, _info in CARD_INFO.items():
    _NAMES[_info.name_hans] = _code
    _NAMES[_info.name_hant] = _code
_ORDERED_WORDS = sorted(list(MODE_WORDS) + list(_NAMES), key=len, reverse=True)


class EntryError(ValueError):
    """Typed text that names no card: ``pos`` (0-based) and ``text`` of the first bad piece."""

    def __init__(self, pos: int, text: str):
        super().__init__(f"no card at {pos}: {text!r}")
        self.pos = pos
        self.text = text


@dataclass(frozen=True)
class Typed:
    """A run of one card in a typed line: the mode it is entered as, its code and how many were typed
    (``5w5w5w`` and ``五万×3`` are one run of three)."""

    mode: str
    code: str
    n: int = 1


def _code_at(text: str, i: int) -> tuple[str, int] | None:
    """A card code or name starting at ``i``: (code, length) or None."""
    two = text[i:i + 2].lower()
    if two in INDEX:
        return two, 2
    if i + 1 < len(text) and text[i + 1] in _SUIT_WORDS:
        if text[i] in _RANKS:
            return f"{_RANKS.index(text[i]) + 1}{_SUIT_WORDS[text[i + 1]]}", 2
        if text[i] in "123456789":
            return f"{text[i]}{_SUIT_WORDS[text[i + 1]]}", 2
    for word in _ORDERED_WORDS:
        if word in _NAMES and text.startswith(word, i):
            return _NAMES[word], len(word)
    return None


def _mode_at(text: str, i: int) -> tuple[str, int] | None:
    for word in _ORDERED_WORDS:
        if word in MODE_WORDS and text[i:i + len(word)].lower() == word:
            end = i + len(word)
            if word.isascii() and end < len(text) and text[end].isascii() and text[end].isalpha():
                continue               # "hand" inside a longer word is no mode word
            return MODE_WORDS[word], len(word)
    return None


def _repeat_at(text: str, i: int) -> tuple[int, int]:
    """A ×N after a card: (N, length), or (1, 0) when there is none."""
    if i < len(text) and text[i] in _TIMES and i + 1 < len(text) and text[i + 1].isdigit():
        n = int(text[i + 1])
        if 1 <= n <= MAX_REPEAT:
            return n, 2
        raise EntryError(i, text[i:i + 2])
    return 1, 0


_SEPARATORS = " \t,，、;；|/:：+"


def parse_entry(text: str, mode: str = "hand") -> list[Typed]:
    """The runs of cards of a typed line, each with the mode it is entered as (``mode`` until a mode word
    changes it); the same card typed again at once lengthens its run. An :class:`EntryError` names the first
    piece that is neither a card, a mode word nor a separator."""
    out: list[Typed] = []
    i = 0
    while i < len(text):
        if text[i] in _SEPARATORS:
            i += 1
            continue
        found_mode = _mode_at(text, i)
        found_card = _code_at(text, i)
        if found_mode and (not found_card or found_mode[1] > found_card[1]):
            mode, step = found_mode
            i += step
            continue
        if not found_card:
            raise EntryError(i, text[i:i + 2])
        code, step = found_card
        n, extra = _repeat_at(text, i + step)
        if out and out[-1].mode == mode and out[-1].code == code:
            out[-1] = Typed(mode, code, out[-1].n + n)
        else:
            out.append(Typed(mode, code, n))
        i += step + extra
    return out


def clicks(typed: list[Typed]) -> list[tuple[str, str]]:
    """The (mode, code) clicks a typed line stands for. A 把子 run of one is one 把子 click (three cards); a
    longer 把子 run is entered card by card, as typed (``5w×4``: four)."""
    out = []
    for t in typed:
        if t.mode == "baozi" and t.n > 1:
            out += [("hand", t.code)] * t.n
        else:
            out += [(t.mode, t.code)] * t.n
    return out


def is_card_word(word: str) -> bool:
    """Whether ``word`` alone names one card (a code or a name)."""
    found = _code_at(word, 0) if word else None
    return bool(found) and found[1] == len(word)


__all__ = ["MODE_WORDS", "EntryError", "Typed", "clicks", "is_card_word",
           "parse_entry"]
