"""Card counts: the one place that says whether a hand is possible under the flips (RULES.md §2, §4)."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import JOYS, KINDS, N_KINDS
from ..rules import Levels, RuleSet
from ..rules.levels import COPIES
from ..tiles import is_set, is_winning
from .model import MELD_FORMS, Meld, PlayerHand, ScoringError

JOY_CARDS = 5  # 喜 cards in the deck
_PENG_CARDS = 3
_SET_SIZE = 3
_GANG_CARDS = 4
_DRAGON_MIN = 2  # a dragon needs at least two copies left after the flips


def meld_cards(meld: Meld, levels: Levels) -> int:
    """How many cards a meld holds: 3 for a 碰, 4 for a 杠, every remaining copy for a 龙."""
    if meld.form == "peng":
        return _PENG_CARDS
    if meld.form in ("minggang", "angang"):
        return _GANG_CARDS
    return levels.remaining[meld.kind]


def meld_is_set(meld: Meld, levels: Levels) -> bool:
    """A laid two-card dragon (both flips the same card) is not a set; every other meld is."""
    return is_set(meld.form, meld.kind, levels.remaining)


def melded_sets(melds: Sequence[Meld], levels: Levels) -> int:
    return sum(1 for m in melds if meld_is_set(m, levels))


def concealed_expected(rules: RuleSet, melds: Sequence[Meld], levels: Levels, winner: bool) -> int:
    """Concealed cards of a hand at the end: the dealer's deal (23) − 3 × sets for a winner (winning card
    included), another player's (22) − 3 × sets for the others."""
    full = rules.deal.dealer_cards if winner else rules.deal.other_cards
    return full - _SET_SIZE * melded_sets(melds, levels)


def _check_flips(rules: RuleSet, flips: Sequence[str]) -> None:
    joy_flips = [c for c in flips if c in JOYS]
    plain_flips = [c for c in flips if c not in JOYS]
    if rules.joys.flip == "double":
        if len(flips) != rules.flips:
            raise ScoringError(f"{rules.preset_id} turns up {rules.flips} 将 card(s); "
                               f"got flips {' '.join(flips) or '(none)'}")
    elif len(plain_flips) != rules.flips:
        raise ScoringError(f"{rules.preset_id} turns up {rules.flips} 将 card(s) besides any 喜; "
                           f"got {' '.join(plain_flips) or '(none)'}")
    if len(set(joy_flips)) != len(joy_flips):
        raise ScoringError(f"each 喜 card exists once; flips repeat {' '.join(joy_flips)}")


def _check_melds(levels: Levels, hand: PlayerHand) -> list[int]:
    """Validate the melds and return the cards used of each kind (concealed plus melded)."""
    used = list(hand.concealed)
    for meld in hand.melds:
        if meld.form not in MELD_FORMS:
            raise ScoringError(f"unknown meld form {meld.form!r} (known: {', '.join(MELD_FORMS)})")
        if meld.kind >= N_KINDS:
            raise ScoringError(f"{KINDS[meld.kind] if meld.kind < len(KINDS) else meld.kind} cannot be melded")
        n = meld_cards(meld, levels)
        if meld.form == "long" and levels.remaining[meld.kind] < _DRAGON_MIN:
            raise ScoringError(f"long:{meld.code}: too few copies of {meld.code} remain after the flips")
        if meld.form == "peng" and levels.remaining[meld.kind] < _PENG_CARDS:
            raise ScoringError(f"peng:{meld.code}: only {levels.remaining[meld.kind]} copies of {meld.code} "
                               "remain after the flips")
        used[meld.kind] += n
    return used


def _check_kinds(levels: Levels, hand: PlayerHand, used: list[int]) -> None:
    for k in hand.declared:
        if any(m.kind == k for m in hand.melds):
            raise ScoringError(f"{KINDS[k]} is both declared in hand and laid as a meld")
        if hand.concealed[k] != levels.remaining[k]:
            raise ScoringError(f"a declared dragon of {KINDS[k]} needs all {levels.remaining[k]} remaining copies "
                               f"in hand; the hand has {hand.concealed[k]}")
    for k in range(N_KINDS):
        if used[k] > levels.remaining[k]:
            flipped = COPIES - levels.remaining[k]
            extra = f" ({flipped} flipped)" if flipped else ""
            raise ScoringError(f"too many {KINDS[k]}: {used[k]} in hand and melds, but only {levels.remaining[k]} "
                               f"remain{extra}")


def _check_joys(flips: Sequence[str], hand: PlayerHand) -> None:
    joy_flips = [c for c in flips if c in JOYS]
    if not 0 <= hand.joys <= JOY_CARDS - len(joy_flips):
        raise ScoringError(f"joys must be from 0 to {JOY_CARDS - len(joy_flips)} (5 喜 cards, {len(joy_flips)} "
                           f"flipped); got {hand.joys}")
    if hand.joys_in_deal and hand.joys != JOY_CARDS:
        raise ScoringError("joys_in_deal means all five 喜 came in the deal, so joys must be 5")


def _check_count(rules: RuleSet, levels: Levels, hand: PlayerHand) -> None:
    sets = melded_sets(hand.melds, levels)
    held = sum(hand.concealed)
    expected = concealed_expected(rules, hand.melds, levels, hand.win is not None)
    if held != expected:
        who = "a winner" if hand.win else "a player who did not win"
        raise ScoringError(f"wrong card count: {who} with {sets} melded set(s) holds {expected} concealed cards, "
                           f"this hand has {held}")
    if hand.win:
        w = hand.win.card
        if w >= N_KINDS or hand.concealed[w] == 0:
            raise ScoringError(f"the winning card {KINDS[w] if w < N_KINDS else w} is not in the hand")
        if not is_winning(hand.concealed):
            raise ScoringError("the hand does not win: it cannot be arranged into seven sets and a pair "
                               f"({''.join(KINDS[k] * n for k, n in enumerate(hand.concealed) if n)})")


def validate(rules: RuleSet, flips: Sequence[str], hand: PlayerHand) -> Levels:
    """Check the hand is possible under these flips; return the levels. Raises ScoringError naming cards."""
    _check_flips(rules, flips)
    levels = rules.levels_for(flips)
    used = _check_melds(levels, hand)
    _check_kinds(levels, hand, used)
    _check_joys(flips, hand)
    _check_count(rules, levels, hand)
    return levels
