"""算胡 of one player, winner or not (RULES.md §5), and the waits of a ready hand with what each would score."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import N_KINDS
from ..rules import Levels, RuleSet
from ..tiles import waits
from .base import Base, cap_item, cap_total, dihu_items, joy_item, round_up
from .model import PlayerHand, Score, WaitScore, Win
from .validate import meld_cards, validate
from .winner import score_winner


def score_nonwinner(rules: RuleSet, levels: Levels, hand: PlayerHand) -> Score:
    """底胡 with 喜, rounded and capped: what a player who did not win counts."""
    base = Base(rules, levels, hand)
    items, _raw, dihu, _sets = dihu_items(rules, base, None)
    joy = joy_item(hand, base.joy_value)
    if joy:
        items.append(joy)
    total = round_up(dihu + base.joy_value, rules.values.rounding)
    cap = cap_item(rules, total)
    if cap:
        items.append(cap)
    return Score(cap_total(rules, total), None, dihu, 1, items)


def score(rules: RuleSet, flips: Sequence[str], hand: PlayerHand) -> Score:
    """Validate and score one player (a winner when ``hand.win`` is set)."""
    levels = validate(rules, flips, hand)
    if hand.win:
        return score_winner(rules, levels, hand)
    return score_nonwinner(rules, levels, hand)


def score_waits(rules: RuleSet, flips: Sequence[str], hand: PlayerHand,
                levels: Levels | None = None) -> list[WaitScore]:
    """For a hand one card short (22 − 3 × sets concealed): every wait and what it would score,
    self-drawn and on a discard. Kinds the player already holds every copy of are no wait."""
    if levels is None:
        levels = rules.levels_for(flips)
    held = list(hand.concealed)
    for m in hand.melds:
        held[m.kind] += meld_cards(m, levels)
    limit = [levels.remaining[k] - held[k] for k in range(N_KINDS)]
    out = []
    for k in waits(hand.concealed, limit):
        c = list(hand.concealed)
        c[k] += 1
        concealed = tuple(c)
        s = score_winner(rules, levels, _with_win(hand, concealed, Win(k, True)))
        d = score_winner(rules, levels, _with_win(hand, concealed, Win(k, False)))
        out.append(WaitScore(k, s, d))
    return out


def _with_win(hand: PlayerHand, concealed: tuple[int, ...], win: Win) -> PlayerHand:
    return PlayerHand(concealed, hand.melds, hand.declared, hand.joys, hand.joys_in_deal, win)
