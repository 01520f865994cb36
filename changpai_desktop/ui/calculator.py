"""COMPAT(wave2): ``rules_view.py`` takes its rule-set list from here; the list is ``services.catalog``'s."""

from __future__ import annotations

from ..engine.rules import RuleSet
from ..services.catalog import rule_choices
from .learn.base import current_lang


def ruleset_choices() -> list[tuple[str, RuleSet]]:  # COMPAT(wave2): services.catalog.rule_choices(lang)
    return [(c.name, c.ruleset) for c in rule_choices(current_lang())]
