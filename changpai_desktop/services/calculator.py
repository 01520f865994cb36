"""The 算胡器's state and checks, without Qt: what was entered for each of the three players, the flips and the
win, turned into score requests, scores and the settlement between the players (RULES.md §6, with the house
rules 包张 and 穷狠 300 of the chosen rule set).

The calculator builds the same request the command line scores (``engine.scoring.request``), so its totals are the
engine's. A view calls :meth:`Calculator.add` and the ``remove_*`` methods for clicks, then reads
:meth:`Calculator.check` per player and :meth:`Calculator.settlement`. Problems come back as data (a
:class:`Check`'s ``problem`` and ``values``; a :class:`Refusal`), the view words them.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.cards import INDEX, JOYS, KINDS, N_KINDS, CardError, sorted_cards
from ..engine.rules import RuleError, RuleSet
from ..engine.rules.levels import COPIES, Levels, copies_left_of
from ..engine.rules.schema import MULTIPLIER_WIN_FLAGS
from ..engine.scoring import Score, ScoringError, score, score_nonwinner
from ..engine.scoring.base import baozi_form
from ..engine.scoring.validate import validate_sets
from ..engine.scoring.request import WIN_FLAGS, RequestError, parse_request
from ..engine.scoring.settlement import settle_hand
from ..engine.tiles import SETS_IN_A_WIN, is_ready, sets_needed

SEATS = 3
BAOZI_CARDS = 3   # a 把子 click enters three concealed copies
MODES = ("hand", "win", "peng", "minggang", "angang", "long", "declared", "baozi", "flip")
MELD_MODES = ("peng", "minggang", "angang", "long")
# the win flags a rule set offers only when the multiplier (or extra) that reads them is on
# The win flags a multiplier needs (the schema's win-flag column), but 天成's: the calculator always offers it.
_FLAG_MULTIPLIER = {flag: m for m, flag in MULTIPLIER_WIN_FLAGS.items() if m != "tiancheng"}


@dataclass
class PlayerEntry:
    """What was entered for one player."""

    hand: list[str] = field(default_factory=list)
    melds: list[tuple[str, str]] = field(default_factory=list)   # (form, code)
    declared: list[str] = field(default_factory=list)
    win_card: str | None = None
    joys: int = 0
    no_pair: bool = False     # 穷狠 300 (house rule): dealt no two cards alike
    sets_only: bool = False   # a player who did not win, entered by its scoring sets alone (RULES.md §6)

    def clear(self) -> None:
        self.hand.clear()
        self.melds.clear()
        self.declared.clear()
        self.win_card = None
        self.joys = 0
        self.no_pair = False


@dataclass(frozen=True)
class Check:
    """One player's entry checked: ``state`` is "empty", "short", "error" or "ok".

    ``problem`` names what is wrong (None when ok): "empty" (nothing entered), "need_flips" (values: flips),
    "need_win_card", "short" (held, missing), "over" (held, extra, melds, expected) or "invalid" (message: the
    engine's own words, a glossary ``Msg`` for a scoring error — render it with ``services.text.render``).
    ``score`` is the engine's score when ok."""

    state: str
    problem: str | None = None
    values: dict = field(default_factory=dict)
    score: Score | None = None


@dataclass(frozen=True)
class Refusal:
    """A click that was not taken: ``reason`` "too_many" (``code``: a fifth copy of that kind)."""

    reason: str
    code: str


@dataclass(frozen=True)
class CalcSettlement:
    """The three players settled: totals (穷狠 300 applied), nets, the players raised to 300, 包张 as
    (discarder, third player, amount), and the feeder spared 包张 because it was ready (or None)."""

    totals: list[int]
    nets: list[int]
    raised_to_300: list[int]
    baozhang: tuple[int, int, int] | None
    ready_feeder: int | None


class Calculator:
    """The calculator's entries for three players under one rule set."""

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self.players = [PlayerEntry() for _ in range(SEATS)]
        self.flips: list[str] = []
        self.winner: int | None = 0
        self.self_drawn = False
        self.feeder: int | None = None       # who discarded the winning card, for 包张
        self.flags: set[str] = set()         # the win flags ticked (see :meth:`offered_flags`)

    # --- the rule set -------------------------------------------------------------------------------
    def set_rules(self, rules: RuleSet) -> None:
        """Change the rule set: extra flips and flags the new set does not offer are dropped."""
        self.rules = rules
        plain = [c for c in self.flips if c not in JOYS]
        if len(plain) > rules.deal.flips:
            self.flips = plain[-rules.deal.flips:]
        if not rules.joys.enabled:
            self.flips = [c for c in self.flips if c not in JOYS]
        self.flags &= set(self.offered_flags())

    def offered_flags(self) -> tuple[str, ...]:
        """The win flags this rule set scores (天成 always; 海底, 地胡, 报听, 天听, 杠开 when their rule is on)."""
        out = []
        for flag in WIN_FLAGS:
            if flag in _FLAG_MULTIPLIER:
                if not self.rules.multipliers[_FLAG_MULTIPLIER[flag]].on:
                    continue
            elif flag == "after_gang" and not self.rules.extras.gang_kai > 0:
                continue
            out.append(flag)
        return tuple(out)

    def offers_baozhang(self) -> bool:
        return self.rules.settlement.baozhang

    def offers_no_pair(self) -> bool:
        return self.rules.settlement.qionghen_300

    def asks_feeder(self) -> bool:
        """Whether the view asks who fed the win: 包张 is on and a win on a discard is entered."""
        return self.offers_baozhang() and self.winner is not None and not self.self_drawn

    def flips_missing(self) -> int:
        return max(0, self.rules.deal.flips - len([c for c in self.flips if c not in JOYS]))

    # --- entering cards -----------------------------------------------------------------------------
    def add(self, seat: int, mode: str, code: str) -> Refusal | None:
        """A click on ``code`` in ``mode`` for player ``seat``; a fifth copy of a kind is refused."""
        before = self.copies_used()[code]
        saved = (copy.deepcopy(self.players), list(self.flips), self.winner)
        self._add(seat, mode, code)
        after = self.copies_used()[code]
        if after > COPIES and after > before:
            self.players, self.flips, self.winner = saved
            return Refusal("too_many", code)
        return None

    def _add(self, seat: int, mode: str, code: str) -> None:
        p = self.players[seat]
        if mode == "flip":
            self._add_flip(code)
        elif code in JOYS:
            return
        elif mode == "hand":
            p.hand.append(code)
        elif mode == "baozi":      # 把子: three concealed copies at once, a fourth on the next click
            held = p.hand.count(code)
            p.hand.extend([code] * (BAOZI_CARDS - held if held < BAOZI_CARDS else 1))
        elif mode == "win":
            p.hand.append(code)
            p.win_card = code
            self.winner = seat
        elif mode in MELD_MODES:
            p.melds.append((mode, code))
        elif mode == "declared" and code not in p.declared:
            p.declared.append(code)
            p.hand.extend([code] * max(0, copies_left_of(self.flips, code) - p.hand.count(code)))

    def _add_flip(self, code: str) -> None:
        rs = self.rules
        reflip = rs.joys.flip == "reflip"
        if code in JOYS and (not rs.joys_enabled or code in self.flips):
            return
        self.flips.append(code)

        def slots() -> list[int]:
            return [i for i, c in enumerate(self.flips) if not (reflip and c in JOYS)]

        while len(slots()) > rs.deal.flips:
            del self.flips[slots()[0]]

    def remove_hand_card(self, seat: int, pos: int) -> None:
        """Remove the card at ``pos`` of :meth:`hand_display`."""
        p = self.players[seat]
        cards = self.hand_display(seat)
        if not 0 <= pos < len(cards):
            return
        code = cards[pos]
        p.hand.remove(code)
        if p.win_card == code and code not in p.hand:
            p.win_card = None
        if code in p.declared and p.hand.count(code) < copies_left_of(self.flips, code):
            p.declared.remove(code)

    def remove_meld_card(self, seat: int, pos: int) -> None:
        """Remove the meld holding the card at ``pos`` of the melds laid out in a row."""
        i = 0
        melds = self.players[seat].melds
        for mi, (form, code) in enumerate(melds):
            n = self.meld_size(form, code)
            if pos < i + n:
                del melds[mi]
                return
            i += n

    def remove_flip(self, pos: int) -> None:
        if 0 <= pos < len(self.flips):
            del self.flips[pos]

    def clear_player(self, seat: int) -> None:
        self.players[seat].clear()

    def clear_all(self) -> None:
        for p in self.players:
            p.clear()
        self.flips = []
        self.self_drawn = False
        self.feeder = None
        self.flags = set()

    # --- counting -----------------------------------------------------------------------------------
    def meld_size(self, form: str, code: str) -> int:
        if form == "peng":
            return 3
        if form in ("minggang", "angang"):
            return 4
        return copies_left_of(self.flips, code)

    def copies_used(self) -> Counter:
        """Copies of every kind entered so far: the flips and every player's hand and melds."""
        used: Counter = Counter(c for c in self.flips if c not in JOYS)
        for p in self.players:
            used.update(p.hand)
            for f, c in p.melds:
                used[c] += self.meld_size(f, c)
        return used

    def used_up(self) -> set[str]:
        """The kinds of which no copy is left to enter (the flips and every player's cards counted): the palette
        greys them out."""
        used = self.copies_used()
        return {c for c in KINDS if used[c] >= COPIES}

    def over_four(self) -> list[str]:
        """The kinds entered more than four times altogether (in kind order)."""
        used = self.copies_used()
        return [c for c in KINDS if used[c] > COPIES]

    def hand_display(self, seat: int) -> list[str]:
        """The player's concealed cards sorted, the winning card last."""
        p = self.players[seat]
        cards = sorted_cards(p.hand)
        if p.win_card in cards:
            cards.remove(p.win_card)
            cards.append(p.win_card)
        return cards

    def _levels(self) -> Levels:
        try:
            return self.rules.levels_for(self.flips)
        except (CardError, RuleError):
            return self.rules.levels_for([])

    def _melds(self, seat: int) -> list[tuple[str, int]]:
        return [(f, INDEX[c]) for f, c in self.players[seat].melds]

    def melded_sets(self, seat: int) -> int:
        """How many of the player's melds are sets (a two-card 撂龙 is not)."""
        return SETS_IN_A_WIN - sets_needed(self._melds(seat), self._levels().remaining)

    def expected(self, seat: int) -> tuple[int, int]:
        """(cards held, cards expected) for the player, from its melds and whether it won."""
        deal = self.rules.deal
        full = deal.dealer_cards if self.winner == seat else deal.other_cards
        return len(self.players[seat].hand), full - 3 * self.melded_sets(seat)

    def is_ready(self, seat: int) -> bool:
        """Whether the player's entered concealed cards wait on a card (向听 0)."""
        c = [0] * N_KINDS
        for code in self.players[seat].hand:
            if code in INDEX and INDEX[code] < N_KINDS:
                c[INDEX[code]] += 1
        return is_ready(c, self._melds(seat), self._levels().remaining)

    # --- scoring ------------------------------------------------------------------------------------
    def request(self, seat: int) -> dict:
        """The score request (``engine.scoring.request`` format) for the player."""
        p = self.players[seat]
        rs = self.rules
        req = {"preset": rs.preset_id, "overrides": dict(rs.overrides), "flips": list(self.flips),
               "melds": [f"{f}:{c}" for f, c in p.melds], "declared": list(p.declared),
               "hand": "".join(p.hand), "joys": p.joys}
        if self.winner == seat:
            win: dict = {"card": p.win_card, "by": "self" if self.self_drawn else "discard"}
            for flag in self.offered_flags():
                if flag in self.flags:
                    win[flag] = True
            if win.get("dealer_first"):
                win["by"] = "self"
            req["win"] = win
        return req

    def sets_only(self, seat: int) -> bool:
        """Whether the player is entered by its scoring sets alone (never the winner)."""
        return self.players[seat].sets_only and self.winner != seat

    def loose_cards(self, seat: int) -> list[str]:
        """For a player entered by its sets alone: the concealed kinds held one or two times (no 把子)."""
        p = self.players[seat]
        levels = self._levels()
        return [c for c in KINDS if p.hand.count(c)
                and baozi_form(levels, INDEX[c], p.hand.count(c)) is None and c not in p.declared]

    def _check_sets(self, seat: int) -> Check:
        loose = self.loose_cards(seat)
        if loose:
            return Check("error", "not_sets", {"cards": loose})
        try:
            rules, flips, hand = parse_request(self.request(seat))
            result = score_nonwinner(rules, validate_sets(rules, flips, hand), hand)
        except (RequestError, ScoringError) as exc:
            return Check("error", "invalid", {"message": exc.msg})
        except (CardError, RuleError) as exc:
            return Check("error", "invalid", {"message": str(exc)})
        return Check("ok", score=result)

    def check(self, seat: int) -> Check:
        p = self.players[seat]
        if self.sets_only(seat):
            if self.flips_missing():
                return Check("short", "need_flips", {"flips": self.rules.deal.flips})
            return self._check_sets(seat)
        if not p.hand and not p.melds:
            return Check("empty", "empty")
        if self.flips_missing():
            return Check("short", "need_flips", {"flips": self.rules.deal.flips})
        held, expected = self.expected(seat)
        if self.winner == seat and p.win_card is None:
            return Check("short", "need_win_card")
        if held < expected:
            return Check("short", "short", {"held": held, "missing": expected - held})
        if held > expected:
            return Check("error", "over", {"held": held, "extra": held - expected, "melds": len(p.melds),
                                           "expected": expected})
        try:
            rules, flips, hand = parse_request(self.request(seat))
            result = score(rules, flips, hand)
        except (RequestError, ScoringError) as exc:
            return Check("error", "invalid", {"message": exc.msg})
        except (CardError, RuleError) as exc:
            return Check("error", "invalid", {"message": str(exc)})
        return Check("ok", score=result)

    def checks(self) -> list[Check]:
        """:meth:`check` for every player, in seat order."""
        return [self.check(i) for i in range(SEATS)]

    def total(self, seat: int) -> int | None:
        c = self.check(seat)
        return c.score.total if c.score is not None else None

    def settlement(self, checks: Sequence[Check]) -> CalcSettlement | None:
        """The settlement between the three players (``checks``: :meth:`checks`), once all three are scored
        and no kind is entered more than four times."""
        if any(c.score is None for c in checks) or self.over_four():
            return None
        totals = [c.score.total for c in checks]
        options = self.rules.settlement
        w = self.winner
        f = None if self.self_drawn or w is None else self.feeder
        st = settle_hand(options, totals, winner=w, discarder=f, discarder_ready=lambda: self.is_ready(f),
                         no_pair=[i for i, p in enumerate(self.players) if p.no_pair])
        spared = None
        if not st.baozhang and options.baozhang and f is not None and f != w and self.is_ready(f):
            spared = f
        return CalcSettlement(st.totals, st.nets, list(st.raised_to_300), st.baozhang, spared)
