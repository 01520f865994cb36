"""Hints in players' words, from an action's :class:`~.facts.Facts`: 听牌 or how many more cards it needs,
the useful draws (进张) with their live copies, the 胡 a choice keeps, makes or breaks, the danger of a card
(放冲, feeding a 碰); and, for every action after the first, what sets it apart from the first. Engine text:
``Msg`` ids ``hint.…`` of ``resources/text/hints.toml``."""

from __future__ import annotations

from ..text import Card, Msg, msg
from .facts import Facts
from .tuning import HINT_FEED_RISK, HINT_HU_SAME, HINT_RISKIER, HINT_WIN_RISK

TRIPLE = 3
_TOP = {"discard": "hint.top.discard", "ready": "hint.top.ready", "pass": "hint.top.pass", "peng": "hint.top.peng",
        "gang": "hint.top.gang", "jiaolong": "hint.top.jiaolong", "lilong": "hint.top.lilong",
        "angang": "hint.top.angang", "jiagang": "hint.top.jiagang", "tsumo": "hint.top.win", "hu": "hint.top.win",
        "tianting": "hint.top.tianting"}


def state(f: Facts) -> Msg | str:
    """听牌 with the live winning cards, or how many more cards it needs with its useful draws."""
    if f.x is None or f.x < 0:
        return ""
    if f.x == 0:
        return msg("hint.s.ready", n=f.useful)
    return msg("hint.s.away", x=f.x, n=f.useful)


def _plain(x: int | None) -> Msg | str:
    if x is None:
        return ""
    return msg("hint.s.ready_plain") if x <= 0 else msg("hint.s.away_plain", x=x)


def _notes(f: Facts) -> tuple[Msg | str, Msg | str, Msg | str]:
    keep = msg("hint.keep.triplet", card=Card(f.kept[0]), hu=f.kept[1]) if f.kept else ""
    broken: Msg | str = ""
    if f.broken and f.broken[2] == TRIPLE:
        broken = msg("hint.broken.triplet", card=Card(f.broken[0]))
    elif f.broken:
        broken = msg("hint.broken", card=Card(f.broken[0]), hu=f.broken[1])
    if f.win_risk >= HINT_WIN_RISK:
        danger: Msg | str = msg("hint.danger.win")
    elif f.feed_risk >= HINT_FEED_RISK:
        danger = msg("hint.danger.feed")
    else:
        danger = ""
    return keep, broken, danger


def main(f: Facts) -> Msg:
    """What the action does, by its own numbers."""
    a = f.action
    t = a.type
    card = Card(a.card) if a.card else ""
    if t in ("tsumo", "hu"):
        return msg("hint.a.win", hu=f.hu)
    if t in ("discard", "ready"):
        keep, broken, danger = _notes(f)
        mid = "hint.a.ready" if t == "ready" else "hint.a.discard"
        return msg(mid, card=card, state=state(f), keep=keep, broken=broken, danger=danger)
    if t == "pass" and f.declines:
        return msg("hint.pass_tianting" if f.declines == "tianting" else "hint.pass_dragons")
    if t == "pass":
        keep, _, _ = _notes(f)
        return msg("hint.a.pass", state=state(f), keep=keep)
    if t == "peng":
        return msg("hint.a.peng", card=card, hu=f.hu, then=Card(f.then) if f.then else "", state=state(f))
    if t == "lilong" and f.lucky_x is not None and f.x is not None and f.lucky_x < f.x:
        return msg("hint.a.lilong_deal", card=card, hu=f.hu, lucky=f.lucky, best=_plain(f.lucky_x),
                   usual=_plain(f.x))
    if t in ("gang", "jiaolong", "lilong", "angang", "jiagang"):
        return msg(f"hint.a.{t}", card=card, hu=f.hu, state=state(f))
    if t == "tianting":
        return msg("hint.tianting")
    return msg("hint.not_recommended")


def _top(f: Facts) -> Msg:
    if f.action.type in ("discard", "ready"):
        return msg(f"hint.top.{f.action.type}", card=Card(f.action.card))
    return msg(_TOP.get(f.action.type, "hint.top.pass"))


def differences(f: Facts, top: Facts, cost: float) -> list[Msg]:
    """What sets this action apart from the first, most telling first (at most two)."""
    t = _top(top)
    out: list[Msg] = []
    if f.x is not None and top.x is not None and f.x > top.x >= 0:
        out.append(msg("hint.diff.slower", top=t, n=f.x - top.x))
    elif f.x is not None and f.x == top.x and f.useful != top.useful and f.x >= 0:
        key = "hint.diff.fewer" if f.useful < top.useful else "hint.diff.more"
        out.append(msg(key, top=t, n=abs(f.useful - top.useful)))
    if top.plan == "qing" and f.plan != "qing" and f.x is not None and f.x >= 0:
        out.append(msg("hint.diff.no_qing", top=t))
    if f.win_risk + f.feed_risk >= top.win_risk + top.feed_risk + HINT_RISKIER:
        out.append(msg("hint.diff.riskier", top=t))
    if cost >= HINT_HU_SAME:
        out.append(msg("hint.diff.less_hu", top=t, hu=round(cost)))
    elif not out:
        out.append(msg("hint.diff.same", top=t))
    return out[:2]


def reason_of(f: Facts, top: Facts | None, cost: float = 0.0) -> Msg:
    """The reason of an action: its own numbers; after the first, also what sets it apart from the first."""
    m = main(f)
    if top is None:
        return m
    diffs = differences(f, top, cost)
    d: Msg = diffs[0] if len(diffs) == 1 else msg("hint.diff.two", a=diffs[0], b=diffs[1])
    return msg("hint.vs", main=m, diff=d)
