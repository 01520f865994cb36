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
from ..text import Card, Msg, msg
from .model import MELD_FORMS, Meld, PlayerHand, Score, Win
from .scorer import score

WIN_FLAGS = ("dealer_first", "last_card", "first_discard", "ready_declared", "after_gang", "ready_on_deal")


class RequestError(ValueError):
    """A request that is not well formed: ``msg`` (a glossary message of ``resources/text/errors.toml``) names
    the field at fault."""

    def __init__(self, message: Msg):
        super().__init__(message.id)
        self.msg = message


def _fail(id_: str, **values: object) -> RequestError:
    return RequestError(msg(id_, **values))


_RULES_CACHE: dict[tuple[str, str], RuleSet] = {}


def _rules_for(preset: Any, overrides: Any) -> RuleSet:
    if not isinstance(preset, str):
        raise _fail("error.request.preset", got=repr(preset))
    key = (preset, json.dumps(overrides, sort_keys=True))
    if key not in _RULES_CACHE:
        _RULES_CACHE[key] = RuleSet.preset(preset, overrides or {})
    return _RULES_CACHE[key]


def _code(value: Any, what: Msg) -> str:
    if not isinstance(value, str):
        raise _fail("error.request.card_code", what=what, got=repr(value))
    return check_code(value)


def _melds(raw_melds: Any) -> tuple[Meld, ...]:
    if not isinstance(raw_melds, list):
        raise _fail("error.request.melds")
    melds = []
    for text in raw_melds:
        if not isinstance(text, str) or ":" not in text:
            raise _fail("error.request.meld_syntax", meld=repr(text), known=", ".join(MELD_FORMS))
        form, code = text.split(":", 1)
        if form not in MELD_FORMS:
            raise _fail("error.request.meld_form", meld=repr(text), form=repr(form), known=", ".join(MELD_FORMS))
        code = _code(code, msg("error.request.what.meld", meld=repr(text)))
        if INDEX[code] >= N_KINDS:
            raise _fail("error.request.meld_joy", meld=repr(text), card=Card(code))
        melds.append(Meld(form, INDEX[code]))
    return tuple(melds)


def _declared(declared: Any) -> tuple[int, ...]:
    if not isinstance(declared, list):
        raise _fail("error.request.declared")
    declared_idx = []
    for c in declared:
        code = _code(c, msg("error.request.what.declared"))
        if INDEX[code] >= N_KINDS:
            raise _fail("error.request.declared_joy", card=Card(code))
        declared_idx.append(INDEX[code])
    return tuple(declared_idx)


def _win(raw_win: Any) -> Win | None:
    if raw_win is None:
        return None
    if not isinstance(raw_win, Mapping):
        raise _fail("error.request.win")
    card = _code(raw_win.get("card"), msg("error.request.what.win_card"))
    by = raw_win.get("by")
    if by not in ("self", "discard"):
        raise _fail("error.request.win_by", got=repr(by))
    flags = {}
    for flag in WIN_FLAGS:
        value = raw_win.get(flag, False)
        if not isinstance(value, bool):
            raise _fail("error.request.win_flag", flag=flag, got=repr(value))
        flags[flag] = value
    if INDEX[card] >= N_KINDS:
        raise _fail("error.request.win_joy", card=Card(card))
    return Win(INDEX[card], by == "self", dealer_first=flags["dealer_first"], last_card=flags["last_card"],
               first_discard=flags["first_discard"], ready_declared=flags["ready_declared"],
               after_gang=flags["after_gang"], ready_on_deal=flags["ready_on_deal"])


def parse_request(obj: Any) -> tuple[RuleSet, list[str], PlayerHand]:
    """A request object → (rule set, flips, hand); RequestError (or CardError, RuleError) names the field."""
    if not isinstance(obj, Mapping):
        raise _fail("error.request.object", got=type(obj).__name__)
    rules = _rules_for(obj.get("preset"), obj.get("overrides"))
    flips = obj.get("flips", [])
    if not isinstance(flips, list) or not flips:
        raise _fail("error.request.flips")
    flips = [_code(c, msg("error.request.what.flip")) for c in flips]
    melds = _melds(obj.get("melds", []) or [])
    declared = _declared(obj.get("declared", []) or [])
    hand_text = obj.get("hand")
    if not isinstance(hand_text, (str, list)):
        raise _fail("error.request.hand")
    concealed = tuple(counts_of(parse(hand_text)))
    joys = obj.get("joys", 0) or 0
    if not isinstance(joys, int) or isinstance(joys, bool):
        raise _fail("error.request.joys", got=repr(joys))
    joys_in_deal = obj.get("joys_in_deal", False) or False
    if not isinstance(joys_in_deal, bool):
        raise _fail("error.request.joys_in_deal", got=repr(joys_in_deal))
    win = _win(obj.get("win"))
    return rules, flips, PlayerHand(concealed, melds, declared, joys, joys_in_deal, win)


def score_request(obj: Any) -> Score:
    rules, flips, hand = parse_request(obj)
    return score(rules, flips, hand)

