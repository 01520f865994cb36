"""The rules page's worked example: a lesson's hand of the chosen rule set's preset, played to its win with the
chosen rules (house rules included) and counted by the engine, shown with its cards and every item — so each
number on it comes from the rule data, not from the page."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable

from ...engine.cards import sort_key
from ...engine.rules import RuleSet
from ...services.course import LessonOffScript, load_course, play_through
from ...services.text import render

MELD_SIZE = {"peng": 3, "minggang": 4, "angang": 4}


def example_result(rules: RuleSet):
    """The richest lesson hand of the rule set's preset (the one with most score items) as these rules count
    it; None when no lesson plays that preset or the rules change how it plays."""
    best = None
    for lesson in load_course():
        if lesson.preset != rules.preset_id:
            continue
        try:
            result = play_through(lesson, rules)
        except LessonOffScript:
            continue
        items = len(result.scores[result.winner].items)
        if best is None or items > best[0]:
            best = (items, result)
    return best[1] if best else None


def worked_example(rules: RuleSet, lang: str, cards: Callable[[Iterable[str]], str], title: str, total: str) -> str:
    result = example_result(rules)
    if result is None:
        return ""
    seat = result.seat(result.winner)
    score = result.scores[result.winner]
    hand = sorted(seat.concealed, key=sort_key)
    melds = [[card] * MELD_SIZE.get(form, 4) for form, card, _ in seat.melds]
    out = [f"<h3>{html.escape(title)}</h3>", "<p>" + cards(hand)]
    for meld in melds:
        out.append("&nbsp;&nbsp;&nbsp;" + cards(meld))
    out.append("</p><table cellpadding='3'>")
    for item in score.items:
        amount = f"× {item.factor}" if item.factor else (f"+{item.hu}" if item.hu is not None else "")
        text = render(item.msg, lang) if not isinstance(item.msg, str) else item.msg
        out.append(f"<tr><td>{html.escape(text)}</td><td align='right'>{html.escape(amount)}</td></tr>")
    out.append(f"<tr><td><b>{html.escape(total)}</b></td><td align='right'><b>{score.total}</b></td></tr></table>")
    return "".join(out)
