"""The short reason each ranked action carries (简体中文, English)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from collections.abc import Sequence

from ..cards import CARD_INFO, INDEX, KINDS, N_KINDS
from .tuning import PLAN_NOTE_MAX_X

if TYPE_CHECKING:
    from .analysis import Analysis
    from .ranking import StateEval

Reason = tuple[str, str]


def zh(code: str) -> str:
    return CARD_INFO[code].name_hans


def en(code: str) -> str:
    return CARD_INFO[code].name_en


def win() -> Reason:
    return "胡牌：能胡就胡", "Win: take the win"


def not_recommended() -> Reason:
    return "不推荐", "not recommended"


def pass_dragons() -> Reason:
    return "过：不报龙会少算龙的胡数", "Pass: an undeclared dragon scores less"


def jiaolong(card: str, dragon: int, x: int) -> Reason:
    return (f"叫龙 {zh(card)}：龙 {dragon} 胡，牌留在手里还能组合（向听 {x}）",
            f"Show dragon {en(card)}: {dragon} hu, the cards stay usable (shanten {x})")


def lilong_start(card: str, dragon: int, n: int, x: int) -> Reason:
    what_zh = '补一张' if n == 4 else ('补两张' if n == 2 else '成一副')
    what_en = 'one replacement' if n == 4 else ('two replacements' if n == 2 else 'a set')
    return (f"撂龙 {zh(card)}：龙 {dragon} 胡，{what_zh}（向听 {x}）",
            f"Lay dragon {en(card)}: {dragon} hu, {what_en} (shanten {x})")


def xt_text(before: int, after: int) -> Reason:
    if after == -1:
        return "和牌", "a winning hand"
    if after == before:
        return f"向听 {after} 不变", f"shanten stays {after}"
    if after < before:
        return f"向听 {before}→{after}", f"shanten {before}→{after}"
    return f"向听 {before}→{after}（退向听）", f"shanten {before}→{after} (backwards)"


def pass_claim(st: StateEval) -> Reason:
    return f"过：向听 {st.x}，有效牌 {st.ukeire} 张", f"Pass: shanten {st.x}, {st.ukeire} useful cards"


def peng(card: str, hu: int, then: str, before: int, st: StateEval) -> Reason:
    xz, xe = xt_text(before, st.x)
    return (f"碰 {zh(card)}（{hu} 胡）再打 {zh(then)}：{xz}，有效牌 {st.ukeire} 张",
            f"Pung {en(card)} ({hu} hu), then discard {en(then)}: {xe}, {st.ukeire} useful cards")


def gang(card: str, hu: int, before: int, st: StateEval) -> Reason:
    xz, xe = xt_text(before, st.x)
    return (f"杠 {zh(card)}：明杠 {hu} 胡，补一张，{xz}",
            f"Kong {en(card)}: exposed kong {hu} hu, a replacement draw, {xe}")


def _keep_note(an: Analysis, c: Sequence[int], removed: int) -> Reason:
    """What the discard keeps worth mentioning: the most valuable held triplet or quad."""
    best = None
    for k in range(N_KINDS):
        if k == removed or c[k] < 3 or k in an.declared:
            continue
        v = an.kind_value(k, c[k])
        if v and (best is None or v > best[0]):
            best = (v, k)
    if best is None:
        return "", ""
    v, k = best
    what_zh = "杠" if c[k] == 4 else "刻子"
    what_en = "quad" if c[k] == 4 else "triplet"
    return f"，保留{zh(KINDS[k])}{what_zh} {int(v)} 胡", f", keeps the {en(KINDS[k])} {what_en} ({int(v)} hu)"


def _plan_text(st: StateEval) -> Reason:
    if st.plan == "piao" and st.x <= PLAN_NOTE_MAX_X:
        return "，可做飘胡", ", on course for all-triplets (飘胡)"
    if st.plan == "qing" and st.x <= PLAN_NOTE_MAX_X:
        return "，可做清胡", ", on course for all-sequences (清胡)"
    return "", ""


def discard(an: Analysis, code: str, before: int, st: StateEval, c_after: Sequence[int]) -> Reason:
    xz, xe = xt_text(before, st.x)
    if st.x == 0:
        uz, ue = f"听牌，活的胡张 {st.ukeire} 张", f"ready, {st.ukeire} live winning cards"
    else:
        uz, ue = f"有效牌 {st.ukeire} 张", f"{st.ukeire} useful cards live"
    kz, ke = _keep_note(an, c_after, INDEX[code])
    pz, pe = _plan_text(st)
    return (f"打 {zh(code)}：{xz}，{uz}{kz}{pz}",
            f"Discard {en(code)}: {xe}, {ue}{ke}{pe}")


def ready(card: str, st: StateEval) -> Reason:
    return (f"报听并打 {zh(card)}：胡数翻倍，听 {st.ukeire} 张活牌",
            f"Declare ready discarding {en(card)}: the win counts double, {st.ukeire} live winning cards")


def angang(card: str, hu: int, st: StateEval) -> Reason:
    return (f"暗杠 {zh(card)}：{hu} 胡，补一张，向听 {st.x}",
            f"Concealed kong {en(card)}: {hu} hu, a replacement draw, shanten {st.x}")


def jiagang(card: str, gain: int, st: StateEval) -> Reason:
    return (f"加杠 {zh(card)}：碰变明杠多 {gain} 胡，补一张，向听 {st.x}",
            f"Add {en(card)} to the pung: +{gain} hu, a replacement draw, shanten {st.x}")


def lilong(card: str, st: StateEval) -> Reason:
    return (f"撂龙 {zh(card)}：亮出叫龙，向听 {st.x}",
            f"Lay the dragon {en(card)}: shanten {st.x}")
