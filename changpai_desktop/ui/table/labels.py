"""Names of seats and levels as the table shows them, and the 胡 everyone can count on a seat's face-up sets."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import INDEX
from ...engine.scoring import Meld
from ...engine.scoring.visible import visible_hu as scoring_visible_hu


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


def seat_label_short(rel: int, n: int) -> str:
    """A seat's name where room is short (the compact score sheet's narrow columns): the same words in Chinese,
    in English without the bracketed explanation ("Left", not "Left (previous)", which was cut there)."""
    if rel == 0:
        return translate("table", "我")
    if rel == 1:
        return translate("seat_short", "下家")
    if rel == n - 1:
        return translate("seat_short", "上家")
    return translate("seat_short", "对门")


def giver_names(names: list[str]) -> list[str]:
    """Whom a claimed card came from, as a meld's caption says it ("碰·上家", "pung·Right"): your own name, the
    others by their short seat names (in English "Right (next)" does not fit under three cards)."""
    return names[:1] + [seat_label_short(s, len(names)) for s in range(1, len(names))]


def level_label(level: str) -> str:
    names = {"easy": translate("table", "入门"), "normal": translate("table", "熟手"),
             "hard": translate("table", "高手"), "human": ""}
    return names.get(level, level)


def visible_hu(view, seat: int) -> int:
    """The 胡 of a seat's face-up groups (melds, 叫龙, 喜), as everyone at the table can count it (the engine's
    ``scoring.visible.visible_hu``)."""
    if not (view.melds[seat] or view.declared[seat] or view.joys[seat]):
        return 0
    return scoring_visible_hu(view.rules, view.rules.levels_for(view.flips),
                              [Meld(form, INDEX[c]) for form, c, _ in view.melds[seat]],
                              [INDEX[c] for c in view.declared[seat]], len(view.joys[seat]))
