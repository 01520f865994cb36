"""A Score as text: the JSON object of ``changpai-engine score`` (each explanation line in 简体, 繁體 and
English), and the explanation as lines of a language."""

from __future__ import annotations

from typing import Any

from ..engine.cards import CardError
from ..engine.rules import RuleError
from ..engine.scoring import Item, Score, ScoringError
from ..engine.scoring.request import RequestError, score_request
from .text import render

ERROR_LANG = "en"   # `changpai-engine score` writes its errors in English, as it always has (a machine contract)


def item_to_dict(item: Item) -> dict:
    """One explanation line: key, text in the three languages, cards, rule, and its 胡 or factor."""
    out = {"key": item.key, "zh": render(item.msg, "zh_Hans"), "zh_hant": render(item.msg, "zh_Hant"),
           "en": render(item.msg, "en"), "cards": item.cards, "rule": item.rule}
    if item.hu is not None:
        out["hu"] = item.hu
    if item.factor is not None:
        out["factor"] = item.factor
    return out


def score_to_json(score: Score) -> dict:
    """The result object of ``changpai-engine score`` for one scored hand."""
    return {"total": score.total, "type": score.type, "dihu": score.dihu, "multiplier": score.multiplier,
            "items": [item_to_dict(i) for i in score.items]}


def score_json(obj: Any) -> dict:
    """One request → the result object, or ``{"error": why}``."""
    try:
        return score_to_json(score_request(obj))
    except (RequestError, ScoringError) as exc:
        return {"error": render(exc.msg, ERROR_LANG)}
    except (CardError, RuleError) as exc:
        return {"error": str(exc)}


def explanation(score: Score, lang: str) -> list[str]:
    """The explanation as lines: text, cards, then the 胡 (+n) or the factor (×n)."""
    lines = []
    for it in score.items:
        text = render(it.msg, lang)
        amount = f"×{it.factor}" if it.factor is not None else (f"{it.hu:+d}" if it.hu is not None else "")
        lines.append(f"{text} {it.cards} {amount}".strip())
    return lines
