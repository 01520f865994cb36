"""The multipliers of a winning hand (RULES.md §5.3), one small module each, like the yaku of the ``mahjong``
library: ``KEY`` (the rule data's ``multipliers.<KEY>``), ``factor(facts, hand type, scoring sets)`` (0 when
it does not apply) and ``text(facts)`` (the glossary message of its explanation line).

``REGISTRY`` is the order they are applied and explained in. A new multiplier is one module, one row here,
its options in the presets and its line in ``resources/text/scoring.toml``.
"""

from __future__ import annotations

from . import baoting, dihu, haidi, huimian, menpiao, qionghen, shuanglong, tiancheng, tianting, yihutouer
from .facts import ScoringSet, WinFacts

REGISTRY = (menpiao, tiancheng, yihutouer, qionghen, haidi, dihu, baoting, tianting, shuanglong, huimian)

__all__ = ["REGISTRY", "ScoringSet", "WinFacts"]
