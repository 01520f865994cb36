"""算胡: the 胡 count of a player at the end of a hand, winner or not, with an itemised explanation.

RULES.md §5 is the specification. A player's count starts from 底胡 — the value of every meld, declared
dragon and kind held three or four times (把子), with 三老会齐 — rounded up, plus 喜 (``base``). A non-winner's
count is that. A winner's is a formula of the hand type (飘胡, 清胡, 塌胡, 十三胡), the extras (自摸, the winning
card's place, 文钱) and the multipliers (``winner``, ``multipliers``).

Every number comes from the rule set (``rules.RuleSet``); every line of the explanation is an ``Item`` whose
text is a glossary message (``engine.text.Msg``), rendered in a language by ``services.text``.

    model       Meld, Win, PlayerHand in; Score, Item, WaitScore out
    validate    card counts: whether a hand is possible under the flips
    base        底胡: set values, the flipped kind's 碰, 把子, 三老会齐, 进整, 喜 (also used by the computer players)
    winner      hand types, extras, the best reading
    multipliers one module per multiplier, REGISTRY
    visible     the 胡 of face-up sets
    scorer      score, score_waits
    request     the JSON request ⇄ model
    settlement  出分
"""

from __future__ import annotations

from .base import base_hu, baozi_value, dihu, old_trio_bonus, peng_value, round_up, set_value, sets_hu
from .model import MELD_FORMS, TYPE_ORDER, Item, Meld, PlayerHand, Score, ScoringError, WaitScore, Win
from .scorer import score, score_nonwinner, score_waits
from .validate import concealed_expected, meld_cards, meld_is_set, melded_sets, validate
from .visible import visible_hu
from .winner import score_winner

__all__ = ["MELD_FORMS", "TYPE_ORDER", "Item", "Meld", "PlayerHand", "Score", "ScoringError", "WaitScore", "Win",
           "base_hu", "baozi_value", "concealed_expected", "dihu", "meld_cards", "meld_is_set", "melded_sets",
           "old_trio_bonus", "peng_value", "round_up", "score", "score_nonwinner", "score_waits", "score_winner",
           "set_value", "sets_hu", "validate", "visible_hu"]
