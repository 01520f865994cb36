"""The rule sets a picker offers: the three presets, then every saved house-rule set.

One list of :class:`RuleChoice` (id, name in the UI language, the RuleSet, whether it is a house rule) for the
new-game dialog, the calculator, the rules page and the statistics. A house rule's ``name`` is its saved name;
a view that marks house rules (``家规：…``) adds that in its own words.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.rules import PRESET_IDS, RuleSet
from ..storage.rulesets import list_rulesets


@dataclass(frozen=True)
class RuleChoice:
    """One entry of a rule-set picker: ``id`` is the preset id, or the saved name of a house rule."""

    id: str
    name: str
    ruleset: RuleSet
    house_rule: bool


def preset_name(preset_id: str, lang: str) -> str:
    """A preset's name in the language; an unknown id (from an old file) as it is."""
    return RuleSet.preset(preset_id).display_name(lang) if preset_id in PRESET_IDS else preset_id


def preset_choices(lang: str) -> list[RuleChoice]:
    return [RuleChoice(p, preset_name(p, lang), RuleSet.preset(p), False) for p in PRESET_IDS]


def house_rule_choices() -> list[RuleChoice]:
    """Every saved house-rule set (damaged files are left out by ``storage.rulesets``)."""
    return [RuleChoice(name, name, rs, True) for name, rs in list_rulesets()]


def rule_choices(lang: str) -> list[RuleChoice]:
    """The presets in ``lang``, then the saved house rules."""
    return preset_choices(lang) + house_rule_choices()


def find_choice(choices: list[RuleChoice], choice_id: str) -> int:
    """The position of the choice with this id (a preset id or a house rule's name); KeyError when absent."""
    for i, c in enumerate(choices):
        if c.id == choice_id:
            return i
    raise KeyError(choice_id)


def saved_house_rule(name: str | None) -> RuleSet | None:
    """The saved house-rule set of this name (as the settings remember it), or None when there is none now."""
    if name:
        for c in house_rule_choices():
            if c.id == name:
                return c.ruleset
    return None
