"""The JSON form of a hand to score, shared by ``changpai-engine score``, the calculator and the tests.

``{"preset": ..., "flips": [...], "melds": ["peng:5w", ...], "declared": [...], "hand": "...",
"joys": 0, "joys_in_deal": false, "win": {"card": "8t", "by": "discard", ...}}``; an optional
``"overrides"`` object applies house rules on top of the preset.
"""

from __future__ import annotations

import json
from typing import Any
from collections.abc import Mapping

from ..cards import INDEX, N_KINDS, check_code, counts_of, parse
from ..rules import RuleSet
from .model import MELD_FORMS, Meld, PlayerHand, Score, Win
from .scorer import score

WIN_FLAGS = ("dealer_first", "last_card", "first_discard", "ready_declared", "after_gang")


class RequestError(ValueError):
    """A request that is not well formed, with the field at fault named."""


_RULES_CACHE: dict[tuple[str, str], RuleSet] = {}


def _rules_for(preset: Any, overrides: Any) -> RuleSet:
    if not isinstance(preset, str):
        raise RequestError(f"'preset' must be a preset id string, got {preset!r}")
    key = (preset, json.dumps(overrides, sort_keys=True))
    if key not in _RULES_CACHE:
        _RULES_CACHE[key] = RuleSet.preset(preset, overrides or {})
    return _RULES_CACHE[key]


def _code(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise RequestError(f"{what} must be a card code string, got {value!r}")
    return check_code(value)


def _melds(raw_melds: Any) -> tuple[Meld, ...]:
    if not isinstance(raw_melds, list):
        raise RequestError("'melds' must be a list like [\"peng:5w\"]")
    melds = []
    for text in raw_melds:
        if not isinstance(text, str) or ":" not in text:
            raise RequestError(f"meld {text!r} must be written FORM:CARD, FORM one of {', '.join(MELD_FORMS)}")
        form, code = text.split(":", 1)
        if form not in MELD_FORMS:
            raise RequestError(f"meld {text!r}: unknown form {form!r} (known: {', '.join(MELD_FORMS)})")
        code = _code(code, f"meld {text!r}")
        if INDEX[code] >= N_KINDS:
            raise RequestError(f"meld {text!r}: a 喜 card cannot be melded")
        melds.append(Meld(form, INDEX[code]))
    return tuple(melds)


def _declared(declared: Any) -> tuple[int, ...]:
    if not isinstance(declared, list):
        raise RequestError("'declared' must be a list of card codes")
    declared_idx = []
    for c in declared:
        code = _code(c, "a declared dragon")
        if INDEX[code] >= N_KINDS:
            raise RequestError(f"declared dragon {code}: a 喜 card is not a dragon")
        declared_idx.append(INDEX[code])
    return tuple(declared_idx)


def _win(raw_win: Any) -> Win | None:
    if raw_win is None:
        return None
    if not isinstance(raw_win, Mapping):
        raise RequestError("'win' must be null or an object {\"card\": CODE, \"by\": \"self\"|\"discard\"}")
    card = _code(raw_win.get("card"), "the winning card")
    by = raw_win.get("by")
    if by not in ("self", "discard"):
        raise RequestError(f"win 'by' must be \"self\" or \"discard\", got {by!r}")
    flags = {}
    for flag in WIN_FLAGS:
        value = raw_win.get(flag, False)
        if not isinstance(value, bool):
            raise RequestError(f"win '{flag}' must be true or false, got {value!r}")
        flags[flag] = value
    if INDEX[card] >= N_KINDS:
        raise RequestError(f"the winning card {card} is a 喜 card; 喜 never win a hand")
    return Win(INDEX[card], by == "self", dealer_first=flags["dealer_first"], last_card=flags["last_card"],
               first_discard=flags["first_discard"], ready_declared=flags["ready_declared"],
               after_gang=flags["after_gang"])


def parse_request(obj: Any) -> tuple[RuleSet, list[str], PlayerHand]:
    """A request object → (rule set, flips, hand); RequestError (or CardError, RuleError) names the field."""
    if not isinstance(obj, Mapping):
        raise RequestError(f"each element must be a JSON object, got {type(obj).__name__}")
    rules = _rules_for(obj.get("preset"), obj.get("overrides"))
    flips = obj.get("flips", [])
    if not isinstance(flips, list) or not flips:
        raise RequestError("'flips' must be a non-empty list of card codes")
    flips = [_code(c, "a flip") for c in flips]
    melds = _melds(obj.get("melds", []) or [])
    declared = _declared(obj.get("declared", []) or [])
    hand_text = obj.get("hand")
    if not isinstance(hand_text, (str, list)):
        raise RequestError("'hand' must be a string of card codes such as \"1w2w3w\"")
    concealed = tuple(counts_of(parse(hand_text)))
    joys = obj.get("joys", 0) or 0
    if not isinstance(joys, int) or isinstance(joys, bool):
        raise RequestError(f"'joys' must be a whole number, got {joys!r}")
    joys_in_deal = obj.get("joys_in_deal", False) or False
    if not isinstance(joys_in_deal, bool):
        raise RequestError(f"'joys_in_deal' must be true or false, got {joys_in_deal!r}")
    win = _win(obj.get("win"))
    return rules, flips, PlayerHand(concealed, melds, declared, joys, joys_in_deal, win)


def score_request(obj: Any) -> Score:
    rules, flips, hand = parse_request(obj)
    return score(rules, flips, hand)

