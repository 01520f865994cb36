"""The short reason each ranked action carries, as engine text: a :class:`~changpai_desktop.engine.text.Msg`
of ``resources/text/hints.toml`` (ids ``hint.…``) with its values; ``services.text`` renders it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import INDEX, KINDS, N_KINDS
from ..text import Card, Msg, msg
from .tuning import PLAN_NOTE_MAX_X

if TYPE_CHECKING:
    from .analysis import Analysis, StateEval

_LAY_DRAGON = {4: "hint.lay_dragon.four", 2: "hint.lay_dragon.two"}


def win() -> Msg:
    return msg("hint.win")


def not_recommended() -> Msg:
    return msg("hint.not_recommended")


def pass_dragons() -> Msg:
    return msg("hint.pass_dragons")


def tianting() -> Msg:
    return msg("hint.tianting")


def jiaolong(card: str, dragon: int, x: int) -> Msg:
    return msg("hint.jiaolong", card=Card(card), hu=dragon, x=x)


def lilong_start(card: str, dragon: int, n: int, x: int) -> Msg:
    return msg(_LAY_DRAGON.get(n, "hint.lay_dragon.set"), card=Card(card), hu=dragon, x=x)


def shanten(before: int, after: int) -> Msg:
    """How 向听 moves: to a win, unchanged, down, or backwards."""
    if after == -1:
        return msg("hint.shanten.win")
    if after == before:
        return msg("hint.shanten.same", x=after)
    if after < before:
        return msg("hint.shanten.down", before=before, after=after)
    return msg("hint.shanten.up", before=before, after=after)


def pass_claim(st: StateEval) -> Msg:
    return msg("hint.pass", x=st.x, useful=st.ukeire)


def peng(card: str, hu: int, then: str, before: int, st: StateEval) -> Msg:
    return msg("hint.peng", card=Card(card), hu=hu, then=Card(then), shanten=shanten(before, st.x),
               useful=st.ukeire)


def gang(card: str, hu: int, before: int, st: StateEval) -> Msg:
    return msg("hint.gang", card=Card(card), hu=hu, shanten=shanten(before, st.x))


def _keep_note(an: Analysis, c: Sequence[int], removed: int) -> Msg | str:
    """What the discard keeps worth mentioning: the most valuable held triplet or quad ("" for nothing)."""
    best = None
    for k in range(N_KINDS):
        if k == removed or c[k] < 3 or k in an.declared:
            continue
        v = an.kind_value(k, c[k])
        if v and (best is None or v > best[0]):
            best = (v, k)
    if best is None:
        return ""
    v, k = best
    return msg("hint.keep.quad" if c[k] == 4 else "hint.keep.triplet", card=Card(KINDS[k]), hu=int(v))


def _plan_note(st: StateEval) -> Msg | str:
    if st.plan in ("piao", "qing") and st.x <= PLAN_NOTE_MAX_X:
        return msg(f"hint.plan.{st.plan}")
    return ""


def discard(an: Analysis, code: str, before: int, st: StateEval, c_after: Sequence[int]) -> Msg:
    useful = msg("hint.useful.ready" if st.x == 0 else "hint.useful.count", n=st.ukeire)
    return msg("hint.discard", card=Card(code), shanten=shanten(before, st.x), useful=useful,
               keep=_keep_note(an, c_after, INDEX[code]), plan=_plan_note(st))


def ready(card: str, st: StateEval) -> Msg:
    return msg("hint.ready", card=Card(card), n=st.ukeire)


def angang(card: str, hu: int, st: StateEval) -> Msg:
    return msg("hint.angang", card=Card(card), hu=hu, x=st.x)


def jiagang(card: str, gain: int, st: StateEval) -> Msg:
    return msg("hint.jiagang", card=Card(card), gain=gain, x=st.x)


def lilong(card: str, st: StateEval) -> Msg:
    return msg("hint.lilong", card=Card(card), x=st.x)
