"""Moved to ui/learn/rules_view.py."""
from .learn.rules_view import RulesWindow  # noqa: F401  # COMPAT(wave2)
