"""Names of seats and levels as the table shows them, and the 胡 everyone can count on a seat's face-up sets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import INDEX, N_KINDS
from ...engine.scoring import Meld, PlayerHand, ScoringError, score


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def seat_label(rel: int, n: int, me: str | None = None) -> str:
    if rel == 0:
        return me or translate("table", "我")
    if rel == 1:
        return translate("table", "下家")
    if rel == n - 1:
        return translate("table", "上家")
    return translate("table", "对门")


def level_label(level: str) -> str:
    names = {"easy": translate("table", "入门"), "normal": translate("table", "熟手"),
             "hard": translate("table", "高手"), "human": ""}
    return names.get(level, level)


def visible_hu(view, seat: int) -> int | None:
    """The 胡 of a seat's face-up groups (melds, 叫龙, 喜), as everyone at the table can count it; None when the
    scorer refuses the face-up groups on their own.

    COMPAT(wave2): use the engine's "胡 of face-up sets" (issue 12 point 6). ``score`` validates the card count of
    a whole hand, so for a seat with a 碰 or 杠 it raises ScoringError and nothing is shown — as before, when a
    broad ``except`` hid the same error."""
    if not (view.melds[seat] or view.declared[seat] or view.joys[seat]):
        return 0
    counts = [0] * N_KINDS
    for c in view.declared[seat]:
        counts[INDEX[c]] += 4 - sum(1 for f in view.flips if f == c)
    hand = PlayerHand(tuple(counts), tuple(Meld(f, INDEX[c]) for f, c, _ in view.melds[seat]),
                      tuple(INDEX[c] for c in view.declared[seat]), len(view.joys[seat]), False, None)
    try:
        return score(view.rules, view.flips, hand).total
    except ScoringError:
        return None
