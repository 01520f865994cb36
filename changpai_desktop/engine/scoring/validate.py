"""Card counts: the one place that says whether a hand is possible under the flips (RULES.md §2, §4)."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import JOYS, KINDS, N_KINDS
from ..rules import Levels, RuleSet
from ..rules.levels import COPIES
from ..tiles import is_set, is_winning
from ..text import Card, Msg, Term, msg
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


def _fail(id_: str, **values: object) -> ScoringError:
    return ScoringError(msg(id_, **values))


def _codes(codes: Sequence[str]) -> tuple[Card, ...]:
    return tuple(Card(c) for c in codes)


def _check_flips(rules: RuleSet, flips: Sequence[str]) -> None:
    joy_flips = [c for c in flips if c in JOYS]
    plain_flips = [c for c in flips if c not in JOYS]
    if rules.joys.flip == "double":
        if len(flips) != rules.flips:
            raise _fail("error.flips.count", preset=rules.preset_id, n=rules.flips, flips=_codes(flips))
    elif len(plain_flips) != rules.flips:
        raise _fail("error.flips.count_besides_joys", preset=rules.preset_id, n=rules.flips,
                    flips=_codes(plain_flips))
    if len(set(joy_flips)) != len(joy_flips):
        raise _fail("error.flips.joy_twice", flips=_codes(joy_flips))


def _check_melds(levels: Levels, hand: PlayerHand) -> list[int]:
    """Validate the melds and return the cards used of each kind (concealed plus melded)."""
    used = list(hand.concealed)
    for meld in hand.melds:
        if meld.form not in MELD_FORMS:
            raise _fail("error.meld.form", form=meld.form, known=", ".join(MELD_FORMS))
        if meld.kind >= N_KINDS:
            raise _fail("error.meld.joy", card=Card(KINDS[meld.kind]) if meld.kind < len(KINDS) else str(meld.kind))
        n = meld_cards(meld, levels)
        if meld.form == "long" and levels.remaining[meld.kind] < _DRAGON_MIN:
            raise _fail("error.meld.dragon_too_few", card=Card(meld.code))
        if meld.form == "peng" and levels.remaining[meld.kind] < _PENG_CARDS:
            raise _fail("error.meld.peng_too_few", card=Card(meld.code), n=levels.remaining[meld.kind])
        used[meld.kind] += n
    return used


def _check_kinds(levels: Levels, hand: PlayerHand, used: list[int]) -> None:
    for k in hand.declared:
        if any(m.kind == k for m in hand.melds):
            raise _fail("error.declared.also_melded", card=Card(KINDS[k]))
        if hand.concealed[k] != levels.remaining[k]:
            raise _fail("error.declared.copies", card=Card(KINDS[k]), n=levels.remaining[k], held=hand.concealed[k])
    for k in range(N_KINDS):
        if used[k] > levels.remaining[k]:
            flipped = COPIES - levels.remaining[k]
            raise _fail("error.too_many", card=Card(KINDS[k]), code=KINDS[k], used=used[k], n=levels.remaining[k],
                        flipped=msg("error.too_many.flipped", n=flipped) if flipped else "")


def joys_in_play(rules: RuleSet, flips: Sequence[str]) -> bool:
    """RULES.md §5.4: the rule set enables 喜, or a 喜 was flipped (where a 喜 flip is possible at all)."""
    return rules.joys_enabled or any(c in JOYS for c in flips)


def _check_joys(rules: RuleSet, flips: Sequence[str], hand: PlayerHand) -> None:
    """喜 only where they are in play (RULES.md §5.4). Without 喜 in the rule set, a 喜 flip is possible only
    where the rule set doubles 喜 on a 喜 flip (nantong-single, seed 001); where a flipped 喜 is set aside and
    re-flipped it presupposes 喜 in the deck, so it is refused (decided here)."""
    joy_flips = [c for c in flips if c in JOYS]
    if joy_flips and not rules.joys_enabled and rules.joys.flip != "double":
        raise _fail("error.joys.flip_off", preset=rules.preset_id, card=Card(joy_flips[0]))
    if not joys_in_play(rules, flips) and (hand.joys or hand.joys_in_deal):
        raise _fail("error.joys.off", preset=rules.preset_id, n=hand.joys)
    if not 0 <= hand.joys <= JOY_CARDS - len(joy_flips):
        raise _fail("error.joys.range", most=JOY_CARDS - len(joy_flips), flipped=len(joy_flips), n=hand.joys)
    if hand.joys_in_deal and hand.joys != JOY_CARDS:
        raise _fail("error.joys.in_deal")


def gives_gang_kai(meld: Meld, levels: Levels) -> bool:
    """A meld whose laying drew a replacement that can be 杠开 (RULES.md §5.3): a 杠 (明杠, 加杠), an 暗杠 or a
    laid four-card dragon; a three-card dragon draws nothing and a two-card dragon is no set."""
    return meld.form in ("minggang", "angang") or (meld.form == "long" and levels.remaining[meld.kind] == COPIES)


def _check_win(levels: Levels, hand: PlayerHand) -> None:
    """The win flags against the hand: a 叫龙's kind cannot be the winning card (every copy has been held since
    the deal), and 天成 is the dealer's self-drawn win on its dealt cards (RULES.md §5.3): no discard, no
    claimed meld and no 暗杠 (whose replacement is no dealt card); laid dragons of the dragon window count as
    dealt."""
    win = hand.win
    if win is None:
        return
    if win.card in hand.declared:
        raise _fail("error.win.declared_kind", card=Card(KINDS[win.card]))
    if win.dealer_first:
        if not win.self_drawn:
            raise _fail("error.win.tiancheng_discard")
        meld = next((m for m in hand.melds if m.form != "long"), None)
        if meld is not None:
            raise _fail("error.win.tiancheng_meld", form=Term(meld.form), card=Card(meld.code))
    if win.ready_on_deal and (win.ready_declared or win.dealer_first):
        raise _fail("error.win.tianting_twice" if win.ready_declared else "error.win.tianting_dealer")
    if win.after_gang and win.self_drawn and not any(gives_gang_kai(m, levels) for m in hand.melds):
        raise _fail("error.win.gang_kai_no_gang", card=Card(KINDS[win.card]))


def _check_count(rules: RuleSet, levels: Levels, hand: PlayerHand) -> None:
    sets = melded_sets(hand.melds, levels)
    held = sum(hand.concealed)
    expected = concealed_expected(rules, hand.melds, levels, hand.win is not None)
    if held != expected:
        who = Msg("error.count.winner" if hand.win else "error.count.other")
        raise _fail("error.count", who=who, sets=sets, expected=expected, held=held)
    if hand.win:
        w = hand.win.card
        if w >= N_KINDS or hand.concealed[w] == 0:
            raise _fail("error.win.not_in_hand", card=Card(KINDS[w]) if w < N_KINDS else str(w))
        if not is_winning(hand.concealed):
            raise _fail("error.not_winning",
                        hand="".join(KINDS[k] * n for k, n in enumerate(hand.concealed) if n))


def validate(rules: RuleSet, flips: Sequence[str], hand: PlayerHand) -> Levels:
    """Check the hand is possible under these flips; return the levels. Raises ScoringError naming cards."""
    _check_flips(rules, flips)
    levels = rules.levels_for(flips)
    used = _check_melds(levels, hand)
    _check_kinds(levels, hand, used)
    _check_joys(rules, flips, hand)
    _check_count(rules, levels, hand)
    _check_win(levels, hand)
    return levels


def validate_sets(rules: RuleSet, flips: Sequence[str], hand: PlayerHand) -> Levels:
    """:func:`validate` for a player who did not win, entered by its scoring sets alone (melds, 叫龙, the kinds
    held three or four times, 喜; RULES.md §6): every check but the card count."""
    _check_flips(rules, flips)
    levels = rules.levels_for(flips)
    used = _check_melds(levels, hand)
    _check_kinds(levels, hand, used)
    _check_joys(rules, flips, hand)
    return levels
