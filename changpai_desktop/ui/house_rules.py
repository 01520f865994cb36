"""Moved to ui/learn/house_rules.py."""
from .learn.house_rules import HouseRulesWindow  # noqa: F401  # COMPAT(wave2)
