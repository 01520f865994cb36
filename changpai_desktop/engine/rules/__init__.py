"""Rules as data: ``schema`` (the one table of options), ``ruleset`` (preset + overrides → typed sections),
``levels`` (what is 将, copies left). The names other modules import live here."""

from .levels import Levels, copies_left, copies_left_of, kinds_label, levels_for
from .options import Name, RuleError
from .ruleset import (PRESET_IDS, Deal, Extras, HandType, Joys, LevelRules, Multiplier, RuleSet, Settlement, Values,
                      flatten, load_preset_data)
from .schema import FORMS, HAND_TYPES, MULTIPLIERS, SECTIONS

__all__ = ["FORMS", "HAND_TYPES", "MULTIPLIERS", "PRESET_IDS", "SECTIONS", "Deal", "Extras", "HandType", "Joys",
           "LevelRules", "Levels", "Multiplier", "Name", "RuleError", "RuleSet", "Settlement", "Values",
           "copies_left", "copies_left_of", "flatten", "kinds_label", "levels_for", "load_preset_data"]
